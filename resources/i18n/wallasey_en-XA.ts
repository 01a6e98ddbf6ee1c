<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>QGuiApplication</name>
        <message>
            <source>QT_LAYOUT_DIRECTION</source>
            <extracomment>Type RTL if the language is written right to left (Urdu, Arabic, Hebrew), else LTR.</extracomment>
            <translation>LTR</translation>
        </message>
    </context>
    <context>
        <name>strings</name>
        <message>
            <source>1x</source>
            <comment>SPEEDS/1x</comment>
            <translation>[1x ō]</translation>
        </message>
        <message>
            <source>5x</source>
            <comment>SPEEDS/5x</comment>
            <translation>[5x ō]</translation>
        </message>
        <message>
            <source>20x</source>
            <comment>SPEEDS/20x</comment>
            <translation>[20x ōñē]</translation>
        </message>
        <message>
            <source>Instant</source>
            <comment>SPEEDS/Instant</comment>
            <translation>[Îñšţâñţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>1x (real time)</source>
            <comment>DOOR_SPEEDS/1x (real time)</comment>
            <translation>[1x (řéâļ ţîmé) ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>2x</source>
            <comment>DOOR_SPEEDS/2x</comment>
            <translation>[2x ō]</translation>
        </message>
        <message>
            <source>4x</source>
            <comment>DOOR_SPEEDS/4x</comment>
            <translation>[4x ō]</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab</source>
            <comment>APP_NAME</comment>
            <translation>[Ŵâļļâšéý Řéţřý Ļâb ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>RULE_LABELS/immediate</comment>
            <translation>[Řéţřý îmméðîâţéļý ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>RULE_LABELS/exponential</comment>
            <translation>[Éxpöñéñţîâļ bâçķöff ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>RULE_LABELS/full-jitter</comment>
            <translation>[Bâçķöff ŵîţĥ ĵîţţéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Randomness in the wait</source>
            <comment>RULE_LABELS/jitter</comment>
            <translation>[Řâñðömñéšš îñ ţĥé ŵâîţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Equal jitter</source>
            <comment>RULE_LABELS/equal-jitter</comment>
            <translation>[Éqûâļ ĵîţţéř ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Decorrelated jitter</source>
            <comment>RULE_LABELS/decorrelated-jitter</comment>
            <translation>[Ðéçöřřéļâţéð ĵîţţéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Proportional jitter (gRPC)</source>
            <comment>RULE_LABELS/proportional-jitter</comment>
            <translation>[Přöpöřţîöñâļ ĵîţţéř (ĝŘPÇ) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Obey the server's hint</source>
            <comment>RULE_LABELS/retry-after</comment>
            <translation>[Öbéý ţĥé šéřvéř'š ĥîñţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>tenacity, no wait (its default)</source>
            <comment>RULE_LABELS/tenacity-no-wait</comment>
            <translation>[ţéñâçîţý, ñö ŵâîţ (îţš ðéfâûļţ) ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>RULE_LABELS/tenacity-exponential</comment>
            <translation>[ţéñâçîţý ŵâîţ_éxpöñéñţîâļ(1, mîñ 4, mâx 10) ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>tenacity wait_random_exponential(1, max 60)</source>
            <comment>RULE_LABELS/tenacity-random-exponential</comment>
            <translation>[ţéñâçîţý ŵâîţ_řâñðöm_éxpöñéñţîâļ(1, mâx 60) ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>backoff.expo (backoff with jitter, its default)</source>
            <comment>RULE_LABELS/backoff-expo</comment>
            <translation>[bâçķöff.éxpö (bâçķöff ŵîţĥ ĵîţţéř, îţš ðéfâûļţ) ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5)</source>
            <comment>RULE_LABELS/urllib3-backoff</comment>
            <translation>[ûřļļîb3 Řéţřý(bâçķöff_fâçţöř=0.5) ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>RULE_LABELS/urllib3-jitter</comment>
            <translation>[ûřļļîb3 Řéţřý(bâçķöff_fâçţöř=0.5, bâçķöff_ĵîţţéř=1) ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>urllib3 Retry obeying Retry-After</source>
            <comment>RULE_LABELS/urllib3-retry-after</comment>
            <translation>[ûřļļîb3 Řéţřý öbéýîñĝ Řéţřý-Âfţéř ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>botocore standard mode (AWS SDKs)</source>
            <comment>RULE_LABELS/botocore-standard</comment>
            <translation>[böţöçöřé šţâñðâřð möðé (ÂŴŠ ŠÐĶš) ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>RULE_LABELS/grpc-backoff</comment>
            <translation>[ĝŘPÇ bâçķöff (1 š, x1.6, ĵîţţéř 0.2, mâx 120 š) ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>A refused agent tries again after a fixed short pause (the retry interval).</source>
            <comment>RULE_HELP/immediate</comment>
            <translation>[Â řéfûšéð âĝéñţ ţřîéš âĝâîñ âfţéř â fîxéð šĥöřţ pâûšé (ţĥé řéţřý îñţéřvâļ). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</translation>
        </message>
        <message>
            <source>A refused agent waits the first wait (the backoff base), then twice as long after each refusal, up to the longest wait (the backoff cap).</source>
            <comment>RULE_HELP/exponential</comment>
            <translation>[Â řéfûšéð âĝéñţ ŵâîţš ţĥé fîřšţ ŵâîţ (ţĥé bâçķöff bâšé), ţĥéñ ţŵîçé âš ļöñĝ âfţéř éâçĥ řéfûšâļ, ûp ţö ţĥé ļöñĝéšţ ŵâîţ (ţĥé bâçķöff çâp). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţ]</translation>
        </message>
        <message>
            <source>Like exponential backoff, but each agent waits a random time anywhere up to that growing limit.</source>
            <comment>RULE_HELP/full-jitter</comment>
            <translation>[Ļîķé éxpöñéñţîâļ bâçķöff, bûţ éâçĥ âĝéñţ ŵâîţš â řâñðöm ţîmé âñýŵĥéřé ûp ţö ţĥâţ ĝřöŵîñĝ ļîmîţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝ]</translation>
        </message>
        <message>
            <source>Between the two: a fixed part (1 - J) of the backoff limit plus a random part up to J of it. J = 0 is exponential backoff, J = 1 is backoff with jitter.</source>
            <comment>RULE_HELP/jitter</comment>
            <translation>[Béţŵééñ ţĥé ţŵö: â fîxéð pâřţ (1 - Ĵ) öf ţĥé bâçķöff ļîmîţ pļûš â řâñðöm pâřţ ûp ţö Ĵ öf îţ. Ĵ = 0 îš éxpöñéñţîâļ bâçķöff, Ĵ = 1 îš bâçķöff ŵîţĥ ĵîţţéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Half the backoff limit for certain, plus a random time up to the other half.</source>
            <comment>RULE_HELP/equal-jitter</comment>
            <translation>[Ĥâļf ţĥé bâçķöff ļîmîţ föř çéřţâîñ, pļûš â řâñðöm ţîmé ûp ţö ţĥé öţĥéř ĥâļf. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</translation>
        </message>
        <message>
            <source>A random wait between the first wait and three times the last wait, up to the longest wait.</source>
            <comment>RULE_HELP/decorrelated-jitter</comment>
            <translation>[Â řâñðöm ŵâîţ béţŵééñ ţĥé fîřšţ ŵâîţ âñð ţĥřéé ţîméš ţĥé ļâšţ ŵâîţ, ûp ţö ţĥé ļöñĝéšţ ŵâîţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>The wait grows by a multiplier (1.6) each time, then is stretched or shrunk at random by up to a spread (20%), as gRPC does.</source>
            <comment>RULE_HELP/proportional-jitter</comment>
            <translation>[Ţĥé ŵâîţ ĝřöŵš bý â mûļţîpļîéř (1.6) éâçĥ ţîmé, ţĥéñ îš šţřéţçĥéð öř šĥřûñķ âţ řâñðöm bý ûp ţö â špřéâð (20%), âš ĝŘPÇ ðöéš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ]</translation>
        </message>
        <message>
            <source>The tool says when it will take calls again; the agent calls back then (plus an optional random delay).</source>
            <comment>RULE_HELP/retry-after</comment>
            <translation>[Ţĥé ţööļ šâýš ŵĥéñ îţ ŵîļļ ţâķé çâļļš âĝâîñ; ţĥé âĝéñţ çâļļš bâçķ ţĥéñ (pļûš âñ öpţîöñâļ řâñðöm ðéļâý). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>Retry rule</source>
            <comment>TABLE_HEADINGS/0</comment>
            <translation>[Řéţřý řûļé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Last agent served</source>
            <comment>TABLE_HEADINGS/1</comment>
            <translation>[Ļâšţ âĝéñţ šéřvéð ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>TABLE_HEADINGS/2</comment>
            <translation>[Çâļļš šéñţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Calls refused</source>
            <comment>TABLE_HEADINGS/3</comment>
            <translation>[Çâļļš řéfûšéð ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Typical agent served</source>
            <comment>TABLE_HEADINGS/4</comment>
            <translation>[Ţýpîçâļ âĝéñţ šéřvéð ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>TABLE_SECONDS</comment>
            <translation>[{value:.1f} š ō]</translation>
        </message>
        <message>
            <source>{value:,.0f}</source>
            <comment>TABLE_COUNT</comment>
            <translation>[{value:,.0f} ō]</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab: one busy tool, many agents</source>
            <comment>WINDOW_TITLE</comment>
            <translation>[Ŵâļļâšéý Řéţřý Ļâb: öñé bûšý ţööļ, mâñý âĝéñţš ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} agents all need an answer from one busy tool.</source>
            <comment>TAGLINE</comment>
            <extracomment>English for one: {n:,} agent needs an answer from one busy tool.</extracomment>
            <translation>
                <numerusform>[{n:,} âĝéñţ ñééðš âñ âñšŵéř fřöm öñé bûšý ţööļ. ōñē ţŵō ţĥŕēē ƒō]</numerusform>
                <numerusform>[{n:,} âĝéñţš âļļ ñééð âñ âñšŵéř fřöm öñé bûšý ţööļ. ōñē ţŵō ţĥŕēē ƒōũ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n:,} calls a second. How should a refused agent try again?</source>
            <comment>TAGLINE_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n:,} call a second. How should a refused agent try again?</extracomment>
            <translation>
                <numerusform>[Ţĥé ţööļ âççépţš {n:,} çâļļ â šéçöñð. Ĥöŵ šĥöûļð â řéfûšéð âĝéñţ ţřý âĝâîñ? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</numerusform>
                <numerusform>[Ţĥé ţööļ âççépţš {n:,} çâļļš â šéçöñð. Ĥöŵ šĥöûļð â řéfûšéð âĝéñţ ţřý âĝâîñ? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</numerusform>
            </translation>
        </message>
        <message>
            <source>(Advanced settings in use: {what}.)</source>
            <comment>ADVANCED_IN_USE</comment>
            <translation>[(Âðvâñçéð šéţţîñĝš îñ ûšé: {what}.) ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>the tool: {value}</source>
            <comment>ADVANCED_SUMMARY/limiter</comment>
            <translation>[ţĥé ţööļ: {value} ōñē ţŵō]</translation>
        </message>
        <message>
            <source>retry budget: {value}</source>
            <comment>ADVANCED_SUMMARY/budget</comment>
            <translation>[řéţřý bûðĝéţ: {value} ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>arrivals: {value}</source>
            <comment>ADVANCED_SUMMARY/arrival</comment>
            <translation>[âřřîvâļš: {value} ōñē ţŵō]</translation>
        </message>
        <message>
            <source>give up after {value:g} calls</source>
            <comment>ADVANCED_SUMMARY/max_attempts</comment>
            <translation>[ĝîvé ûp âfţéř {value:g} çâļļš ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>give up after {value:g} s</source>
            <comment>ADVANCED_SUMMARY/deadline</comment>
            <translation>[ĝîvé ûp âfţéř {value:g} š ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>RULE_BUTTON/immediate</comment>
            <translation>[Řéţřý îmméðîâţéļý ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>RULE_BUTTON/exponential</comment>
            <translation>[Éxpöñéñţîâļ bâçķöff ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>RULE_BUTTON/full-jitter</comment>
            <translation>[Bâçķöff ŵîţĥ ĵîţţéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Try again at once, every {interval:g} s</source>
            <comment>RULE_SHORT/immediate</comment>
            <translation>[Ţřý âĝâîñ âţ öñçé, évéřý {interval:g} š ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Wait longer each time, up to {cap:g} s</source>
            <comment>RULE_SHORT/exponential</comment>
            <translation>[Ŵâîţ ļöñĝéř éâçĥ ţîmé, ûp ţö {cap:g} š ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Wait a random time, up to that limit</source>
            <comment>RULE_SHORT/full-jitter</comment>
            <translation>[Ŵâîţ â řâñðöm ţîmé, ûp ţö ţĥâţ ļîmîţ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>How refused agents try again</source>
            <comment>PANEL_RULE</comment>
            <translation>[Ĥöŵ řéfûšéð âĝéñţš ţřý âĝâîñ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>The crowd and the tool</source>
            <comment>PANEL_CROWD</comment>
            <translation>[Ţĥé çřöŵð âñð ţĥé ţööļ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Advanced</source>
            <comment>PANEL_ADVANCED</comment>
            <translation>[Âðvâñçéð ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Agents</source>
            <comment>SLIDER/agents/0</comment>
            <translation>[Âĝéñţš ōñē ţŵ]</translation>
        </message>
        <message>
            <source>How many agents all need an answer at the same moment.</source>
            <comment>SLIDER/agents/2</comment>
            <translation>[Ĥöŵ mâñý âĝéñţš âļļ ñééð âñ âñšŵéř âţ ţĥé šâmé möméñţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Capacity</source>
            <comment>SLIDER/capacity/0</comment>
            <translation>[Çâpâçîţý ōñē ţŵō ţ]</translation>
        </message>
        <message numerus="yes">
            <source> calls/s</source>
            <comment>SLIDER/capacity/1</comment>
            <extracomment>English for one:  call/s</extracomment>
            <translation>
                <numerusform> [çâļļ/š ōñē ţŵ]</numerusform>
                <numerusform> [çâļļš/š ōñē ţŵō]</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the tool accepts each second. Any more are refused straight away.</source>
            <comment>SLIDER/capacity/2</comment>
            <translation>[Ĥöŵ mâñý çâļļš ţĥé ţööļ âççépţš éâçĥ šéçöñð. Âñý möřé âřé řéfûšéð šţřâîĝĥţ âŵâý. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</translation>
        </message>
        <message>
            <source>Answer time</source>
            <comment>SLIDER/answer_time/0</comment>
            <translation>[Âñšŵéř ţîmé ōñē ţŵō]</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/answer_time/1</comment>
            <translation> [š ō]</translation>
        </message>
        <message>
            <source>How long the tool takes to answer an accepted call.</source>
            <comment>SLIDER/answer_time/2</comment>
            <translation>[Ĥöŵ ļöñĝ ţĥé ţööļ ţâķéš ţö âñšŵéř âñ âççépţéð çâļļ. ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>Pause between tries</source>
            <comment>SLIDER/interval/0</comment>
            <translation>[Pâûšé béţŵééñ ţřîéš ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/interval/1</comment>
            <translation> [š ō]</translation>
        </message>
        <message>
            <source>With 'retry immediately', how long a refused agent pauses before calling again (the retry interval).</source>
            <comment>SLIDER/interval/2</comment>
            <translation>[Ŵîţĥ 'řéţřý îmméðîâţéļý', ĥöŵ ļöñĝ â řéfûšéð âĝéñţ pâûšéš béföřé çâļļîñĝ âĝâîñ (ţĥé řéţřý îñţéřvâļ). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>First wait</source>
            <comment>SLIDER/base/0</comment>
            <translation>[Fîřšţ ŵâîţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/base/1</comment>
            <translation> [š ō]</translation>
        </message>
        <message>
            <source>The first wait after a refusal, for the backoff rules (the backoff base).</source>
            <comment>SLIDER/base/2</comment>
            <translation>[Ţĥé fîřšţ ŵâîţ âfţéř â řéfûšâļ, föř ţĥé bâçķöff řûļéš (ţĥé bâçķöff bâšé). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>Longest wait</source>
            <comment>SLIDER/cap/0</comment>
            <translation>[Ļöñĝéšţ ŵâîţ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/cap/1</comment>
            <translation> [š ō]</translation>
        </message>
        <message>
            <source>The longest wait the backoff rules ever use (the backoff cap).</source>
            <comment>SLIDER/cap/2</comment>
            <translation>[Ţĥé ļöñĝéšţ ŵâîţ ţĥé bâçķöff řûļéš évéř ûšé (ţĥé bâçķöff çâp). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Time to hear no</source>
            <comment>SLIDER/refusal_rtt/0</comment>
            <translation>[Ţîmé ţö ĥéâř ñö ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/refusal_rtt/1</comment>
            <translation> [š ō]</translation>
        </message>
        <message>
            <source>How long it takes an agent to hear that its call was refused (the refusal round trip).</source>
            <comment>SLIDER/refusal_rtt/2</comment>
            <translation>[Ĥöŵ ļöñĝ îţ ţâķéš âñ âĝéñţ ţö ĥéâř ţĥâţ îţš çâļļ ŵâš řéfûšéð (ţĥé řéfûšâļ řöûñð ţřîp). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>Runs to compare</source>
            <comment>SLIDER/runs/0</comment>
            <translation>[Řûñš ţö çömpâřé ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>How many runs the results table takes the middle of (the median).</source>
            <comment>SLIDER/runs/2</comment>
            <translation>[Ĥöŵ mâñý řûñš ţĥé řéšûļţš ţâbļé ţâķéš ţĥé mîððļé öf (ţĥé méðîâñ). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>Which roll of the dice</source>
            <comment>SLIDER/seed/0</comment>
            <translation>[Ŵĥîçĥ řöļļ öf ţĥé ðîçé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>The random seed: the same number gives exactly the same runs again; another number, other dice rolls.</source>
            <comment>SLIDER/seed/2</comment>
            <translation>[Ţĥé řâñðöm šééð: ţĥé šâmé ñûmbéř ĝîvéš éxâçţļý ţĥé šâmé řûñš âĝâîñ; âñöţĥéř ñûmbéř, öţĥéř ðîçé řöļļš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>Randomness in the wait</source>
            <comment>SLIDER/jitter/0</comment>
            <translation>[Řâñðömñéšš îñ ţĥé ŵâîţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Slide from 0 (every agent waits exactly the backoff time: lockstep) to 1 (a random wait up to it). The small values get more of the track: its middle is 0.25.</source>
            <comment>SLIDER/jitter/2</comment>
            <translation>[Šļîðé fřöm 0 (évéřý âĝéñţ ŵâîţš éxâçţļý ţĥé bâçķöff ţîmé: ļöçķšţép) ţö 1 (â řâñðöm ŵâîţ ûp ţö îţ). Ţĥé šmâļļ vâļûéš ĝéţ möřé öf ţĥé ţřâçķ: îţš mîððļé îš 0.25. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Growth per refusal</source>
            <comment>SLIDER/multiplier/0</comment>
            <translation>[Ĝřöŵţĥ péř řéfûšâļ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source> x</source>
            <comment>SLIDER/multiplier/1</comment>
            <translation> [x ō]</translation>
        </message>
        <message>
            <source>How many times longer each wait is than the last (gRPC uses 1.6).</source>
            <comment>SLIDER/multiplier/2</comment>
            <translation>[Ĥöŵ mâñý ţîméš ļöñĝéř éâçĥ ŵâîţ îš ţĥâñ ţĥé ļâšţ (ĝŘPÇ ûšéš 1.6). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>Random stretch</source>
            <comment>SLIDER/spread/0</comment>
            <translation>[Řâñðöm šţřéţçĥ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>How far each wait is stretched or shrunk at random (0.2 = up to 20%).</source>
            <comment>SLIDER/spread/2</comment>
            <translation>[Ĥöŵ fâř éâçĥ ŵâîţ îš šţřéţçĥéð öř šĥřûñķ âţ řâñðöm (0.2 = ûp ţö 20%). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>Random delay after the hint</source>
            <comment>SLIDER/hint_jitter/0</comment>
            <translation>[Řâñðöm ðéļâý âfţéř ţĥé ĥîñţ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/hint_jitter/1</comment>
            <translation> [š ō]</translation>
        </message>
        <message>
            <source>A random extra wait, up to this, after the time the tool gave.</source>
            <comment>SLIDER/hint_jitter/2</comment>
            <translation>[Â řâñðöm éxţřâ ŵâîţ, ûp ţö ţĥîš, âfţéř ţĥé ţîmé ţĥé ţööļ ĝâvé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Give up after (calls)</source>
            <comment>SLIDER/max_attempts/0</comment>
            <translation>[Ĝîvé ûp âfţéř (çâļļš) ōñē ţŵō]</translation>
        </message>
        <message>
            <source>An agent stops after this many calls. 0 = never gives up.</source>
            <comment>SLIDER/max_attempts/2</comment>
            <translation>[Âñ âĝéñţ šţöpš âfţéř ţĥîš mâñý çâļļš. 0 = ñévéř ĝîvéš ûp. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>Give up after (seconds)</source>
            <comment>SLIDER/deadline/0</comment>
            <translation>[Ĝîvé ûp âfţéř (šéçöñðš) ōñē ţŵō]</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/deadline/1</comment>
            <translation> [š ō]</translation>
        </message>
        <message>
            <source>An agent stops trying this long after it first called. 0 = never.</source>
            <comment>SLIDER/deadline/2</comment>
            <translation>[Âñ âĝéñţ šţöpš ţřýîñĝ ţĥîš ļöñĝ âfţéř îţ fîřšţ çâļļéð. 0 = ñévéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>Burst</source>
            <comment>SLIDER/burst/0</comment>
            <translation>[Bûřšţ ōñē ţ]</translation>
        </message>
        <message numerus="yes">
            <source> calls</source>
            <comment>SLIDER/burst/1</comment>
            <extracomment>English for one:  call</extracomment>
            <translation>
                <numerusform> [çâļļ ōñē]</numerusform>
                <numerusform> [çâļļš ōñē ţ]</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the token bucket can take at once after a quiet spell.</source>
            <comment>SLIDER/burst/2</comment>
            <translation>[Ĥöŵ mâñý çâļļš ţĥé ţöķéñ bûçķéţ çâñ ţâķé âţ öñçé âfţéř â qûîéţ špéļļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>Calls at once</source>
            <comment>SLIDER/concurrency/0</comment>
            <translation>[Çâļļš âţ öñçé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>How many calls the tool works on at the same time.</source>
            <comment>SLIDER/concurrency/2</comment>
            <translation>[Ĥöŵ mâñý çâļļš ţĥé ţööļ ŵöřķš öñ âţ ţĥé šâmé ţîmé. ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>Queue length</source>
            <comment>SLIDER/queue/0</comment>
            <translation>[Qûéûé ļéñĝţĥ ōñē ţŵō ţ]</translation>
        </message>
        <message numerus="yes">
            <source> calls</source>
            <comment>SLIDER/queue/1</comment>
            <extracomment>English for one:  call</extracomment>
            <translation>
                <numerusform> [çâļļ ōñē]</numerusform>
                <numerusform> [çâļļš ōñē ţ]</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the tool holds waiting before it refuses.</source>
            <comment>SLIDER/queue/2</comment>
            <translation>[Ĥöŵ mâñý çâļļš ţĥé ţööļ ĥöļðš ŵâîţîñĝ béföřé îţ řéfûšéš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Arrivals spread over</source>
            <comment>SLIDER/arrival_spread/0</comment>
            <translation>[Âřřîvâļš špřéâð övéř ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/arrival_spread/1</comment>
            <translation> [š ō]</translation>
        </message>
        <message>
            <source>Agents arrive at random times within this many seconds.</source>
            <comment>SLIDER/arrival_spread/2</comment>
            <translation>[Âĝéñţš âřřîvé âţ řâñðöm ţîméš ŵîţĥîñ ţĥîš mâñý šéçöñðš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Arrivals per second</source>
            <comment>SLIDER/arrival_rate/0</comment>
            <translation>[Âřřîvâļš péř šéçöñð ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>/s</source>
            <comment>SLIDER/arrival_rate/1</comment>
            <translation>[/š ō]</translation>
        </message>
        <message>
            <source>On average this many agents arrive each second, at random.</source>
            <comment>SLIDER/arrival_rate/2</comment>
            <translation>[Öñ âvéřâĝé ţĥîš mâñý âĝéñţš âřřîvé éâçĥ šéçöñð, âţ řâñðöm. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>How many friends</source>
            <comment>SLIDER/door_agents/0</comment>
            <translation>[Ĥöŵ mâñý fřîéñðš ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>How many friends are in the crowd at the door (20 to 50).</source>
            <comment>SLIDER/door_agents/2</comment>
            <translation>[Ĥöŵ mâñý fřîéñðš âřé îñ ţĥé çřöŵð âţ ţĥé ðööř (20 ţö 50). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>Other retry rules</source>
            <comment>CHOICE/other_rule/0</comment>
            <translation>[Öţĥéř řéţřý řûļéš ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>More ways to wait, from real client libraries. Pick one to use it instead of the buttons.</source>
            <comment>CHOICE/other_rule/1</comment>
            <translation>[Möřé ŵâýš ţö ŵâîţ, fřöm řéâļ çļîéñţ ļîbřâřîéš. Pîçķ öñé ţö ûšé îţ îñšţéâð öf ţĥé bûţţöñš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>Client retry budget</source>
            <comment>CHOICE/budget/0</comment>
            <translation>[Çļîéñţ řéţřý bûðĝéţ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>A limit the agents' own software puts on retries, whatever the tool says.</source>
            <comment>CHOICE/budget/1</comment>
            <translation>[Â ļîmîţ ţĥé âĝéñţš' öŵñ šöfţŵâřé pûţš öñ řéţřîéš, ŵĥâţévéř ţĥé ţööļ šâýš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>The tool's rule</source>
            <comment>CHOICE/limiter/0</comment>
            <translation>[Ţĥé ţööļ'š řûļé ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>How the tool decides which calls to accept.</source>
            <comment>CHOICE/limiter/1</comment>
            <translation>[Ĥöŵ ţĥé ţööļ ðéçîðéš ŵĥîçĥ çâļļš ţö âççépţ. ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>When agents arrive</source>
            <comment>CHOICE/arrival/0</comment>
            <translation>[Ŵĥéñ âĝéñţš âřřîvé ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>All at once, or spread out over time.</source>
            <comment>CHOICE/arrival/1</comment>
            <translation>[Âļļ âţ öñçé, öř špřéâð öûţ övéř ţîmé. ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>None: use the buttons above</source>
            <comment>CHOICE_ITEMS/other_rule/</comment>
            <translation>[Ñöñé: ûšé ţĥé bûţţöñš âbövé ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Equal jitter: half fixed, half random</source>
            <comment>CHOICE_ITEMS/other_rule/equal-jitter</comment>
            <translation>[Éqûâļ ĵîţţéř: ĥâļf fîxéð, ĥâļf řâñðöm ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Random, up to 3 times the last wait (decorrelated jitter)</source>
            <comment>CHOICE_ITEMS/other_rule/decorrelated-jitter</comment>
            <translation>[Řâñðöm, ûp ţö 3 ţîméš ţĥé ļâšţ ŵâîţ (ðéçöřřéļâţéð ĵîţţéř) ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>Proportional jitter (gRPC)</source>
            <comment>CHOICE_ITEMS/other_rule/proportional-jitter</comment>
            <translation>[Přöpöřţîöñâļ ĵîţţéř (ĝŘPÇ) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Obey the server's hint</source>
            <comment>CHOICE_ITEMS/other_rule/retry-after</comment>
            <translation>[Öbéý ţĥé šéřvéř'š ĥîñţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Library: tenacity, no wait (its default)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-no-wait</comment>
            <translation>[Ļîbřâřý: ţéñâçîţý, ñö ŵâîţ (îţš ðéfâûļţ) ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Library: tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-exponential</comment>
            <translation>[Ļîbřâřý: ţéñâçîţý ŵâîţ_éxpöñéñţîâļ(1, mîñ 4, mâx 10) ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message>
            <source>Library: tenacity wait_random_exponential(1, max 60)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-random-exponential</comment>
            <translation>[Ļîbřâřý: ţéñâçîţý ŵâîţ_řâñðöm_éxpöñéñţîâļ(1, mâx 60) ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message>
            <source>Library: backoff.expo (backoff with jitter, its default)</source>
            <comment>CHOICE_ITEMS/other_rule/backoff-expo</comment>
            <translation>[Ļîbřâřý: bâçķöff.éxpö (bâçķöff ŵîţĥ ĵîţţéř, îţš ðéfâûļţ) ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry(backoff_factor=0.5)</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-backoff</comment>
            <translation>[Ļîbřâřý: ûřļļîb3 Řéţřý(bâçķöff_fâçţöř=0.5) ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-jitter</comment>
            <translation>[Ļîbřâřý: ûřļļîb3 Řéţřý(bâçķöff_fâçţöř=0.5, bâçķöff_ĵîţţéř=1) ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry obeying Retry-After</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-retry-after</comment>
            <translation>[Ļîbřâřý: ûřļļîb3 Řéţřý öbéýîñĝ Řéţřý-Âfţéř ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>Library: botocore standard mode (AWS SDKs)</source>
            <comment>CHOICE_ITEMS/other_rule/botocore-standard</comment>
            <translation>[Ļîbřâřý: böţöçöřé šţâñðâřð möðé (ÂŴŠ ŠÐĶš) ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>Library: gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>CHOICE_ITEMS/other_rule/grpc-backoff</comment>
            <translation>[Ļîbřâřý: ĝŘPÇ bâçķöff (1 š, x1.6, ĵîţţéř 0.2, mâx 120 š) ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>None</source>
            <comment>CHOICE_ITEMS/budget/none</comment>
            <translation>[Ñöñé ōñē]</translation>
        </message>
        <message>
            <source>Retries at most 10% of calls (SRE)</source>
            <comment>CHOICE_ITEMS/budget/ratio</comment>
            <translation>[Řéţřîéš âţ möšţ 10% öf çâļļš (ŠŘÉ) ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Retry quota: 500 tokens, 5 a retry (AWS)</source>
            <comment>CHOICE_ITEMS/budget/token-bucket</comment>
            <translation>[Řéţřý qûöţâ: 500 ţöķéñš, 5 â řéţřý (ÂŴŠ) ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Adaptive throttling (SRE)</source>
            <comment>CHOICE_ITEMS/budget/adaptive</comment>
            <translation>[Âðâpţîvé ţĥřöţţļîñĝ (ŠŘÉ) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Fixed window: C calls in each second</source>
            <comment>CHOICE_ITEMS/limiter/fixed-window</comment>
            <translation>[Fîxéð ŵîñðöŵ: Ç çâļļš îñ éâçĥ šéçöñð ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Sliding window: C calls in any second</source>
            <comment>CHOICE_ITEMS/limiter/sliding-window</comment>
            <translation>[Šļîðîñĝ ŵîñðöŵ: Ç çâļļš îñ âñý šéçöñð ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Saves up turns: C a second, with a burst (token bucket)</source>
            <comment>CHOICE_ITEMS/limiter/token-bucket</comment>
            <translation>[Šâvéš ûp ţûřñš: Ç â šéçöñð, ŵîţĥ â bûřšţ (ţöķéñ bûçķéţ) ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Concurrency: a few calls at once</source>
            <comment>CHOICE_ITEMS/limiter/concurrency</comment>
            <translation>[Çöñçûřřéñçý: â féŵ çâļļš âţ öñçé ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Queue: waits in line, refuses when full</source>
            <comment>CHOICE_ITEMS/limiter/queue</comment>
            <translation>[Qûéûé: ŵâîţš îñ ļîñé, řéfûšéš ŵĥéñ fûļļ ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>All at once</source>
            <comment>CHOICE_ITEMS/arrival/all-at-once</comment>
            <translation>[Âļļ âţ öñçé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Spread out evenly</source>
            <comment>CHOICE_ITEMS/arrival/uniform</comment>
            <translation>[Špřéâð öûţ évéñļý ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>At random (Poisson)</source>
            <comment>CHOICE_ITEMS/arrival/poisson</comment>
            <translation>[Âţ řâñðöm (Pöîššöñ) ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Never</source>
            <comment>NEVER</comment>
            <translation>[Ñévéř ōñē ţ]</translation>
        </message>
        <message>
            <source>{low} to {high}</source>
            <comment>TYPED_RANGE</comment>
            <translation>[{low} ţö {high} ōñē]</translation>
        </message>
        <message>
            <source>“{text}” is not a number: type one from {allowed}.</source>
            <comment>TYPED_NOT_A_NUMBER</comment>
            <translation>[“{text}” îš ñöţ â ñûmbéř: ţýpé öñé fřöm {allowed}. ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>{text} is outside what this takes: type a number from {allowed}.</source>
            <comment>TYPED_OUTSIDE</comment>
            <translation>[{text} îš öûţšîðé ŵĥâţ ţĥîš ţâķéš: ţýpé â ñûmbéř fřöm {allowed}. ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>{text} is not a whole number: type one from {allowed}.</source>
            <comment>TYPED_NOT_WHOLE</comment>
            <translation>[{text} îš ñöţ â ŵĥöļé ñûmbéř: ţýpé öñé fřöm {allowed}. ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>{text} has more decimals than this takes ({decimals}): type a number from {allowed}.</source>
            <comment>TYPED_DECIMALS</comment>
            <translation>[{text} ĥâš möřé ðéçîmâļš ţĥâñ ţĥîš ţâķéš ({decimals}): ţýpé â ñûmbéř fřöm {allowed}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>{text} has an exponent: type {plain} instead (a number from {allowed}).</source>
            <comment>TYPED_EXPONENT</comment>
            <translation>[{text} ĥâš âñ éxpöñéñţ: ţýpé {plain} îñšţéâð (â ñûmbéř fřöm {allowed}). ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>{text} could mean {grouped} or {decimal}: type {grouped} or {decimal}.</source>
            <comment>TYPED_AMBIGUOUS</comment>
            <translation>[{text} çöûļð méâñ {grouped} öř {decimal}: ţýpé {grouped} öř {decimal}. ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Longest wait moved up to {value} too: it cannot be shorter than the first wait.</source>
            <comment>CAP_FOLLOWS_BASE</comment>
            <translation>[Ļöñĝéšţ ŵâîţ mövéð ûp ţö {value} ţöö: îţ çâññöţ bé šĥöřţéř ţĥâñ ţĥé fîřšţ ŵâîţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>First wait moved down to {value} too: it cannot be longer than the longest wait.</source>
            <comment>BASE_FOLLOWS_CAP</comment>
            <translation>[Fîřšţ ŵâîţ mövéð ðöŵñ ţö {value} ţöö: îţ çâññöţ bé ļöñĝéř ţĥâñ ţĥé ļöñĝéšţ ŵâîţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>agents that each need one answer</source>
            <comment>PARAM_HELP/agents</comment>
            <translation>[âĝéñţš ţĥâţ éâçĥ ñééð öñé âñšŵéř ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>calls the tool accepts a second</source>
            <comment>PARAM_HELP/capacity</comment>
            <translation>[çâļļš ţĥé ţööļ âççépţš â šéçöñð ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>seconds an accepted call takes to answer (the measured median is 1.07)</source>
            <comment>PARAM_HELP/answer_time</comment>
            <translation>[šéçöñðš âñ âççépţéð çâļļ ţâķéš ţö âñšŵéř (ţĥé méâšûřéð méðîâñ îš 1.07) ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>seconds before a refused agent learns it was refused</source>
            <comment>PARAM_HELP/refusal_rtt</comment>
            <translation>[šéçöñðš béföřé â řéfûšéð âĝéñţ ļéâřñš îţ ŵâš řéfûšéð ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message>
            <source>stop a run with an error after this many calls</source>
            <comment>PARAM_HELP/call_budget</comment>
            <translation>[šţöp â řûñ ŵîţĥ âñ éřřöř âfţéř ţĥîš mâñý çâļļš ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message>
            <source>wait between immediate retries</source>
            <comment>PARAM_HELP/interval</comment>
            <translation>[ŵâîţ béţŵééñ îmméðîâţé řéţřîéš ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>first backoff wait</source>
            <comment>PARAM_HELP/base</comment>
            <translation>[fîřšţ bâçķöff ŵâîţ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>longest backoff wait</source>
            <comment>PARAM_HELP/cap</comment>
            <translation>[ļöñĝéšţ bâçķöff ŵâîţ ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>J from 0 (exponential) to 1 (full jitter)</source>
            <comment>PARAM_HELP/jitter</comment>
            <translation>[Ĵ fřöm 0 (éxpöñéñţîâļ) ţö 1 (fûļļ ĵîţţéř) ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>growth of the wait per refusal</source>
            <comment>PARAM_HELP/multiplier</comment>
            <translation>[ĝřöŵţĥ öf ţĥé ŵâîţ péř řéfûšâļ ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>wait x uniform(1 - spread, 1 + spread)</source>
            <comment>PARAM_HELP/spread</comment>
            <translation>[ŵâîţ x ûñîföřm(1 - špřéâð, 1 + špřéâð) ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>seconds of uniform jitter added after the tool's hint</source>
            <comment>PARAM_HELP/hint_jitter</comment>
            <translation>[šéçöñðš öf ûñîföřm ĵîţţéř âððéð âfţéř ţĥé ţööļ'š ĥîñţ ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message>
            <source>calls per agent; after the last is refused the agent gives up</source>
            <comment>PARAM_HELP/max_attempts</comment>
            <translation>[çâļļš péř âĝéñţ; âfţéř ţĥé ļâšţ îš řéfûšéð ţĥé âĝéñţ ĝîvéš ûp ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>seconds after its arrival beyond which an agent gives up instead of calling again</source>
            <comment>PARAM_HELP/deadline</comment>
            <translation>[šéçöñðš âfţéř îţš âřřîvâļ béýöñð ŵĥîçĥ âñ âĝéñţ ĝîvéš ûp îñšţéâð öf çâļļîñĝ âĝâîñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</translation>
        </message>
        <message>
            <source>largest burst</source>
            <comment>PARAM_HELP/burst</comment>
            <translation>[ļâřĝéšţ bûřšţ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>calls in progress at once</source>
            <comment>PARAM_HELP/concurrency</comment>
            <translation>[çâļļš îñ přöĝřéšš âţ öñçé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>calls held waiting</source>
            <comment>PARAM_HELP/queue</comment>
            <translation>[çâļļš ĥéļð ŵâîţîñĝ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>agents arrive uniformly over this many seconds</source>
            <comment>PARAM_HELP/arrival_spread</comment>
            <translation>[âĝéñţš âřřîvé ûñîföřmļý övéř ţĥîš mâñý šéçöñðš ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message>
            <source>agents a second</source>
            <comment>PARAM_HELP/arrival_rate</comment>
            <translation>[âĝéñţš â šéçöñð ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>the tool's rule for refusing</source>
            <comment>CHOICE_HELP/limiter</comment>
            <translation>[ţĥé ţööļ'š řûļé föř řéfûšîñĝ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>retry budget of the client library the crowd shares</source>
            <comment>CHOICE_HELP/budget</comment>
            <translation>[řéţřý bûðĝéţ öf ţĥé çļîéñţ ļîbřâřý ţĥé çřöŵð šĥâřéš ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>when agents arrive (default all-at-once); --arrival-spread alone means uniform, --arrival-rate alone poisson</source>
            <comment>CHOICE_HELP/arrival</comment>
            <translation>[ŵĥéñ âĝéñţš âřřîvé (ðéfâûļţ âļļ-âţ-öñçé); --âřřîvâļ-špřéâð âļöñé méâñš ûñîföřm, --âřřîvâļ-řâţé âļöñé pöîššöñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñī]</translation>
        </message>
        <message>
            <source>published measurement (median 1.07 s)</source>
            <comment>ANSWER_PUBLISHED</comment>
            <translation>[pûbļîšĥéð méâšûřéméñţ (méðîâñ 1.07 š) ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>set by hand</source>
            <comment>ANSWER_CHANGED</comment>
            <translation>[šéţ bý ĥâñð ōñē ţŵō]</translation>
        </message>
        <message>
            <source>times given on the command line: {times} s</source>
            <comment>ANSWER_GIVEN</comment>
            <translation>[ţîméš ĝîvéñ öñ ţĥé çömmâñð ļîñé: {times} š ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>times given on the command line ({n:,}): from {low} to {high} s, median {median} s</source>
            <comment>ANSWER_GIVEN_MANY</comment>
            <translation>[ţîméš ĝîvéñ öñ ţĥé çömmâñð ļîñé ({n:,}): fřöm {low} ţö {high} š, méðîâñ {median} š ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>Calls to the tool</source>
            <comment>LOAD_TITLE</comment>
            <translation>[Çâļļš ţö ţĥé ţööļ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Show the whole chart</source>
            <comment>PLOT_BACK</comment>
            <translation>[Šĥöŵ ţĥé ŵĥöļé çĥâřţ ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Undo your zoom or drag: the plot shows again the ranges the lab chose for it. Key: Home, on the chart.</source>
            <comment>PLOT_BACK_TIP</comment>
            <translation>[Ûñðö ýöûř žööm öř ðřâĝ: ţĥé pļöţ šĥöŵš âĝâîñ ţĥé řâñĝéš ţĥé ļâb çĥöšé föř îţ. Ķéý: Ĥömé, öñ ţĥé çĥâřţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>LOAD_X</comment>
            <translation>[ţîmé (š) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>calls each second</source>
            <comment>LOAD_Y</comment>
            <translation>[çâļļš éâçĥ šéçöñð ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} calls</source>
            <comment>LOAD_CUT_FIRST</comment>
            <extracomment>English for one: {n:,} call</extracomment>
            <translation>
                <numerusform>[{n:,} çâļļ ōñē ţ]</numerusform>
                <numerusform>[{n:,} çâļļš ōñē ţŵ]</numerusform>
            </translation>
        </message>
        <message>
            <source>The true heights of the cut bars under this bracket, one number for each bar, left to right: {heights}. They are not added up, and they are not decimals.</source>
            <comment>LOAD_CUT_GROUP_TIP</comment>
            <translation>[Ţĥé ţřûé ĥéîĝĥţš öf ţĥé çûţ bâřš ûñðéř ţĥîš břâçķéţ, öñé ñûmbéř föř éâçĥ bâř, ļéfţ ţö řîĝĥţ: {heights}. Ţĥéý âřé ñöţ âððéð ûp, âñð ţĥéý âřé ñöţ ðéçîmâļš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>calls in each {width} s bar</source>
            <comment>LOAD_Y_BAR</comment>
            <translation>[çâļļš îñ éâçĥ {width} š bâř ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>limit: {capacity} a second</source>
            <comment>LOAD_CAPACITY</comment>
            <translation>[ļîmîţ: {capacity} â šéçöñð ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>accepted</source>
            <comment>LOAD_ACCEPTED</comment>
            <translation>[âççépţéð ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>refused</source>
            <comment>LOAD_REFUSED</comment>
            <translation>[řéfûšéð ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Bar width</source>
            <comment>LOAD_BIN</comment>
            <translation>[Bâř ŵîðţĥ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>{width:g} s</source>
            <comment>LOAD_BIN_CHOICE</comment>
            <translation>[{width:g} š ō]</translation>
        </message>
        <message>
            <source>How much time each bar of the load plot covers.</source>
            <comment>LOAD_BIN_HELP</comment>
            <translation>[Ĥöŵ mûçĥ ţîmé éâçĥ bâř öf ţĥé ļöâð pļöţ çövéřš. ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>When agents got their answer</source>
            <comment>HIST_TITLE</comment>
            <translation>[Ŵĥéñ âĝéñţš ĝöţ ţĥéîř âñšŵéř ōñē ţŵō ţĥ]</translation>
        </message>
        <message numerus="yes">
            <source>When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the middle of all {n} runs&lt;/span&gt;</source>
            <comment>HIST_TITLE_BATCH</comment>
            <extracomment>English for one: When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the middle of {n} run&lt;/span&gt;</extracomment>
            <translation>
                <numerusform>[Ŵĥéñ âĝéñţš ĝöţ ţĥéîř âñšŵéř îñ öñé ţýpîçâļ řûñ&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; ţĥé mîððļé öf {n} řûñ&lt;/span&gt; ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</numerusform>
                <numerusform>[Ŵĥéñ âĝéñţš ĝöţ ţĥéîř âñšŵéř îñ öñé ţýpîçâļ řûñ&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; ţĥé mîððļé öf âļļ {n} řûñš&lt;/span&gt; ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</numerusform>
            </translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>HIST_X</comment>
            <translation>[ţîmé (š) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>agents served</source>
            <comment>HIST_Y</comment>
            <translation>[âĝéñţš šéřvéð ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>typical agent {value:.1f} s</source>
            <comment>HIST_TYPICAL</comment>
            <translation>[ţýpîçâļ âĝéñţ {value:.1f} š ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>last agent {value:.1f} s</source>
            <comment>HIST_LAST</comment>
            <translation>[ļâšţ âĝéñţ {value:.1f} š ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>perfect teamwork: last agent {value:.1f} s</source>
            <comment>HIST_PERFECT</comment>
            <translation>[péřféçţ ţéâmŵöřķ: ļâšţ âĝéñţ {value:.1f} š ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>typical agent</source>
            <comment>HIST_TYPICAL_NAME</comment>
            <translation>[ţýpîçâļ âĝéñţ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>last agent</source>
            <comment>HIST_LAST_NAME</comment>
            <translation>[ļâšţ âĝéñţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>perfect teamwork</source>
            <comment>HIST_PERFECT_NAME</comment>
            <translation>[péřféçţ ţéâmŵöřķ ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>If the agents took turns perfectly, the last one would be served at this time.</source>
            <comment>HIST_PERFECT_HELP</comment>
            <translation>[Îf ţĥé âĝéñţš ţööķ ţûřñš péřféçţļý, ţĥé ļâšţ öñé ŵöûļð bé šéřvéð âţ ţĥîš ţîmé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>randomness {j:.2f} in the wait</source>
            <comment>DESCRIBE_RULE_JITTER</comment>
            <translation>[řâñðömñéšš {j:.2f} îñ ţĥé ŵâîţ ōñē ţŵō]</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {agents:,} agents sent {n:,} calls, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</source>
            <comment>DESCRIBE_FIGURES</comment>
            <extracomment>English for one: {rule}: {agents:,} agents sent {n:,} call, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>[{rule}: {agents:,} âĝéñţš šéñţ {n:,} çâļļ, {refused:,} öf ţĥém řéfûšéð. Ţĥé ţýpîçâļ âĝéñţ ŵâš šéřvéð âţ {typical:.1f} š âñð ţĥé ļâšţ âĝéñţ âţ {last:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</numerusform>
                <numerusform>[{rule}: {agents:,} âĝéñţš šéñţ {n:,} çâļļš, {refused:,} öf ţĥém řéfûšéð. Ţĥé ţýpîçâļ âĝéñţ ŵâš šéřvéð âţ {typical:.1f} š âñð ţĥé ļâšţ âĝéñţ âţ {last:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n:,} of the {agents:,} agents gave up without an answer.</source>
            <comment>DESCRIBE_GAVE_UP</comment>
            <extracomment>English for one: {n:,} of the {agents:,} agents gave up without an answer.</extracomment>
            <translation>
                <numerusform>[{n:,} öf ţĥé {agents:,} âĝéñţš ĝâvé ûp ŵîţĥöûţ âñ âñšŵéř. ōñē ţŵō ţĥŕēē ƒō]</numerusform>
                <numerusform>[{n:,} öf ţĥé {agents:,} âĝéñţš ĝâvé ûp ŵîţĥöûţ âñ âñšŵéř. ōñē ţŵō ţĥŕēē ƒō]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The calls come in {n} waves, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</source>
            <comment>DESCRIBE_WAVES</comment>
            <extracomment>English for one: The calls come in {n} wave, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</extracomment>
            <translation>
                <numerusform>[Ţĥé çâļļš çömé îñ {n} ŵâvé, šţâřţîñĝ âţ {times} š; béţŵééñ ţĥé ŵâvéš ţĥé ţööļ šţâñðš îðļé föř {idle:.0f} öf ţĥé {span:.0f} šéçöñðš: ţĥé çřöŵð řéţřîéš îñ šţép. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ō]</numerusform>
                <numerusform>[Ţĥé çâļļš çömé îñ {n} ŵâvéš, šţâřţîñĝ âţ {times} š; béţŵééñ ţĥé ŵâvéš ţĥé ţööļ šţâñðš îðļé föř {idle:.0f} öf ţĥé {span:.0f} šéçöñðš: ţĥé çřöŵð řéţřîéš îñ šţép. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{times} and {n} more</source>
            <comment>DESCRIBE_WAVES_MORE</comment>
            <extracomment>English for one: {times} and {n} more</extracomment>
            <translation>
                <numerusform>[{times} âñð {n} möřé ōñē ţŵō]</numerusform>
                <numerusform>[{times} âñð {n} möřé ōñē ţŵō]</numerusform>
            </translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>DESCRIBE_LIST_LAST</comment>
            <translation>[{first} âñð {last} ōñē ţ]</translation>
        </message>
        <message numerus="yes">
            <source>The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} seconds; then the calls tail off until {end:.1f} s.</source>
            <comment>DESCRIBE_FULL</comment>
            <extracomment>English for one: The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} second; then the calls tail off until {end:.1f} s.</extracomment>
            <translation>
                <numerusform>[Ţĥé ţööļ îš fûļļ, âççépţîñĝ âļļ îţ çâñ ({capacity} â šéçöñð), föř ţĥé fîřšţ {n:.0f} šéçöñð; ţĥéñ ţĥé çâļļš ţâîļ öff ûñţîļ {end:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñī]</numerusform>
                <numerusform>[Ţĥé ţööļ îš fûļļ, âççépţîñĝ âļļ îţ çâñ ({capacity} â šéçöñð), föř ţĥé fîřšţ {n:.0f} šéçöñðš; ţĥéñ ţĥé çâļļš ţâîļ öff ûñţîļ {end:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool is full, accepting its {n} calls a second, from the start until {end:.1f} s.</source>
            <comment>DESCRIBE_FULL_ALL</comment>
            <extracomment>English for one: The tool is full, accepting its {n} call a second, from the start until {end:.1f} s.</extracomment>
            <translation>
                <numerusform>[Ţĥé ţööļ îš fûļļ, âççépţîñĝ îţš {n} çâļļ â šéçöñð, fřöm ţĥé šţâřţ ûñţîļ {end:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</numerusform>
                <numerusform>[Ţĥé ţööļ îš fûļļ, âççépţîñĝ îţš {n} çâļļš â šéçöñð, fřöm ţĥé šţâřţ ûñţîļ {end:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The calls are spread out from 0 to {end:.1f} s, at most {n:,} calls in one second.</source>
            <comment>DESCRIBE_STEADY</comment>
            <extracomment>English for one: The calls are spread out from 0 to {end:.1f} s, at most {n:,} call in one second.</extracomment>
            <translation>
                <numerusform>[Ţĥé çâļļš âřé špřéâð öûţ fřöm 0 ţö {end:.1f} š, âţ möšţ {n:,} çâļļ îñ öñé šéçöñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</numerusform>
                <numerusform>[Ţĥé çâļļš âřé špřéâð öûţ fřöm 0 ţö {end:.1f} š, âţ möšţ {n:,} çâļļš îñ öñé šéçöñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A flood of refused calls: for the first {n:.0f} seconds the tool refuses at least {times:g} times its limit every second.</source>
            <comment>DESCRIBE_FLOOD</comment>
            <extracomment>English for one: A flood of refused calls: for the first {n:.0f} second the tool refuses at least {times:g} times its limit.</extracomment>
            <translation>
                <numerusform>[Â fļööð öf řéfûšéð çâļļš: föř ţĥé fîřšţ {n:.0f} šéçöñð ţĥé ţööļ řéfûšéš âţ ļéâšţ {times:g} ţîméš îţš ļîmîţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</numerusform>
                <numerusform>[Â fļööð öf řéfûšéð çâļļš: föř ţĥé fîřšţ {n:.0f} šéçöñðš ţĥé ţööļ řéfûšéš âţ ļéâšţ {times:g} ţîméš îţš ļîmîţ évéřý šéçöñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Up to {n:,} calls come in a single second against a limit of {capacity}; refused in all: {refused:,} of {calls:,}.</source>
            <comment>DESCRIBE_FLOOD_PEAK</comment>
            <extracomment>English for one: Up to {n:,} call comes in a single second against a limit of {capacity}; refused in all: {refused:,} of {calls:,}.</extracomment>
            <translation>
                <numerusform>[Ûp ţö {n:,} çâļļ çöméš îñ â šîñĝļé šéçöñð âĝâîñšţ â ļîmîţ öf {capacity}; řéfûšéð îñ âļļ: {refused:,} öf {calls:,}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</numerusform>
                <numerusform>[Ûp ţö {n:,} çâļļš çömé îñ â šîñĝļé šéçöñð âĝâîñšţ â ļîmîţ öf {capacity}; řéfûšéð îñ âļļ: {refused:,} öf {calls:,}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</source>
            <comment>DESCRIBE_SERVED</comment>
            <extracomment>English for one: {n:,} agent was served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</extracomment>
            <translation>
                <numerusform>[{n:,} âĝéñţ ŵâš šéřvéð: ĥâļf öf ţĥém bý {typical:.1f} š, ñîñé îñ ţéñ bý {p90:.1f} š, ţĥé ļâšţ âţ {last:.1f} š. Péřféçţ ţéâmŵöřķ ŵöûļð šéřvé ţĥé ļâšţ âţ {perfect:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţ]</numerusform>
                <numerusform>[{n:,} âĝéñţš ŵéřé šéřvéð: ĥâļf öf ţĥém bý {typical:.1f} š, ñîñé îñ ţéñ bý {p90:.1f} š, ţĥé ļâšţ âţ {last:.1f} š. Péřféçţ ţéâmŵöřķ ŵöûļð šéřvé ţĥé ļâšţ âţ {perfect:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Answers arrive in {n} bursts, the same times as the waves of calls.</source>
            <comment>DESCRIBE_SERVED_WAVES</comment>
            <extracomment>English for one: Answers arrive in {n} burst, the same times as the waves of calls.</extracomment>
            <translation>
                <numerusform>[Âñšŵéřš âřřîvé îñ {n} bûřšţ, ţĥé šâmé ţîméš âš ţĥé ŵâvéš öf çâļļš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</numerusform>
                <numerusform>[Âñšŵéřš âřřîvé îñ {n} bûřšţš, ţĥé šâmé ţîméš âš ţĥé ŵâvéš öf çâļļš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Answers arrive steadily, about {n:.0f} agents a second at first.</source>
            <comment>DESCRIBE_SERVED_STEADY</comment>
            <extracomment>English for one: Answers arrive steadily, about {n:.0f} agent a second at first.</extracomment>
            <translation>
                <numerusform>[Âñšŵéřš âřřîvé šţéâðîļý, âböûţ {n:.0f} âĝéñţ â šéçöñð âţ fîřšţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</numerusform>
                <numerusform>[Âñšŵéřš âřřîvé šţéâðîļý, âböûţ {n:.0f} âĝéñţš â šéçöñð âţ fîřšţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</numerusform>
            </translation>
        </message>
        <message>
            <source>No agent was served.</source>
            <comment>DESCRIBE_NONE_SERVED</comment>
            <translation>[Ñö âĝéñţ ŵâš šéřvéð. ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Above, {other}; below, {mine}. {other_figures} {mine_figures}</source>
            <comment>DESCRIBE_COMPARE</comment>
            <translation>[Âbövé, {other}; béļöŵ, {mine}. {other_figures} {mine_figures} ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls, the last agent served at {last:.1f} s.</source>
            <comment>DESCRIBE_COMPARE_ONE</comment>
            <extracomment>English for one: {rule}: {n:,} call, the last agent served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>[{rule}: {n:,} çâļļ, ţĥé ļâšţ âĝéñţ šéřvéð âţ {last:.1f} š. ōñē ţŵō ţĥŕēē]</numerusform>
                <numerusform>[{rule}: {n:,} çâļļš, ţĥé ļâšţ âĝéñţ šéřvéð âţ {last:.1f} š. ōñē ţŵō ţĥŕēē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>One row per agent, one mark per call. The typical agent needed {n} calls, the busiest {most_tries}; the last agent was served at {last:.1f} s.</source>
            <comment>DESCRIBE_TIMELINE</comment>
            <extracomment>English for one: One row per agent, one mark per call. The typical agent needed {n} call, the busiest {most_tries}; the last agent was served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>[Öñé řöŵ péř âĝéñţ, öñé mâřķ péř çâļļ. Ţĥé ţýpîçâļ âĝéñţ ñééðéð {n} çâļļ, ţĥé bûšîéšţ {most_tries}; ţĥé ļâšţ âĝéñţ ŵâš šéřvéð âţ {last:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</numerusform>
                <numerusform>[Öñé řöŵ péř âĝéñţ, öñé mâřķ péř çâļļ. Ţĥé ţýpîçâļ âĝéñţ ñééðéð {n} çâļļš, ţĥé bûšîéšţ {most_tries}; ţĥé ļâšţ âĝéñţ ŵâš šéřvéð âţ {last:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The crowd at the door at {now:.1f} s: {served:,} of {n:,} agents served, {waiting:,} still waiting. The last is served at {last:.1f} s.</source>
            <comment>DESCRIBE_CROWD</comment>
            <extracomment>English for one: The crowd at the door at {now:.1f} s: {served:,} of {n:,} agent served, {waiting:,} still waiting. The last is served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>[Ţĥé çřöŵð âţ ţĥé ðööř âţ {now:.1f} š: {served:,} öf {n:,} âĝéñţ šéřvéð, {waiting:,} šţîļļ ŵâîţîñĝ. Ţĥé ļâšţ îš šéřvéð âţ {last:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</numerusform>
                <numerusform>[Ţĥé çřöŵð âţ ţĥé ðööř âţ {now:.1f} š: {served:,} öf {n:,} âĝéñţš šéřvéð, {waiting:,} šţîļļ ŵâîţîñĝ. Ţĥé ļâšţ îš šéřvéð âţ {last:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing drawn yet: the run is being worked out.</source>
            <comment>DESCRIBE_NO_RUN</comment>
            <translation>[Ñöţĥîñĝ ðřâŵñ ýéţ: ţĥé řûñ îš béîñĝ ŵöřķéð öûţ. ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message numerus="yes">
            <source>{series}: {n:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</source>
            <comment>DESCRIBE_PLOT_SERIES</comment>
            <extracomment>English for one: {series}: {n:,} point, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</extracomment>
            <translation>
                <numerusform>[{series}: {n:,} pöîñţ, fřöm {x0:g} ţö {x1:g} âçřöšš, {y0:g} ţö {y1:g} ûp. ōñē ţŵō ţĥŕēē]</numerusform>
                <numerusform>[{series}: {n:,} pöîñţš, fřöm {x0:g} ţö {x1:g} âçřöšš, {y0:g} ţö {y1:g} ûp. ōñē ţŵō ţĥŕēē]</numerusform>
            </translation>
        </message>
        <message>
            <source>{title}: no data drawn yet.</source>
            <comment>DESCRIBE_PLOT_EMPTY</comment>
            <translation>[{title}: ñö ðâţâ ðřâŵñ ýéţ. ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>{title}. {series}</source>
            <comment>DESCRIBE_PLOT</comment>
            <translation>[{title}. {series} ō]</translation>
        </message>
        <message numerus="yes">
            <source>{series}: {n} settings, calls sent from {calls_low:,.0f} to {calls_high:,.0f}, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</source>
            <comment>DESCRIBE_SWEEP_SERIES</comment>
            <extracomment>English for one: {series}: {n} setting, calls sent from {calls_low:,.0f} to {calls_high:,.0f}, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</extracomment>
            <translation>
                <numerusform>[{series}: {n} šéţţîñĝ, çâļļš šéñţ fřöm {calls_low:,.0f} ţö {calls_high:,.0f}, ŵîţĥ ŵâîţš fřöm {wait_low:.1f} š ţö {wait_high:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</numerusform>
                <numerusform>[{series}: {n} šéţţîñĝš, çâļļš šéñţ fřöm {calls_low:,.0f} ţö {calls_high:,.0f}, ŵîţĥ ŵâîţš fřöm {wait_low:.1f} š ţö {wait_high:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</numerusform>
            </translation>
        </message>
        <message>
            <source>Brooker's study: no runs drawn yet. Press Run the experiment.</source>
            <comment>DESCRIBE_BROOKER_EMPTY</comment>
            <translation>[Břööķéř'š šţûðý: ñö řûñš ðřâŵñ ýéţ. Přéšš Řûñ ţĥé éxpéřîméñţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: from {clients_low} to {n} clients, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</source>
            <comment>DESCRIBE_BROOKER_RULE</comment>
            <extracomment>English for one: {rule}: from {clients_low} to {n} client, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</extracomment>
            <translation>
                <numerusform>[{rule}: fřöm {clients_low} ţö {n} çļîéñţ, ŵřîţé çâļļš ĝřöŵ fřöm {calls_low:,.0f} ţö {calls_high:,.0f} âñð ţĥé ţîmé ûñţîļ ţĥé ļâšţ çļîéñţ ĥâš ŵřîţţéñ fřöm {time_low:.2f} š ţö {time_high:.2f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñī]</numerusform>
                <numerusform>[{rule}: fřöm {clients_low} ţö {n} çļîéñţš, ŵřîţé çâļļš ĝřöŵ fřöm {calls_low:,.0f} ţö {calls_high:,.0f} âñð ţĥé ţîmé ûñţîļ ţĥé ļâšţ çļîéñţ ĥâš ŵřîţţéñ fřöm {time_low:.2f} š ţö {time_high:.2f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</source>
            <comment>DESCRIBE_BROOKER_BEST_CALLS</comment>
            <extracomment>English for one: With {n} client, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</extracomment>
            <translation>
                <numerusform>[Ŵîţĥ {n} çļîéñţ, {best} ñééðš ţĥé féŵéšţ ŵřîţé çâļļš, {best_calls:,.0f}; {next} çöméš ñéxţ ŵîţĥ {next_calls:,.0f}, âñð {worst} ñééðš ţĥé möšţ, {worst_calls:,.0f}, {times:.1f} ţîméš âš mâñý. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñ]</numerusform>
                <numerusform>[Ŵîţĥ {n} çļîéñţš, {best} ñééðš ţĥé féŵéšţ ŵřîţé çâļļš, {best_calls:,.0f}; {next} çöméš ñéxţ ŵîţĥ {next_calls:,.0f}, âñð {worst} ñééðš ţĥé möšţ, {worst_calls:,.0f}, {times:.1f} ţîméš âš mâñý. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</source>
            <comment>DESCRIBE_BROOKER_BEST_TIME</comment>
            <extracomment>English for one: With {n} client, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</extracomment>
            <translation>
                <numerusform>[Ŵîţĥ {n} çļîéñţ, {best} ĥâš évéřý çļîéñţ ŵřîţţéñ šööñéšţ, îñ {best_time:.2f} š; {next} çöméš ñéxţ âţ {next_time:.2f} š, âñð {worst} ţâķéš ļöñĝéšţ, {worst_time:.2f} š, {times:.1f} ţîméš âš ļöñĝ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</numerusform>
                <numerusform>[Ŵîţĥ {n} çļîéñţš, {best} ĥâš évéřý çļîéñţ ŵřîţţéñ šööñéšţ, îñ {best_time:.2f} š; {next} çöméš ñéxţ âţ {next_time:.2f} š, âñð {worst} ţâķéš ļöñĝéšţ, {worst_time:.2f} š, {times:.1f} ţîméš âš ļöñĝ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{library}: the real clients sent {n:,} calls.</source>
            <comment>DESCRIBE_STORM_REAL</comment>
            <extracomment>English for one: {library}: the real clients sent {n:,} call.</extracomment>
            <translation>
                <numerusform>[{library}: ţĥé řéâļ çļîéñţš šéñţ {n:,} çâļļ. ōñē ţŵō ţĥŕ]</numerusform>
                <numerusform>[{library}: ţĥé řéâļ çļîéñţš šéñţ {n:,} çâļļš. ōñē ţŵō ţĥŕ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n} calls a second.</source>
            <comment>DESCRIBE_STORM_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n} call a second.</extracomment>
            <translation>
                <numerusform>[Ţĥé ţööļ âççépţš {n} çâļļ â šéçöñð. ōñē ţŵō ţĥŕē]</numerusform>
                <numerusform>[Ţĥé ţööļ âççépţš {n} çâļļš â šéçöñð. ōñē ţŵō ţĥŕē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The busiest second, at {peak_at} s, had {n:,} calls.</source>
            <comment>DESCRIBE_STORM_PEAK</comment>
            <extracomment>English for one: The busiest second, at {peak_at} s, had {n:,} call.</extracomment>
            <translation>
                <numerusform>[Ţĥé bûšîéšţ šéçöñð, âţ {peak_at} š, ĥâð {n:,} çâļļ. ōñē ţŵō ţĥŕēē]</numerusform>
                <numerusform>[Ţĥé bûšîéšţ šéçöñð, âţ {peak_at} š, ĥâð {n:,} çâļļš. ōñē ţŵō ţĥŕēē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In {over} of the {n} seconds there were more calls than the tool accepts.</source>
            <comment>DESCRIBE_STORM_OVER</comment>
            <extracomment>English for one: In {over} of the {n} second there were more calls than the tool accepts.</extracomment>
            <translation>
                <numerusform>[Îñ {over} öf ţĥé {n} šéçöñð ţĥéřé ŵéřé möřé çâļļš ţĥâñ ţĥé ţööļ âççépţš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</numerusform>
                <numerusform>[Îñ {over} öf ţĥé {n} šéçöñðš ţĥéřé ŵéřé möřé çâļļš ţĥâñ ţĥé ţööļ âççépţš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n} seconds in between had no call at all. The last agent was served at {last}.</source>
            <comment>DESCRIBE_STORM_IDLE</comment>
            <extracomment>English for one: {n} second in between had no call at all. The last agent was served at {last}.</extracomment>
            <translation>
                <numerusform>[{n} šéçöñð îñ béţŵééñ ĥâð ñö çâļļ âţ âļļ. Ţĥé ļâšţ âĝéñţ ŵâš šéřvéð âţ {last}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</numerusform>
                <numerusform>[{n} šéçöñðš îñ béţŵééñ ĥâð ñö çâļļ âţ âļļ. Ţĥé ļâšţ âĝéñţ ŵâš šéřvéð âţ {last}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</source>
            <comment>DESCRIBE_STORM_MODEL_MORE</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</extracomment>
            <translation>
                <numerusform>[Ţĥé möðéļ'š ļîñé: {n:,} çâļļ, âţ möšţ {peak:,} îñ öñé šéçöñð, ţĥé ļâšţ âĝéñţ šéřvéð âţ {last}; ţĥé řéâļ řûñ šéñţ {ratio:.1f} ţîméš âš mâñý çâļļš âš ţĥé möðéļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ō]</numerusform>
                <numerusform>[Ţĥé möðéļ'š ļîñé: {n:,} çâļļš, âţ möšţ {peak:,} îñ öñé šéçöñð, ţĥé ļâšţ âĝéñţ šéřvéð âţ {last}; ţĥé řéâļ řûñ šéñţ {ratio:.1f} ţîméš âš mâñý çâļļš âš ţĥé möðéļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</source>
            <comment>DESCRIBE_STORM_MODEL_FEWER</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</extracomment>
            <translation>
                <numerusform>[Ţĥé möðéļ'š ļîñé: {n:,} çâļļ, âţ möšţ {peak:,} îñ öñé šéçöñð, ţĥé ļâšţ âĝéñţ šéřvéð âţ {last}; ţĥé řéâļ řûñ šéñţ {ratio:.1f} ţîméš féŵéř çâļļš ţĥâñ ţĥé möðéļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ō]</numerusform>
                <numerusform>[Ţĥé möðéļ'š ļîñé: {n:,} çâļļš, âţ möšţ {peak:,} îñ öñé šéçöñð, ţĥé ļâšţ âĝéñţ šéřvéð âţ {last}; ţĥé řéâļ řûñ šéñţ {ratio:.1f} ţîméš féŵéř çâļļš ţĥâñ ţĥé möðéļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</source>
            <comment>DESCRIBE_STORM_MODEL_CLOSE</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</extracomment>
            <translation>
                <numerusform>[Ţĥé möðéļ'š ļîñé: {n:,} çâļļ, âţ möšţ {peak:,} îñ öñé šéçöñð, ţĥé ļâšţ âĝéñţ šéřvéð âţ {last}; ţĥé řéâļ řûñ šéñţ âböûţ âš mâñý çâļļš âš ţĥé möðéļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ō]</numerusform>
                <numerusform>[Ţĥé möðéļ'š ļîñé: {n:,} çâļļš, âţ möšţ {peak:,} îñ öñé šéçöñð, ţĥé ļâšţ âĝéñţ šéřvéð âţ {last}; ţĥé řéâļ řûñ šéñţ âböûţ âš mâñý çâļļš âš ţĥé möðéļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ō]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls, {refused:,} of them refused; tries again in all: {total:,}.</source>
            <comment>DESCRIBE_TEN_CALLS</comment>
            <extracomment>English for one: {rule}: {n:,} call, {refused:,} of them refused; tries again in all: {total:,}.</extracomment>
            <translation>
                <numerusform>[{rule}: {n:,} çâļļ, {refused:,} öf ţĥém řéfûšéð; ţřîéš âĝâîñ îñ âļļ: {total:,}. ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
                <numerusform>[{rule}: {n:,} çâļļš, {refused:,} öf ţĥém řéfûšéð; ţřîéš âĝâîñ îñ âļļ: {total:,}. ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Agent {agents} tried again most, {n} times.</source>
            <comment>DESCRIBE_TEN_ONE_MOST</comment>
            <extracomment>English for one: Agent {agents} tried again most, {n} time.</extracomment>
            <translation>
                <numerusform>[Âĝéñţ {agents} ţřîéð âĝâîñ möšţ, {n} ţîmé. ōñē ţŵō ţĥŕ]</numerusform>
                <numerusform>[Âĝéñţ {agents} ţřîéð âĝâîñ möšţ, {n} ţîméš. ōñē ţŵō ţĥŕē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Agents {agents} tried again most, {n} times each.</source>
            <comment>DESCRIBE_TEN_MANY_MOST</comment>
            <extracomment>English for one: Agents {agents} tried again most, {n} time each.</extracomment>
            <translation>
                <numerusform>[Âĝéñţš {agents} ţřîéð âĝâîñ möšţ, {n} ţîmé éâçĥ. ōñē ţŵō ţĥŕēē]</numerusform>
                <numerusform>[Âĝéñţš {agents} ţřîéð âĝâîñ möšţ, {n} ţîméš éâçĥ. ōñē ţŵō ţĥŕēē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All {n} agents had their answer by {last:.1f} s.</source>
            <comment>DESCRIBE_TEN_ANSWERED</comment>
            <extracomment>English for one: {n} agent had its answer by {last:.1f} s.</extracomment>
            <translation>
                <numerusform>[{n} âĝéñţ ĥâð îţš âñšŵéř bý {last:.1f} š. ōñē ţŵō ţĥ]</numerusform>
                <numerusform>[Âļļ {n} âĝéñţš ĥâð ţĥéîř âñšŵéř bý {last:.1f} š. ōñē ţŵō ţĥŕēē]</numerusform>
            </translation>
        </message>
        <message>
            <source>{headline} {figures}</source>
            <comment>ANNOUNCE_SETTLED</comment>
            <translation>[{headline} {figures} ō]</translation>
        </message>
        <message>
            <source>Table</source>
            <comment>ACCESS_TABLE_NAME</comment>
            <translation>[Ţâbļé ōñē ţ]</translation>
        </message>
        <message>
            <source>{name}: {item}</source>
            <comment>ACCESS_COMBO_NAME</comment>
            <translation>[{name}: {item} ō]</translation>
        </message>
        <message>
            <source>Headline</source>
            <comment>ACCESS_HEADLINE_NAME</comment>
            <translation>[Ĥéâðļîñé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Menu</source>
            <comment>ACCESS_MENU_NAME</comment>
            <translation>[Méñû ōñē]</translation>
        </message>
        <message>
            <source>Status</source>
            <comment>ACCESS_STATUS_NAME</comment>
            <translation>[Šţâţûš ōñē ţŵ]</translation>
        </message>
        <message>
            <source>{title}, slider</source>
            <comment>ACCESS_SLIDER_NAME</comment>
            <translation>[{title}, šļîðéř ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>{title}. {intro}</source>
            <comment>ACCESS_LESSON_OPENED</comment>
            <translation>[{title}. {intro} ō]</translation>
        </message>
        <message>
            <source>Result</source>
            <comment>ACCESS_RESULT_NAME</comment>
            <translation>[Řéšûļţ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Views</source>
            <comment>ACCESS_TABS_NAME</comment>
            <translation>[Vîéŵš ōñē ţ]</translation>
        </message>
        <message>
            <source>Columns: {columns}. {rows} rows, one for each retry rule.</source>
            <comment>ACCESS_TABLE_DESCRIPTION</comment>
            <translation>[Çöļûmñš: {columns}. {rows} řöŵš, öñé föř éâçĥ řéţřý řûļé. ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>What is on the screen</source>
            <comment>ACCESS_SUMMARY_TITLE</comment>
            <translation>[Ŵĥâţ îš öñ ţĥé šçřééñ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Page: {page}.</source>
            <comment>ACCESS_SUMMARY_PAGE</comment>
            <translation>[Pâĝé: {page}. ōñē ţŵō]</translation>
        </message>
        <message>
            <source>View: {view}.</source>
            <comment>ACCESS_SUMMARY_VIEW</comment>
            <translation>[Vîéŵ: {view}. ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Chart, {name}: {description}</source>
            <comment>ACCESS_SUMMARY_CHART</comment>
            <translation>[Çĥâřţ, {name}: {description} ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Table, {name}:</source>
            <comment>ACCESS_SUMMARY_TABLE</comment>
            <translation>[Ţâbļé, {name}: ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>{cells}.</source>
            <comment>ACCESS_SUMMARY_ROW</comment>
            <translation>[{cells}. ō]</translation>
        </message>
        <message>
            <source>All lessons (the start screen)</source>
            <comment>ACCESS_PAGE_START</comment>
            <translation>[Âļļ ļéššöñš (ţĥé šţâřţ šçřééñ) ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>The lab</source>
            <comment>ACCESS_PAGE_OTHER</comment>
            <translation>[Ţĥé ļâb ōñē ţŵō]</translation>
        </message>
        <message>
            <source>The rules side by side, same crowd</source>
            <comment>TABLE_TITLE</comment>
            <translation>[Ţĥé řûļéš šîðé bý šîðé, šâmé çřöŵð ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message numerus="yes">
            <source>Whole runs, start to finish: middle of {n} runs. Highlighted: the rule you chose.</source>
            <comment>TABLE_NOTE</comment>
            <extracomment>English for one: Whole runs, start to finish: middle of {n} run. Highlighted: the rule you chose.</extracomment>
            <translation>
                <numerusform>[Ŵĥöļé řûñš, šţâřţ ţö fîñîšĥ: mîððļé öf {n} řûñ. Ĥîĝĥļîĝĥţéð: ţĥé řûļé ýöû çĥöšé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</numerusform>
                <numerusform>[Ŵĥöļé řûñš, šţâřţ ţö fîñîšĥ: mîððļé öf {n} řûñš. Ĥîĝĥļîĝĥţéð: ţĥé řûļé ýöû çĥöšé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Whole runs, start to finish: the middle of {n} runs. Highlighted: the rule you chose.</source>
            <comment>TABLE_NOTE_VISITORS</comment>
            <extracomment>English for one: Whole runs, start to finish: the middle of {n} run. Highlighted: the rule you chose.</extracomment>
            <translation>
                <numerusform>[Ŵĥöļé řûñš, šţâřţ ţö fîñîšĥ: ţĥé mîððļé öf {n} řûñ. Ĥîĝĥļîĝĥţéð: ţĥé řûļé ýöû çĥöšé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</numerusform>
                <numerusform>[Ŵĥöļé řûñš, šţâřţ ţö fîñîšĥ: ţĥé mîððļé öf {n} řûñš. Ĥîĝĥļîĝĥţéð: ţĥé řûļé ýöû çĥöšé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvē]</numerusform>
            </translation>
        </message>
        <message>
            <source>Each number is the median of the runs: half the runs did better, half worse. The roll of the dice is the random seed: the same seed gives exactly the same runs.</source>
            <comment>TABLE_NOTE_TIP</comment>
            <translation>[Éâçĥ ñûmbéř îš ţĥé méðîâñ öf ţĥé řûñš: ĥâļf ţĥé řûñš ðîð béţţéř, ĥâļf ŵöřšé. Ţĥé řöļļ öf ţĥé ðîçé îš ţĥé řâñðöm šééð: ţĥé šâmé šééð ĝîvéš éxâçţļý ţĥé šâmé řûñš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Each number is the median of the runs: half the runs did better, half worse. This table's roll of the dice (the random seed) is {seed}: the same seed gives exactly the same runs.</source>
            <comment>TABLE_NOTE_SEED_TIP</comment>
            <translation>[Éâçĥ ñûmbéř îš ţĥé méðîâñ öf ţĥé řûñš: ĥâļf ţĥé řûñš ðîð béţţéř, ĥâļf ŵöřšé. Ţĥîš ţâbļé'š řöļļ öf ţĥé ðîçé (ţĥé řâñðöm šééð) îš {seed}: ţĥé šâmé šééð ĝîvéš éxâçţļý ţĥé šâmé řûñš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>Agents who gave up</source>
            <comment>TABLE_GAVE_UP</comment>
            <translation>[Âĝéñţš ŵĥö ĝâvé ûp ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message numerus="yes">
            <source>The result is this table, the middle of {n} runs; the plots show one of them, and the published table {why}: {figures}.</source>
            <comment>PUBLISHED_NOTE</comment>
            <extracomment>English for one: The result is this table, the middle of {n} run; the plots show that run, and the published table {why}: {figures}.</extracomment>
            <translation>
                <numerusform>[Ţĥé řéšûļţ îš ţĥîš ţâbļé, ţĥé mîððļé öf {n} řûñ; ţĥé pļöţš šĥöŵ ţĥâţ řûñ, âñð ţĥé pûbļîšĥéð ţâbļé {why}: {figures}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥ]</numerusform>
                <numerusform>[Ţĥé řéšûļţ îš ţĥîš ţâbļé, ţĥé mîððļé öf {n} řûñš; ţĥé pļöţš šĥöŵ öñé öf ţĥém, âñð ţĥé pûbļîšĥéð ţâbļé {why}: {figures}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</numerusform>
            </translation>
        </message>
        <message>
            <source>{rule} {published}</source>
            <comment>PUBLISHED_FIGURE</comment>
            <translation>[{rule} {published} ō]</translation>
        </message>
        <message>
            <source>{figures}; {more}</source>
            <comment>PUBLISHED_JOIN</comment>
            <translation>[{figures}; {more} ō]</translation>
        </message>
        <message>
            <source>is rounded its own way</source>
            <comment>PUBLISHED_WHY/rounded</comment>
            <translation>[îš řöûñðéð îţš öŵñ ŵâý ōñē ţŵō]</translation>
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice</source>
            <comment>PUBLISHED_WHY/random</comment>
            <translation>[îš âñöţĥéř {runs} řûñš ŵîţĥ îţš öŵñ řöļļ öf ţĥé ðîçé ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice and rounding</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation>[îš âñöţĥéř {runs} řûñš ŵîţĥ îţš öŵñ řöļļ öf ţĥé ðîçé âñð řöûñðîñĝ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>The published table is the middle of {runs} runs. {figures}. {why}</source>
            <comment>PUBLISHED_TIP</comment>
            <translation>[Ţĥé pûbļîšĥéð ţâbļé îš ţĥé mîððļé öf {runs} řûñš. {figures}. {why} ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message>
            <source>{rule}: published {published}, here {shown}</source>
            <comment>PUBLISHED_TIP_FIGURE</comment>
            <translation>[{rule}: pûbļîšĥéð {published}, ĥéřé {shown} ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>{v:.1f} s</source>
            <comment>PUBLISHED_METRIC/last_served</comment>
            <translation>[{v:.1f} š ō]</translation>
        </message>
        <message>
            <source>{v:,.0f} calls</source>
            <comment>PUBLISHED_METRIC/calls</comment>
            <translation>[{v:,.0f} çâļļš ōñē ţŵ]</translation>
        </message>
        <message>
            <source>{v:,.0f} refused</source>
            <comment>PUBLISHED_METRIC/refused</comment>
            <translation>[{v:,.0f} řéfûšéð ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>typical agent {v:.1f} s</source>
            <comment>PUBLISHED_METRIC/typical_served</comment>
            <translation>[ţýpîçâļ âĝéñţ {v:.1f} š ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>A rule without randomness differs only by the write-up's rounding and timing.</source>
            <comment>PUBLISHED_WHY_ROUNDED</comment>
            <translation>[Â řûļé ŵîţĥöûţ řâñðömñéšš ðîfféřš öñļý bý ţĥé ŵřîţé-ûp'š řöûñðîñĝ âñð ţîmîñĝ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>A random wait's figures move with the random draws: this roll of the dice, {runs} runs and the lab's faster engine draw other numbers than the published runs did.</source>
            <comment>PUBLISHED_WHY_RANDOM</comment>
            <translation>[Â řâñðöm ŵâîţ'š fîĝûřéš mövé ŵîţĥ ţĥé řâñðöm ðřâŵš: ţĥîš řöļļ öf ţĥé ðîçé, {runs} řûñš âñð ţĥé ļâb'š fâšţéř éñĝîñé ðřâŵ öţĥéř ñûmbéřš ţĥâñ ţĥé pûbļîšĥéð řûñš ðîð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>The published story's figures: this table agrees with the published one.</source>
            <comment>PUBLISHED_SAME</comment>
            <translation>[Ţĥé pûbļîšĥéð šţöřý'š fîĝûřéš: ţĥîš ţâbļé âĝřééš ŵîţĥ ţĥé pûbļîšĥéð öñé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>Other settings than the published story: there is no published table to compare with.</source>
            <comment>PUBLISHED_OTHER</comment>
            <translation>[Öţĥéř šéţţîñĝš ţĥâñ ţĥé pûbļîšĥéð šţöřý: ţĥéřé îš ñö pûbļîšĥéð ţâbļé ţö çömpâřé ŵîţĥ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>Randomness {j:.2f}</source>
            <comment>JITTER_ROW</comment>
            <translation>[Řâñðömñéšš {j:.2f} ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Updating the table: {rule}, run {done} of {total}…</source>
            <comment>TABLE_UPDATING</comment>
            <translation>[Ûpðâţîñĝ ţĥé ţâbļé: {rule}, řûñ {done} öf {total}… ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Updating the table: run {done} of {total}…</source>
            <comment>TABLE_UPDATING_ANY</comment>
            <translation>[Ûpðâţîñĝ ţĥé ţâbļé: řûñ {done} öf {total}… ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Working out the table…</source>
            <comment>TABLE_WAITING</comment>
            <translation>[Ŵöřķîñĝ öûţ ţĥé ţâbļé… ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Play</source>
            <comment>PLAY</comment>
            <translation>[Pļâý ōñē]</translation>
        </message>
        <message>
            <source>Pause</source>
            <comment>PAUSE</comment>
            <translation>[Pâûšé ōñē ţ]</translation>
        </message>
        <message>
            <source>Step</source>
            <comment>STEP</comment>
            <translation>[Šţép ōñē]</translation>
        </message>
        <message>
            <source>Speed</source>
            <comment>SPEED</comment>
            <translation>[Špééð ōñē ţ]</translation>
        </message>
        <message>
            <source>Reset all</source>
            <comment>RESET_ALL</comment>
            <translation>[Řéšéţ âļļ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Your last settings</source>
            <comment>LAST_SETTINGS</comment>
            <translation>[Ýöûř ļâšţ šéţţîñĝš ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Free play begins from the lab's own settings, not the lesson's.</source>
            <comment>STATUS_FREE_FROM_LAB</comment>
            <translation>[Fřéé pļâý béĝîñš fřöm ţĥé ļâb'š öŵñ šéţţîñĝš, ñöţ ţĥé ļéššöñ'š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Free play begins from the published story. The settings this lab had last time: Your last settings, beside Reset all.</source>
            <comment>STATUS_FROM_STORY</comment>
            <translation>[Fřéé pļâý béĝîñš fřöm ţĥé pûbļîšĥéð šţöřý. Ţĥé šéţţîñĝš ţĥîš ļâb ĥâð ļâšţ ţîmé: Ýöûř ļâšţ šéţţîñĝš, béšîðé Řéšéţ âļļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţ]</translation>
        </message>
        <message>
            <source>Save picture</source>
            <comment>EXPORT_SCREENSHOT</comment>
            <translation>[Šâvé pîçţûřé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Whole window</source>
            <comment>EXPORT_WHOLE</comment>
            <translation>[Ŵĥöļé ŵîñðöŵ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>The picture only, for a slide</source>
            <comment>EXPORT_SLIDE</comment>
            <translation>[Ţĥé pîçţûřé öñļý, föř â šļîðé ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Save data (CSV)</source>
            <comment>EXPORT_DATA</comment>
            <translation>[Šâvé ðâţâ (ÇŠV) ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Measure API</source>
            <comment>MEASURE</comment>
            <translation>[Méâšûřé ÂPÎ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Time a tool</source>
            <comment>MEASURE_LESSON</comment>
            <translation>[Ţîmé â ţööļ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Cancel measuring</source>
            <comment>MEASURE_CANCEL</comment>
            <translation>[Çâñçéļ méâšûřîñĝ ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Keys</source>
            <comment>HELP</comment>
            <translation>[Ķéýš ōñē]</translation>
        </message>
        <message>
            <source>Replay: {now:.1f} s of {end:.1f} s</source>
            <comment>CLOCK</comment>
            <translation>[Řépļâý: {now:.1f} š öf {end:.1f} š ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Replay this run in simulated time: watch the calls arrive and the agents get served.</source>
            <comment>TIP/play</comment>
            <translation>[Řépļâý ţĥîš řûñ îñ šîmûļâţéð ţîmé: ŵâţçĥ ţĥé çâļļš âřřîvé âñð ţĥé âĝéñţš ĝéţ šéřvéð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>Move the replay forward by one bar width.</source>
            <comment>TIP/step</comment>
            <translation>[Mövé ţĥé řépļâý föřŵâřð bý öñé bâř ŵîðţĥ. ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>How fast the replay runs. Instant jumps to the end.</source>
            <comment>TIP/speed</comment>
            <translation>[Ĥöŵ fâšţ ţĥé řépļâý řûñš. Îñšţâñţ ĵûmpš ţö ţĥé éñð. ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>Put every setting back to the published story's values, clear your own points and undo any zoom.</source>
            <comment>TIP/reset</comment>
            <translation>[Pûţ évéřý šéţţîñĝ bâçķ ţö ţĥé pûbļîšĥéð šţöřý'š vâļûéš, çļéâř ýöûř öŵñ pöîñţš âñð ûñðö âñý žööm. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝ]</translation>
        </message>
        <message>
            <source>Put back the settings this lab had when it was last used (free play began from the story's).</source>
            <comment>TIP/last_settings</comment>
            <translation>[Pûţ bâçķ ţĥé šéţţîñĝš ţĥîš ļâb ĥâð ŵĥéñ îţ ŵâš ļâšţ ûšéð (fřéé pļâý béĝâñ fřöm ţĥé šţöřý'š). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēī]</translation>
        </message>
        <message>
            <source>Save a picture of the page on screen, with a caption naming its rule and settings. You choose where.</source>
            <comment>TIP/export</comment>
            <translation>[Šâvé â pîçţûřé öf ţĥé pâĝé öñ šçřééñ, ŵîţĥ â çâpţîöñ ñâmîñĝ îţš řûļé âñð šéţţîñĝš. Ýöû çĥööšé ŵĥéřé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>Save the results table, with the settings it was made with, as a CSV file. You choose where.</source>
            <comment>TIP/data</comment>
            <translation>[Šâvé ţĥé řéšûļţš ţâbļé, ŵîţĥ ţĥé šéţţîñĝš îţ ŵâš mâðé ŵîţĥ, âš â ÇŠV fîļé. Ýöû çĥööšé ŵĥéřé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēī]</translation>
        </message>
        <message>
            <source>Time five polite calls to the Department for Transport's road traffic API and use the answer time.</source>
            <comment>TIP/measure</comment>
            <translation>[Ţîmé fîvé pöļîţé çâļļš ţö ţĥé Ðépâřţméñţ föř Ţřâñšpöřţ'š řöâð ţřâffîç ÂPÎ âñð ûšé ţĥé âñšŵéř ţîmé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥ]</translation>
        </message>
        <message>
            <source>Time five polite calls to a real tool on the internet, the Department for Transport's road traffic counts (an API), and give the agents' tool its answer time.</source>
            <comment>TIP/measure_lesson</comment>
            <translation>[Ţîmé fîvé pöļîţé çâļļš ţö â řéâļ ţööļ öñ ţĥé îñţéřñéţ, ţĥé Ðépâřţméñţ föř Ţřâñšpöřţ'š řöâð ţřâffîç çöûñţš (âñ ÂPÎ), âñð ĝîvé ţĥé âĝéñţš' ţööļ îţš âñšŵéř ţîmé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Measuring the real API is not available in this copy of the lab.</source>
            <comment>TIP/measure_off</comment>
            <translation>[Méâšûřîñĝ ţĥé řéâļ ÂPÎ îš ñöţ âvâîļâbļé îñ ţĥîš çöpý öf ţĥé ļâb. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>Stop the timing calls now. The answer time stays as it was.</source>
            <comment>TIP/measure_cancel</comment>
            <translation>[Šţöp ţĥé ţîmîñĝ çâļļš ñöŵ. Ţĥé âñšŵéř ţîmé šţâýš âš îţ ŵâš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Timing polite calls to {where}…</source>
            <comment>MEASURE_STARTED</comment>
            <translation>[Ţîmîñĝ pöļîţé çâļļš ţö {where}… ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Measuring: call {index} of {total}: {what}</source>
            <comment>MEASURE_PROGRESS</comment>
            <translation>[Méâšûřîñĝ: çâļļ {index} öf {total}: {what} ōñē ţŵō]</translation>
        </message>
        <message>
            <source>{seconds:.2f} s</source>
            <comment>MEASURE_CALL_OK</comment>
            <translation>[{seconds:.2f} š ō]</translation>
        </message>
        <message>
            <source>failed ({error})</source>
            <comment>MEASURE_CALL_FAILED</comment>
            <translation>[fâîļéð ({error}) ōñē ţŵ]</translation>
        </message>
        <message numerus="yes">
            <source>Measured {count} of {n} calls: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</source>
            <comment>MEASURE_DONE</comment>
            <extracomment>English for one: Measured {count} of {n} call: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</extracomment>
            <translation>
                <numerusform>[Méâšûřéð {count} öf {n} çâļļ: méðîâñ {median:.2f} š (fřöm {low:.2f} ţö {high:.2f} š). Ţĥé šîmûļâţîöñ ñöŵ ûšéš ţĥéšé ţîméš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</numerusform>
                <numerusform>[Méâšûřéð {count} öf {n} çâļļš: méðîâñ {median:.2f} š (fřöm {low:.2f} ţö {high:.2f} š). Ţĥé šîmûļâţîöñ ñöŵ ûšéš ţĥéšé ţîméš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvē]</numerusform>
            </translation>
        </message>
        <message>
            <source>measured {date}: {times} s (median {median:.2f} s)</source>
            <comment>MEASURE_NOTE</comment>
            <translation>[méâšûřéð {date}: {times} š (méðîâñ {median:.2f} š) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Measuring stopped. The answer time stays at {answer:.2f} s.</source>
            <comment>MEASURE_CANCELLED</comment>
            <translation>[Méâšûřîñĝ šţöppéð. Ţĥé âñšŵéř ţîmé šţâýš âţ {answer:.2f} š. ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>Measuring did not work: {reason}</source>
            <comment>MEASURE_FAILED</comment>
            <translation>[Méâšûřîñĝ ðîð ñöţ ŵöřķ: {reason} ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Measuring did not work</source>
            <comment>MEASURE_FAILED_SHORT</comment>
            <translation>[Méâšûřîñĝ ðîð ñöţ ŵöřķ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Not measured: the answer time stays {answer:.2f} s.</source>
            <comment>MEASURE_FAILED_NOTE</comment>
            <translation>[Ñöţ méâšûřéð: ţĥé âñšŵéř ţîmé šţâýš {answer:.2f} š. ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Ready.</source>
            <comment>STATUS_READY</comment>
            <translation>[Řéâðý. ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Simulating…</source>
            <comment>STATUS_RUNNING</comment>
            <translation>[Šîmûļâţîñĝ… ōñē ţŵō]</translation>
        </message>
        <message numerus="yes">
            <source>Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. Table: the middle of {runs}.</source>
            <comment>STATUS_SHOWING</comment>
            <extracomment>English for one: Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. Table: the middle of {runs}.</extracomment>
            <translation>
                <numerusform>[Pļöţš: â ţýpîçâļ řûñ öf {runs}, {n:,} çâļļ šéñţ, {refused:,} řéfûšéð, ļâšţ âĝéñţ šéřvéð âţ {last:.1f} š. Ţâbļé: ţĥé mîððļé öf {runs}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝ]</numerusform>
                <numerusform>[Pļöţš: â ţýpîçâļ řûñ öf {runs}, {n:,} çâļļš šéñţ, {refused:,} řéfûšéð, ļâšţ âĝéñţ šéřvéð âţ {last:.1f} š. Ţâbļé: ţĥé mîððļé öf {runs}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. Headline: the middle of {runs}.</source>
            <comment>STATUS_SHOWING_NO_TABLE</comment>
            <extracomment>English for one: Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. Headline: the middle of {runs}.</extracomment>
            <translation>
                <numerusform>[Pļöţš: â ţýpîçâļ řûñ öf {runs}, {n:,} çâļļ šéñţ, {refused:,} řéfûšéð, ļâšţ âĝéñţ šéřvéð âţ {last:.1f} š. Ĥéâðļîñé: ţĥé mîððļé öf {runs}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥ]</numerusform>
                <numerusform>[Pļöţš: â ţýpîçâļ řûñ öf {runs}, {n:,} çâļļš šéñţ, {refused:,} řéfûšéð, ļâšţ âĝéñţ šéřvéð âţ {last:.1f} š. Ĥéâðļîñé: ţĥé mîððļé öf {runs}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</numerusform>
            </translation>
        </message>
        <message>
            <source>The plots show run {index} of {runs} with the new settings; finding the typical run…</source>
            <comment>STATUS_SHOWING_QUICK</comment>
            <translation>[Ţĥé pļöţš šĥöŵ řûñ {index} öf {runs} ŵîţĥ ţĥé ñéŵ šéţţîñĝš; fîñðîñĝ ţĥé ţýpîçâļ řûñ… ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>{lead}</source>
            <comment>COMPARE_PARTNER</comment>
            <translation>[{lead} ō]</translation>
        </message>
        <message>
            <source>Your rule: {rule}</source>
            <comment>COMPARE_CHOSEN</comment>
            <translation>[Ýöûř řûļé: {rule} ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Working out the rule to compare with…</source>
            <comment>COMPARE_WAITING</comment>
            <translation>[Ŵöřķîñĝ öûţ ţĥé řûļé ţö çömpâřé ŵîţĥ… ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>last agent served {last:.1f} s</source>
            <comment>COMPARE_LAST</comment>
            <translation>[ļâšţ âĝéñţ šéřvéð {last:.1f} š ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below. The headline and the table give the middle of many runs, so their figures can differ a little.</source>
            <comment>COMPARE_SCALE</comment>
            <translation>[Öñé ţîmé šçâļé föř böţĥ, šö ţĥéîř ŵîðţĥš çömpâřé: îñ ţĥé ţŵö řûñš pîçţûřéð ţĥé ļâšţ âĝéñţ îš šéřvéð âţ {top:.1f} š âbövé âñð âţ {bottom:.1f} š béļöŵ. Ţĥé ĥéâðļîñé âñð ţĥé ţâbļé ĝîvé ţĥé mîððļé öf mâñý řûñš, šö ţĥéîř fîĝûřéš çâñ ðîfféř â ļîţţļé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below. The headline gives the middle of many runs, so its figures can differ a little.</source>
            <comment>COMPARE_SCALE_NO_TABLE</comment>
            <translation>[Öñé ţîmé šçâļé föř böţĥ, šö ţĥéîř ŵîðţĥš çömpâřé: îñ ţĥé ţŵö řûñš pîçţûřéð ţĥé ļâšţ âĝéñţ îš šéřvéð âţ {top:.1f} š âbövé âñð âţ {bottom:.1f} š béļöŵ. Ţĥé ĥéâðļîñé ĝîvéš ţĥé mîððļé öf mâñý řûñš, šö îţš fîĝûřéš çâñ ðîfféř â ļîţţļé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}).</source>
            <comment>COMPARE_SCALE_PICTURE</comment>
            <translation>[Öñé ţîmé šçâļé föř böţĥ, šö ţĥéîř ŵîðţĥš çömpâřé: îñ ţĥé ţŵö řûñš pîçţûřéð ţĥé ļâšţ âĝéñţ îš šéřvéð âţ {top:.1f} š âbövé âñð âţ {bottom:.1f} š béļöŵ ({words}). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñ]</translation>
        </message>
        <message>
            <source>{times:.1f} times sooner below</source>
            <comment>COMPARE_SOONER</comment>
            <translation>[{times:.1f} ţîméš šööñéř béļöŵ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>{times:.1f} times later below</source>
            <comment>COMPARE_LATER</comment>
            <translation>[{times:.1f} ţîméš ļâţéř béļöŵ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>{pct:.0f}% sooner below</source>
            <comment>COMPARE_SOONER_PCT</comment>
            <translation>[{pct:.0f}% šööñéř béļöŵ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>{pct:.0f}% later below</source>
            <comment>COMPARE_LATER_PCT</comment>
            <translation>[{pct:.0f}% ļâţéř béļöŵ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>about the same time</source>
            <comment>COMPARE_SAME</comment>
            <translation>[âböûţ ţĥé šâmé ţîmé ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>HEADLINE_LEAD/immediate</comment>
            <translation>[Řéţřý îmméðîâţéļý ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Exponential backoff (waiting in step)</source>
            <comment>HEADLINE_LEAD/exponential</comment>
            <translation>[Éxpöñéñţîâļ bâçķöff (ŵâîţîñĝ îñ šţép) ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>HEADLINE_LEAD/full-jitter</comment>
            <translation>[Bâçķöff ŵîţĥ ĵîţţéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Randomness {j:.2f} in the wait</source>
            <comment>HEADLINE_JITTER</comment>
            <translation>[Řâñðömñéšš {j:.2f} îñ ţĥé ŵâîţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>exponential backoff</source>
            <comment>HEADLINE_OTHER/exponential</comment>
            <translation>[éxpöñéñţîâļ bâçķöff ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>backoff with jitter</source>
            <comment>HEADLINE_OTHER/full-jitter</comment>
            <translation>[bâçķöff ŵîţĥ ĵîţţéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>{pct:.0f}% fewer calls than {other}</source>
            <comment>HEADLINE_FEWER</comment>
            <translation>[{pct:.0f}% féŵéř çâļļš ţĥâñ {other} ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>about as many calls as {other}</source>
            <comment>HEADLINE_SAME_CALLS</comment>
            <translation>[âböûţ âš mâñý çâļļš âš {other} ōñē ţŵō]</translation>
        </message>
        <message>
            <source>{pct:.0f}% more calls than {other}</source>
            <comment>HEADLINE_MORE</comment>
            <translation>[{pct:.0f}% möřé çâļļš ţĥâñ {other} ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>{times:.1f} times as many calls as {other}</source>
            <comment>HEADLINE_TIMES_MORE</comment>
            <translation>[{times:.1f} ţîméš âš mâñý çâļļš âš {other} ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>the last agent is served {times:.1f} times sooner</source>
            <comment>HEADLINE_SOONER_TIMES</comment>
            <translation>[ţĥé ļâšţ âĝéñţ îš šéřvéð {times:.1f} ţîméš šööñéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>the last agent is served {pct:.0f}% sooner</source>
            <comment>HEADLINE_SOONER</comment>
            <translation>[ţĥé ļâšţ âĝéñţ îš šéřvéð {pct:.0f}% šööñéř ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>the last agent is served at about the same time</source>
            <comment>HEADLINE_SAME_LAST</comment>
            <translation>[ţĥé ļâšţ âĝéñţ îš šéřvéð âţ âböûţ ţĥé šâmé ţîmé ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>the last agent is served {pct:.0f}% later</source>
            <comment>HEADLINE_LATER</comment>
            <translation>[ţĥé ļâšţ âĝéñţ îš šéřvéð {pct:.0f}% ļâţéř ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>the last agent is served {times:.1f} times later</source>
            <comment>HEADLINE_LATER_TIMES</comment>
            <translation>[ţĥé ļâšţ âĝéñţ îš šéřvéð {times:.1f} ţîméš ļâţéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>{lead}: {calls}, and {last}.</source>
            <comment>HEADLINE</comment>
            <translation>[{lead}: {calls}, âñð {last}. ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Working out how the rules compare…</source>
            <comment>HEADLINE_WAITING</comment>
            <translation>[Ŵöřķîñĝ öûţ ĥöŵ ţĥé řûļéš çömpâřé… ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>{lead}: working out the calls and when the last agent is served…</source>
            <comment>HEADLINE_PENDING</comment>
            <translation>[{lead}: ŵöřķîñĝ öûţ ţĥé çâļļš âñð ŵĥéñ ţĥé ļâšţ âĝéñţ îš šéřvéð… ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>{lead}: too many calls to simulate here. The charts still show the last settings that could be.</source>
            <comment>HEADLINE_TOO_MANY</comment>
            <translation>[{lead}: ţöö mâñý çâļļš ţö šîmûļâţé ĥéřé. Ţĥé çĥâřţš šţîļļ šĥöŵ ţĥé ļâšţ šéţţîñĝš ţĥâţ çöûļð bé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>Working out the first points: they appear here as they are ready.</source>
            <comment>SWEEP_EMPTY_RUNNING</comment>
            <translation>[Ŵöřķîñĝ öûţ ţĥé fîřšţ pöîñţš: ţĥéý âppéâř ĥéřé âš ţĥéý âřé řéâðý. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>This chart will set every rule's calls sent against how long agents waited, for a range of settings: the best rules sit low and to the left. Press Run the sweep to fill it in.</source>
            <comment>SWEEP_EMPTY</comment>
            <translation>[Ţĥîš çĥâřţ ŵîļļ šéţ évéřý řûļé'š çâļļš šéñţ âĝâîñšţ ĥöŵ ļöñĝ âĝéñţš ŵâîţéð, föř â řâñĝé öf šéţţîñĝš: ţĥé béšţ řûļéš šîţ ļöŵ âñð ţö ţĥé ļéfţ. Přéšš Řûñ ţĥé šŵéép ţö fîļļ îţ îñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message>
            <source>These charts will show Marc Brooker's experiment: how many calls each rule makes, and how long the work takes, as more and more clients compete. Press Run the experiment to fill them in.</source>
            <comment>BROOKER_EMPTY</comment>
            <translation>[Ţĥéšé çĥâřţš ŵîļļ šĥöŵ Mâřç Břööķéř'š éxpéřîméñţ: ĥöŵ mâñý çâļļš éâçĥ řûļé mâķéš, âñð ĥöŵ ļöñĝ ţĥé ŵöřķ ţâķéš, âš möřé âñð möřé çļîéñţš çömpéţé. Přéšš Řûñ ţĥé éxpéřîméñţ ţö fîļļ ţĥém îñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>The settings on the left do not change this tab: it has its own clients and its own tool.</source>
            <comment>CONTROLS_NOT_USED</comment>
            <translation>[Ţĥé šéţţîñĝš öñ ţĥé ļéfţ ðö ñöţ çĥâñĝé ţĥîš ţâb: îţ ĥâš îţš öŵñ çļîéñţš âñð îţš öŵñ ţööļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} of {agents:,} agents gave up and were never served (not counted in the times).</source>
            <comment>STATUS_GAVE_UP</comment>
            <extracomment>English for one: {n:,} of {agents:,} agents gave up and was never served (not counted in the times).</extracomment>
            <translation>
                <numerusform>[{n:,} öf {agents:,} âĝéñţš ĝâvé ûp âñð ŵâš ñévéř šéřvéð (ñöţ çöûñţéð îñ ţĥé ţîméš). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</numerusform>
                <numerusform>[{n:,} öf {agents:,} âĝéñţš ĝâvé ûp âñð ŵéřé ñévéř šéřvéð (ñöţ çöûñţéð îñ ţĥé ţîméš). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</numerusform>
            </translation>
        </message>
        <message>
            <source>the picture</source>
            <comment>WHAT_PICTURE</comment>
            <translation>[ţĥé pîçţûřé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>the table and the calls</source>
            <comment>WHAT_DATA</comment>
            <translation>[ţĥé ţâbļé âñð ţĥé çâļļš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>the table</source>
            <comment>WHAT_TABLE</comment>
            <translation>[ţĥé ţâbļé ōñē ţŵ]</translation>
        </message>
        <message>
            <source>the calls</source>
            <comment>WHAT_CALLS</comment>
            <translation>[ţĥé çâļļš ōñē ţŵ]</translation>
        </message>
        <message>
            <source>the simulation for these settings is still running; try again in a moment</source>
            <comment>STILL_RUNNING</comment>
            <translation>[ţĥé šîmûļâţîöñ föř ţĥéšé šéţţîñĝš îš šţîļļ řûññîñĝ; ţřý âĝâîñ îñ â möméñţ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>Saved {what} to {path}</source>
            <comment>STATUS_SAVED</comment>
            <translation>[Šâvéð {what} ţö {path} ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Saved the table to {table_path}. Saved the calls to {calls_path}.</source>
            <comment>STATUS_SAVED_TABLE_AND_CALLS</comment>
            <translation>[Šâvéð ţĥé ţâbļé ţö {table_path}. Šâvéð ţĥé çâļļš ţö {calls_path}. ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Saved the table to {table_path}. Could not save the calls: {reason}</source>
            <comment>STATUS_SAVED_TABLE_NOT_CALLS</comment>
            <translation>[Šâvéð ţĥé ţâbļé ţö {table_path}. Çöûļð ñöţ šâvé ţĥé çâļļš: {reason} ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>Saved the table to {path}; saving all {calls:,} calls in the background…</source>
            <comment>STATUS_SAVING_CALLS</comment>
            <translation>[Šâvéð ţĥé ţâbļé ţö {path}; šâvîñĝ âļļ {calls:,} çâļļš îñ ţĥé bâçķĝřöûñð… ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>Saving all {calls:,} calls to {path} in the background…</source>
            <comment>STATUS_SAVING_ONLY_CALLS</comment>
            <translation>[Šâvîñĝ âļļ {calls:,} çâļļš ţö {path} îñ ţĥé bâçķĝřöûñð… ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Could not save {what}: {reason}</source>
            <comment>STATUS_SAVE_FAILED</comment>
            <translation>[Çöûļð ñöţ šâvé {what}: {reason} ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>the name {name} cannot be written with this computer's file name encoding ({encoding}); choose a name and folder in plain letters, or set a UTF-8 language setting (for example LANG=C.UTF-8)</source>
            <comment>SAVE_REASONS/encoding</comment>
            <translation>[ţĥé ñâmé {name} çâññöţ bé ŵřîţţéñ ŵîţĥ ţĥîš çömpûţéř'š fîļé ñâmé éñçöðîñĝ ({encoding}); çĥööšé â ñâmé âñð föļðéř îñ pļâîñ ļéţţéřš, öř šéţ â ÛŢF-8 ļâñĝûâĝé šéţţîñĝ (föř éxâmpļé ĻÂÑĜ=Ç.ÛŢF-8) ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>the file name {name}... is {size:,} bytes long; a file name here can have at most {limit:,}</source>
            <comment>SAVE_REASONS/name_too_long</comment>
            <translation>[ţĥé fîļé ñâmé {name}... îš {size:,} býţéš ļöñĝ; â fîļé ñâmé ĥéřé çâñ ĥâvé âţ möšţ {limit:,} ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message>
            <source>the folder {folder} does not exist</source>
            <comment>SAVE_REASONS/no_folder</comment>
            <translation>[ţĥé föļðéř {folder} ðöéš ñöţ éxîšţ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>the folder {folder} cannot be used ({why})</source>
            <comment>SAVE_REASONS/folder_unusable</comment>
            <translation>[ţĥé föļðéř {folder} çâññöţ bé ûšéð ({why}) ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>{folder} is not a folder</source>
            <comment>SAVE_REASONS/not_a_folder</comment>
            <translation>[{folder} îš ñöţ â föļðéř ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>{path} cannot be used ({why})</source>
            <comment>SAVE_REASONS/unusable</comment>
            <translation>[{path} çâññöţ bé ûšéð ({why}) ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>cannot write in the folder {folder} ({why})</source>
            <comment>SAVE_REASONS/folder_not_writable</comment>
            <translation>[çâññöţ ŵřîţé îñ ţĥé föļðéř {folder} ({why}) ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>{path} is a symbolic link; the lab does not replace links: give the file's own path or a new name</source>
            <comment>SAVE_REASONS/link</comment>
            <translation>[{path} îš â šýmböļîç ļîñķ; ţĥé ļâb ðöéš ñöţ řépļâçé ļîñķš: ĝîvé ţĥé fîļé'š öŵñ pâţĥ öř â ñéŵ ñâmé ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>{path} is a folder; give a file name</source>
            <comment>SAVE_REASONS/is_folder</comment>
            <translation>[{path} îš â föļðéř; ĝîvé â fîļé ñâmé ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>{path} is not a plain file (a pipe, socket or device); give a new name</source>
            <comment>SAVE_REASONS/not_plain</comment>
            <translation>[{path} îš ñöţ â pļâîñ fîļé (â pîpé, šöçķéţ öř ðévîçé); ĝîvé â ñéŵ ñâmé ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>{path} is read-only; the lab does not replace it: give a new name or make it writable</source>
            <comment>SAVE_REASONS/read_only</comment>
            <translation>[{path} îš řéâð-öñļý; ţĥé ļâb ðöéš ñöţ řépļâçé îţ: ĝîvé â ñéŵ ñâmé öř mâķé îţ ŵřîţâbļé ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</translation>
        </message>
        <message>
            <source>too many files named like {name} in {folder}</source>
            <comment>SAVE_REASONS/too_many</comment>
            <translation>[ţöö mâñý fîļéš ñâméð ļîķé {name} îñ {folder} ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>cannot create the folder {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_make_folder</comment>
            <translation>[çâññöţ çřéâţé ţĥé föļðéř {folder} ({why}) ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>cannot write in {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_write_in</comment>
            <translation>[çâññöţ ŵřîţé îñ {folder} ({why}) ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>cannot write {name} in {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_write</comment>
            <translation>[çâññöţ ŵřîţé {name} îñ {folder} ({why}) ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>could not find a free name like {name} in {folder}</source>
            <comment>SAVE_REASONS/no_free_name</comment>
            <translation>[çöûļð ñöţ fîñð â fřéé ñâmé ļîķé {name} îñ {folder} ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>{name} was not saved (stopped before it was finished)</source>
            <comment>SAVE_REASONS/stopped</comment>
            <translation>[{name} ŵâš ñöţ šâvéð (šţöppéð béföřé îţ ŵâš fîñîšĥéð) ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>permission denied</source>
            <comment>SAVE_OS_REASONS/permission</comment>
            <translation>[péřmîššîöñ ðéñîéð ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <comment>SAVE_OS_REASONS/full</comment>
            <translation>[ţĥé ðîšķ îš fûļļ ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <comment>SAVE_OS_REASONS/read_only_disk</comment>
            <translation>[ţĥé ðîšķ îš řéâð-öñļý ōñē ţŵō]</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <comment>SAVE_OS_REASONS/missing</comment>
            <translation>[îţ ðöéš ñöţ éxîšţ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>the name is too long</source>
            <comment>SAVE_OS_REASONS/name_too_long</comment>
            <translation>[ţĥé ñâmé îš ţöö ļöñĝ ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Could not simulate these settings: {reason}</source>
            <comment>STATUS_ERROR</comment>
            <translation>[Çöûļð ñöţ šîmûļâţé ţĥéšé šéţţîñĝš: {reason} ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>The lab's simulator stopped unexpectedly and has been restarted; the figures are worked out again for your settings.</source>
            <comment>STATUS_SIMULATOR_RESTARTED</comment>
            <translation>[Ţĥé ļâb'š šîmûļâţöř šţöppéð ûñéxpéçţéðļý âñð ĥâš bééñ řéšţâřţéð; ţĥé fîĝûřéš âřé ŵöřķéð öûţ âĝâîñ föř ýöûř šéţţîñĝš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</translation>
        </message>
        <message>
            <source>the lab's background worker stopped unexpectedly and has been restarted; run it again to carry on</source>
            <comment>BACKGROUND_WORKER_RESTARTED</comment>
            <translation>[ţĥé ļâb'š bâçķĝřöûñð ŵöřķéř šţöppéð ûñéxpéçţéðļý âñð ĥâš bééñ řéšţâřţéð; řûñ îţ âĝâîñ ţö çâřřý öñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥ]</translation>
        </message>
        <message>
            <source>Everything is back to the published story.</source>
            <comment>STATUS_RESET</comment>
            <translation>[Évéřýţĥîñĝ îš bâçķ ţö ţĥé pûbļîšĥéð šţöřý. ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>This crowd would take too many calls to simulate here. Try fewer agents, more capacity or a slower retry.</source>
            <comment>STATUS_BUDGET</comment>
            <translation>[Ţĥîš çřöŵð ŵöûļð ţâķé ţöö mâñý çâļļš ţö šîmûļâţé ĥéřé. Ţřý féŵéř âĝéñţš, möřé çâpâçîţý öř â šļöŵéř řéţřý. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñ]</translation>
        </message>
        <message>
            <source>something unexpected went wrong inside the lab (the details are in {path}); the lab keeps running</source>
            <comment>UNEXPECTED_REASON</comment>
            <translation>[šöméţĥîñĝ ûñéxpéçţéð ŵéñţ ŵřöñĝ îñšîðé ţĥé ļâb (ţĥé ðéţâîļš âřé îñ {path}); ţĥé ļâb ķéépš řûññîñĝ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>something unexpected went wrong inside the lab; the lab keeps running</source>
            <comment>UNEXPECTED_REASON_NO_LOG</comment>
            <translation>[šöméţĥîñĝ ûñéxpéçţéð ŵéñţ ŵřöñĝ îñšîðé ţĥé ļâb; ţĥé ļâb ķéépš řûññîñĝ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>Keyboard keys</source>
            <comment>HELP_TITLE</comment>
            <translation>[Ķéýböâřð ķéýš ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Alt+1, Alt+2, Alt+3</source>
            <comment>SHORTCUTS/0/0</comment>
            <translation>[Âļţ+1, Âļţ+2, Âļţ+3 ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Choose a retry rule (in a lesson: its three choices)</source>
            <comment>SHORTCUTS/0/1</comment>
            <translation>[Çĥööšé â řéţřý řûļé (îñ â ļéššöñ: îţš ţĥřéé çĥöîçéš) ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message>
            <source>Tab / Shift+Tab</source>
            <comment>SHORTCUTS/1/0</comment>
            <translation>[Ţâb / Šĥîfţ+Ţâb ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Move between controls</source>
            <comment>SHORTCUTS/1/1</comment>
            <translation>[Mövé béţŵééñ çöñţřöļš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Arrow keys, Page Up/Down</source>
            <comment>SHORTCUTS/2/0</comment>
            <translation>[Âřřöŵ ķéýš, Pâĝé Ûp/Ðöŵñ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Change the focused slider</source>
            <comment>SHORTCUTS/2/1</comment>
            <translation>[Çĥâñĝé ţĥé föçûšéð šļîðéř ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Ctrl+Space</source>
            <comment>SHORTCUTS/3/0</comment>
            <translation>[Çţřļ+Špâçé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Play or pause the replay</source>
            <comment>SHORTCUTS/3/1</comment>
            <translation>[Pļâý öř pâûšé ţĥé řépļâý ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Ctrl+.</source>
            <comment>SHORTCUTS/4/0</comment>
            <translation>[Çţřļ+. ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Step the replay forward</source>
            <comment>SHORTCUTS/4/1</comment>
            <translation>[Šţép ţĥé řépļâý föřŵâřð ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Ctrl+1 … Ctrl+4</source>
            <comment>SHORTCUTS/5/0</comment>
            <translation>[Çţřļ+1 … Çţřļ+4 ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Replay speed: 1x, 5x, 20x, instant</source>
            <comment>SHORTCUTS/5/1</comment>
            <translation>[Řépļâý špééð: 1x, 5x, 20x, îñšţâñţ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Ctrl+R</source>
            <comment>SHORTCUTS/6/0</comment>
            <translation>[Çţřļ+Ř ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Reset all (in a lesson: start it again)</source>
            <comment>SHORTCUTS/6/1</comment>
            <translation>[Řéšéţ âļļ (îñ â ļéššöñ: šţâřţ îţ âĝâîñ) ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Ctrl+S</source>
            <comment>SHORTCUTS/7/0</comment>
            <translation>[Çţřļ+Š ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Save a picture of the window</source>
            <comment>SHORTCUTS/7/1</comment>
            <translation>[Šâvé â pîçţûřé öf ţĥé ŵîñðöŵ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Ctrl+E</source>
            <comment>SHORTCUTS/8/0</comment>
            <translation>[Çţřļ+É ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Save the data as CSV</source>
            <comment>SHORTCUTS/8/1</comment>
            <translation>[Šâvé ţĥé ðâţâ âš ÇŠV ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Ctrl+M</source>
            <comment>SHORTCUTS/9/0</comment>
            <translation>[Çţřļ+M ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Time a real tool's answers (Measure API)</source>
            <comment>SHORTCUTS/9/1</comment>
            <translation>[Ţîmé â řéâļ ţööļ'š âñšŵéřš (Méâšûřé ÂPÎ) ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Ctrl+Shift+H</source>
            <comment>SHORTCUTS/10/0</comment>
            <translation>[Çţřļ+Šĥîfţ+Ĥ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Hear the calls: the replay's sound on or off</source>
            <comment>SHORTCUTS/10/1</comment>
            <translation>[Ĥéâř ţĥé çâļļš: ţĥé řépļâý'š šöûñð öñ öř öff ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message>
            <source>F1</source>
            <comment>SHORTCUTS/11/0</comment>
            <translation>[F1 ō]</translation>
        </message>
        <message>
            <source>Show this list</source>
            <comment>SHORTCUTS/11/1</comment>
            <translation>[Šĥöŵ ţĥîš ļîšţ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>F2</source>
            <comment>SHORTCUTS/12/0</comment>
            <translation>[F2 ō]</translation>
        </message>
        <message>
            <source>Describe the whole screen in words (for a screen reader)</source>
            <comment>SHORTCUTS/12/1</comment>
            <translation>[Ðéšçřîbé ţĥé ŵĥöļé šçřééñ îñ ŵöřðš (föř â šçřééñ řéâðéř) ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Arrows, + and -, Home</source>
            <comment>SHORTCUTS/13/0</comment>
            <translation>[Âřřöŵš, + âñð -, Ĥömé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>On a chart with the focus: move along it, zoom in or out, back to the lab's view</source>
            <comment>SHORTCUTS/13/1</comment>
            <translation>[Öñ â çĥâřţ ŵîţĥ ţĥé föçûš: mövé âļöñĝ îţ, žööm îñ öř öûţ, bâçķ ţö ţĥé ļâb'š vîéŵ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</translation>
        </message>
        <message>
            <source>Ctrl+L</source>
            <comment>SHORTCUTS/14/0</comment>
            <translation>[Çţřļ+Ļ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>All lessons (the start screen)</source>
            <comment>SHORTCUTS/14/1</comment>
            <translation>[Âļļ ļéššöñš (ţĥé šţâřţ šçřééñ) ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>F5</source>
            <comment>SHORTCUTS/15/0</comment>
            <translation>[F5 ō]</translation>
        </message>
        <message>
            <source>Lesson: The door (ages 8 to 11)</source>
            <comment>SHORTCUTS/15/1</comment>
            <translation>[Ļéššöñ: Ţĥé ðööř (âĝéš 8 ţö 11) ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>F6</source>
            <comment>SHORTCUTS/16/0</comment>
            <translation>[F6 ō]</translation>
        </message>
        <message>
            <source>Lesson: Ten agents (ages 11 to 15)</source>
            <comment>SHORTCUTS/16/1</comment>
            <translation>[Ļéššöñ: Ţéñ âĝéñţš (âĝéš 11 ţö 15) ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>F7</source>
            <comment>SHORTCUTS/17/0</comment>
            <translation>[F7 ō]</translation>
        </message>
        <message>
            <source>Lesson: Load against waiting (15 and up)</source>
            <comment>SHORTCUTS/17/1</comment>
            <translation>[Ļéššöñ: Ļöâð âĝâîñšţ ŵâîţîñĝ (15 âñð ûp) ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>F8</source>
            <comment>SHORTCUTS/18/0</comment>
            <translation>[F8 ō]</translation>
        </message>
        <message>
            <source>Free play (the whole lab)</source>
            <comment>SHORTCUTS/18/1</comment>
            <translation>[Fřéé pļâý (ţĥé ŵĥöļé ļâb) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>On the start screen: choose a lesson</source>
            <comment>SHORTCUTS/19/1</comment>
            <translation>[Öñ ţĥé šţâřţ šçřééñ: çĥööšé â ļéššöñ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Ctrl+Tab, Ctrl+Shift+Tab</source>
            <comment>SHORTCUTS/20/0</comment>
            <translation>[Çţřļ+Ţâb, Çţřļ+Šĥîfţ+Ţâb ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>In the lab: next or previous view (plots, timeline, crowd, sweep, Brooker)</source>
            <comment>SHORTCUTS/20/1</comment>
            <translation>[Îñ ţĥé ļâb: ñéxţ öř přévîöûš vîéŵ (pļöţš, ţîméļîñé, çřöŵð, šŵéép, Břööķéř) ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</translation>
        </message>
        <message>
            <source>Ctrl++, Ctrl+-, Ctrl+0</source>
            <comment>SHORTCUTS/21/0</comment>
            <translation>[Çţřļ++, Çţřļ+-, Çţřļ+0 ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Bigger, smaller, normal size (projector mode; View menu)</source>
            <comment>SHORTCUTS/21/1</comment>
            <translation>[Bîĝĝéř, šmâļļéř, ñöřmâļ šîžé (přöĵéçţöř möðé; Vîéŵ méñû) ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Alt+Shift+Right, Alt+Shift+Left</source>
            <comment>SHORTCUTS/22/0</comment>
            <translation>[Âļţ+Šĥîfţ+Řîĝĥţ, Âļţ+Šĥîfţ+Ļéfţ ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>In the lab: the plots wider or narrower beside the settings</source>
            <comment>SHORTCUTS/22/1</comment>
            <translation>[Îñ ţĥé ļâb: ţĥé pļöţš ŵîðéř öř ñâřřöŵéř béšîðé ţĥé šéţţîñĝš ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Alt+Shift+Down, Alt+Shift+Up</source>
            <comment>SHORTCUTS/23/0</comment>
            <translation>[Âļţ+Šĥîfţ+Ðöŵñ, Âļţ+Šĥîfţ+Ûp ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>In the lab: the load plot taller or shorter above the histogram</source>
            <comment>SHORTCUTS/23/1</comment>
            <translation>[Îñ ţĥé ļâb: ţĥé ļöâð pļöţ ţâļļéř öř šĥöřţéř âbövé ţĥé ĥîšţöĝřâm ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Space or Enter</source>
            <comment>SHORTCUTS/24/0</comment>
            <translation>[Špâçé öř Éñţéř ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Press the button with the focus</source>
            <comment>SHORTCUTS/24/1</comment>
            <translation>[Přéšš ţĥé bûţţöñ ŵîţĥ ţĥé föçûš ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Ctrl+P</source>
            <comment>SHORTCUTS/25/0</comment>
            <translation>[Çţřļ+P ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Add my point (Load against waiting)</source>
            <comment>SHORTCUTS/25/1</comment>
            <translation>[Âðð mý pöîñţ (Ļöâð âĝâîñšţ ŵâîţîñĝ) ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>wallasey: error: no screen to open the window on ({reason}). On Linux install the Qt libraries (see README, 'On Linux'), or run 'wallasey-sim table' for the results without a window.</source>
            <comment>NO_DISPLAY</comment>
            <translation>[ŵâļļâšéý: éřřöř: ñö šçřééñ ţö öpéñ ţĥé ŵîñðöŵ öñ ({reason}). Öñ Ļîñûx îñšţâļļ ţĥé Qţ ļîbřâřîéš (šéé ŘÉÂÐMÉ, 'Öñ Ļîñûx'), öř řûñ 'ŵâļļâšéý-šîm ţâbļé' föř ţĥé řéšûļţš ŵîţĥöûţ â ŵîñðöŵ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message>
            <source>Saving files is switched off on this screen.</source>
            <comment>EXPORTS_OFF</comment>
            <translation>[Šâvîñĝ fîļéš îš šŵîţçĥéð öff öñ ţĥîš šçřééñ. ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message>
            <source>Staff only</source>
            <comment>STAFF_TITLE</comment>
            <translation>[Šţâff öñļý ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Enter the staff PIN to close the lab.</source>
            <comment>STAFF_PROMPT</comment>
            <translation>[Éñţéř ţĥé šţâff PÎÑ ţö çļöšé ţĥé ļâb. ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>That PIN is not right.</source>
            <comment>STAFF_WRONG</comment>
            <translation>[Ţĥâţ PÎÑ îš ñöţ řîĝĥţ. ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Close the lab</source>
            <comment>STAFF_CLOSE</comment>
            <translation>[Çļöšé ţĥé ļâb ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Back</source>
            <comment>STAFF_CANCEL</comment>
            <translation>[Bâçķ ōñē]</translation>
        </message>
        <message>
            <source>Delete the last digit</source>
            <comment>STAFF_DELETE</comment>
            <translation>[Ðéļéţé ţĥé ļâšţ ðîĝîţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Something went wrong and was written to {path}. The lab keeps running.</source>
            <comment>CRASH_LOGGED</comment>
            <translation>[Šöméţĥîñĝ ŵéñţ ŵřöñĝ âñð ŵâš ŵřîţţéñ ţö {path}. Ţĥé ļâb ķéépš řûññîñĝ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>wallasey: error: the lab is already running in kiosk mode on this computer (lock: {path}).</source>
            <comment>ALREADY_RUNNING</comment>
            <translation>[ŵâļļâšéý: éřřöř: ţĥé ļâb îš âļřéâðý řûññîñĝ îñ ķîöšķ möðé öñ ţĥîš çömpûţéř (ļöçķ: {path}). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>wallasey: kiosk settings written to {path}; the staff PIN is in that file.</source>
            <comment>KIOSK_CONFIG_WRITTEN</comment>
            <translation>[ŵâļļâšéý: ķîöšķ šéţţîñĝš ŵřîţţéñ ţö {path}; ţĥé šţâff PÎÑ îš îñ ţĥâţ fîļé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message>
            <source>wallasey: there is no kiosk settings file at {path}, so the picture has the kiosk's defaults.</source>
            <comment>KIOSK_PREVIEW_DEFAULTS</comment>
            <translation>[ŵâļļâšéý: ţĥéřé îš ñö ķîöšķ šéţţîñĝš fîļé âţ {path}, šö ţĥé pîçţûřé ĥâš ţĥé ķîöšķ'š ðéfâûļţš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <comment>LESSONS_MENU</comment>
            <translation>[&amp;Ļéššöñš ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <comment>VIEW_MENU</comment>
            <translation>[&amp;Vîéŵ ōñē ţ]</translation>
        </message>
        <message>
            <source>Bigger (projector)</source>
            <comment>SCALE_LABELS/bigger</comment>
            <translation>[Bîĝĝéř (přöĵéçţöř) ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Make text, plots and controls bigger, for a projector or the back of the room.</source>
            <comment>SCALE_LABELS/bigger_tip</comment>
            <translation>[Mâķé ţéxţ, pļöţš âñð çöñţřöļš bîĝĝéř, föř â přöĵéçţöř öř ţĥé bâçķ öf ţĥé řööm. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>Smaller</source>
            <comment>SCALE_LABELS/smaller</comment>
            <translation>[Šmâļļéř ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Normal size</source>
            <comment>SCALE_LABELS/normal</comment>
            <translation>[Ñöřmâļ šîžé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <comment>SCALE_LABELS/size</comment>
            <translation>[{percent}% ō]</translation>
        </message>
        <message>
            <source>{percent}% (too big for this {screen} screen)</source>
            <comment>SCALE_LABELS/too_big</comment>
            <translation>[{percent}% (ţöö bîĝ föř ţĥîš {screen} šçřééñ) ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Bigger (projector): {percent}% is the largest for this {screen} screen</source>
            <comment>SCALE_LABELS/bigger_full</comment>
            <translation>[Bîĝĝéř (přöĵéçţöř): {percent}% îš ţĥé ļâřĝéšţ föř ţĥîš {screen} šçřééñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message>
            <source>Hear the calls</source>
            <comment>SOUND_LABELS/sound</comment>
            <translation>[Ĥéâř ţĥé çâļļš ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Hear the replay as it plays: each answered call rings a high note, each refused call buzzes low, so a herd sounds like bursts and silences and jitter like a steady stream.</source>
            <comment>SOUND_LABELS/sound_tip</comment>
            <translation>[Ĥéâř ţĥé řépļâý âš îţ pļâýš: éâçĥ âñšŵéřéð çâļļ řîñĝš â ĥîĝĥ ñöţé, éâçĥ řéfûšéð çâļļ bûžžéš ļöŵ, šö â ĥéřð šöûñðš ļîķé bûřšţš âñð šîļéñçéš âñð ĵîţţéř ļîķé â šţéâðý šţřéâm. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>Sound volume</source>
            <comment>SOUND_LABELS/volume</comment>
            <translation>[Šöûñð vöļûmé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Quiet</source>
            <comment>SOUND_LABELS/quiet</comment>
            <translation>[Qûîéţ ōñē ţ]</translation>
        </message>
        <message>
            <source>Medium</source>
            <comment>SOUND_LABELS/medium</comment>
            <translation>[Méðîûm ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Loud</source>
            <comment>SOUND_LABELS/loud</comment>
            <translation>[Ļöûð ōñē]</translation>
        </message>
        <message>
            <source>Sound on: answered calls ring high, refused calls buzz low. Press Play to hear the replay.</source>
            <comment>SOUND_LABELS/on</comment>
            <translation>[Šöûñð öñ: âñšŵéřéð çâļļš řîñĝ ĥîĝĥ, řéfûšéð çâļļš bûžž ļöŵ. Přéšš Pļâý ţö ĥéâř ţĥé řépļâý. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>Sound off.</source>
            <comment>SOUND_LABELS/off</comment>
            <translation>[Šöûñð öff. ōñē ţŵō]</translation>
        </message>
        <message>
            <source>No sound device was found on this computer, so the lab stays silent.</source>
            <comment>SOUND_LABELS/none</comment>
            <translation>[Ñö šöûñð ðévîçé ŵâš föûñð öñ ţĥîš çömpûţéř, šö ţĥé ļâb šţâýš šîļéñţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message>
            <source>Sound on</source>
            <comment>SOUND_LABELS/indicator</comment>
            <translation>[Šöûñð öñ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>The replay is heard as it plays (View &gt; Hear the calls turns it off).</source>
            <comment>SOUND_LABELS/indicator_tip</comment>
            <translation>[Ţĥé řépļâý îš ĥéâřð âš îţ pļâýš (Vîéŵ &gt; Ĥéâř ţĥé çâļļš ţûřñš îţ öff). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>This exhibit has sound</source>
            <comment>SOUND_LABELS/exhibit</comment>
            <translation>[Ţĥîš éxĥîbîţ ĥâš šöûñð ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Press Play: answered calls ring high, refused calls buzz low.</source>
            <comment>SOUND_LABELS/exhibit_tip</comment>
            <translation>[Přéšš Pļâý: âñšŵéřéð çâļļš řîñĝ ĥîĝĥ, řéfûšéð çâļļš bûžž ļöŵ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>High contrast (projector colours)</source>
            <comment>PROFILE_LABELS/choice</comment>
            <translation>[Ĥîĝĥ çöñţřâšţ (přöĵéçţöř çöļöûřš) ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Stronger colours and thicker lines, for a washed-out projector or low vision.</source>
            <comment>PROFILE_LABELS/tip</comment>
            <translation>[Šţřöñĝéř çöļöûřš âñð ţĥîçķéř ļîñéš, föř â ŵâšĥéð-öûţ přöĵéçţöř öř ļöŵ vîšîöñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>Teachers' notes</source>
            <comment>LESSONS_NOTES</comment>
            <translation>[Ţéâçĥéřš' ñöţéš ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Each lesson's questions with the model's answers, in a window beside the lab.</source>
            <comment>LESSONS_NOTES_TIP</comment>
            <translation>[Éâçĥ ļéššöñ'š qûéšţîöñš ŵîţĥ ţĥé möðéļ'š âñšŵéřš, îñ â ŵîñðöŵ béšîðé ţĥé ļâb. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>Worksheet for this lesson (PDF)</source>
            <comment>LESSONS_WORKSHEET</comment>
            <translation>[Ŵöřķšĥééţ föř ţĥîš ļéššöñ (PÐF) ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Teacher's worksheet with answers (PDF)</source>
            <comment>LESSONS_WORKSHEET_ANSWERS</comment>
            <translation>[Ţéâçĥéř'š ŵöřķšĥééţ ŵîţĥ âñšŵéřš (PÐF) ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>One page with the lesson's questions and a picture of your run. You choose where to save it (Save as opens in Documents).</source>
            <comment>LESSONS_WORKSHEET_TIP</comment>
            <translation>[Öñé pâĝé ŵîţĥ ţĥé ļéššöñ'š qûéšţîöñš âñð â pîçţûřé öf ýöûř řûñ. Ýöû çĥööšé ŵĥéřé ţö šâvé îţ (Šâvé âš öpéñš îñ Ðöçûméñţš). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţē]</translation>
        </message>
        <message>
            <source>Open a lesson first: free play and the start screen have no worksheet.</source>
            <comment>LESSONS_WORKSHEET_NONE</comment>
            <translation>[Öpéñ â ļéššöñ fîřšţ: fřéé pļâý âñð ţĥé šţâřţ šçřééñ ĥâvé ñö ŵöřķšĥééţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>{item}: open a lesson first</source>
            <comment>LESSONS_WORKSHEET_FIRST</comment>
            <translation>[{item}: öpéñ â ļéššöñ fîřšţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Teachers' notes: the three lessons</source>
            <comment>NOTES_TITLE</comment>
            <translation>[Ţéâçĥéřš' ñöţéš: ţĥé ţĥřéé ļéššöñš ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>NOTES_CLOSE</comment>
            <translation>[Çļöšé ōñē ţ]</translation>
        </message>
        <message>
            <source>For the technician</source>
            <comment>NOTES_TECHNICIAN</comment>
            <translation>[Föř ţĥé ţéçĥñîçîâñ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Go to this part of the notes.</source>
            <comment>NOTES_PART_TIP</comment>
            <translation>[Ĝö ţö ţĥîš pâřţ öf ţĥé ñöţéš. ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>The teachers' notes are not in this copy of the lab: {reason}</source>
            <comment>NOTES_MISSING</comment>
            <translation>[Ţĥé ţéâçĥéřš' ñöţéš âřé ñöţ îñ ţĥîš çöpý öf ţĥé ļâb: {reason} ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message>
            <source>These teachers' notes are in English: they have not been translated into this language yet.</source>
            <comment>NOTES_IN_ENGLISH</comment>
            <translation>[Ţĥéšé ţéâçĥéřš' ñöţéš âřé îñ Éñĝļîšĥ: ţĥéý ĥâvé ñöţ bééñ ţřâñšļâţéð îñţö ţĥîš ļâñĝûâĝé ýéţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>{asked}% does not fit this {screen} screen: the lab stays at {kept}%, the largest that fits.</source>
            <comment>SCALE_TOO_BIG</comment>
            <translation>[{asked}% ðöéš ñöţ fîţ ţĥîš {screen} šçřééñ: ţĥé ļâb šţâýš âţ {kept}%, ţĥé ļâřĝéšţ ţĥâţ fîţš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>All lessons (start screen)</source>
            <comment>LESSON_ACTIONS/start</comment>
            <translation>[Âļļ ļéššöñš (šţâřţ šçřééñ) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>The door (ages 8 to 11)</source>
            <comment>LESSON_ACTIONS/door</comment>
            <translation>[Ţĥé ðööř (âĝéš 8 ţö 11) ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Ten agents (ages 11 to 15)</source>
            <comment>LESSON_ACTIONS/ten-agents</comment>
            <translation>[Ţéñ âĝéñţš (âĝéš 11 ţö 15) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Load against waiting (15 and up)</source>
            <comment>LESSON_ACTIONS/load-vs-waiting</comment>
            <translation>[Ļöâð âĝâîñšţ ŵâîţîñĝ (15 âñð ûp) ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Free play (the whole lab)</source>
            <comment>LESSON_ACTIONS/free-play</comment>
            <translation>[Fřéé pļâý (ţĥé ŵĥöļé ļâb) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>LESSON_CARDS/door/0</comment>
            <translation>[Ţĥé ðööř ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Ages 8 to 11 · about 10 minutes</source>
            <comment>LESSON_CARDS/door/1</comment>
            <translation>[Âĝéš 8 ţö 11 · âböûţ 10 mîñûţéš ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>A crowd of friends at a door that lets only 3 in each second. How should they try again?</source>
            <comment>LESSON_CARDS/door/2</comment>
            <translation>[Â çřöŵð öf fřîéñðš âţ â ðööř ţĥâţ ļéţš öñļý 3 îñ éâçĥ šéçöñð. Ĥöŵ šĥöûļð ţĥéý ţřý âĝâîñ? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>LESSON_CARDS/ten-agents/0</comment>
            <translation>[Ţéñ âĝéñţš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Ages 11 to 15 · about 10 minutes</source>
            <comment>LESSON_CARDS/ten-agents/1</comment>
            <translation>[Âĝéš 11 ţö 15 · âböûţ 10 mîñûţéš ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Predict, then count: ten agents, a slow tool and three ways of trying again.</source>
            <comment>LESSON_CARDS/ten-agents/2</comment>
            <translation>[Přéðîçţ, ţĥéñ çöûñţ: ţéñ âĝéñţš, â šļöŵ ţööļ âñð ţĥřéé ŵâýš öf ţřýîñĝ âĝâîñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</translation>
        </message>
        <message>
            <source>Load against waiting</source>
            <comment>LESSON_CARDS/load-vs-waiting/0</comment>
            <translation>[Ļöâð âĝâîñšţ ŵâîţîñĝ ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Ages 15 and up · about 10 minutes</source>
            <comment>LESSON_CARDS/load-vs-waiting/1</comment>
            <translation>[Âĝéš 15 âñð ûp · âböûţ 10 mîñûţéš ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>All 200 agents. Trade the calls a rule sends against how long agents wait.</source>
            <comment>LESSON_CARDS/load-vs-waiting/2</comment>
            <translation>[Âļļ 200 âĝéñţš. Ţřâðé ţĥé çâļļš â řûļé šéñðš âĝâîñšţ ĥöŵ ļöñĝ âĝéñţš ŵâîţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</translation>
        </message>
        <message>
            <source>Free play</source>
            <comment>LESSON_CARDS/free-play/0</comment>
            <translation>[Fřéé pļâý ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Any age</source>
            <comment>LESSON_CARDS/free-play/1</comment>
            <translation>[Âñý âĝé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>The whole lab: every setting, the live plots, the timeline and the crowd.</source>
            <comment>LESSON_CARDS/free-play/2</comment>
            <translation>[Ţĥé ŵĥöļé ļâb: évéřý šéţţîñĝ, ţĥé ļîvé pļöţš, ţĥé ţîméļîñé âñð ţĥé çřöŵð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>Keys: {n} or {key}</source>
            <comment>LESSON_CARD_KEY</comment>
            <translation>[Ķéýš: {n} öř {key} ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Lots of agents all need an answer from one busy tool at the same moment. When the tool says no, how should they try again? Choose a lesson.</source>
            <comment>START_INTRO</comment>
            <translation>[Ļöţš öf âĝéñţš âļļ ñééð âñ âñšŵéř fřöm öñé bûšý ţööļ âţ ţĥé šâmé möméñţ. Ŵĥéñ ţĥé ţööļ šâýš ñö, ĥöŵ šĥöûļð ţĥéý ţřý âĝâîñ? Çĥööšé â ļéššöñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Each lesson starts ready to use. Press F1 for the keys; Ctrl+L comes back here from anywhere.</source>
            <comment>START_FOOTER</comment>
            <translation>[Éâçĥ ļéššöñ šţâřţš řéâðý ţö ûšé. Přéšš F1 föř ţĥé ķéýš; Çţřļ+Ļ çöméš bâçķ ĥéřé fřöm âñýŵĥéřé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēī]</translation>
        </message>
        <message>
            <source>Language</source>
            <comment>LANGUAGE_CHOOSER</comment>
            <translation>[Ļâñĝûâĝé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Show the lab's words in another language.</source>
            <comment>LANGUAGE_CHOOSER_TIP</comment>
            <translation>[Šĥöŵ ţĥé ļâb'š ŵöřðš îñ âñöţĥéř ļâñĝûâĝé. ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Changing to {language}…</source>
            <comment>LANGUAGE_CHANGING</comment>
            <translation>[Çĥâñĝîñĝ ţö {language}… ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Words in English by the Wallasey Retry Lab team.</source>
            <comment>TRANSLATION_CREDIT</comment>
            <translation>[Ŵöřðš îñ Éñĝļîšĥ bý ţĥé Ŵâļļâšéý Řéţřý Ļâb ţéâm. ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>◀ All lessons</source>
            <comment>LESSONS_BACK</comment>
            <translation>[◀ Âļļ ļéššöñš ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Go back to the start screen to choose another lesson (Ctrl+L).</source>
            <comment>LESSONS_BACK_TIP</comment>
            <translation>[Ĝö bâçķ ţö ţĥé šţâřţ šçřééñ ţö çĥööšé âñöţĥéř ļéššöñ (Çţřļ+Ļ). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>What to notice</source>
            <comment>NOTICE_TITLE</comment>
            <translation>[Ŵĥâţ ţö ñöţîçé ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Try this</source>
            <comment>TRY_TITLE</comment>
            <translation>[Ţřý ţĥîš ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Back to “{title}”</source>
            <comment>NOTICE_BACK</comment>
            <translation>[Bâçķ ţö “{title}” ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Try all of them first ({done} of {total} done). Then talk about what you saw.</source>
            <comment>NOTICE_ASK_ALL</comment>
            <translation>[Ţřý âļļ öf ţĥém fîřšţ ({done} öf {total} ðöñé). Ţĥéñ ţâļķ âböûţ ŵĥâţ ýöû šâŵ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>You have tried them all. What did you see? Talk about it, then open this.</source>
            <comment>NOTICE_READY</comment>
            <translation>[Ýöû ĥâvé ţřîéð ţĥém âļļ. Ŵĥâţ ðîð ýöû šéé? Ţâļķ âböûţ îţ, ţĥéñ öpéñ ţĥîš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>What did you see?</source>
            <comment>NOTICE_OPEN</comment>
            <translation>[Ŵĥâţ ðîð ýöû šéé? ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Open 'What to notice' once the class has said what it saw.</source>
            <comment>NOTICE_OPEN_TIP</comment>
            <translation>[Öpéñ 'Ŵĥâţ ţö ñöţîçé' öñçé ţĥé çļâšš ĥâš šâîð ŵĥâţ îţ šâŵ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>Teacher: open it now</source>
            <comment>NOTICE_EARLY</comment>
            <translation>[Ţéâçĥéř: öpéñ îţ ñöŵ ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Open 'What to notice' before the class has tried every choice.</source>
            <comment>NOTICE_EARLY_TIP</comment>
            <translation>[Öpéñ 'Ŵĥâţ ţö ñöţîçé' béföřé ţĥé çļâšš ĥâš ţřîéð évéřý çĥöîçé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Shows the answers: press again</source>
            <comment>NOTICE_EARLY_SURE</comment>
            <translation>[Šĥöŵš ţĥé âñšŵéřš: přéšš âĝâîñ ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>DOOR_TITLE</comment>
            <translation>[Ţĥé ðööř ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>ages 8 to 11</source>
            <comment>DOOR_AGES</comment>
            <translation>[âĝéš 8 ţö 11 ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>A crowd of friends all want to get through a door at the same moment. The door lets only {capacity} in each second; anyone else bounces off and has to try again.</source>
            <comment>DOOR_BLURB</comment>
            <translation>[Â çřöŵð öf fřîéñðš âļļ ŵâñţ ţö ĝéţ ţĥřöûĝĥ â ðööř âţ ţĥé šâmé möméñţ. Ţĥé ðööř ļéţš öñļý {capacity} îñ éâçĥ šéçöñð; âñýöñé éļšé böûñçéš öff âñð ĥâš ţö ţřý âĝâîñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>When the door says no, they…</source>
            <comment>DOOR_CHOICE</comment>
            <translation>[Ŵĥéñ ţĥé ðööř šâýš ñö, ţĥéý… ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Knock again straight away</source>
            <comment>DOOR_RULES/immediate</comment>
            <translation>[Ķñöçķ âĝâîñ šţřâîĝĥţ âŵâý ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>DOOR_RULES/exponential</comment>
            <translation>[Ŵâîţ ļöñĝéř éâçĥ ţîmé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>DOOR_RULES/full-jitter</comment>
            <translation>[Ŵâîţ â řâñðöm ţîmé ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Knock again</source>
            <comment>DOOR_RULES_SHORT/immediate</comment>
            <translation>[Ķñöçķ âĝâîñ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Wait longer</source>
            <comment>DOOR_RULES_SHORT/exponential</comment>
            <translation>[Ŵâîţ ļöñĝéř ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Random wait</source>
            <comment>DOOR_RULES_SHORT/full-jitter</comment>
            <translation>[Řâñðöm ŵâîţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Every friend who bounces off knocks on the door again at once.</source>
            <comment>DOOR_RULE_TIPS/immediate</comment>
            <translation>[Évéřý fřîéñð ŵĥö böûñçéš öff ķñöçķš öñ ţĥé ðööř âĝâîñ âţ öñçé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Every friend who bounces off waits, and waits twice as long after each bounce.</source>
            <comment>DOOR_RULE_TIPS/exponential</comment>
            <translation>[Évéřý fřîéñð ŵĥö böûñçéš öff ŵâîţš, âñð ŵâîţš ţŵîçé âš ļöñĝ âfţéř éâçĥ böûñçé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>Every friend who bounces off waits a random time before trying again.</source>
            <comment>DOOR_RULE_TIPS/full-jitter</comment>
            <translation>[Évéřý fřîéñð ŵĥö böûñçéš öff ŵâîţš â řâñðöm ţîmé béföřé ţřýîñĝ âĝâîñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>Watch the crowd try the door. Press it once more to pause.</source>
            <comment>DOOR_PLAY_TIP</comment>
            <translation>[Ŵâţçĥ ţĥé çřöŵð ţřý ţĥé ðööř. Přéšš îţ öñçé möřé ţö pâûšé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>Again</source>
            <comment>DOOR_AGAIN</comment>
            <translation>[Âĝâîñ ōñē ţ]</translation>
        </message>
        <message>
            <source>Watch this choice again from the start. With a random wait, the friends get new random waits; the other two choices are the same every time.</source>
            <comment>DOOR_AGAIN_TIP</comment>
            <translation>[Ŵâţçĥ ţĥîš çĥöîçé âĝâîñ fřöm ţĥé šţâřţ. Ŵîţĥ â řâñðöm ŵâîţ, ţĥé fřîéñðš ĝéţ ñéŵ řâñðöm ŵâîţš; ţĥé öţĥéř ţŵö çĥöîçéš âřé ţĥé šâmé évéřý ţîmé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>New random waits this time, so the picture is different. Watch: do the friends still come back one by one?</source>
            <comment>DOOR_AGAIN_NEW</comment>
            <translation>[Ñéŵ řâñðöm ŵâîţš ţĥîš ţîmé, šö ţĥé pîçţûřé îš ðîfféřéñţ. Ŵâţçĥ: ðö ţĥé fřîéñðš šţîļļ çömé bâçķ öñé bý öñé? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñ]</translation>
        </message>
        <message>
            <source>The same again: nothing in this choice is random, so it happens the same way every time.</source>
            <comment>DOOR_AGAIN_SAME</comment>
            <translation>[Ţĥé šâmé âĝâîñ: ñöţĥîñĝ îñ ţĥîš çĥöîçé îš řâñðöm, šö îţ ĥâppéñš ţĥé šâmé ŵâý évéřý ţîmé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>{text} friends is too many: type a number from {allowed}.</source>
            <comment>DOOR_TYPED_TOO_MANY</comment>
            <translation>[{text} fřîéñðš îš ţöö mâñý: ţýpé â ñûmbéř fřöm {allowed}. ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>{text} friends is too few: type a number from {allowed}.</source>
            <comment>DOOR_TYPED_TOO_FEW</comment>
            <translation>[{text} fřîéñðš îš ţöö féŵ: ţýpé â ñûmbéř fřöm {allowed}. ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>To the end</source>
            <comment>DOOR_SKIP</comment>
            <translation>[Ţö ţĥé éñð ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Jump to the end of this replay. Only a replay you watch to the end counts as watched.</source>
            <comment>DOOR_SKIP_TIP</comment>
            <translation>[Ĵûmp ţö ţĥé éñð öf ţĥîš řépļâý. Öñļý â řépļâý ýöû ŵâţçĥ ţö ţĥé éñð çöûñţš âš ŵâţçĥéð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>You jumped to the end: press Play to watch it.</source>
            <comment>DOOR_SKIPPED</comment>
            <translation>[Ýöû ĵûmpéð ţö ţĥé éñð: přéšš Pļâý ţö ŵâţçĥ îţ. ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message>
            <source>How fast the replay runs. 1x is real time: one second of the story takes one second. 2x is twice as fast, 4x four times as fast.</source>
            <comment>DOOR_SPEED_TIP</comment>
            <translation>[Ĥöŵ fâšţ ţĥé řépļâý řûñš. 1x îš řéâļ ţîmé: öñé šéçöñð öf ţĥé šţöřý ţâķéš öñé šéçöñð. 2x îš ţŵîçé âš fâšţ, 4x föûř ţîméš âš fâšţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ō]</translation>
        </message>
        <message>
            <source>Replay speed: {speeds}</source>
            <comment>KEYS_DOOR_SPEEDS</comment>
            <translation>[Řépļâý špééð: {speeds} ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Time: {now:.0f} s</source>
            <comment>DOOR_CLOCK</comment>
            <translation>[Ţîmé: {now:.0f} š ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Time</source>
            <comment>DOOR_CLOCK_NAME</comment>
            <translation>[Ţîmé ōñē]</translation>
        </message>
        <message>
            <source>{now:.0f} seconds</source>
            <comment>DOOR_CLOCK_VALUE</comment>
            <translation>[{now:.0f} šéçöñðš ōñē ţŵō ţ]</translation>
        </message>
        <message numerus="yes">
            <source>{n} friends are ready. Press Play, or choose what they do.</source>
            <comment>DOOR_READY</comment>
            <extracomment>English for one: {n} friend is ready. Press Play, or choose what they do.</extracomment>
            <translation>
                <numerusform>[{n} fřîéñð îš řéâðý. Přéšš Pļâý, öř çĥööšé ŵĥâţ ţĥéý ðö. ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</numerusform>
                <numerusform>[{n} fřîéñðš âřé řéâðý. Přéšš Pļâý, öř çĥööšé ŵĥâţ ţĥéý ðö. ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Everyone was done after {n:.0f} seconds.</source>
            <comment>DOOR_DONE</comment>
            <extracomment>English for one: Everyone was done after {n:.0f} second.</extracomment>
            <translation>
                <numerusform>[Évéřýöñé ŵâš ðöñé âfţéř {n:.0f} šéçöñð. ōñē ţŵō ţĥŕē]</numerusform>
                <numerusform>[Évéřýöñé ŵâš ðöñé âfţéř {n:.0f} šéçöñðš. ōñē ţŵō ţĥŕē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It took {n:,} knocks, and the door turned {refused:,} of them away.</source>
            <comment>DOOR_DONE_KNOCKS</comment>
            <extracomment>English for one: It took {n:,} knock, and the door turned {refused:,} of them away.</extracomment>
            <translation>
                <numerusform>[Îţ ţööķ {n:,} ķñöçķ, âñð ţĥé ðööř ţûřñéð {refused:,} öf ţĥém âŵâý. ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
                <numerusform>[Îţ ţööķ {n:,} ķñöçķš, âñð ţĥé ðööř ţûřñéð {refused:,} öf ţĥém âŵâý. ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It hammered the door: {refused:,} of the {n:,} knocks bounced off, as the door was crowded with knocks all the time.</source>
            <comment>DOOR_DONE_KNOCKS_AT_ONCE</comment>
            <extracomment>English for one: It hammered the door: {refused:,} of the {n:,} knock bounced off, as the door was crowded with knocks all the time.</extracomment>
            <translation>
                <numerusform>[Îţ ĥâmméřéð ţĥé ðööř: {refused:,} öf ţĥé {n:,} ķñöçķ böûñçéð öff, âš ţĥé ðööř ŵâš çřöŵðéð ŵîţĥ ķñöçķš âļļ ţĥé ţîmé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</numerusform>
                <numerusform>[Îţ ĥâmméřéð ţĥé ðööř: {refused:,} öf ţĥé {n:,} ķñöçķš böûñçéð öff, âš ţĥé ðööř ŵâš çřöŵðéð ŵîţĥ ķñöçķš âļļ ţĥé ţîmé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</numerusform>
            </translation>
        </message>
        <message>
            <source>“{rule}” was done first, but it knocked far more than “{gentle}”: every knock is work for the door.</source>
            <comment>DOOR_SOONEST_BUT_HARD</comment>
            <translation>[“{rule}” ŵâš ðöñé fîřšţ, bûţ îţ ķñöçķéð fâř möřé ţĥâñ “{gentle}”: évéřý ķñöçķ îš ŵöřķ föř ţĥé ðööř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>{value:.0f} s</source>
            <comment>DOOR_SECONDS</comment>
            <translation>[{value:.0f} š ō]</translation>
        </message>
        <message>
            <source>While nobody knocks, the replay goes {times} times faster: the clock shows how long they really wait.</source>
            <comment>DOOR_QUICK_WAITS</comment>
            <translation>[Ŵĥîļé ñöböðý ķñöçķš, ţĥé řépļâý ĝöéš {times} ţîméš fâšţéř: ţĥé çļöçķ šĥöŵš ĥöŵ ļöñĝ ţĥéý řéâļļý ŵâîţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝ]</translation>
        </message>
        <message>
            <source>Watch the door: it is never free, and almost every knock bounces off.</source>
            <comment>DOOR_WATCH/immediate</comment>
            <translation>[Ŵâţçĥ ţĥé ðööř: îţ îš ñévéř fřéé, âñð âļmöšţ évéřý ķñöçķ böûñçéš öff. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>Watch: each time, everyone waits twice as long, all the same wait, so they come back together and bounce off again.</source>
            <comment>DOOR_WATCH/exponential</comment>
            <translation>[Ŵâţçĥ: éâçĥ ţîmé, évéřýöñé ŵâîţš ţŵîçé âš ļöñĝ, âļļ ţĥé šâmé ŵâîţ, šö ţĥéý çömé bâçķ ţöĝéţĥéř âñð böûñçé öff âĝâîñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</translation>
        </message>
        <message>
            <source>Watch: each friend waits a different time, so they come back one by one.</source>
            <comment>DOOR_WATCH/full-jitter</comment>
            <translation>[Ŵâţçĥ: éâçĥ fřîéñð ŵâîţš â ðîfféřéñţ ţîmé, šö ţĥéý çömé bâçķ öñé bý öñé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message numerus="yes">
            <source>What happened each time, with {n} friends</source>
            <comment>DOOR_BOARD_TITLE</comment>
            <extracomment>English for one: What happened each time, with {n} friend</extracomment>
            <translation>
                <numerusform>[Ŵĥâţ ĥâppéñéð éâçĥ ţîmé, ŵîţĥ {n} fřîéñð ōñē ţŵō ţĥŕēē]</numerusform>
                <numerusform>[Ŵĥâţ ĥâppéñéð éâçĥ ţîmé, ŵîţĥ {n} fřîéñðš ōñē ţŵō ţĥŕēē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your board for {n} friends is kept: move the slider back to {n} to see it.</source>
            <comment>DOOR_BOARD_KEPT</comment>
            <extracomment>English for one: Your board for {n} friend is kept: move the slider back to {n} to see it.</extracomment>
            <translation>
                <numerusform>[Ýöûř böâřð föř {n} fřîéñð îš ķépţ: mövé ţĥé šļîðéř bâçķ ţö {n} ţö šéé îţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</numerusform>
                <numerusform>[Ýöûř böâřð föř {n} fřîéñðš îš ķépţ: mövé ţĥé šļîðéř bâçķ ţö {n} ţö šéé îţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</numerusform>
            </translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>DOOR_BOARD_HEADINGS/0</comment>
            <translation>[Ķñöçķš ōñē ţŵ]</translation>
        </message>
        <message>
            <source>All done after</source>
            <comment>DOOR_BOARD_HEADINGS/1</comment>
            <translation>[Âļļ ðöñé âfţéř ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Filled in when you watch a choice to the end, so you can compare them.</source>
            <comment>DOOR_BOARD_TIP</comment>
            <translation>[Fîļļéð îñ ŵĥéñ ýöû ŵâţçĥ â çĥöîçé ţö ţĥé éñð, šö ýöû çâñ çömpâřé ţĥém. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>Knocks and all done after, as bars</source>
            <comment>DOOR_RACE_TITLE</comment>
            <translation>[Ķñöçķš âñð âļļ ðöñé âfţéř, âš bâřš ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Two bars for each choice: how many knocks the door got, and how long until everyone was done. The shorter the bar, the fewer the knocks or the sooner they were all done.</source>
            <comment>DOOR_RACE_TIP</comment>
            <translation>[Ţŵö bâřš föř éâçĥ çĥöîçé: ĥöŵ mâñý ķñöçķš ţĥé ðööř ĝöţ, âñð ĥöŵ ļöñĝ ûñţîļ évéřýöñé ŵâš ðöñé. Ţĥé šĥöřţéř ţĥé bâř, ţĥé féŵéř ţĥé ķñöçķš öř ţĥé šööñéř ţĥéý ŵéřé âļļ ðöñé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Count the knocks first.&lt;/b&gt; “{most}” hammered the door with {n:,} knocks, about {times} times as many as “{least}” ({fewest:,}).</source>
            <comment>DOOR_REVEAL_LEAD</comment>
            <extracomment>English for one: &lt;b&gt;Count the knocks first.&lt;/b&gt; “{most}” hammered the door with {n:,} knock, about {times} times as many as “{least}” ({fewest:,}).</extracomment>
            <translation>
                <numerusform>[&lt;b&gt;Çöûñţ ţĥé ķñöçķš fîřšţ.&lt;/b&gt; “{most}” ĥâmméřéð ţĥé ðööř ŵîţĥ {n:,} ķñöçķ, âböûţ {times} ţîméš âš mâñý âš “{least}” ({fewest:,}). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</numerusform>
                <numerusform>[&lt;b&gt;Çöûñţ ţĥé ķñöçķš fîřšţ.&lt;/b&gt; “{most}” ĥâmméřéð ţĥé ðööř ŵîţĥ {n:,} ķñöçķš, âböûţ {times} ţîméš âš mâñý âš “{least}” ({fewest:,}). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Count the knocks first.&lt;/b&gt; All three knocked about as often: from {fewest:,} to {n:,} knocks.</source>
            <comment>DOOR_REVEAL_LEAD_SAME</comment>
            <extracomment>English for one: &lt;b&gt;Count the knocks first.&lt;/b&gt; All three knocked about as often: from {fewest:,} to {n:,} knock.</extracomment>
            <translation>
                <numerusform>[&lt;b&gt;Çöûñţ ţĥé ķñöçķš fîřšţ.&lt;/b&gt; Âļļ ţĥřéé ķñöçķéð âböûţ âš öfţéñ: fřöm {fewest:,} ţö {n:,} ķñöçķ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</numerusform>
                <numerusform>[&lt;b&gt;Çöûñţ ţĥé ķñöçķš fîřšţ.&lt;/b&gt; Âļļ ţĥřéé ķñöçķéð âböûţ âš öfţéñ: fřöm {fewest:,} ţö {n:,} ķñöçķš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; quick for the friends (all done after {done:.0f} s), but it hammered the door: {n:,} knocks.</source>
            <comment>DOOR_REVEAL_HARD_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; quick for the friends (all done after {done:.0f} s), but it hammered the door: {n:,} knock.</extracomment>
            <translation>
                <numerusform>[&lt;b&gt;{rule}:&lt;/b&gt; qûîçķ föř ţĥé fřîéñðš (âļļ ðöñé âfţéř {done:.0f} š), bûţ îţ ĥâmméřéð ţĥé ðööř: {n:,} ķñöçķ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</numerusform>
                <numerusform>[&lt;b&gt;{rule}:&lt;/b&gt; qûîçķ föř ţĥé fřîéñðš (âļļ ðöñé âfţéř {done:.0f} š), bûţ îţ ĥâmméřéð ţĥé ðööř: {n:,} ķñöçķš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; gentle on the door ({n:,} knocks), but slow: all done only after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_GENTLE_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; gentle on the door ({n:,} knock), but slow: all done only after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>[&lt;b&gt;{rule}:&lt;/b&gt; ĝéñţļé öñ ţĥé ðööř ({n:,} ķñöçķ), bûţ šļöŵ: âļļ ðöñé öñļý âfţéř {done:.0f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</numerusform>
                <numerusform>[&lt;b&gt;{rule}:&lt;/b&gt; ĝéñţļé öñ ţĥé ðööř ({n:,} ķñöçķš), bûţ šļöŵ: âļļ ðöñé öñļý âfţéř {done:.0f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; gentle and quick: {n:,} knocks, and all done after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_GENTLE_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; gentle and quick: {n:,} knock, and all done after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>[&lt;b&gt;{rule}:&lt;/b&gt; ĝéñţļé âñð qûîçķ: {n:,} ķñöçķ, âñð âļļ ðöñé âfţéř {done:.0f} š. ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
                <numerusform>[&lt;b&gt;{rule}:&lt;/b&gt; ĝéñţļé âñð qûîçķ: {n:,} ķñöçķš, âñð âļļ ðöñé âfţéř {done:.0f} š. ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; hard on the door and slow: {n:,} knocks, and all done only after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_HARD_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; hard on the door and slow: {n:,} knock, and all done only after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>[&lt;b&gt;{rule}:&lt;/b&gt; ĥâřð öñ ţĥé ðööř âñð šļöŵ: {n:,} ķñöçķ, âñð âļļ ðöñé öñļý âfţéř {done:.0f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</numerusform>
                <numerusform>[&lt;b&gt;{rule}:&lt;/b&gt; ĥâřð öñ ţĥé ðööř âñð šļöŵ: {n:,} ķñöçķš, âñð âļļ ðöñé öñļý âfţéř {done:.0f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</numerusform>
            </translation>
        </message>
        <message>
            <source>Everyone knocks again at once, so the door is always crowded.</source>
            <comment>DOOR_REVEAL_WHY/immediate</comment>
            <translation>[Évéřýöñé ķñöçķš âĝâîñ âţ öñçé, šö ţĥé ðööř îš âļŵâýš çřöŵðéð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together.</source>
            <comment>DOOR_REVEAL_WHY/exponential</comment>
            <translation>[Éâçĥ ţîmé, évéřýöñé ŵâîţš ţŵîçé âš ļöñĝ, âļļ ţĥé šâmé ŵâîţ, šö ţĥéý çömé bâçķ ţöĝéţĥéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>Each friend waits a different time, so they come back one by one.</source>
            <comment>DOOR_REVEAL_WHY/full-jitter</comment>
            <translation>[Éâçĥ fřîéñð ŵâîţš â ðîfféřéñţ ţîmé, šö ţĥéý çömé bâçķ öñé bý öñé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>Back to the door</source>
            <comment>DOOR_STAGE_BACK</comment>
            <translation>[Bâçķ ţö ţĥé ðööř ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Show what to try and what to notice in the crowd's place, and the crowd again.</source>
            <comment>DOOR_STAGE_TIP</comment>
            <translation>[Šĥöŵ ŵĥâţ ţö ţřý âñð ŵĥâţ ţö ñöţîçé îñ ţĥé çřöŵð'š pļâçé, âñð ţĥé çřöŵð âĝâîñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>&lt;b&gt;{done} of {total} watched to the end.&lt;/b&gt; Watch all three to the end and the button below opens. Then say what you saw.</source>
            <comment>DOOR_NOTICE_ASK</comment>
            <translation>[&lt;b&gt;{done} öf {total} ŵâţçĥéð ţö ţĥé éñð.&lt;/b&gt; Ŵâţçĥ âļļ ţĥřéé ţö ţĥé éñð âñð ţĥé bûţţöñ béļöŵ öpéñš. Ţĥéñ šâý ŵĥâţ ýöû šâŵ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Play and watch it to the end.</source>
            <comment>DOOR_NOTICE_SKIPPED</comment>
            <translation>[Ýöû ĵûmpéð ţö ţĥé éñð öf “{rule}”. Ţĥâţ îš fîñé, bûţ öñļý ŵâţçĥîñĝ çöûñţš: přéšš Pļâý âñð ŵâţçĥ îţ ţö ţĥé éñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñ]</translation>
        </message>
        <message>
            <source>Try all three. First the knocks: which one hammers the door hardest? Then the time: is one both gentle and quick?</source>
            <comment>DOOR_TRY/0</comment>
            <translation>[Ţřý âļļ ţĥřéé. Fîřšţ ţĥé ķñöçķš: ŵĥîçĥ öñé ĥâmméřš ţĥé ðööř ĥâřðéšţ? Ţĥéñ ţĥé ţîmé: îš öñé böţĥ ĝéñţļé âñð qûîçķ? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</translation>
        </message>
        <message>
            <source>Look at the numbers on the dots: who knocked the most?</source>
            <comment>DOOR_TRY/1</comment>
            <translation>[Ļööķ âţ ţĥé ñûmbéřš öñ ţĥé ðöţš: ŵĥö ķñöçķéð ţĥé möšţ? ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Move the slider to 50 friends. What happens to the knocks?</source>
            <comment>DOOR_TRY/2</comment>
            <translation>[Mövé ţĥé šļîðéř ţö 50 fřîéñðš. Ŵĥâţ ĥâppéñš ţö ţĥé ķñöçķš? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>&amp;Take away</source>
            <comment>TAKEAWAY_MENU</comment>
            <translation>[&amp;Ţâķé âŵâý ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Take away</source>
            <comment>TAKEAWAY_BUTTON</comment>
            <translation>[Ţâķé âŵâý ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Save this lesson's replay as an animation (GIF) to keep.</source>
            <comment>TAKEAWAY_BUTTON_TIP</comment>
            <translation>[Šâvé ţĥîš ļéššöñ'š řépļâý âš âñ âñîmâţîöñ (ĜÎF) ţö ķéép. ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Save animation (GIF)…</source>
            <comment>TAKEAWAY_GIF</comment>
            <translation>[Šâvé âñîmâţîöñ (ĜÎF)… ōñē ţŵō]</translation>
        </message>
        <message>
            <source>The replay on screen as an animated GIF, 960 x 540, for slides. You choose where to save it (Save as opens in Pictures).</source>
            <comment>TAKEAWAY_GIF_TIP</comment>
            <translation>[Ţĥé řépļâý öñ šçřééñ âš âñ âñîmâţéð ĜÎF, 960 x 540, föř šļîðéš. Ýöû çĥööšé ŵĥéřé ţö šâvé îţ (Šâvé âš öpéñš îñ Pîçţûřéš). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţē]</translation>
        </message>
        <message>
            <source>{now:.1f} s</source>
            <comment>TAKEAWAY_CLOCK</comment>
            <translation>[{now:.1f} š ō]</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} agents, a tool that takes at most {capacity} a second</source>
            <comment>TAKEAWAY_LAB_TITLE</comment>
            <extracomment>English for one: {rule}: {n:,} agent, a tool that takes at most {capacity} a second</extracomment>
            <translation>
                <numerusform>[{rule}: {n:,} âĝéñţ, â ţööļ ţĥâţ ţâķéš âţ möšţ {capacity} â šéçöñð ōñē ţŵō ţĥŕēē ƒōũ]</numerusform>
                <numerusform>[{rule}: {n:,} âĝéñţš, â ţööļ ţĥâţ ţâķéš âţ möšţ {capacity} â šéçöñð ōñē ţŵō ţĥŕēē ƒōũ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Save side-by-side animation (GIF)…</source>
            <comment>TAKEAWAY_GIF_COMPARE</comment>
            <translation>[Šâvé šîðé-bý-šîðé âñîmâţîöñ (ĜÎF)… ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Exponential backoff above backoff with jitter (or your rule against its partner), on one time axis, as an animated GIF for slides. You choose where to save it (Save as opens in Pictures).</source>
            <comment>TAKEAWAY_GIF_COMPARE_TIP</comment>
            <translation>[Éxpöñéñţîâļ bâçķöff âbövé bâçķöff ŵîţĥ ĵîţţéř (öř ýöûř řûļé âĝâîñšţ îţš pâřţñéř), öñ öñé ţîmé âxîš, âš âñ âñîmâţéð ĜÎF föř šļîðéš. Ýöû çĥööšé ŵĥéřé ţö šâvé îţ (Šâvé âš öpéñš îñ Pîçţûřéš). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>Save the pair as two GIFs, one time axis…</source>
            <comment>TAKEAWAY_GIF_PAIR</comment>
            <translation>[Šâvé ţĥé pâîř âš ţŵö ĜÎFš, öñé ţîmé âxîš… ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Exponential backoff and backoff with jitter (or your rule and its partner) as two animations on the same time axis and clock, one per slide. You choose where to save them (Save as opens in Pictures).</source>
            <comment>TAKEAWAY_GIF_PAIR_TIP</comment>
            <translation>[Éxpöñéñţîâļ bâçķöff âñð bâçķöff ŵîţĥ ĵîţţéř (öř ýöûř řûļé âñð îţš pâřţñéř) âš ţŵö âñîmâţîöñš öñ ţĥé šâmé ţîmé âxîš âñð çļöçķ, öñé péř šļîðé. Ýöû çĥööšé ŵĥéřé ţö šâvé ţĥém (Šâvé âš öpéñš îñ Pîçţûřéš). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>{top} against {bottom}: {agents} agents, a tool that takes {capacity} calls a second</source>
            <comment>TAKEAWAY_COMPARE_TITLE</comment>
            <translation>[{top} âĝâîñšţ {bottom}: {agents} âĝéñţš, â ţööļ ţĥâţ ţâķéš {capacity} çâļļš â šéçöñð ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls sent, last agent served at {last:.1f} s</source>
            <comment>TAKEAWAY_COMPARE_PLOT</comment>
            <extracomment>English for one: {rule}: {n:,} call sent, last agent served at {last:.1f} s</extracomment>
            <translation>
                <numerusform>[{rule}: {n:,} çâļļ šéñţ, ļâšţ âĝéñţ šéřvéð âţ {last:.1f} š ōñē ţŵō ţĥŕēē]</numerusform>
                <numerusform>[{rule}: {n:,} çâļļš šéñţ, ļâšţ âĝéñţ šéřvéð âţ {last:.1f} š ōñē ţŵō ţĥŕēē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls sent so far</source>
            <comment>TAKEAWAY_COMPARE_PLOT_SO_FAR</comment>
            <extracomment>English for one: {rule}: {n:,} call sent so far</extracomment>
            <translation>
                <numerusform>[{rule}: {n:,} çâļļ šéñţ šö fâř ōñē ţŵō ţĥŕēē]</numerusform>
                <numerusform>[{rule}: {n:,} çâļļš šéñţ šö fâř ōñē ţŵō ţĥŕēē ƒ]</numerusform>
            </translation>
        </message>
        <message>
            <source>The rule to compare with is still being worked out; try again in a moment.</source>
            <comment>TAKEAWAY_NO_PARTNER</comment>
            <translation>[Ţĥé řûļé ţö çömpâřé ŵîţĥ îš šţîļļ béîñĝ ŵöřķéð öûţ; ţřý âĝâîñ îñ â möméñţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · longest wait {cap} · seed {seed} · made {date}</source>
            <comment>CAPTION</comment>
            <translation>[{rules} · {agents:,} âĝéñţš · ţĥé ţööļ ţâķéš {capacity:,} çâļļš â šéçöñð · âñšŵéř ţîmé {answer:.2f} š · ļöñĝéšţ ŵâîţ {cap} · šééð {seed} · mâðé {date} ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēī]</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} friends · the door lets {capacity:,} in each second · seed {seed} · made {date}</source>
            <comment>CAPTION_DOOR</comment>
            <translation>[{rules} · {agents:,} fřîéñðš · ţĥé ðööř ļéţš {capacity:,} îñ éâçĥ šéçöñð · šééð {seed} · mâðé {date} ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · longest wait {cap} · made {date}</source>
            <comment>CAPTION_NO_SEED</comment>
            <translation>[{rules} · {agents:,} âĝéñţš · ţĥé ţööļ ţâķéš {capacity:,} çâļļš â šéçöñð · âñšŵéř ţîmé {answer:.2f} š · ļöñĝéšţ ŵâîţ {cap} · mâðé {date} ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} friends · the door lets {capacity:,} in each second · made {date}</source>
            <comment>CAPTION_DOOR_NO_SEED</comment>
            <translation>[{rules} · {agents:,} fřîéñðš · ţĥé ðööř ļéţš {capacity:,} îñ éâçĥ šéçöñð · mâðé {date} ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · seed {seed} · made {date}</source>
            <comment>CAPTION_TEN</comment>
            <translation>[{rules} · {agents:,} âĝéñţš · ţĥé ţööļ ţâķéš {capacity:,} çâļļš éâçĥ šéçöñð · šééð {seed} · mâðé {date} ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · made {date}</source>
            <comment>CAPTION_TEN_NO_SEED</comment>
            <translation>[{rules} · {agents:,} âĝéñţš · ţĥé ţööļ ţâķéš {capacity:,} çâļļš éâçĥ šéçöñð · mâðé {date} ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>{rule}: {randomness}</source>
            <comment>CAPTION_JITTER</comment>
            <translation>[{rule}: {randomness} ō]</translation>
        </message>
        <message>
            <source>none</source>
            <comment>CAPTION_NO_CAP</comment>
            <translation>[ñöñé ōñē]</translation>
        </message>
        <message>
            <source>{cap:g} s</source>
            <comment>CAPTION_CAP</comment>
            <translation>[{cap:g} š ō]</translation>
        </message>
        <message>
            <source>Making the animation: frame {done} of {total}…</source>
            <comment>TAKEAWAY_PROGRESS</comment>
            <translation>[Mâķîñĝ ţĥé âñîmâţîöñ: fřâmé {done} öf {total}… ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>TAKEAWAY_CANCEL</comment>
            <translation>[Çâñçéļ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Animation cancelled; nothing was saved.</source>
            <comment>TAKEAWAY_CANCELLED</comment>
            <translation>[Âñîmâţîöñ çâñçéļļéð; ñöţĥîñĝ ŵâš šâvéð. ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>There is no replay to save yet.</source>
            <comment>TAKEAWAY_NO_RUN</comment>
            <translation>[Ţĥéřé îš ñö řépļâý ţö šâvé ýéţ. ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Free play has no worksheet: open a lesson (Lessons menu) for one.</source>
            <comment>TAKEAWAY_NO_SHEET</comment>
            <translation>[Fřéé pļâý ĥâš ñö ŵöřķšĥééţ: öpéñ â ļéššöñ (Ļéššöñš méñû) föř öñé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>the animation</source>
            <comment>WHAT_ANIMATION</comment>
            <translation>[ţĥé âñîmâţîöñ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Animation</source>
            <comment>ANIMATION_TITLE</comment>
            <translation>[Âñîmâţîöñ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>This name is too long for this folder: a name here can have at most {most} bytes, and this one has {length}. Choose a shorter name.</source>
            <comment>SAVE_NAME_TOO_LONG</comment>
            <translation>[Ţĥîš ñâmé îš ţöö ļöñĝ föř ţĥîš föļðéř: â ñâmé ĥéřé çâñ ĥâvé âţ möšţ {most} býţéš, âñð ţĥîš öñé ĥâš {length}. Çĥööšé â šĥöřţéř ñâmé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţ]</translation>
        </message>
        <message>
            <source>Save picture</source>
            <comment>SAVE_AS/picture</comment>
            <translation>[Šâvé pîçţûřé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Save animation</source>
            <comment>SAVE_AS/animation</comment>
            <translation>[Šâvé âñîmâţîöñ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Save the two animations</source>
            <comment>SAVE_AS/pair</comment>
            <translation>[Šâvé ţĥé ţŵö âñîmâţîöñš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Save worksheet</source>
            <comment>SAVE_AS/worksheet</comment>
            <translation>[Šâvé ŵöřķšĥééţ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Save the teacher's worksheet with answers</source>
            <comment>SAVE_AS/answers</comment>
            <translation>[Šâvé ţĥé ţéâçĥéř'š ŵöřķšĥééţ ŵîţĥ âñšŵéřš ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Save data</source>
            <comment>SAVE_AS/data</comment>
            <translation>[Šâvé ðâţâ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Save every call</source>
            <comment>SAVE_AS/calls</comment>
            <translation>[Šâvé évéřý çâļļ ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>wallasey</source>
            <comment>FILE_NAMES/lab</comment>
            <translation>[ŵâļļâšéý ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>plots</source>
            <comment>FILE_NAMES/plots</comment>
            <translation>[pļöţš ōñē ţ]</translation>
        </message>
        <message>
            <source>slide</source>
            <comment>FILE_NAMES/slide</comment>
            <translation>[šļîðé ōñē ţ]</translation>
        </message>
        <message>
            <source>door</source>
            <comment>FILE_NAMES/door</comment>
            <translation>[ðööř ōñē]</translation>
        </message>
        <message>
            <source>ten agents</source>
            <comment>FILE_NAMES/ten-agents</comment>
            <translation>[ţéñ âĝéñţš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>load vs waiting</source>
            <comment>FILE_NAMES/load-vs-waiting</comment>
            <translation>[ļöâð vš ŵâîţîñĝ ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>side by side</source>
            <comment>FILE_NAMES/side-by-side</comment>
            <translation>[šîðé bý šîðé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>pair</source>
            <comment>FILE_NAMES/pair</comment>
            <translation>[pâîř ōñē]</translation>
        </message>
        <message>
            <source>worksheet</source>
            <comment>FILE_NAMES/worksheet</comment>
            <translation>[ŵöřķšĥééţ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>answers</source>
            <comment>FILE_NAMES/answers</comment>
            <translation>[âñšŵéřš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>table</source>
            <comment>FILE_NAMES/table</comment>
            <translation>[ţâbļé ōñē ţ]</translation>
        </message>
        <message>
            <source>calls</source>
            <comment>FILE_NAMES/calls</comment>
            <translation>[çâļļš ōñē ţ]</translation>
        </message>
        <message>
            <source>sweep</source>
            <comment>FILE_NAMES/sweep</comment>
            <translation>[šŵéép ōñē ţ]</translation>
        </message>
        <message>
            <source>class rounds</source>
            <comment>FILE_NAMES/class-rounds</comment>
            <translation>[çļâšš řöûñðš ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Save every call of the run (CSV)…</source>
            <comment>TAKEAWAY_CALLS</comment>
            <translation>[Šâvé évéřý çâļļ öf ţĥé řûñ (ÇŠV)… ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Every call of the run on screen (when it was sent, which agent, accepted or refused) as one CSV file. You choose where to save it (Save as opens in Documents).</source>
            <comment>TAKEAWAY_CALLS_TIP</comment>
            <translation>[Évéřý çâļļ öf ţĥé řûñ öñ šçřééñ (ŵĥéñ îţ ŵâš šéñţ, ŵĥîçĥ âĝéñţ, âççépţéð öř řéfûšéð) âš öñé ÇŠV fîļé. Ýöû çĥööšé ŵĥéřé ţö šâvé îţ (Šâvé âš öpéñš îñ Ðöçûméñţš). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>the worksheet</source>
            <comment>WHAT_WORKSHEET</comment>
            <translation>[ţĥé ŵöřķšĥééţ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>the teacher's worksheet with answers</source>
            <comment>WHAT_ANSWERS</comment>
            <translation>[ţĥé ţéâçĥéř'š ŵöřķšĥééţ ŵîţĥ âñšŵéřš ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>worksheet</source>
            <comment>WORKSHEET_PUPIL</comment>
            <translation>[ŵöřķšĥééţ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Teacher's copy, with the model's answers</source>
            <comment>WORKSHEET_TEACHER</comment>
            <translation>[Ţéâçĥéř'š çöpý, ŵîţĥ ţĥé möðéļ'š âñšŵéřš ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Name: ____________________________    Date: ______________</source>
            <comment>WORKSHEET_NAME_LINE</comment>
            <translation>[Ñâmé: ____________________________    Ðâţé: ______________ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab</source>
            <comment>WORKSHEET_FOOTER</comment>
            <translation>[Ŵâļļâšéý Řéţřý Ļâb ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab · page {page} of {pages}</source>
            <comment>WORKSHEET_FOOTER_PAGES</comment>
            <translation>[Ŵâļļâšéý Řéţřý Ļâb · pâĝé {page} öf {pages} ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>{title}: {copy}</source>
            <comment>WORKSHEET_PDF_TITLE</comment>
            <translation>[{title}: {copy} ō]</translation>
        </message>
        <message>
            <source>{title}  ·  {ages}</source>
            <comment>WORKSHEET_HEADING</comment>
            <translation>[{title}  ·  {ages} ōñē ţ]</translation>
        </message>
        <message>
            <source>{number}. {question}</source>
            <comment>WORKSHEET_QUESTION</comment>
            <translation>[{number}. {question} ō]</translation>
        </message>
        <message>
            <source>Your run: “{rule}”. Friends: {friends:,}. Knocks: {knocks:,}. Everyone inside after {last:.0f} s.</source>
            <comment>WORKSHEET_RUN_DOOR</comment>
            <translation>[Ýöûř řûñ: “{rule}”. Fřîéñðš: {friends:,}. Ķñöçķš: {knocks:,}. Évéřýöñé îñšîðé âfţéř {last:.0f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Your run, calls sent: “{first}” {first_calls:,}, “{second}” {second_calls:,}, “{third}” {third_calls:,}.</source>
            <comment>WORKSHEET_RUN_TEN</comment>
            <translation>[Ýöûř řûñ, çâļļš šéñţ: “{first}” {first_calls:,}, “{second}” {second_calls:,}, “{third}” {third_calls:,}. ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Other settings than the lab's story: {settings}.</source>
            <comment>WORKSHEET_OTHER_SETTINGS</comment>
            <translation>[Öţĥéř šéţţîñĝš ţĥâñ ţĥé ļâb'š šţöřý: {settings}. ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>{name} {value} (the story: {story})</source>
            <comment>WORKSHEET_SETTING</comment>
            <translation>[{name} {value} (ţĥé šţöřý: {story}) ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Guess first, then fill in what you saw</source>
            <comment>WORKSHEET_TRIES_TITLE</comment>
            <translation>[Ĝûéšš fîřšţ, ţĥéñ fîļļ îñ ŵĥâţ ýöû šâŵ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Way</source>
            <comment>WORKSHEET_TRIES_HEADINGS/0</comment>
            <translation>[Ŵâý ōñē]</translation>
        </message>
        <message>
            <source>Your guess: calls</source>
            <comment>WORKSHEET_TRIES_HEADINGS/1</comment>
            <translation>[Ýöûř ĝûéšš: çâļļš ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>WORKSHEET_TRIES_HEADINGS/2</comment>
            <translation>[Çâļļš šéñţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Last answer at</source>
            <comment>WORKSHEET_TRIES_HEADINGS/3</comment>
            <translation>[Ļâšţ âñšŵéř âţ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>{last:.1f} s</source>
            <comment>WORKSHEET_TRIES_LAST</comment>
            <translation>[{last:.1f} š ō]</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>WORKSHEETS/door/title</comment>
            <translation>[Ţĥé ðööř ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>ages 8 to 11</source>
            <comment>WORKSHEETS/door/ages</comment>
            <translation>[âĝéš 8 ţö 11 ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>A crowd of 30 friends all want to get through a door that lets only 3 in each second. Try all three choices and fill in what you see.</source>
            <comment>WORKSHEETS/door/intro</comment>
            <translation>[Â çřöŵð öf 30 fřîéñðš âļļ ŵâñţ ţö ĝéţ ţĥřöûĝĥ â ðööř ţĥâţ ļéţš öñļý 3 îñ éâçĥ šéçöñð. Ţřý âļļ ţĥřéé çĥöîçéš âñð fîļļ îñ ŵĥâţ ýöû šéé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē]</translation>
        </message>
        <message>
            <source>Which choice hammers the door hardest? How many knocks did it take?</source>
            <comment>WORKSHEETS/door/questions/0/0</comment>
            <translation>[Ŵĥîçĥ çĥöîçé ĥâmméřš ţĥé ðööř ĥâřðéšţ? Ĥöŵ mâñý ķñöçķš ðîð îţ ţâķé? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message>
            <source>Is one choice both gentle on the door and quick? How many knocks, and when was everyone done?</source>
            <comment>WORKSHEETS/door/questions/1/0</comment>
            <translation>[Îš öñé çĥöîçé böţĥ ĝéñţļé öñ ţĥé ðööř âñð qûîçķ? Ĥöŵ mâñý ķñöçķš, âñð ŵĥéñ ŵâš évéřýöñé ðöñé? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēī]</translation>
        </message>
        <message>
            <source>Which choice takes longest until everyone is inside? Watch the friends who bounce off: when do they come back to the door?</source>
            <comment>WORKSHEETS/door/questions/2/0</comment>
            <translation>[Ŵĥîçĥ çĥöîçé ţâķéš ļöñĝéšţ ûñţîļ évéřýöñé îš îñšîðé? Ŵâţçĥ ţĥé fřîéñðš ŵĥö böûñçé öff: ŵĥéñ ðö ţĥéý çömé bâçķ ţö ţĥé ðööř? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ]</translation>
        </message>
        <message>
            <source>Now watch "wait a random time". When do the friends come back? Compare its knocks and time with the other two choices.</source>
            <comment>WORKSHEETS/door/questions/3/0</comment>
            <translation>[Ñöŵ ŵâţçĥ "ŵâîţ â řâñðöm ţîmé". Ŵĥéñ ðö ţĥé fřîéñðš çömé bâçķ? Çömpâřé îţš ķñöçķš âñð ţîmé ŵîţĥ ţĥé öţĥéř ţŵö çĥöîçéš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţ]</translation>
        </message>
        <message>
            <source>Move the slider to 50 friends. What happens to the knocks?</source>
            <comment>WORKSHEETS/door/questions/4/0</comment>
            <translation>[Mövé ţĥé šļîðéř ţö 50 fřîéñðš. Ŵĥâţ ĥâppéñš ţö ţĥé ķñöçķš? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>WORKSHEETS/ten-agents/title</comment>
            <translation>[Ţéñ âĝéñţš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>ages 11 to 15</source>
            <comment>WORKSHEETS/ten-agents/ages</comment>
            <translation>[âĝéš 11 ţö 15 ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Ten agents all need an answer from a slow tool that takes 2 calls each second. Guess first, then look at the pictures and the table.</source>
            <comment>WORKSHEETS/ten-agents/intro</comment>
            <translation>[Ţéñ âĝéñţš âļļ ñééð âñ âñšŵéř fřöm â šļöŵ ţööļ ţĥâţ ţâķéš 2 çâļļš éâçĥ šéçöñð. Ĝûéšš fîřšţ, ţĥéñ ļööķ âţ ţĥé pîçţûřéš âñð ţĥé ţâbļé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē]</translation>
        </message>
        <message>
            <source>Which way sends the most calls? What did you guess?</source>
            <comment>WORKSHEETS/ten-agents/questions/0/0</comment>
            <translation>[Ŵĥîçĥ ŵâý šéñðš ţĥé möšţ çâļļš? Ŵĥâţ ðîð ýöû ĝûéšš? ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way?</source>
            <comment>WORKSHEETS/ten-agents/questions/1/0</comment>
            <translation>[Ŵĥîçĥ âĝéñţ ţřîéð âĝâîñ ţĥé möšţ éâçĥ ŵâý? ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”?</source>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation>[Ŵĥîçĥ ĝéţš ţĥé ļâšţ âĝéñţ âñ âñšŵéř šööñéř: “Ŵâîţ ļöñĝéř éâçĥ ţîmé” öř “Ŵâîţ â řâñðöm ţîmé”? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēī]</translation>
        </message>
        <message>
            <source>Why do the red crosses line up in stripes when everyone waits longer each time?</source>
            <comment>WORKSHEETS/ten-agents/questions/3/0</comment>
            <translation>[Ŵĥý ðö ţĥé řéð çřöššéš ļîñé ûp îñ šţřîpéš ŵĥéñ évéřýöñé ŵâîţš ļöñĝéř éâçĥ ţîmé? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</translation>
        </message>
        <message>
            <source>Every agent that hears no waits exactly as long as the others, so they all call again at the same instant, and the tool can take only 2 of them.</source>
            <comment>WORKSHEETS/ten-agents/questions/3/1</comment>
            <translation>[Évéřý âĝéñţ ţĥâţ ĥéâřš ñö ŵâîţš éxâçţļý âš ļöñĝ âš ţĥé öţĥéřš, šö ţĥéý âļļ çâļļ âĝâîñ âţ ţĥé šâmé îñšţâñţ, âñð ţĥé ţööļ çâñ ţâķé öñļý 2 öf ţĥém. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Press Another run. Does your answer to 3 hold? Which numbers change?</source>
            <comment>WORKSHEETS/ten-agents/questions/4/0</comment>
            <translation>[Přéšš Âñöţĥéř řûñ. Ðöéš ýöûř âñšŵéř ţö 3 ĥöļð? Ŵĥîçĥ ñûmbéřš çĥâñĝé? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message>
            <source>Load against waiting</source>
            <comment>WORKSHEETS/load-vs-waiting/title</comment>
            <translation>[Ļöâð âĝâîñšţ ŵâîţîñĝ ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>ages 15 and up</source>
            <comment>WORKSHEETS/load-vs-waiting/ages</comment>
            <translation>[âĝéš 15 âñð ûp ōñē ţŵō ţĥ]</translation>
        </message>
        <message numerus="yes">
            <source>Each point of the chart is the middle of {n:,} runs (agents: {agents:,}; the tool takes {capacity:,} calls a second). Down and to the left is better.</source>
            <comment>WORKSHEETS/load-vs-waiting/intro</comment>
            <extracomment>English for one: Each point of the chart is the middle of {n:,} run (agents: {agents:,}; the tool takes {capacity:,} calls a second). Down and to the left is better.</extracomment>
            <translation>
                <numerusform>[Éâçĥ pöîñţ öf ţĥé çĥâřţ îš ţĥé mîððļé öf {n:,} řûñ (âĝéñţš: {agents:,}; ţĥé ţööļ ţâķéš {capacity:,} çâļļš â šéçöñð). Ðöŵñ âñð ţö ţĥé ļéfţ îš béţţéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţē]</numerusform>
                <numerusform>[Éâçĥ pöîñţ öf ţĥé çĥâřţ îš ţĥé mîððļé öf {n:,} řûñš (âĝéñţš: {agents:,}; ţĥé ţööļ ţâķéš {capacity:,} çâļļš â šéçöñð). Ðöŵñ âñð ţö ţĥé ļéfţ îš béţţéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Exponential backoff: what do you gain by making the Longest wait longer?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/0</comment>
            <translation>[Éxpöñéñţîâļ bâçķöff: ŵĥâţ ðö ýöû ĝâîñ bý mâķîñĝ ţĥé Ļöñĝéšţ ŵâîţ ļöñĝéř? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>Nothing. From 1 s up it always sends 1,640 calls; a longer longest wait only makes the herd wait longer (last agent 11 s at a longest wait of 1 s, 107 s at 20 s, 173 s at 40 s).</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/1</comment>
            <translation>[Ñöţĥîñĝ. Fřöm 1 š ûp îţ âļŵâýš šéñðš 1,640 çâļļš; â ļöñĝéř ļöñĝéšţ ŵâîţ öñļý mâķéš ţĥé ĥéřð ŵâîţ ļöñĝéř (ļâšţ âĝéñţ 11 š âţ â ļöñĝéšţ ŵâîţ öf 1 š, 107 š âţ 20 š, 173 š âţ 40 š). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>And backoff with jitter?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/1/0</comment>
            <translation>[Âñð bâçķöff ŵîţĥ ĵîţţéř? ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Its calls fall from 3,467 (longest wait 0.5 s) to about 1,355 (10 s and up) while the typical agent's wait hardly moves (5.6 to 5.8 s). Only the last agent pays: 10.5 s to 24 s.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/1/1</comment>
            <translation>[Îţš çâļļš fâļļ fřöm 3,467 (ļöñĝéšţ ŵâîţ 0.5 š) ţö âböûţ 1,355 (10 š âñð ûp) ŵĥîļé ţĥé ţýpîçâļ âĝéñţ'š ŵâîţ ĥâřðļý mövéš (5.6 ţö 5.8 š). Öñļý ţĥé ļâšţ âĝéñţ pâýš: 10.5 š ţö 24 š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Backoff with jitter, longest wait 5 s: where does your point land?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/2/0</comment>
            <translation>[Bâçķöff ŵîţĥ ĵîţţéř, ļöñĝéšţ ŵâîţ 5 š: ŵĥéřé ðöéš ýöûř pöîñţ ļâñð? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>1,388 calls, typical 5.7 s, last 13.6 s: nearly the fewest calls with a short worst wait.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/2/1</comment>
            <translation>[1,388 çâļļš, ţýpîçâļ 5.7 š, ļâšţ 13.6 š: ñéâřļý ţĥé féŵéšţ çâļļš ŵîţĥ â šĥöřţ ŵöřšţ ŵâîţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>Randomness 0.25 at a longest wait of 20 s: how much does a little randomness help?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/3/0</comment>
            <translation>[Řâñðömñéšš 0.25 âţ â ļöñĝéšţ ŵâîţ öf 20 š: ĥöŵ mûçĥ ðöéš â ļîţţļé řâñðömñéšš ĥéļp? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvē]</translation>
        </message>
        <message>
            <source>1,309 calls, typical 6.9 s, last 25.7 s, against 1,640, 20.5 s and 107 s with none.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/3/1</comment>
            <translation>[1,309 çâļļš, ţýpîçâļ 6.9 š, ļâšţ 25.7 š, âĝâîñšţ 1,640, 20.5 š âñð 107 š ŵîţĥ ñöñé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvē]</translation>
        </message>
        <message>
            <source>Retry immediately, every 1 s: why is it so good here?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/0</comment>
            <translation>[Řéţřý îmméðîâţéļý, évéřý 1 š: ŵĥý îš îţ šö ĝööð ĥéřé? ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message>
            <source>1,100 calls, typical 5.8 s, last 10.5 s. A refused agent calls again 1.05 s later, always in the tool's next counting second, so every second the tool takes 20: 200 + 180 + ... + 20 = 1,100.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/1</comment>
            <translation>[1,100 çâļļš, ţýpîçâļ 5.8 š, ļâšţ 10.5 š. Â řéfûšéð âĝéñţ çâļļš âĝâîñ 1.05 š ļâţéř, âļŵâýš îñ ţĥé ţööļ'š ñéxţ çöûñţîñĝ šéçöñð, šö évéřý šéçöñð ţĥé ţööļ ţâķéš 20: 200 + 180 + ... + 20 = 1,100. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message>
            <source>None of the three was both gentle on the door and quick with this crowd.</source>
            <comment>DOOR_SHEET_NONE_BOTH</comment>
            <translation>[Ñöñé öf ţĥé ţĥřéé ŵâš böţĥ ĝéñţļé öñ ţĥé ðööř âñð qûîçķ ŵîţĥ ţĥîš çřöŵð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message numerus="yes">
            <source>The door lets {capacity} in, the other {n} bounce off together, and they all wait longer together; in between, the door stands empty.</source>
            <comment>DOOR_SHEET_HERD</comment>
            <extracomment>English for one: The door lets {capacity} in, the other {n} bounces off, and they all wait longer together; in between, the door stands empty.</extracomment>
            <translation>
                <numerusform>[Ţĥé ðööř ļéţš {capacity} îñ, ţĥé öţĥéř {n} böûñçéš öff, âñð ţĥéý âļļ ŵâîţ ļöñĝéř ţöĝéţĥéř; îñ béţŵééñ, ţĥé ðööř šţâñðš émpţý. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</numerusform>
                <numerusform>[Ţĥé ðööř ļéţš {capacity} îñ, ţĥé öţĥéř {n} böûñçé öff ţöĝéţĥéř, âñð ţĥéý âļļ ŵâîţ ļöñĝéř ţöĝéţĥéř; îñ béţŵééñ, ţĥé ðööř šţâñðš émpţý. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} friends:</source>
            <comment>DOOR_SHEET_CROWD</comment>
            <extracomment>English for one: With {n} friend:</extracomment>
            <translation>
                <numerusform>[Ŵîţĥ {n} fřîéñð: ōñē ţŵō ţ]</numerusform>
                <numerusform>[Ŵîţĥ {n} fřîéñðš: ōñē ţŵō ţĥ]</numerusform>
            </translation>
        </message>
        <message>
            <source>“{rule}”</source>
            <comment>TEN_SHEET_RULE</comment>
            <translation>[“{rule}” ō]</translation>
        </message>
        <message numerus="yes">
            <source>Most calls: {rules}, {n:,} calls, {times:.1f} times as many as the fewest. The others: {others}.</source>
            <comment>TEN_SHEET_CALLS</comment>
            <extracomment>English for one: Most calls: {rules}, {n:,} call, {times:.1f} times as many as the fewest. The others: {others}.</extracomment>
            <translation>
                <numerusform>[Möšţ çâļļš: {rules}, {n:,} çâļļ, {times:.1f} ţîméš âš mâñý âš ţĥé féŵéšţ. Ţĥé öţĥéřš: {others}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</numerusform>
                <numerusform>[Möšţ çâļļš: {rules}, {n:,} çâļļš, {times:.1f} ţîméš âš mâñý âš ţĥé féŵéšţ. Ţĥé öţĥéřš: {others}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</numerusform>
            </translation>
        </message>
        <message>
            <source>{rule} {calls:,}</source>
            <comment>TEN_SHEET_RULE_CALLS</comment>
            <translation>[{rule} {calls:,} ō]</translation>
        </message>
        <message numerus="yes">
            <source>Every way sends the same: {n:,} calls.</source>
            <comment>TEN_SHEET_CALLS_SAME</comment>
            <extracomment>English for one: Every way sends the same: {n:,} call.</extracomment>
            <translation>
                <numerusform>[Évéřý ŵâý šéñðš ţĥé šâmé: {n:,} çâļļ. ōñē ţŵō ţĥŕē]</numerusform>
                <numerusform>[Évéřý ŵâý šéñðš ţĥé šâmé: {n:,} çâļļš. ōñē ţŵō ţĥŕē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agent {agents}, {n} retries, answered at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_ONE</comment>
            <extracomment>English for one: {rule}: agent {agents}, {n} retry, answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>[{rule}: âĝéñţ {agents}, {n} řéţřý, âñšŵéřéð âţ {served:.1f} š. ōñē ţŵō ţĥŕē]</numerusform>
                <numerusform>[{rule}: âĝéñţ {agents}, {n} řéţřîéš, âñšŵéřéð âţ {served:.1f} š. ōñē ţŵō ţĥŕēē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agents {agents}, {n} retries each, answered at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_MANY</comment>
            <extracomment>English for one: {rule}: agents {agents}, {n} retry each, answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>[{rule}: âĝéñţš {agents}, {n} řéţřý éâçĥ, âñšŵéřéð âţ {served:.1f} š. ōñē ţŵō ţĥŕēē ƒ]</numerusform>
                <numerusform>[{rule}: âĝéñţš {agents}, {n} řéţřîéš éâçĥ, âñšŵéřéð âţ {served:.1f} š. ōñē ţŵō ţĥŕēē ƒ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agents {agents}, {n} retries each, the last answered at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_APART</comment>
            <extracomment>English for one: {rule}: agents {agents}, {n} retry each, the last answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>[{rule}: âĝéñţš {agents}, {n} řéţřý éâçĥ, ţĥé ļâšţ âñšŵéřéð âţ {served:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
                <numerusform>[{rule}: âĝéñţš {agents}, {n} řéţřîéš éâçĥ, ţĥé ļâšţ âñšŵéřéð âţ {served:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
            </translation>
        </message>
        <message>
            <source>This run, sooner: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s).</source>
            <comment>TEN_SHEET_ORDER_TWO</comment>
            <translation>[Ţĥîš řûñ, šööñéř: {first} ({first_last:.1f} š), ţĥéñ {second} ({second_last:.1f} š). ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>This run, both at the same moment: {last:.1f} s.</source>
            <comment>TEN_SHEET_ORDER_SAME</comment>
            <translation>[Ţĥîš řûñ, böţĥ âţ ţĥé šâmé möméñţ: {last:.1f} š. ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>The totals of {immediate} ({immediate_calls:,}) and {exponential} ({exponential_calls:,}, last agent at {exponential_last:.1f} s) stay the same: their waits have no randomness. Their rows per agent do change, because agents calling at the same instant are let in in a random order. The totals of {jitter} change with every run; this run: {jitter_calls:,}, last agent at {jitter_last:.1f} s.</source>
            <comment>TEN_SHEET_ANOTHER</comment>
            <translation>[Ţĥé ţöţâļš öf {immediate} ({immediate_calls:,}) âñð {exponential} ({exponential_calls:,}, ļâšţ âĝéñţ âţ {exponential_last:.1f} š) šţâý ţĥé šâmé: ţĥéîř ŵâîţš ĥâvé ñö řâñðömñéšš. Ţĥéîř řöŵš péř âĝéñţ ðö çĥâñĝé, béçâûšé âĝéñţš çâļļîñĝ âţ ţĥé šâmé îñšţâñţ âřé ļéţ îñ îñ â řâñðöm öřðéř. Ţĥé ţöţâļš öf {jitter} çĥâñĝé ŵîţĥ évéřý řûñ; ţĥîš řûñ: {jitter_calls:,}, ļâšţ âĝéñţ âţ {jitter_last:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>The crowd at the door</source>
            <comment>CROWD_TITLE</comment>
            <translation>[Ţĥé çřöŵð âţ ţĥé ðööř ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Each dot is one agent. The number on a dot is how many times it has knocked.</source>
            <comment>CROWD_TIP</comment>
            <translation>[Éâçĥ ðöţ îš öñé âĝéñţ. Ţĥé ñûmbéř öñ â ðöţ îš ĥöŵ mâñý ţîméš îţ ĥâš ķñöçķéð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</translation>
        </message>
        <message>
            <source>The crowd appears when a run is ready.</source>
            <comment>CROWD_EMPTY</comment>
            <translation>[Ţĥé çřöŵð âppéâřš ŵĥéñ â řûñ îš řéâðý. ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>This door lets {capacity} in each second</source>
            <comment>CROWD_SIGN</comment>
            <translation>[Ţĥîš ðööř ļéţš {capacity} îñ éâçĥ šéçöñð ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>CROWD_INSIDE</comment>
            <translation>[Îñšîðé ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Waiting outside</source>
            <comment>CROWD_OUTSIDE</comment>
            <translation>[Ŵâîţîñĝ öûţšîðé ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Knocks: {n:,}</source>
            <comment>CROWD_KNOCKS</comment>
            <translation>[Ķñöçķš: {n:,} ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Bounced off: {n:,}</source>
            <comment>CROWD_REFUSED</comment>
            <translation>[Böûñçéð öff: {n:,} ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Got in: {n:,} of {agents:,}</source>
            <comment>CROWD_IN</comment>
            <translation>[Ĝöţ îñ: {n:,} öf {agents:,} ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Done: {n:,} of {agents:,}</source>
            <comment>CROWD_SERVED</comment>
            <translation>[Ðöñé: {n:,} öf {agents:,} ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>CROWD_COUNTER_NAMES/knocks</comment>
            <translation>[Ķñöçķš ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Bounced off</source>
            <comment>CROWD_COUNTER_NAMES/refused</comment>
            <translation>[Böûñçéð öff ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Got in</source>
            <comment>CROWD_COUNTER_NAMES/inside</comment>
            <translation>[Ĝöţ îñ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Done</source>
            <comment>CROWD_COUNTER_NAMES/served</comment>
            <translation>[Ðöñé ōñē]</translation>
        </message>
        <message>
            <source>Every knock any friend has made so far.</source>
            <comment>CROWD_COUNTER_TIPS/knocks</comment>
            <translation>[Évéřý ķñöçķ âñý fřîéñð ĥâš mâðé šö fâř. ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Knocks that bounced off the door.</source>
            <comment>CROWD_COUNTER_TIPS/refused</comment>
            <translation>[Ķñöçķš ţĥâţ böûñçéð öff ţĥé ðööř. ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Friends who got through the door: done, or inside and not done yet.</source>
            <comment>CROWD_COUNTER_TIPS/inside</comment>
            <translation>[Fřîéñðš ŵĥö ĝöţ ţĥřöûĝĥ ţĥé ðööř: ðöñé, öř îñšîðé âñð ñöţ ðöñé ýéţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message>
            <source>Friends who are done.</source>
            <comment>CROWD_COUNTER_TIPS/served</comment>
            <translation>[Fřîéñðš ŵĥö âřé ðöñé. ōñē ţŵō]</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;got in, then done</source>
            <comment>CROWD_LEGEND</comment>
            <translation>[&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; ĝřéý: ŵâîţîñĝ &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; řéð ŵîţĥ â çřöšš: ĵûšţ böûñçéð öff &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; ĝřééñ řîñĝ: ĝöţ îñ &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; ðâřķ bļûé:&amp;nbsp;ĝöţ îñ, ţĥéñ ðöñé ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñ]</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; green door: letting a friend in &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; red striped door: turning one away</source>
            <comment>CROWD_LEGEND_DOOR</comment>
            <translation>[&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; ĝřééñ ðööř: ļéţţîñĝ â fřîéñð îñ &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; řéð šţřîpéð ðööř: ţûřñîñĝ öñé âŵâý ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message numerus="yes">
            <source>{dot} on a dot: that friend has knocked {n} times</source>
            <comment>CROWD_COUNT_KEY</comment>
            <extracomment>English for one: {dot} on a dot: that friend has knocked {n} time</extracomment>
            <translation>
                <numerusform>[{dot} öñ â ðöţ: ţĥâţ fřîéñð ĥâš ķñöçķéð {n} ţîmé ōñē ţŵō ţĥŕēē ƒ]</numerusform>
                <numerusform>[{dot} öñ â ðöţ: ţĥâţ fřîéñð ĥâš ķñöçķéð {n} ţîméš ōñē ţŵō ţĥŕēē ƒ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Show knocks on the dots</source>
            <comment>CROWD_SHOW_COUNTS</comment>
            <translation>[Šĥöŵ ķñöçķš öñ ţĥé ðöţš ōñē ţŵō]</translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, still knocking</source>
            <comment>CROWD_FRIEND_KNOCKING</comment>
            <extracomment>English for one: This friend: {n} knock, still knocking</extracomment>
            <translation>
                <numerusform>[Ţĥîš fřîéñð: {n} ķñöçķ, šţîļļ ķñöçķîñĝ ōñē ţŵō ţĥŕēē]</numerusform>
                <numerusform>[Ţĥîš fřîéñð: {n} ķñöçķš, šţîļļ ķñöçķîñĝ ōñē ţŵō ţĥŕēē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, got in</source>
            <comment>CROWD_FRIEND_IN</comment>
            <extracomment>English for one: This friend: {n} knock, got in</extracomment>
            <translation>
                <numerusform>[Ţĥîš fřîéñð: {n} ķñöçķ, ĝöţ îñ ōñē ţŵō ţĥ]</numerusform>
                <numerusform>[Ţĥîš fřîéñð: {n} ķñöçķš, ĝöţ îñ ōñē ţŵō ţĥ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, done</source>
            <comment>CROWD_FRIEND_DONE</comment>
            <extracomment>English for one: This friend: {n} knock, done</extracomment>
            <translation>
                <numerusform>[Ţĥîš fřîéñð: {n} ķñöçķ, ðöñé ōñē ţŵō ţ]</numerusform>
                <numerusform>[Ţĥîš fřîéñð: {n} ķñöçķš, ðöñé ōñē ţŵō ţ]</numerusform>
            </translation>
        </message>
        <message>
            <source>This friend has not knocked yet</source>
            <comment>CROWD_FRIEND_WAITING</comment>
            <translation>[Ţĥîš fřîéñð ĥâš ñöţ ķñöçķéð ýéţ ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Write on each dot how many times that friend has knocked.</source>
            <comment>CROWD_SHOW_COUNTS_TIP</comment>
            <translation>[Ŵřîţé öñ éâçĥ ðöţ ĥöŵ mâñý ţîméš ţĥâţ fřîéñð ĥâš ķñöçķéð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>The tool accepts {capacity} calls a second</source>
            <comment>CROWD_LAB/sign</comment>
            <translation>[Ţĥé ţööļ âççépţš {capacity} çâļļš â šéçöñð ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Accepted</source>
            <comment>CROWD_LAB/inside_label</comment>
            <translation>[Âççépţéð ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Waiting</source>
            <comment>CROWD_LAB/outside</comment>
            <translation>[Ŵâîţîñĝ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Calls sent: {n:,}</source>
            <comment>CROWD_LAB/knocks</comment>
            <translation>[Çâļļš šéñţ: {n:,} ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Calls refused: {n:,}</source>
            <comment>CROWD_LAB/refused</comment>
            <translation>[Çâļļš řéfûšéð: {n:,} ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Accepted: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/inside</comment>
            <translation>[Âççépţéð: {n:,} öf {agents:,} ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/served</comment>
            <translation>[Âñšŵéřéð: {n:,} öf {agents:,} ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Each dot is one agent. The number on a dot is how many calls it has sent.</source>
            <comment>CROWD_LAB/tip</comment>
            <translation>[Éâçĥ ðöţ îš öñé âĝéñţ. Ţĥé ñûmbéř öñ â ðöţ îš ĥöŵ mâñý çâļļš îţ ĥâš šéñţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>Every call any agent has sent so far in this run.</source>
            <comment>CROWD_LAB/tips/knocks</comment>
            <translation>[Évéřý çâļļ âñý âĝéñţ ĥâš šéñţ šö fâř îñ ţĥîš řûñ. ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>Calls the tool refused so far.</source>
            <comment>CROWD_LAB/tips/refused</comment>
            <translation>[Çâļļš ţĥé ţööļ řéfûšéð šö fâř. ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Agents whose call the tool accepted.</source>
            <comment>CROWD_LAB/tips/inside</comment>
            <translation>[Âĝéñţš ŵĥöšé çâļļ ţĥé ţööļ âççépţéð. ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Agents whose answer has arrived.</source>
            <comment>CROWD_LAB/tips/served</comment>
            <translation>[Âĝéñţš ŵĥöšé âñšŵéř ĥâš âřřîvéð. ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;●&lt;/span&gt; red: just refused &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: accepted, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</source>
            <comment>CROWD_LAB/legend</comment>
            <translation>[&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; ĝřéý: ŵâîţîñĝ &amp;nbsp; &lt;span style='color:{refused}'&gt;●&lt;/span&gt; řéð: ĵûšţ řéfûšéð &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; ĝřééñ řîñĝ: âççépţéð, ŵâîţîñĝ föř ţĥé âñšŵéř &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; ðâřķ bļûé: âñšŵéřéð ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñī]</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; green door: a call accepted &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; red striped door: a call refused</source>
            <comment>CROWD_LAB/legend_door</comment>
            <translation>[&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; ĝřééñ ðööř: â çâļļ âççépţéð &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; řéð šţřîpéð ðööř: â çâļļ řéfûšéð ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>Show calls on the dots</source>
            <comment>CROWD_LAB/show_counts</comment>
            <translation>[Šĥöŵ çâļļš öñ ţĥé ðöţš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Write on each dot how many calls that agent has sent.</source>
            <comment>CROWD_LAB/show_counts_tip</comment>
            <translation>[Ŵřîţé öñ éâçĥ ðöţ ĥöŵ mâñý çâļļš ţĥâţ âĝéñţ ĥâš šéñţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message>
            <source>Show the most calls by one agent</source>
            <comment>CROWD_LAB/show_counts_most</comment>
            <translation>[Šĥöŵ ţĥé möšţ çâļļš bý öñé âĝéñţ ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>The dots are too small for a number each: the agent who has sent the most calls so far shows how many, in a bubble. With fewer agents or a bigger window, every dot shows its own.</source>
            <comment>CROWD_LAB/show_counts_most_tip</comment>
            <translation>[Ţĥé ðöţš âřé ţöö šmâļļ föř â ñûmbéř éâçĥ: ţĥé âĝéñţ ŵĥö ĥâš šéñţ ţĥé möšţ çâļļš šö fâř šĥöŵš ĥöŵ mâñý, îñ â bûbbļé. Ŵîţĥ féŵéř âĝéñţš öř â bîĝĝéř ŵîñðöŵ, évéřý ðöţ šĥöŵš îţš öŵñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Counters: the one run being replayed. The table below: the middle of all the runs, so a little different.</source>
            <comment>CROWD_LAB/note</comment>
            <translation>[Çöûñţéřš: ţĥé öñé řûñ béîñĝ řépļâýéð. Ţĥé ţâbļé béļöŵ: ţĥé mîððļé öf âļļ ţĥé řûñš, šö â ļîţţļé ðîfféřéñţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñ]</translation>
        </message>
        <message>
            <source>Counters: the one run being replayed. Your points on the Load and waiting chart: the middle of all the runs, so a little different.</source>
            <comment>CROWD_LAB/note_no_table</comment>
            <translation>[Çöûñţéřš: ţĥé öñé řûñ béîñĝ řépļâýéð. Ýöûř pöîñţš öñ ţĥé Ļöâð âñð ŵâîţîñĝ çĥâřţ: ţĥé mîððļé öf âļļ ţĥé řûñš, šö â ļîţţļé ðîfféřéñţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñ]</translation>
        </message>
        <message>
            <source>Every call of every agent</source>
            <comment>TIMELINE_TITLE</comment>
            <translation>[Évéřý çâļļ öf évéřý âĝéñţ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>TIMELINE_X</comment>
            <translation>[ţîmé (š) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>agent</source>
            <comment>TIMELINE_Y</comment>
            <translation>[âĝéñţ ōñē ţ]</translation>
        </message>
        <message>
            <source>answer on its way</source>
            <comment>TIMELINE_ANSWER</comment>
            <translation>[âñšŵéř öñ îţš ŵâý ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;&amp;#9679;&lt;/span&gt;&amp;nbsp;accepted&amp;nbsp;&amp;nbsp;&lt;span style='color:{refused}'&gt;&amp;#10005;&lt;/span&gt;&amp;nbsp;refused&amp;nbsp;&amp;nbsp;&lt;span style='color:{accepted}'&gt;&amp;#9473;&lt;/span&gt;&amp;nbsp;answer on its way</source>
            <comment>TIMELINE_KEY</comment>
            <translation>[&lt;span style='color:{accepted}'&gt;&amp;#9679;&lt;/span&gt;&amp;nbsp;âççépţéð&amp;nbsp;&amp;nbsp;&lt;span style='color:{refused}'&gt;&amp;#10005;&lt;/span&gt;&amp;nbsp;řéfûšéð&amp;nbsp;&amp;nbsp;&lt;span style='color:{accepted}'&gt;&amp;#9473;&lt;/span&gt;&amp;nbsp;âñšŵéř öñ îţš ŵâý ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>TEN_TITLE</comment>
            <translation>[Ţéñ âĝéñţš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>ages 11 to 15</source>
            <comment>TEN_AGES</comment>
            <translation>[âĝéš 11 ţö 15 ōñē ţŵō ţ]</translation>
        </message>
        <message numerus="yes">
            <source>{n} computer helpers (agents) all need an answer from one slow tool at the same time.</source>
            <comment>TEN_BLURB</comment>
            <extracomment>English for one: {n} computer helper (agent) needs an answer from one slow tool.</extracomment>
            <translation>
                <numerusform>[{n} çömpûţéř ĥéļpéř (âĝéñţ) ñééðš âñ âñšŵéř fřöm öñé šļöŵ ţööļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</numerusform>
                <numerusform>[{n} çömpûţéř ĥéļpéřš (âĝéñţš) âļļ ñééð âñ âñšŵéř fřöm öñé šļöŵ ţööļ âţ ţĥé šâmé ţîmé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool takes only {n} calls each second and says no to the rest. An answer takes about {answer:.0f} second.</source>
            <comment>TEN_BLURB_TOOL</comment>
            <extracomment>English for one: The tool takes only {n} call each second and says no to the rest. An answer takes about {answer:.0f} second.</extracomment>
            <translation>
                <numerusform>[Ţĥé ţööļ ţâķéš öñļý {n} çâļļ éâçĥ šéçöñð âñð šâýš ñö ţö ţĥé řéšţ. Âñ âñšŵéř ţâķéš âböûţ {answer:.0f} šéçöñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēī]</numerusform>
                <numerusform>[Ţĥé ţööļ ţâķéš öñļý {n} çâļļš éâçĥ šéçöñð âñð šâýš ñö ţö ţĥé řéšţ. Âñ âñšŵéř ţâķéš âböûţ {answer:.0f} šéçöñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Guess first: which way sends the most calls?</source>
            <comment>TEN_QUESTION</comment>
            <translation>[Ĝûéšš fîřšţ: ŵĥîçĥ ŵâý šéñðš ţĥé möšţ çâļļš? ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message>
            <source>Guess that '{rule}' sends the most calls, then see what happened.</source>
            <comment>TEN_PREDICT_TIP</comment>
            <translation>[Ĝûéšš ţĥâţ '{rule}' šéñðš ţĥé möšţ çâļļš, ţĥéñ šéé ŵĥâţ ĥâppéñéð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Try again at once</source>
            <comment>TEN_RULES/immediate</comment>
            <translation>[Ţřý âĝâîñ âţ öñçé ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>TEN_RULES/exponential</comment>
            <translation>[Ŵâîţ ļöñĝéř éâçĥ ţîmé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>TEN_RULES/full-jitter</comment>
            <translation>[Ŵâîţ â řâñðöm ţîmé ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>After a no, call again a tenth of a second later, again and again.</source>
            <comment>TEN_RULE_LINES/immediate</comment>
            <translation>[Âfţéř â ñö, çâļļ âĝâîñ â ţéñţĥ öf â šéçöñð ļâţéř, âĝâîñ âñð âĝâîñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>After a no, wait. Each new no makes the wait twice as long. Everyone waits the same time.</source>
            <comment>TEN_RULE_LINES/exponential</comment>
            <translation>[Âfţéř â ñö, ŵâîţ. Éâçĥ ñéŵ ñö mâķéš ţĥé ŵâîţ ţŵîçé âš ļöñĝ. Évéřýöñé ŵâîţš ţĥé šâmé ţîmé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>After a no, wait a random time from 0 up to a limit. Each new no doubles the limit. Everyone waits a different time.</source>
            <comment>TEN_RULE_LINES/full-jitter</comment>
            <translation>[Âfţéř â ñö, ŵâîţ â řâñðöm ţîmé fřöm 0 ûp ţö â ļîmîţ. Éâçĥ ñéŵ ñö ðöûbļéš ţĥé ļîmîţ. Évéřýöñé ŵâîţš â ðîfféřéñţ ţîmé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</translation>
        </message>
        <message>
            <source>Grown-ups call this '{name}'.</source>
            <comment>TEN_RULE_GROWN_UP</comment>
            <translation>[Ĝřöŵñ-ûpš çâļļ ţĥîš '{name}'. ōñē ţŵō]</translation>
        </message>
        <message>
            <source>{line} &lt;i&gt;(In the lab: {name}.)&lt;/i&gt;</source>
            <comment>TEN_RULE_LINE_IN_LAB</comment>
            <translation>[{line} &lt;i&gt;(Îñ ţĥé ļâb: {name}.)&lt;/i&gt; ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Make your guess first, then look at the pictures. What did you see? Talk about it.</source>
            <comment>TEN_NOTICE_ASK</comment>
            <translation>[Mâķé ýöûř ĝûéšš fîřšţ, ţĥéñ ļööķ âţ ţĥé pîçţûřéš. Ŵĥâţ ðîð ýöû šéé? Ţâļķ âböûţ îţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvē]</translation>
        </message>
        <message>
            <source>You have guessed. What did you see? Talk about it, then open this.</source>
            <comment>TEN_NOTICE_READY</comment>
            <translation>[Ýöû ĥâvé ĝûéššéð. Ŵĥâţ ðîð ýöû šéé? Ţâļķ âböûţ îţ, ţĥéñ öpéñ ţĥîš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>Choose your guess. The results stay hidden until you do.</source>
            <comment>TEN_PREDICT_FIRST</comment>
            <translation>[Çĥööšé ýöûř ĝûéšš. Ţĥé řéšûļţš šţâý ĥîððéñ ûñţîļ ýöû ðö. ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Make your guess on the left.
Then every call of every agent appears here.</source>
            <comment>TEN_HIDDEN</comment>
            <translation>[Mâķé ýöûř ĝûéšš öñ ţĥé ļéfţ.
Ţĥéñ évéřý çâļļ öf évéřý âĝéñţ âppéâřš ĥéřé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>You guessed it: '{rule}' sent the most calls, {calls}. Now look at the pictures to see why.</source>
            <comment>TEN_RIGHT</comment>
            <translation>[Ýöû ĝûéššéð îţ: '{rule}' šéñţ ţĥé möšţ çâļļš, {calls}. Ñöŵ ļööķ âţ ţĥé pîçţûřéš ţö šéé ŵĥý. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>Not this time, and that is how science goes: '{rule}' sent {calls} calls, but '{best}' sent more, {best_calls}. Can you see why in its picture?</source>
            <comment>TEN_WRONG</comment>
            <translation>[Ñöţ ţĥîš ţîmé, âñð ţĥâţ îš ĥöŵ šçîéñçé ĝöéš: '{rule}' šéñţ {calls} çâļļš, bûţ '{best}' šéñţ möřé, {best_calls}. Çâñ ýöû šéé ŵĥý îñ îţš pîçţûřé? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</translation>
        </message>
        <message numerus="yes">
            <source>In {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</source>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <extracomment>English for one: In {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</extracomment>
            <translation>
                <numerusform>[Îñ {sooner} öf {n} řûñ, 'Ŵâîţ â řâñðöm ţîmé' ĥâð îţš ļâšţ âñšŵéř šööñéř ţĥâñ 'Ŵâîţ ļöñĝéř éâçĥ ţîmé'. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</numerusform>
                <numerusform>[Îñ {sooner} öf {n} řûñš, 'Ŵâîţ â řâñðöm ţîmé' ĥâð îţš ļâšţ âñšŵéř šööñéř ţĥâñ 'Ŵâîţ ļöñĝéř éâçĥ ţîmé'. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In only {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</source>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <extracomment>English for one: In only {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</extracomment>
            <translation>
                <numerusform>[Îñ öñļý {sooner} öf {n} řûñ, 'Ŵâîţ â řâñðöm ţîmé' ĥâð îţš ļâšţ âñšŵéř šööñéř ţĥâñ 'Ŵâîţ ļöñĝéř éâçĥ ţîmé'. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝ]</numerusform>
                <numerusform>[Îñ öñļý {sooner} öf {n} řûñš, 'Ŵâîţ â řâñðöm ţîmé' ĥâð îţš ļâšţ âñšŵéř šööñéř ţĥâñ 'Ŵâîţ ļöñĝéř éâçĥ ţîmé'. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This run: 'Wait a random time' sent {n:,} calls, 'Wait longer each time' {other_calls:,}.</source>
            <comment>TEN_WHY_THIS_RUN</comment>
            <extracomment>English for one: This run: 'Wait a random time' sent {n:,} call, 'Wait longer each time' {other_calls:,}.</extracomment>
            <translation>
                <numerusform>[Ţĥîš řûñ: 'Ŵâîţ â řâñðöm ţîmé' šéñţ {n:,} çâļļ, 'Ŵâîţ ļöñĝéř éâçĥ ţîmé' {other_calls:,}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</numerusform>
                <numerusform>[Ţĥîš řûñ: 'Ŵâîţ â řâñðöm ţîmé' šéñţ {n:,} çâļļš, 'Ŵâîţ ļöñĝéř éâçĥ ţîmé' {other_calls:,}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, the two usually sent about the same.</source>
            <comment>TEN_WHY_RUNS_SAME</comment>
            <extracomment>English for one: Over {n} run, the two usually sent about the same.</extracomment>
            <translation>
                <numerusform>[Övéř {n} řûñ, ţĥé ţŵö ûšûâļļý šéñţ âböûţ ţĥé šâmé. ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
                <numerusform>[Övéř {n} řûñš, ţĥé ţŵö ûšûâļļý šéñţ âböûţ ţĥé šâmé. ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, 'Wait a random time' usually sent fewer calls.</source>
            <comment>TEN_WHY_RUNS_FEWER</comment>
            <extracomment>English for one: Over {n} run, 'Wait a random time' usually sent fewer calls.</extracomment>
            <translation>
                <numerusform>[Övéř {n} řûñ, 'Ŵâîţ â řâñðöm ţîmé' ûšûâļļý šéñţ féŵéř çâļļš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</numerusform>
                <numerusform>[Övéř {n} řûñš, 'Ŵâîţ â řâñðöm ţîmé' ûšûâļļý šéñţ féŵéř çâļļš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, 'Wait a random time' usually sent more calls.</source>
            <comment>TEN_WHY_RUNS_MORE</comment>
            <extracomment>English for one: Over {n} run, 'Wait a random time' usually sent more calls.</extracomment>
            <translation>
                <numerusform>[Övéř {n} řûñ, 'Ŵâîţ â řâñðöm ţîmé' ûšûâļļý šéñţ möřé çâļļš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</numerusform>
                <numerusform>[Övéř {n} řûñš, 'Ŵâîţ â řâñðöm ţîmé' ûšûâļļý šéñţ möřé çâļļš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</numerusform>
            </translation>
        </message>
        <message>
            <source>Why?</source>
            <comment>TEN_WHY_OPEN</comment>
            <translation>[Ŵĥý? ōñē]</translation>
        </message>
        <message>
            <source>Why a random wait helps: what each no costs, and how a random wait spreads the agents out.</source>
            <comment>TEN_WHY_OPEN_TIP</comment>
            <translation>[Ŵĥý â řâñðöm ŵâîţ ĥéļpš: ŵĥâţ éâçĥ ñö çöšţš, âñð ĥöŵ â řâñðöm ŵâîţ špřéâðš ţĥé âĝéñţš öûţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>Every no costs the agent one more call and more waiting.</source>
            <comment>TEN_WHY_COST</comment>
            <translation>[Évéřý ñö çöšţš ţĥé âĝéñţ öñé möřé çâļļ âñð möřé ŵâîţîñĝ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>When they wait longer each time, all the agents wait the same time, come back together and mostly hear no again.</source>
            <comment>TEN_WHY_TOGETHER</comment>
            <translation>[Ŵĥéñ ţĥéý ŵâîţ ļöñĝéř éâçĥ ţîmé, âļļ ţĥé âĝéñţš ŵâîţ ţĥé šâmé ţîmé, çömé bâçķ ţöĝéţĥéř âñð möšţļý ĥéâř ñö âĝâîñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</translation>
        </message>
        <message>
            <source>A random wait spreads them out: each agent comes back at its own time, so more of them hear yes.</source>
            <comment>TEN_WHY_SPREAD</comment>
            <translation>[Â řâñðöm ŵâîţ špřéâðš ţĥém öûţ: éâçĥ âĝéñţ çöméš bâçķ âţ îţš öŵñ ţîmé, šö möřé öf ţĥém ĥéâř ýéš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝ]</translation>
        </message>
        <message numerus="yes">
            <source>With the lab's {agents} agents it matters more: a random wait sent {n:,} calls, waiting longer each time {other_calls:,}.</source>
            <comment>TEN_WHY_LAB</comment>
            <extracomment>English for one: With the lab's {agents} agents it matters more: a random wait sent {n:,} call, waiting longer each time {other_calls:,}.</extracomment>
            <translation>
                <numerusform>[Ŵîţĥ ţĥé ļâb'š {agents} âĝéñţš îţ mâţţéřš möřé: â řâñðöm ŵâîţ šéñţ {n:,} çâļļ, ŵâîţîñĝ ļöñĝéř éâçĥ ţîmé {other_calls:,}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēī]</numerusform>
                <numerusform>[Ŵîţĥ ţĥé ļâb'š {agents} âĝéñţš îţ mâţţéřš möřé: â řâñðöm ŵâîţ šéñţ {n:,} çâļļš, ŵâîţîñĝ ļöñĝéř éâçĥ ţîmé {other_calls:,}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēī]</numerusform>
            </translation>
        </message>
        <message>
            <source>Show every call again, from the start to the last answer, on all three pictures.</source>
            <comment>TEN_PLOT_BACK_TIP</comment>
            <translation>[Šĥöŵ évéřý çâļļ âĝâîñ, fřöm ţĥé šţâřţ ţö ţĥé ļâšţ âñšŵéř, öñ âļļ ţĥřéé pîçţûřéš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</translation>
        </message>
        <message>
            <source>all answered at {last:.1f} s</source>
            <comment>TEN_FINISHED</comment>
            <translation>[âļļ âñšŵéřéð âţ {last:.1f} š ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Your guess stays: you have seen the results. To guess again, press Start again.</source>
            <comment>TEN_GUESS_KEPT</comment>
            <translation>[Ýöûř ĝûéšš šţâýš: ýöû ĥâvé šééñ ţĥé řéšûļţš. Ţö ĝûéšš âĝâîñ, přéšš Šţâřţ âĝâîñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</translation>
        </message>
        <message>
            <source>Start again</source>
            <comment>TEN_AGAIN</comment>
            <translation>[Šţâřţ âĝâîñ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Hide the results and make a new guess.</source>
            <comment>TEN_AGAIN_TIP</comment>
            <translation>[Ĥîðé ţĥé řéšûļţš âñð mâķé â ñéŵ ĝûéšš. ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>&amp;Another run</source>
            <comment>TEN_ANOTHER</comment>
            <translation>[&amp;Âñöţĥéř řûñ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>The same ten agents with a new roll of the dice. Which numbers change, and which stay the same? (Alt+A)</source>
            <comment>TEN_ANOTHER_TIP</comment>
            <translation>[Ţĥé šâmé ţéñ âĝéñţš ŵîţĥ â ñéŵ řöļļ öf ţĥé ðîçé. Ŵĥîçĥ ñûmbéřš çĥâñĝé, âñð ŵĥîçĥ šţâý ţĥé šâmé? (Âļţ+Â) ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>Try again
at once</source>
            <comment>TEN_COLUMNS/immediate</comment>
            <translation>[Ţřý âĝâîñ
âţ öñçé ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Wait longer
each time</source>
            <comment>TEN_COLUMNS/exponential</comment>
            <translation>[Ŵâîţ ļöñĝéř
éâçĥ ţîmé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Wait a
random time</source>
            <comment>TEN_COLUMNS/full-jitter</comment>
            <translation>[Ŵâîţ â
řâñðöm ţîmé ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Save every agent's calls and when it was answered, for each way, as a CSV file. You choose where (Ctrl+E).</source>
            <comment>TEN_DATA_TIP</comment>
            <translation>[Šâvé évéřý âĝéñţ'š çâļļš âñð ŵĥéñ îţ ŵâš âñšŵéřéð, föř éâçĥ ŵâý, âš â ÇŠV fîļé. Ýöû çĥööšé ŵĥéřé (Çţřļ+É). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñ]</translation>
        </message>
        <message>
            <source>the ten agents' calls</source>
            <comment>TEN_WHAT_DATA</comment>
            <translation>[ţĥé ţéñ âĝéñţš' çâļļš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Agent {n}</source>
            <comment>TEN_AGENT_ROW</comment>
            <translation>[Âĝéñţ {n} ōñē ţŵ]</translation>
        </message>
        <message>
            <source>All of them</source>
            <comment>TEN_TOTAL_ROW</comment>
            <translation>[Âļļ öf ţĥém ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>TEN_CALLS_ROW</comment>
            <translation>[Çâļļš šéñţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>How many times each agent tried again</source>
            <comment>TEN_TABLE_TITLE</comment>
            <translation>[Ĥöŵ mâñý ţîméš éâçĥ âĝéñţ ţřîéð âĝâîñ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>How many times each agent heard no and tried again. Calls sent = tries again + one first call each.</source>
            <comment>TEN_TABLE_TIP</comment>
            <translation>[Ĥöŵ mâñý ţîméš éâçĥ âĝéñţ ĥéâřð ñö âñð ţřîéð âĝâîñ. Çâļļš šéñţ = ţřîéš âĝâîñ + öñé fîřšţ çâļļ éâçĥ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message numerus="yes">
            <source>“All of them” adds up the tries again. “Calls sent” counts each agent's first call too: {n} more.</source>
            <comment>TEN_TABLE_NOTE</comment>
            <extracomment>English for one: “All of them” adds up the tries again. “Calls sent” counts each agent's first call too: {n} more.</extracomment>
            <translation>
                <numerusform>[“Âļļ öf ţĥém” âððš ûp ţĥé ţřîéš âĝâîñ. “Çâļļš šéñţ” çöûñţš éâçĥ âĝéñţ'š fîřšţ çâļļ ţöö: {n} möřé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝ]</numerusform>
                <numerusform>[“Âļļ öf ţĥém” âððš ûp ţĥé ţřîéš âĝâîñ. “Çâļļš šéñţ” çöûñţš éâçĥ âĝéñţ'š fîřšţ çâļļ ţöö: {n} möřé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n} calls, last answer at {last:.1f} s</source>
            <comment>TEN_TIMELINE_TITLE</comment>
            <extracomment>English for one: {rule}: {n} call, last answer at {last:.1f} s</extracomment>
            <translation>
                <numerusform>[{rule}: {n} çâļļ, ļâšţ âñšŵéř âţ {last:.1f} š ōñē ţŵō ţ]</numerusform>
                <numerusform>[{rule}: {n} çâļļš, ļâšţ âñšŵéř âţ {last:.1f} š ōñē ţŵō ţĥ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n} calls so far</source>
            <comment>TEN_TIMELINE_TITLE_SO_FAR</comment>
            <extracomment>English for one: {rule}: {n} call so far</extracomment>
            <translation>
                <numerusform>[{rule}: {n} çâļļ šö fâř ōñē ţŵō ţĥ]</numerusform>
                <numerusform>[{rule}: {n} çâļļš šö fâř ōñē ţŵō ţĥŕ]</numerusform>
            </translation>
        </message>
        <message>
            <source>green</source>
            <comment>COLOUR_NAMES/green</comment>
            <translation>[ĝřééñ ōñē ţ]</translation>
        </message>
        <message>
            <source>red</source>
            <comment>COLOUR_NAMES/red</comment>
            <translation>[řéð ōñē]</translation>
        </message>
        <message>
            <source>dark blue</source>
            <comment>COLOUR_NAMES/dark blue</comment>
            <translation>[ðâřķ bļûé ōñē ţŵ]</translation>
        </message>
        <message>
            <source>grey</source>
            <comment>COLOUR_NAMES/grey</comment>
            <translation>[ĝřéý ōñē]</translation>
        </message>
        <message>
            <source>purple</source>
            <comment>COLOUR_NAMES/purple</comment>
            <translation>[pûřpļé ōñē ţŵ]</translation>
        </message>
        <message>
            <source>black</source>
            <comment>COLOUR_NAMES/black</comment>
            <translation>[bļâçķ ōñē ţ]</translation>
        </message>
        <message>
            <source>gold</source>
            <comment>COLOUR_NAMES/gold</comment>
            <translation>[ĝöļð ōñē]</translation>
        </message>
        <message>
            <source>violet</source>
            <comment>COLOUR_NAMES/violet</comment>
            <translation>[vîöļéţ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>COLOUR_NAMES/blue</comment>
            <translation>[bļûé ōñē]</translation>
        </message>
        <message>
            <source>sky blue</source>
            <comment>COLOUR_NAMES/sky blue</comment>
            <translation>[šķý bļûé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Each row is one agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; green dot: the tool said yes, then &lt;span style='color:{green}'&gt;—&lt;/span&gt; the answer on its way &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; red cross: the tool said no</source>
            <comment>TEN_LEGEND</comment>
            <translation>[Éâçĥ řöŵ îš öñé âĝéñţ. &lt;span style='color:{green}'&gt;●&lt;/span&gt; ĝřééñ ðöţ: ţĥé ţööļ šâîð ýéš, ţĥéñ &lt;span style='color:{green}'&gt;—&lt;/span&gt; ţĥé âñšŵéř öñ îţš ŵâý &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; řéð çřöšš: ţĥé ţööļ šâîð ñö ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</translation>
        </message>
        <message>
            <source>Time runs left to right. Agent 1 is the top row.</source>
            <comment>TEN_LEGEND_TIP</comment>
            <translation>[Ţîmé řûñš ļéfţ ţö řîĝĥţ. Âĝéñţ 1 îš ţĥé ţöp řöŵ. ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent the most, “{least}” the fewest.</source>
            <comment>TEN_REVEAL_LEAD</comment>
            <translation>[&lt;b&gt;Çöûñţ ţĥé çâļļš fîřšţ.&lt;/b&gt; “{most}” šéñţ ţĥé möšţ, “{least}” ţĥé féŵéšţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; All three sent about as many.</source>
            <comment>TEN_REVEAL_LEAD_SAME</comment>
            <translation>[&lt;b&gt;Çöûñţ ţĥé çâļļš fîřšţ.&lt;/b&gt; Âļļ ţĥřéé šéñţ âböûţ âš mâñý. ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent {times:.1f} times as many calls as the fewest: {n:,} calls.</source>
            <comment>TEN_REVEAL_HARD_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent {times:.1f} times as many calls as the fewest: {n:,} call.</extracomment>
            <translation>
                <numerusform>[&lt;b&gt;{rule}&lt;/b&gt; ŵâš qûîçķ (ļâšţ âñšŵéř âţ {done:.1f} š) bûţ šéñţ {times:.1f} ţîméš âš mâñý çâļļš âš ţĥé féŵéšţ: {n:,} çâļļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvē]</numerusform>
                <numerusform>[&lt;b&gt;{rule}&lt;/b&gt; ŵâš qûîçķ (ļâšţ âñšŵéř âţ {done:.1f} š) bûţ šéñţ {times:.1f} ţîméš âš mâñý çâļļš âš ţĥé féŵéšţ: {n:,} çâļļš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but slow: last answer only at {done:.1f} s.</source>
            <comment>TEN_REVEAL_GENTLE_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) but slow: last answer only at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>[&lt;b&gt;{rule}&lt;/b&gt; ŵâš ĝéñţļé öñ ţĥé ţööļ ({n:,} çâļļ) bûţ šļöŵ: ļâšţ âñšŵéř öñļý âţ {done:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</numerusform>
                <numerusform>[&lt;b&gt;{rule}&lt;/b&gt; ŵâš ĝéñţļé öñ ţĥé ţööļ ({n:,} çâļļš) bûţ šļöŵ: ļâšţ âñšŵéř öñļý âţ {done:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle and quick: {n:,} calls, last answer at {done:.1f} s.</source>
            <comment>TEN_REVEAL_GENTLE_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle and quick: {n:,} call, last answer at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>[&lt;b&gt;{rule}&lt;/b&gt; ŵâš ĝéñţļé âñð qûîçķ: {n:,} çâļļ, ļâšţ âñšŵéř âţ {done:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
                <numerusform>[&lt;b&gt;{rule}&lt;/b&gt; ŵâš ĝéñţļé âñð qûîçķ: {n:,} çâļļš, ļâšţ âñšŵéř âţ {done:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} calls, {times:.1f} times as many as the fewest, and last answer only at {done:.1f} s.</source>
            <comment>TEN_REVEAL_HARD_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} call, {times:.1f} times as many as the fewest, and last answer only at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>[&lt;b&gt;{rule}&lt;/b&gt; ŵâš ĥâřð öñ ţĥé ţööļ âñð šļöŵ: {n:,} çâļļ, {times:.1f} ţîméš âš mâñý âš ţĥé féŵéšţ, âñð ļâšţ âñšŵéř öñļý âţ {done:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝ]</numerusform>
                <numerusform>[&lt;b&gt;{rule}&lt;/b&gt; ŵâš ĥâřð öñ ţĥé ţööļ âñð šļöŵ: {n:,} çâļļš, {times:.1f} ţîméš âš mâñý âš ţĥé féŵéšţ, âñð ļâšţ âñšŵéř öñļý âţ {done:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) and quicker than “{other}”: {done:.1f} s against {other_done:.1f} s.</source>
            <comment>TEN_REVEAL_RANDOM_SOONER</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) and quicker than “{other}”: {done:.1f} s against {other_done:.1f} s.</extracomment>
            <translation>
                <numerusform>[&lt;b&gt;{rule}&lt;/b&gt; ŵâš ĝéñţļé öñ ţĥé ţööļ ({n:,} çâļļ) âñð qûîçķéř ţĥâñ “{other}”: {done:.1f} š âĝâîñšţ {other_done:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</numerusform>
                <numerusform>[&lt;b&gt;{rule}&lt;/b&gt; ŵâš ĝéñţļé öñ ţĥé ţööļ ({n:,} çâļļš) âñð qûîçķéř ţĥâñ “{other}”: {done:.1f} š âĝâîñšţ {other_done:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</source>
            <comment>TEN_REVEAL_RANDOM_NOT_SOONER</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) but this time no quicker than “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</extracomment>
            <translation>
                <numerusform>[&lt;b&gt;{rule}&lt;/b&gt; ŵâš ĝéñţļé öñ ţĥé ţööļ ({n:,} çâļļ) bûţ ţĥîš ţîmé ñö qûîçķéř ţĥâñ “{other}”: {done:.1f} š âĝâîñšţ {other_done:.1f} š. Ŵîţĥ öñļý ţéñ âĝéñţš, öñé řûñ çâñ ĝö éîţĥéř ŵâý: přéšš Âñöţĥéř řûñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţ]</numerusform>
                <numerusform>[&lt;b&gt;{rule}&lt;/b&gt; ŵâš ĝéñţļé öñ ţĥé ţööļ ({n:,} çâļļš) bûţ ţĥîš ţîmé ñö qûîçķéř ţĥâñ “{other}”: {done:.1f} š âĝâîñšţ {other_done:.1f} š. Ŵîţĥ öñļý ţéñ âĝéñţš, öñé řûñ çâñ ĝö éîţĥéř ŵâý: přéšš Âñöţĥéř řûñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Ten agents are few: one with a short wait may hear no again, so a few more calls.</source>
            <comment>TEN_REVEAL_FEW_AGENTS</comment>
            <translation>[Ţéñ âĝéñţš âřé féŵ: öñé ŵîţĥ â šĥöřţ ŵâîţ mâý ĥéâř ñö âĝâîñ, šö â féŵ möřé çâļļš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</translation>
        </message>
        <message>
            <source>Its rows are full of red crosses: the tool says no to almost every call.</source>
            <comment>TEN_REVEAL_WHY/immediate</comment>
            <translation>[Îţš řöŵš âřé fûļļ öf řéð çřöššéš: ţĥé ţööļ šâýš ñö ţö âļmöšţ évéřý çâļļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>Its crosses line up in stripes: all the agents come back at the same moment.</source>
            <comment>TEN_REVEAL_WHY/exponential</comment>
            <translation>[Îţš çřöššéš ļîñé ûp îñ šţřîpéš: âļļ ţĥé âĝéñţš çömé bâçķ âţ ţĥé šâmé möméñţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</translation>
        </message>
        <message>
            <source>Its crosses are spread out: each agent comes back at its own time.</source>
            <comment>TEN_REVEAL_WHY/full-jitter</comment>
            <translation>[Îţš çřöššéš âřé špřéâð öûţ: éâçĥ âĝéñţ çöméš bâçķ âţ îţš öŵñ ţîmé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>First the calls: which way sends the most? Then the time: is one way both gentle on the tool and quick?</source>
            <comment>TEN_TRY/0</comment>
            <translation>[Fîřšţ ţĥé çâļļš: ŵĥîçĥ ŵâý šéñðš ţĥé möšţ? Ţĥéñ ţĥé ţîmé: îš öñé ŵâý böţĥ ĝéñţļé öñ ţĥé ţööļ âñð qûîçķ? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way? Find it in the table, then find its row in the picture.</source>
            <comment>TEN_TRY/1</comment>
            <translation>[Ŵĥîçĥ âĝéñţ ţřîéð âĝâîñ ţĥé möšţ éâçĥ ŵâý? Fîñð îţ îñ ţĥé ţâbļé, ţĥéñ fîñð îţš řöŵ îñ ţĥé pîçţûřé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥ]</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does it still hold? Which numbers change?</source>
            <comment>TEN_TRY/2</comment>
            <translation>[Přéšš Âñöţĥéř řûñ â féŵ ţîméš. Ðöéš îţ šţîļļ ĥöļð? Ŵĥîçĥ ñûmbéřš çĥâñĝé? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message>
            <source>First the calls: which way sends the most? Then the time: is one way both gentle on the tool and quick?</source>
            <comment>TEN_TRY_KIOSK/0</comment>
            <translation>[Fîřšţ ţĥé çâļļš: ŵĥîçĥ ŵâý šéñðš ţĥé möšţ? Ţĥéñ ţĥé ţîmé: îš öñé ŵâý böţĥ ĝéñţļé öñ ţĥé ţööļ âñð qûîçķ? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way?</source>
            <comment>TEN_TRY_KIOSK/1</comment>
            <translation>[Ŵĥîçĥ âĝéñţ ţřîéð âĝâîñ ţĥé möšţ éâçĥ ŵâý? ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does it still hold? Which numbers change?</source>
            <comment>TEN_TRY_KIOSK/2</comment>
            <translation>[Přéšš Âñöţĥéř řûñ â féŵ ţîméš. Ðöéš îţ šţîļļ ĥöļð? Ŵĥîçĥ ñûmbéřš çĥâñĝé? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {n:,} agents need answers from one tool.</source>
            <comment>LOAD_TAGLINE</comment>
            <extracomment>English for one: &lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {n:,} agent needs answers from one tool.</extracomment>
            <translation>
                <numerusform>[&lt;b&gt;Ļöâð âĝâîñšţ ŵâîţîñĝ&lt;/b&gt; (15 âñð ûp): {n:,} âĝéñţ ñééðš âñšŵéřš fřöm öñé ţööļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</numerusform>
                <numerusform>[&lt;b&gt;Ļöâð âĝâîñšţ ŵâîţîñĝ&lt;/b&gt; (15 âñð ûp): {n:,} âĝéñţš ñééð âñšŵéřš fřöm öñé ţööļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n:,} calls a second.</source>
            <comment>LOAD_TAGLINE_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n:,} call a second.</extracomment>
            <translation>
                <numerusform>[Ţĥé ţööļ âççépţš {n:,} çâļļ â šéçöñð. ōñē ţŵō ţĥŕē]</numerusform>
                <numerusform>[Ţĥé ţööļ âççépţš {n:,} çâļļš â šéçöñð. ōñē ţŵō ţĥŕē]</numerusform>
            </translation>
        </message>
        <message>
            <source>Every rule trades calls sent against waiting. Down and to the left is better: fewer calls, less waiting.</source>
            <comment>LOAD_NOTICE/0</comment>
            <translation>[Évéřý řûļé ţřâðéš çâļļš šéñţ âĝâîñšţ ŵâîţîñĝ. Ðöŵñ âñð ţö ţĥé ļéfţ îš béţţéř: féŵéř çâļļš, ļéšš ŵâîţîñĝ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Exponential backoff&lt;/b&gt; hardly changes its calls as the longest wait grows; a longer one only makes agents wait longer.</source>
            <comment>LOAD_NOTICE/1</comment>
            <translation>[&lt;b&gt;Éxpöñéñţîâļ bâçķöff&lt;/b&gt; ĥâřðļý çĥâñĝéš îţš çâļļš âš ţĥé ļöñĝéšţ ŵâîţ ĝřöŵš; â ļöñĝéř öñé öñļý mâķéš âĝéñţš ŵâîţ ļöñĝéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Backoff with jitter&lt;/b&gt; sends fewer calls as the longest wait grows, while the typical agent barely waits longer.</source>
            <comment>LOAD_NOTICE/2</comment>
            <translation>[&lt;b&gt;Bâçķöff ŵîţĥ ĵîţţéř&lt;/b&gt; šéñðš féŵéř çâļļš âš ţĥé ļöñĝéšţ ŵâîţ ĝřöŵš, ŵĥîļé ţĥé ţýpîçâļ âĝéñţ bâřéļý ŵâîţš ļöñĝéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñ]</translation>
        </message>
        <message>
            <source>The bars show the middle half of the runs: jitter varies from run to run, the other two never do.</source>
            <comment>LOAD_NOTICE/3</comment>
            <translation>[Ţĥé bâřš šĥöŵ ţĥé mîððļé ĥâļf öf ţĥé řûñš: ĵîţţéř vâřîéš fřöm řûñ ţö řûñ, ţĥé öţĥéř ţŵö ñévéř ðö. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool takes {capacity} every second and is never idle ({sum} calls). At its usual pace, every 0.1 s, the same rule sent {usual} calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <comment>LOAD_NOTICE_ONE_SECOND</comment>
            <translation>[&lt;b&gt;Řéţřý îmméðîâţéļý, évéřý 1 š&lt;/b&gt; ðöéš ŵéļļ ĥéřé öñļý béçâûšé ţĥîš ţööļ çöûñţš çâļļš îñ ŵĥöļé šéçöñðš: éâçĥ řéfûšéð âĝéñţ çâļļš âĝâîñ îñ ţĥé ţööļ'š ñéxţ šéçöñð, šö ţĥé ţööļ ţâķéš {capacity} évéřý šéçöñð âñð îš ñévéř îðļé ({sum} çâļļš). Âţ îţš ûšûâļ pâçé, évéřý 0.1 š, ţĥé šâmé řûļé šéñţ {usual} çâļļš. Â ŵâîţ ţĥâţ fîţš öñé ţööļ'š çļöçķ îš ļûçķ, ñöţ â řûļé föř évéřý ţööļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>&lt;i&gt;These figures are the sweep's on screen (agents: {agents:,}; the tool accepts {capacity} a second), out of date for your settings: press Run the sweep for yours.&lt;/i&gt;</source>
            <comment>LOAD_NOTICE_FIGURES_STALE</comment>
            <translation>[&lt;i&gt;Ţĥéšé fîĝûřéš âřé ţĥé šŵéép'š öñ šçřééñ (âĝéñţš: {agents:,}; ţĥé ţööļ âççépţš {capacity} â šéçöñð), öûţ öf ðâţé föř ýöûř šéţţîñĝš: přéšš Řûñ ţĥé šŵéép föř ýöûřš.&lt;/i&gt; ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool is full every second and never idle. At its usual pace, every 0.1 s, the same rule sends many times as many calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <comment>LOAD_NOTICE_ONE_SECOND_PLAIN</comment>
            <translation>[&lt;b&gt;Řéţřý îmméðîâţéļý, évéřý 1 š&lt;/b&gt; ðöéš ŵéļļ ĥéřé öñļý béçâûšé ţĥîš ţööļ çöûñţš çâļļš îñ ŵĥöļé šéçöñðš: éâçĥ řéfûšéð âĝéñţ çâļļš âĝâîñ îñ ţĥé ţööļ'š ñéxţ šéçöñð, šö ţĥé ţööļ îš fûļļ évéřý šéçöñð âñð ñévéř îðļé. Âţ îţš ûšûâļ pâçé, évéřý 0.1 š, ţĥé šâmé řûļé šéñðš mâñý ţîméš âš mâñý çâļļš. Â ŵâîţ ţĥâţ fîţš öñé ţööļ'š çļöçķ îš ļûçķ, ñöţ â řûļé föř évéřý ţööļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñī]</translation>
        </message>
        <message>
            <source>Add my point with each of the three rule buttons, and once with Randomness in the wait between 0 and 1 ({done} of these {total} tried so far), and say what you expected before each one lands.</source>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation>[Âðð mý pöîñţ ŵîţĥ éâçĥ öf ţĥé ţĥřéé řûļé bûţţöñš, âñð öñçé ŵîţĥ Řâñðömñéšš îñ ţĥé ŵâîţ béţŵééñ 0 âñð 1 ({done} öf ţĥéšé {total} ţřîéð šö fâř), âñð šâý ŵĥâţ ýöû éxpéçţéð béföřé éâçĥ öñé ļâñðš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Add my point for Exponential backoff, then with Randomness in the wait at 0.25: how much does a little randomness help?</source>
            <comment>LOAD_TRY/0</comment>
            <translation>[Âðð mý pöîñţ föř Éxpöñéñţîâļ bâçķöff, ţĥéñ ŵîţĥ Řâñðömñéšš îñ ţĥé ŵâîţ âţ 0.25: ĥöŵ mûçĥ ðöéš â ļîţţļé řâñðömñéšš ĥéļp? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţē]</translation>
        </message>
        <message>
            <source>Choose Backoff with jitter, set Longest wait to 5 s (Advanced), press Add my point. Where does it land?</source>
            <comment>LOAD_TRY/1</comment>
            <translation>[Çĥööšé Bâçķöff ŵîţĥ ĵîţţéř, šéţ Ļöñĝéšţ ŵâîţ ţö 5 š (Âðvâñçéð), přéšš Âðð mý pöîñţ. Ŵĥéřé ðöéš îţ ļâñð? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>Retry immediately, every 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <comment>LOAD_TRY/2</comment>
            <translation>[Řéţřý îmméðîâţéļý, évéřý 1 š: ŵĥý îš îţ šö ĝööð ĥéřé? (Ĥîñţ: ţĥé ţööļ çöûñţš çâļļš îñ ŵĥöļé šéçöñðš.) ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>Change the capacity or the agents and press Run the sweep again. Does the best rule change?</source>
            <comment>LOAD_TRY/3</comment>
            <translation>[Çĥâñĝé ţĥé çâpâçîţý öř ţĥé âĝéñţš âñð přéšš Řûñ ţĥé šŵéép âĝâîñ. Ðöéš ţĥé béšţ řûļé çĥâñĝé? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>Choose Backoff with jitter and press Add my point. Where does your star land?</source>
            <comment>LOAD_TRY_KIOSK/0</comment>
            <translation>[Çĥööšé Bâçķöff ŵîţĥ ĵîţţéř âñð přéšš Âðð mý pöîñţ. Ŵĥéřé ðöéš ýöûř šţâř ļâñð? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>Set Randomness in the wait to 0.25 and press Add my point. Does a little randomness help?</source>
            <comment>LOAD_TRY_KIOSK/1</comment>
            <translation>[Šéţ Řâñðömñéšš îñ ţĥé ŵâîţ ţö 0.25 âñð přéšš Âðð mý pöîñţ. Ðöéš â ļîţţļé řâñðömñéšš ĥéļp? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>Press Add my point for Exponential backoff, then for Retry immediately. Which star is lowest and furthest left?</source>
            <comment>LOAD_TRY_KIOSK/2</comment>
            <translation>[Přéšš Âðð mý pöîñţ föř Éxpöñéñţîâļ bâçķöff, ţĥéñ föř Řéţřý îmméðîâţéļý. Ŵĥîçĥ šţâř îš ļöŵéšţ âñð fûřţĥéšţ ļéfţ? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñ]</translation>
        </message>
        <message>
            <source>Change the capacity or the agents, then press Run the sweep again. Does the best rule change?</source>
            <comment>LOAD_TRY_KIOSK/3</comment>
            <translation>[Çĥâñĝé ţĥé çâpâçîţý öř ţĥé âĝéñţš, ţĥéñ přéšš Řûñ ţĥé šŵéép âĝâîñ. Ðöéš ţĥé béšţ řûļé çĥâñĝé? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēī]</translation>
        </message>
        <message>
            <source>Run the sweep</source>
            <comment>SWEEP_RUN</comment>
            <translation>[Řûñ ţĥé šŵéép ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Simulate every point of the chart for the current crowd and tool. You can keep using the lab meanwhile.</source>
            <comment>SWEEP_RUN_TIP</comment>
            <translation>[Šîmûļâţé évéřý pöîñţ öf ţĥé çĥâřţ föř ţĥé çûřřéñţ çřöŵð âñð ţööļ. Ýöû çâñ ķéép ûšîñĝ ţĥé ļâb méâñŵĥîļé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>Stop</source>
            <comment>SWEEP_CANCEL</comment>
            <translation>[Šţöp ōñē]</translation>
        </message>
        <message>
            <source>Stop the sweep. The points already worked out stay on the chart.</source>
            <comment>SWEEP_CANCEL_TIP</comment>
            <translation>[Šţöp ţĥé šŵéép. Ţĥé pöîñţš âļřéâðý ŵöřķéð öûţ šţâý öñ ţĥé çĥâřţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>Add my point</source>
            <comment>SWEEP_ADD</comment>
            <translation>[Âðð mý pöîñţ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Put the settings on the left (rule, longest wait, pause and all) on the chart as a star.</source>
            <comment>SWEEP_ADD_TIP</comment>
            <translation>[Pûţ ţĥé šéţţîñĝš öñ ţĥé ļéfţ (řûļé, ļöñĝéšţ ŵâîţ, pâûšé âñð âļļ) öñ ţĥé çĥâřţ âš â šţâř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>Clear my points</source>
            <comment>SWEEP_CLEAR</comment>
            <translation>[Çļéâř mý pöîñţš ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Take your own points off the chart.</source>
            <comment>SWEEP_CLEAR_TIP</comment>
            <translation>[Ţâķé ýöûř öŵñ pöîñţš öff ţĥé çĥâřţ. ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Clear my points?</source>
            <comment>SWEEP_CLEAR_ASK_TITLE</comment>
            <translation>[Çļéâř mý pöîñţš? ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message numerus="yes">
            <source>Take your {n} points off the chart? They cannot be brought back.</source>
            <comment>SWEEP_CLEAR_ASK</comment>
            <extracomment>English for one: Take your {n} point off the chart? It cannot be brought back.</extracomment>
            <translation>
                <numerusform>[Ţâķé ýöûř {n} pöîñţ öff ţĥé çĥâřţ? Îţ çâññöţ bé břöûĝĥţ bâçķ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</numerusform>
                <numerusform>[Ţâķé ýöûř {n} pöîñţš öff ţĥé çĥâřţ? Ţĥéý çâññöţ bé břöûĝĥţ bâçķ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep them</source>
            <comment>SWEEP_CLEAR_KEEP</comment>
            <translation>[Ķéép ţĥém ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Save sweep (CSV)</source>
            <comment>SWEEP_SAVE</comment>
            <translation>[Šâvé šŵéép (ÇŠV) ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Save every point of the chart, with its quartiles, as a CSV file in your Documents folder.</source>
            <comment>SWEEP_SAVE_TIP</comment>
            <translation>[Šâvé évéřý pöîñţ öf ţĥé çĥâřţ, ŵîţĥ îţš qûâřţîļéš, âš â ÇŠV fîļé îñ ýöûř Ðöçûméñţš föļðéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>%p%</source>
            <comment>SWEEP_PROGRESS_FORMAT</comment>
            <translation>[%p% ō]</translation>
        </message>
        <message>
            <source>Sweep progress</source>
            <comment>SWEEP_PROGRESS_NAME</comment>
            <translation>[Šŵéép přöĝřéšš ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Out of date</source>
            <comment>SWEEP_PROGRESS_STALE</comment>
            <translation>[Öûţ öf ðâţé ōñē ţŵō]</translation>
        </message>
        <message numerus="yes">
            <source>{n} curves out of date</source>
            <comment>SWEEP_PROGRESS_STALE_SOME</comment>
            <extracomment>English for one: {n} curve out of date</extracomment>
            <translation>
                <numerusform>[{n} çûřvé öûţ öf ðâţé ōñē ţŵō ţĥŕēē]</numerusform>
                <numerusform>[{n} çûřvéš öûţ öf ðâţé ōñē ţŵō ţĥŕēē]</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped at %p%</source>
            <comment>SWEEP_PROGRESS_STOPPED</comment>
            <translation>[Šţöppéð âţ %p% ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Press Run the sweep to fill the chart.</source>
            <comment>SWEEP_NOT_RUN</comment>
            <translation>[Přéšš Řûñ ţĥé šŵéép ţö fîļļ ţĥé çĥâřţ. ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message numerus="yes">
            <source>Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts {capacity} a second…</source>
            <comment>SWEEP_RUNNING</comment>
            <extracomment>English for one: Working out the points ({points}), {n} run each; agents: {agents:,}; the tool accepts {capacity} a second…</extracomment>
            <translation>
                <numerusform>[Ŵöřķîñĝ öûţ ţĥé pöîñţš ({points}), {n} řûñ éâçĥ; âĝéñţš: {agents:,}; ţĥé ţööļ âççépţš {capacity} â šéçöñð… ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</numerusform>
                <numerusform>[Ŵöřķîñĝ öûţ ţĥé pöîñţš ({points}), {n} řûñš éâçĥ; âĝéñţš: {agents:,}; ţĥé ţööļ âççépţš {capacity} â šéçöñð… ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second). Bars: the middle half of the runs.</source>
            <comment>SWEEP_DONE</comment>
            <extracomment>English for one: Each point: the middle of {n} run (agents: {agents:,}; the tool accepts {capacity} a second). Bars: the middle half of the runs.</extracomment>
            <translation>
                <numerusform>[Éâçĥ pöîñţ: ţĥé mîððļé öf {n} řûñ (âĝéñţš: {agents:,}; ţĥé ţööļ âççépţš {capacity} â šéçöñð). Bâřš: ţĥé mîððļé ĥâļf öf ţĥé řûñš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñ]</numerusform>
                <numerusform>[Éâçĥ pöîñţ: ţĥé mîððļé öf {n} řûñš (âĝéñţš: {agents:,}; ţĥé ţööļ âççépţš {capacity} â šéçöñð). Bâřš: ţĥé mîððļé ĥâļf öf ţĥé řûñš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Sweep stopped after {done} points. Press Run the sweep to start it again.</source>
            <comment>SWEEP_CANCELLED</comment>
            <translation>[Šŵéép šţöppéð âfţéř {done} pöîñţš. Přéšš Řûñ ţĥé šŵéép ţö šţâřţ îţ âĝâîñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message>
            <source>The sweep could not finish: {reason}</source>
            <comment>SWEEP_FAILED</comment>
            <translation>[Ţĥé šŵéép çöûļð ñöţ fîñîšĥ: {reason} ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>The settings have changed since this sweep. Press Run the sweep to redo it for the new settings.</source>
            <comment>SWEEP_STALE</comment>
            <translation>[Ţĥé šéţţîñĝš ĥâvé çĥâñĝéð šîñçé ţĥîš šŵéép. Přéšš Řûñ ţĥé šŵéép ţö řéðö îţ föř ţĥé ñéŵ šéţţîñĝš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝ]</translation>
        </message>
        <message numerus="yes">
            <source>Out of date for your settings: {curves} (drawn faint). The other curves still hold. Press Run the sweep to redo just those curves.</source>
            <comment>SWEEP_STALE_SOME</comment>
            <extracomment>English for one: Out of date for your settings: {curves} (drawn faint). The other curves still hold. Press Run the sweep to redo just that curve.</extracomment>
            <translation>
                <numerusform>[Öûţ öf ðâţé föř ýöûř šéţţîñĝš: {curves} (ðřâŵñ fâîñţ). Ţĥé öţĥéř çûřvéš šţîļļ ĥöļð. Přéšš Řûñ ţĥé šŵéép ţö řéðö ĵûšţ ţĥâţ çûřvé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţē]</numerusform>
                <numerusform>[Öûţ öf ðâţé föř ýöûř šéţţîñĝš: {curves} (ðřâŵñ fâîñţ). Ţĥé öţĥéř çûřvéš šţîļļ ĥöļð. Přéšš Řûñ ţĥé šŵéép ţö řéðö ĵûšţ ţĥöšé çûřvéš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Working out your point: {rule}, {runs} runs…</source>
            <comment>SWEEP_ADDING</comment>
            <translation>[Ŵöřķîñĝ öûţ ýöûř pöîñţ: {rule}, {runs} řûñš… ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message numerus="yes">
            <source>Your point {number}, the middle of {runs}: {rule}, {n:,} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</source>
            <comment>SWEEP_ADDED</comment>
            <extracomment>English for one: Your point {number}, the middle of {runs}: {rule}, {n:,} call, typical agent served at {typical:.1f} s, last at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>[Ýöûř pöîñţ {number}, ţĥé mîððļé öf {runs}: {rule}, {n:,} çâļļ, ţýpîçâļ âĝéñţ šéřvéð âţ {typical:.1f} š, ļâšţ âţ {last:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</numerusform>
                <numerusform>[Ýöûř pöîñţ {number}, ţĥé mîððļé öf {runs}: {rule}, {n:,} çâļļš, ţýpîçâļ âĝéñţ šéřvéð âţ {typical:.1f} š, ļâšţ âţ {last:.1f} š. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your point {number}, the middle of {runs}: {rule}, {n:,} calls. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</source>
            <comment>SWEEP_ADDED_OFF</comment>
            <extracomment>English for one: Your point {number}, the middle of {runs}: {rule}, {n:,} call. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</extracomment>
            <translation>
                <numerusform>[Ýöûř pöîñţ {number}, ţĥé mîððļé öf {runs}: {rule}, {n:,} çâļļ. Îţ ðöéš ñöţ béļöñĝ öñ ţĥéšé çûřvéš: ţĥéý ŵéřé ðřâŵñ föř öţĥéř šéţţîñĝš. Přéšš Řûñ ţĥé šŵéép ţö řéðřâŵ ţĥém föř ýöûřš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕē]</numerusform>
                <numerusform>[Ýöûř pöîñţ {number}, ţĥé mîððļé öf {runs}: {rule}, {n:,} çâļļš. Îţ ðöéš ñöţ béļöñĝ öñ ţĥéšé çûřvéš: ţĥéý ŵéřé ðřâŵñ föř öţĥéř šéţţîñĝš. Přéšš Řûñ ţĥé šŵéép ţö řéðřâŵ ţĥém föř ýöûřš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕē]</numerusform>
            </translation>
        </message>
        <message>
            <source>Load against the typical agent's wait</source>
            <comment>SWEEP_TITLES/typical_served</comment>
            <translation>[Ļöâð âĝâîñšţ ţĥé ţýpîçâļ âĝéñţ'š ŵâîţ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Load against the last agent's wait</source>
            <comment>SWEEP_TITLES/last_served</comment>
            <translation>[Ļöâð âĝâîñšţ ţĥé ļâšţ âĝéñţ'š ŵâîţ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>calls sent (load)</source>
            <comment>SWEEP_X</comment>
            <translation>[çâļļš šéñţ (ļöâð) ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>The typical agent</source>
            <comment>SWEEP_PLOT_TITLES/typical_served</comment>
            <translation>[Ţĥé ţýpîçâļ âĝéñţ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>The last agent</source>
            <comment>SWEEP_PLOT_TITLES/last_served</comment>
            <translation>[Ţĥé ļâšţ âĝéñţ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>wait (s)</source>
            <comment>SWEEP_Y/typical_served</comment>
            <translation>[ŵâîţ (š) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>wait (s)</source>
            <comment>SWEEP_Y/last_served</comment>
            <translation>[ŵâîţ (š) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Retry immediately, every {low:g} to {high:g} s</source>
            <comment>SWEEP_SERIES/immediate</comment>
            <translation>[Řéţřý îmméðîâţéļý, évéřý {low:g} ţö {high:g} š ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Exponential backoff, longest wait {low:g} to {high:g} s</source>
            <comment>SWEEP_SERIES/exponential</comment>
            <translation>[Éxpöñéñţîâļ bâçķöff, ļöñĝéšţ ŵâîţ {low:g} ţö {high:g} š ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Backoff with jitter, longest wait {low:g} to {high:g} s</source>
            <comment>SWEEP_SERIES/full-jitter</comment>
            <translation>[Bâçķöff ŵîţĥ ĵîţţéř, ļöñĝéšţ ŵâîţ {low:g} ţö {high:g} š ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Randomness in the wait, {low:g} to {high:g} (at a longest wait of {cap:g} s)</source>
            <comment>SWEEP_SERIES/jitter</comment>
            <translation>[Řâñðömñéšš îñ ţĥé ŵâîţ, {low:g} ţö {high:g} (âţ â ļöñĝéšţ ŵâîţ öf {cap:g} š) ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Your points</source>
            <comment>SWEEP_SERIES/yours</comment>
            <translation>[Ýöûř pöîñţš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>every {value:g} s</source>
            <comment>SWEEP_POINT_INTERVAL</comment>
            <translation>[évéřý {value:g} š ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>longest wait {value:g} s</source>
            <comment>SWEEP_POINT_CAP</comment>
            <translation>[ļöñĝéšţ ŵâîţ {value:g} š ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>randomness {value:g}</source>
            <comment>SWEEP_POINT_JITTER</comment>
            <translation>[řâñðömñéšš {value:g} ōñē ţŵō]</translation>
        </message>
        <message>
            <source>{value:g} s</source>
            <comment>SWEEP_POINT_SECONDS</comment>
            <translation>[{value:g} š ō]</translation>
        </message>
        <message>
            <source>you {number:g}</source>
            <comment>SWEEP_POINT_YOURS</comment>
            <translation>[ýöû {number:g} ōñē]</translation>
        </message>
        <message>
            <source>★{number:g}</source>
            <comment>SWEEP_POINT_YOURS_STAR</comment>
            <translation>[★{number:g} ō]</translation>
        </message>
        <message>
            <source>you {number:g}, other settings</source>
            <comment>SWEEP_POINT_YOURS_OFF</comment>
            <translation>[ýöû {number:g}, öţĥéř šéţţîñĝš ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Each backoff curve runs from a longest wait of 0.5 s to one of 40 s. Retry immediately never backs off, so it has no longest wait: its curve is its pause between tries, 0.05 s to 2 s. Randomness in the wait mixes the two backoff rules (0 = exponential backoff, 1 = backoff with jitter) at your longest wait. Both axes are log scales: equal distances are equal ratios (1,000 to 2,000 is as far as 5,000 to 10,000). That curve is worked out by a slower simulation that uses different random numbers, so randomness 1 and backoff with jitter at the same longest wait differ a little. Each point is the median of its runs and the bars are the quartiles (the middle half of the runs); the roll of the dice is the random seed.</source>
            <comment>SWEEP_EXPLAIN</comment>
            <translation>[Éâçĥ bâçķöff çûřvé řûñš fřöm â ļöñĝéšţ ŵâîţ öf 0.5 š ţö öñé öf 40 š. Řéţřý îmméðîâţéļý ñévéř bâçķš öff, šö îţ ĥâš ñö ļöñĝéšţ ŵâîţ: îţš çûřvé îš îţš pâûšé béţŵééñ ţřîéš, 0.05 š ţö 2 š. Řâñðömñéšš îñ ţĥé ŵâîţ mîxéš ţĥé ţŵö bâçķöff řûļéš (0 = éxpöñéñţîâļ bâçķöff, 1 = bâçķöff ŵîţĥ ĵîţţéř) âţ ýöûř ļöñĝéšţ ŵâîţ. Böţĥ âxéš âřé ļöĝ šçâļéš: éqûâļ ðîšţâñçéš âřé éqûâļ řâţîöš (1,000 ţö 2,000 îš âš fâř âš 5,000 ţö 10,000). Ţĥâţ çûřvé îš ŵöřķéð öûţ bý â šļöŵéř šîmûļâţîöñ ţĥâţ ûšéš ðîfféřéñţ řâñðöm ñûmbéřš, šö řâñðömñéšš 1 âñð bâçķöff ŵîţĥ ĵîţţéř âţ ţĥé šâmé ļöñĝéšţ ŵâîţ ðîfféř â ļîţţļé. Éâçĥ pöîñţ îš ţĥé méðîâñ öf îţš řûñš âñð ţĥé bâřš âřé ţĥé qûâřţîļéš (ţĥé mîððļé ĥâļf öf ţĥé řûñš); ţĥé řöļļ öf ţĥé ðîçé îš ţĥé řâñðöm šééð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñī]</translation>
        </message>
        <message>
            <source>the sweep</source>
            <comment>WHAT_SWEEP</comment>
            <translation>[ţĥé šŵéép ōñē ţŵ]</translation>
        </message>
        <message>
            <source> (so many calls: 1 in {k} refused calls is drawn)</source>
            <comment>TIMELINE_THINNED</comment>
            <translation> [(šö mâñý çâļļš: 1 îñ {k} řéfûšéð çâļļš îš ðřâŵñ) ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message>
            <source>Calls and answers</source>
            <comment>VIEW_TABS/plots</comment>
            <translation>[Çâļļš âñð âñšŵéřš ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Side by side</source>
            <comment>VIEW_TABS/compare</comment>
            <translation>[Šîðé bý šîðé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Timeline</source>
            <comment>VIEW_TABS/timeline</comment>
            <translation>[Ţîméļîñé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Crowd at the door</source>
            <comment>VIEW_TABS/crowd</comment>
            <translation>[Çřöŵð âţ ţĥé ðööř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Load and waiting</source>
            <comment>VIEW_TABS/sweep</comment>
            <translation>[Ļöâð âñð ŵâîţîñĝ ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Brooker's study</source>
            <comment>VIEW_TABS/brooker</comment>
            <translation>[Břööķéř'š šţûðý ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Real storm</source>
            <comment>VIEW_TABS/storm</comment>
            <translation>[Řéâļ šţöřm ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Calls to the tool in each bar and when agents got their answer.</source>
            <comment>VIEW_TAB_TIPS/plots</comment>
            <translation>[Çâļļš ţö ţĥé ţööļ îñ éâçĥ bâř âñð ŵĥéñ âĝéñţš ĝöţ ţĥéîř âñšŵéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Waiting in step above, your rule below, on one time line: watch the herd and the steady band together.</source>
            <comment>VIEW_TAB_TIPS/compare</comment>
            <translation>[Ŵâîţîñĝ îñ šţép âbövé, ýöûř řûļé béļöŵ, öñ öñé ţîmé ļîñé: ŵâţçĥ ţĥé ĥéřð âñð ţĥé šţéâðý bâñð ţöĝéţĥéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>One row per agent, one mark per call: green accepted, red refused.</source>
            <comment>VIEW_TAB_TIPS/timeline</comment>
            <translation>[Öñé řöŵ péř âĝéñţ, öñé mâřķ péř çâļļ: ĝřééñ âççépţéð, řéð řéfûšéð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>Every agent as a dot at the tool's door, replayed in time.</source>
            <comment>VIEW_TAB_TIPS/crowd</comment>
            <translation>[Évéřý âĝéñţ âš â ðöţ âţ ţĥé ţööļ'š ðööř, řépļâýéð îñ ţîmé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīv]</translation>
        </message>
        <message>
            <source>Calls sent against waiting for every rule, over a range of settings.</source>
            <comment>VIEW_TAB_TIPS/sweep</comment>
            <translation>[Çâļļš šéñţ âĝâîñšţ ŵâîţîñĝ föř évéřý řûļé, övéř â řâñĝé öf šéţţîñĝš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message>
            <source>Marc Brooker's 2015 study of backoff and jitter: write calls against the number of clients.</source>
            <comment>VIEW_TAB_TIPS/brooker</comment>
            <translation>[Mâřç Břööķéř'š 2015 šţûðý öf bâçķöff âñð ĵîţţéř: ŵřîţé çâļļš âĝâîñšţ ţĥé ñûmbéř öf çļîéñţš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>Real retry libraries against a real rate-limited server on this computer, drawn beside the model.</source>
            <comment>VIEW_TAB_TIPS/storm</comment>
            <translation>[Řéâļ řéţřý ļîbřâřîéš âĝâîñšţ â řéâļ řâţé-ļîmîţéð šéřvéř öñ ţĥîš çömpûţéř, ðřâŵñ béšîðé ţĥé möðéļ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥ]</translation>
        </message>
        <message>
            <source>Plots wider</source>
            <comment>SPLIT_ACTIONS/wider</comment>
            <translation>[Pļöţš ŵîðéř ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Plots narrower</source>
            <comment>SPLIT_ACTIONS/narrower</comment>
            <translation>[Pļöţš ñâřřöŵéř ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Load plot taller</source>
            <comment>SPLIT_ACTIONS/taller</comment>
            <translation>[Ļöâð pļöţ ţâļļéř ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Load plot shorter</source>
            <comment>SPLIT_ACTIONS/shorter</comment>
            <translation>[Ļöâð pļöţ šĥöřţéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>The plots take {share:.0f}% of the width.</source>
            <comment>SPLIT_SAID/wider</comment>
            <translation>[Ţĥé pļöţš ţâķé {share:.0f}% öf ţĥé ŵîðţĥ. ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>The plots take {share:.0f}% of the width.</source>
            <comment>SPLIT_SAID/narrower</comment>
            <translation>[Ţĥé pļöţš ţâķé {share:.0f}% öf ţĥé ŵîðţĥ. ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>The load plot takes {share:.0f}% of the plots' height.</source>
            <comment>SPLIT_SAID/taller</comment>
            <translation>[Ţĥé ļöâð pļöţ ţâķéš {share:.0f}% öf ţĥé pļöţš' ĥéîĝĥţ. ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>The load plot takes {share:.0f}% of the plots' height.</source>
            <comment>SPLIT_SAID/shorter</comment>
            <translation>[Ţĥé ļöâð pļöţ ţâķéš {share:.0f}% öf ţĥé pļöţš' ĥéîĝĥţ. ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>In 2015 Marc Brooker of AWS tested retry rules on a shared record: each client reads it, then writes it back; a write fails if someone else wrote first, and that client backs off and starts again. Every message takes about 10 ms. Which rule gets every client's write through with the fewest calls?</source>
            <comment>BROOKER_INTRO</comment>
            <translation>[Îñ 2015 Mâřç Břööķéř öf ÂŴŠ ţéšţéð řéţřý řûļéš öñ â šĥâřéð řéçöřð: éâçĥ çļîéñţ řéâðš îţ, ţĥéñ ŵřîţéš îţ bâçķ; â ŵřîţé fâîļš îf šöméöñé éļšé ŵřöţé fîřšţ, âñð ţĥâţ çļîéñţ bâçķš öff âñð šţâřţš âĝâîñ. Évéřý méššâĝé ţâķéš âböûţ 10 mš. Ŵĥîçĥ řûļé ĝéţš évéřý çļîéñţ'š ŵřîţé ţĥřöûĝĥ ŵîţĥ ţĥé féŵéšţ çâļļš? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message>
            <source>Brooker's own names: 'no backoff' is what this lab calls Retry immediately, 'full jitter' is Backoff with jitter.</source>
            <comment>BROOKER_NAMES_TIP</comment>
            <translation>[Břööķéř'š öŵñ ñâméš: 'ñö bâçķöff' îš ŵĥâţ ţĥîš ļâb çâļļš Řéţřý îmméðîâţéļý, 'fûļļ ĵîţţéř' îš Bâçķöff ŵîţĥ ĵîţţéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</translation>
        </message>
        <message>
            <source>Run the experiment</source>
            <comment>BROOKER_RUN</comment>
            <translation>[Řûñ ţĥé éxpéřîméñţ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>10 to 190 clients, five rules. It runs in the background; the lab stays usable.</source>
            <comment>BROOKER_RUN_TIP</comment>
            <translation>[10 ţö 190 çļîéñţš, fîvé řûļéš. Îţ řûñš îñ ţĥé bâçķĝřöûñð; ţĥé ļâb šţâýš ûšâbļé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</translation>
        </message>
        <message>
            <source>Stop</source>
            <comment>BROOKER_STOP</comment>
            <translation>[Šţöp ōñē]</translation>
        </message>
        <message>
            <source> runs each</source>
            <comment>BROOKER_RUNS_SUFFIX</comment>
            <translation> [řûñš éâçĥ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>How many runs each point is the average of.</source>
            <comment>BROOKER_RUNS_TIP</comment>
            <translation>[Ĥöŵ mâñý řûñš éâçĥ pöîñţ îš ţĥé âvéřâĝé öf. ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>Running Brooker's experiment…</source>
            <comment>BROOKER_RUNNING</comment>
            <translation>[Řûññîñĝ Břööķéř'š éxpéřîméñţ… ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Stopped. Press Run the experiment to start again.</source>
            <comment>BROOKER_STOPPED</comment>
            <translation>[Šţöppéð. Přéšš Řûñ ţĥé éxpéřîméñţ ţö šţâřţ âĝâîñ. ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>The experiment did not finish: {reason}</source>
            <comment>BROOKER_FAILED</comment>
            <translation>[Ţĥé éxpéřîméñţ ðîð ñöţ fîñîšĥ: {reason} ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message numerus="yes">
            <source>Average of {n} runs a point.</source>
            <comment>BROOKER_DONE</comment>
            <extracomment>English for one: Average of {n} run a point.</extracomment>
            <translation>
                <numerusform>[Âvéřâĝé öf {n} řûñ â pöîñţ. ōñē ţŵō ţ]</numerusform>
                <numerusform>[Âvéřâĝé öf {n} řûñš â pöîñţ. ōñē ţŵō ţ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</source>
            <comment>BROOKER_DONE_CALLS</comment>
            <extracomment>English for one: With {n} client, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</extracomment>
            <translation>
                <numerusform>[Ŵîţĥ {n} çļîéñţ, ŵřîţé çâļļš: řéţřý îmméðîâţéļý {none:,.0f}, éxpöñéñţîâļ bâçķöff {exp:,.0f}, bâçķöff ŵîţĥ ĵîţţéř {full:,.0f}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</numerusform>
                <numerusform>[Ŵîţĥ {n} çļîéñţš, ŵřîţé çâļļš: řéţřý îmméðîâţéļý {none:,.0f}, éxpöñéñţîâļ bâçķöff {exp:,.0f}, bâçķöff ŵîţĥ ĵîţţéř {full:,.0f}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</numerusform>
            </translation>
        </message>
        <message>
            <source>Write calls until every client has written</source>
            <comment>BROOKER_CALLS_TITLE</comment>
            <translation>[Ŵřîţé çâļļš ûñţîļ évéřý çļîéñţ ĥâš ŵřîţţéñ ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>write calls</source>
            <comment>BROOKER_CALLS_Y</comment>
            <translation>[ŵřîţé çâļļš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Time until the last client has written</source>
            <comment>BROOKER_TIME_TITLE</comment>
            <translation>[Ţîmé ûñţîļ ţĥé ļâšţ çļîéñţ ĥâš ŵřîţţéñ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>BROOKER_TIME_Y</comment>
            <translation>[ţîmé (š) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>clients</source>
            <comment>BROOKER_X</comment>
            <translation>[çļîéñţš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>BROOKER_RULES/none</comment>
            <translation>[Řéţřý îmméðîâţéļý ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>BROOKER_RULES/exponential</comment>
            <translation>[Éxpöñéñţîâļ bâçķöff ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>BROOKER_RULES/full-jitter</comment>
            <translation>[Bâçķöff ŵîţĥ ĵîţţéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Equal jitter</source>
            <comment>BROOKER_RULES/equal-jitter</comment>
            <translation>[Éqûâļ ĵîţţéř ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Decorrelated jitter</source>
            <comment>BROOKER_RULES/decorrelated-jitter</comment>
            <translation>[Ðéçöřřéļâţéð ĵîţţéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>tenacity, no wait (its default)</source>
            <comment>PRESET_LABELS/tenacity-no-wait</comment>
            <translation>[ţéñâçîţý, ñö ŵâîţ (îţš ðéfâûļţ) ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>PRESET_LABELS/tenacity-exponential</comment>
            <translation>[ţéñâçîţý ŵâîţ_éxpöñéñţîâļ(1, mîñ 4, mâx 10) ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>tenacity wait_random_exponential(1, max 60)</source>
            <comment>PRESET_LABELS/tenacity-random-exponential</comment>
            <translation>[ţéñâçîţý ŵâîţ_řâñðöm_éxpöñéñţîâļ(1, mâx 60) ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>backoff.expo (backoff with jitter, its default)</source>
            <comment>PRESET_LABELS/backoff-expo</comment>
            <translation>[bâçķöff.éxpö (bâçķöff ŵîţĥ ĵîţţéř, îţš ðéfâûļţ) ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5)</source>
            <comment>PRESET_LABELS/urllib3-backoff</comment>
            <translation>[ûřļļîb3 Řéţřý(bâçķöff_fâçţöř=0.5) ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>PRESET_LABELS/urllib3-jitter</comment>
            <translation>[ûřļļîb3 Řéţřý(bâçķöff_fâçţöř=0.5, bâçķöff_ĵîţţéř=1) ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>urllib3 Retry obeying Retry-After</source>
            <comment>PRESET_LABELS/urllib3-retry-after</comment>
            <translation>[ûřļļîb3 Řéţřý öbéýîñĝ Řéţřý-Âfţéř ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>botocore standard mode (AWS SDKs)</source>
            <comment>PRESET_LABELS/botocore-standard</comment>
            <translation>[böţöçöřé šţâñðâřð möðé (ÂŴŠ ŠÐĶš) ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>PRESET_LABELS/grpc-backoff</comment>
            <translation>[ĝŘPÇ bâçķöff (1 š, x1.6, ĵîţţéř 0.2, mâx 120 š) ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message numerus="yes">
            <source>Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {n} calls a second and refuses the rest.</source>
            <comment>STORM_INTRO</comment>
            <extracomment>English for one: Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {n} call a second and refuses the rest.</extracomment>
            <translation>
                <numerusform>[Ðöéš ţĥé řéţřý çöðé péöpļé řéâļļý ûšé mâķé â ĥéřð? Ţĥîš ţâb šţâřţš â šmâļļ ŵéb šéřvéř öñ ţĥîš çömpûţéř (127.0.0.1 öñļý) ţĥâţ âççépţš {n} çâļļ â šéçöñð âñð řéfûšéš ţĥé řéšţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
                <numerusform>[Ðöéš ţĥé řéţřý çöðé péöpļé řéâļļý ûšé mâķé â ĥéřð? Ţĥîš ţâb šţâřţš â šmâļļ ŵéb šéřvéř öñ ţĥîš çömpûţéř (127.0.0.1 öñļý) ţĥâţ âççépţš {n} çâļļš â šéçöñð âñð řéfûšéš ţĥé řéšţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Then {n} real clients call it at once, each retrying with the library you choose.</source>
            <comment>STORM_INTRO_CLIENTS</comment>
            <extracomment>English for one: Then {n} real client calls it, retrying with the library you choose.</extracomment>
            <translation>
                <numerusform>[Ţĥéñ {n} řéâļ çļîéñţ çâļļš îţ, řéţřýîñĝ ŵîţĥ ţĥé ļîbřâřý ýöû çĥööšé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</numerusform>
                <numerusform>[Ţĥéñ {n} řéâļ çļîéñţš çâļļ îţ âţ öñçé, éâçĥ řéţřýîñĝ ŵîţĥ ţĥé ļîbřâřý ýöû çĥööšé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Time runs {n} times faster; every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</source>
            <comment>STORM_INTRO_TIME</comment>
            <extracomment>English for one: Time runs at the story's own speed ({n}x); every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</extracomment>
            <translation>
                <numerusform>[Ţîmé řûñš âţ ţĥé šţöřý'š öŵñ špééð ({n}x); évéřý fîĝûřé îš ĝîvéñ îñ šţöřý ţîmé. Ţĥé möðéļ'š přéðîçţîöñ föř ţĥé šâmé çřöŵð îš ðřâŵñ béšîðé îţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţ]</numerusform>
                <numerusform>[Ţîmé řûñš {n} ţîméš fâšţéř; évéřý fîĝûřé îš ĝîvéñ îñ šţöřý ţîmé. Ţĥé möðéļ'š přéðîçţîöñ föř ţĥé šâmé çřöŵð îš ðřâŵñ béšîðé îţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Library</source>
            <comment>STORM_LIBRARY</comment>
            <translation>[Ļîbřâřý ōñē ţŵō]</translation>
        </message>
        <message>
            <source>The retry library and settings the clients use.</source>
            <comment>STORM_LIBRARY_TIP</comment>
            <translation>[Ţĥé řéţřý ļîbřâřý âñð šéţţîñĝš ţĥé çļîéñţš ûšé. ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>Agents</source>
            <comment>STORM_AGENTS</comment>
            <translation>[Âĝéñţš ōñē ţŵ]</translation>
        </message>
        <message>
            <source>How many real clients call at once (10 to 300), one thread each.</source>
            <comment>STORM_AGENTS_TIP</comment>
            <translation>[Ĥöŵ mâñý řéâļ çļîéñţš çâļļ âţ öñçé (10 ţö 300), öñé ţĥřéâð éâçĥ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>Capacity</source>
            <comment>STORM_CAPACITY</comment>
            <translation>[Çâpâçîţý ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Calls the server accepts each story second (1 to 50).</source>
            <comment>STORM_CAPACITY_TIP</comment>
            <translation>[Çâļļš ţĥé šéřvéř âççépţš éâçĥ šţöřý šéçöñð (1 ţö 50). ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</translation>
        </message>
        <message>
            <source>Time x</source>
            <comment>STORM_SCALE</comment>
            <translation>[Ţîmé x ōñē ţŵ]</translation>
        </message>
        <message>
            <source>How many times faster than the story the storm runs (1 to 20). Faster is quicker to watch but this computer's own delays count for more.</source>
            <comment>STORM_SCALE_TIP</comment>
            <translation>[Ĥöŵ mâñý ţîméš fâšţéř ţĥâñ ţĥé šţöřý ţĥé šţöřm řûñš (1 ţö 20). Fâšţéř îš qûîçķéř ţö ŵâţçĥ bûţ ţĥîš çömpûţéř'š öŵñ ðéļâýš çöûñţ föř möřé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē]</translation>
        </message>
        <message>
            <source>Run the real storm</source>
            <comment>STORM_RUN</comment>
            <translation>[Řûñ ţĥé řéâļ šţöřm ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Starts the server and the clients. Takes a few seconds; the lab stays usable.</source>
            <comment>STORM_RUN_TIP</comment>
            <translation>[Šţâřţš ţĥé šéřvéř âñð ţĥé çļîéñţš. Ţâķéš â féŵ šéçöñðš; ţĥé ļâb šţâýš ûšâbļé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>STORM_CANCEL</comment>
            <translation>[Çâñçéļ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>This chart will show a real storm on this computer: a real server that accepts a few calls a second, real clients retrying with a real library, and the model's calls each second beside them.</source>
            <comment>STORM_EMPTY</comment>
            <translation>[Ţĥîš çĥâřţ ŵîļļ šĥöŵ â řéâļ šţöřm öñ ţĥîš çömpûţéř: â řéâļ šéřvéř ţĥâţ âççépţš â féŵ çâļļš â šéçöñð, řéâļ çļîéñţš řéţřýîñĝ ŵîţĥ â řéâļ ļîbřâřý, âñð ţĥé möðéļ'š çâļļš éâçĥ šéçöñð béšîðé ţĥém. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message>
            <source>The real storm is running: the chart appears when it is over.</source>
            <comment>STORM_EMPTY_RUNNING</comment>
            <translation>[Ţĥé řéâļ šţöřm îš řûññîñĝ: ţĥé çĥâřţ âppéâřš ŵĥéñ îţ îš övéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Choose a library and press Run the real storm.</source>
            <comment>STORM_READY</comment>
            <translation>[Çĥööšé â ļîbřâřý âñð přéšš Řûñ ţĥé řéâļ šţöřm. ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message numerus="yes">
            <source>Real storm: {done} of {n} agents done; story time {story:.0f} s…</source>
            <comment>STORM_RUNNING</comment>
            <extracomment>English for one: Real storm: {done} of {n} agent done; story time {story:.0f} s…</extracomment>
            <translation>
                <numerusform>[Řéâļ šţöřm: {done} öf {n} âĝéñţ ðöñé; šţöřý ţîmé {story:.0f} š… ōñē ţŵō ţĥŕēē ƒō]</numerusform>
                <numerusform>[Řéâļ šţöřm: {done} öf {n} âĝéñţš ðöñé; šţöřý ţîmé {story:.0f} š… ōñē ţŵō ţĥŕēē ƒōũ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Cancelling: stopping the agents and closing their connections…</source>
            <comment>STORM_CANCELLING</comment>
            <translation>[Çâñçéļļîñĝ: šţöppîñĝ ţĥé âĝéñţš âñð çļöšîñĝ ţĥéîř çöññéçţîöñš… ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>Cancelled. Everything is shut down; press Run the real storm to start again.</source>
            <comment>STORM_CANCELLED</comment>
            <translation>[Çâñçéļļéð. Évéřýţĥîñĝ îš šĥûţ ðöŵñ; přéšš Řûñ ţĥé řéâļ šţöřm ţö šţâřţ âĝâîñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</translation>
        </message>
        <message numerus="yes">
            <source>Cancelled. Every connection is closed; {n} agents are still asleep inside their retry library and end as soon as they wake (they send nothing more).</source>
            <comment>STORM_CANCELLED_ASLEEP</comment>
            <extracomment>English for one: Cancelled. Every connection is closed; {n} agent is still asleep inside its retry library and ends as soon as it wakes (it sends nothing more).</extracomment>
            <translation>
                <numerusform>[Çâñçéļļéð. Évéřý çöññéçţîöñ îš çļöšéð; {n} âĝéñţ îš šţîļļ âšļéép îñšîðé îţš řéţřý ļîbřâřý âñð éñðš âš šööñ âš îţ ŵâķéš (îţ šéñðš ñöţĥîñĝ möřé). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵ]</numerusform>
                <numerusform>[Çâñçéļļéð. Évéřý çöññéçţîöñ îš çļöšéð; {n} âĝéñţš âřé šţîļļ âšļéép îñšîðé ţĥéîř řéţřý ļîbřâřý âñð éñð âš šööñ âš ţĥéý ŵâķé (ţĥéý šéñð ñöţĥîñĝ möřé). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō]</numerusform>
            </translation>
        </message>
        <message>
            <source>The real storm did not finish: {reason}</source>
            <comment>STORM_FAILED</comment>
            <translation>[Ţĥé řéâļ šţöřm ðîð ñöţ fîñîšĥ: {reason} ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>The real storm could not start: {reason}</source>
            <comment>STORM_NOT_STARTED</comment>
            <translation>[Ţĥé řéâļ šţöřm çöûļð ñöţ šţâřţ: {reason} ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>This copy of the lab was built without {modules}, so these libraries cannot run for real here: {names}. Their model presets are in Advanced, Other retry rules.</source>
            <comment>STORM_MISSING</comment>
            <translation>[Ţĥîš çöpý öf ţĥé ļâb ŵâš bûîļţ ŵîţĥöûţ {modules}, šö ţĥéšé ļîbřâřîéš çâññöţ řûñ föř řéâļ ĥéřé: {names}. Ţĥéîř möðéļ přéšéţš âřé îñ Âðvâñçéð, Öţĥéř řéţřý řûļéš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>This copy of the lab has none of the retry libraries, so it cannot run a real storm.</source>
            <comment>STORM_NONE</comment>
            <translation>[Ţĥîš çöpý öf ţĥé ļâb ĥâš ñöñé öf ţĥé řéţřý ļîbřâřîéš, šö îţ çâññöţ řûñ â řéâļ šţöřm. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>Calls each second: the real storm and the model</source>
            <comment>STORM_CHART_TITLE</comment>
            <translation>[Çâļļš éâçĥ šéçöñð: ţĥé řéâļ šţöřm âñð ţĥé möðéļ ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>calls each second</source>
            <comment>STORM_CHART_Y</comment>
            <translation>[çâļļš éâçĥ šéçöñð ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>story seconds</source>
            <comment>STORM_CHART_X</comment>
            <translation>[šţöřý šéçöñðš ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Real storm</source>
            <comment>STORM_REAL</comment>
            <translation>[Řéâļ šţöřm ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Model</source>
            <comment>STORM_MODEL</comment>
            <translation>[Möðéļ ōñē ţ]</translation>
        </message>
        <message numerus="yes">
            <source>{library}: calls sent, real {real_calls:,}, model {model_calls:,} (median of {n} runs); last agent served, real {real_last}, model {model_last}. {agreement}</source>
            <comment>STORM_DONE</comment>
            <extracomment>English for one: {library}: calls sent, real {real_calls:,}, model {model_calls:,} (median of {n} run); last agent served, real {real_last}, model {model_last}. {agreement}</extracomment>
            <translation>
                <numerusform>[{library}: çâļļš šéñţ, řéâļ {real_calls:,}, möðéļ {model_calls:,} (méðîâñ öf {n} řûñ); ļâšţ âĝéñţ šéřvéð, řéâļ {real_last}, möðéļ {model_last}. {agreement} ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</numerusform>
                <numerusform>[{library}: çâļļš šéñţ, řéâļ {real_calls:,}, möðéļ {model_calls:,} (méðîâñ öf {n} řûñš); ļâšţ âĝéñţ šéřvéð, řéâļ {real_last}, möðéļ {model_last}. {agreement} ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</numerusform>
            </translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>STORM_SECONDS</comment>
            <translation>[{value:.1f} š ō]</translation>
        </message>
        <message>
            <source>none served</source>
            <comment>STORM_NONE_SERVED</comment>
            <translation>[ñöñé šéřvéð ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Reality and the model cannot be compared: one of them served nobody.</source>
            <comment>STORM_AGREE_NOBODY</comment>
            <translation>[Řéâļîţý âñð ţĥé möðéļ çâññöţ bé çömpâřéð: öñé öf ţĥém šéřvéð ñöböðý. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message>
            <source>Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/close</comment>
            <translation>[Řéâļîţý âñð ţĥé möðéļ âĝřéé çļöšéļý: ţĥé řéâļ çļîéñţš šéñţ {calls}, ţĥé ļâšţ âĝéñţ ŵâš šéřvéð {last}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/rough</comment>
            <translation>[Řéâļîţý âñð ţĥé möðéļ âĝřéé řöûĝĥļý: ţĥé řéâļ çļîéñţš šéñţ {calls}, ţĥé ļâšţ âĝéñţ ŵâš šéřvéð {last}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/apart</comment>
            <translation>[Řéâļîţý âñð ţĥé möðéļ ðîfféř â ļöţ: ţĥé řéâļ çļîéñţš šéñţ {calls}, ţĥé ļâšţ âĝéñţ ŵâš šéřvéð {last}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/close</comment>
            <translation>[Řéâļîţý âñð ţĥé möðéļ âĝřéé çļöšéļý: ţĥé řéâļ çļîéñţš šéñţ {calls}, ţĥé ļâšţ âĝéñţ ŵâš šéřvéð {last} âñð ţĥé ţýpîçâļ âĝéñţ {typical}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñ]</translation>
        </message>
        <message>
            <source>Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/rough</comment>
            <translation>[Řéâļîţý âñð ţĥé möðéļ âĝřéé řöûĝĥļý: ţĥé řéâļ çļîéñţš šéñţ {calls}, ţĥé ļâšţ âĝéñţ ŵâš šéřvéð {last} âñð ţĥé ţýpîçâļ âĝéñţ {typical}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñ]</translation>
        </message>
        <message>
            <source>Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/apart</comment>
            <translation>[Řéâļîţý âñð ţĥé möðéļ ðîfféř â ļöţ: ţĥé řéâļ çļîéñţš šéñţ {calls}, ţĥé ļâšţ âĝéñţ ŵâš šéřvéð {last} âñð ţĥé ţýpîçâļ âĝéñţ {typical}. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñ]</translation>
        </message>
        <message>
            <source>about the same (within {gap:.0%})</source>
            <comment>STORM_GAP/same</comment>
            <translation>[âböûţ ţĥé šâmé (ŵîţĥîñ {gap:.0%}) ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>{gap:.0%} more calls</source>
            <comment>STORM_GAP/more_calls</comment>
            <translation>[{gap:.0%} möřé çâļļš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>{gap:.0%} fewer calls</source>
            <comment>STORM_GAP/fewer_calls</comment>
            <translation>[{gap:.0%} féŵéř çâļļš ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>{gap:.0%} later</source>
            <comment>STORM_GAP/later</comment>
            <translation>[{gap:.0%} ļâţéř ōñē ţŵ]</translation>
        </message>
        <message>
            <source>{gap:.0%} sooner</source>
            <comment>STORM_GAP/sooner</comment>
            <translation>[{gap:.0%} šööñéř ōñē ţŵō]</translation>
        </message>
        <message>
            <source>{gap} (inside the model's own spread over {runs} runs, {low:,.0f} to {high:,.0f})</source>
            <comment>STORM_GAP_INSIDE_CALLS</comment>
            <translation>[{gap} (îñšîðé ţĥé möðéļ'š öŵñ špřéâð övéř {runs} řûñš, {low:,.0f} ţö {high:,.0f}) ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>{gap} (inside the model's own spread over {runs} runs, {low:.1f} to {high:.1f} s)</source>
            <comment>STORM_GAP_INSIDE_SECONDS</comment>
            <translation>[{gap} (îñšîðé ţĥé möðéļ'š öŵñ špřéâð övéř {runs} řûñš, {low:.1f} ţö {high:.1f} š) ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>Real clients cannot all call at the same instant: on this computer their first calls took {spread:.1f} story seconds, not 0, and that spread acts like extra jitter.</source>
            <comment>STORM_FIRST_CALLS_SPREAD</comment>
            <translation>[Řéâļ çļîéñţš çâññöţ âļļ çâļļ âţ ţĥé šâmé îñšţâñţ: öñ ţĥîš çömpûţéř ţĥéîř fîřšţ çâļļš ţööķ {spread:.1f} šţöřý šéçöñðš, ñöţ 0, âñð ţĥâţ špřéâð âçţš ļîķé éxţřâ ĵîţţéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Real clients cannot all call at the same instant: this computer spreads the crowd out, and that acts like extra jitter.</source>
            <comment>STORM_FIRST_CALLS_SPREAD_UNKNOWN</comment>
            <translation>[Řéâļ çļîéñţš çâññöţ âļļ çâļļ âţ ţĥé šâmé îñšţâñţ: ţĥîš çömpûţéř špřéâðš ţĥé çřöŵð öûţ, âñð ţĥâţ âçţš ļîķé éxţřâ ĵîţţéř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţē]</translation>
        </message>
        <message>
            <source>the calls of an earlier save are still being written; try again when it says Saved</source>
            <comment>SAVE_BUSY</comment>
            <translation>[ţĥé çâļļš öf âñ éâřļîéř šâvé âřé šţîļļ béîñĝ ŵřîţţéñ; ţřý âĝâîñ ŵĥéñ îţ šâýš Šâvéð ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvē]</translation>
        </message>
        <message>
            <source>Saving before closing</source>
            <comment>SAVING_ON_CLOSE_TITLE</comment>
            <translation>[Šâvîñĝ béföřé çļöšîñĝ ōñē ţŵō]</translation>
        </message>
        <message numerus="yes">
            <source>Saving… all {n:,} calls to {name} before the lab closes.</source>
            <comment>SAVING_ON_CLOSE</comment>
            <extracomment>English for one: Saving… the {n:,} call to {name} before the lab closes.</extracomment>
            <translation>
                <numerusform>[Šâvîñĝ… ţĥé {n:,} çâļļ ţö {name} béföřé ţĥé ļâb çļöšéš. ōñē ţŵō ţĥŕēē ƒōũ]</numerusform>
                <numerusform>[Šâvîñĝ… âļļ {n:,} çâļļš ţö {name} béföřé ţĥé ļâb çļöšéš. ōñē ţŵō ţĥŕēē ƒōũ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Close without them</source>
            <comment>SAVING_ON_CLOSE_SKIP</comment>
            <translation>[Çļöšé ŵîţĥöûţ ţĥém ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>The calls were NOT saved: {path} was not finished when the lab closed ({calls:,} calls). The table was saved. Save data again to get them.</source>
            <comment>NOT_SAVED_ON_CLOSE</comment>
            <translation>[Ţĥé çâļļš ŵéřé ÑÖŢ šâvéð: {path} ŵâš ñöţ fîñîšĥéð ŵĥéñ ţĥé ļâb çļöšéð ({calls:,} çâļļš). Ţĥé ţâbļé ŵâš šâvéð. Šâvé ðâţâ âĝâîñ ţö ĝéţ ţĥém. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ]</translation>
        </message>
        <message>
            <source>The animation was NOT saved: {path} was not finished when the lab closed. Save the animation again to get it.</source>
            <comment>ANIMATION_NOT_SAVED_ON_CLOSE</comment>
            <translation>[Ţĥé âñîmâţîöñ ŵâš ÑÖŢ šâvéð: {path} ŵâš ñöţ fîñîšĥéð ŵĥéñ ţĥé ļâb çļöšéð. Šâvé ţĥé âñîmâţîöñ âĝâîñ ţö ĝéţ îţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>Getting the crowd ready: sorting {calls:,} calls by agent…</source>
            <comment>CROWD_PREPARING</comment>
            <translation>[Ĝéţţîñĝ ţĥé çřöŵð řéâðý: šöřţîñĝ {calls:,} çâļļš bý âĝéñţ… ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message numerus="yes">
            <source>{n} people need an answer at the same moment. The door lets in {capacity} a second.</source>
            <comment>ATTRACT_HEADLINE</comment>
            <extracomment>English for one: {n} person needs an answer. The door lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>[{n} péřšöñ ñééðš âñ âñšŵéř. Ţĥé ðööř ļéţš îñ {capacity} â šéçöñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</numerusform>
                <numerusform>[{n} péöpļé ñééð âñ âñšŵéř âţ ţĥé šâmé möméñţ. Ţĥé ðööř ļéţš îñ {capacity} â šéçöñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx]</numerusform>
            </translation>
        </message>
        <message>
            <source>Turned away, how long should each one wait before trying again?</source>
            <comment>ATTRACT_QUESTION</comment>
            <translation>[Ţûřñéð âŵâý, ĥöŵ ļöñĝ šĥöûļð éâçĥ öñé ŵâîţ béföřé ţřýîñĝ âĝâîñ? ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message numerus="yes">
            <source>When you try it yourself, you start with a smaller crowd: {n} people at a door that lets in {capacity} a second.</source>
            <comment>ATTRACT_BIGGER</comment>
            <extracomment>English for one: When you try it yourself, you start with a smaller crowd: {n} person at a door that lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>[Ŵĥéñ ýöû ţřý îţ ýöûřšéļf, ýöû šţâřţ ŵîţĥ â šmâļļéř çřöŵð: {n} péřšöñ âţ â ðööř ţĥâţ ļéţš îñ {capacity} â šéçöñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</numerusform>
                <numerusform>[Ŵĥéñ ýöû ţřý îţ ýöûřšéļf, ýöû šţâřţ ŵîţĥ â šmâļļéř çřöŵð: {n} péöpļé âţ â ðööř ţĥâţ ļéţš îñ {capacity} â šéçöñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>ATTRACT_CAPTION/exponential/0</comment>
            <translation>[Ŵâîţ ļöñĝéř éâçĥ ţîmé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together and are turned away together, again and again. (In the lab: exponential backoff.)</source>
            <comment>ATTRACT_CAPTION/exponential/1</comment>
            <translation>[Éâçĥ ţîmé, évéřýöñé ŵâîţš ţŵîçé âš ļöñĝ, âļļ ţĥé šâmé ŵâîţ, šö ţĥéý çömé bâçķ ţöĝéţĥéř âñð âřé ţûřñéð âŵâý ţöĝéţĥéř, âĝâîñ âñð âĝâîñ. (Îñ ţĥé ļâb: éxpöñéñţîâļ bâçķöff.) ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>ATTRACT_CAPTION/full-jitter/0</comment>
            <translation>[Ŵâîţ â řâñðöm ţîmé ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>They come back spread out, and the door stays busy letting them in. (In the lab: backoff with jitter.)</source>
            <comment>ATTRACT_CAPTION/full-jitter/1</comment>
            <translation>[Ţĥéý çömé bâçķ špřéâð öûţ, âñð ţĥé ðööř šţâýš bûšý ļéţţîñĝ ţĥém îñ. (Îñ ţĥé ļâb: bâçķöff ŵîţĥ ĵîţţéř.) ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message numerus="yes">
            <source>{now:.0f} s: {n} of {agents} answered so far</source>
            <comment>ATTRACT_CLOCK</comment>
            <extracomment>English for one: {now:.0f} s: {n} of {agents} answered so far</extracomment>
            <translation>
                <numerusform>[{now:.0f} š: {n} öf {agents} âñšŵéřéð šö fâř ōñē ţŵō ţ]</numerusform>
                <numerusform>[{now:.0f} š: {n} öf {agents} âñšŵéřéð šö fâř ōñē ţŵō ţ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In this one run, all {agents} answered after {last:.1f} s, with {n:,} knocks</source>
            <comment>ATTRACT_DONE</comment>
            <extracomment>English for one: In this one run, all {agents} answered after {last:.1f} s, with {n:,} knock</extracomment>
            <translation>
                <numerusform>[Îñ ţĥîš öñé řûñ, âļļ {agents} âñšŵéřéð âfţéř {last:.1f} š, ŵîţĥ {n:,} ķñöçķ ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</numerusform>
                <numerusform>[Îñ ţĥîš öñé řûñ, âļļ {agents} âñšŵéřéð âfţéř {last:.1f} š, ŵîţĥ {n:,} ķñöçķš ōñē ţŵō ţĥŕēē ƒōũŕ ƒ]</numerusform>
            </translation>
        </message>
        <message>
            <source>{times:.1f} times sooner in this run than waiting longer each time!</source>
            <comment>ATTRACT_SOONER</comment>
            <translation>[{times:.1f} ţîméš šööñéř îñ ţĥîš řûñ ţĥâñ ŵâîţîñĝ ļöñĝéř éâçĥ ţîmé! ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>{done}. {sooner}</source>
            <comment>ATTRACT_DONE_SOONER</comment>
            <translation>[{done}. {sooner} ō]</translation>
        </message>
        <message>
            <source>(both shown {factor:.0f}x faster)</source>
            <comment>ATTRACT_PACE</comment>
            <translation>[(böţĥ šĥöŵñ {factor:.0f}x fâšţéř) ōñē ţŵō]</translation>
        </message>
        <message>
            <source>(shown at real speed)</source>
            <comment>ATTRACT_PACE_REAL</comment>
            <translation>[(šĥöŵñ âţ řéâļ špééð) ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Each dot is a person at the door</source>
            <comment>ATTRACT_VIEW/crowd</comment>
            <translation>[Éâçĥ ðöţ îš â péřšöñ âţ ţĥé ðööř ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Each row is a person; a cross is a knock turned away, a dot a knock let in</source>
            <comment>ATTRACT_VIEW/timeline</comment>
            <translation>[Éâçĥ řöŵ îš â péřšöñ; â çřöšš îš â ķñöçķ ţûřñéð âŵâý, â ðöţ â ķñöçķ ļéţ îñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx š]</translation>
        </message>
        <message>
            <source>Touch the screen to try it yourself</source>
            <comment>ATTRACT_INVITE</comment>
            <translation>[Ţöûçĥ ţĥé šçřééñ ţö ţřý îţ ýöûřšéļf ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>❚❚ Pause</source>
            <comment>ATTRACT_PAUSE</comment>
            <translation>[❚❚ Pâûšé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>▶ Play</source>
            <comment>ATTRACT_RESUME</comment>
            <translation>[▶ Pļâý ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Stop the moving pictures (space bar); touch anywhere else to try it yourself.</source>
            <comment>ATTRACT_PAUSE_TIP</comment>
            <translation>[Šţöp ţĥé mövîñĝ pîçţûřéš (špâçé bâř); ţöûçĥ âñýŵĥéřé éļšé ţö ţřý îţ ýöûřšéļf. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>Paused: touch {play} to go on</source>
            <comment>ATTRACT_PAUSED_NOTE</comment>
            <translation>[Pâûšéð: ţöûçĥ {play} ţö ĝö öñ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>person</source>
            <comment>ATTRACT_TIMELINE_Y</comment>
            <translation>[péřšöñ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>“The door” tells the story with friends at a door. The other lessons tell it as computers live it: the friends are computer helpers called agents, the door is a busy tool, and a knock is a call. Choose a lesson.</source>
            <comment>KIOSK_START_INTRO</comment>
            <translation>[“Ţĥé ðööř” ţéļļš ţĥé šţöřý ŵîţĥ fřîéñðš âţ â ðööř. Ţĥé öţĥéř ļéššöñš ţéļļ îţ âš çömpûţéřš ļîvé îţ: ţĥé fřîéñðš âřé çömpûţéř ĥéļpéřš çâļļéð âĝéñţš, ţĥé ðööř îš â bûšý ţööļ, âñð â ķñöçķ îš â çâļļ. Çĥööšé â ļéššöñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>Each lesson starts ready to use. ◀ All lessons brings you back here.</source>
            <comment>KIOSK_START_FOOTER</comment>
            <translation>[Éâçĥ ļéššöñ šţâřţš řéâðý ţö ûšé. ◀ Âļļ ļéššöñš břîñĝš ýöû bâçķ ĥéřé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message>
            <source>the kiosk page needs {need}, more than the {size} screen</source>
            <comment>KIOSK_TOO_SMALL</comment>
            <translation>[ţĥé ķîöšķ pâĝé ñééðš {need}, möřé ţĥâñ ţĥé {size} šçřééñ ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message>
            <source>{what}: more</source>
            <comment>KIOSK_MORE</comment>
            <translation>[{what}: möřé ōñē ţŵ]</translation>
        </message>
        <message>
            <source>{what}: less</source>
            <comment>KIOSK_LESS</comment>
            <translation>[{what}: ļéšš ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Scroll the settings</source>
            <comment>KIOSK_SCROLL_SETTINGS</comment>
            <translation>[Šçřöļļ ţĥé šéţţîñĝš ōñē ţŵō ţĥŕēē]</translation>
        </message>
    </context>
    <context>
        <name>class_round_words</name>
        <message>
            <source>By hand: knock when you like</source>
            <comment>ROUND_RULE_NAMES/by-hand</comment>
            <translation>[Bý ĥâñð: ķñöçķ ŵĥéñ ýöû ļîķé ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>ROUND_RULE_NAMES/wait-longer</comment>
            <translation>[Ŵâîţ ļöñĝéř éâçĥ ţîmé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>ROUND_RULE_NAMES/wait-random</comment>
            <translation>[Ŵâîţ â řâñðöm ţîmé ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>By hand</source>
            <comment>ROUND_RULE_SHORT/by-hand</comment>
            <translation>[Bý ĥâñð ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Wait longer</source>
            <comment>ROUND_RULE_SHORT/wait-longer</comment>
            <translation>[Ŵâîţ ļöñĝéř ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Random wait</source>
            <comment>ROUND_RULE_SHORT/wait-random</comment>
            <translation>[Řâñðöm ŵâîţ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Pupils knock whenever they like. People knock again at once: the class makes its own storm.</source>
            <comment>ROUND_RULE_TIPS/by-hand</comment>
            <translation>[Pûpîļš ķñöçķ ŵĥéñévéř ţĥéý ļîķé. Péöpļé ķñöçķ âĝâîñ âţ öñçé: ţĥé çļâšš mâķéš îţš öŵñ šţöřm. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>After each 'no' the page waits, twice as long each time, then knocks by itself.</source>
            <comment>ROUND_RULE_TIPS/wait-longer</comment>
            <translation>[Âfţéř éâçĥ 'ñö' ţĥé pâĝé ŵâîţš, ţŵîçé âš ļöñĝ éâçĥ ţîmé, ţĥéñ ķñöçķš bý îţšéļf. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēv]</translation>
        </message>
        <message>
            <source>After each 'no' the page waits a random time, then knocks by itself.</source>
            <comment>ROUND_RULE_TIPS/wait-random</comment>
            <translation>[Âfţéř éâçĥ 'ñö' ţĥé pâĝé ŵâîţš â řâñðöm ţîmé, ţĥéñ ķñöçķš bý îţšéļf. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message>
            <source>Pupils press Knock whenever they like; nothing waits for them.</source>
            <comment>ROUND_RULE_LINES/by-hand</comment>
            <translation>[Pûpîļš přéšš Ķñöçķ ŵĥéñévéř ţĥéý ļîķé; ñöţĥîñĝ ŵâîţš föř ţĥém. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>After each 'no' the page waits 0.5 s, then 1, 2, 4 s (at most), and knocks by itself.</source>
            <comment>ROUND_RULE_LINES/wait-longer</comment>
            <translation>[Âfţéř éâçĥ 'ñö' ţĥé pâĝé ŵâîţš 0.5 š, ţĥéñ 1, 2, 4 š (âţ möšţ), âñð ķñöçķš bý îţšéļf. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
        <message>
            <source>After each 'no' the page waits a random time up to 0.5 s, then up to 1, 2, 4 s, and knocks by itself.</source>
            <comment>ROUND_RULE_LINES/wait-random</comment>
            <translation>[Âfţéř éâçĥ 'ñö' ţĥé pâĝé ŵâîţš â řâñðöm ţîmé ûp ţö 0.5 š, ţĥéñ ûp ţö 1, 2, 4 š, âñð ķñöçķš bý îţšéļf. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>Class round: the door</source>
            <comment>PAGE/title</comment>
            <translation>[Çļâšš řöûñð: ţĥé ðööř ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Join the class round</source>
            <comment>PAGE/join_heading</comment>
            <translation>[Ĵöîñ ţĥé çļâšš řöûñð ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Type the 4-digit code from the big screen.</source>
            <comment>PAGE/join_prompt</comment>
            <translation>[Ţýpé ţĥé 4-ðîĝîţ çöðé fřöm ţĥé bîĝ šçřééñ. ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>Join</source>
            <comment>PAGE/join_button</comment>
            <translation>[Ĵöîñ ōñē]</translation>
        </message>
        <message>
            <source>That code is not right. Look at the big screen and try again.</source>
            <comment>PAGE/join_wrong</comment>
            <translation>[Ţĥâţ çöðé îš ñöţ řîĝĥţ. Ļööķ âţ ţĥé bîĝ šçřééñ âñð ţřý âĝâîñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē]</translation>
        </message>
        <message>
            <source>The round is full. Ask your teacher.</source>
            <comment>PAGE/join_full</comment>
            <translation>[Ţĥé řöûñð îš fûļļ. Âšķ ýöûř ţéâçĥéř. ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>This round has ended. Look at the big screen.</source>
            <comment>PAGE/join_over</comment>
            <translation>[Ţĥîš řöûñð ĥâš éñðéð. Ļööķ âţ ţĥé bîĝ šçřééñ. ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message>
            <source>Too many tries. Wait a minute, then try again.</source>
            <comment>PAGE/join_slow</comment>
            <translation>[Ţöö mâñý ţřîéš. Ŵâîţ â mîñûţé, ţĥéñ ţřý âĝâîñ. ōñē ţŵō ţĥŕēē ƒōũ]</translation>
        </message>
        <message>
            <source>You are</source>
            <comment>PAGE/you_are</comment>
            <translation>[Ýöû âřé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Knock</source>
            <comment>PAGE/knock</comment>
            <translation>[Ķñöçķ ōñē ţ]</translation>
        </message>
        <message>
            <source>Knock on the door to get in!</source>
            <comment>PAGE/ready</comment>
            <translation>[Ķñöçķ öñ ţĥé ðööř ţö ĝéţ îñ! ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>No! The door is full. Knock again when you like.</source>
            <comment>PAGE/refused_hand</comment>
            <translation>[Ñö! Ţĥé ðööř îš fûļļ. Ķñöçķ âĝâîñ ŵĥéñ ýöû ļîķé. ōñē ţŵō ţĥŕēē ƒōũŕ]</translation>
        </message>
        <message>
            <source>No! The door is full. Waiting {s} s, then knocking again…</source>
            <comment>PAGE/refused_wait</comment>
            <translation>[Ñö! Ţĥé ðööř îš fûļļ. Ŵâîţîñĝ {s} š, ţĥéñ ķñöçķîñĝ âĝâîñ… ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>Waiting {s} s…</source>
            <comment>PAGE/waiting</comment>
            <translation>[Ŵâîţîñĝ {s} š… ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Yes! The door is opening…</source>
            <comment>PAGE/opening</comment>
            <translation>[Ýéš! Ţĥé ðööř îš öpéñîñĝ… ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>You're in!</source>
            <comment>PAGE/inside</comment>
            <translation>[Ýöû'řé îñ! ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Too fast! One knock at a time.</source>
            <comment>PAGE/too_fast</comment>
            <translation>[Ţöö fâšţ! Öñé ķñöçķ âţ â ţîmé. ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>The round is over. Look at the big screen.</source>
            <comment>PAGE/over</comment>
            <translation>[Ţĥé řöûñð îš övéř. Ļööķ âţ ţĥé bîĝ šçřééñ. ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
        <message>
            <source>Cannot reach the lab. Trying again…</source>
            <comment>PAGE/lost</comment>
            <translation>[Çâññöţ řéâçĥ ţĥé ļâb. Ţřýîñĝ âĝâîñ… ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Your knocks: {n}</source>
            <comment>PAGE/knocks</comment>
            <translation>[Ýöûř ķñöçķš: {n} ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>{inside} of {pupils} inside</source>
            <comment>PAGE/crowd</comment>
            <translation>[{inside} öf {pupils} îñšîðé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Start a class round…</source>
            <comment>MENU_START</comment>
            <translation>[Šţâřţ â çļâšš řöûñð… ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Start a class round (group visit)</source>
            <comment>KIOSK_STAFF_ROUND</comment>
            <translation>[Šţâřţ â çļâšš řöûñð (ĝřöûp vîšîţ) ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Pupils join from their own phones or tablets and become the crowd at the door.</source>
            <comment>MENU_START_TIP</comment>
            <translation>[Pûpîļš ĵöîñ fřöm ţĥéîř öŵñ pĥöñéš öř ţâbļéţš âñð béçömé ţĥé çřöŵð âţ ţĥé ðööř. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>Class round: the door</source>
            <comment>WINDOW_TITLE</comment>
            <translation>[Çļâšš řöûñð: ţĥé ðööř ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Start a class round</source>
            <comment>SETUP_TITLE</comment>
            <translation>[Šţâřţ â çļâšš řöûñð ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Each pupil's phone, tablet or Chromebook becomes one of the crowd at the door, and this computer is the door. Pupils need no app and no account, and type no names.</source>
            <comment>SETUP_INTRO</comment>
            <translation>[Éâçĥ pûpîļ'š pĥöñé, ţâbļéţ öř Çĥřömébööķ béçöméš öñé öf ţĥé çřöŵð âţ ţĥé ðööř, âñð ţĥîš çömpûţéř îš ţĥé ðööř. Pûpîļš ñééð ñö âpp âñð ñö âççöûñţ, âñð ţýpé ñö ñâméš. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>The door lets in (a second)</source>
            <comment>SETUP_CAPACITY</comment>
            <translation>[Ţĥé ðööř ļéţš îñ (â šéçöñð) ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>How pupils try again</source>
            <comment>SETUP_RULE</comment>
            <translation>[Ĥöŵ pûpîļš ţřý âĝâîñ ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>At most this many pupils</source>
            <comment>SETUP_PUPILS</comment>
            <translation>[Âţ möšţ ţĥîš mâñý pûpîļš ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>The round ends after (minutes)</source>
            <comment>SETUP_MINUTES</comment>
            <translation>[Ţĥé řöûñð éñðš âfţéř (mîñûţéš) ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Who can join</source>
            <comment>SETUP_NETWORK</comment>
            <translation>[Ŵĥö çâñ ĵöîñ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Only this computer (to try it out)</source>
            <comment>SETUP_LOCAL</comment>
            <translation>[Öñļý ţĥîš çömpûţéř (ţö ţřý îţ öûţ) ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>The room's network: {address} ({name})</source>
            <comment>SETUP_ROOM</comment>
            <translation>[Ţĥé řööm'š ñéţŵöřķ: {address} ({name}) ōñē ţŵō]</translation>
        </message>
        <message>
            <source>No room network found: connect this computer to the class's Wi-Fi or start its own hotspot.</source>
            <comment>SETUP_NO_ROOM</comment>
            <translation>[Ñö řööm ñéţŵöřķ föûñð: çöññéçţ ţĥîš çömpûţéř ţö ţĥé çļâšš'š Ŵî-Fî öř šţâřţ îţš öŵñ ĥöţšpöţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ē]</translation>
        </message>
        <message>
            <source>Choosing the room's network lets devices on it reach this computer until the round ends. Nothing is stored after the round.</source>
            <comment>SETUP_ROOM_NOTE</comment>
            <translation>[Çĥööšîñĝ ţĥé řööm'š ñéţŵöřķ ļéţš ðévîçéš öñ îţ řéâçĥ ţĥîš çömpûţéř ûñţîļ ţĥé řöûñð éñðš. Ñöţĥîñĝ îš šţöřéð âfţéř ţĥé řöûñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ]</translation>
        </message>
        <message>
            <source>Start the round</source>
            <comment>SETUP_START</comment>
            <translation>[Šţâřţ ţĥé řöûñð ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>SETUP_CANCEL</comment>
            <translation>[Çâñçéļ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Open</source>
            <comment>JOIN_AT</comment>
            <translation>[Öpéñ ōñē]</translation>
        </message>
        <message>
            <source>Code</source>
            <comment>JOIN_CODE</comment>
            <translation>[Çöðé ōñē]</translation>
        </message>
        <message>
            <source>Scan the code with your camera, or type the address, then the code.</source>
            <comment>JOIN_HINT</comment>
            <translation>[Šçâñ ţĥé çöðé ŵîţĥ ýöûř çâméřâ, öř ţýpé ţĥé âððřéšš, ţĥéñ ţĥé çöðé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šī]</translation>
        </message>
        <message numerus="yes">
            <source>{rule} · the door lets in {n} pupils a second</source>
            <comment>DOOR_LINE</comment>
            <extracomment>English for one: {rule} · the door lets in {n} pupil a second</extracomment>
            <translation>
                <numerusform>[{rule} · ţĥé ðööř ļéţš îñ {n} pûpîļ â šéçöñð ōñē ţŵō ţĥŕēē]</numerusform>
                <numerusform>[{rule} · ţĥé ðööř ļéţš îñ {n} pûpîļš â šéçöñð ōñē ţŵō ţĥŕēē]</numerusform>
            </translation>
        </message>
        <message>
            <source>Waiting for pupils to join…</source>
            <comment>PUPILS_NONE</comment>
            <translation>[Ŵâîţîñĝ föř pûpîļš ţö ĵöîñ… ōñē ţŵō ţĥ]</translation>
        </message>
        <message numerus="yes">
            <source>{n} pupils joined · pupils who knocked: {knocked} · inside: {inside}</source>
            <comment>PUPILS_JOINED</comment>
            <extracomment>English for one: {n} pupil joined · pupils who knocked: {knocked} · inside: {inside}</extracomment>
            <translation>
                <numerusform>[{n} pûpîļ ĵöîñéð · pûpîļš ŵĥö ķñöçķéð: {knocked} · îñšîðé: {inside} ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
                <numerusform>[{n} pûpîļš ĵöîñéð · pûpîļš ŵĥö ķñöçķéð: {knocked} · îñšîðé: {inside} ōñē ţŵō ţĥŕēē ƒōũŕ]</numerusform>
            </translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>INSIDE_TITLE</comment>
            <translation>[Îñšîðé ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Nobody is inside yet.</source>
            <comment>INSIDE_NONE</comment>
            <translation>[Ñöböðý îš îñšîðé ýéţ. ōñē ţŵō]</translation>
        </message>
        <message>
            <source>The class's knocks</source>
            <comment>LOAD_TITLE</comment>
            <translation>[Ţĥé çļâšš'š ķñöçķš ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>knocks each second</source>
            <comment>LOAD_Y</comment>
            <translation>[ķñöçķš éâçĥ šéçöñð ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} knocks</source>
            <comment>LOAD_CUT_FIRST</comment>
            <extracomment>English for one: {n:,} knock</extracomment>
            <translation>
                <numerusform>[{n:,} ķñöçķ ōñē ţŵ]</numerusform>
                <numerusform>[{n:,} ķñöçķš ōñē ţŵō]</numerusform>
            </translation>
        </message>
        <message>
            <source>Ends in {minutes}:{seconds:02d}</source>
            <comment>TIME_LEFT</comment>
            <translation>[Éñðš îñ {minutes}:{seconds:02d} ōñē ţŵ]</translation>
        </message>
        <message>
            <source>End the round</source>
            <comment>END_ROUND</comment>
            <translation>[Éñð ţĥé řöûñð ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Stop the round now: pupils' pages say it is over and nothing listens any more.</source>
            <comment>END_ROUND_TIP</comment>
            <translation>[Šţöp ţĥé řöûñð ñöŵ: pûpîļš' pâĝéš šâý îţ îš övéř âñð ñöţĥîñĝ ļîšţéñš âñý möřé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šē]</translation>
        </message>
        <message>
            <source>End the round?</source>
            <comment>END_ASK_TITLE</comment>
            <translation>[Éñð ţĥé řöûñð? ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>End the round now? Every pupil's page will say it is over, and nobody can knock any more. This cannot be undone.</source>
            <comment>END_ASK</comment>
            <translation>[Éñð ţĥé řöûñð ñöŵ? Évéřý pûpîļ'š pâĝé ŵîļļ šâý îţ îš övéř, âñð ñöböðý çâñ ķñöçķ âñý möřé. Ţĥîš çâññöţ bé ûñðöñé. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē]</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <comment>END_ASK_KEEP</comment>
            <translation>[Ķéép pļâýîñĝ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>CLOSE</comment>
            <translation>[Çļöšé ōñē ţ]</translation>
        </message>
        <message>
            <source>No device has reached the lab yet. If pupils see "cannot be reached", the network keeps devices apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start a new round.</source>
            <comment>NO_DEVICE</comment>
            <translation>[Ñö ðévîçé ĥâš řéâçĥéð ţĥé ļâb ýéţ. Îf pûpîļš šéé "çâññöţ bé řéâçĥéð", ţĥé ñéţŵöřķ ķéépš ðévîçéš âpâřţ (çömmöñ öñ šçĥööļ Ŵî-Fî): šţâřţ ţĥîš çömpûţéř'š öŵñ ĥöţšpöţ, ļéţ pûpîļš ĵöîñ îţ, âñð šţâřţ â ñéŵ řöûñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvē]</translation>
        </message>
        <message>
            <source>Only this computer can join this round (to try it out).</source>
            <comment>LOCAL_ONLY</comment>
            <translation>[Öñļý ţĥîš çömpûţéř çâñ ĵöîñ ţĥîš řöûñð (ţö ţřý îţ öûţ). ōñē ţŵō ţĥŕēē ƒōũŕ ƒī]</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>ENDED_TITLE</comment>
            <translation>[Ţĥé řöûñð îš övéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>The teacher ended the round.</source>
            <comment>ENDED_WHY/teacher</comment>
            <translation>[Ţĥé ţéâçĥéř éñðéð ţĥé řöûñð. ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>The round's time ran out.</source>
            <comment>ENDED_WHY/time</comment>
            <translation>[Ţĥé řöûñð'š ţîmé řâñ öûţ. ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>The lab was closed.</source>
            <comment>ENDED_WHY/closed</comment>
            <translation>[Ţĥé ļâb ŵâš çļöšéð. ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Your class</source>
            <comment>RESULT_HEADINGS/1</comment>
            <translation>[Ýöûř çļâšš ōñē ţŵō]</translation>
        </message>
        <message>
            <source>The computer's model</source>
            <comment>RESULT_HEADINGS/2</comment>
            <translation>[Ţĥé çömpûţéř'š möðéļ ōñē ţŵō ţĥŕēē ƒ]</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>RESULT_ROWS/0</comment>
            <translation>[Ķñöçķš ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Knocks refused</source>
            <comment>RESULT_ROWS/1</comment>
            <translation>[Ķñöçķš řéfûšéð ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Everyone in after</source>
            <comment>RESULT_ROWS/2</comment>
            <translation>[Évéřýöñé îñ âfţéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Typical pupil in after</source>
            <comment>RESULT_ROWS/3</comment>
            <translation>[Ţýpîçâļ pûpîļ îñ âfţéř ōñē ţŵō]</translation>
        </message>
        <message numerus="yes">
            <source>The computer's model: what it says for the same class, {n} pupils who {how}, at a door that lets in {capacity} a second.</source>
            <comment>RESULT_NOTE</comment>
            <extracomment>English for one: The computer's model: what it says for the same class, {n} pupil who {how}, at a door that lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>[Ţĥé çömpûţéř'š möðéļ: ŵĥâţ îţ šâýš föř ţĥé šâmé çļâšš, {n} pûpîļ ŵĥö {how}, âţ â ðööř ţĥâţ ļéţš îñ {capacity} â šéçöñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</numerusform>
                <numerusform>[Ţĥé çömpûţéř'š möðéļ: ŵĥâţ îţ šâýš föř ţĥé šâmé çļâšš, {n} pûpîļš ŵĥö {how}, âţ â ðööř ţĥâţ ļéţš îñ {capacity} â šéçöñð. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the middle of the first {n} pupils in.</source>
            <comment>RESULT_NOTE_CUT</comment>
            <extracomment>English for one: The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the {n} pupil who got in first.</extracomment>
            <translation>
                <numerusform>[Ţĥé řöûñð éñðéð {seconds:.0f} š âfţéř ţĥé fîřšţ ķñöçķ ŵîţĥ pûpîļš šţîļļ öûţšîðé, šö böţĥ çöļûmñš çöûñţ ûp ţö ţĥéñ, âñð "ţýpîçâļ" îš ţĥé {n} pûpîļ ŵĥö ĝöţ îñ fîřšţ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţ]</numerusform>
                <numerusform>[Ţĥé řöûñð éñðéð {seconds:.0f} š âfţéř ţĥé fîřšţ ķñöçķ ŵîţĥ pûpîļš šţîļļ öûţšîðé, šö böţĥ çöļûmñš çöûñţ ûp ţö ţĥéñ, âñð "ţýpîçâļ" îš ţĥé mîððļé öf ţĥé fîřšţ {n} pûpîļš îñ. ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ ōñē ţŵō ţĥŕē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n} pupils joined but never knocked.</source>
            <comment>RESULT_NOTE_NEVER</comment>
            <extracomment>English for one: {n} pupil joined but never knocked.</extracomment>
            <translation>
                <numerusform>[{n} pûpîļ ĵöîñéð bûţ ñévéř ķñöçķéð. ōñē ţŵō ţĥŕē]</numerusform>
                <numerusform>[{n} pûpîļš ĵöîñéð bûţ ñévéř ķñöçķéð. ōñē ţŵō ţĥŕē]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model is for the {n} pupils who knocked.</source>
            <comment>RESULT_NOTE_KNOCKED</comment>
            <extracomment>English for one: The model is for the {n} pupil who knocked.</extracomment>
            <translation>
                <numerusform>[Ţĥé möðéļ îš föř ţĥé {n} pûpîļ ŵĥö ķñöçķéð. ōñē ţŵō ţĥŕēē ƒ]</numerusform>
                <numerusform>[Ţĥé möðéļ îš föř ţĥé {n} pûpîļš ŵĥö ķñöçķéð. ōñē ţŵō ţĥŕēē ƒ]</numerusform>
            </translation>
        </message>
        <message>
            <source>knock again every quarter of a second</source>
            <comment>MODEL_HOW/by-hand</comment>
            <translation>[ķñöçķ âĝâîñ évéřý qûâřţéř öf â šéçöñð ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>wait half a second, then twice as long after each 'no', up to 4 s</source>
            <comment>MODEL_HOW/wait-longer</comment>
            <translation>[ŵâîţ ĥâļf â šéçöñð, ţĥéñ ţŵîçé âš ļöñĝ âfţéř éâçĥ 'ñö', ûp ţö 4 š ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē š]</translation>
        </message>
        <message>
            <source>wait a random time, up to half a second, then up to twice as long after each 'no', up to 4 s</source>
            <comment>MODEL_HOW/wait-random</comment>
            <translation>[ŵâîţ â řâñðöm ţîmé, ûp ţö ĥâļf â šéçöñð, ţĥéñ ûp ţö ţŵîçé âš ļöñĝ âfţéř éâçĥ 'ñö', ûp ţö 4 š ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēī]</translation>
        </message>
        <message numerus="yes">
            <source>{inside} of {n} in</source>
            <comment>RESULT_NOT_ALL</comment>
            <extracomment>English for one: {inside} of {n} in</extracomment>
            <translation>
                <numerusform>[{inside} öf {n} îñ ōñē ţŵō]</numerusform>
                <numerusform>[{inside} öf {n} îñ ōñē ţŵō]</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody knocked in this round.</source>
            <comment>RESULT_NOBODY</comment>
            <translation>[Ñöböðý ķñöçķéð îñ ţĥîš řöûñð. ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>Nobody joined</source>
            <comment>RESULT_NOBODY_JOINED</comment>
            <translation>[Ñöböðý ĵöîñéð ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Rounds so far</source>
            <comment>ROUNDS_TITLE</comment>
            <translation>[Řöûñðš šö fâř ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>ROUNDS_HEADINGS/0</comment>
            <translation>[Řöûñð ōñē ţ]</translation>
        </message>
        <message>
            <source>Way of playing</source>
            <comment>ROUNDS_HEADINGS/1</comment>
            <translation>[Ŵâý öf pļâýîñĝ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Door</source>
            <comment>ROUNDS_HEADINGS/2</comment>
            <translation>[Ðööř ōñē]</translation>
        </message>
        <message>
            <source>Pupils</source>
            <comment>ROUNDS_HEADINGS/3</comment>
            <translation>[Pûpîļš ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>ROUNDS_HEADINGS/4</comment>
            <translation>[Ķñöçķš ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Refused</source>
            <comment>ROUNDS_HEADINGS/5</comment>
            <translation>[Řéfûšéð ōñē ţŵō]</translation>
        </message>
        <message>
            <source>All in after</source>
            <comment>ROUNDS_HEADINGS/6</comment>
            <translation>[Âļļ îñ âfţéř ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Typical in</source>
            <comment>ROUNDS_HEADINGS/7</comment>
            <translation>[Ţýpîçâļ îñ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Model knocks</source>
            <comment>ROUNDS_HEADINGS/8</comment>
            <translation>[Möðéļ ķñöçķš ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Model all in</source>
            <comment>ROUNDS_HEADINGS/9</comment>
            <translation>[Möðéļ âļļ îñ ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>round</source>
            <comment>ROUNDS_CSV_COLUMNS/0</comment>
            <translation>[řöûñð ōñē ţ]</translation>
        </message>
        <message>
            <source>way_of_playing</source>
            <comment>ROUNDS_CSV_COLUMNS/1</comment>
            <translation>[ŵâý_öf_pļâýîñĝ ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>door_per_second</source>
            <comment>ROUNDS_CSV_COLUMNS/2</comment>
            <translation>[ðööř_péř_šéçöñð ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>pupils_joined</source>
            <comment>ROUNDS_CSV_COLUMNS/3</comment>
            <translation>[pûpîļš_ĵöîñéð ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>pupils_knocked</source>
            <comment>ROUNDS_CSV_COLUMNS/4</comment>
            <translation>[pûpîļš_ķñöçķéð ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>pupils_inside</source>
            <comment>ROUNDS_CSV_COLUMNS/5</comment>
            <translation>[pûpîļš_îñšîðé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>knocks</source>
            <comment>ROUNDS_CSV_COLUMNS/6</comment>
            <translation>[ķñöçķš ōñē ţŵ]</translation>
        </message>
        <message>
            <source>refused</source>
            <comment>ROUNDS_CSV_COLUMNS/7</comment>
            <translation>[řéfûšéð ōñē ţŵō]</translation>
        </message>
        <message>
            <source>everyone_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/8</comment>
            <translation>[évéřýöñé_îñ_š ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>typical_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/9</comment>
            <translation>[ţýpîçâļ_îñ_š ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>round_length_s</source>
            <comment>ROUNDS_CSV_COLUMNS/10</comment>
            <translation>[řöûñð_ļéñĝţĥ_š ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>model_pupils</source>
            <comment>ROUNDS_CSV_COLUMNS/11</comment>
            <translation>[möðéļ_pûpîļš ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>model_inside</source>
            <comment>ROUNDS_CSV_COLUMNS/12</comment>
            <translation>[möðéļ_îñšîðé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>model_knocks</source>
            <comment>ROUNDS_CSV_COLUMNS/13</comment>
            <translation>[möðéļ_ķñöçķš ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>model_refused</source>
            <comment>ROUNDS_CSV_COLUMNS/14</comment>
            <translation>[möðéļ_řéfûšéð ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>model_everyone_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/15</comment>
            <translation>[möðéļ_évéřýöñé_îñ_š ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>model_typical_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/16</comment>
            <translation>[möðéļ_ţýpîçâļ_îñ_š ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>ended_by</source>
            <comment>ROUNDS_CSV_COLUMNS/17</comment>
            <translation>[éñðéð_bý ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Save the rounds (CSV)</source>
            <comment>SAVE_ROUNDS</comment>
            <translation>[Šâvé ţĥé řöûñðš (ÇŠV) ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Save every round of this session as a CSV file in the lab's folder in Documents (never over another).</source>
            <comment>SAVE_ROUNDS_TIP</comment>
            <translation>[Šâvé évéřý řöûñð öf ţĥîš šéššîöñ âš â ÇŠV fîļé îñ ţĥé ļâb'š föļðéř îñ Ðöçûméñţš (ñévéř övéř âñöţĥéř). ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ]</translation>
        </message>
        <message>
            <source>Saved: {path}</source>
            <comment>SAVED_ROUNDS</comment>
            <translation>[Šâvéð: {path} ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Could not save the rounds: {reason}</source>
            <comment>SAVE_ROUNDS_FAILED</comment>
            <translation>[Çöûļð ñöţ šâvé ţĥé řöûñðš: {reason} ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>RESULT_SECONDS</comment>
            <translation>[{value:.1f} š ō]</translation>
        </message>
        <message>
            <source>Could not start the round: {reason}</source>
            <comment>START_FAILED</comment>
            <translation>[Çöûļð ñöţ šţâřţ ţĥé řöûñð: {reason} ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>{dropped} bad messages dropped</source>
            <comment>DROPPED</comment>
            <translation>[{dropped} bâð méššâĝéš ðřöppéð ōñē ţŵō]</translation>
        </message>
        <message>
            <source>a class's own devices knock on the lab's door: a round served on this computer's network</source>
            <comment>CLI_HELP</comment>
            <translation>[â çļâšš'š öŵñ ðévîçéš ķñöçķ öñ ţĥé ļâb'š ðööř: â řöûñð šéřvéð öñ ţĥîš çömpûţéř'š ñéţŵöřķ ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ]</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>[ÖĶ ō]</translation>
        </message>
        <message>
            <source>Cancel</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>[Çâñçéļ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Close</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>[Çļöšé ōñē ţ]</translation>
        </message>
        <message>
            <source>Save</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>[Šâvé ōñē]</translation>
        </message>
        <message>
            <source>Open</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>[Öpéñ ōñē]</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>[&amp;Ýéš ōñē]</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>[&amp;Ñö ōñē]</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>[&amp;Ûñðö ōñē ţ]</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>[&amp;Řéðö ōñē ţ]</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>[Çû&amp;ţ ōñē]</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>[&amp;Çöpý ōñē ţ]</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>[&amp;Pâšţé ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Delete</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>[Ðéļéţé ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Select All</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>[Šéļéçţ Âļļ ōñē ţŵō]</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>[&amp;Ûñðö ōñē ţ]</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>[&amp;Řéðö ōñē ţ]</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>[Çû&amp;ţ ōñē]</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>[&amp;Çöpý ōñē ţ]</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>[Çöpý &amp;Ļîñķ Ļöçâţîöñ ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>[&amp;Pâšţé ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Delete</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>[Ðéļéţé ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Select All</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>[Šéļéçţ Âļļ ōñē ţŵō]</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>[&amp;Šéļéçţ Âļļ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>[&amp;Šţép ûp ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>[Šţép &amp;ðöŵñ ōñē ţŵō]</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[&amp;Ļööķ îñ: ōñē ţŵ]</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Fîļé &amp;ñâmé: ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Fîļéš öf &amp;ţýpé: ōñē ţŵō ţĥŕ]</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[&amp;Šâvé ōñē ţ]</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[&amp;Öpéñ ōñē ţ]</translation>
        </message>
        <message>
            <source>Back</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Bâçķ ōñē]</translation>
        </message>
        <message>
            <source>Forward</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Föřŵâřð ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Pâřéñţ Ðîřéçţöřý ōñē ţŵō ţĥŕē]</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Çřéâţé Ñéŵ Föļðéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>List View</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Ļîšţ Vîéŵ ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Detail View</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Ðéţâîļ Vîéŵ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Go back</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Ĝö bâçķ ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Go forward</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Ĝö föřŵâřð ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Ĝö ţö ţĥé pâřéñţ ðîřéçţöřý ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Çřéâţé â Ñéŵ Föļðéř ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Çĥâñĝé ţö ļîšţ vîéŵ möðé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Çĥâñĝé ţö ðéţâîļ vîéŵ möðé ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[&amp;Řéñâmé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[&amp;Ðéļéţé ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Šĥöŵ &amp;ĥîððéñ fîļéš ōñē ţŵō ţĥŕēē]</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[&amp;Ñéŵ Föļðéř ōñē ţŵō]</translation>
        </message>
        <message>
            <source>New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Ñéŵ Föļðéř ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Šîðébâř ōñē ţŵō]</translation>
        </message>
        <message>
            <source>Files</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Fîļéš ōñē ţ]</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Ļîšţ öf pļâçéš âñð bööķmâřķš ōñē ţŵō ţĥ]</translation>
        </message>
        <message>
            <source>Remove</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[Řémövé ōñē ţŵ]</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>[%1 âļřéâðý éxîšţš.
Ðö ýöû ŵâñţ ţö řépļâçé îţ? ōñē ţŵō ţĥŕēē ƒō]</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>[Ñâmé ōñē]</translation>
        </message>
        <message>
            <source>Size</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>[Šîžé ōñē]</translation>
        </message>
        <message>
            <source>Type</source>
            <comment>All other platforms</comment>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>[Ţýpé ōñē]</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>[Ðâţé Möðîfîéð ōñē ţŵō ţ]</translation>
        </message>
        <message>
            <source>Computer</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>[Çömpûţéř ōñē ţŵō ţ]</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <comment>All other platforms</comment>
            <extracomment>Qt's own: the Save as dialog's kind of an entry.</extracomment>
            <translation>[Föļðéř ōñē ţŵ]</translation>
        </message>
        <message>
            <source>Drive</source>
            <extracomment>Qt's own: the Save as dialog's kind of an entry.</extracomment>
            <translation>[Ðřîvé ōñē ţ]</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Space</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>[Špâçé ōñē ţ]</translation>
        </message>
        <message>
            <source>Left</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>[Ļéfţ ōñē]</translation>
        </message>
        <message>
            <source>Right</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>[Řîĝĥţ ōñē ţ]</translation>
        </message>
        <message>
            <source>Up</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>[Ûp ō]</translation>
        </message>
        <message>
            <source>Down</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>[Ðöŵñ ōñē]</translation>
        </message>
    </context>
</TS>
