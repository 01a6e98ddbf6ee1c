"""The lab's sound: the replay heard through the computer's speakers (QtMultimedia),
silent without a sound device."""
