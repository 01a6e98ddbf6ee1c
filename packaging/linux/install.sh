#!/bin/sh
# Install the Wallasey Retry Lab bundle for one person (or system-wide) on Linux,
# with a menu entry and icons, so that a double-click opens the lab.
#
#   packaging/linux/install.sh [--prefix DIR] [BUNDLE]     install (or update)
#   packaging/linux/install.sh [--prefix DIR] --uninstall   remove it again
#
# BUNDLE is the built one-folder app (default: dist/wallasey of this checkout, or
# the folder this script sits in when it was shipped inside the bundle).
# DIR defaults to ~/.local; everything goes under DIR/share:
#   DIR/share/wallasey-retry-lab/                     the app (wallasey, wallasey-sim, _internal/)
#   DIR/share/applications/wallasey-retry-lab.desktop the menu entry, Exec = the installed wallasey
#   DIR/share/icons/hicolor/<N>x<N>/apps/wallasey-retry-lab.png, scalable/apps/wallasey-retry-lab.svg
# Nothing here needs Python. update-desktop-database and gtk-update-icon-cache run if present.
set -eu

ID=wallasey-retry-lab
here=$(cd "$(dirname "$0")" && pwd)
prefix=${HOME:?HOME is not set}/.local
bundle=
uninstall=false

while [ $# -gt 0 ]; do
  case $1 in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --uninstall) uninstall=true; shift ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "install.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
    *) bundle=$1; shift ;;
  esac
done

case $prefix in /*) ;; *) prefix=$(pwd)/$prefix ;; esac
share=$prefix/share
app_dir=$share/$ID
desktop_dir=$share/applications
icon_root=$share/icons/hicolor

refresh() {
  if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q "$desktop_dir" || true; fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$icon_root/index.theme" ]; then
    gtk-update-icon-cache -q -t -f "$icon_root" || true
  fi
}

if $uninstall; then
  rm -rf "$app_dir"
  rm -f "$desktop_dir/$ID.desktop"
  rm -f "$icon_root"/*/apps/"$ID".png "$icon_root"/scalable/apps/"$ID".svg
  refresh
  echo "removed the Wallasey Retry Lab from $share"
  exit 0
fi

if [ -z "$bundle" ]; then
  if [ -x "$here/wallasey" ]; then bundle=$here; else bundle=$here/../../dist/wallasey; fi
fi
if [ ! -x "$bundle/wallasey" ] || [ ! -d "$bundle/_internal" ]; then
  echo "install.sh: no built app in $bundle (run 'make package' first)" >&2
  exit 1
fi
bundle=$(cd "$bundle" && pwd)
template=$here/$ID.desktop
[ -f "$template" ] || template=$bundle/$ID.desktop
icons=$bundle/_internal/wallasey_lab/resources/icons

# The app: copy next to the old one, then swap, so a failed copy leaves the old one working.
mkdir -p "$share"
rm -rf "$app_dir.new"
cp -R "$bundle" "$app_dir.new"
rm -rf "$app_dir"
mv "$app_dir.new" "$app_dir"

# Icons, at every size the bundle has.
for png in "$icons"/wallasey-*.png; do
  size=${png##*/wallasey-}; size=${size%.png}
  mkdir -p "$icon_root/${size}x${size}/apps"
  cp "$png" "$icon_root/${size}x${size}/apps/$ID.png"
done
mkdir -p "$icon_root/scalable/apps"
cp "$icons/wallasey.svg" "$icon_root/scalable/apps/$ID.svg"

# The menu entry, pointing at the installed executable. Exec is quoted by the
# Desktop Entry rules: \ " ` $ escaped inside double quotes, then every \ doubled
# (string escaping) and % written %%.
exe=$app_dir/wallasey
quoted=$(printf '%s' "$exe" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')
plain=$(printf '%s' "$exe" | sed -e 's/\\/\\\\/g')
mkdir -p "$desktop_dir"
tmp=$desktop_dir/.$ID.desktop.tmp
sed -e "/^Exec=/d" -e "/^TryExec=/d" "$template" > "$tmp"
printf 'Exec="%s"\nTryExec=%s\n' "$quoted" "$plain" >> "$tmp"
chmod 644 "$tmp"
mv "$tmp" "$desktop_dir/$ID.desktop"

refresh
echo "installed the Wallasey Retry Lab: $app_dir"
echo "menu entry: $desktop_dir/$ID.desktop"
