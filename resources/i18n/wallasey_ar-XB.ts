<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>QGuiApplication</name>
        <message>
            <source>QT_LAYOUT_DIRECTION</source>
            <extracomment>Type RTL if the language is written right to left (Urdu, Arabic, Hebrew), else LTR.</extracomment>
            <translation>RTL</translation>
        </message>
    </context>
    <context>
        <name>strings</name>
        <message>
            <source>1x</source>
            <comment>SPEEDS/1x</comment>
            <translation>‫1x‬</translation>
        </message>
        <message>
            <source>5x</source>
            <comment>SPEEDS/5x</comment>
            <translation>‫5x‬</translation>
        </message>
        <message>
            <source>20x</source>
            <comment>SPEEDS/20x</comment>
            <translation>‫20x‬</translation>
        </message>
        <message>
            <source>Instant</source>
            <comment>SPEEDS/Instant</comment>
            <translation>‫Iusʇɐuʇ‬</translation>
        </message>
        <message>
            <source>1x (real time)</source>
            <comment>DOOR_SPEEDS/1x (real time)</comment>
            <translation>‫1x‏ ‏(ɹǝɐl‏ ‏ʇᴉɯǝ)‬</translation>
        </message>
        <message>
            <source>2x</source>
            <comment>DOOR_SPEEDS/2x</comment>
            <translation>‫2x‬</translation>
        </message>
        <message>
            <source>4x</source>
            <comment>DOOR_SPEEDS/4x</comment>
            <translation>‫4x‬</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab</source>
            <comment>APP_NAME</comment>
            <translation>‫Mɐllɐsǝʎ‏ ‏ꓤǝʇɹʎ‏ ‏˥ɐq‬</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>RULE_LABELS/immediate</comment>
            <translation>‫ꓤǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ‬</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>RULE_LABELS/exponential</comment>
            <translation>‫Ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ‬</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>RULE_LABELS/full-jitter</comment>
            <translation>‫ꓭɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ‬</translation>
        </message>
        <message>
            <source>Randomness in the wait</source>
            <comment>RULE_LABELS/jitter</comment>
            <translation>‫ꓤɐupoɯuǝss‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʍɐᴉʇ‬</translation>
        </message>
        <message>
            <source>Equal jitter</source>
            <comment>RULE_LABELS/equal-jitter</comment>
            <translation>‫Ǝbnɐl‏ ‏ɾᴉʇʇǝɹ‬</translation>
        </message>
        <message>
            <source>Decorrelated jitter</source>
            <comment>RULE_LABELS/decorrelated-jitter</comment>
            <translation>‫ꓷǝɔoɹɹǝlɐʇǝp‏ ‏ɾᴉʇʇǝɹ‬</translation>
        </message>
        <message>
            <source>Proportional jitter (gRPC)</source>
            <comment>RULE_LABELS/proportional-jitter</comment>
            <translation>‫Ԁɹodoɹʇᴉouɐl‏ ‏ɾᴉʇʇǝɹ‏ ‏(ƃꓤԀƆ)‬</translation>
        </message>
        <message>
            <source>Obey the server's hint</source>
            <comment>RULE_LABELS/retry-after</comment>
            <translation>‫Oqǝʎ‏ ‏ʇɥǝ‏ ‏sǝɹʌǝɹ's‏ ‏ɥᴉuʇ‬</translation>
        </message>
        <message>
            <source>tenacity, no wait (its default)</source>
            <comment>RULE_LABELS/tenacity-no-wait</comment>
            <translation>‫ʇǝuɐɔᴉʇʎ,‏ ‏uo‏ ‏ʍɐᴉʇ‏ ‏(ᴉʇs‏ ‏pǝɟɐnlʇ)‬</translation>
        </message>
        <message>
            <source>tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>RULE_LABELS/tenacity-exponential</comment>
            <translation>‫ʇǝuɐɔᴉʇʎ‏ ‏ʍɐᴉʇ_ǝxdouǝuʇᴉɐl(1,‏ ‏ɯᴉu‏ ‏4,‏ ‏ɯɐx‏ ‏10)‬</translation>
        </message>
        <message>
            <source>tenacity wait_random_exponential(1, max 60)</source>
            <comment>RULE_LABELS/tenacity-random-exponential</comment>
            <translation>‫ʇǝuɐɔᴉʇʎ‏ ‏ʍɐᴉʇ_ɹɐupoɯ_ǝxdouǝuʇᴉɐl(1,‏ ‏ɯɐx‏ ‏60)‬</translation>
        </message>
        <message>
            <source>backoff.expo (backoff with jitter, its default)</source>
            <comment>RULE_LABELS/backoff-expo</comment>
            <translation>‫qɐɔʞoɟɟ.ǝxdo‏ ‏(qɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ,‏ ‏ᴉʇs‏ ‏pǝɟɐnlʇ)‬</translation>
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5)</source>
            <comment>RULE_LABELS/urllib3-backoff</comment>
            <translation>‫nɹllᴉq3‏ ‏ꓤǝʇɹʎ(qɐɔʞoɟɟ_ɟɐɔʇoɹ=0.5)‬</translation>
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>RULE_LABELS/urllib3-jitter</comment>
            <translation>‫nɹllᴉq3‏ ‏ꓤǝʇɹʎ(qɐɔʞoɟɟ_ɟɐɔʇoɹ=0.5,‏ ‏qɐɔʞoɟɟ_ɾᴉʇʇǝɹ=1)‬</translation>
        </message>
        <message>
            <source>urllib3 Retry obeying Retry-After</source>
            <comment>RULE_LABELS/urllib3-retry-after</comment>
            <translation>‫nɹllᴉq3‏ ‏ꓤǝʇɹʎ‏ ‏oqǝʎᴉuƃ‏ ‏ꓤǝʇɹʎ-∀ɟʇǝɹ‬</translation>
        </message>
        <message>
            <source>botocore standard mode (AWS SDKs)</source>
            <comment>RULE_LABELS/botocore-standard</comment>
            <translation>‫qoʇoɔoɹǝ‏ ‏sʇɐupɐɹp‏ ‏ɯopǝ‏ ‏(∀MS‏ ‏Sꓷꓘs)‬</translation>
        </message>
        <message>
            <source>gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>RULE_LABELS/grpc-backoff</comment>
            <translation>‫ƃꓤԀƆ‏ ‏qɐɔʞoɟɟ‏ ‏(1‏ ‏s,‏ ‏x1.6,‏ ‏ɾᴉʇʇǝɹ‏ ‏0.2,‏ ‏ɯɐx‏ ‏120‏ ‏s)‬</translation>
        </message>
        <message>
            <source>A refused agent tries again after a fixed short pause (the retry interval).</source>
            <comment>RULE_HELP/immediate</comment>
            <translation>‫∀‏ ‏ɹǝɟnsǝp‏ ‏ɐƃǝuʇ‏ ‏ʇɹᴉǝs‏ ‏ɐƃɐᴉu‏ ‏ɐɟʇǝɹ‏ ‏ɐ‏ ‏ɟᴉxǝp‏ ‏sɥoɹʇ‏ ‏dɐnsǝ‏ ‏(ʇɥǝ‏ ‏ɹǝʇɹʎ‏ ‏ᴉuʇǝɹʌɐl).‬</translation>
        </message>
        <message>
            <source>A refused agent waits the first wait (the backoff base), then twice as long after each refusal, up to the longest wait (the backoff cap).</source>
            <comment>RULE_HELP/exponential</comment>
            <translation>‫∀‏ ‏ɹǝɟnsǝp‏ ‏ɐƃǝuʇ‏ ‏ʍɐᴉʇs‏ ‏ʇɥǝ‏ ‏ɟᴉɹsʇ‏ ‏ʍɐᴉʇ‏ ‏(ʇɥǝ‏ ‏qɐɔʞoɟɟ‏ ‏qɐsǝ),‏ ‏ʇɥǝu‏ ‏ʇʍᴉɔǝ‏ ‏ɐs‏ ‏louƃ‏ ‏ɐɟʇǝɹ‏ ‏ǝɐɔɥ‏ ‏ɹǝɟnsɐl,‏ ‏nd‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏(ʇɥǝ‏ ‏qɐɔʞoɟɟ‏ ‏ɔɐd).‬</translation>
        </message>
        <message>
            <source>Like exponential backoff, but each agent waits a random time anywhere up to that growing limit.</source>
            <comment>RULE_HELP/full-jitter</comment>
            <translation>‫˥ᴉʞǝ‏ ‏ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ,‏ ‏qnʇ‏ ‏ǝɐɔɥ‏ ‏ɐƃǝuʇ‏ ‏ʍɐᴉʇs‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ‏ ‏ɐuʎʍɥǝɹǝ‏ ‏nd‏ ‏ʇo‏ ‏ʇɥɐʇ‏ ‏ƃɹoʍᴉuƃ‏ ‏lᴉɯᴉʇ.‬</translation>
        </message>
        <message>
            <source>Between the two: a fixed part (1 - J) of the backoff limit plus a random part up to J of it. J = 0 is exponential backoff, J = 1 is backoff with jitter.</source>
            <comment>RULE_HELP/jitter</comment>
            <translation>‫ꓭǝʇʍǝǝu‏ ‏ʇɥǝ‏ ‏ʇʍo:‏ ‏ɐ‏ ‏ɟᴉxǝp‏ ‏dɐɹʇ‏ ‏(1‏ ‏-‏ ‏ſ)‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏qɐɔʞoɟɟ‏ ‏lᴉɯᴉʇ‏ ‏dlns‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏dɐɹʇ‏ ‏nd‏ ‏ʇo‏ ‏ſ‏ ‏oɟ‏ ‏ᴉʇ.‏ ‏ſ‏ ‏=‏ ‏0‏ ‏ᴉs‏ ‏ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ,‏ ‏ſ‏ ‏=‏ ‏1‏ ‏ᴉs‏ ‏qɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ.‬</translation>
        </message>
        <message>
            <source>Half the backoff limit for certain, plus a random time up to the other half.</source>
            <comment>RULE_HELP/equal-jitter</comment>
            <translation>‫Hɐlɟ‏ ‏ʇɥǝ‏ ‏qɐɔʞoɟɟ‏ ‏lᴉɯᴉʇ‏ ‏ɟoɹ‏ ‏ɔǝɹʇɐᴉu,‏ ‏dlns‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ‏ ‏nd‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏oʇɥǝɹ‏ ‏ɥɐlɟ.‬</translation>
        </message>
        <message>
            <source>A random wait between the first wait and three times the last wait, up to the longest wait.</source>
            <comment>RULE_HELP/decorrelated-jitter</comment>
            <translation>‫∀‏ ‏ɹɐupoɯ‏ ‏ʍɐᴉʇ‏ ‏qǝʇʍǝǝu‏ ‏ʇɥǝ‏ ‏ɟᴉɹsʇ‏ ‏ʍɐᴉʇ‏ ‏ɐup‏ ‏ʇɥɹǝǝ‏ ‏ʇᴉɯǝs‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ʍɐᴉʇ,‏ ‏nd‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ.‬</translation>
        </message>
        <message>
            <source>The wait grows by a multiplier (1.6) each time, then is stretched or shrunk at random by up to a spread (20%), as gRPC does.</source>
            <comment>RULE_HELP/proportional-jitter</comment>
            <translation>‫⊥ɥǝ‏ ‏ʍɐᴉʇ‏ ‏ƃɹoʍs‏ ‏qʎ‏ ‏ɐ‏ ‏ɯnlʇᴉdlᴉǝɹ‏ ‏(1.6)‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ,‏ ‏ʇɥǝu‏ ‏ᴉs‏ ‏sʇɹǝʇɔɥǝp‏ ‏oɹ‏ ‏sɥɹnuʞ‏ ‏ɐʇ‏ ‏ɹɐupoɯ‏ ‏qʎ‏ ‏nd‏ ‏ʇo‏ ‏ɐ‏ ‏sdɹǝɐp‏ ‏(20%),‏ ‏ɐs‏ ‏ƃꓤԀƆ‏ ‏poǝs.‬</translation>
        </message>
        <message>
            <source>The tool says when it will take calls again; the agent calls back then (plus an optional random delay).</source>
            <comment>RULE_HELP/retry-after</comment>
            <translation>‫⊥ɥǝ‏ ‏ʇool‏ ‏sɐʎs‏ ‏ʍɥǝu‏ ‏ᴉʇ‏ ‏ʍᴉll‏ ‏ʇɐʞǝ‏ ‏ɔɐlls‏ ‏ɐƃɐᴉu;‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇ‏ ‏ɔɐlls‏ ‏qɐɔʞ‏ ‏ʇɥǝu‏ ‏(dlns‏ ‏ɐu‏ ‏odʇᴉouɐl‏ ‏ɹɐupoɯ‏ ‏pǝlɐʎ).‬</translation>
        </message>
        <message>
            <source>Retry rule</source>
            <comment>TABLE_HEADINGS/0</comment>
            <translation>‫ꓤǝʇɹʎ‏ ‏ɹnlǝ‬</translation>
        </message>
        <message>
            <source>Last agent served</source>
            <comment>TABLE_HEADINGS/1</comment>
            <translation>‫˥ɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‬</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>TABLE_HEADINGS/2</comment>
            <translation>‫Ɔɐlls‏ ‏sǝuʇ‬</translation>
        </message>
        <message>
            <source>Calls refused</source>
            <comment>TABLE_HEADINGS/3</comment>
            <translation>‫Ɔɐlls‏ ‏ɹǝɟnsǝp‬</translation>
        </message>
        <message>
            <source>Typical agent served</source>
            <comment>TABLE_HEADINGS/4</comment>
            <translation>‫⊥ʎdᴉɔɐl‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‬</translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>TABLE_SECONDS</comment>
            <translation>‫{value:.1f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>{value:,.0f}</source>
            <comment>TABLE_COUNT</comment>
            <translation>‫{value:,.0f}‬</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab: one busy tool, many agents</source>
            <comment>WINDOW_TITLE</comment>
            <translation>‫Mɐllɐsǝʎ‏ ‏ꓤǝʇɹʎ‏ ‏˥ɐq:‏ ‏ouǝ‏ ‏qnsʎ‏ ‏ʇool,‏ ‏ɯɐuʎ‏ ‏ɐƃǝuʇs‬</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} agents all need an answer from one busy tool.</source>
            <comment>TAGLINE</comment>
            <extracomment>English for one: {n:,} agent needs an answer from one busy tool.</extracomment>
            <translation>
                <numerusform>‫{n:,}‏ ‏ɐƃǝuʇ‏ ‏uǝǝps‏ ‏ɐu‏ ‏ɐusʍǝɹ‏ ‏ɟɹoɯ‏ ‏ouǝ‏ ‏qnsʎ‏ ‏ʇool.‬</numerusform>
                <numerusform>‫{n:,}‏ ‏ɐƃǝuʇs‏ ‏ɐll‏ ‏uǝǝp‏ ‏ɐu‏ ‏ɐusʍǝɹ‏ ‏ɟɹoɯ‏ ‏ouǝ‏ ‏qnsʎ‏ ‏ʇool.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n:,} calls a second. How should a refused agent try again?</source>
            <comment>TAGLINE_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n:,} call a second. How should a refused agent try again?</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏{n:,}‏ ‏ɔɐll‏ ‏ɐ‏ ‏sǝɔoup.‏ ‏Hoʍ‏ ‏sɥonlp‏ ‏ɐ‏ ‏ɹǝɟnsǝp‏ ‏ɐƃǝuʇ‏ ‏ʇɹʎ‏ ‏ɐƃɐᴉu?‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏{n:,}‏ ‏ɔɐlls‏ ‏ɐ‏ ‏sǝɔoup.‏ ‏Hoʍ‏ ‏sɥonlp‏ ‏ɐ‏ ‏ɹǝɟnsǝp‏ ‏ɐƃǝuʇ‏ ‏ʇɹʎ‏ ‏ɐƃɐᴉu?‬</numerusform>
            </translation>
        </message>
        <message>
            <source>(Advanced settings in use: {what}.)</source>
            <comment>ADVANCED_IN_USE</comment>
            <translation>‫(∀pʌɐuɔǝp‏ ‏sǝʇʇᴉuƃs‏ ‏ᴉu‏ ‏nsǝ:‏ ‏{what}.)‬</translation>
        </message>
        <message>
            <source>the tool: {value}</source>
            <comment>ADVANCED_SUMMARY/limiter</comment>
            <translation>‫ʇɥǝ‏ ‏ʇool:‏ ‏{value}‬</translation>
        </message>
        <message>
            <source>retry budget: {value}</source>
            <comment>ADVANCED_SUMMARY/budget</comment>
            <translation>‫ɹǝʇɹʎ‏ ‏qnpƃǝʇ:‏ ‏{value}‬</translation>
        </message>
        <message>
            <source>arrivals: {value}</source>
            <comment>ADVANCED_SUMMARY/arrival</comment>
            <translation>‫ɐɹɹᴉʌɐls:‏ ‏{value}‬</translation>
        </message>
        <message>
            <source>give up after {value:g} calls</source>
            <comment>ADVANCED_SUMMARY/max_attempts</comment>
            <translation>‫ƃᴉʌǝ‏ ‏nd‏ ‏ɐɟʇǝɹ‏ ‏{value:g}‏ ‏ɔɐlls‬</translation>
        </message>
        <message>
            <source>give up after {value:g} s</source>
            <comment>ADVANCED_SUMMARY/deadline</comment>
            <translation>‫ƃᴉʌǝ‏ ‏nd‏ ‏ɐɟʇǝɹ‏ ‏{value:g}‏ ‏s‬</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>RULE_BUTTON/immediate</comment>
            <translation>‫ꓤǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ‬</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>RULE_BUTTON/exponential</comment>
            <translation>‫Ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ‬</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>RULE_BUTTON/full-jitter</comment>
            <translation>‫ꓭɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ‬</translation>
        </message>
        <message>
            <source>Try again at once, every {interval:g} s</source>
            <comment>RULE_SHORT/immediate</comment>
            <translation>‫⊥ɹʎ‏ ‏ɐƃɐᴉu‏ ‏ɐʇ‏ ‏ouɔǝ,‏ ‏ǝʌǝɹʎ‏ ‏{interval:g}‏ ‏s‬</translation>
        </message>
        <message>
            <source>Wait longer each time, up to {cap:g} s</source>
            <comment>RULE_SHORT/exponential</comment>
            <translation>‫Mɐᴉʇ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ,‏ ‏nd‏ ‏ʇo‏ ‏{cap:g}‏ ‏s‬</translation>
        </message>
        <message>
            <source>Wait a random time, up to that limit</source>
            <comment>RULE_SHORT/full-jitter</comment>
            <translation>‫Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ,‏ ‏nd‏ ‏ʇo‏ ‏ʇɥɐʇ‏ ‏lᴉɯᴉʇ‬</translation>
        </message>
        <message>
            <source>How refused agents try again</source>
            <comment>PANEL_RULE</comment>
            <translation>‫Hoʍ‏ ‏ɹǝɟnsǝp‏ ‏ɐƃǝuʇs‏ ‏ʇɹʎ‏ ‏ɐƃɐᴉu‬</translation>
        </message>
        <message>
            <source>The crowd and the tool</source>
            <comment>PANEL_CROWD</comment>
            <translation>‫⊥ɥǝ‏ ‏ɔɹoʍp‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ʇool‬</translation>
        </message>
        <message>
            <source>Advanced</source>
            <comment>PANEL_ADVANCED</comment>
            <translation>‫∀pʌɐuɔǝp‬</translation>
        </message>
        <message>
            <source>Agents</source>
            <comment>SLIDER/agents/0</comment>
            <translation>‫∀ƃǝuʇs‬</translation>
        </message>
        <message>
            <source>How many agents all need an answer at the same moment.</source>
            <comment>SLIDER/agents/2</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ɐƃǝuʇs‏ ‏ɐll‏ ‏uǝǝp‏ ‏ɐu‏ ‏ɐusʍǝɹ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɯoɯǝuʇ.‬</translation>
        </message>
        <message>
            <source>Capacity</source>
            <comment>SLIDER/capacity/0</comment>
            <translation>‫Ɔɐdɐɔᴉʇʎ‬</translation>
        </message>
        <message numerus="yes">
            <source> calls/s</source>
            <comment>SLIDER/capacity/1</comment>
            <extracomment>English for one:  call/s</extracomment>
            <translation>
                <numerusform> ‫ɔɐll/s‬</numerusform>
                <numerusform> ‫ɔɐlls/s‬</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the tool accepts each second. Any more are refused straight away.</source>
            <comment>SLIDER/capacity/2</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏ǝɐɔɥ‏ ‏sǝɔoup.‏ ‏∀uʎ‏ ‏ɯoɹǝ‏ ‏ɐɹǝ‏ ‏ɹǝɟnsǝp‏ ‏sʇɹɐᴉƃɥʇ‏ ‏ɐʍɐʎ.‬</translation>
        </message>
        <message>
            <source>Answer time</source>
            <comment>SLIDER/answer_time/0</comment>
            <translation>‫∀usʍǝɹ‏ ‏ʇᴉɯǝ‬</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/answer_time/1</comment>
            <translation> ‫s‬</translation>
        </message>
        <message>
            <source>How long the tool takes to answer an accepted call.</source>
            <comment>SLIDER/answer_time/2</comment>
            <translation>‫Hoʍ‏ ‏louƃ‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ʇɐʞǝs‏ ‏ʇo‏ ‏ɐusʍǝɹ‏ ‏ɐu‏ ‏ɐɔɔǝdʇǝp‏ ‏ɔɐll.‬</translation>
        </message>
        <message>
            <source>Pause between tries</source>
            <comment>SLIDER/interval/0</comment>
            <translation>‫Ԁɐnsǝ‏ ‏qǝʇʍǝǝu‏ ‏ʇɹᴉǝs‬</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/interval/1</comment>
            <translation> ‫s‬</translation>
        </message>
        <message>
            <source>With 'retry immediately', how long a refused agent pauses before calling again (the retry interval).</source>
            <comment>SLIDER/interval/2</comment>
            <translation>‫Mᴉʇɥ‏ ‏'ɹǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ',‏ ‏ɥoʍ‏ ‏louƃ‏ ‏ɐ‏ ‏ɹǝɟnsǝp‏ ‏ɐƃǝuʇ‏ ‏dɐnsǝs‏ ‏qǝɟoɹǝ‏ ‏ɔɐllᴉuƃ‏ ‏ɐƃɐᴉu‏ ‏(ʇɥǝ‏ ‏ɹǝʇɹʎ‏ ‏ᴉuʇǝɹʌɐl).‬</translation>
        </message>
        <message>
            <source>First wait</source>
            <comment>SLIDER/base/0</comment>
            <translation>‫Ⅎᴉɹsʇ‏ ‏ʍɐᴉʇ‬</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/base/1</comment>
            <translation> ‫s‬</translation>
        </message>
        <message>
            <source>The first wait after a refusal, for the backoff rules (the backoff base).</source>
            <comment>SLIDER/base/2</comment>
            <translation>‫⊥ɥǝ‏ ‏ɟᴉɹsʇ‏ ‏ʍɐᴉʇ‏ ‏ɐɟʇǝɹ‏ ‏ɐ‏ ‏ɹǝɟnsɐl,‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏qɐɔʞoɟɟ‏ ‏ɹnlǝs‏ ‏(ʇɥǝ‏ ‏qɐɔʞoɟɟ‏ ‏qɐsǝ).‬</translation>
        </message>
        <message>
            <source>Longest wait</source>
            <comment>SLIDER/cap/0</comment>
            <translation>‫˥ouƃǝsʇ‏ ‏ʍɐᴉʇ‬</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/cap/1</comment>
            <translation> ‫s‬</translation>
        </message>
        <message>
            <source>The longest wait the backoff rules ever use (the backoff cap).</source>
            <comment>SLIDER/cap/2</comment>
            <translation>‫⊥ɥǝ‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏ʇɥǝ‏ ‏qɐɔʞoɟɟ‏ ‏ɹnlǝs‏ ‏ǝʌǝɹ‏ ‏nsǝ‏ ‏(ʇɥǝ‏ ‏qɐɔʞoɟɟ‏ ‏ɔɐd).‬</translation>
        </message>
        <message>
            <source>Time to hear no</source>
            <comment>SLIDER/refusal_rtt/0</comment>
            <translation>‫⊥ᴉɯǝ‏ ‏ʇo‏ ‏ɥǝɐɹ‏ ‏uo‬</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/refusal_rtt/1</comment>
            <translation> ‫s‬</translation>
        </message>
        <message>
            <source>How long it takes an agent to hear that its call was refused (the refusal round trip).</source>
            <comment>SLIDER/refusal_rtt/2</comment>
            <translation>‫Hoʍ‏ ‏louƃ‏ ‏ᴉʇ‏ ‏ʇɐʞǝs‏ ‏ɐu‏ ‏ɐƃǝuʇ‏ ‏ʇo‏ ‏ɥǝɐɹ‏ ‏ʇɥɐʇ‏ ‏ᴉʇs‏ ‏ɔɐll‏ ‏ʍɐs‏ ‏ɹǝɟnsǝp‏ ‏(ʇɥǝ‏ ‏ɹǝɟnsɐl‏ ‏ɹonup‏ ‏ʇɹᴉd).‬</translation>
        </message>
        <message>
            <source>Runs to compare</source>
            <comment>SLIDER/runs/0</comment>
            <translation>‫ꓤnus‏ ‏ʇo‏ ‏ɔoɯdɐɹǝ‬</translation>
        </message>
        <message>
            <source>How many runs the results table takes the middle of (the median).</source>
            <comment>SLIDER/runs/2</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ɹnus‏ ‏ʇɥǝ‏ ‏ɹǝsnlʇs‏ ‏ʇɐqlǝ‏ ‏ʇɐʞǝs‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏(ʇɥǝ‏ ‏ɯǝpᴉɐu).‬</translation>
        </message>
        <message>
            <source>Which roll of the dice</source>
            <comment>SLIDER/seed/0</comment>
            <translation>‫Mɥᴉɔɥ‏ ‏ɹoll‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏pᴉɔǝ‬</translation>
        </message>
        <message>
            <source>The random seed: the same number gives exactly the same runs again; another number, other dice rolls.</source>
            <comment>SLIDER/seed/2</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹɐupoɯ‏ ‏sǝǝp:‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏unɯqǝɹ‏ ‏ƃᴉʌǝs‏ ‏ǝxɐɔʇlʎ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɹnus‏ ‏ɐƃɐᴉu;‏ ‏ɐuoʇɥǝɹ‏ ‏unɯqǝɹ,‏ ‏oʇɥǝɹ‏ ‏pᴉɔǝ‏ ‏ɹolls.‬</translation>
        </message>
        <message>
            <source>Randomness in the wait</source>
            <comment>SLIDER/jitter/0</comment>
            <translation>‫ꓤɐupoɯuǝss‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʍɐᴉʇ‬</translation>
        </message>
        <message>
            <source>Slide from 0 (every agent waits exactly the backoff time: lockstep) to 1 (a random wait up to it). The small values get more of the track: its middle is 0.25.</source>
            <comment>SLIDER/jitter/2</comment>
            <translation>‫Slᴉpǝ‏ ‏ɟɹoɯ‏ ‏0‏ ‏(ǝʌǝɹʎ‏ ‏ɐƃǝuʇ‏ ‏ʍɐᴉʇs‏ ‏ǝxɐɔʇlʎ‏ ‏ʇɥǝ‏ ‏qɐɔʞoɟɟ‏ ‏ʇᴉɯǝ:‏ ‏loɔʞsʇǝd)‏ ‏ʇo‏ ‏1‏ ‏(ɐ‏ ‏ɹɐupoɯ‏ ‏ʍɐᴉʇ‏ ‏nd‏ ‏ʇo‏ ‏ᴉʇ).‏ ‏⊥ɥǝ‏ ‏sɯɐll‏ ‏ʌɐlnǝs‏ ‏ƃǝʇ‏ ‏ɯoɹǝ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ʇɹɐɔʞ:‏ ‏ᴉʇs‏ ‏ɯᴉpplǝ‏ ‏ᴉs‏ ‏0.25.‬</translation>
        </message>
        <message>
            <source>Growth per refusal</source>
            <comment>SLIDER/multiplier/0</comment>
            <translation>‫⅁ɹoʍʇɥ‏ ‏dǝɹ‏ ‏ɹǝɟnsɐl‬</translation>
        </message>
        <message>
            <source> x</source>
            <comment>SLIDER/multiplier/1</comment>
            <translation> ‫x‬</translation>
        </message>
        <message>
            <source>How many times longer each wait is than the last (gRPC uses 1.6).</source>
            <comment>SLIDER/multiplier/2</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ʇᴉɯǝs‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʍɐᴉʇ‏ ‏ᴉs‏ ‏ʇɥɐu‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏(ƃꓤԀƆ‏ ‏nsǝs‏ ‏1.6).‬</translation>
        </message>
        <message>
            <source>Random stretch</source>
            <comment>SLIDER/spread/0</comment>
            <translation>‫ꓤɐupoɯ‏ ‏sʇɹǝʇɔɥ‬</translation>
        </message>
        <message>
            <source>How far each wait is stretched or shrunk at random (0.2 = up to 20%).</source>
            <comment>SLIDER/spread/2</comment>
            <translation>‫Hoʍ‏ ‏ɟɐɹ‏ ‏ǝɐɔɥ‏ ‏ʍɐᴉʇ‏ ‏ᴉs‏ ‏sʇɹǝʇɔɥǝp‏ ‏oɹ‏ ‏sɥɹnuʞ‏ ‏ɐʇ‏ ‏ɹɐupoɯ‏ ‏(0.2‏ ‏=‏ ‏nd‏ ‏ʇo‏ ‏20%).‬</translation>
        </message>
        <message>
            <source>Random delay after the hint</source>
            <comment>SLIDER/hint_jitter/0</comment>
            <translation>‫ꓤɐupoɯ‏ ‏pǝlɐʎ‏ ‏ɐɟʇǝɹ‏ ‏ʇɥǝ‏ ‏ɥᴉuʇ‬</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/hint_jitter/1</comment>
            <translation> ‫s‬</translation>
        </message>
        <message>
            <source>A random extra wait, up to this, after the time the tool gave.</source>
            <comment>SLIDER/hint_jitter/2</comment>
            <translation>‫∀‏ ‏ɹɐupoɯ‏ ‏ǝxʇɹɐ‏ ‏ʍɐᴉʇ,‏ ‏nd‏ ‏ʇo‏ ‏ʇɥᴉs,‏ ‏ɐɟʇǝɹ‏ ‏ʇɥǝ‏ ‏ʇᴉɯǝ‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ƃɐʌǝ.‬</translation>
        </message>
        <message>
            <source>Give up after (calls)</source>
            <comment>SLIDER/max_attempts/0</comment>
            <translation>‫⅁ᴉʌǝ‏ ‏nd‏ ‏ɐɟʇǝɹ‏ ‏(ɔɐlls)‬</translation>
        </message>
        <message>
            <source>An agent stops after this many calls. 0 = never gives up.</source>
            <comment>SLIDER/max_attempts/2</comment>
            <translation>‫∀u‏ ‏ɐƃǝuʇ‏ ‏sʇods‏ ‏ɐɟʇǝɹ‏ ‏ʇɥᴉs‏ ‏ɯɐuʎ‏ ‏ɔɐlls.‏ ‏0‏ ‏=‏ ‏uǝʌǝɹ‏ ‏ƃᴉʌǝs‏ ‏nd.‬</translation>
        </message>
        <message>
            <source>Give up after (seconds)</source>
            <comment>SLIDER/deadline/0</comment>
            <translation>‫⅁ᴉʌǝ‏ ‏nd‏ ‏ɐɟʇǝɹ‏ ‏(sǝɔoups)‬</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/deadline/1</comment>
            <translation> ‫s‬</translation>
        </message>
        <message>
            <source>An agent stops trying this long after it first called. 0 = never.</source>
            <comment>SLIDER/deadline/2</comment>
            <translation>‫∀u‏ ‏ɐƃǝuʇ‏ ‏sʇods‏ ‏ʇɹʎᴉuƃ‏ ‏ʇɥᴉs‏ ‏louƃ‏ ‏ɐɟʇǝɹ‏ ‏ᴉʇ‏ ‏ɟᴉɹsʇ‏ ‏ɔɐllǝp.‏ ‏0‏ ‏=‏ ‏uǝʌǝɹ.‬</translation>
        </message>
        <message>
            <source>Burst</source>
            <comment>SLIDER/burst/0</comment>
            <translation>‫ꓭnɹsʇ‬</translation>
        </message>
        <message numerus="yes">
            <source> calls</source>
            <comment>SLIDER/burst/1</comment>
            <extracomment>English for one:  call</extracomment>
            <translation>
                <numerusform> ‫ɔɐll‬</numerusform>
                <numerusform> ‫ɔɐlls‬</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the token bucket can take at once after a quiet spell.</source>
            <comment>SLIDER/burst/2</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ʇɥǝ‏ ‏ʇoʞǝu‏ ‏qnɔʞǝʇ‏ ‏ɔɐu‏ ‏ʇɐʞǝ‏ ‏ɐʇ‏ ‏ouɔǝ‏ ‏ɐɟʇǝɹ‏ ‏ɐ‏ ‏bnᴉǝʇ‏ ‏sdǝll.‬</translation>
        </message>
        <message>
            <source>Calls at once</source>
            <comment>SLIDER/concurrency/0</comment>
            <translation>‫Ɔɐlls‏ ‏ɐʇ‏ ‏ouɔǝ‬</translation>
        </message>
        <message>
            <source>How many calls the tool works on at the same time.</source>
            <comment>SLIDER/concurrency/2</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ʍoɹʞs‏ ‏ou‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ʇᴉɯǝ.‬</translation>
        </message>
        <message>
            <source>Queue length</source>
            <comment>SLIDER/queue/0</comment>
            <translation>‫Όnǝnǝ‏ ‏lǝuƃʇɥ‬</translation>
        </message>
        <message numerus="yes">
            <source> calls</source>
            <comment>SLIDER/queue/1</comment>
            <extracomment>English for one:  call</extracomment>
            <translation>
                <numerusform> ‫ɔɐll‬</numerusform>
                <numerusform> ‫ɔɐlls‬</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the tool holds waiting before it refuses.</source>
            <comment>SLIDER/queue/2</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɥolps‏ ‏ʍɐᴉʇᴉuƃ‏ ‏qǝɟoɹǝ‏ ‏ᴉʇ‏ ‏ɹǝɟnsǝs.‬</translation>
        </message>
        <message>
            <source>Arrivals spread over</source>
            <comment>SLIDER/arrival_spread/0</comment>
            <translation>‫∀ɹɹᴉʌɐls‏ ‏sdɹǝɐp‏ ‏oʌǝɹ‬</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/arrival_spread/1</comment>
            <translation> ‫s‬</translation>
        </message>
        <message>
            <source>Agents arrive at random times within this many seconds.</source>
            <comment>SLIDER/arrival_spread/2</comment>
            <translation>‫∀ƃǝuʇs‏ ‏ɐɹɹᴉʌǝ‏ ‏ɐʇ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝs‏ ‏ʍᴉʇɥᴉu‏ ‏ʇɥᴉs‏ ‏ɯɐuʎ‏ ‏sǝɔoups.‬</translation>
        </message>
        <message>
            <source>Arrivals per second</source>
            <comment>SLIDER/arrival_rate/0</comment>
            <translation>‫∀ɹɹᴉʌɐls‏ ‏dǝɹ‏ ‏sǝɔoup‬</translation>
        </message>
        <message>
            <source>/s</source>
            <comment>SLIDER/arrival_rate/1</comment>
            <translation>‫/s‬</translation>
        </message>
        <message>
            <source>On average this many agents arrive each second, at random.</source>
            <comment>SLIDER/arrival_rate/2</comment>
            <translation>‫Ou‏ ‏ɐʌǝɹɐƃǝ‏ ‏ʇɥᴉs‏ ‏ɯɐuʎ‏ ‏ɐƃǝuʇs‏ ‏ɐɹɹᴉʌǝ‏ ‏ǝɐɔɥ‏ ‏sǝɔoup,‏ ‏ɐʇ‏ ‏ɹɐupoɯ.‬</translation>
        </message>
        <message>
            <source>How many friends</source>
            <comment>SLIDER/door_agents/0</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ɟɹᴉǝups‬</translation>
        </message>
        <message>
            <source>How many friends are in the crowd at the door (20 to 50).</source>
            <comment>SLIDER/door_agents/2</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ɟɹᴉǝups‏ ‏ɐɹǝ‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ɔɹoʍp‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏(20‏ ‏ʇo‏ ‏50).‬</translation>
        </message>
        <message>
            <source>Other retry rules</source>
            <comment>CHOICE/other_rule/0</comment>
            <translation>‫Oʇɥǝɹ‏ ‏ɹǝʇɹʎ‏ ‏ɹnlǝs‬</translation>
        </message>
        <message>
            <source>More ways to wait, from real client libraries. Pick one to use it instead of the buttons.</source>
            <comment>CHOICE/other_rule/1</comment>
            <translation>‫Woɹǝ‏ ‏ʍɐʎs‏ ‏ʇo‏ ‏ʍɐᴉʇ,‏ ‏ɟɹoɯ‏ ‏ɹǝɐl‏ ‏ɔlᴉǝuʇ‏ ‏lᴉqɹɐɹᴉǝs.‏ ‏Ԁᴉɔʞ‏ ‏ouǝ‏ ‏ʇo‏ ‏nsǝ‏ ‏ᴉʇ‏ ‏ᴉusʇǝɐp‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏qnʇʇous.‬</translation>
        </message>
        <message>
            <source>Client retry budget</source>
            <comment>CHOICE/budget/0</comment>
            <translation>‫Ɔlᴉǝuʇ‏ ‏ɹǝʇɹʎ‏ ‏qnpƃǝʇ‬</translation>
        </message>
        <message>
            <source>A limit the agents' own software puts on retries, whatever the tool says.</source>
            <comment>CHOICE/budget/1</comment>
            <translation>‫∀‏ ‏lᴉɯᴉʇ‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇs'‏ ‏oʍu‏ ‏soɟʇʍɐɹǝ‏ ‏dnʇs‏ ‏ou‏ ‏ɹǝʇɹᴉǝs,‏ ‏ʍɥɐʇǝʌǝɹ‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏sɐʎs.‬</translation>
        </message>
        <message>
            <source>The tool's rule</source>
            <comment>CHOICE/limiter/0</comment>
            <translation>‫⊥ɥǝ‏ ‏ʇool's‏ ‏ɹnlǝ‬</translation>
        </message>
        <message>
            <source>How the tool decides which calls to accept.</source>
            <comment>CHOICE/limiter/1</comment>
            <translation>‫Hoʍ‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏pǝɔᴉpǝs‏ ‏ʍɥᴉɔɥ‏ ‏ɔɐlls‏ ‏ʇo‏ ‏ɐɔɔǝdʇ.‬</translation>
        </message>
        <message>
            <source>When agents arrive</source>
            <comment>CHOICE/arrival/0</comment>
            <translation>‫Mɥǝu‏ ‏ɐƃǝuʇs‏ ‏ɐɹɹᴉʌǝ‬</translation>
        </message>
        <message>
            <source>All at once, or spread out over time.</source>
            <comment>CHOICE/arrival/1</comment>
            <translation>‫∀ll‏ ‏ɐʇ‏ ‏ouɔǝ,‏ ‏oɹ‏ ‏sdɹǝɐp‏ ‏onʇ‏ ‏oʌǝɹ‏ ‏ʇᴉɯǝ.‬</translation>
        </message>
        <message>
            <source>None: use the buttons above</source>
            <comment>CHOICE_ITEMS/other_rule/</comment>
            <translation>‫Nouǝ:‏ ‏nsǝ‏ ‏ʇɥǝ‏ ‏qnʇʇous‏ ‏ɐqoʌǝ‬</translation>
        </message>
        <message>
            <source>Equal jitter: half fixed, half random</source>
            <comment>CHOICE_ITEMS/other_rule/equal-jitter</comment>
            <translation>‫Ǝbnɐl‏ ‏ɾᴉʇʇǝɹ:‏ ‏ɥɐlɟ‏ ‏ɟᴉxǝp,‏ ‏ɥɐlɟ‏ ‏ɹɐupoɯ‬</translation>
        </message>
        <message>
            <source>Random, up to 3 times the last wait (decorrelated jitter)</source>
            <comment>CHOICE_ITEMS/other_rule/decorrelated-jitter</comment>
            <translation>‫ꓤɐupoɯ,‏ ‏nd‏ ‏ʇo‏ ‏3‏ ‏ʇᴉɯǝs‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ʍɐᴉʇ‏ ‏(pǝɔoɹɹǝlɐʇǝp‏ ‏ɾᴉʇʇǝɹ)‬</translation>
        </message>
        <message>
            <source>Proportional jitter (gRPC)</source>
            <comment>CHOICE_ITEMS/other_rule/proportional-jitter</comment>
            <translation>‫Ԁɹodoɹʇᴉouɐl‏ ‏ɾᴉʇʇǝɹ‏ ‏(ƃꓤԀƆ)‬</translation>
        </message>
        <message>
            <source>Obey the server's hint</source>
            <comment>CHOICE_ITEMS/other_rule/retry-after</comment>
            <translation>‫Oqǝʎ‏ ‏ʇɥǝ‏ ‏sǝɹʌǝɹ's‏ ‏ɥᴉuʇ‬</translation>
        </message>
        <message>
            <source>Library: tenacity, no wait (its default)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-no-wait</comment>
            <translation>‫˥ᴉqɹɐɹʎ:‏ ‏ʇǝuɐɔᴉʇʎ,‏ ‏uo‏ ‏ʍɐᴉʇ‏ ‏(ᴉʇs‏ ‏pǝɟɐnlʇ)‬</translation>
        </message>
        <message>
            <source>Library: tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-exponential</comment>
            <translation>‫˥ᴉqɹɐɹʎ:‏ ‏ʇǝuɐɔᴉʇʎ‏ ‏ʍɐᴉʇ_ǝxdouǝuʇᴉɐl(1,‏ ‏ɯᴉu‏ ‏4,‏ ‏ɯɐx‏ ‏10)‬</translation>
        </message>
        <message>
            <source>Library: tenacity wait_random_exponential(1, max 60)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-random-exponential</comment>
            <translation>‫˥ᴉqɹɐɹʎ:‏ ‏ʇǝuɐɔᴉʇʎ‏ ‏ʍɐᴉʇ_ɹɐupoɯ_ǝxdouǝuʇᴉɐl(1,‏ ‏ɯɐx‏ ‏60)‬</translation>
        </message>
        <message>
            <source>Library: backoff.expo (backoff with jitter, its default)</source>
            <comment>CHOICE_ITEMS/other_rule/backoff-expo</comment>
            <translation>‫˥ᴉqɹɐɹʎ:‏ ‏qɐɔʞoɟɟ.ǝxdo‏ ‏(qɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ,‏ ‏ᴉʇs‏ ‏pǝɟɐnlʇ)‬</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry(backoff_factor=0.5)</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-backoff</comment>
            <translation>‫˥ᴉqɹɐɹʎ:‏ ‏nɹllᴉq3‏ ‏ꓤǝʇɹʎ(qɐɔʞoɟɟ_ɟɐɔʇoɹ=0.5)‬</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-jitter</comment>
            <translation>‫˥ᴉqɹɐɹʎ:‏ ‏nɹllᴉq3‏ ‏ꓤǝʇɹʎ(qɐɔʞoɟɟ_ɟɐɔʇoɹ=0.5,‏ ‏qɐɔʞoɟɟ_ɾᴉʇʇǝɹ=1)‬</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry obeying Retry-After</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-retry-after</comment>
            <translation>‫˥ᴉqɹɐɹʎ:‏ ‏nɹllᴉq3‏ ‏ꓤǝʇɹʎ‏ ‏oqǝʎᴉuƃ‏ ‏ꓤǝʇɹʎ-∀ɟʇǝɹ‬</translation>
        </message>
        <message>
            <source>Library: botocore standard mode (AWS SDKs)</source>
            <comment>CHOICE_ITEMS/other_rule/botocore-standard</comment>
            <translation>‫˥ᴉqɹɐɹʎ:‏ ‏qoʇoɔoɹǝ‏ ‏sʇɐupɐɹp‏ ‏ɯopǝ‏ ‏(∀MS‏ ‏Sꓷꓘs)‬</translation>
        </message>
        <message>
            <source>Library: gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>CHOICE_ITEMS/other_rule/grpc-backoff</comment>
            <translation>‫˥ᴉqɹɐɹʎ:‏ ‏ƃꓤԀƆ‏ ‏qɐɔʞoɟɟ‏ ‏(1‏ ‏s,‏ ‏x1.6,‏ ‏ɾᴉʇʇǝɹ‏ ‏0.2,‏ ‏ɯɐx‏ ‏120‏ ‏s)‬</translation>
        </message>
        <message>
            <source>None</source>
            <comment>CHOICE_ITEMS/budget/none</comment>
            <translation>‫Nouǝ‬</translation>
        </message>
        <message>
            <source>Retries at most 10% of calls (SRE)</source>
            <comment>CHOICE_ITEMS/budget/ratio</comment>
            <translation>‫ꓤǝʇɹᴉǝs‏ ‏ɐʇ‏ ‏ɯosʇ‏ ‏10%‏ ‏oɟ‏ ‏ɔɐlls‏ ‏(SꓤƎ)‬</translation>
        </message>
        <message>
            <source>Retry quota: 500 tokens, 5 a retry (AWS)</source>
            <comment>CHOICE_ITEMS/budget/token-bucket</comment>
            <translation>‫ꓤǝʇɹʎ‏ ‏bnoʇɐ:‏ ‏500‏ ‏ʇoʞǝus,‏ ‏5‏ ‏ɐ‏ ‏ɹǝʇɹʎ‏ ‏(∀MS)‬</translation>
        </message>
        <message>
            <source>Adaptive throttling (SRE)</source>
            <comment>CHOICE_ITEMS/budget/adaptive</comment>
            <translation>‫∀pɐdʇᴉʌǝ‏ ‏ʇɥɹoʇʇlᴉuƃ‏ ‏(SꓤƎ)‬</translation>
        </message>
        <message>
            <source>Fixed window: C calls in each second</source>
            <comment>CHOICE_ITEMS/limiter/fixed-window</comment>
            <translation>‫Ⅎᴉxǝp‏ ‏ʍᴉupoʍ:‏ ‏Ɔ‏ ‏ɔɐlls‏ ‏ᴉu‏ ‏ǝɐɔɥ‏ ‏sǝɔoup‬</translation>
        </message>
        <message>
            <source>Sliding window: C calls in any second</source>
            <comment>CHOICE_ITEMS/limiter/sliding-window</comment>
            <translation>‫Slᴉpᴉuƃ‏ ‏ʍᴉupoʍ:‏ ‏Ɔ‏ ‏ɔɐlls‏ ‏ᴉu‏ ‏ɐuʎ‏ ‏sǝɔoup‬</translation>
        </message>
        <message>
            <source>Saves up turns: C a second, with a burst (token bucket)</source>
            <comment>CHOICE_ITEMS/limiter/token-bucket</comment>
            <translation>‫Sɐʌǝs‏ ‏nd‏ ‏ʇnɹus:‏ ‏Ɔ‏ ‏ɐ‏ ‏sǝɔoup,‏ ‏ʍᴉʇɥ‏ ‏ɐ‏ ‏qnɹsʇ‏ ‏(ʇoʞǝu‏ ‏qnɔʞǝʇ)‬</translation>
        </message>
        <message>
            <source>Concurrency: a few calls at once</source>
            <comment>CHOICE_ITEMS/limiter/concurrency</comment>
            <translation>‫Ɔouɔnɹɹǝuɔʎ:‏ ‏ɐ‏ ‏ɟǝʍ‏ ‏ɔɐlls‏ ‏ɐʇ‏ ‏ouɔǝ‬</translation>
        </message>
        <message>
            <source>Queue: waits in line, refuses when full</source>
            <comment>CHOICE_ITEMS/limiter/queue</comment>
            <translation>‫Όnǝnǝ:‏ ‏ʍɐᴉʇs‏ ‏ᴉu‏ ‏lᴉuǝ,‏ ‏ɹǝɟnsǝs‏ ‏ʍɥǝu‏ ‏ɟnll‬</translation>
        </message>
        <message>
            <source>All at once</source>
            <comment>CHOICE_ITEMS/arrival/all-at-once</comment>
            <translation>‫∀ll‏ ‏ɐʇ‏ ‏ouɔǝ‬</translation>
        </message>
        <message>
            <source>Spread out evenly</source>
            <comment>CHOICE_ITEMS/arrival/uniform</comment>
            <translation>‫Sdɹǝɐp‏ ‏onʇ‏ ‏ǝʌǝulʎ‬</translation>
        </message>
        <message>
            <source>At random (Poisson)</source>
            <comment>CHOICE_ITEMS/arrival/poisson</comment>
            <translation>‫∀ʇ‏ ‏ɹɐupoɯ‏ ‏(Ԁoᴉssou)‬</translation>
        </message>
        <message>
            <source>Never</source>
            <comment>NEVER</comment>
            <translation>‫Nǝʌǝɹ‬</translation>
        </message>
        <message>
            <source>{low} to {high}</source>
            <comment>TYPED_RANGE</comment>
            <translation>‫{low}‏ ‏ʇo‏ ‏{high}‬</translation>
        </message>
        <message>
            <source>“{text}” is not a number: type one from {allowed}.</source>
            <comment>TYPED_NOT_A_NUMBER</comment>
            <translation>‫“{text}”‏ ‏ᴉs‏ ‏uoʇ‏ ‏ɐ‏ ‏unɯqǝɹ:‏ ‏ʇʎdǝ‏ ‏ouǝ‏ ‏ɟɹoɯ‏ ‏{allowed}.‬</translation>
        </message>
        <message>
            <source>{text} is outside what this takes: type a number from {allowed}.</source>
            <comment>TYPED_OUTSIDE</comment>
            <translation>‫{text}‏ ‏ᴉs‏ ‏onʇsᴉpǝ‏ ‏ʍɥɐʇ‏ ‏ʇɥᴉs‏ ‏ʇɐʞǝs:‏ ‏ʇʎdǝ‏ ‏ɐ‏ ‏unɯqǝɹ‏ ‏ɟɹoɯ‏ ‏{allowed}.‬</translation>
        </message>
        <message>
            <source>{text} is not a whole number: type one from {allowed}.</source>
            <comment>TYPED_NOT_WHOLE</comment>
            <translation>‫{text}‏ ‏ᴉs‏ ‏uoʇ‏ ‏ɐ‏ ‏ʍɥolǝ‏ ‏unɯqǝɹ:‏ ‏ʇʎdǝ‏ ‏ouǝ‏ ‏ɟɹoɯ‏ ‏{allowed}.‬</translation>
        </message>
        <message>
            <source>{text} has more decimals than this takes ({decimals}): type a number from {allowed}.</source>
            <comment>TYPED_DECIMALS</comment>
            <translation>‫{text}‏ ‏ɥɐs‏ ‏ɯoɹǝ‏ ‏pǝɔᴉɯɐls‏ ‏ʇɥɐu‏ ‏ʇɥᴉs‏ ‏ʇɐʞǝs‏ ‏({decimals}):‏ ‏ʇʎdǝ‏ ‏ɐ‏ ‏unɯqǝɹ‏ ‏ɟɹoɯ‏ ‏{allowed}.‬</translation>
        </message>
        <message>
            <source>{text} has an exponent: type {plain} instead (a number from {allowed}).</source>
            <comment>TYPED_EXPONENT</comment>
            <translation>‫{text}‏ ‏ɥɐs‏ ‏ɐu‏ ‏ǝxdouǝuʇ:‏ ‏ʇʎdǝ‏ ‏{plain}‏ ‏ᴉusʇǝɐp‏ ‏(ɐ‏ ‏unɯqǝɹ‏ ‏ɟɹoɯ‏ ‏{allowed}).‬</translation>
        </message>
        <message>
            <source>{text} could mean {grouped} or {decimal}: type {grouped} or {decimal}.</source>
            <comment>TYPED_AMBIGUOUS</comment>
            <translation>‫{text}‏ ‏ɔonlp‏ ‏ɯǝɐu‏ ‏{grouped}‏ ‏oɹ‏ ‏{decimal}:‏ ‏ʇʎdǝ‏ ‏{grouped}‏ ‏oɹ‏ ‏{decimal}.‬</translation>
        </message>
        <message>
            <source>Longest wait moved up to {value} too: it cannot be shorter than the first wait.</source>
            <comment>CAP_FOLLOWS_BASE</comment>
            <translation>‫˥ouƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏ɯoʌǝp‏ ‏nd‏ ‏ʇo‏ ‏{value}‏ ‏ʇoo:‏ ‏ᴉʇ‏ ‏ɔɐuuoʇ‏ ‏qǝ‏ ‏sɥoɹʇǝɹ‏ ‏ʇɥɐu‏ ‏ʇɥǝ‏ ‏ɟᴉɹsʇ‏ ‏ʍɐᴉʇ.‬</translation>
        </message>
        <message>
            <source>First wait moved down to {value} too: it cannot be longer than the longest wait.</source>
            <comment>BASE_FOLLOWS_CAP</comment>
            <translation>‫Ⅎᴉɹsʇ‏ ‏ʍɐᴉʇ‏ ‏ɯoʌǝp‏ ‏poʍu‏ ‏ʇo‏ ‏{value}‏ ‏ʇoo:‏ ‏ᴉʇ‏ ‏ɔɐuuoʇ‏ ‏qǝ‏ ‏louƃǝɹ‏ ‏ʇɥɐu‏ ‏ʇɥǝ‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ.‬</translation>
        </message>
        <message>
            <source>agents that each need one answer</source>
            <comment>PARAM_HELP/agents</comment>
            <translation>‫ɐƃǝuʇs‏ ‏ʇɥɐʇ‏ ‏ǝɐɔɥ‏ ‏uǝǝp‏ ‏ouǝ‏ ‏ɐusʍǝɹ‬</translation>
        </message>
        <message>
            <source>calls the tool accepts a second</source>
            <comment>PARAM_HELP/capacity</comment>
            <translation>‫ɔɐlls‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏ɐ‏ ‏sǝɔoup‬</translation>
        </message>
        <message>
            <source>seconds an accepted call takes to answer (the measured median is 1.07)</source>
            <comment>PARAM_HELP/answer_time</comment>
            <translation>‫sǝɔoups‏ ‏ɐu‏ ‏ɐɔɔǝdʇǝp‏ ‏ɔɐll‏ ‏ʇɐʞǝs‏ ‏ʇo‏ ‏ɐusʍǝɹ‏ ‏(ʇɥǝ‏ ‏ɯǝɐsnɹǝp‏ ‏ɯǝpᴉɐu‏ ‏ᴉs‏ ‏1.07)‬</translation>
        </message>
        <message>
            <source>seconds before a refused agent learns it was refused</source>
            <comment>PARAM_HELP/refusal_rtt</comment>
            <translation>‫sǝɔoups‏ ‏qǝɟoɹǝ‏ ‏ɐ‏ ‏ɹǝɟnsǝp‏ ‏ɐƃǝuʇ‏ ‏lǝɐɹus‏ ‏ᴉʇ‏ ‏ʍɐs‏ ‏ɹǝɟnsǝp‬</translation>
        </message>
        <message>
            <source>stop a run with an error after this many calls</source>
            <comment>PARAM_HELP/call_budget</comment>
            <translation>‫sʇod‏ ‏ɐ‏ ‏ɹnu‏ ‏ʍᴉʇɥ‏ ‏ɐu‏ ‏ǝɹɹoɹ‏ ‏ɐɟʇǝɹ‏ ‏ʇɥᴉs‏ ‏ɯɐuʎ‏ ‏ɔɐlls‬</translation>
        </message>
        <message>
            <source>wait between immediate retries</source>
            <comment>PARAM_HELP/interval</comment>
            <translation>‫ʍɐᴉʇ‏ ‏qǝʇʍǝǝu‏ ‏ᴉɯɯǝpᴉɐʇǝ‏ ‏ɹǝʇɹᴉǝs‬</translation>
        </message>
        <message>
            <source>first backoff wait</source>
            <comment>PARAM_HELP/base</comment>
            <translation>‫ɟᴉɹsʇ‏ ‏qɐɔʞoɟɟ‏ ‏ʍɐᴉʇ‬</translation>
        </message>
        <message>
            <source>longest backoff wait</source>
            <comment>PARAM_HELP/cap</comment>
            <translation>‫louƃǝsʇ‏ ‏qɐɔʞoɟɟ‏ ‏ʍɐᴉʇ‬</translation>
        </message>
        <message>
            <source>J from 0 (exponential) to 1 (full jitter)</source>
            <comment>PARAM_HELP/jitter</comment>
            <translation>‫ſ‏ ‏ɟɹoɯ‏ ‏0‏ ‏(ǝxdouǝuʇᴉɐl)‏ ‏ʇo‏ ‏1‏ ‏(ɟnll‏ ‏ɾᴉʇʇǝɹ)‬</translation>
        </message>
        <message>
            <source>growth of the wait per refusal</source>
            <comment>PARAM_HELP/multiplier</comment>
            <translation>‫ƃɹoʍʇɥ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ʍɐᴉʇ‏ ‏dǝɹ‏ ‏ɹǝɟnsɐl‬</translation>
        </message>
        <message>
            <source>wait x uniform(1 - spread, 1 + spread)</source>
            <comment>PARAM_HELP/spread</comment>
            <translation>‫ʍɐᴉʇ‏ ‏x‏ ‏nuᴉɟoɹɯ(1‏ ‏-‏ ‏sdɹǝɐp,‏ ‏1‏ ‏+‏ ‏sdɹǝɐp)‬</translation>
        </message>
        <message>
            <source>seconds of uniform jitter added after the tool's hint</source>
            <comment>PARAM_HELP/hint_jitter</comment>
            <translation>‫sǝɔoups‏ ‏oɟ‏ ‏nuᴉɟoɹɯ‏ ‏ɾᴉʇʇǝɹ‏ ‏ɐppǝp‏ ‏ɐɟʇǝɹ‏ ‏ʇɥǝ‏ ‏ʇool's‏ ‏ɥᴉuʇ‬</translation>
        </message>
        <message>
            <source>calls per agent; after the last is refused the agent gives up</source>
            <comment>PARAM_HELP/max_attempts</comment>
            <translation>‫ɔɐlls‏ ‏dǝɹ‏ ‏ɐƃǝuʇ;‏ ‏ɐɟʇǝɹ‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ᴉs‏ ‏ɹǝɟnsǝp‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇ‏ ‏ƃᴉʌǝs‏ ‏nd‬</translation>
        </message>
        <message>
            <source>seconds after its arrival beyond which an agent gives up instead of calling again</source>
            <comment>PARAM_HELP/deadline</comment>
            <translation>‫sǝɔoups‏ ‏ɐɟʇǝɹ‏ ‏ᴉʇs‏ ‏ɐɹɹᴉʌɐl‏ ‏qǝʎoup‏ ‏ʍɥᴉɔɥ‏ ‏ɐu‏ ‏ɐƃǝuʇ‏ ‏ƃᴉʌǝs‏ ‏nd‏ ‏ᴉusʇǝɐp‏ ‏oɟ‏ ‏ɔɐllᴉuƃ‏ ‏ɐƃɐᴉu‬</translation>
        </message>
        <message>
            <source>largest burst</source>
            <comment>PARAM_HELP/burst</comment>
            <translation>‫lɐɹƃǝsʇ‏ ‏qnɹsʇ‬</translation>
        </message>
        <message>
            <source>calls in progress at once</source>
            <comment>PARAM_HELP/concurrency</comment>
            <translation>‫ɔɐlls‏ ‏ᴉu‏ ‏dɹoƃɹǝss‏ ‏ɐʇ‏ ‏ouɔǝ‬</translation>
        </message>
        <message>
            <source>calls held waiting</source>
            <comment>PARAM_HELP/queue</comment>
            <translation>‫ɔɐlls‏ ‏ɥǝlp‏ ‏ʍɐᴉʇᴉuƃ‬</translation>
        </message>
        <message>
            <source>agents arrive uniformly over this many seconds</source>
            <comment>PARAM_HELP/arrival_spread</comment>
            <translation>‫ɐƃǝuʇs‏ ‏ɐɹɹᴉʌǝ‏ ‏nuᴉɟoɹɯlʎ‏ ‏oʌǝɹ‏ ‏ʇɥᴉs‏ ‏ɯɐuʎ‏ ‏sǝɔoups‬</translation>
        </message>
        <message>
            <source>agents a second</source>
            <comment>PARAM_HELP/arrival_rate</comment>
            <translation>‫ɐƃǝuʇs‏ ‏ɐ‏ ‏sǝɔoup‬</translation>
        </message>
        <message>
            <source>the tool's rule for refusing</source>
            <comment>CHOICE_HELP/limiter</comment>
            <translation>‫ʇɥǝ‏ ‏ʇool's‏ ‏ɹnlǝ‏ ‏ɟoɹ‏ ‏ɹǝɟnsᴉuƃ‬</translation>
        </message>
        <message>
            <source>retry budget of the client library the crowd shares</source>
            <comment>CHOICE_HELP/budget</comment>
            <translation>‫ɹǝʇɹʎ‏ ‏qnpƃǝʇ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɔlᴉǝuʇ‏ ‏lᴉqɹɐɹʎ‏ ‏ʇɥǝ‏ ‏ɔɹoʍp‏ ‏sɥɐɹǝs‬</translation>
        </message>
        <message>
            <source>when agents arrive (default all-at-once); --arrival-spread alone means uniform, --arrival-rate alone poisson</source>
            <comment>CHOICE_HELP/arrival</comment>
            <translation>‫ʍɥǝu‏ ‏ɐƃǝuʇs‏ ‏ɐɹɹᴉʌǝ‏ ‏(pǝɟɐnlʇ‏ ‏ɐll-ɐʇ-ouɔǝ);‏ ‏--ɐɹɹᴉʌɐl-sdɹǝɐp‏ ‏ɐlouǝ‏ ‏ɯǝɐus‏ ‏nuᴉɟoɹɯ,‏ ‏--ɐɹɹᴉʌɐl-ɹɐʇǝ‏ ‏ɐlouǝ‏ ‏doᴉssou‬</translation>
        </message>
        <message>
            <source>published measurement (median 1.07 s)</source>
            <comment>ANSWER_PUBLISHED</comment>
            <translation>‫dnqlᴉsɥǝp‏ ‏ɯǝɐsnɹǝɯǝuʇ‏ ‏(ɯǝpᴉɐu‏ ‏1.07‏ ‏s)‬</translation>
        </message>
        <message>
            <source>set by hand</source>
            <comment>ANSWER_CHANGED</comment>
            <translation>‫sǝʇ‏ ‏qʎ‏ ‏ɥɐup‬</translation>
        </message>
        <message>
            <source>times given on the command line: {times} s</source>
            <comment>ANSWER_GIVEN</comment>
            <translation>‫ʇᴉɯǝs‏ ‏ƃᴉʌǝu‏ ‏ou‏ ‏ʇɥǝ‏ ‏ɔoɯɯɐup‏ ‏lᴉuǝ:‏ ‏{times}‏ ‏s‬</translation>
        </message>
        <message>
            <source>times given on the command line ({n:,}): from {low} to {high} s, median {median} s</source>
            <comment>ANSWER_GIVEN_MANY</comment>
            <translation>‫ʇᴉɯǝs‏ ‏ƃᴉʌǝu‏ ‏ou‏ ‏ʇɥǝ‏ ‏ɔoɯɯɐup‏ ‏lᴉuǝ‏ ‏({n:,}):‏ ‏ɟɹoɯ‏ ‏{low}‏ ‏ʇo‏ ‏{high}‏ ‏s,‏ ‏ɯǝpᴉɐu‏ ‏{median}‏ ‏s‬</translation>
        </message>
        <message>
            <source>Calls to the tool</source>
            <comment>LOAD_TITLE</comment>
            <translation>‫Ɔɐlls‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ʇool‬</translation>
        </message>
        <message>
            <source>Show the whole chart</source>
            <comment>PLOT_BACK</comment>
            <translation>‫Sɥoʍ‏ ‏ʇɥǝ‏ ‏ʍɥolǝ‏ ‏ɔɥɐɹʇ‬</translation>
        </message>
        <message>
            <source>Undo your zoom or drag: the plot shows again the ranges the lab chose for it. Key: Home, on the chart.</source>
            <comment>PLOT_BACK_TIP</comment>
            <translation>‫∩upo‏ ‏ʎonɹ‏ ‏zooɯ‏ ‏oɹ‏ ‏pɹɐƃ:‏ ‏ʇɥǝ‏ ‏dloʇ‏ ‏sɥoʍs‏ ‏ɐƃɐᴉu‏ ‏ʇɥǝ‏ ‏ɹɐuƃǝs‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏ɔɥosǝ‏ ‏ɟoɹ‏ ‏ᴉʇ.‏ ‏ꓘǝʎ:‏ ‏Hoɯǝ,‏ ‏ou‏ ‏ʇɥǝ‏ ‏ɔɥɐɹʇ.‬</translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>LOAD_X</comment>
            <translation>‫ʇᴉɯǝ‏ ‏(s)‬</translation>
        </message>
        <message>
            <source>calls each second</source>
            <comment>LOAD_Y</comment>
            <translation>‫ɔɐlls‏ ‏ǝɐɔɥ‏ ‏sǝɔoup‬</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} calls</source>
            <comment>LOAD_CUT_FIRST</comment>
            <extracomment>English for one: {n:,} call</extracomment>
            <translation>
                <numerusform>‫{n:,}‏ ‏ɔɐll‬</numerusform>
                <numerusform>‫{n:,}‏ ‏ɔɐlls‬</numerusform>
            </translation>
        </message>
        <message>
            <source>The true heights of the cut bars under this bracket, one number for each bar, left to right: {heights}. They are not added up, and they are not decimals.</source>
            <comment>LOAD_CUT_GROUP_TIP</comment>
            <translation>‫⊥ɥǝ‏ ‏ʇɹnǝ‏ ‏ɥǝᴉƃɥʇs‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɔnʇ‏ ‏qɐɹs‏ ‏nupǝɹ‏ ‏ʇɥᴉs‏ ‏qɹɐɔʞǝʇ,‏ ‏ouǝ‏ ‏unɯqǝɹ‏ ‏ɟoɹ‏ ‏ǝɐɔɥ‏ ‏qɐɹ,‏ ‏lǝɟʇ‏ ‏ʇo‏ ‏ɹᴉƃɥʇ:‏ ‏{heights}.‏ ‏⊥ɥǝʎ‏ ‏ɐɹǝ‏ ‏uoʇ‏ ‏ɐppǝp‏ ‏nd,‏ ‏ɐup‏ ‏ʇɥǝʎ‏ ‏ɐɹǝ‏ ‏uoʇ‏ ‏pǝɔᴉɯɐls.‬</translation>
        </message>
        <message>
            <source>calls in each {width} s bar</source>
            <comment>LOAD_Y_BAR</comment>
            <translation>‫ɔɐlls‏ ‏ᴉu‏ ‏ǝɐɔɥ‏ ‏{width}‏ ‏s‏ ‏qɐɹ‬</translation>
        </message>
        <message>
            <source>limit: {capacity} a second</source>
            <comment>LOAD_CAPACITY</comment>
            <translation>‫lᴉɯᴉʇ:‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup‬</translation>
        </message>
        <message>
            <source>accepted</source>
            <comment>LOAD_ACCEPTED</comment>
            <translation>‫ɐɔɔǝdʇǝp‬</translation>
        </message>
        <message>
            <source>refused</source>
            <comment>LOAD_REFUSED</comment>
            <translation>‫ɹǝɟnsǝp‬</translation>
        </message>
        <message>
            <source>Bar width</source>
            <comment>LOAD_BIN</comment>
            <translation>‫ꓭɐɹ‏ ‏ʍᴉpʇɥ‬</translation>
        </message>
        <message>
            <source>{width:g} s</source>
            <comment>LOAD_BIN_CHOICE</comment>
            <translation>‫{width:g}‏ ‏s‬</translation>
        </message>
        <message>
            <source>How much time each bar of the load plot covers.</source>
            <comment>LOAD_BIN_HELP</comment>
            <translation>‫Hoʍ‏ ‏ɯnɔɥ‏ ‏ʇᴉɯǝ‏ ‏ǝɐɔɥ‏ ‏qɐɹ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏loɐp‏ ‏dloʇ‏ ‏ɔoʌǝɹs.‬</translation>
        </message>
        <message>
            <source>When agents got their answer</source>
            <comment>HIST_TITLE</comment>
            <translation>‫Mɥǝu‏ ‏ɐƃǝuʇs‏ ‏ƃoʇ‏ ‏ʇɥǝᴉɹ‏ ‏ɐusʍǝɹ‬</translation>
        </message>
        <message numerus="yes">
            <source>When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the middle of all {n} runs&lt;/span&gt;</source>
            <comment>HIST_TITLE_BATCH</comment>
            <extracomment>English for one: When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the middle of {n} run&lt;/span&gt;</extracomment>
            <translation>
                <numerusform>‫Mɥǝu‏ ‏ɐƃǝuʇs‏ ‏ƃoʇ‏ ‏ʇɥǝᴉɹ‏ ‏ɐusʍǝɹ‏ ‏ᴉu‏ ‏ouǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɹnu&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651;‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{n}‏ ‏ɹnu&lt;/span&gt;‬</numerusform>
                <numerusform>‫Mɥǝu‏ ‏ɐƃǝuʇs‏ ‏ƃoʇ‏ ‏ʇɥǝᴉɹ‏ ‏ɐusʍǝɹ‏ ‏ᴉu‏ ‏ouǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɹnu&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651;‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏ɐll‏ ‏{n}‏ ‏ɹnus&lt;/span&gt;‬</numerusform>
            </translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>HIST_X</comment>
            <translation>‫ʇᴉɯǝ‏ ‏(s)‬</translation>
        </message>
        <message>
            <source>agents served</source>
            <comment>HIST_Y</comment>
            <translation>‫ɐƃǝuʇs‏ ‏sǝɹʌǝp‬</translation>
        </message>
        <message>
            <source>typical agent {value:.1f} s</source>
            <comment>HIST_TYPICAL</comment>
            <translation>‫ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‏ ‏{value:.1f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>last agent {value:.1f} s</source>
            <comment>HIST_LAST</comment>
            <translation>‫lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏{value:.1f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>perfect teamwork: last agent {value:.1f} s</source>
            <comment>HIST_PERFECT</comment>
            <translation>‫dǝɹɟǝɔʇ‏ ‏ʇǝɐɯʍoɹʞ:‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏{value:.1f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>typical agent</source>
            <comment>HIST_TYPICAL_NAME</comment>
            <translation>‫ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‬</translation>
        </message>
        <message>
            <source>last agent</source>
            <comment>HIST_LAST_NAME</comment>
            <translation>‫lɐsʇ‏ ‏ɐƃǝuʇ‬</translation>
        </message>
        <message>
            <source>perfect teamwork</source>
            <comment>HIST_PERFECT_NAME</comment>
            <translation>‫dǝɹɟǝɔʇ‏ ‏ʇǝɐɯʍoɹʞ‬</translation>
        </message>
        <message>
            <source>If the agents took turns perfectly, the last one would be served at this time.</source>
            <comment>HIST_PERFECT_HELP</comment>
            <translation>‫Iɟ‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇs‏ ‏ʇooʞ‏ ‏ʇnɹus‏ ‏dǝɹɟǝɔʇlʎ,‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ouǝ‏ ‏ʍonlp‏ ‏qǝ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏ʇɥᴉs‏ ‏ʇᴉɯǝ.‬</translation>
        </message>
        <message>
            <source>randomness {j:.2f} in the wait</source>
            <comment>DESCRIBE_RULE_JITTER</comment>
            <translation>‫ɹɐupoɯuǝss‏ ‏{j:.2f}‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʍɐᴉʇ‬</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {agents:,} agents sent {n:,} calls, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</source>
            <comment>DESCRIBE_FIGURES</comment>
            <extracomment>English for one: {rule}: {agents:,} agents sent {n:,} call, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>‫{rule}:‏ ‏{agents:,}‏ ‏ɐƃǝuʇs‏ ‏sǝuʇ‏ ‏{n:,}‏ ‏ɔɐll,‏ ‏{refused:,}‏ ‏oɟ‏ ‏ʇɥǝɯ‏ ‏ɹǝɟnsǝp.‏ ‏⊥ɥǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{typical:.1f}‏ ‏s‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫{rule}:‏ ‏{agents:,}‏ ‏ɐƃǝuʇs‏ ‏sǝuʇ‏ ‏{n:,}‏ ‏ɔɐlls,‏ ‏{refused:,}‏ ‏oɟ‏ ‏ʇɥǝɯ‏ ‏ɹǝɟnsǝp.‏ ‏⊥ɥǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{typical:.1f}‏ ‏s‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n:,} of the {agents:,} agents gave up without an answer.</source>
            <comment>DESCRIBE_GAVE_UP</comment>
            <extracomment>English for one: {n:,} of the {agents:,} agents gave up without an answer.</extracomment>
            <translation>
                <numerusform>‫{n:,}‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏{agents:,}‏ ‏ɐƃǝuʇs‏ ‏ƃɐʌǝ‏ ‏nd‏ ‏ʍᴉʇɥonʇ‏ ‏ɐu‏ ‏ɐusʍǝɹ.‬</numerusform>
                <numerusform>‫{n:,}‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏{agents:,}‏ ‏ɐƃǝuʇs‏ ‏ƃɐʌǝ‏ ‏nd‏ ‏ʍᴉʇɥonʇ‏ ‏ɐu‏ ‏ɐusʍǝɹ.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The calls come in {n} waves, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</source>
            <comment>DESCRIBE_WAVES</comment>
            <extracomment>English for one: The calls come in {n} wave, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ɔɐlls‏ ‏ɔoɯǝ‏ ‏ᴉu‏ ‏{n}‏ ‏ʍɐʌǝ,‏ ‏sʇɐɹʇᴉuƃ‏ ‏ɐʇ‏ ‏{times}‏ ‏s;‏ ‏qǝʇʍǝǝu‏ ‏ʇɥǝ‏ ‏ʍɐʌǝs‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏sʇɐups‏ ‏ᴉplǝ‏ ‏ɟoɹ‏ ‏{idle:.0f}‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏{span:.0f}‏ ‏sǝɔoups:‏ ‏ʇɥǝ‏ ‏ɔɹoʍp‏ ‏ɹǝʇɹᴉǝs‏ ‏ᴉu‏ ‏sʇǝd.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ɔɐlls‏ ‏ɔoɯǝ‏ ‏ᴉu‏ ‏{n}‏ ‏ʍɐʌǝs,‏ ‏sʇɐɹʇᴉuƃ‏ ‏ɐʇ‏ ‏{times}‏ ‏s;‏ ‏qǝʇʍǝǝu‏ ‏ʇɥǝ‏ ‏ʍɐʌǝs‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏sʇɐups‏ ‏ᴉplǝ‏ ‏ɟoɹ‏ ‏{idle:.0f}‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏{span:.0f}‏ ‏sǝɔoups:‏ ‏ʇɥǝ‏ ‏ɔɹoʍp‏ ‏ɹǝʇɹᴉǝs‏ ‏ᴉu‏ ‏sʇǝd.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{times} and {n} more</source>
            <comment>DESCRIBE_WAVES_MORE</comment>
            <extracomment>English for one: {times} and {n} more</extracomment>
            <translation>
                <numerusform>‫{times}‏ ‏ɐup‏ ‏{n}‏ ‏ɯoɹǝ‬</numerusform>
                <numerusform>‫{times}‏ ‏ɐup‏ ‏{n}‏ ‏ɯoɹǝ‬</numerusform>
            </translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>DESCRIBE_LIST_LAST</comment>
            <translation>‫{first}‏ ‏ɐup‏ ‏{last}‬</translation>
        </message>
        <message numerus="yes">
            <source>The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} seconds; then the calls tail off until {end:.1f} s.</source>
            <comment>DESCRIBE_FULL</comment>
            <extracomment>English for one: The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} second; then the calls tail off until {end:.1f} s.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ʇool‏ ‏ᴉs‏ ‏ɟnll,‏ ‏ɐɔɔǝdʇᴉuƃ‏ ‏ɐll‏ ‏ᴉʇ‏ ‏ɔɐu‏ ‏({capacity}‏ ‏ɐ‏ ‏sǝɔoup),‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏ɟᴉɹsʇ‏ ‏{n:.0f}‏ ‏sǝɔoup;‏ ‏ʇɥǝu‏ ‏ʇɥǝ‏ ‏ɔɐlls‏ ‏ʇɐᴉl‏ ‏oɟɟ‏ ‏nuʇᴉl‏ ‏{end:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ʇool‏ ‏ᴉs‏ ‏ɟnll,‏ ‏ɐɔɔǝdʇᴉuƃ‏ ‏ɐll‏ ‏ᴉʇ‏ ‏ɔɐu‏ ‏({capacity}‏ ‏ɐ‏ ‏sǝɔoup),‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏ɟᴉɹsʇ‏ ‏{n:.0f}‏ ‏sǝɔoups;‏ ‏ʇɥǝu‏ ‏ʇɥǝ‏ ‏ɔɐlls‏ ‏ʇɐᴉl‏ ‏oɟɟ‏ ‏nuʇᴉl‏ ‏{end:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool is full, accepting its {n} calls a second, from the start until {end:.1f} s.</source>
            <comment>DESCRIBE_FULL_ALL</comment>
            <extracomment>English for one: The tool is full, accepting its {n} call a second, from the start until {end:.1f} s.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ʇool‏ ‏ᴉs‏ ‏ɟnll,‏ ‏ɐɔɔǝdʇᴉuƃ‏ ‏ᴉʇs‏ ‏{n}‏ ‏ɔɐll‏ ‏ɐ‏ ‏sǝɔoup,‏ ‏ɟɹoɯ‏ ‏ʇɥǝ‏ ‏sʇɐɹʇ‏ ‏nuʇᴉl‏ ‏{end:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ʇool‏ ‏ᴉs‏ ‏ɟnll,‏ ‏ɐɔɔǝdʇᴉuƃ‏ ‏ᴉʇs‏ ‏{n}‏ ‏ɔɐlls‏ ‏ɐ‏ ‏sǝɔoup,‏ ‏ɟɹoɯ‏ ‏ʇɥǝ‏ ‏sʇɐɹʇ‏ ‏nuʇᴉl‏ ‏{end:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The calls are spread out from 0 to {end:.1f} s, at most {n:,} calls in one second.</source>
            <comment>DESCRIBE_STEADY</comment>
            <extracomment>English for one: The calls are spread out from 0 to {end:.1f} s, at most {n:,} call in one second.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ɔɐlls‏ ‏ɐɹǝ‏ ‏sdɹǝɐp‏ ‏onʇ‏ ‏ɟɹoɯ‏ ‏0‏ ‏ʇo‏ ‏{end:.1f}‏ ‏s,‏ ‏ɐʇ‏ ‏ɯosʇ‏ ‏{n:,}‏ ‏ɔɐll‏ ‏ᴉu‏ ‏ouǝ‏ ‏sǝɔoup.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ɔɐlls‏ ‏ɐɹǝ‏ ‏sdɹǝɐp‏ ‏onʇ‏ ‏ɟɹoɯ‏ ‏0‏ ‏ʇo‏ ‏{end:.1f}‏ ‏s,‏ ‏ɐʇ‏ ‏ɯosʇ‏ ‏{n:,}‏ ‏ɔɐlls‏ ‏ᴉu‏ ‏ouǝ‏ ‏sǝɔoup.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A flood of refused calls: for the first {n:.0f} seconds the tool refuses at least {times:g} times its limit every second.</source>
            <comment>DESCRIBE_FLOOD</comment>
            <extracomment>English for one: A flood of refused calls: for the first {n:.0f} second the tool refuses at least {times:g} times its limit.</extracomment>
            <translation>
                <numerusform>‫∀‏ ‏ɟloop‏ ‏oɟ‏ ‏ɹǝɟnsǝp‏ ‏ɔɐlls:‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏ɟᴉɹsʇ‏ ‏{n:.0f}‏ ‏sǝɔoup‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɹǝɟnsǝs‏ ‏ɐʇ‏ ‏lǝɐsʇ‏ ‏{times:g}‏ ‏ʇᴉɯǝs‏ ‏ᴉʇs‏ ‏lᴉɯᴉʇ.‬</numerusform>
                <numerusform>‫∀‏ ‏ɟloop‏ ‏oɟ‏ ‏ɹǝɟnsǝp‏ ‏ɔɐlls:‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏ɟᴉɹsʇ‏ ‏{n:.0f}‏ ‏sǝɔoups‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɹǝɟnsǝs‏ ‏ɐʇ‏ ‏lǝɐsʇ‏ ‏{times:g}‏ ‏ʇᴉɯǝs‏ ‏ᴉʇs‏ ‏lᴉɯᴉʇ‏ ‏ǝʌǝɹʎ‏ ‏sǝɔoup.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Up to {n:,} calls come in a single second against a limit of {capacity}; refused in all: {refused:,} of {calls:,}.</source>
            <comment>DESCRIBE_FLOOD_PEAK</comment>
            <extracomment>English for one: Up to {n:,} call comes in a single second against a limit of {capacity}; refused in all: {refused:,} of {calls:,}.</extracomment>
            <translation>
                <numerusform>‫∩d‏ ‏ʇo‏ ‏{n:,}‏ ‏ɔɐll‏ ‏ɔoɯǝs‏ ‏ᴉu‏ ‏ɐ‏ ‏sᴉuƃlǝ‏ ‏sǝɔoup‏ ‏ɐƃɐᴉusʇ‏ ‏ɐ‏ ‏lᴉɯᴉʇ‏ ‏oɟ‏ ‏{capacity};‏ ‏ɹǝɟnsǝp‏ ‏ᴉu‏ ‏ɐll:‏ ‏{refused:,}‏ ‏oɟ‏ ‏{calls:,}.‬</numerusform>
                <numerusform>‫∩d‏ ‏ʇo‏ ‏{n:,}‏ ‏ɔɐlls‏ ‏ɔoɯǝ‏ ‏ᴉu‏ ‏ɐ‏ ‏sᴉuƃlǝ‏ ‏sǝɔoup‏ ‏ɐƃɐᴉusʇ‏ ‏ɐ‏ ‏lᴉɯᴉʇ‏ ‏oɟ‏ ‏{capacity};‏ ‏ɹǝɟnsǝp‏ ‏ᴉu‏ ‏ɐll:‏ ‏{refused:,}‏ ‏oɟ‏ ‏{calls:,}.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</source>
            <comment>DESCRIBE_SERVED</comment>
            <extracomment>English for one: {n:,} agent was served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</extracomment>
            <translation>
                <numerusform>‫{n:,}‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp:‏ ‏ɥɐlɟ‏ ‏oɟ‏ ‏ʇɥǝɯ‏ ‏qʎ‏ ‏{typical:.1f}‏ ‏s,‏ ‏uᴉuǝ‏ ‏ᴉu‏ ‏ʇǝu‏ ‏qʎ‏ ‏{p90:.1f}‏ ‏s,‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‏ ‏Ԁǝɹɟǝɔʇ‏ ‏ʇǝɐɯʍoɹʞ‏ ‏ʍonlp‏ ‏sǝɹʌǝ‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐʇ‏ ‏{perfect:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫{n:,}‏ ‏ɐƃǝuʇs‏ ‏ʍǝɹǝ‏ ‏sǝɹʌǝp:‏ ‏ɥɐlɟ‏ ‏oɟ‏ ‏ʇɥǝɯ‏ ‏qʎ‏ ‏{typical:.1f}‏ ‏s,‏ ‏uᴉuǝ‏ ‏ᴉu‏ ‏ʇǝu‏ ‏qʎ‏ ‏{p90:.1f}‏ ‏s,‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‏ ‏Ԁǝɹɟǝɔʇ‏ ‏ʇǝɐɯʍoɹʞ‏ ‏ʍonlp‏ ‏sǝɹʌǝ‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐʇ‏ ‏{perfect:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Answers arrive in {n} bursts, the same times as the waves of calls.</source>
            <comment>DESCRIBE_SERVED_WAVES</comment>
            <extracomment>English for one: Answers arrive in {n} burst, the same times as the waves of calls.</extracomment>
            <translation>
                <numerusform>‫∀usʍǝɹs‏ ‏ɐɹɹᴉʌǝ‏ ‏ᴉu‏ ‏{n}‏ ‏qnɹsʇ,‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏ʍɐʌǝs‏ ‏oɟ‏ ‏ɔɐlls.‬</numerusform>
                <numerusform>‫∀usʍǝɹs‏ ‏ɐɹɹᴉʌǝ‏ ‏ᴉu‏ ‏{n}‏ ‏qnɹsʇs,‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏ʍɐʌǝs‏ ‏oɟ‏ ‏ɔɐlls.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Answers arrive steadily, about {n:.0f} agents a second at first.</source>
            <comment>DESCRIBE_SERVED_STEADY</comment>
            <extracomment>English for one: Answers arrive steadily, about {n:.0f} agent a second at first.</extracomment>
            <translation>
                <numerusform>‫∀usʍǝɹs‏ ‏ɐɹɹᴉʌǝ‏ ‏sʇǝɐpᴉlʎ,‏ ‏ɐqonʇ‏ ‏{n:.0f}‏ ‏ɐƃǝuʇ‏ ‏ɐ‏ ‏sǝɔoup‏ ‏ɐʇ‏ ‏ɟᴉɹsʇ.‬</numerusform>
                <numerusform>‫∀usʍǝɹs‏ ‏ɐɹɹᴉʌǝ‏ ‏sʇǝɐpᴉlʎ,‏ ‏ɐqonʇ‏ ‏{n:.0f}‏ ‏ɐƃǝuʇs‏ ‏ɐ‏ ‏sǝɔoup‏ ‏ɐʇ‏ ‏ɟᴉɹsʇ.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>No agent was served.</source>
            <comment>DESCRIBE_NONE_SERVED</comment>
            <translation>‫No‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp.‬</translation>
        </message>
        <message>
            <source>Above, {other}; below, {mine}. {other_figures} {mine_figures}</source>
            <comment>DESCRIBE_COMPARE</comment>
            <translation>‫∀qoʌǝ,‏ ‏{other};‏ ‏qǝloʍ,‏ ‏{mine}.‏ ‏{other_figures}‏ ‏{mine_figures}‬</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls, the last agent served at {last:.1f} s.</source>
            <comment>DESCRIBE_COMPARE_ONE</comment>
            <extracomment>English for one: {rule}: {n:,} call, the last agent served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>‫{rule}:‏ ‏{n:,}‏ ‏ɔɐll,‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫{rule}:‏ ‏{n:,}‏ ‏ɔɐlls,‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>One row per agent, one mark per call. The typical agent needed {n} calls, the busiest {most_tries}; the last agent was served at {last:.1f} s.</source>
            <comment>DESCRIBE_TIMELINE</comment>
            <extracomment>English for one: One row per agent, one mark per call. The typical agent needed {n} call, the busiest {most_tries}; the last agent was served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>‫Ouǝ‏ ‏ɹoʍ‏ ‏dǝɹ‏ ‏ɐƃǝuʇ,‏ ‏ouǝ‏ ‏ɯɐɹʞ‏ ‏dǝɹ‏ ‏ɔɐll.‏ ‏⊥ɥǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‏ ‏uǝǝpǝp‏ ‏{n}‏ ‏ɔɐll,‏ ‏ʇɥǝ‏ ‏qnsᴉǝsʇ‏ ‏{most_tries};‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫Ouǝ‏ ‏ɹoʍ‏ ‏dǝɹ‏ ‏ɐƃǝuʇ,‏ ‏ouǝ‏ ‏ɯɐɹʞ‏ ‏dǝɹ‏ ‏ɔɐll.‏ ‏⊥ɥǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‏ ‏uǝǝpǝp‏ ‏{n}‏ ‏ɔɐlls,‏ ‏ʇɥǝ‏ ‏qnsᴉǝsʇ‏ ‏{most_tries};‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The crowd at the door at {now:.1f} s: {served:,} of {n:,} agents served, {waiting:,} still waiting. The last is served at {last:.1f} s.</source>
            <comment>DESCRIBE_CROWD</comment>
            <extracomment>English for one: The crowd at the door at {now:.1f} s: {served:,} of {n:,} agent served, {waiting:,} still waiting. The last is served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ɔɹoʍp‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ɐʇ‏ ‏{now:.1f}‏ ‏s:‏ ‏{served:,}‏ ‏oɟ‏ ‏{n:,}‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp,‏ ‏{waiting:,}‏ ‏sʇᴉll‏ ‏ʍɐᴉʇᴉuƃ.‏ ‏⊥ɥǝ‏ ‏lɐsʇ‏ ‏ᴉs‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ɔɹoʍp‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ɐʇ‏ ‏{now:.1f}‏ ‏s:‏ ‏{served:,}‏ ‏oɟ‏ ‏{n:,}‏ ‏ɐƃǝuʇs‏ ‏sǝɹʌǝp,‏ ‏{waiting:,}‏ ‏sʇᴉll‏ ‏ʍɐᴉʇᴉuƃ.‏ ‏⊥ɥǝ‏ ‏lɐsʇ‏ ‏ᴉs‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing drawn yet: the run is being worked out.</source>
            <comment>DESCRIBE_NO_RUN</comment>
            <translation>‫Noʇɥᴉuƃ‏ ‏pɹɐʍu‏ ‏ʎǝʇ:‏ ‏ʇɥǝ‏ ‏ɹnu‏ ‏ᴉs‏ ‏qǝᴉuƃ‏ ‏ʍoɹʞǝp‏ ‏onʇ.‬</translation>
        </message>
        <message numerus="yes">
            <source>{series}: {n:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</source>
            <comment>DESCRIBE_PLOT_SERIES</comment>
            <extracomment>English for one: {series}: {n:,} point, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</extracomment>
            <translation>
                <numerusform>‫{series}:‏ ‏{n:,}‏ ‏doᴉuʇ,‏ ‏ɟɹoɯ‏ ‏{x0:g}‏ ‏ʇo‏ ‏{x1:g}‏ ‏ɐɔɹoss,‏ ‏{y0:g}‏ ‏ʇo‏ ‏{y1:g}‏ ‏nd.‬</numerusform>
                <numerusform>‫{series}:‏ ‏{n:,}‏ ‏doᴉuʇs,‏ ‏ɟɹoɯ‏ ‏{x0:g}‏ ‏ʇo‏ ‏{x1:g}‏ ‏ɐɔɹoss,‏ ‏{y0:g}‏ ‏ʇo‏ ‏{y1:g}‏ ‏nd.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>{title}: no data drawn yet.</source>
            <comment>DESCRIBE_PLOT_EMPTY</comment>
            <translation>‫{title}:‏ ‏uo‏ ‏pɐʇɐ‏ ‏pɹɐʍu‏ ‏ʎǝʇ.‬</translation>
        </message>
        <message>
            <source>{title}. {series}</source>
            <comment>DESCRIBE_PLOT</comment>
            <translation>‫{title}.‏ ‏{series}‬</translation>
        </message>
        <message numerus="yes">
            <source>{series}: {n} settings, calls sent from {calls_low:,.0f} to {calls_high:,.0f}, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</source>
            <comment>DESCRIBE_SWEEP_SERIES</comment>
            <extracomment>English for one: {series}: {n} setting, calls sent from {calls_low:,.0f} to {calls_high:,.0f}, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</extracomment>
            <translation>
                <numerusform>‫{series}:‏ ‏{n}‏ ‏sǝʇʇᴉuƃ,‏ ‏ɔɐlls‏ ‏sǝuʇ‏ ‏ɟɹoɯ‏ ‏{calls_low:,.0f}‏ ‏ʇo‏ ‏{calls_high:,.0f},‏ ‏ʍᴉʇɥ‏ ‏ʍɐᴉʇs‏ ‏ɟɹoɯ‏ ‏{wait_low:.1f}‏ ‏s‏ ‏ʇo‏ ‏{wait_high:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫{series}:‏ ‏{n}‏ ‏sǝʇʇᴉuƃs,‏ ‏ɔɐlls‏ ‏sǝuʇ‏ ‏ɟɹoɯ‏ ‏{calls_low:,.0f}‏ ‏ʇo‏ ‏{calls_high:,.0f},‏ ‏ʍᴉʇɥ‏ ‏ʍɐᴉʇs‏ ‏ɟɹoɯ‏ ‏{wait_low:.1f}‏ ‏s‏ ‏ʇo‏ ‏{wait_high:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Brooker's study: no runs drawn yet. Press Run the experiment.</source>
            <comment>DESCRIBE_BROOKER_EMPTY</comment>
            <translation>‫ꓭɹooʞǝɹ's‏ ‏sʇnpʎ:‏ ‏uo‏ ‏ɹnus‏ ‏pɹɐʍu‏ ‏ʎǝʇ.‏ ‏Ԁɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏ǝxdǝɹᴉɯǝuʇ.‬</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: from {clients_low} to {n} clients, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</source>
            <comment>DESCRIBE_BROOKER_RULE</comment>
            <extracomment>English for one: {rule}: from {clients_low} to {n} client, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</extracomment>
            <translation>
                <numerusform>‫{rule}:‏ ‏ɟɹoɯ‏ ‏{clients_low}‏ ‏ʇo‏ ‏{n}‏ ‏ɔlᴉǝuʇ,‏ ‏ʍɹᴉʇǝ‏ ‏ɔɐlls‏ ‏ƃɹoʍ‏ ‏ɟɹoɯ‏ ‏{calls_low:,.0f}‏ ‏ʇo‏ ‏{calls_high:,.0f}‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ʇᴉɯǝ‏ ‏nuʇᴉl‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɔlᴉǝuʇ‏ ‏ɥɐs‏ ‏ʍɹᴉʇʇǝu‏ ‏ɟɹoɯ‏ ‏{time_low:.2f}‏ ‏s‏ ‏ʇo‏ ‏{time_high:.2f}‏ ‏s.‬</numerusform>
                <numerusform>‫{rule}:‏ ‏ɟɹoɯ‏ ‏{clients_low}‏ ‏ʇo‏ ‏{n}‏ ‏ɔlᴉǝuʇs,‏ ‏ʍɹᴉʇǝ‏ ‏ɔɐlls‏ ‏ƃɹoʍ‏ ‏ɟɹoɯ‏ ‏{calls_low:,.0f}‏ ‏ʇo‏ ‏{calls_high:,.0f}‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ʇᴉɯǝ‏ ‏nuʇᴉl‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɔlᴉǝuʇ‏ ‏ɥɐs‏ ‏ʍɹᴉʇʇǝu‏ ‏ɟɹoɯ‏ ‏{time_low:.2f}‏ ‏s‏ ‏ʇo‏ ‏{time_high:.2f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</source>
            <comment>DESCRIBE_BROOKER_BEST_CALLS</comment>
            <extracomment>English for one: With {n} client, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</extracomment>
            <translation>
                <numerusform>‫Mᴉʇɥ‏ ‏{n}‏ ‏ɔlᴉǝuʇ,‏ ‏{best}‏ ‏uǝǝps‏ ‏ʇɥǝ‏ ‏ɟǝʍǝsʇ‏ ‏ʍɹᴉʇǝ‏ ‏ɔɐlls,‏ ‏{best_calls:,.0f};‏ ‏{next}‏ ‏ɔoɯǝs‏ ‏uǝxʇ‏ ‏ʍᴉʇɥ‏ ‏{next_calls:,.0f},‏ ‏ɐup‏ ‏{worst}‏ ‏uǝǝps‏ ‏ʇɥǝ‏ ‏ɯosʇ,‏ ‏{worst_calls:,.0f},‏ ‏{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ.‬</numerusform>
                <numerusform>‫Mᴉʇɥ‏ ‏{n}‏ ‏ɔlᴉǝuʇs,‏ ‏{best}‏ ‏uǝǝps‏ ‏ʇɥǝ‏ ‏ɟǝʍǝsʇ‏ ‏ʍɹᴉʇǝ‏ ‏ɔɐlls,‏ ‏{best_calls:,.0f};‏ ‏{next}‏ ‏ɔoɯǝs‏ ‏uǝxʇ‏ ‏ʍᴉʇɥ‏ ‏{next_calls:,.0f},‏ ‏ɐup‏ ‏{worst}‏ ‏uǝǝps‏ ‏ʇɥǝ‏ ‏ɯosʇ,‏ ‏{worst_calls:,.0f},‏ ‏{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</source>
            <comment>DESCRIBE_BROOKER_BEST_TIME</comment>
            <extracomment>English for one: With {n} client, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</extracomment>
            <translation>
                <numerusform>‫Mᴉʇɥ‏ ‏{n}‏ ‏ɔlᴉǝuʇ,‏ ‏{best}‏ ‏ɥɐs‏ ‏ǝʌǝɹʎ‏ ‏ɔlᴉǝuʇ‏ ‏ʍɹᴉʇʇǝu‏ ‏soouǝsʇ,‏ ‏ᴉu‏ ‏{best_time:.2f}‏ ‏s;‏ ‏{next}‏ ‏ɔoɯǝs‏ ‏uǝxʇ‏ ‏ɐʇ‏ ‏{next_time:.2f}‏ ‏s,‏ ‏ɐup‏ ‏{worst}‏ ‏ʇɐʞǝs‏ ‏louƃǝsʇ,‏ ‏{worst_time:.2f}‏ ‏s,‏ ‏{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏louƃ.‬</numerusform>
                <numerusform>‫Mᴉʇɥ‏ ‏{n}‏ ‏ɔlᴉǝuʇs,‏ ‏{best}‏ ‏ɥɐs‏ ‏ǝʌǝɹʎ‏ ‏ɔlᴉǝuʇ‏ ‏ʍɹᴉʇʇǝu‏ ‏soouǝsʇ,‏ ‏ᴉu‏ ‏{best_time:.2f}‏ ‏s;‏ ‏{next}‏ ‏ɔoɯǝs‏ ‏uǝxʇ‏ ‏ɐʇ‏ ‏{next_time:.2f}‏ ‏s,‏ ‏ɐup‏ ‏{worst}‏ ‏ʇɐʞǝs‏ ‏louƃǝsʇ,‏ ‏{worst_time:.2f}‏ ‏s,‏ ‏{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏louƃ.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{library}: the real clients sent {n:,} calls.</source>
            <comment>DESCRIBE_STORM_REAL</comment>
            <extracomment>English for one: {library}: the real clients sent {n:,} call.</extracomment>
            <translation>
                <numerusform>‫{library}:‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɔlᴉǝuʇs‏ ‏sǝuʇ‏ ‏{n:,}‏ ‏ɔɐll.‬</numerusform>
                <numerusform>‫{library}:‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɔlᴉǝuʇs‏ ‏sǝuʇ‏ ‏{n:,}‏ ‏ɔɐlls.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n} calls a second.</source>
            <comment>DESCRIBE_STORM_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n} call a second.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏{n}‏ ‏ɔɐll‏ ‏ɐ‏ ‏sǝɔoup.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏{n}‏ ‏ɔɐlls‏ ‏ɐ‏ ‏sǝɔoup.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The busiest second, at {peak_at} s, had {n:,} calls.</source>
            <comment>DESCRIBE_STORM_PEAK</comment>
            <extracomment>English for one: The busiest second, at {peak_at} s, had {n:,} call.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏qnsᴉǝsʇ‏ ‏sǝɔoup,‏ ‏ɐʇ‏ ‏{peak_at}‏ ‏s,‏ ‏ɥɐp‏ ‏{n:,}‏ ‏ɔɐll.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏qnsᴉǝsʇ‏ ‏sǝɔoup,‏ ‏ɐʇ‏ ‏{peak_at}‏ ‏s,‏ ‏ɥɐp‏ ‏{n:,}‏ ‏ɔɐlls.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In {over} of the {n} seconds there were more calls than the tool accepts.</source>
            <comment>DESCRIBE_STORM_OVER</comment>
            <extracomment>English for one: In {over} of the {n} second there were more calls than the tool accepts.</extracomment>
            <translation>
                <numerusform>‫Iu‏ ‏{over}‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏{n}‏ ‏sǝɔoup‏ ‏ʇɥǝɹǝ‏ ‏ʍǝɹǝ‏ ‏ɯoɹǝ‏ ‏ɔɐlls‏ ‏ʇɥɐu‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs.‬</numerusform>
                <numerusform>‫Iu‏ ‏{over}‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏{n}‏ ‏sǝɔoups‏ ‏ʇɥǝɹǝ‏ ‏ʍǝɹǝ‏ ‏ɯoɹǝ‏ ‏ɔɐlls‏ ‏ʇɥɐu‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n} seconds in between had no call at all. The last agent was served at {last}.</source>
            <comment>DESCRIBE_STORM_IDLE</comment>
            <extracomment>English for one: {n} second in between had no call at all. The last agent was served at {last}.</extracomment>
            <translation>
                <numerusform>‫{n}‏ ‏sǝɔoup‏ ‏ᴉu‏ ‏qǝʇʍǝǝu‏ ‏ɥɐp‏ ‏uo‏ ‏ɔɐll‏ ‏ɐʇ‏ ‏ɐll.‏ ‏⊥ɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last}.‬</numerusform>
                <numerusform>‫{n}‏ ‏sǝɔoups‏ ‏ᴉu‏ ‏qǝʇʍǝǝu‏ ‏ɥɐp‏ ‏uo‏ ‏ɔɐll‏ ‏ɐʇ‏ ‏ɐll.‏ ‏⊥ɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last}.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</source>
            <comment>DESCRIBE_STORM_MODEL_MORE</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ɯopǝl's‏ ‏lᴉuǝ:‏ ‏{n:,}‏ ‏ɔɐll,‏ ‏ɐʇ‏ ‏ɯosʇ‏ ‏{peak:,}‏ ‏ᴉu‏ ‏ouǝ‏ ‏sǝɔoup,‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last};‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɹnu‏ ‏sǝuʇ‏ ‏{ratio:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏ɯopǝl.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ɯopǝl's‏ ‏lᴉuǝ:‏ ‏{n:,}‏ ‏ɔɐlls,‏ ‏ɐʇ‏ ‏ɯosʇ‏ ‏{peak:,}‏ ‏ᴉu‏ ‏ouǝ‏ ‏sǝɔoup,‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last};‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɹnu‏ ‏sǝuʇ‏ ‏{ratio:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏ɯopǝl.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</source>
            <comment>DESCRIBE_STORM_MODEL_FEWER</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ɯopǝl's‏ ‏lᴉuǝ:‏ ‏{n:,}‏ ‏ɔɐll,‏ ‏ɐʇ‏ ‏ɯosʇ‏ ‏{peak:,}‏ ‏ᴉu‏ ‏ouǝ‏ ‏sǝɔoup,‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last};‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɹnu‏ ‏sǝuʇ‏ ‏{ratio:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɟǝʍǝɹ‏ ‏ɔɐlls‏ ‏ʇɥɐu‏ ‏ʇɥǝ‏ ‏ɯopǝl.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ɯopǝl's‏ ‏lᴉuǝ:‏ ‏{n:,}‏ ‏ɔɐlls,‏ ‏ɐʇ‏ ‏ɯosʇ‏ ‏{peak:,}‏ ‏ᴉu‏ ‏ouǝ‏ ‏sǝɔoup,‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last};‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɹnu‏ ‏sǝuʇ‏ ‏{ratio:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɟǝʍǝɹ‏ ‏ɔɐlls‏ ‏ʇɥɐu‏ ‏ʇɥǝ‏ ‏ɯopǝl.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</source>
            <comment>DESCRIBE_STORM_MODEL_CLOSE</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ɯopǝl's‏ ‏lᴉuǝ:‏ ‏{n:,}‏ ‏ɔɐll,‏ ‏ɐʇ‏ ‏ɯosʇ‏ ‏{peak:,}‏ ‏ᴉu‏ ‏ouǝ‏ ‏sǝɔoup,‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last};‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɹnu‏ ‏sǝuʇ‏ ‏ɐqonʇ‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏ɯopǝl.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ɯopǝl's‏ ‏lᴉuǝ:‏ ‏{n:,}‏ ‏ɔɐlls,‏ ‏ɐʇ‏ ‏ɯosʇ‏ ‏{peak:,}‏ ‏ᴉu‏ ‏ouǝ‏ ‏sǝɔoup,‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last};‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɹnu‏ ‏sǝuʇ‏ ‏ɐqonʇ‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏ɯopǝl.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls, {refused:,} of them refused; tries again in all: {total:,}.</source>
            <comment>DESCRIBE_TEN_CALLS</comment>
            <extracomment>English for one: {rule}: {n:,} call, {refused:,} of them refused; tries again in all: {total:,}.</extracomment>
            <translation>
                <numerusform>‫{rule}:‏ ‏{n:,}‏ ‏ɔɐll,‏ ‏{refused:,}‏ ‏oɟ‏ ‏ʇɥǝɯ‏ ‏ɹǝɟnsǝp;‏ ‏ʇɹᴉǝs‏ ‏ɐƃɐᴉu‏ ‏ᴉu‏ ‏ɐll:‏ ‏{total:,}.‬</numerusform>
                <numerusform>‫{rule}:‏ ‏{n:,}‏ ‏ɔɐlls,‏ ‏{refused:,}‏ ‏oɟ‏ ‏ʇɥǝɯ‏ ‏ɹǝɟnsǝp;‏ ‏ʇɹᴉǝs‏ ‏ɐƃɐᴉu‏ ‏ᴉu‏ ‏ɐll:‏ ‏{total:,}.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Agent {agents} tried again most, {n} times.</source>
            <comment>DESCRIBE_TEN_ONE_MOST</comment>
            <extracomment>English for one: Agent {agents} tried again most, {n} time.</extracomment>
            <translation>
                <numerusform>‫∀ƃǝuʇ‏ ‏{agents}‏ ‏ʇɹᴉǝp‏ ‏ɐƃɐᴉu‏ ‏ɯosʇ,‏ ‏{n}‏ ‏ʇᴉɯǝ.‬</numerusform>
                <numerusform>‫∀ƃǝuʇ‏ ‏{agents}‏ ‏ʇɹᴉǝp‏ ‏ɐƃɐᴉu‏ ‏ɯosʇ,‏ ‏{n}‏ ‏ʇᴉɯǝs.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Agents {agents} tried again most, {n} times each.</source>
            <comment>DESCRIBE_TEN_MANY_MOST</comment>
            <extracomment>English for one: Agents {agents} tried again most, {n} time each.</extracomment>
            <translation>
                <numerusform>‫∀ƃǝuʇs‏ ‏{agents}‏ ‏ʇɹᴉǝp‏ ‏ɐƃɐᴉu‏ ‏ɯosʇ,‏ ‏{n}‏ ‏ʇᴉɯǝ‏ ‏ǝɐɔɥ.‬</numerusform>
                <numerusform>‫∀ƃǝuʇs‏ ‏{agents}‏ ‏ʇɹᴉǝp‏ ‏ɐƃɐᴉu‏ ‏ɯosʇ,‏ ‏{n}‏ ‏ʇᴉɯǝs‏ ‏ǝɐɔɥ.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All {n} agents had their answer by {last:.1f} s.</source>
            <comment>DESCRIBE_TEN_ANSWERED</comment>
            <extracomment>English for one: {n} agent had its answer by {last:.1f} s.</extracomment>
            <translation>
                <numerusform>‫{n}‏ ‏ɐƃǝuʇ‏ ‏ɥɐp‏ ‏ᴉʇs‏ ‏ɐusʍǝɹ‏ ‏qʎ‏ ‏{last:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫∀ll‏ ‏{n}‏ ‏ɐƃǝuʇs‏ ‏ɥɐp‏ ‏ʇɥǝᴉɹ‏ ‏ɐusʍǝɹ‏ ‏qʎ‏ ‏{last:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>{headline} {figures}</source>
            <comment>ANNOUNCE_SETTLED</comment>
            <translation>‫{headline}‏ ‏{figures}‬</translation>
        </message>
        <message>
            <source>Table</source>
            <comment>ACCESS_TABLE_NAME</comment>
            <translation>‫⊥ɐqlǝ‬</translation>
        </message>
        <message>
            <source>{name}: {item}</source>
            <comment>ACCESS_COMBO_NAME</comment>
            <translation>‫{name}:‏ ‏{item}‬</translation>
        </message>
        <message>
            <source>Headline</source>
            <comment>ACCESS_HEADLINE_NAME</comment>
            <translation>‫Hǝɐplᴉuǝ‬</translation>
        </message>
        <message>
            <source>Menu</source>
            <comment>ACCESS_MENU_NAME</comment>
            <translation>‫Wǝun‬</translation>
        </message>
        <message>
            <source>Status</source>
            <comment>ACCESS_STATUS_NAME</comment>
            <translation>‫Sʇɐʇns‬</translation>
        </message>
        <message>
            <source>{title}, slider</source>
            <comment>ACCESS_SLIDER_NAME</comment>
            <translation>‫{title},‏ ‏slᴉpǝɹ‬</translation>
        </message>
        <message>
            <source>{title}. {intro}</source>
            <comment>ACCESS_LESSON_OPENED</comment>
            <translation>‫{title}.‏ ‏{intro}‬</translation>
        </message>
        <message>
            <source>Result</source>
            <comment>ACCESS_RESULT_NAME</comment>
            <translation>‫ꓤǝsnlʇ‬</translation>
        </message>
        <message>
            <source>Views</source>
            <comment>ACCESS_TABS_NAME</comment>
            <translation>‫Λᴉǝʍs‬</translation>
        </message>
        <message>
            <source>Columns: {columns}. {rows} rows, one for each retry rule.</source>
            <comment>ACCESS_TABLE_DESCRIPTION</comment>
            <translation>‫Ɔolnɯus:‏ ‏{columns}.‏ ‏{rows}‏ ‏ɹoʍs,‏ ‏ouǝ‏ ‏ɟoɹ‏ ‏ǝɐɔɥ‏ ‏ɹǝʇɹʎ‏ ‏ɹnlǝ.‬</translation>
        </message>
        <message>
            <source>What is on the screen</source>
            <comment>ACCESS_SUMMARY_TITLE</comment>
            <translation>‫Mɥɐʇ‏ ‏ᴉs‏ ‏ou‏ ‏ʇɥǝ‏ ‏sɔɹǝǝu‬</translation>
        </message>
        <message>
            <source>Page: {page}.</source>
            <comment>ACCESS_SUMMARY_PAGE</comment>
            <translation>‫Ԁɐƃǝ:‏ ‏{page}.‬</translation>
        </message>
        <message>
            <source>View: {view}.</source>
            <comment>ACCESS_SUMMARY_VIEW</comment>
            <translation>‫Λᴉǝʍ:‏ ‏{view}.‬</translation>
        </message>
        <message>
            <source>Chart, {name}: {description}</source>
            <comment>ACCESS_SUMMARY_CHART</comment>
            <translation>‫Ɔɥɐɹʇ,‏ ‏{name}:‏ ‏{description}‬</translation>
        </message>
        <message>
            <source>Table, {name}:</source>
            <comment>ACCESS_SUMMARY_TABLE</comment>
            <translation>‫⊥ɐqlǝ,‏ ‏{name}:‬</translation>
        </message>
        <message>
            <source>{cells}.</source>
            <comment>ACCESS_SUMMARY_ROW</comment>
            <translation>‫{cells}.‬</translation>
        </message>
        <message>
            <source>All lessons (the start screen)</source>
            <comment>ACCESS_PAGE_START</comment>
            <translation>‫∀ll‏ ‏lǝssous‏ ‏(ʇɥǝ‏ ‏sʇɐɹʇ‏ ‏sɔɹǝǝu)‬</translation>
        </message>
        <message>
            <source>The lab</source>
            <comment>ACCESS_PAGE_OTHER</comment>
            <translation>‫⊥ɥǝ‏ ‏lɐq‬</translation>
        </message>
        <message>
            <source>The rules side by side, same crowd</source>
            <comment>TABLE_TITLE</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹnlǝs‏ ‏sᴉpǝ‏ ‏qʎ‏ ‏sᴉpǝ,‏ ‏sɐɯǝ‏ ‏ɔɹoʍp‬</translation>
        </message>
        <message numerus="yes">
            <source>Whole runs, start to finish: middle of {n} runs. Highlighted: the rule you chose.</source>
            <comment>TABLE_NOTE</comment>
            <extracomment>English for one: Whole runs, start to finish: middle of {n} run. Highlighted: the rule you chose.</extracomment>
            <translation>
                <numerusform>‫Mɥolǝ‏ ‏ɹnus,‏ ‏sʇɐɹʇ‏ ‏ʇo‏ ‏ɟᴉuᴉsɥ:‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{n}‏ ‏ɹnu.‏ ‏Hᴉƃɥlᴉƃɥʇǝp:‏ ‏ʇɥǝ‏ ‏ɹnlǝ‏ ‏ʎon‏ ‏ɔɥosǝ.‬</numerusform>
                <numerusform>‫Mɥolǝ‏ ‏ɹnus,‏ ‏sʇɐɹʇ‏ ‏ʇo‏ ‏ɟᴉuᴉsɥ:‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{n}‏ ‏ɹnus.‏ ‏Hᴉƃɥlᴉƃɥʇǝp:‏ ‏ʇɥǝ‏ ‏ɹnlǝ‏ ‏ʎon‏ ‏ɔɥosǝ.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Whole runs, start to finish: the middle of {n} runs. Highlighted: the rule you chose.</source>
            <comment>TABLE_NOTE_VISITORS</comment>
            <extracomment>English for one: Whole runs, start to finish: the middle of {n} run. Highlighted: the rule you chose.</extracomment>
            <translation>
                <numerusform>‫Mɥolǝ‏ ‏ɹnus,‏ ‏sʇɐɹʇ‏ ‏ʇo‏ ‏ɟᴉuᴉsɥ:‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{n}‏ ‏ɹnu.‏ ‏Hᴉƃɥlᴉƃɥʇǝp:‏ ‏ʇɥǝ‏ ‏ɹnlǝ‏ ‏ʎon‏ ‏ɔɥosǝ.‬</numerusform>
                <numerusform>‫Mɥolǝ‏ ‏ɹnus,‏ ‏sʇɐɹʇ‏ ‏ʇo‏ ‏ɟᴉuᴉsɥ:‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{n}‏ ‏ɹnus.‏ ‏Hᴉƃɥlᴉƃɥʇǝp:‏ ‏ʇɥǝ‏ ‏ɹnlǝ‏ ‏ʎon‏ ‏ɔɥosǝ.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Each number is the median of the runs: half the runs did better, half worse. The roll of the dice is the random seed: the same seed gives exactly the same runs.</source>
            <comment>TABLE_NOTE_TIP</comment>
            <translation>‫Ǝɐɔɥ‏ ‏unɯqǝɹ‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏ɯǝpᴉɐu‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɹnus:‏ ‏ɥɐlɟ‏ ‏ʇɥǝ‏ ‏ɹnus‏ ‏pᴉp‏ ‏qǝʇʇǝɹ,‏ ‏ɥɐlɟ‏ ‏ʍoɹsǝ.‏ ‏⊥ɥǝ‏ ‏ɹoll‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏pᴉɔǝ‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏ɹɐupoɯ‏ ‏sǝǝp:‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏sǝǝp‏ ‏ƃᴉʌǝs‏ ‏ǝxɐɔʇlʎ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɹnus.‬</translation>
        </message>
        <message>
            <source>Each number is the median of the runs: half the runs did better, half worse. This table's roll of the dice (the random seed) is {seed}: the same seed gives exactly the same runs.</source>
            <comment>TABLE_NOTE_SEED_TIP</comment>
            <translation>‫Ǝɐɔɥ‏ ‏unɯqǝɹ‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏ɯǝpᴉɐu‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɹnus:‏ ‏ɥɐlɟ‏ ‏ʇɥǝ‏ ‏ɹnus‏ ‏pᴉp‏ ‏qǝʇʇǝɹ,‏ ‏ɥɐlɟ‏ ‏ʍoɹsǝ.‏ ‏⊥ɥᴉs‏ ‏ʇɐqlǝ's‏ ‏ɹoll‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏pᴉɔǝ‏ ‏(ʇɥǝ‏ ‏ɹɐupoɯ‏ ‏sǝǝp)‏ ‏ᴉs‏ ‏{seed}:‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏sǝǝp‏ ‏ƃᴉʌǝs‏ ‏ǝxɐɔʇlʎ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɹnus.‬</translation>
        </message>
        <message>
            <source>Agents who gave up</source>
            <comment>TABLE_GAVE_UP</comment>
            <translation>‫∀ƃǝuʇs‏ ‏ʍɥo‏ ‏ƃɐʌǝ‏ ‏nd‬</translation>
        </message>
        <message numerus="yes">
            <source>The result is this table, the middle of {n} runs; the plots show one of them, and the published table {why}: {figures}.</source>
            <comment>PUBLISHED_NOTE</comment>
            <extracomment>English for one: The result is this table, the middle of {n} run; the plots show that run, and the published table {why}: {figures}.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ɹǝsnlʇ‏ ‏ᴉs‏ ‏ʇɥᴉs‏ ‏ʇɐqlǝ,‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{n}‏ ‏ɹnu;‏ ‏ʇɥǝ‏ ‏dloʇs‏ ‏sɥoʍ‏ ‏ʇɥɐʇ‏ ‏ɹnu,‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏dnqlᴉsɥǝp‏ ‏ʇɐqlǝ‏ ‏{why}:‏ ‏{figures}.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ɹǝsnlʇ‏ ‏ᴉs‏ ‏ʇɥᴉs‏ ‏ʇɐqlǝ,‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{n}‏ ‏ɹnus;‏ ‏ʇɥǝ‏ ‏dloʇs‏ ‏sɥoʍ‏ ‏ouǝ‏ ‏oɟ‏ ‏ʇɥǝɯ,‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏dnqlᴉsɥǝp‏ ‏ʇɐqlǝ‏ ‏{why}:‏ ‏{figures}.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>{rule} {published}</source>
            <comment>PUBLISHED_FIGURE</comment>
            <translation>‫{rule}‏ ‏{published}‬</translation>
        </message>
        <message>
            <source>{figures}; {more}</source>
            <comment>PUBLISHED_JOIN</comment>
            <translation>‫{figures};‏ ‏{more}‬</translation>
        </message>
        <message>
            <source>is rounded its own way</source>
            <comment>PUBLISHED_WHY/rounded</comment>
            <translation>‫ᴉs‏ ‏ɹonupǝp‏ ‏ᴉʇs‏ ‏oʍu‏ ‏ʍɐʎ‬</translation>
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice</source>
            <comment>PUBLISHED_WHY/random</comment>
            <translation>‫ᴉs‏ ‏ɐuoʇɥǝɹ‏ ‏{runs}‏ ‏ɹnus‏ ‏ʍᴉʇɥ‏ ‏ᴉʇs‏ ‏oʍu‏ ‏ɹoll‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏pᴉɔǝ‬</translation>
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice and rounding</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation>‫ᴉs‏ ‏ɐuoʇɥǝɹ‏ ‏{runs}‏ ‏ɹnus‏ ‏ʍᴉʇɥ‏ ‏ᴉʇs‏ ‏oʍu‏ ‏ɹoll‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏pᴉɔǝ‏ ‏ɐup‏ ‏ɹonupᴉuƃ‬</translation>
        </message>
        <message>
            <source>The published table is the middle of {runs} runs. {figures}. {why}</source>
            <comment>PUBLISHED_TIP</comment>
            <translation>‫⊥ɥǝ‏ ‏dnqlᴉsɥǝp‏ ‏ʇɐqlǝ‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{runs}‏ ‏ɹnus.‏ ‏{figures}.‏ ‏{why}‬</translation>
        </message>
        <message>
            <source>{rule}: published {published}, here {shown}</source>
            <comment>PUBLISHED_TIP_FIGURE</comment>
            <translation>‫{rule}:‏ ‏dnqlᴉsɥǝp‏ ‏{published},‏ ‏ɥǝɹǝ‏ ‏{shown}‬</translation>
        </message>
        <message>
            <source>{v:.1f} s</source>
            <comment>PUBLISHED_METRIC/last_served</comment>
            <translation>‫{v:.1f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>{v:,.0f} calls</source>
            <comment>PUBLISHED_METRIC/calls</comment>
            <translation>‫{v:,.0f}‏ ‏ɔɐlls‬</translation>
        </message>
        <message>
            <source>{v:,.0f} refused</source>
            <comment>PUBLISHED_METRIC/refused</comment>
            <translation>‫{v:,.0f}‏ ‏ɹǝɟnsǝp‬</translation>
        </message>
        <message>
            <source>typical agent {v:.1f} s</source>
            <comment>PUBLISHED_METRIC/typical_served</comment>
            <translation>‫ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‏ ‏{v:.1f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>A rule without randomness differs only by the write-up's rounding and timing.</source>
            <comment>PUBLISHED_WHY_ROUNDED</comment>
            <translation>‫∀‏ ‏ɹnlǝ‏ ‏ʍᴉʇɥonʇ‏ ‏ɹɐupoɯuǝss‏ ‏pᴉɟɟǝɹs‏ ‏oulʎ‏ ‏qʎ‏ ‏ʇɥǝ‏ ‏ʍɹᴉʇǝ-nd's‏ ‏ɹonupᴉuƃ‏ ‏ɐup‏ ‏ʇᴉɯᴉuƃ.‬</translation>
        </message>
        <message>
            <source>A random wait's figures move with the random draws: this roll of the dice, {runs} runs and the lab's faster engine draw other numbers than the published runs did.</source>
            <comment>PUBLISHED_WHY_RANDOM</comment>
            <translation>‫∀‏ ‏ɹɐupoɯ‏ ‏ʍɐᴉʇ's‏ ‏ɟᴉƃnɹǝs‏ ‏ɯoʌǝ‏ ‏ʍᴉʇɥ‏ ‏ʇɥǝ‏ ‏ɹɐupoɯ‏ ‏pɹɐʍs:‏ ‏ʇɥᴉs‏ ‏ɹoll‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏pᴉɔǝ,‏ ‏{runs}‏ ‏ɹnus‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏lɐq's‏ ‏ɟɐsʇǝɹ‏ ‏ǝuƃᴉuǝ‏ ‏pɹɐʍ‏ ‏oʇɥǝɹ‏ ‏unɯqǝɹs‏ ‏ʇɥɐu‏ ‏ʇɥǝ‏ ‏dnqlᴉsɥǝp‏ ‏ɹnus‏ ‏pᴉp.‬</translation>
        </message>
        <message>
            <source>The published story's figures: this table agrees with the published one.</source>
            <comment>PUBLISHED_SAME</comment>
            <translation>‫⊥ɥǝ‏ ‏dnqlᴉsɥǝp‏ ‏sʇoɹʎ's‏ ‏ɟᴉƃnɹǝs:‏ ‏ʇɥᴉs‏ ‏ʇɐqlǝ‏ ‏ɐƃɹǝǝs‏ ‏ʍᴉʇɥ‏ ‏ʇɥǝ‏ ‏dnqlᴉsɥǝp‏ ‏ouǝ.‬</translation>
        </message>
        <message>
            <source>Other settings than the published story: there is no published table to compare with.</source>
            <comment>PUBLISHED_OTHER</comment>
            <translation>‫Oʇɥǝɹ‏ ‏sǝʇʇᴉuƃs‏ ‏ʇɥɐu‏ ‏ʇɥǝ‏ ‏dnqlᴉsɥǝp‏ ‏sʇoɹʎ:‏ ‏ʇɥǝɹǝ‏ ‏ᴉs‏ ‏uo‏ ‏dnqlᴉsɥǝp‏ ‏ʇɐqlǝ‏ ‏ʇo‏ ‏ɔoɯdɐɹǝ‏ ‏ʍᴉʇɥ.‬</translation>
        </message>
        <message>
            <source>Randomness {j:.2f}</source>
            <comment>JITTER_ROW</comment>
            <translation>‫ꓤɐupoɯuǝss‏ ‏{j:.2f}‬</translation>
        </message>
        <message>
            <source>Updating the table: {rule}, run {done} of {total}…</source>
            <comment>TABLE_UPDATING</comment>
            <translation>‫∩dpɐʇᴉuƃ‏ ‏ʇɥǝ‏ ‏ʇɐqlǝ:‏ ‏{rule},‏ ‏ɹnu‏ ‏{done}‏ ‏oɟ‏ ‏{total}…‬</translation>
        </message>
        <message>
            <source>Updating the table: run {done} of {total}…</source>
            <comment>TABLE_UPDATING_ANY</comment>
            <translation>‫∩dpɐʇᴉuƃ‏ ‏ʇɥǝ‏ ‏ʇɐqlǝ:‏ ‏ɹnu‏ ‏{done}‏ ‏oɟ‏ ‏{total}…‬</translation>
        </message>
        <message>
            <source>Working out the table…</source>
            <comment>TABLE_WAITING</comment>
            <translation>‫Moɹʞᴉuƃ‏ ‏onʇ‏ ‏ʇɥǝ‏ ‏ʇɐqlǝ…‬</translation>
        </message>
        <message>
            <source>Play</source>
            <comment>PLAY</comment>
            <translation>‫Ԁlɐʎ‬</translation>
        </message>
        <message>
            <source>Pause</source>
            <comment>PAUSE</comment>
            <translation>‫Ԁɐnsǝ‬</translation>
        </message>
        <message>
            <source>Step</source>
            <comment>STEP</comment>
            <translation>‫Sʇǝd‬</translation>
        </message>
        <message>
            <source>Speed</source>
            <comment>SPEED</comment>
            <translation>‫Sdǝǝp‬</translation>
        </message>
        <message>
            <source>Reset all</source>
            <comment>RESET_ALL</comment>
            <translation>‫ꓤǝsǝʇ‏ ‏ɐll‬</translation>
        </message>
        <message>
            <source>Your last settings</source>
            <comment>LAST_SETTINGS</comment>
            <translation>‫⅄onɹ‏ ‏lɐsʇ‏ ‏sǝʇʇᴉuƃs‬</translation>
        </message>
        <message>
            <source>Free play begins from the lab's own settings, not the lesson's.</source>
            <comment>STATUS_FREE_FROM_LAB</comment>
            <translation>‫Ⅎɹǝǝ‏ ‏dlɐʎ‏ ‏qǝƃᴉus‏ ‏ɟɹoɯ‏ ‏ʇɥǝ‏ ‏lɐq's‏ ‏oʍu‏ ‏sǝʇʇᴉuƃs,‏ ‏uoʇ‏ ‏ʇɥǝ‏ ‏lǝssou's.‬</translation>
        </message>
        <message>
            <source>Free play begins from the published story. The settings this lab had last time: Your last settings, beside Reset all.</source>
            <comment>STATUS_FROM_STORY</comment>
            <translation>‫Ⅎɹǝǝ‏ ‏dlɐʎ‏ ‏qǝƃᴉus‏ ‏ɟɹoɯ‏ ‏ʇɥǝ‏ ‏dnqlᴉsɥǝp‏ ‏sʇoɹʎ.‏ ‏⊥ɥǝ‏ ‏sǝʇʇᴉuƃs‏ ‏ʇɥᴉs‏ ‏lɐq‏ ‏ɥɐp‏ ‏lɐsʇ‏ ‏ʇᴉɯǝ:‏ ‏⅄onɹ‏ ‏lɐsʇ‏ ‏sǝʇʇᴉuƃs,‏ ‏qǝsᴉpǝ‏ ‏ꓤǝsǝʇ‏ ‏ɐll.‬</translation>
        </message>
        <message>
            <source>Save picture</source>
            <comment>EXPORT_SCREENSHOT</comment>
            <translation>‫Sɐʌǝ‏ ‏dᴉɔʇnɹǝ‬</translation>
        </message>
        <message>
            <source>Whole window</source>
            <comment>EXPORT_WHOLE</comment>
            <translation>‫Mɥolǝ‏ ‏ʍᴉupoʍ‬</translation>
        </message>
        <message>
            <source>The picture only, for a slide</source>
            <comment>EXPORT_SLIDE</comment>
            <translation>‫⊥ɥǝ‏ ‏dᴉɔʇnɹǝ‏ ‏oulʎ,‏ ‏ɟoɹ‏ ‏ɐ‏ ‏slᴉpǝ‬</translation>
        </message>
        <message>
            <source>Save data (CSV)</source>
            <comment>EXPORT_DATA</comment>
            <translation>‫Sɐʌǝ‏ ‏pɐʇɐ‏ ‏(ƆSΛ)‬</translation>
        </message>
        <message>
            <source>Measure API</source>
            <comment>MEASURE</comment>
            <translation>‫Wǝɐsnɹǝ‏ ‏∀ԀI‬</translation>
        </message>
        <message>
            <source>Time a tool</source>
            <comment>MEASURE_LESSON</comment>
            <translation>‫⊥ᴉɯǝ‏ ‏ɐ‏ ‏ʇool‬</translation>
        </message>
        <message>
            <source>Cancel measuring</source>
            <comment>MEASURE_CANCEL</comment>
            <translation>‫Ɔɐuɔǝl‏ ‏ɯǝɐsnɹᴉuƃ‬</translation>
        </message>
        <message>
            <source>Keys</source>
            <comment>HELP</comment>
            <translation>‫ꓘǝʎs‬</translation>
        </message>
        <message>
            <source>Replay: {now:.1f} s of {end:.1f} s</source>
            <comment>CLOCK</comment>
            <translation>‫ꓤǝdlɐʎ:‏ ‏{now:.1f}‏ ‏s‏ ‏oɟ‏ ‏{end:.1f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>Replay this run in simulated time: watch the calls arrive and the agents get served.</source>
            <comment>TIP/play</comment>
            <translation>‫ꓤǝdlɐʎ‏ ‏ʇɥᴉs‏ ‏ɹnu‏ ‏ᴉu‏ ‏sᴉɯnlɐʇǝp‏ ‏ʇᴉɯǝ:‏ ‏ʍɐʇɔɥ‏ ‏ʇɥǝ‏ ‏ɔɐlls‏ ‏ɐɹɹᴉʌǝ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇs‏ ‏ƃǝʇ‏ ‏sǝɹʌǝp.‬</translation>
        </message>
        <message>
            <source>Move the replay forward by one bar width.</source>
            <comment>TIP/step</comment>
            <translation>‫Woʌǝ‏ ‏ʇɥǝ‏ ‏ɹǝdlɐʎ‏ ‏ɟoɹʍɐɹp‏ ‏qʎ‏ ‏ouǝ‏ ‏qɐɹ‏ ‏ʍᴉpʇɥ.‬</translation>
        </message>
        <message>
            <source>How fast the replay runs. Instant jumps to the end.</source>
            <comment>TIP/speed</comment>
            <translation>‫Hoʍ‏ ‏ɟɐsʇ‏ ‏ʇɥǝ‏ ‏ɹǝdlɐʎ‏ ‏ɹnus.‏ ‏Iusʇɐuʇ‏ ‏ɾnɯds‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ǝup.‬</translation>
        </message>
        <message>
            <source>Put every setting back to the published story's values, clear your own points and undo any zoom.</source>
            <comment>TIP/reset</comment>
            <translation>‫Ԁnʇ‏ ‏ǝʌǝɹʎ‏ ‏sǝʇʇᴉuƃ‏ ‏qɐɔʞ‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏dnqlᴉsɥǝp‏ ‏sʇoɹʎ's‏ ‏ʌɐlnǝs,‏ ‏ɔlǝɐɹ‏ ‏ʎonɹ‏ ‏oʍu‏ ‏doᴉuʇs‏ ‏ɐup‏ ‏nupo‏ ‏ɐuʎ‏ ‏zooɯ.‬</translation>
        </message>
        <message>
            <source>Put back the settings this lab had when it was last used (free play began from the story's).</source>
            <comment>TIP/last_settings</comment>
            <translation>‫Ԁnʇ‏ ‏qɐɔʞ‏ ‏ʇɥǝ‏ ‏sǝʇʇᴉuƃs‏ ‏ʇɥᴉs‏ ‏lɐq‏ ‏ɥɐp‏ ‏ʍɥǝu‏ ‏ᴉʇ‏ ‏ʍɐs‏ ‏lɐsʇ‏ ‏nsǝp‏ ‏(ɟɹǝǝ‏ ‏dlɐʎ‏ ‏qǝƃɐu‏ ‏ɟɹoɯ‏ ‏ʇɥǝ‏ ‏sʇoɹʎ's).‬</translation>
        </message>
        <message>
            <source>Save a picture of the page on screen, with a caption naming its rule and settings. You choose where.</source>
            <comment>TIP/export</comment>
            <translation>‫Sɐʌǝ‏ ‏ɐ‏ ‏dᴉɔʇnɹǝ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏dɐƃǝ‏ ‏ou‏ ‏sɔɹǝǝu,‏ ‏ʍᴉʇɥ‏ ‏ɐ‏ ‏ɔɐdʇᴉou‏ ‏uɐɯᴉuƃ‏ ‏ᴉʇs‏ ‏ɹnlǝ‏ ‏ɐup‏ ‏sǝʇʇᴉuƃs.‏ ‏⅄on‏ ‏ɔɥoosǝ‏ ‏ʍɥǝɹǝ.‬</translation>
        </message>
        <message>
            <source>Save the results table, with the settings it was made with, as a CSV file. You choose where.</source>
            <comment>TIP/data</comment>
            <translation>‫Sɐʌǝ‏ ‏ʇɥǝ‏ ‏ɹǝsnlʇs‏ ‏ʇɐqlǝ,‏ ‏ʍᴉʇɥ‏ ‏ʇɥǝ‏ ‏sǝʇʇᴉuƃs‏ ‏ᴉʇ‏ ‏ʍɐs‏ ‏ɯɐpǝ‏ ‏ʍᴉʇɥ,‏ ‏ɐs‏ ‏ɐ‏ ‏ƆSΛ‏ ‏ɟᴉlǝ.‏ ‏⅄on‏ ‏ɔɥoosǝ‏ ‏ʍɥǝɹǝ.‬</translation>
        </message>
        <message>
            <source>Time five polite calls to the Department for Transport's road traffic API and use the answer time.</source>
            <comment>TIP/measure</comment>
            <translation>‫⊥ᴉɯǝ‏ ‏ɟᴉʌǝ‏ ‏dolᴉʇǝ‏ ‏ɔɐlls‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ꓷǝdɐɹʇɯǝuʇ‏ ‏ɟoɹ‏ ‏⊥ɹɐusdoɹʇ's‏ ‏ɹoɐp‏ ‏ʇɹɐɟɟᴉɔ‏ ‏∀ԀI‏ ‏ɐup‏ ‏nsǝ‏ ‏ʇɥǝ‏ ‏ɐusʍǝɹ‏ ‏ʇᴉɯǝ.‬</translation>
        </message>
        <message>
            <source>Time five polite calls to a real tool on the internet, the Department for Transport's road traffic counts (an API), and give the agents' tool its answer time.</source>
            <comment>TIP/measure_lesson</comment>
            <translation>‫⊥ᴉɯǝ‏ ‏ɟᴉʌǝ‏ ‏dolᴉʇǝ‏ ‏ɔɐlls‏ ‏ʇo‏ ‏ɐ‏ ‏ɹǝɐl‏ ‏ʇool‏ ‏ou‏ ‏ʇɥǝ‏ ‏ᴉuʇǝɹuǝʇ,‏ ‏ʇɥǝ‏ ‏ꓷǝdɐɹʇɯǝuʇ‏ ‏ɟoɹ‏ ‏⊥ɹɐusdoɹʇ's‏ ‏ɹoɐp‏ ‏ʇɹɐɟɟᴉɔ‏ ‏ɔonuʇs‏ ‏(ɐu‏ ‏∀ԀI),‏ ‏ɐup‏ ‏ƃᴉʌǝ‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇs'‏ ‏ʇool‏ ‏ᴉʇs‏ ‏ɐusʍǝɹ‏ ‏ʇᴉɯǝ.‬</translation>
        </message>
        <message>
            <source>Measuring the real API is not available in this copy of the lab.</source>
            <comment>TIP/measure_off</comment>
            <translation>‫Wǝɐsnɹᴉuƃ‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏∀ԀI‏ ‏ᴉs‏ ‏uoʇ‏ ‏ɐʌɐᴉlɐqlǝ‏ ‏ᴉu‏ ‏ʇɥᴉs‏ ‏ɔodʎ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏lɐq.‬</translation>
        </message>
        <message>
            <source>Stop the timing calls now. The answer time stays as it was.</source>
            <comment>TIP/measure_cancel</comment>
            <translation>‫Sʇod‏ ‏ʇɥǝ‏ ‏ʇᴉɯᴉuƃ‏ ‏ɔɐlls‏ ‏uoʍ.‏ ‏⊥ɥǝ‏ ‏ɐusʍǝɹ‏ ‏ʇᴉɯǝ‏ ‏sʇɐʎs‏ ‏ɐs‏ ‏ᴉʇ‏ ‏ʍɐs.‬</translation>
        </message>
        <message>
            <source>Timing polite calls to {where}…</source>
            <comment>MEASURE_STARTED</comment>
            <translation>‫⊥ᴉɯᴉuƃ‏ ‏dolᴉʇǝ‏ ‏ɔɐlls‏ ‏ʇo‏ ‏{where}…‬</translation>
        </message>
        <message>
            <source>Measuring: call {index} of {total}: {what}</source>
            <comment>MEASURE_PROGRESS</comment>
            <translation>‫Wǝɐsnɹᴉuƃ:‏ ‏ɔɐll‏ ‏{index}‏ ‏oɟ‏ ‏{total}:‏ ‏{what}‬</translation>
        </message>
        <message>
            <source>{seconds:.2f} s</source>
            <comment>MEASURE_CALL_OK</comment>
            <translation>‫{seconds:.2f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>failed ({error})</source>
            <comment>MEASURE_CALL_FAILED</comment>
            <translation>‫ɟɐᴉlǝp‏ ‏({error})‬</translation>
        </message>
        <message numerus="yes">
            <source>Measured {count} of {n} calls: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</source>
            <comment>MEASURE_DONE</comment>
            <extracomment>English for one: Measured {count} of {n} call: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</extracomment>
            <translation>
                <numerusform>‫Wǝɐsnɹǝp‏ ‏{count}‏ ‏oɟ‏ ‏{n}‏ ‏ɔɐll:‏ ‏ɯǝpᴉɐu‏ ‏{median:.2f}‏ ‏s‏ ‏(ɟɹoɯ‏ ‏{low:.2f}‏ ‏ʇo‏ ‏{high:.2f}‏ ‏s).‏ ‏⊥ɥǝ‏ ‏sᴉɯnlɐʇᴉou‏ ‏uoʍ‏ ‏nsǝs‏ ‏ʇɥǝsǝ‏ ‏ʇᴉɯǝs.‬</numerusform>
                <numerusform>‫Wǝɐsnɹǝp‏ ‏{count}‏ ‏oɟ‏ ‏{n}‏ ‏ɔɐlls:‏ ‏ɯǝpᴉɐu‏ ‏{median:.2f}‏ ‏s‏ ‏(ɟɹoɯ‏ ‏{low:.2f}‏ ‏ʇo‏ ‏{high:.2f}‏ ‏s).‏ ‏⊥ɥǝ‏ ‏sᴉɯnlɐʇᴉou‏ ‏uoʍ‏ ‏nsǝs‏ ‏ʇɥǝsǝ‏ ‏ʇᴉɯǝs.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>measured {date}: {times} s (median {median:.2f} s)</source>
            <comment>MEASURE_NOTE</comment>
            <translation>‫ɯǝɐsnɹǝp‏ ‏{date}:‏ ‏{times}‏ ‏s‏ ‏(ɯǝpᴉɐu‏ ‏{median:.2f}‏ ‏s)‬</translation>
        </message>
        <message>
            <source>Measuring stopped. The answer time stays at {answer:.2f} s.</source>
            <comment>MEASURE_CANCELLED</comment>
            <translation>‫Wǝɐsnɹᴉuƃ‏ ‏sʇoddǝp.‏ ‏⊥ɥǝ‏ ‏ɐusʍǝɹ‏ ‏ʇᴉɯǝ‏ ‏sʇɐʎs‏ ‏ɐʇ‏ ‏{answer:.2f}‏ ‏s.‬</translation>
        </message>
        <message>
            <source>Measuring did not work: {reason}</source>
            <comment>MEASURE_FAILED</comment>
            <translation>‫Wǝɐsnɹᴉuƃ‏ ‏pᴉp‏ ‏uoʇ‏ ‏ʍoɹʞ:‏ ‏{reason}‬</translation>
        </message>
        <message>
            <source>Measuring did not work</source>
            <comment>MEASURE_FAILED_SHORT</comment>
            <translation>‫Wǝɐsnɹᴉuƃ‏ ‏pᴉp‏ ‏uoʇ‏ ‏ʍoɹʞ‬</translation>
        </message>
        <message>
            <source>Not measured: the answer time stays {answer:.2f} s.</source>
            <comment>MEASURE_FAILED_NOTE</comment>
            <translation>‫Noʇ‏ ‏ɯǝɐsnɹǝp:‏ ‏ʇɥǝ‏ ‏ɐusʍǝɹ‏ ‏ʇᴉɯǝ‏ ‏sʇɐʎs‏ ‏{answer:.2f}‏ ‏s.‬</translation>
        </message>
        <message>
            <source>Ready.</source>
            <comment>STATUS_READY</comment>
            <translation>‫ꓤǝɐpʎ.‬</translation>
        </message>
        <message>
            <source>Simulating…</source>
            <comment>STATUS_RUNNING</comment>
            <translation>‫Sᴉɯnlɐʇᴉuƃ…‬</translation>
        </message>
        <message numerus="yes">
            <source>Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. Table: the middle of {runs}.</source>
            <comment>STATUS_SHOWING</comment>
            <extracomment>English for one: Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. Table: the middle of {runs}.</extracomment>
            <translation>
                <numerusform>‫Ԁloʇs:‏ ‏ɐ‏ ‏ʇʎdᴉɔɐl‏ ‏ɹnu‏ ‏oɟ‏ ‏{runs},‏ ‏{n:,}‏ ‏ɔɐll‏ ‏sǝuʇ,‏ ‏{refused:,}‏ ‏ɹǝɟnsǝp,‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‏ ‏⊥ɐqlǝ:‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{runs}.‬</numerusform>
                <numerusform>‫Ԁloʇs:‏ ‏ɐ‏ ‏ʇʎdᴉɔɐl‏ ‏ɹnu‏ ‏oɟ‏ ‏{runs},‏ ‏{n:,}‏ ‏ɔɐlls‏ ‏sǝuʇ,‏ ‏{refused:,}‏ ‏ɹǝɟnsǝp,‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‏ ‏⊥ɐqlǝ:‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{runs}.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. Headline: the middle of {runs}.</source>
            <comment>STATUS_SHOWING_NO_TABLE</comment>
            <extracomment>English for one: Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. Headline: the middle of {runs}.</extracomment>
            <translation>
                <numerusform>‫Ԁloʇs:‏ ‏ɐ‏ ‏ʇʎdᴉɔɐl‏ ‏ɹnu‏ ‏oɟ‏ ‏{runs},‏ ‏{n:,}‏ ‏ɔɐll‏ ‏sǝuʇ,‏ ‏{refused:,}‏ ‏ɹǝɟnsǝp,‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‏ ‏Hǝɐplᴉuǝ:‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{runs}.‬</numerusform>
                <numerusform>‫Ԁloʇs:‏ ‏ɐ‏ ‏ʇʎdᴉɔɐl‏ ‏ɹnu‏ ‏oɟ‏ ‏{runs},‏ ‏{n:,}‏ ‏ɔɐlls‏ ‏sǝuʇ,‏ ‏{refused:,}‏ ‏ɹǝɟnsǝp,‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‏ ‏Hǝɐplᴉuǝ:‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{runs}.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>The plots show run {index} of {runs} with the new settings; finding the typical run…</source>
            <comment>STATUS_SHOWING_QUICK</comment>
            <translation>‫⊥ɥǝ‏ ‏dloʇs‏ ‏sɥoʍ‏ ‏ɹnu‏ ‏{index}‏ ‏oɟ‏ ‏{runs}‏ ‏ʍᴉʇɥ‏ ‏ʇɥǝ‏ ‏uǝʍ‏ ‏sǝʇʇᴉuƃs;‏ ‏ɟᴉupᴉuƃ‏ ‏ʇɥǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɹnu…‬</translation>
        </message>
        <message>
            <source>{lead}</source>
            <comment>COMPARE_PARTNER</comment>
            <translation>‫{lead}‬</translation>
        </message>
        <message>
            <source>Your rule: {rule}</source>
            <comment>COMPARE_CHOSEN</comment>
            <translation>‫⅄onɹ‏ ‏ɹnlǝ:‏ ‏{rule}‬</translation>
        </message>
        <message>
            <source>Working out the rule to compare with…</source>
            <comment>COMPARE_WAITING</comment>
            <translation>‫Moɹʞᴉuƃ‏ ‏onʇ‏ ‏ʇɥǝ‏ ‏ɹnlǝ‏ ‏ʇo‏ ‏ɔoɯdɐɹǝ‏ ‏ʍᴉʇɥ…‬</translation>
        </message>
        <message>
            <source>last agent served {last:.1f} s</source>
            <comment>COMPARE_LAST</comment>
            <translation>‫lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏{last:.1f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below. The headline and the table give the middle of many runs, so their figures can differ a little.</source>
            <comment>COMPARE_SCALE</comment>
            <translation>‫Ouǝ‏ ‏ʇᴉɯǝ‏ ‏sɔɐlǝ‏ ‏ɟoɹ‏ ‏qoʇɥ,‏ ‏so‏ ‏ʇɥǝᴉɹ‏ ‏ʍᴉpʇɥs‏ ‏ɔoɯdɐɹǝ:‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʇʍo‏ ‏ɹnus‏ ‏dᴉɔʇnɹǝp‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ᴉs‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{top:.1f}‏ ‏s‏ ‏ɐqoʌǝ‏ ‏ɐup‏ ‏ɐʇ‏ ‏{bottom:.1f}‏ ‏s‏ ‏qǝloʍ.‏ ‏⊥ɥǝ‏ ‏ɥǝɐplᴉuǝ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ʇɐqlǝ‏ ‏ƃᴉʌǝ‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏ɯɐuʎ‏ ‏ɹnus,‏ ‏so‏ ‏ʇɥǝᴉɹ‏ ‏ɟᴉƃnɹǝs‏ ‏ɔɐu‏ ‏pᴉɟɟǝɹ‏ ‏ɐ‏ ‏lᴉʇʇlǝ.‬</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below. The headline gives the middle of many runs, so its figures can differ a little.</source>
            <comment>COMPARE_SCALE_NO_TABLE</comment>
            <translation>‫Ouǝ‏ ‏ʇᴉɯǝ‏ ‏sɔɐlǝ‏ ‏ɟoɹ‏ ‏qoʇɥ,‏ ‏so‏ ‏ʇɥǝᴉɹ‏ ‏ʍᴉpʇɥs‏ ‏ɔoɯdɐɹǝ:‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʇʍo‏ ‏ɹnus‏ ‏dᴉɔʇnɹǝp‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ᴉs‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{top:.1f}‏ ‏s‏ ‏ɐqoʌǝ‏ ‏ɐup‏ ‏ɐʇ‏ ‏{bottom:.1f}‏ ‏s‏ ‏qǝloʍ.‏ ‏⊥ɥǝ‏ ‏ɥǝɐplᴉuǝ‏ ‏ƃᴉʌǝs‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏ɯɐuʎ‏ ‏ɹnus,‏ ‏so‏ ‏ᴉʇs‏ ‏ɟᴉƃnɹǝs‏ ‏ɔɐu‏ ‏pᴉɟɟǝɹ‏ ‏ɐ‏ ‏lᴉʇʇlǝ.‬</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}).</source>
            <comment>COMPARE_SCALE_PICTURE</comment>
            <translation>‫Ouǝ‏ ‏ʇᴉɯǝ‏ ‏sɔɐlǝ‏ ‏ɟoɹ‏ ‏qoʇɥ,‏ ‏so‏ ‏ʇɥǝᴉɹ‏ ‏ʍᴉpʇɥs‏ ‏ɔoɯdɐɹǝ:‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʇʍo‏ ‏ɹnus‏ ‏dᴉɔʇnɹǝp‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ᴉs‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{top:.1f}‏ ‏s‏ ‏ɐqoʌǝ‏ ‏ɐup‏ ‏ɐʇ‏ ‏{bottom:.1f}‏ ‏s‏ ‏qǝloʍ‏ ‏({words}).‬</translation>
        </message>
        <message>
            <source>{times:.1f} times sooner below</source>
            <comment>COMPARE_SOONER</comment>
            <translation>‫{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏soouǝɹ‏ ‏qǝloʍ‬</translation>
        </message>
        <message>
            <source>{times:.1f} times later below</source>
            <comment>COMPARE_LATER</comment>
            <translation>‫{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏lɐʇǝɹ‏ ‏qǝloʍ‬</translation>
        </message>
        <message>
            <source>{pct:.0f}% sooner below</source>
            <comment>COMPARE_SOONER_PCT</comment>
            <translation>‫{pct:.0f}%‏ ‏soouǝɹ‏ ‏qǝloʍ‬</translation>
        </message>
        <message>
            <source>{pct:.0f}% later below</source>
            <comment>COMPARE_LATER_PCT</comment>
            <translation>‫{pct:.0f}%‏ ‏lɐʇǝɹ‏ ‏qǝloʍ‬</translation>
        </message>
        <message>
            <source>about the same time</source>
            <comment>COMPARE_SAME</comment>
            <translation>‫ɐqonʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ʇᴉɯǝ‬</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>HEADLINE_LEAD/immediate</comment>
            <translation>‫ꓤǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ‬</translation>
        </message>
        <message>
            <source>Exponential backoff (waiting in step)</source>
            <comment>HEADLINE_LEAD/exponential</comment>
            <translation>‫Ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ‏ ‏(ʍɐᴉʇᴉuƃ‏ ‏ᴉu‏ ‏sʇǝd)‬</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>HEADLINE_LEAD/full-jitter</comment>
            <translation>‫ꓭɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ‬</translation>
        </message>
        <message>
            <source>Randomness {j:.2f} in the wait</source>
            <comment>HEADLINE_JITTER</comment>
            <translation>‫ꓤɐupoɯuǝss‏ ‏{j:.2f}‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʍɐᴉʇ‬</translation>
        </message>
        <message>
            <source>exponential backoff</source>
            <comment>HEADLINE_OTHER/exponential</comment>
            <translation>‫ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ‬</translation>
        </message>
        <message>
            <source>backoff with jitter</source>
            <comment>HEADLINE_OTHER/full-jitter</comment>
            <translation>‫qɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ‬</translation>
        </message>
        <message>
            <source>{pct:.0f}% fewer calls than {other}</source>
            <comment>HEADLINE_FEWER</comment>
            <translation>‫{pct:.0f}%‏ ‏ɟǝʍǝɹ‏ ‏ɔɐlls‏ ‏ʇɥɐu‏ ‏{other}‬</translation>
        </message>
        <message>
            <source>about as many calls as {other}</source>
            <comment>HEADLINE_SAME_CALLS</comment>
            <translation>‫ɐqonʇ‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ɐs‏ ‏{other}‬</translation>
        </message>
        <message>
            <source>{pct:.0f}% more calls than {other}</source>
            <comment>HEADLINE_MORE</comment>
            <translation>‫{pct:.0f}%‏ ‏ɯoɹǝ‏ ‏ɔɐlls‏ ‏ʇɥɐu‏ ‏{other}‬</translation>
        </message>
        <message>
            <source>{times:.1f} times as many calls as {other}</source>
            <comment>HEADLINE_TIMES_MORE</comment>
            <translation>‫{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ɐs‏ ‏{other}‬</translation>
        </message>
        <message>
            <source>the last agent is served {times:.1f} times sooner</source>
            <comment>HEADLINE_SOONER_TIMES</comment>
            <translation>‫ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ᴉs‏ ‏sǝɹʌǝp‏ ‏{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏soouǝɹ‬</translation>
        </message>
        <message>
            <source>the last agent is served {pct:.0f}% sooner</source>
            <comment>HEADLINE_SOONER</comment>
            <translation>‫ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ᴉs‏ ‏sǝɹʌǝp‏ ‏{pct:.0f}%‏ ‏soouǝɹ‬</translation>
        </message>
        <message>
            <source>the last agent is served at about the same time</source>
            <comment>HEADLINE_SAME_LAST</comment>
            <translation>‫ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ᴉs‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏ɐqonʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ʇᴉɯǝ‬</translation>
        </message>
        <message>
            <source>the last agent is served {pct:.0f}% later</source>
            <comment>HEADLINE_LATER</comment>
            <translation>‫ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ᴉs‏ ‏sǝɹʌǝp‏ ‏{pct:.0f}%‏ ‏lɐʇǝɹ‬</translation>
        </message>
        <message>
            <source>the last agent is served {times:.1f} times later</source>
            <comment>HEADLINE_LATER_TIMES</comment>
            <translation>‫ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ᴉs‏ ‏sǝɹʌǝp‏ ‏{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏lɐʇǝɹ‬</translation>
        </message>
        <message>
            <source>{lead}: {calls}, and {last}.</source>
            <comment>HEADLINE</comment>
            <translation>‫{lead}:‏ ‏{calls},‏ ‏ɐup‏ ‏{last}.‬</translation>
        </message>
        <message>
            <source>Working out how the rules compare…</source>
            <comment>HEADLINE_WAITING</comment>
            <translation>‫Moɹʞᴉuƃ‏ ‏onʇ‏ ‏ɥoʍ‏ ‏ʇɥǝ‏ ‏ɹnlǝs‏ ‏ɔoɯdɐɹǝ…‬</translation>
        </message>
        <message>
            <source>{lead}: working out the calls and when the last agent is served…</source>
            <comment>HEADLINE_PENDING</comment>
            <translation>‫{lead}:‏ ‏ʍoɹʞᴉuƃ‏ ‏onʇ‏ ‏ʇɥǝ‏ ‏ɔɐlls‏ ‏ɐup‏ ‏ʍɥǝu‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ᴉs‏ ‏sǝɹʌǝp…‬</translation>
        </message>
        <message>
            <source>{lead}: too many calls to simulate here. The charts still show the last settings that could be.</source>
            <comment>HEADLINE_TOO_MANY</comment>
            <translation>‫{lead}:‏ ‏ʇoo‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ʇo‏ ‏sᴉɯnlɐʇǝ‏ ‏ɥǝɹǝ.‏ ‏⊥ɥǝ‏ ‏ɔɥɐɹʇs‏ ‏sʇᴉll‏ ‏sɥoʍ‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏sǝʇʇᴉuƃs‏ ‏ʇɥɐʇ‏ ‏ɔonlp‏ ‏qǝ.‬</translation>
        </message>
        <message>
            <source>Working out the first points: they appear here as they are ready.</source>
            <comment>SWEEP_EMPTY_RUNNING</comment>
            <translation>‫Moɹʞᴉuƃ‏ ‏onʇ‏ ‏ʇɥǝ‏ ‏ɟᴉɹsʇ‏ ‏doᴉuʇs:‏ ‏ʇɥǝʎ‏ ‏ɐddǝɐɹ‏ ‏ɥǝɹǝ‏ ‏ɐs‏ ‏ʇɥǝʎ‏ ‏ɐɹǝ‏ ‏ɹǝɐpʎ.‬</translation>
        </message>
        <message>
            <source>This chart will set every rule's calls sent against how long agents waited, for a range of settings: the best rules sit low and to the left. Press Run the sweep to fill it in.</source>
            <comment>SWEEP_EMPTY</comment>
            <translation>‫⊥ɥᴉs‏ ‏ɔɥɐɹʇ‏ ‏ʍᴉll‏ ‏sǝʇ‏ ‏ǝʌǝɹʎ‏ ‏ɹnlǝ's‏ ‏ɔɐlls‏ ‏sǝuʇ‏ ‏ɐƃɐᴉusʇ‏ ‏ɥoʍ‏ ‏louƃ‏ ‏ɐƃǝuʇs‏ ‏ʍɐᴉʇǝp,‏ ‏ɟoɹ‏ ‏ɐ‏ ‏ɹɐuƃǝ‏ ‏oɟ‏ ‏sǝʇʇᴉuƃs:‏ ‏ʇɥǝ‏ ‏qǝsʇ‏ ‏ɹnlǝs‏ ‏sᴉʇ‏ ‏loʍ‏ ‏ɐup‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏lǝɟʇ.‏ ‏Ԁɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏sʍǝǝd‏ ‏ʇo‏ ‏ɟᴉll‏ ‏ᴉʇ‏ ‏ᴉu.‬</translation>
        </message>
        <message>
            <source>These charts will show Marc Brooker's experiment: how many calls each rule makes, and how long the work takes, as more and more clients compete. Press Run the experiment to fill them in.</source>
            <comment>BROOKER_EMPTY</comment>
            <translation>‫⊥ɥǝsǝ‏ ‏ɔɥɐɹʇs‏ ‏ʍᴉll‏ ‏sɥoʍ‏ ‏Wɐɹɔ‏ ‏ꓭɹooʞǝɹ's‏ ‏ǝxdǝɹᴉɯǝuʇ:‏ ‏ɥoʍ‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ǝɐɔɥ‏ ‏ɹnlǝ‏ ‏ɯɐʞǝs,‏ ‏ɐup‏ ‏ɥoʍ‏ ‏louƃ‏ ‏ʇɥǝ‏ ‏ʍoɹʞ‏ ‏ʇɐʞǝs,‏ ‏ɐs‏ ‏ɯoɹǝ‏ ‏ɐup‏ ‏ɯoɹǝ‏ ‏ɔlᴉǝuʇs‏ ‏ɔoɯdǝʇǝ.‏ ‏Ԁɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏ǝxdǝɹᴉɯǝuʇ‏ ‏ʇo‏ ‏ɟᴉll‏ ‏ʇɥǝɯ‏ ‏ᴉu.‬</translation>
        </message>
        <message>
            <source>The settings on the left do not change this tab: it has its own clients and its own tool.</source>
            <comment>CONTROLS_NOT_USED</comment>
            <translation>‫⊥ɥǝ‏ ‏sǝʇʇᴉuƃs‏ ‏ou‏ ‏ʇɥǝ‏ ‏lǝɟʇ‏ ‏po‏ ‏uoʇ‏ ‏ɔɥɐuƃǝ‏ ‏ʇɥᴉs‏ ‏ʇɐq:‏ ‏ᴉʇ‏ ‏ɥɐs‏ ‏ᴉʇs‏ ‏oʍu‏ ‏ɔlᴉǝuʇs‏ ‏ɐup‏ ‏ᴉʇs‏ ‏oʍu‏ ‏ʇool.‬</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} of {agents:,} agents gave up and were never served (not counted in the times).</source>
            <comment>STATUS_GAVE_UP</comment>
            <extracomment>English for one: {n:,} of {agents:,} agents gave up and was never served (not counted in the times).</extracomment>
            <translation>
                <numerusform>‫{n:,}‏ ‏oɟ‏ ‏{agents:,}‏ ‏ɐƃǝuʇs‏ ‏ƃɐʌǝ‏ ‏nd‏ ‏ɐup‏ ‏ʍɐs‏ ‏uǝʌǝɹ‏ ‏sǝɹʌǝp‏ ‏(uoʇ‏ ‏ɔonuʇǝp‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʇᴉɯǝs).‬</numerusform>
                <numerusform>‫{n:,}‏ ‏oɟ‏ ‏{agents:,}‏ ‏ɐƃǝuʇs‏ ‏ƃɐʌǝ‏ ‏nd‏ ‏ɐup‏ ‏ʍǝɹǝ‏ ‏uǝʌǝɹ‏ ‏sǝɹʌǝp‏ ‏(uoʇ‏ ‏ɔonuʇǝp‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʇᴉɯǝs).‬</numerusform>
            </translation>
        </message>
        <message>
            <source>the picture</source>
            <comment>WHAT_PICTURE</comment>
            <translation>‫ʇɥǝ‏ ‏dᴉɔʇnɹǝ‬</translation>
        </message>
        <message>
            <source>the table and the calls</source>
            <comment>WHAT_DATA</comment>
            <translation>‫ʇɥǝ‏ ‏ʇɐqlǝ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɔɐlls‬</translation>
        </message>
        <message>
            <source>the table</source>
            <comment>WHAT_TABLE</comment>
            <translation>‫ʇɥǝ‏ ‏ʇɐqlǝ‬</translation>
        </message>
        <message>
            <source>the calls</source>
            <comment>WHAT_CALLS</comment>
            <translation>‫ʇɥǝ‏ ‏ɔɐlls‬</translation>
        </message>
        <message>
            <source>the simulation for these settings is still running; try again in a moment</source>
            <comment>STILL_RUNNING</comment>
            <translation>‫ʇɥǝ‏ ‏sᴉɯnlɐʇᴉou‏ ‏ɟoɹ‏ ‏ʇɥǝsǝ‏ ‏sǝʇʇᴉuƃs‏ ‏ᴉs‏ ‏sʇᴉll‏ ‏ɹnuuᴉuƃ;‏ ‏ʇɹʎ‏ ‏ɐƃɐᴉu‏ ‏ᴉu‏ ‏ɐ‏ ‏ɯoɯǝuʇ‬</translation>
        </message>
        <message>
            <source>Saved {what} to {path}</source>
            <comment>STATUS_SAVED</comment>
            <translation>‫Sɐʌǝp‏ ‏{what}‏ ‏ʇo‏ ‏{path}‬</translation>
        </message>
        <message>
            <source>Saved the table to {table_path}. Saved the calls to {calls_path}.</source>
            <comment>STATUS_SAVED_TABLE_AND_CALLS</comment>
            <translation>‫Sɐʌǝp‏ ‏ʇɥǝ‏ ‏ʇɐqlǝ‏ ‏ʇo‏ ‏{table_path}.‏ ‏Sɐʌǝp‏ ‏ʇɥǝ‏ ‏ɔɐlls‏ ‏ʇo‏ ‏{calls_path}.‬</translation>
        </message>
        <message>
            <source>Saved the table to {table_path}. Could not save the calls: {reason}</source>
            <comment>STATUS_SAVED_TABLE_NOT_CALLS</comment>
            <translation>‫Sɐʌǝp‏ ‏ʇɥǝ‏ ‏ʇɐqlǝ‏ ‏ʇo‏ ‏{table_path}.‏ ‏Ɔonlp‏ ‏uoʇ‏ ‏sɐʌǝ‏ ‏ʇɥǝ‏ ‏ɔɐlls:‏ ‏{reason}‬</translation>
        </message>
        <message>
            <source>Saved the table to {path}; saving all {calls:,} calls in the background…</source>
            <comment>STATUS_SAVING_CALLS</comment>
            <translation>‫Sɐʌǝp‏ ‏ʇɥǝ‏ ‏ʇɐqlǝ‏ ‏ʇo‏ ‏{path};‏ ‏sɐʌᴉuƃ‏ ‏ɐll‏ ‏{calls:,}‏ ‏ɔɐlls‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏qɐɔʞƃɹonup…‬</translation>
        </message>
        <message>
            <source>Saving all {calls:,} calls to {path} in the background…</source>
            <comment>STATUS_SAVING_ONLY_CALLS</comment>
            <translation>‫Sɐʌᴉuƃ‏ ‏ɐll‏ ‏{calls:,}‏ ‏ɔɐlls‏ ‏ʇo‏ ‏{path}‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏qɐɔʞƃɹonup…‬</translation>
        </message>
        <message>
            <source>Could not save {what}: {reason}</source>
            <comment>STATUS_SAVE_FAILED</comment>
            <translation>‫Ɔonlp‏ ‏uoʇ‏ ‏sɐʌǝ‏ ‏{what}:‏ ‏{reason}‬</translation>
        </message>
        <message>
            <source>the name {name} cannot be written with this computer's file name encoding ({encoding}); choose a name and folder in plain letters, or set a UTF-8 language setting (for example LANG=C.UTF-8)</source>
            <comment>SAVE_REASONS/encoding</comment>
            <translation>‫ʇɥǝ‏ ‏uɐɯǝ‏ ‏{name}‏ ‏ɔɐuuoʇ‏ ‏qǝ‏ ‏ʍɹᴉʇʇǝu‏ ‏ʍᴉʇɥ‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ's‏ ‏ɟᴉlǝ‏ ‏uɐɯǝ‏ ‏ǝuɔopᴉuƃ‏ ‏({encoding});‏ ‏ɔɥoosǝ‏ ‏ɐ‏ ‏uɐɯǝ‏ ‏ɐup‏ ‏ɟolpǝɹ‏ ‏ᴉu‏ ‏dlɐᴉu‏ ‏lǝʇʇǝɹs,‏ ‏oɹ‏ ‏sǝʇ‏ ‏ɐ‏ ‏∩⊥Ⅎ-8‏ ‏lɐuƃnɐƃǝ‏ ‏sǝʇʇᴉuƃ‏ ‏(ɟoɹ‏ ‏ǝxɐɯdlǝ‏ ‏˥∀N⅁=Ɔ.∩⊥Ⅎ-8)‬</translation>
        </message>
        <message>
            <source>the file name {name}... is {size:,} bytes long; a file name here can have at most {limit:,}</source>
            <comment>SAVE_REASONS/name_too_long</comment>
            <translation>‫ʇɥǝ‏ ‏ɟᴉlǝ‏ ‏uɐɯǝ‏ ‏{name}...‏ ‏ᴉs‏ ‏{size:,}‏ ‏qʎʇǝs‏ ‏louƃ;‏ ‏ɐ‏ ‏ɟᴉlǝ‏ ‏uɐɯǝ‏ ‏ɥǝɹǝ‏ ‏ɔɐu‏ ‏ɥɐʌǝ‏ ‏ɐʇ‏ ‏ɯosʇ‏ ‏{limit:,}‬</translation>
        </message>
        <message>
            <source>the folder {folder} does not exist</source>
            <comment>SAVE_REASONS/no_folder</comment>
            <translation>‫ʇɥǝ‏ ‏ɟolpǝɹ‏ ‏{folder}‏ ‏poǝs‏ ‏uoʇ‏ ‏ǝxᴉsʇ‬</translation>
        </message>
        <message>
            <source>the folder {folder} cannot be used ({why})</source>
            <comment>SAVE_REASONS/folder_unusable</comment>
            <translation>‫ʇɥǝ‏ ‏ɟolpǝɹ‏ ‏{folder}‏ ‏ɔɐuuoʇ‏ ‏qǝ‏ ‏nsǝp‏ ‏({why})‬</translation>
        </message>
        <message>
            <source>{folder} is not a folder</source>
            <comment>SAVE_REASONS/not_a_folder</comment>
            <translation>‫{folder}‏ ‏ᴉs‏ ‏uoʇ‏ ‏ɐ‏ ‏ɟolpǝɹ‬</translation>
        </message>
        <message>
            <source>{path} cannot be used ({why})</source>
            <comment>SAVE_REASONS/unusable</comment>
            <translation>‫{path}‏ ‏ɔɐuuoʇ‏ ‏qǝ‏ ‏nsǝp‏ ‏({why})‬</translation>
        </message>
        <message>
            <source>cannot write in the folder {folder} ({why})</source>
            <comment>SAVE_REASONS/folder_not_writable</comment>
            <translation>‫ɔɐuuoʇ‏ ‏ʍɹᴉʇǝ‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ɟolpǝɹ‏ ‏{folder}‏ ‏({why})‬</translation>
        </message>
        <message>
            <source>{path} is a symbolic link; the lab does not replace links: give the file's own path or a new name</source>
            <comment>SAVE_REASONS/link</comment>
            <translation>‫{path}‏ ‏ᴉs‏ ‏ɐ‏ ‏sʎɯqolᴉɔ‏ ‏lᴉuʞ;‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏poǝs‏ ‏uoʇ‏ ‏ɹǝdlɐɔǝ‏ ‏lᴉuʞs:‏ ‏ƃᴉʌǝ‏ ‏ʇɥǝ‏ ‏ɟᴉlǝ's‏ ‏oʍu‏ ‏dɐʇɥ‏ ‏oɹ‏ ‏ɐ‏ ‏uǝʍ‏ ‏uɐɯǝ‬</translation>
        </message>
        <message>
            <source>{path} is a folder; give a file name</source>
            <comment>SAVE_REASONS/is_folder</comment>
            <translation>‫{path}‏ ‏ᴉs‏ ‏ɐ‏ ‏ɟolpǝɹ;‏ ‏ƃᴉʌǝ‏ ‏ɐ‏ ‏ɟᴉlǝ‏ ‏uɐɯǝ‬</translation>
        </message>
        <message>
            <source>{path} is not a plain file (a pipe, socket or device); give a new name</source>
            <comment>SAVE_REASONS/not_plain</comment>
            <translation>‫{path}‏ ‏ᴉs‏ ‏uoʇ‏ ‏ɐ‏ ‏dlɐᴉu‏ ‏ɟᴉlǝ‏ ‏(ɐ‏ ‏dᴉdǝ,‏ ‏soɔʞǝʇ‏ ‏oɹ‏ ‏pǝʌᴉɔǝ);‏ ‏ƃᴉʌǝ‏ ‏ɐ‏ ‏uǝʍ‏ ‏uɐɯǝ‬</translation>
        </message>
        <message>
            <source>{path} is read-only; the lab does not replace it: give a new name or make it writable</source>
            <comment>SAVE_REASONS/read_only</comment>
            <translation>‫{path}‏ ‏ᴉs‏ ‏ɹǝɐp-oulʎ;‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏poǝs‏ ‏uoʇ‏ ‏ɹǝdlɐɔǝ‏ ‏ᴉʇ:‏ ‏ƃᴉʌǝ‏ ‏ɐ‏ ‏uǝʍ‏ ‏uɐɯǝ‏ ‏oɹ‏ ‏ɯɐʞǝ‏ ‏ᴉʇ‏ ‏ʍɹᴉʇɐqlǝ‬</translation>
        </message>
        <message>
            <source>too many files named like {name} in {folder}</source>
            <comment>SAVE_REASONS/too_many</comment>
            <translation>‫ʇoo‏ ‏ɯɐuʎ‏ ‏ɟᴉlǝs‏ ‏uɐɯǝp‏ ‏lᴉʞǝ‏ ‏{name}‏ ‏ᴉu‏ ‏{folder}‬</translation>
        </message>
        <message>
            <source>cannot create the folder {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_make_folder</comment>
            <translation>‫ɔɐuuoʇ‏ ‏ɔɹǝɐʇǝ‏ ‏ʇɥǝ‏ ‏ɟolpǝɹ‏ ‏{folder}‏ ‏({why})‬</translation>
        </message>
        <message>
            <source>cannot write in {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_write_in</comment>
            <translation>‫ɔɐuuoʇ‏ ‏ʍɹᴉʇǝ‏ ‏ᴉu‏ ‏{folder}‏ ‏({why})‬</translation>
        </message>
        <message>
            <source>cannot write {name} in {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_write</comment>
            <translation>‫ɔɐuuoʇ‏ ‏ʍɹᴉʇǝ‏ ‏{name}‏ ‏ᴉu‏ ‏{folder}‏ ‏({why})‬</translation>
        </message>
        <message>
            <source>could not find a free name like {name} in {folder}</source>
            <comment>SAVE_REASONS/no_free_name</comment>
            <translation>‫ɔonlp‏ ‏uoʇ‏ ‏ɟᴉup‏ ‏ɐ‏ ‏ɟɹǝǝ‏ ‏uɐɯǝ‏ ‏lᴉʞǝ‏ ‏{name}‏ ‏ᴉu‏ ‏{folder}‬</translation>
        </message>
        <message>
            <source>{name} was not saved (stopped before it was finished)</source>
            <comment>SAVE_REASONS/stopped</comment>
            <translation>‫{name}‏ ‏ʍɐs‏ ‏uoʇ‏ ‏sɐʌǝp‏ ‏(sʇoddǝp‏ ‏qǝɟoɹǝ‏ ‏ᴉʇ‏ ‏ʍɐs‏ ‏ɟᴉuᴉsɥǝp)‬</translation>
        </message>
        <message>
            <source>permission denied</source>
            <comment>SAVE_OS_REASONS/permission</comment>
            <translation>‫dǝɹɯᴉssᴉou‏ ‏pǝuᴉǝp‬</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <comment>SAVE_OS_REASONS/full</comment>
            <translation>‫ʇɥǝ‏ ‏pᴉsʞ‏ ‏ᴉs‏ ‏ɟnll‬</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <comment>SAVE_OS_REASONS/read_only_disk</comment>
            <translation>‫ʇɥǝ‏ ‏pᴉsʞ‏ ‏ᴉs‏ ‏ɹǝɐp-oulʎ‬</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <comment>SAVE_OS_REASONS/missing</comment>
            <translation>‫ᴉʇ‏ ‏poǝs‏ ‏uoʇ‏ ‏ǝxᴉsʇ‬</translation>
        </message>
        <message>
            <source>the name is too long</source>
            <comment>SAVE_OS_REASONS/name_too_long</comment>
            <translation>‫ʇɥǝ‏ ‏uɐɯǝ‏ ‏ᴉs‏ ‏ʇoo‏ ‏louƃ‬</translation>
        </message>
        <message>
            <source>Could not simulate these settings: {reason}</source>
            <comment>STATUS_ERROR</comment>
            <translation>‫Ɔonlp‏ ‏uoʇ‏ ‏sᴉɯnlɐʇǝ‏ ‏ʇɥǝsǝ‏ ‏sǝʇʇᴉuƃs:‏ ‏{reason}‬</translation>
        </message>
        <message>
            <source>The lab's simulator stopped unexpectedly and has been restarted; the figures are worked out again for your settings.</source>
            <comment>STATUS_SIMULATOR_RESTARTED</comment>
            <translation>‫⊥ɥǝ‏ ‏lɐq's‏ ‏sᴉɯnlɐʇoɹ‏ ‏sʇoddǝp‏ ‏nuǝxdǝɔʇǝplʎ‏ ‏ɐup‏ ‏ɥɐs‏ ‏qǝǝu‏ ‏ɹǝsʇɐɹʇǝp;‏ ‏ʇɥǝ‏ ‏ɟᴉƃnɹǝs‏ ‏ɐɹǝ‏ ‏ʍoɹʞǝp‏ ‏onʇ‏ ‏ɐƃɐᴉu‏ ‏ɟoɹ‏ ‏ʎonɹ‏ ‏sǝʇʇᴉuƃs.‬</translation>
        </message>
        <message>
            <source>the lab's background worker stopped unexpectedly and has been restarted; run it again to carry on</source>
            <comment>BACKGROUND_WORKER_RESTARTED</comment>
            <translation>‫ʇɥǝ‏ ‏lɐq's‏ ‏qɐɔʞƃɹonup‏ ‏ʍoɹʞǝɹ‏ ‏sʇoddǝp‏ ‏nuǝxdǝɔʇǝplʎ‏ ‏ɐup‏ ‏ɥɐs‏ ‏qǝǝu‏ ‏ɹǝsʇɐɹʇǝp;‏ ‏ɹnu‏ ‏ᴉʇ‏ ‏ɐƃɐᴉu‏ ‏ʇo‏ ‏ɔɐɹɹʎ‏ ‏ou‬</translation>
        </message>
        <message>
            <source>Everything is back to the published story.</source>
            <comment>STATUS_RESET</comment>
            <translation>‫Ǝʌǝɹʎʇɥᴉuƃ‏ ‏ᴉs‏ ‏qɐɔʞ‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏dnqlᴉsɥǝp‏ ‏sʇoɹʎ.‬</translation>
        </message>
        <message>
            <source>This crowd would take too many calls to simulate here. Try fewer agents, more capacity or a slower retry.</source>
            <comment>STATUS_BUDGET</comment>
            <translation>‫⊥ɥᴉs‏ ‏ɔɹoʍp‏ ‏ʍonlp‏ ‏ʇɐʞǝ‏ ‏ʇoo‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ʇo‏ ‏sᴉɯnlɐʇǝ‏ ‏ɥǝɹǝ.‏ ‏⊥ɹʎ‏ ‏ɟǝʍǝɹ‏ ‏ɐƃǝuʇs,‏ ‏ɯoɹǝ‏ ‏ɔɐdɐɔᴉʇʎ‏ ‏oɹ‏ ‏ɐ‏ ‏sloʍǝɹ‏ ‏ɹǝʇɹʎ.‬</translation>
        </message>
        <message>
            <source>something unexpected went wrong inside the lab (the details are in {path}); the lab keeps running</source>
            <comment>UNEXPECTED_REASON</comment>
            <translation>‫soɯǝʇɥᴉuƃ‏ ‏nuǝxdǝɔʇǝp‏ ‏ʍǝuʇ‏ ‏ʍɹouƃ‏ ‏ᴉusᴉpǝ‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏(ʇɥǝ‏ ‏pǝʇɐᴉls‏ ‏ɐɹǝ‏ ‏ᴉu‏ ‏{path});‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏ʞǝǝds‏ ‏ɹnuuᴉuƃ‬</translation>
        </message>
        <message>
            <source>something unexpected went wrong inside the lab; the lab keeps running</source>
            <comment>UNEXPECTED_REASON_NO_LOG</comment>
            <translation>‫soɯǝʇɥᴉuƃ‏ ‏nuǝxdǝɔʇǝp‏ ‏ʍǝuʇ‏ ‏ʍɹouƃ‏ ‏ᴉusᴉpǝ‏ ‏ʇɥǝ‏ ‏lɐq;‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏ʞǝǝds‏ ‏ɹnuuᴉuƃ‬</translation>
        </message>
        <message>
            <source>Keyboard keys</source>
            <comment>HELP_TITLE</comment>
            <translation>‫ꓘǝʎqoɐɹp‏ ‏ʞǝʎs‬</translation>
        </message>
        <message>
            <source>Alt+1, Alt+2, Alt+3</source>
            <comment>SHORTCUTS/0/0</comment>
            <translation>‫∀lʇ+1,‏ ‏∀lʇ+2,‏ ‏∀lʇ+3‬</translation>
        </message>
        <message>
            <source>Choose a retry rule (in a lesson: its three choices)</source>
            <comment>SHORTCUTS/0/1</comment>
            <translation>‫Ɔɥoosǝ‏ ‏ɐ‏ ‏ɹǝʇɹʎ‏ ‏ɹnlǝ‏ ‏(ᴉu‏ ‏ɐ‏ ‏lǝssou:‏ ‏ᴉʇs‏ ‏ʇɥɹǝǝ‏ ‏ɔɥoᴉɔǝs)‬</translation>
        </message>
        <message>
            <source>Tab / Shift+Tab</source>
            <comment>SHORTCUTS/1/0</comment>
            <translation>‫⊥ɐq‏ ‏/‏ ‏Sɥᴉɟʇ+⊥ɐq‬</translation>
        </message>
        <message>
            <source>Move between controls</source>
            <comment>SHORTCUTS/1/1</comment>
            <translation>‫Woʌǝ‏ ‏qǝʇʍǝǝu‏ ‏ɔouʇɹols‬</translation>
        </message>
        <message>
            <source>Arrow keys, Page Up/Down</source>
            <comment>SHORTCUTS/2/0</comment>
            <translation>‫∀ɹɹoʍ‏ ‏ʞǝʎs,‏ ‏Ԁɐƃǝ‏ ‏∩d/ꓷoʍu‬</translation>
        </message>
        <message>
            <source>Change the focused slider</source>
            <comment>SHORTCUTS/2/1</comment>
            <translation>‫Ɔɥɐuƃǝ‏ ‏ʇɥǝ‏ ‏ɟoɔnsǝp‏ ‏slᴉpǝɹ‬</translation>
        </message>
        <message>
            <source>Ctrl+Space</source>
            <comment>SHORTCUTS/3/0</comment>
            <translation>‫Ɔʇɹl+Sdɐɔǝ‬</translation>
        </message>
        <message>
            <source>Play or pause the replay</source>
            <comment>SHORTCUTS/3/1</comment>
            <translation>‫Ԁlɐʎ‏ ‏oɹ‏ ‏dɐnsǝ‏ ‏ʇɥǝ‏ ‏ɹǝdlɐʎ‬</translation>
        </message>
        <message>
            <source>Ctrl+.</source>
            <comment>SHORTCUTS/4/0</comment>
            <translation>‫Ɔʇɹl+.‬</translation>
        </message>
        <message>
            <source>Step the replay forward</source>
            <comment>SHORTCUTS/4/1</comment>
            <translation>‫Sʇǝd‏ ‏ʇɥǝ‏ ‏ɹǝdlɐʎ‏ ‏ɟoɹʍɐɹp‬</translation>
        </message>
        <message>
            <source>Ctrl+1 … Ctrl+4</source>
            <comment>SHORTCUTS/5/0</comment>
            <translation>‫Ɔʇɹl+1‏ ‏…‏ ‏Ɔʇɹl+4‬</translation>
        </message>
        <message>
            <source>Replay speed: 1x, 5x, 20x, instant</source>
            <comment>SHORTCUTS/5/1</comment>
            <translation>‫ꓤǝdlɐʎ‏ ‏sdǝǝp:‏ ‏1x,‏ ‏5x,‏ ‏20x,‏ ‏ᴉusʇɐuʇ‬</translation>
        </message>
        <message>
            <source>Ctrl+R</source>
            <comment>SHORTCUTS/6/0</comment>
            <translation>‫Ɔʇɹl+ꓤ‬</translation>
        </message>
        <message>
            <source>Reset all (in a lesson: start it again)</source>
            <comment>SHORTCUTS/6/1</comment>
            <translation>‫ꓤǝsǝʇ‏ ‏ɐll‏ ‏(ᴉu‏ ‏ɐ‏ ‏lǝssou:‏ ‏sʇɐɹʇ‏ ‏ᴉʇ‏ ‏ɐƃɐᴉu)‬</translation>
        </message>
        <message>
            <source>Ctrl+S</source>
            <comment>SHORTCUTS/7/0</comment>
            <translation>‫Ɔʇɹl+S‬</translation>
        </message>
        <message>
            <source>Save a picture of the window</source>
            <comment>SHORTCUTS/7/1</comment>
            <translation>‫Sɐʌǝ‏ ‏ɐ‏ ‏dᴉɔʇnɹǝ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ʍᴉupoʍ‬</translation>
        </message>
        <message>
            <source>Ctrl+E</source>
            <comment>SHORTCUTS/8/0</comment>
            <translation>‫Ɔʇɹl+Ǝ‬</translation>
        </message>
        <message>
            <source>Save the data as CSV</source>
            <comment>SHORTCUTS/8/1</comment>
            <translation>‫Sɐʌǝ‏ ‏ʇɥǝ‏ ‏pɐʇɐ‏ ‏ɐs‏ ‏ƆSΛ‬</translation>
        </message>
        <message>
            <source>Ctrl+M</source>
            <comment>SHORTCUTS/9/0</comment>
            <translation>‫Ɔʇɹl+W‬</translation>
        </message>
        <message>
            <source>Time a real tool's answers (Measure API)</source>
            <comment>SHORTCUTS/9/1</comment>
            <translation>‫⊥ᴉɯǝ‏ ‏ɐ‏ ‏ɹǝɐl‏ ‏ʇool's‏ ‏ɐusʍǝɹs‏ ‏(Wǝɐsnɹǝ‏ ‏∀ԀI)‬</translation>
        </message>
        <message>
            <source>Ctrl+Shift+H</source>
            <comment>SHORTCUTS/10/0</comment>
            <translation>‫Ɔʇɹl+Sɥᴉɟʇ+H‬</translation>
        </message>
        <message>
            <source>Hear the calls: the replay's sound on or off</source>
            <comment>SHORTCUTS/10/1</comment>
            <translation>‫Hǝɐɹ‏ ‏ʇɥǝ‏ ‏ɔɐlls:‏ ‏ʇɥǝ‏ ‏ɹǝdlɐʎ's‏ ‏sonup‏ ‏ou‏ ‏oɹ‏ ‏oɟɟ‬</translation>
        </message>
        <message>
            <source>F1</source>
            <comment>SHORTCUTS/11/0</comment>
            <translation>‫Ⅎ1‬</translation>
        </message>
        <message>
            <source>Show this list</source>
            <comment>SHORTCUTS/11/1</comment>
            <translation>‫Sɥoʍ‏ ‏ʇɥᴉs‏ ‏lᴉsʇ‬</translation>
        </message>
        <message>
            <source>F2</source>
            <comment>SHORTCUTS/12/0</comment>
            <translation>‫Ⅎ2‬</translation>
        </message>
        <message>
            <source>Describe the whole screen in words (for a screen reader)</source>
            <comment>SHORTCUTS/12/1</comment>
            <translation>‫ꓷǝsɔɹᴉqǝ‏ ‏ʇɥǝ‏ ‏ʍɥolǝ‏ ‏sɔɹǝǝu‏ ‏ᴉu‏ ‏ʍoɹps‏ ‏(ɟoɹ‏ ‏ɐ‏ ‏sɔɹǝǝu‏ ‏ɹǝɐpǝɹ)‬</translation>
        </message>
        <message>
            <source>Arrows, + and -, Home</source>
            <comment>SHORTCUTS/13/0</comment>
            <translation>‫∀ɹɹoʍs,‏ ‏+‏ ‏ɐup‏ ‏-,‏ ‏Hoɯǝ‬</translation>
        </message>
        <message>
            <source>On a chart with the focus: move along it, zoom in or out, back to the lab's view</source>
            <comment>SHORTCUTS/13/1</comment>
            <translation>‫Ou‏ ‏ɐ‏ ‏ɔɥɐɹʇ‏ ‏ʍᴉʇɥ‏ ‏ʇɥǝ‏ ‏ɟoɔns:‏ ‏ɯoʌǝ‏ ‏ɐlouƃ‏ ‏ᴉʇ,‏ ‏zooɯ‏ ‏ᴉu‏ ‏oɹ‏ ‏onʇ,‏ ‏qɐɔʞ‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏lɐq's‏ ‏ʌᴉǝʍ‬</translation>
        </message>
        <message>
            <source>Ctrl+L</source>
            <comment>SHORTCUTS/14/0</comment>
            <translation>‫Ɔʇɹl+˥‬</translation>
        </message>
        <message>
            <source>All lessons (the start screen)</source>
            <comment>SHORTCUTS/14/1</comment>
            <translation>‫∀ll‏ ‏lǝssous‏ ‏(ʇɥǝ‏ ‏sʇɐɹʇ‏ ‏sɔɹǝǝu)‬</translation>
        </message>
        <message>
            <source>F5</source>
            <comment>SHORTCUTS/15/0</comment>
            <translation>‫Ⅎ5‬</translation>
        </message>
        <message>
            <source>Lesson: The door (ages 8 to 11)</source>
            <comment>SHORTCUTS/15/1</comment>
            <translation>‫˥ǝssou:‏ ‏⊥ɥǝ‏ ‏pooɹ‏ ‏(ɐƃǝs‏ ‏8‏ ‏ʇo‏ ‏11)‬</translation>
        </message>
        <message>
            <source>F6</source>
            <comment>SHORTCUTS/16/0</comment>
            <translation>‫Ⅎ6‬</translation>
        </message>
        <message>
            <source>Lesson: Ten agents (ages 11 to 15)</source>
            <comment>SHORTCUTS/16/1</comment>
            <translation>‫˥ǝssou:‏ ‏⊥ǝu‏ ‏ɐƃǝuʇs‏ ‏(ɐƃǝs‏ ‏11‏ ‏ʇo‏ ‏15)‬</translation>
        </message>
        <message>
            <source>F7</source>
            <comment>SHORTCUTS/17/0</comment>
            <translation>‫Ⅎ7‬</translation>
        </message>
        <message>
            <source>Lesson: Load against waiting (15 and up)</source>
            <comment>SHORTCUTS/17/1</comment>
            <translation>‫˥ǝssou:‏ ‏˥oɐp‏ ‏ɐƃɐᴉusʇ‏ ‏ʍɐᴉʇᴉuƃ‏ ‏(15‏ ‏ɐup‏ ‏nd)‬</translation>
        </message>
        <message>
            <source>F8</source>
            <comment>SHORTCUTS/18/0</comment>
            <translation>‫Ⅎ8‬</translation>
        </message>
        <message>
            <source>Free play (the whole lab)</source>
            <comment>SHORTCUTS/18/1</comment>
            <translation>‫Ⅎɹǝǝ‏ ‏dlɐʎ‏ ‏(ʇɥǝ‏ ‏ʍɥolǝ‏ ‏lɐq)‬</translation>
        </message>
        <message>
            <source>On the start screen: choose a lesson</source>
            <comment>SHORTCUTS/19/1</comment>
            <translation>‫Ou‏ ‏ʇɥǝ‏ ‏sʇɐɹʇ‏ ‏sɔɹǝǝu:‏ ‏ɔɥoosǝ‏ ‏ɐ‏ ‏lǝssou‬</translation>
        </message>
        <message>
            <source>Ctrl+Tab, Ctrl+Shift+Tab</source>
            <comment>SHORTCUTS/20/0</comment>
            <translation>‫Ɔʇɹl+⊥ɐq,‏ ‏Ɔʇɹl+Sɥᴉɟʇ+⊥ɐq‬</translation>
        </message>
        <message>
            <source>In the lab: next or previous view (plots, timeline, crowd, sweep, Brooker)</source>
            <comment>SHORTCUTS/20/1</comment>
            <translation>‫Iu‏ ‏ʇɥǝ‏ ‏lɐq:‏ ‏uǝxʇ‏ ‏oɹ‏ ‏dɹǝʌᴉons‏ ‏ʌᴉǝʍ‏ ‏(dloʇs,‏ ‏ʇᴉɯǝlᴉuǝ,‏ ‏ɔɹoʍp,‏ ‏sʍǝǝd,‏ ‏ꓭɹooʞǝɹ)‬</translation>
        </message>
        <message>
            <source>Ctrl++, Ctrl+-, Ctrl+0</source>
            <comment>SHORTCUTS/21/0</comment>
            <translation>‫Ɔʇɹl++,‏ ‏Ɔʇɹl+-,‏ ‏Ɔʇɹl+0‬</translation>
        </message>
        <message>
            <source>Bigger, smaller, normal size (projector mode; View menu)</source>
            <comment>SHORTCUTS/21/1</comment>
            <translation>‫ꓭᴉƃƃǝɹ,‏ ‏sɯɐllǝɹ,‏ ‏uoɹɯɐl‏ ‏sᴉzǝ‏ ‏(dɹoɾǝɔʇoɹ‏ ‏ɯopǝ;‏ ‏Λᴉǝʍ‏ ‏ɯǝun)‬</translation>
        </message>
        <message>
            <source>Alt+Shift+Right, Alt+Shift+Left</source>
            <comment>SHORTCUTS/22/0</comment>
            <translation>‫∀lʇ+Sɥᴉɟʇ+ꓤᴉƃɥʇ,‏ ‏∀lʇ+Sɥᴉɟʇ+˥ǝɟʇ‬</translation>
        </message>
        <message>
            <source>In the lab: the plots wider or narrower beside the settings</source>
            <comment>SHORTCUTS/22/1</comment>
            <translation>‫Iu‏ ‏ʇɥǝ‏ ‏lɐq:‏ ‏ʇɥǝ‏ ‏dloʇs‏ ‏ʍᴉpǝɹ‏ ‏oɹ‏ ‏uɐɹɹoʍǝɹ‏ ‏qǝsᴉpǝ‏ ‏ʇɥǝ‏ ‏sǝʇʇᴉuƃs‬</translation>
        </message>
        <message>
            <source>Alt+Shift+Down, Alt+Shift+Up</source>
            <comment>SHORTCUTS/23/0</comment>
            <translation>‫∀lʇ+Sɥᴉɟʇ+ꓷoʍu,‏ ‏∀lʇ+Sɥᴉɟʇ+∩d‬</translation>
        </message>
        <message>
            <source>In the lab: the load plot taller or shorter above the histogram</source>
            <comment>SHORTCUTS/23/1</comment>
            <translation>‫Iu‏ ‏ʇɥǝ‏ ‏lɐq:‏ ‏ʇɥǝ‏ ‏loɐp‏ ‏dloʇ‏ ‏ʇɐllǝɹ‏ ‏oɹ‏ ‏sɥoɹʇǝɹ‏ ‏ɐqoʌǝ‏ ‏ʇɥǝ‏ ‏ɥᴉsʇoƃɹɐɯ‬</translation>
        </message>
        <message>
            <source>Space or Enter</source>
            <comment>SHORTCUTS/24/0</comment>
            <translation>‫Sdɐɔǝ‏ ‏oɹ‏ ‏Ǝuʇǝɹ‬</translation>
        </message>
        <message>
            <source>Press the button with the focus</source>
            <comment>SHORTCUTS/24/1</comment>
            <translation>‫Ԁɹǝss‏ ‏ʇɥǝ‏ ‏qnʇʇou‏ ‏ʍᴉʇɥ‏ ‏ʇɥǝ‏ ‏ɟoɔns‬</translation>
        </message>
        <message>
            <source>Ctrl+P</source>
            <comment>SHORTCUTS/25/0</comment>
            <translation>‫Ɔʇɹl+Ԁ‬</translation>
        </message>
        <message>
            <source>Add my point (Load against waiting)</source>
            <comment>SHORTCUTS/25/1</comment>
            <translation>‫∀pp‏ ‏ɯʎ‏ ‏doᴉuʇ‏ ‏(˥oɐp‏ ‏ɐƃɐᴉusʇ‏ ‏ʍɐᴉʇᴉuƃ)‬</translation>
        </message>
        <message>
            <source>wallasey: error: no screen to open the window on ({reason}). On Linux install the Qt libraries (see README, 'On Linux'), or run 'wallasey-sim table' for the results without a window.</source>
            <comment>NO_DISPLAY</comment>
            <translation>‫ʍɐllɐsǝʎ:‏ ‏ǝɹɹoɹ:‏ ‏uo‏ ‏sɔɹǝǝu‏ ‏ʇo‏ ‏odǝu‏ ‏ʇɥǝ‏ ‏ʍᴉupoʍ‏ ‏ou‏ ‏({reason}).‏ ‏Ou‏ ‏˥ᴉunx‏ ‏ᴉusʇɐll‏ ‏ʇɥǝ‏ ‏Όʇ‏ ‏lᴉqɹɐɹᴉǝs‏ ‏(sǝǝ‏ ‏ꓤƎ∀ꓷWƎ,‏ ‏'Ou‏ ‏˥ᴉunx'),‏ ‏oɹ‏ ‏ɹnu‏ ‏'ʍɐllɐsǝʎ-sᴉɯ‏ ‏ʇɐqlǝ'‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏ɹǝsnlʇs‏ ‏ʍᴉʇɥonʇ‏ ‏ɐ‏ ‏ʍᴉupoʍ.‬</translation>
        </message>
        <message>
            <source>Saving files is switched off on this screen.</source>
            <comment>EXPORTS_OFF</comment>
            <translation>‫Sɐʌᴉuƃ‏ ‏ɟᴉlǝs‏ ‏ᴉs‏ ‏sʍᴉʇɔɥǝp‏ ‏oɟɟ‏ ‏ou‏ ‏ʇɥᴉs‏ ‏sɔɹǝǝu.‬</translation>
        </message>
        <message>
            <source>Staff only</source>
            <comment>STAFF_TITLE</comment>
            <translation>‫Sʇɐɟɟ‏ ‏oulʎ‬</translation>
        </message>
        <message>
            <source>Enter the staff PIN to close the lab.</source>
            <comment>STAFF_PROMPT</comment>
            <translation>‫Ǝuʇǝɹ‏ ‏ʇɥǝ‏ ‏sʇɐɟɟ‏ ‏ԀIN‏ ‏ʇo‏ ‏ɔlosǝ‏ ‏ʇɥǝ‏ ‏lɐq.‬</translation>
        </message>
        <message>
            <source>That PIN is not right.</source>
            <comment>STAFF_WRONG</comment>
            <translation>‫⊥ɥɐʇ‏ ‏ԀIN‏ ‏ᴉs‏ ‏uoʇ‏ ‏ɹᴉƃɥʇ.‬</translation>
        </message>
        <message>
            <source>Close the lab</source>
            <comment>STAFF_CLOSE</comment>
            <translation>‫Ɔlosǝ‏ ‏ʇɥǝ‏ ‏lɐq‬</translation>
        </message>
        <message>
            <source>Back</source>
            <comment>STAFF_CANCEL</comment>
            <translation>‫ꓭɐɔʞ‬</translation>
        </message>
        <message>
            <source>Delete the last digit</source>
            <comment>STAFF_DELETE</comment>
            <translation>‫ꓷǝlǝʇǝ‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏pᴉƃᴉʇ‬</translation>
        </message>
        <message>
            <source>Something went wrong and was written to {path}. The lab keeps running.</source>
            <comment>CRASH_LOGGED</comment>
            <translation>‫Soɯǝʇɥᴉuƃ‏ ‏ʍǝuʇ‏ ‏ʍɹouƃ‏ ‏ɐup‏ ‏ʍɐs‏ ‏ʍɹᴉʇʇǝu‏ ‏ʇo‏ ‏{path}.‏ ‏⊥ɥǝ‏ ‏lɐq‏ ‏ʞǝǝds‏ ‏ɹnuuᴉuƃ.‬</translation>
        </message>
        <message>
            <source>wallasey: error: the lab is already running in kiosk mode on this computer (lock: {path}).</source>
            <comment>ALREADY_RUNNING</comment>
            <translation>‫ʍɐllɐsǝʎ:‏ ‏ǝɹɹoɹ:‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏ᴉs‏ ‏ɐlɹǝɐpʎ‏ ‏ɹnuuᴉuƃ‏ ‏ᴉu‏ ‏ʞᴉosʞ‏ ‏ɯopǝ‏ ‏ou‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ‏ ‏(loɔʞ:‏ ‏{path}).‬</translation>
        </message>
        <message>
            <source>wallasey: kiosk settings written to {path}; the staff PIN is in that file.</source>
            <comment>KIOSK_CONFIG_WRITTEN</comment>
            <translation>‫ʍɐllɐsǝʎ:‏ ‏ʞᴉosʞ‏ ‏sǝʇʇᴉuƃs‏ ‏ʍɹᴉʇʇǝu‏ ‏ʇo‏ ‏{path};‏ ‏ʇɥǝ‏ ‏sʇɐɟɟ‏ ‏ԀIN‏ ‏ᴉs‏ ‏ᴉu‏ ‏ʇɥɐʇ‏ ‏ɟᴉlǝ.‬</translation>
        </message>
        <message>
            <source>wallasey: there is no kiosk settings file at {path}, so the picture has the kiosk's defaults.</source>
            <comment>KIOSK_PREVIEW_DEFAULTS</comment>
            <translation>‫ʍɐllɐsǝʎ:‏ ‏ʇɥǝɹǝ‏ ‏ᴉs‏ ‏uo‏ ‏ʞᴉosʞ‏ ‏sǝʇʇᴉuƃs‏ ‏ɟᴉlǝ‏ ‏ɐʇ‏ ‏{path},‏ ‏so‏ ‏ʇɥǝ‏ ‏dᴉɔʇnɹǝ‏ ‏ɥɐs‏ ‏ʇɥǝ‏ ‏ʞᴉosʞ's‏ ‏pǝɟɐnlʇs.‬</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <comment>LESSONS_MENU</comment>
            <translation>‫&amp;˥ǝssous‬</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <comment>VIEW_MENU</comment>
            <translation>‫&amp;Λᴉǝʍ‬</translation>
        </message>
        <message>
            <source>Bigger (projector)</source>
            <comment>SCALE_LABELS/bigger</comment>
            <translation>‫ꓭᴉƃƃǝɹ‏ ‏(dɹoɾǝɔʇoɹ)‬</translation>
        </message>
        <message>
            <source>Make text, plots and controls bigger, for a projector or the back of the room.</source>
            <comment>SCALE_LABELS/bigger_tip</comment>
            <translation>‫Wɐʞǝ‏ ‏ʇǝxʇ,‏ ‏dloʇs‏ ‏ɐup‏ ‏ɔouʇɹols‏ ‏qᴉƃƃǝɹ,‏ ‏ɟoɹ‏ ‏ɐ‏ ‏dɹoɾǝɔʇoɹ‏ ‏oɹ‏ ‏ʇɥǝ‏ ‏qɐɔʞ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɹooɯ.‬</translation>
        </message>
        <message>
            <source>Smaller</source>
            <comment>SCALE_LABELS/smaller</comment>
            <translation>‫Sɯɐllǝɹ‬</translation>
        </message>
        <message>
            <source>Normal size</source>
            <comment>SCALE_LABELS/normal</comment>
            <translation>‫Noɹɯɐl‏ ‏sᴉzǝ‬</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <comment>SCALE_LABELS/size</comment>
            <translation>‫{percent}%‬</translation>
        </message>
        <message>
            <source>{percent}% (too big for this {screen} screen)</source>
            <comment>SCALE_LABELS/too_big</comment>
            <translation>‫{percent}%‏ ‏(ʇoo‏ ‏qᴉƃ‏ ‏ɟoɹ‏ ‏ʇɥᴉs‏ ‏{screen}‏ ‏sɔɹǝǝu)‬</translation>
        </message>
        <message>
            <source>Bigger (projector): {percent}% is the largest for this {screen} screen</source>
            <comment>SCALE_LABELS/bigger_full</comment>
            <translation>‫ꓭᴉƃƃǝɹ‏ ‏(dɹoɾǝɔʇoɹ):‏ ‏{percent}%‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏lɐɹƃǝsʇ‏ ‏ɟoɹ‏ ‏ʇɥᴉs‏ ‏{screen}‏ ‏sɔɹǝǝu‬</translation>
        </message>
        <message>
            <source>Hear the calls</source>
            <comment>SOUND_LABELS/sound</comment>
            <translation>‫Hǝɐɹ‏ ‏ʇɥǝ‏ ‏ɔɐlls‬</translation>
        </message>
        <message>
            <source>Hear the replay as it plays: each answered call rings a high note, each refused call buzzes low, so a herd sounds like bursts and silences and jitter like a steady stream.</source>
            <comment>SOUND_LABELS/sound_tip</comment>
            <translation>‫Hǝɐɹ‏ ‏ʇɥǝ‏ ‏ɹǝdlɐʎ‏ ‏ɐs‏ ‏ᴉʇ‏ ‏dlɐʎs:‏ ‏ǝɐɔɥ‏ ‏ɐusʍǝɹǝp‏ ‏ɔɐll‏ ‏ɹᴉuƃs‏ ‏ɐ‏ ‏ɥᴉƃɥ‏ ‏uoʇǝ,‏ ‏ǝɐɔɥ‏ ‏ɹǝɟnsǝp‏ ‏ɔɐll‏ ‏qnzzǝs‏ ‏loʍ,‏ ‏so‏ ‏ɐ‏ ‏ɥǝɹp‏ ‏sonups‏ ‏lᴉʞǝ‏ ‏qnɹsʇs‏ ‏ɐup‏ ‏sᴉlǝuɔǝs‏ ‏ɐup‏ ‏ɾᴉʇʇǝɹ‏ ‏lᴉʞǝ‏ ‏ɐ‏ ‏sʇǝɐpʎ‏ ‏sʇɹǝɐɯ.‬</translation>
        </message>
        <message>
            <source>Sound volume</source>
            <comment>SOUND_LABELS/volume</comment>
            <translation>‫Sonup‏ ‏ʌolnɯǝ‬</translation>
        </message>
        <message>
            <source>Quiet</source>
            <comment>SOUND_LABELS/quiet</comment>
            <translation>‫Όnᴉǝʇ‬</translation>
        </message>
        <message>
            <source>Medium</source>
            <comment>SOUND_LABELS/medium</comment>
            <translation>‫Wǝpᴉnɯ‬</translation>
        </message>
        <message>
            <source>Loud</source>
            <comment>SOUND_LABELS/loud</comment>
            <translation>‫˥onp‬</translation>
        </message>
        <message>
            <source>Sound on: answered calls ring high, refused calls buzz low. Press Play to hear the replay.</source>
            <comment>SOUND_LABELS/on</comment>
            <translation>‫Sonup‏ ‏ou:‏ ‏ɐusʍǝɹǝp‏ ‏ɔɐlls‏ ‏ɹᴉuƃ‏ ‏ɥᴉƃɥ,‏ ‏ɹǝɟnsǝp‏ ‏ɔɐlls‏ ‏qnzz‏ ‏loʍ.‏ ‏Ԁɹǝss‏ ‏Ԁlɐʎ‏ ‏ʇo‏ ‏ɥǝɐɹ‏ ‏ʇɥǝ‏ ‏ɹǝdlɐʎ.‬</translation>
        </message>
        <message>
            <source>Sound off.</source>
            <comment>SOUND_LABELS/off</comment>
            <translation>‫Sonup‏ ‏oɟɟ.‬</translation>
        </message>
        <message>
            <source>No sound device was found on this computer, so the lab stays silent.</source>
            <comment>SOUND_LABELS/none</comment>
            <translation>‫No‏ ‏sonup‏ ‏pǝʌᴉɔǝ‏ ‏ʍɐs‏ ‏ɟonup‏ ‏ou‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ,‏ ‏so‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏sʇɐʎs‏ ‏sᴉlǝuʇ.‬</translation>
        </message>
        <message>
            <source>Sound on</source>
            <comment>SOUND_LABELS/indicator</comment>
            <translation>‫Sonup‏ ‏ou‬</translation>
        </message>
        <message>
            <source>The replay is heard as it plays (View &gt; Hear the calls turns it off).</source>
            <comment>SOUND_LABELS/indicator_tip</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹǝdlɐʎ‏ ‏ᴉs‏ ‏ɥǝɐɹp‏ ‏ɐs‏ ‏ᴉʇ‏ ‏dlɐʎs‏ ‏(Λᴉǝʍ‏ ‏&gt;‏ ‏Hǝɐɹ‏ ‏ʇɥǝ‏ ‏ɔɐlls‏ ‏ʇnɹus‏ ‏ᴉʇ‏ ‏oɟɟ).‬</translation>
        </message>
        <message>
            <source>This exhibit has sound</source>
            <comment>SOUND_LABELS/exhibit</comment>
            <translation>‫⊥ɥᴉs‏ ‏ǝxɥᴉqᴉʇ‏ ‏ɥɐs‏ ‏sonup‬</translation>
        </message>
        <message>
            <source>Press Play: answered calls ring high, refused calls buzz low.</source>
            <comment>SOUND_LABELS/exhibit_tip</comment>
            <translation>‫Ԁɹǝss‏ ‏Ԁlɐʎ:‏ ‏ɐusʍǝɹǝp‏ ‏ɔɐlls‏ ‏ɹᴉuƃ‏ ‏ɥᴉƃɥ,‏ ‏ɹǝɟnsǝp‏ ‏ɔɐlls‏ ‏qnzz‏ ‏loʍ.‬</translation>
        </message>
        <message>
            <source>High contrast (projector colours)</source>
            <comment>PROFILE_LABELS/choice</comment>
            <translation>‫Hᴉƃɥ‏ ‏ɔouʇɹɐsʇ‏ ‏(dɹoɾǝɔʇoɹ‏ ‏ɔolonɹs)‬</translation>
        </message>
        <message>
            <source>Stronger colours and thicker lines, for a washed-out projector or low vision.</source>
            <comment>PROFILE_LABELS/tip</comment>
            <translation>‫Sʇɹouƃǝɹ‏ ‏ɔolonɹs‏ ‏ɐup‏ ‏ʇɥᴉɔʞǝɹ‏ ‏lᴉuǝs,‏ ‏ɟoɹ‏ ‏ɐ‏ ‏ʍɐsɥǝp-onʇ‏ ‏dɹoɾǝɔʇoɹ‏ ‏oɹ‏ ‏loʍ‏ ‏ʌᴉsᴉou.‬</translation>
        </message>
        <message>
            <source>Teachers' notes</source>
            <comment>LESSONS_NOTES</comment>
            <translation>‫⊥ǝɐɔɥǝɹs'‏ ‏uoʇǝs‬</translation>
        </message>
        <message>
            <source>Each lesson's questions with the model's answers, in a window beside the lab.</source>
            <comment>LESSONS_NOTES_TIP</comment>
            <translation>‫Ǝɐɔɥ‏ ‏lǝssou's‏ ‏bnǝsʇᴉous‏ ‏ʍᴉʇɥ‏ ‏ʇɥǝ‏ ‏ɯopǝl's‏ ‏ɐusʍǝɹs,‏ ‏ᴉu‏ ‏ɐ‏ ‏ʍᴉupoʍ‏ ‏qǝsᴉpǝ‏ ‏ʇɥǝ‏ ‏lɐq.‬</translation>
        </message>
        <message>
            <source>Worksheet for this lesson (PDF)</source>
            <comment>LESSONS_WORKSHEET</comment>
            <translation>‫Moɹʞsɥǝǝʇ‏ ‏ɟoɹ‏ ‏ʇɥᴉs‏ ‏lǝssou‏ ‏(ԀꓷℲ)‬</translation>
        </message>
        <message>
            <source>Teacher's worksheet with answers (PDF)</source>
            <comment>LESSONS_WORKSHEET_ANSWERS</comment>
            <translation>‫⊥ǝɐɔɥǝɹ's‏ ‏ʍoɹʞsɥǝǝʇ‏ ‏ʍᴉʇɥ‏ ‏ɐusʍǝɹs‏ ‏(ԀꓷℲ)‬</translation>
        </message>
        <message>
            <source>One page with the lesson's questions and a picture of your run. You choose where to save it (Save as opens in Documents).</source>
            <comment>LESSONS_WORKSHEET_TIP</comment>
            <translation>‫Ouǝ‏ ‏dɐƃǝ‏ ‏ʍᴉʇɥ‏ ‏ʇɥǝ‏ ‏lǝssou's‏ ‏bnǝsʇᴉous‏ ‏ɐup‏ ‏ɐ‏ ‏dᴉɔʇnɹǝ‏ ‏oɟ‏ ‏ʎonɹ‏ ‏ɹnu.‏ ‏⅄on‏ ‏ɔɥoosǝ‏ ‏ʍɥǝɹǝ‏ ‏ʇo‏ ‏sɐʌǝ‏ ‏ᴉʇ‏ ‏(Sɐʌǝ‏ ‏ɐs‏ ‏odǝus‏ ‏ᴉu‏ ‏ꓷoɔnɯǝuʇs).‬</translation>
        </message>
        <message>
            <source>Open a lesson first: free play and the start screen have no worksheet.</source>
            <comment>LESSONS_WORKSHEET_NONE</comment>
            <translation>‫Odǝu‏ ‏ɐ‏ ‏lǝssou‏ ‏ɟᴉɹsʇ:‏ ‏ɟɹǝǝ‏ ‏dlɐʎ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏sʇɐɹʇ‏ ‏sɔɹǝǝu‏ ‏ɥɐʌǝ‏ ‏uo‏ ‏ʍoɹʞsɥǝǝʇ.‬</translation>
        </message>
        <message>
            <source>{item}: open a lesson first</source>
            <comment>LESSONS_WORKSHEET_FIRST</comment>
            <translation>‫{item}:‏ ‏odǝu‏ ‏ɐ‏ ‏lǝssou‏ ‏ɟᴉɹsʇ‬</translation>
        </message>
        <message>
            <source>Teachers' notes: the three lessons</source>
            <comment>NOTES_TITLE</comment>
            <translation>‫⊥ǝɐɔɥǝɹs'‏ ‏uoʇǝs:‏ ‏ʇɥǝ‏ ‏ʇɥɹǝǝ‏ ‏lǝssous‬</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>NOTES_CLOSE</comment>
            <translation>‫Ɔlosǝ‬</translation>
        </message>
        <message>
            <source>For the technician</source>
            <comment>NOTES_TECHNICIAN</comment>
            <translation>‫Ⅎoɹ‏ ‏ʇɥǝ‏ ‏ʇǝɔɥuᴉɔᴉɐu‬</translation>
        </message>
        <message>
            <source>Go to this part of the notes.</source>
            <comment>NOTES_PART_TIP</comment>
            <translation>‫⅁o‏ ‏ʇo‏ ‏ʇɥᴉs‏ ‏dɐɹʇ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏uoʇǝs.‬</translation>
        </message>
        <message>
            <source>The teachers' notes are not in this copy of the lab: {reason}</source>
            <comment>NOTES_MISSING</comment>
            <translation>‫⊥ɥǝ‏ ‏ʇǝɐɔɥǝɹs'‏ ‏uoʇǝs‏ ‏ɐɹǝ‏ ‏uoʇ‏ ‏ᴉu‏ ‏ʇɥᴉs‏ ‏ɔodʎ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏lɐq:‏ ‏{reason}‬</translation>
        </message>
        <message>
            <source>These teachers' notes are in English: they have not been translated into this language yet.</source>
            <comment>NOTES_IN_ENGLISH</comment>
            <translation>‫⊥ɥǝsǝ‏ ‏ʇǝɐɔɥǝɹs'‏ ‏uoʇǝs‏ ‏ɐɹǝ‏ ‏ᴉu‏ ‏Ǝuƃlᴉsɥ:‏ ‏ʇɥǝʎ‏ ‏ɥɐʌǝ‏ ‏uoʇ‏ ‏qǝǝu‏ ‏ʇɹɐuslɐʇǝp‏ ‏ᴉuʇo‏ ‏ʇɥᴉs‏ ‏lɐuƃnɐƃǝ‏ ‏ʎǝʇ.‬</translation>
        </message>
        <message>
            <source>{asked}% does not fit this {screen} screen: the lab stays at {kept}%, the largest that fits.</source>
            <comment>SCALE_TOO_BIG</comment>
            <translation>‫{asked}%‏ ‏poǝs‏ ‏uoʇ‏ ‏ɟᴉʇ‏ ‏ʇɥᴉs‏ ‏{screen}‏ ‏sɔɹǝǝu:‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏sʇɐʎs‏ ‏ɐʇ‏ ‏{kept}%,‏ ‏ʇɥǝ‏ ‏lɐɹƃǝsʇ‏ ‏ʇɥɐʇ‏ ‏ɟᴉʇs.‬</translation>
        </message>
        <message>
            <source>All lessons (start screen)</source>
            <comment>LESSON_ACTIONS/start</comment>
            <translation>‫∀ll‏ ‏lǝssous‏ ‏(sʇɐɹʇ‏ ‏sɔɹǝǝu)‬</translation>
        </message>
        <message>
            <source>The door (ages 8 to 11)</source>
            <comment>LESSON_ACTIONS/door</comment>
            <translation>‫⊥ɥǝ‏ ‏pooɹ‏ ‏(ɐƃǝs‏ ‏8‏ ‏ʇo‏ ‏11)‬</translation>
        </message>
        <message>
            <source>Ten agents (ages 11 to 15)</source>
            <comment>LESSON_ACTIONS/ten-agents</comment>
            <translation>‫⊥ǝu‏ ‏ɐƃǝuʇs‏ ‏(ɐƃǝs‏ ‏11‏ ‏ʇo‏ ‏15)‬</translation>
        </message>
        <message>
            <source>Load against waiting (15 and up)</source>
            <comment>LESSON_ACTIONS/load-vs-waiting</comment>
            <translation>‫˥oɐp‏ ‏ɐƃɐᴉusʇ‏ ‏ʍɐᴉʇᴉuƃ‏ ‏(15‏ ‏ɐup‏ ‏nd)‬</translation>
        </message>
        <message>
            <source>Free play (the whole lab)</source>
            <comment>LESSON_ACTIONS/free-play</comment>
            <translation>‫Ⅎɹǝǝ‏ ‏dlɐʎ‏ ‏(ʇɥǝ‏ ‏ʍɥolǝ‏ ‏lɐq)‬</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>LESSON_CARDS/door/0</comment>
            <translation>‫⊥ɥǝ‏ ‏pooɹ‬</translation>
        </message>
        <message>
            <source>Ages 8 to 11 · about 10 minutes</source>
            <comment>LESSON_CARDS/door/1</comment>
            <translation>‫∀ƃǝs‏ ‏8‏ ‏ʇo‏ ‏11‏ ‏·‏ ‏ɐqonʇ‏ ‏10‏ ‏ɯᴉunʇǝs‬</translation>
        </message>
        <message>
            <source>A crowd of friends at a door that lets only 3 in each second. How should they try again?</source>
            <comment>LESSON_CARDS/door/2</comment>
            <translation>‫∀‏ ‏ɔɹoʍp‏ ‏oɟ‏ ‏ɟɹᴉǝups‏ ‏ɐʇ‏ ‏ɐ‏ ‏pooɹ‏ ‏ʇɥɐʇ‏ ‏lǝʇs‏ ‏oulʎ‏ ‏3‏ ‏ᴉu‏ ‏ǝɐɔɥ‏ ‏sǝɔoup.‏ ‏Hoʍ‏ ‏sɥonlp‏ ‏ʇɥǝʎ‏ ‏ʇɹʎ‏ ‏ɐƃɐᴉu?‬</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>LESSON_CARDS/ten-agents/0</comment>
            <translation>‫⊥ǝu‏ ‏ɐƃǝuʇs‬</translation>
        </message>
        <message>
            <source>Ages 11 to 15 · about 10 minutes</source>
            <comment>LESSON_CARDS/ten-agents/1</comment>
            <translation>‫∀ƃǝs‏ ‏11‏ ‏ʇo‏ ‏15‏ ‏·‏ ‏ɐqonʇ‏ ‏10‏ ‏ɯᴉunʇǝs‬</translation>
        </message>
        <message>
            <source>Predict, then count: ten agents, a slow tool and three ways of trying again.</source>
            <comment>LESSON_CARDS/ten-agents/2</comment>
            <translation>‫Ԁɹǝpᴉɔʇ,‏ ‏ʇɥǝu‏ ‏ɔonuʇ:‏ ‏ʇǝu‏ ‏ɐƃǝuʇs,‏ ‏ɐ‏ ‏sloʍ‏ ‏ʇool‏ ‏ɐup‏ ‏ʇɥɹǝǝ‏ ‏ʍɐʎs‏ ‏oɟ‏ ‏ʇɹʎᴉuƃ‏ ‏ɐƃɐᴉu.‬</translation>
        </message>
        <message>
            <source>Load against waiting</source>
            <comment>LESSON_CARDS/load-vs-waiting/0</comment>
            <translation>‫˥oɐp‏ ‏ɐƃɐᴉusʇ‏ ‏ʍɐᴉʇᴉuƃ‬</translation>
        </message>
        <message>
            <source>Ages 15 and up · about 10 minutes</source>
            <comment>LESSON_CARDS/load-vs-waiting/1</comment>
            <translation>‫∀ƃǝs‏ ‏15‏ ‏ɐup‏ ‏nd‏ ‏·‏ ‏ɐqonʇ‏ ‏10‏ ‏ɯᴉunʇǝs‬</translation>
        </message>
        <message>
            <source>All 200 agents. Trade the calls a rule sends against how long agents wait.</source>
            <comment>LESSON_CARDS/load-vs-waiting/2</comment>
            <translation>‫∀ll‏ ‏200‏ ‏ɐƃǝuʇs.‏ ‏⊥ɹɐpǝ‏ ‏ʇɥǝ‏ ‏ɔɐlls‏ ‏ɐ‏ ‏ɹnlǝ‏ ‏sǝups‏ ‏ɐƃɐᴉusʇ‏ ‏ɥoʍ‏ ‏louƃ‏ ‏ɐƃǝuʇs‏ ‏ʍɐᴉʇ.‬</translation>
        </message>
        <message>
            <source>Free play</source>
            <comment>LESSON_CARDS/free-play/0</comment>
            <translation>‫Ⅎɹǝǝ‏ ‏dlɐʎ‬</translation>
        </message>
        <message>
            <source>Any age</source>
            <comment>LESSON_CARDS/free-play/1</comment>
            <translation>‫∀uʎ‏ ‏ɐƃǝ‬</translation>
        </message>
        <message>
            <source>The whole lab: every setting, the live plots, the timeline and the crowd.</source>
            <comment>LESSON_CARDS/free-play/2</comment>
            <translation>‫⊥ɥǝ‏ ‏ʍɥolǝ‏ ‏lɐq:‏ ‏ǝʌǝɹʎ‏ ‏sǝʇʇᴉuƃ,‏ ‏ʇɥǝ‏ ‏lᴉʌǝ‏ ‏dloʇs,‏ ‏ʇɥǝ‏ ‏ʇᴉɯǝlᴉuǝ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɔɹoʍp.‬</translation>
        </message>
        <message>
            <source>Keys: {n} or {key}</source>
            <comment>LESSON_CARD_KEY</comment>
            <translation>‫ꓘǝʎs:‏ ‏{n}‏ ‏oɹ‏ ‏{key}‬</translation>
        </message>
        <message>
            <source>Lots of agents all need an answer from one busy tool at the same moment. When the tool says no, how should they try again? Choose a lesson.</source>
            <comment>START_INTRO</comment>
            <translation>‫˥oʇs‏ ‏oɟ‏ ‏ɐƃǝuʇs‏ ‏ɐll‏ ‏uǝǝp‏ ‏ɐu‏ ‏ɐusʍǝɹ‏ ‏ɟɹoɯ‏ ‏ouǝ‏ ‏qnsʎ‏ ‏ʇool‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɯoɯǝuʇ.‏ ‏Mɥǝu‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏sɐʎs‏ ‏uo,‏ ‏ɥoʍ‏ ‏sɥonlp‏ ‏ʇɥǝʎ‏ ‏ʇɹʎ‏ ‏ɐƃɐᴉu?‏ ‏Ɔɥoosǝ‏ ‏ɐ‏ ‏lǝssou.‬</translation>
        </message>
        <message>
            <source>Each lesson starts ready to use. Press F1 for the keys; Ctrl+L comes back here from anywhere.</source>
            <comment>START_FOOTER</comment>
            <translation>‫Ǝɐɔɥ‏ ‏lǝssou‏ ‏sʇɐɹʇs‏ ‏ɹǝɐpʎ‏ ‏ʇo‏ ‏nsǝ.‏ ‏Ԁɹǝss‏ ‏Ⅎ1‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏ʞǝʎs;‏ ‏Ɔʇɹl+˥‏ ‏ɔoɯǝs‏ ‏qɐɔʞ‏ ‏ɥǝɹǝ‏ ‏ɟɹoɯ‏ ‏ɐuʎʍɥǝɹǝ.‬</translation>
        </message>
        <message>
            <source>Language</source>
            <comment>LANGUAGE_CHOOSER</comment>
            <translation>‫˥ɐuƃnɐƃǝ‬</translation>
        </message>
        <message>
            <source>Show the lab's words in another language.</source>
            <comment>LANGUAGE_CHOOSER_TIP</comment>
            <translation>‫Sɥoʍ‏ ‏ʇɥǝ‏ ‏lɐq's‏ ‏ʍoɹps‏ ‏ᴉu‏ ‏ɐuoʇɥǝɹ‏ ‏lɐuƃnɐƃǝ.‬</translation>
        </message>
        <message>
            <source>Changing to {language}…</source>
            <comment>LANGUAGE_CHANGING</comment>
            <translation>‫Ɔɥɐuƃᴉuƃ‏ ‏ʇo‏ ‏{language}…‬</translation>
        </message>
        <message>
            <source>Words in English by the Wallasey Retry Lab team.</source>
            <comment>TRANSLATION_CREDIT</comment>
            <translation>‫Moɹps‏ ‏ᴉu‏ ‏Ǝuƃlᴉsɥ‏ ‏qʎ‏ ‏ʇɥǝ‏ ‏Mɐllɐsǝʎ‏ ‏ꓤǝʇɹʎ‏ ‏˥ɐq‏ ‏ʇǝɐɯ.‬</translation>
        </message>
        <message>
            <source>◀ All lessons</source>
            <comment>LESSONS_BACK</comment>
            <translation>‫▶‏ ‏∀ll‏ ‏lǝssous‬</translation>
        </message>
        <message>
            <source>Go back to the start screen to choose another lesson (Ctrl+L).</source>
            <comment>LESSONS_BACK_TIP</comment>
            <translation>‫⅁o‏ ‏qɐɔʞ‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏sʇɐɹʇ‏ ‏sɔɹǝǝu‏ ‏ʇo‏ ‏ɔɥoosǝ‏ ‏ɐuoʇɥǝɹ‏ ‏lǝssou‏ ‏(Ɔʇɹl+˥).‬</translation>
        </message>
        <message>
            <source>What to notice</source>
            <comment>NOTICE_TITLE</comment>
            <translation>‫Mɥɐʇ‏ ‏ʇo‏ ‏uoʇᴉɔǝ‬</translation>
        </message>
        <message>
            <source>Try this</source>
            <comment>TRY_TITLE</comment>
            <translation>‫⊥ɹʎ‏ ‏ʇɥᴉs‬</translation>
        </message>
        <message>
            <source>Back to “{title}”</source>
            <comment>NOTICE_BACK</comment>
            <translation>‫ꓭɐɔʞ‏ ‏ʇo‏ ‏“{title}”‬</translation>
        </message>
        <message>
            <source>Try all of them first ({done} of {total} done). Then talk about what you saw.</source>
            <comment>NOTICE_ASK_ALL</comment>
            <translation>‫⊥ɹʎ‏ ‏ɐll‏ ‏oɟ‏ ‏ʇɥǝɯ‏ ‏ɟᴉɹsʇ‏ ‏({done}‏ ‏oɟ‏ ‏{total}‏ ‏pouǝ).‏ ‏⊥ɥǝu‏ ‏ʇɐlʞ‏ ‏ɐqonʇ‏ ‏ʍɥɐʇ‏ ‏ʎon‏ ‏sɐʍ.‬</translation>
        </message>
        <message>
            <source>You have tried them all. What did you see? Talk about it, then open this.</source>
            <comment>NOTICE_READY</comment>
            <translation>‫⅄on‏ ‏ɥɐʌǝ‏ ‏ʇɹᴉǝp‏ ‏ʇɥǝɯ‏ ‏ɐll.‏ ‏Mɥɐʇ‏ ‏pᴉp‏ ‏ʎon‏ ‏sǝǝ?‏ ‏⊥ɐlʞ‏ ‏ɐqonʇ‏ ‏ᴉʇ,‏ ‏ʇɥǝu‏ ‏odǝu‏ ‏ʇɥᴉs.‬</translation>
        </message>
        <message>
            <source>What did you see?</source>
            <comment>NOTICE_OPEN</comment>
            <translation>‫Mɥɐʇ‏ ‏pᴉp‏ ‏ʎon‏ ‏sǝǝ?‬</translation>
        </message>
        <message>
            <source>Open 'What to notice' once the class has said what it saw.</source>
            <comment>NOTICE_OPEN_TIP</comment>
            <translation>‫Odǝu‏ ‏'Mɥɐʇ‏ ‏ʇo‏ ‏uoʇᴉɔǝ'‏ ‏ouɔǝ‏ ‏ʇɥǝ‏ ‏ɔlɐss‏ ‏ɥɐs‏ ‏sɐᴉp‏ ‏ʍɥɐʇ‏ ‏ᴉʇ‏ ‏sɐʍ.‬</translation>
        </message>
        <message>
            <source>Teacher: open it now</source>
            <comment>NOTICE_EARLY</comment>
            <translation>‫⊥ǝɐɔɥǝɹ:‏ ‏odǝu‏ ‏ᴉʇ‏ ‏uoʍ‬</translation>
        </message>
        <message>
            <source>Open 'What to notice' before the class has tried every choice.</source>
            <comment>NOTICE_EARLY_TIP</comment>
            <translation>‫Odǝu‏ ‏'Mɥɐʇ‏ ‏ʇo‏ ‏uoʇᴉɔǝ'‏ ‏qǝɟoɹǝ‏ ‏ʇɥǝ‏ ‏ɔlɐss‏ ‏ɥɐs‏ ‏ʇɹᴉǝp‏ ‏ǝʌǝɹʎ‏ ‏ɔɥoᴉɔǝ.‬</translation>
        </message>
        <message>
            <source>Shows the answers: press again</source>
            <comment>NOTICE_EARLY_SURE</comment>
            <translation>‫Sɥoʍs‏ ‏ʇɥǝ‏ ‏ɐusʍǝɹs:‏ ‏dɹǝss‏ ‏ɐƃɐᴉu‬</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>DOOR_TITLE</comment>
            <translation>‫⊥ɥǝ‏ ‏pooɹ‬</translation>
        </message>
        <message>
            <source>ages 8 to 11</source>
            <comment>DOOR_AGES</comment>
            <translation>‫ɐƃǝs‏ ‏8‏ ‏ʇo‏ ‏11‬</translation>
        </message>
        <message>
            <source>A crowd of friends all want to get through a door at the same moment. The door lets only {capacity} in each second; anyone else bounces off and has to try again.</source>
            <comment>DOOR_BLURB</comment>
            <translation>‫∀‏ ‏ɔɹoʍp‏ ‏oɟ‏ ‏ɟɹᴉǝups‏ ‏ɐll‏ ‏ʍɐuʇ‏ ‏ʇo‏ ‏ƃǝʇ‏ ‏ʇɥɹonƃɥ‏ ‏ɐ‏ ‏pooɹ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɯoɯǝuʇ.‏ ‏⊥ɥǝ‏ ‏pooɹ‏ ‏lǝʇs‏ ‏oulʎ‏ ‏{capacity}‏ ‏ᴉu‏ ‏ǝɐɔɥ‏ ‏sǝɔoup;‏ ‏ɐuʎouǝ‏ ‏ǝlsǝ‏ ‏qonuɔǝs‏ ‏oɟɟ‏ ‏ɐup‏ ‏ɥɐs‏ ‏ʇo‏ ‏ʇɹʎ‏ ‏ɐƃɐᴉu.‬</translation>
        </message>
        <message>
            <source>When the door says no, they…</source>
            <comment>DOOR_CHOICE</comment>
            <translation>‫Mɥǝu‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏sɐʎs‏ ‏uo,‏ ‏ʇɥǝʎ…‬</translation>
        </message>
        <message>
            <source>Knock again straight away</source>
            <comment>DOOR_RULES/immediate</comment>
            <translation>‫ꓘuoɔʞ‏ ‏ɐƃɐᴉu‏ ‏sʇɹɐᴉƃɥʇ‏ ‏ɐʍɐʎ‬</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>DOOR_RULES/exponential</comment>
            <translation>‫Mɐᴉʇ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ‬</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>DOOR_RULES/full-jitter</comment>
            <translation>‫Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ‬</translation>
        </message>
        <message>
            <source>Knock again</source>
            <comment>DOOR_RULES_SHORT/immediate</comment>
            <translation>‫ꓘuoɔʞ‏ ‏ɐƃɐᴉu‬</translation>
        </message>
        <message>
            <source>Wait longer</source>
            <comment>DOOR_RULES_SHORT/exponential</comment>
            <translation>‫Mɐᴉʇ‏ ‏louƃǝɹ‬</translation>
        </message>
        <message>
            <source>Random wait</source>
            <comment>DOOR_RULES_SHORT/full-jitter</comment>
            <translation>‫ꓤɐupoɯ‏ ‏ʍɐᴉʇ‬</translation>
        </message>
        <message>
            <source>Every friend who bounces off knocks on the door again at once.</source>
            <comment>DOOR_RULE_TIPS/immediate</comment>
            <translation>‫Ǝʌǝɹʎ‏ ‏ɟɹᴉǝup‏ ‏ʍɥo‏ ‏qonuɔǝs‏ ‏oɟɟ‏ ‏ʞuoɔʞs‏ ‏ou‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ɐƃɐᴉu‏ ‏ɐʇ‏ ‏ouɔǝ.‬</translation>
        </message>
        <message>
            <source>Every friend who bounces off waits, and waits twice as long after each bounce.</source>
            <comment>DOOR_RULE_TIPS/exponential</comment>
            <translation>‫Ǝʌǝɹʎ‏ ‏ɟɹᴉǝup‏ ‏ʍɥo‏ ‏qonuɔǝs‏ ‏oɟɟ‏ ‏ʍɐᴉʇs,‏ ‏ɐup‏ ‏ʍɐᴉʇs‏ ‏ʇʍᴉɔǝ‏ ‏ɐs‏ ‏louƃ‏ ‏ɐɟʇǝɹ‏ ‏ǝɐɔɥ‏ ‏qonuɔǝ.‬</translation>
        </message>
        <message>
            <source>Every friend who bounces off waits a random time before trying again.</source>
            <comment>DOOR_RULE_TIPS/full-jitter</comment>
            <translation>‫Ǝʌǝɹʎ‏ ‏ɟɹᴉǝup‏ ‏ʍɥo‏ ‏qonuɔǝs‏ ‏oɟɟ‏ ‏ʍɐᴉʇs‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ‏ ‏qǝɟoɹǝ‏ ‏ʇɹʎᴉuƃ‏ ‏ɐƃɐᴉu.‬</translation>
        </message>
        <message>
            <source>Watch the crowd try the door. Press it once more to pause.</source>
            <comment>DOOR_PLAY_TIP</comment>
            <translation>‫Mɐʇɔɥ‏ ‏ʇɥǝ‏ ‏ɔɹoʍp‏ ‏ʇɹʎ‏ ‏ʇɥǝ‏ ‏pooɹ.‏ ‏Ԁɹǝss‏ ‏ᴉʇ‏ ‏ouɔǝ‏ ‏ɯoɹǝ‏ ‏ʇo‏ ‏dɐnsǝ.‬</translation>
        </message>
        <message>
            <source>Again</source>
            <comment>DOOR_AGAIN</comment>
            <translation>‫∀ƃɐᴉu‬</translation>
        </message>
        <message>
            <source>Watch this choice again from the start. With a random wait, the friends get new random waits; the other two choices are the same every time.</source>
            <comment>DOOR_AGAIN_TIP</comment>
            <translation>‫Mɐʇɔɥ‏ ‏ʇɥᴉs‏ ‏ɔɥoᴉɔǝ‏ ‏ɐƃɐᴉu‏ ‏ɟɹoɯ‏ ‏ʇɥǝ‏ ‏sʇɐɹʇ.‏ ‏Mᴉʇɥ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʍɐᴉʇ,‏ ‏ʇɥǝ‏ ‏ɟɹᴉǝups‏ ‏ƃǝʇ‏ ‏uǝʍ‏ ‏ɹɐupoɯ‏ ‏ʍɐᴉʇs;‏ ‏ʇɥǝ‏ ‏oʇɥǝɹ‏ ‏ʇʍo‏ ‏ɔɥoᴉɔǝs‏ ‏ɐɹǝ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ǝʌǝɹʎ‏ ‏ʇᴉɯǝ.‬</translation>
        </message>
        <message>
            <source>New random waits this time, so the picture is different. Watch: do the friends still come back one by one?</source>
            <comment>DOOR_AGAIN_NEW</comment>
            <translation>‫Nǝʍ‏ ‏ɹɐupoɯ‏ ‏ʍɐᴉʇs‏ ‏ʇɥᴉs‏ ‏ʇᴉɯǝ,‏ ‏so‏ ‏ʇɥǝ‏ ‏dᴉɔʇnɹǝ‏ ‏ᴉs‏ ‏pᴉɟɟǝɹǝuʇ.‏ ‏Mɐʇɔɥ:‏ ‏po‏ ‏ʇɥǝ‏ ‏ɟɹᴉǝups‏ ‏sʇᴉll‏ ‏ɔoɯǝ‏ ‏qɐɔʞ‏ ‏ouǝ‏ ‏qʎ‏ ‏ouǝ?‬</translation>
        </message>
        <message>
            <source>The same again: nothing in this choice is random, so it happens the same way every time.</source>
            <comment>DOOR_AGAIN_SAME</comment>
            <translation>‫⊥ɥǝ‏ ‏sɐɯǝ‏ ‏ɐƃɐᴉu:‏ ‏uoʇɥᴉuƃ‏ ‏ᴉu‏ ‏ʇɥᴉs‏ ‏ɔɥoᴉɔǝ‏ ‏ᴉs‏ ‏ɹɐupoɯ,‏ ‏so‏ ‏ᴉʇ‏ ‏ɥɐddǝus‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ʍɐʎ‏ ‏ǝʌǝɹʎ‏ ‏ʇᴉɯǝ.‬</translation>
        </message>
        <message>
            <source>{text} friends is too many: type a number from {allowed}.</source>
            <comment>DOOR_TYPED_TOO_MANY</comment>
            <translation>‫{text}‏ ‏ɟɹᴉǝups‏ ‏ᴉs‏ ‏ʇoo‏ ‏ɯɐuʎ:‏ ‏ʇʎdǝ‏ ‏ɐ‏ ‏unɯqǝɹ‏ ‏ɟɹoɯ‏ ‏{allowed}.‬</translation>
        </message>
        <message>
            <source>{text} friends is too few: type a number from {allowed}.</source>
            <comment>DOOR_TYPED_TOO_FEW</comment>
            <translation>‫{text}‏ ‏ɟɹᴉǝups‏ ‏ᴉs‏ ‏ʇoo‏ ‏ɟǝʍ:‏ ‏ʇʎdǝ‏ ‏ɐ‏ ‏unɯqǝɹ‏ ‏ɟɹoɯ‏ ‏{allowed}.‬</translation>
        </message>
        <message>
            <source>To the end</source>
            <comment>DOOR_SKIP</comment>
            <translation>‫⊥o‏ ‏ʇɥǝ‏ ‏ǝup‬</translation>
        </message>
        <message>
            <source>Jump to the end of this replay. Only a replay you watch to the end counts as watched.</source>
            <comment>DOOR_SKIP_TIP</comment>
            <translation>‫ſnɯd‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ǝup‏ ‏oɟ‏ ‏ʇɥᴉs‏ ‏ɹǝdlɐʎ.‏ ‏Oulʎ‏ ‏ɐ‏ ‏ɹǝdlɐʎ‏ ‏ʎon‏ ‏ʍɐʇɔɥ‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ǝup‏ ‏ɔonuʇs‏ ‏ɐs‏ ‏ʍɐʇɔɥǝp.‬</translation>
        </message>
        <message>
            <source>You jumped to the end: press Play to watch it.</source>
            <comment>DOOR_SKIPPED</comment>
            <translation>‫⅄on‏ ‏ɾnɯdǝp‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ǝup:‏ ‏dɹǝss‏ ‏Ԁlɐʎ‏ ‏ʇo‏ ‏ʍɐʇɔɥ‏ ‏ᴉʇ.‬</translation>
        </message>
        <message>
            <source>How fast the replay runs. 1x is real time: one second of the story takes one second. 2x is twice as fast, 4x four times as fast.</source>
            <comment>DOOR_SPEED_TIP</comment>
            <translation>‫Hoʍ‏ ‏ɟɐsʇ‏ ‏ʇɥǝ‏ ‏ɹǝdlɐʎ‏ ‏ɹnus.‏ ‏1x‏ ‏ᴉs‏ ‏ɹǝɐl‏ ‏ʇᴉɯǝ:‏ ‏ouǝ‏ ‏sǝɔoup‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏sʇoɹʎ‏ ‏ʇɐʞǝs‏ ‏ouǝ‏ ‏sǝɔoup.‏ ‏2x‏ ‏ᴉs‏ ‏ʇʍᴉɔǝ‏ ‏ɐs‏ ‏ɟɐsʇ,‏ ‏4x‏ ‏ɟonɹ‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɟɐsʇ.‬</translation>
        </message>
        <message>
            <source>Replay speed: {speeds}</source>
            <comment>KEYS_DOOR_SPEEDS</comment>
            <translation>‫ꓤǝdlɐʎ‏ ‏sdǝǝp:‏ ‏{speeds}‬</translation>
        </message>
        <message>
            <source>Time: {now:.0f} s</source>
            <comment>DOOR_CLOCK</comment>
            <translation>‫⊥ᴉɯǝ:‏ ‏{now:.0f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>Time</source>
            <comment>DOOR_CLOCK_NAME</comment>
            <translation>‫⊥ᴉɯǝ‬</translation>
        </message>
        <message>
            <source>{now:.0f} seconds</source>
            <comment>DOOR_CLOCK_VALUE</comment>
            <translation>‫{now:.0f}‏ ‏sǝɔoups‬</translation>
        </message>
        <message numerus="yes">
            <source>{n} friends are ready. Press Play, or choose what they do.</source>
            <comment>DOOR_READY</comment>
            <extracomment>English for one: {n} friend is ready. Press Play, or choose what they do.</extracomment>
            <translation>
                <numerusform>‫{n}‏ ‏ɟɹᴉǝup‏ ‏ᴉs‏ ‏ɹǝɐpʎ.‏ ‏Ԁɹǝss‏ ‏Ԁlɐʎ,‏ ‏oɹ‏ ‏ɔɥoosǝ‏ ‏ʍɥɐʇ‏ ‏ʇɥǝʎ‏ ‏po.‬</numerusform>
                <numerusform>‫{n}‏ ‏ɟɹᴉǝups‏ ‏ɐɹǝ‏ ‏ɹǝɐpʎ.‏ ‏Ԁɹǝss‏ ‏Ԁlɐʎ,‏ ‏oɹ‏ ‏ɔɥoosǝ‏ ‏ʍɥɐʇ‏ ‏ʇɥǝʎ‏ ‏po.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Everyone was done after {n:.0f} seconds.</source>
            <comment>DOOR_DONE</comment>
            <extracomment>English for one: Everyone was done after {n:.0f} second.</extracomment>
            <translation>
                <numerusform>‫Ǝʌǝɹʎouǝ‏ ‏ʍɐs‏ ‏pouǝ‏ ‏ɐɟʇǝɹ‏ ‏{n:.0f}‏ ‏sǝɔoup.‬</numerusform>
                <numerusform>‫Ǝʌǝɹʎouǝ‏ ‏ʍɐs‏ ‏pouǝ‏ ‏ɐɟʇǝɹ‏ ‏{n:.0f}‏ ‏sǝɔoups.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It took {n:,} knocks, and the door turned {refused:,} of them away.</source>
            <comment>DOOR_DONE_KNOCKS</comment>
            <extracomment>English for one: It took {n:,} knock, and the door turned {refused:,} of them away.</extracomment>
            <translation>
                <numerusform>‫Iʇ‏ ‏ʇooʞ‏ ‏{n:,}‏ ‏ʞuoɔʞ,‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ʇnɹuǝp‏ ‏{refused:,}‏ ‏oɟ‏ ‏ʇɥǝɯ‏ ‏ɐʍɐʎ.‬</numerusform>
                <numerusform>‫Iʇ‏ ‏ʇooʞ‏ ‏{n:,}‏ ‏ʞuoɔʞs,‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ʇnɹuǝp‏ ‏{refused:,}‏ ‏oɟ‏ ‏ʇɥǝɯ‏ ‏ɐʍɐʎ.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It hammered the door: {refused:,} of the {n:,} knocks bounced off, as the door was crowded with knocks all the time.</source>
            <comment>DOOR_DONE_KNOCKS_AT_ONCE</comment>
            <extracomment>English for one: It hammered the door: {refused:,} of the {n:,} knock bounced off, as the door was crowded with knocks all the time.</extracomment>
            <translation>
                <numerusform>‫Iʇ‏ ‏ɥɐɯɯǝɹǝp‏ ‏ʇɥǝ‏ ‏pooɹ:‏ ‏{refused:,}‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏{n:,}‏ ‏ʞuoɔʞ‏ ‏qonuɔǝp‏ ‏oɟɟ,‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ʍɐs‏ ‏ɔɹoʍpǝp‏ ‏ʍᴉʇɥ‏ ‏ʞuoɔʞs‏ ‏ɐll‏ ‏ʇɥǝ‏ ‏ʇᴉɯǝ.‬</numerusform>
                <numerusform>‫Iʇ‏ ‏ɥɐɯɯǝɹǝp‏ ‏ʇɥǝ‏ ‏pooɹ:‏ ‏{refused:,}‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏{n:,}‏ ‏ʞuoɔʞs‏ ‏qonuɔǝp‏ ‏oɟɟ,‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ʍɐs‏ ‏ɔɹoʍpǝp‏ ‏ʍᴉʇɥ‏ ‏ʞuoɔʞs‏ ‏ɐll‏ ‏ʇɥǝ‏ ‏ʇᴉɯǝ.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>“{rule}” was done first, but it knocked far more than “{gentle}”: every knock is work for the door.</source>
            <comment>DOOR_SOONEST_BUT_HARD</comment>
            <translation>‫“{rule}”‏ ‏ʍɐs‏ ‏pouǝ‏ ‏ɟᴉɹsʇ,‏ ‏qnʇ‏ ‏ᴉʇ‏ ‏ʞuoɔʞǝp‏ ‏ɟɐɹ‏ ‏ɯoɹǝ‏ ‏ʇɥɐu‏ ‏“{gentle}”:‏ ‏ǝʌǝɹʎ‏ ‏ʞuoɔʞ‏ ‏ᴉs‏ ‏ʍoɹʞ‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏pooɹ.‬</translation>
        </message>
        <message>
            <source>{value:.0f} s</source>
            <comment>DOOR_SECONDS</comment>
            <translation>‫{value:.0f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>While nobody knocks, the replay goes {times} times faster: the clock shows how long they really wait.</source>
            <comment>DOOR_QUICK_WAITS</comment>
            <translation>‫Mɥᴉlǝ‏ ‏uoqopʎ‏ ‏ʞuoɔʞs,‏ ‏ʇɥǝ‏ ‏ɹǝdlɐʎ‏ ‏ƃoǝs‏ ‏{times}‏ ‏ʇᴉɯǝs‏ ‏ɟɐsʇǝɹ:‏ ‏ʇɥǝ‏ ‏ɔloɔʞ‏ ‏sɥoʍs‏ ‏ɥoʍ‏ ‏louƃ‏ ‏ʇɥǝʎ‏ ‏ɹǝɐllʎ‏ ‏ʍɐᴉʇ.‬</translation>
        </message>
        <message>
            <source>Watch the door: it is never free, and almost every knock bounces off.</source>
            <comment>DOOR_WATCH/immediate</comment>
            <translation>‫Mɐʇɔɥ‏ ‏ʇɥǝ‏ ‏pooɹ:‏ ‏ᴉʇ‏ ‏ᴉs‏ ‏uǝʌǝɹ‏ ‏ɟɹǝǝ,‏ ‏ɐup‏ ‏ɐlɯosʇ‏ ‏ǝʌǝɹʎ‏ ‏ʞuoɔʞ‏ ‏qonuɔǝs‏ ‏oɟɟ.‬</translation>
        </message>
        <message>
            <source>Watch: each time, everyone waits twice as long, all the same wait, so they come back together and bounce off again.</source>
            <comment>DOOR_WATCH/exponential</comment>
            <translation>‫Mɐʇɔɥ:‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ,‏ ‏ǝʌǝɹʎouǝ‏ ‏ʍɐᴉʇs‏ ‏ʇʍᴉɔǝ‏ ‏ɐs‏ ‏louƃ,‏ ‏ɐll‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ʍɐᴉʇ,‏ ‏so‏ ‏ʇɥǝʎ‏ ‏ɔoɯǝ‏ ‏qɐɔʞ‏ ‏ʇoƃǝʇɥǝɹ‏ ‏ɐup‏ ‏qonuɔǝ‏ ‏oɟɟ‏ ‏ɐƃɐᴉu.‬</translation>
        </message>
        <message>
            <source>Watch: each friend waits a different time, so they come back one by one.</source>
            <comment>DOOR_WATCH/full-jitter</comment>
            <translation>‫Mɐʇɔɥ:‏ ‏ǝɐɔɥ‏ ‏ɟɹᴉǝup‏ ‏ʍɐᴉʇs‏ ‏ɐ‏ ‏pᴉɟɟǝɹǝuʇ‏ ‏ʇᴉɯǝ,‏ ‏so‏ ‏ʇɥǝʎ‏ ‏ɔoɯǝ‏ ‏qɐɔʞ‏ ‏ouǝ‏ ‏qʎ‏ ‏ouǝ.‬</translation>
        </message>
        <message numerus="yes">
            <source>What happened each time, with {n} friends</source>
            <comment>DOOR_BOARD_TITLE</comment>
            <extracomment>English for one: What happened each time, with {n} friend</extracomment>
            <translation>
                <numerusform>‫Mɥɐʇ‏ ‏ɥɐddǝuǝp‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ,‏ ‏ʍᴉʇɥ‏ ‏{n}‏ ‏ɟɹᴉǝup‬</numerusform>
                <numerusform>‫Mɥɐʇ‏ ‏ɥɐddǝuǝp‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ,‏ ‏ʍᴉʇɥ‏ ‏{n}‏ ‏ɟɹᴉǝups‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your board for {n} friends is kept: move the slider back to {n} to see it.</source>
            <comment>DOOR_BOARD_KEPT</comment>
            <extracomment>English for one: Your board for {n} friend is kept: move the slider back to {n} to see it.</extracomment>
            <translation>
                <numerusform>‫⅄onɹ‏ ‏qoɐɹp‏ ‏ɟoɹ‏ ‏{n}‏ ‏ɟɹᴉǝup‏ ‏ᴉs‏ ‏ʞǝdʇ:‏ ‏ɯoʌǝ‏ ‏ʇɥǝ‏ ‏slᴉpǝɹ‏ ‏qɐɔʞ‏ ‏ʇo‏ ‏{n}‏ ‏ʇo‏ ‏sǝǝ‏ ‏ᴉʇ.‬</numerusform>
                <numerusform>‫⅄onɹ‏ ‏qoɐɹp‏ ‏ɟoɹ‏ ‏{n}‏ ‏ɟɹᴉǝups‏ ‏ᴉs‏ ‏ʞǝdʇ:‏ ‏ɯoʌǝ‏ ‏ʇɥǝ‏ ‏slᴉpǝɹ‏ ‏qɐɔʞ‏ ‏ʇo‏ ‏{n}‏ ‏ʇo‏ ‏sǝǝ‏ ‏ᴉʇ.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>DOOR_BOARD_HEADINGS/0</comment>
            <translation>‫ꓘuoɔʞs‬</translation>
        </message>
        <message>
            <source>All done after</source>
            <comment>DOOR_BOARD_HEADINGS/1</comment>
            <translation>‫∀ll‏ ‏pouǝ‏ ‏ɐɟʇǝɹ‬</translation>
        </message>
        <message>
            <source>Filled in when you watch a choice to the end, so you can compare them.</source>
            <comment>DOOR_BOARD_TIP</comment>
            <translation>‫Ⅎᴉllǝp‏ ‏ᴉu‏ ‏ʍɥǝu‏ ‏ʎon‏ ‏ʍɐʇɔɥ‏ ‏ɐ‏ ‏ɔɥoᴉɔǝ‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ǝup,‏ ‏so‏ ‏ʎon‏ ‏ɔɐu‏ ‏ɔoɯdɐɹǝ‏ ‏ʇɥǝɯ.‬</translation>
        </message>
        <message>
            <source>Knocks and all done after, as bars</source>
            <comment>DOOR_RACE_TITLE</comment>
            <translation>‫ꓘuoɔʞs‏ ‏ɐup‏ ‏ɐll‏ ‏pouǝ‏ ‏ɐɟʇǝɹ,‏ ‏ɐs‏ ‏qɐɹs‬</translation>
        </message>
        <message>
            <source>Two bars for each choice: how many knocks the door got, and how long until everyone was done. The shorter the bar, the fewer the knocks or the sooner they were all done.</source>
            <comment>DOOR_RACE_TIP</comment>
            <translation>‫⊥ʍo‏ ‏qɐɹs‏ ‏ɟoɹ‏ ‏ǝɐɔɥ‏ ‏ɔɥoᴉɔǝ:‏ ‏ɥoʍ‏ ‏ɯɐuʎ‏ ‏ʞuoɔʞs‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ƃoʇ,‏ ‏ɐup‏ ‏ɥoʍ‏ ‏louƃ‏ ‏nuʇᴉl‏ ‏ǝʌǝɹʎouǝ‏ ‏ʍɐs‏ ‏pouǝ.‏ ‏⊥ɥǝ‏ ‏sɥoɹʇǝɹ‏ ‏ʇɥǝ‏ ‏qɐɹ,‏ ‏ʇɥǝ‏ ‏ɟǝʍǝɹ‏ ‏ʇɥǝ‏ ‏ʞuoɔʞs‏ ‏oɹ‏ ‏ʇɥǝ‏ ‏soouǝɹ‏ ‏ʇɥǝʎ‏ ‏ʍǝɹǝ‏ ‏ɐll‏ ‏pouǝ.‬</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Count the knocks first.&lt;/b&gt; “{most}” hammered the door with {n:,} knocks, about {times} times as many as “{least}” ({fewest:,}).</source>
            <comment>DOOR_REVEAL_LEAD</comment>
            <extracomment>English for one: &lt;b&gt;Count the knocks first.&lt;/b&gt; “{most}” hammered the door with {n:,} knock, about {times} times as many as “{least}” ({fewest:,}).</extracomment>
            <translation>
                <numerusform>‫&lt;b&gt;Ɔonuʇ‏ ‏ʇɥǝ‏ ‏ʞuoɔʞs‏ ‏ɟᴉɹsʇ.&lt;/b&gt;‏ ‏“{most}”‏ ‏ɥɐɯɯǝɹǝp‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ʍᴉʇɥ‏ ‏{n:,}‏ ‏ʞuoɔʞ,‏ ‏ɐqonʇ‏ ‏{times}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɐs‏ ‏“{least}”‏ ‏({fewest:,}).‬</numerusform>
                <numerusform>‫&lt;b&gt;Ɔonuʇ‏ ‏ʇɥǝ‏ ‏ʞuoɔʞs‏ ‏ɟᴉɹsʇ.&lt;/b&gt;‏ ‏“{most}”‏ ‏ɥɐɯɯǝɹǝp‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ʍᴉʇɥ‏ ‏{n:,}‏ ‏ʞuoɔʞs,‏ ‏ɐqonʇ‏ ‏{times}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɐs‏ ‏“{least}”‏ ‏({fewest:,}).‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Count the knocks first.&lt;/b&gt; All three knocked about as often: from {fewest:,} to {n:,} knocks.</source>
            <comment>DOOR_REVEAL_LEAD_SAME</comment>
            <extracomment>English for one: &lt;b&gt;Count the knocks first.&lt;/b&gt; All three knocked about as often: from {fewest:,} to {n:,} knock.</extracomment>
            <translation>
                <numerusform>‫&lt;b&gt;Ɔonuʇ‏ ‏ʇɥǝ‏ ‏ʞuoɔʞs‏ ‏ɟᴉɹsʇ.&lt;/b&gt;‏ ‏∀ll‏ ‏ʇɥɹǝǝ‏ ‏ʞuoɔʞǝp‏ ‏ɐqonʇ‏ ‏ɐs‏ ‏oɟʇǝu:‏ ‏ɟɹoɯ‏ ‏{fewest:,}‏ ‏ʇo‏ ‏{n:,}‏ ‏ʞuoɔʞ.‬</numerusform>
                <numerusform>‫&lt;b&gt;Ɔonuʇ‏ ‏ʇɥǝ‏ ‏ʞuoɔʞs‏ ‏ɟᴉɹsʇ.&lt;/b&gt;‏ ‏∀ll‏ ‏ʇɥɹǝǝ‏ ‏ʞuoɔʞǝp‏ ‏ɐqonʇ‏ ‏ɐs‏ ‏oɟʇǝu:‏ ‏ɟɹoɯ‏ ‏{fewest:,}‏ ‏ʇo‏ ‏{n:,}‏ ‏ʞuoɔʞs.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; quick for the friends (all done after {done:.0f} s), but it hammered the door: {n:,} knocks.</source>
            <comment>DOOR_REVEAL_HARD_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; quick for the friends (all done after {done:.0f} s), but it hammered the door: {n:,} knock.</extracomment>
            <translation>
                <numerusform>‫&lt;b&gt;{rule}:&lt;/b&gt;‏ ‏bnᴉɔʞ‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏ɟɹᴉǝups‏ ‏(ɐll‏ ‏pouǝ‏ ‏ɐɟʇǝɹ‏ ‏{done:.0f}‏ ‏s),‏ ‏qnʇ‏ ‏ᴉʇ‏ ‏ɥɐɯɯǝɹǝp‏ ‏ʇɥǝ‏ ‏pooɹ:‏ ‏{n:,}‏ ‏ʞuoɔʞ.‬</numerusform>
                <numerusform>‫&lt;b&gt;{rule}:&lt;/b&gt;‏ ‏bnᴉɔʞ‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏ɟɹᴉǝups‏ ‏(ɐll‏ ‏pouǝ‏ ‏ɐɟʇǝɹ‏ ‏{done:.0f}‏ ‏s),‏ ‏qnʇ‏ ‏ᴉʇ‏ ‏ɥɐɯɯǝɹǝp‏ ‏ʇɥǝ‏ ‏pooɹ:‏ ‏{n:,}‏ ‏ʞuoɔʞs.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; gentle on the door ({n:,} knocks), but slow: all done only after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_GENTLE_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; gentle on the door ({n:,} knock), but slow: all done only after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>‫&lt;b&gt;{rule}:&lt;/b&gt;‏ ‏ƃǝuʇlǝ‏ ‏ou‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏({n:,}‏ ‏ʞuoɔʞ),‏ ‏qnʇ‏ ‏sloʍ:‏ ‏ɐll‏ ‏pouǝ‏ ‏oulʎ‏ ‏ɐɟʇǝɹ‏ ‏{done:.0f}‏ ‏s.‬</numerusform>
                <numerusform>‫&lt;b&gt;{rule}:&lt;/b&gt;‏ ‏ƃǝuʇlǝ‏ ‏ou‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏({n:,}‏ ‏ʞuoɔʞs),‏ ‏qnʇ‏ ‏sloʍ:‏ ‏ɐll‏ ‏pouǝ‏ ‏oulʎ‏ ‏ɐɟʇǝɹ‏ ‏{done:.0f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; gentle and quick: {n:,} knocks, and all done after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_GENTLE_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; gentle and quick: {n:,} knock, and all done after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>‫&lt;b&gt;{rule}:&lt;/b&gt;‏ ‏ƃǝuʇlǝ‏ ‏ɐup‏ ‏bnᴉɔʞ:‏ ‏{n:,}‏ ‏ʞuoɔʞ,‏ ‏ɐup‏ ‏ɐll‏ ‏pouǝ‏ ‏ɐɟʇǝɹ‏ ‏{done:.0f}‏ ‏s.‬</numerusform>
                <numerusform>‫&lt;b&gt;{rule}:&lt;/b&gt;‏ ‏ƃǝuʇlǝ‏ ‏ɐup‏ ‏bnᴉɔʞ:‏ ‏{n:,}‏ ‏ʞuoɔʞs,‏ ‏ɐup‏ ‏ɐll‏ ‏pouǝ‏ ‏ɐɟʇǝɹ‏ ‏{done:.0f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; hard on the door and slow: {n:,} knocks, and all done only after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_HARD_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; hard on the door and slow: {n:,} knock, and all done only after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>‫&lt;b&gt;{rule}:&lt;/b&gt;‏ ‏ɥɐɹp‏ ‏ou‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ɐup‏ ‏sloʍ:‏ ‏{n:,}‏ ‏ʞuoɔʞ,‏ ‏ɐup‏ ‏ɐll‏ ‏pouǝ‏ ‏oulʎ‏ ‏ɐɟʇǝɹ‏ ‏{done:.0f}‏ ‏s.‬</numerusform>
                <numerusform>‫&lt;b&gt;{rule}:&lt;/b&gt;‏ ‏ɥɐɹp‏ ‏ou‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ɐup‏ ‏sloʍ:‏ ‏{n:,}‏ ‏ʞuoɔʞs,‏ ‏ɐup‏ ‏ɐll‏ ‏pouǝ‏ ‏oulʎ‏ ‏ɐɟʇǝɹ‏ ‏{done:.0f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Everyone knocks again at once, so the door is always crowded.</source>
            <comment>DOOR_REVEAL_WHY/immediate</comment>
            <translation>‫Ǝʌǝɹʎouǝ‏ ‏ʞuoɔʞs‏ ‏ɐƃɐᴉu‏ ‏ɐʇ‏ ‏ouɔǝ,‏ ‏so‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ᴉs‏ ‏ɐlʍɐʎs‏ ‏ɔɹoʍpǝp.‬</translation>
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together.</source>
            <comment>DOOR_REVEAL_WHY/exponential</comment>
            <translation>‫Ǝɐɔɥ‏ ‏ʇᴉɯǝ,‏ ‏ǝʌǝɹʎouǝ‏ ‏ʍɐᴉʇs‏ ‏ʇʍᴉɔǝ‏ ‏ɐs‏ ‏louƃ,‏ ‏ɐll‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ʍɐᴉʇ,‏ ‏so‏ ‏ʇɥǝʎ‏ ‏ɔoɯǝ‏ ‏qɐɔʞ‏ ‏ʇoƃǝʇɥǝɹ.‬</translation>
        </message>
        <message>
            <source>Each friend waits a different time, so they come back one by one.</source>
            <comment>DOOR_REVEAL_WHY/full-jitter</comment>
            <translation>‫Ǝɐɔɥ‏ ‏ɟɹᴉǝup‏ ‏ʍɐᴉʇs‏ ‏ɐ‏ ‏pᴉɟɟǝɹǝuʇ‏ ‏ʇᴉɯǝ,‏ ‏so‏ ‏ʇɥǝʎ‏ ‏ɔoɯǝ‏ ‏qɐɔʞ‏ ‏ouǝ‏ ‏qʎ‏ ‏ouǝ.‬</translation>
        </message>
        <message>
            <source>Back to the door</source>
            <comment>DOOR_STAGE_BACK</comment>
            <translation>‫ꓭɐɔʞ‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏pooɹ‬</translation>
        </message>
        <message>
            <source>Show what to try and what to notice in the crowd's place, and the crowd again.</source>
            <comment>DOOR_STAGE_TIP</comment>
            <translation>‫Sɥoʍ‏ ‏ʍɥɐʇ‏ ‏ʇo‏ ‏ʇɹʎ‏ ‏ɐup‏ ‏ʍɥɐʇ‏ ‏ʇo‏ ‏uoʇᴉɔǝ‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ɔɹoʍp's‏ ‏dlɐɔǝ,‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɔɹoʍp‏ ‏ɐƃɐᴉu.‬</translation>
        </message>
        <message>
            <source>&lt;b&gt;{done} of {total} watched to the end.&lt;/b&gt; Watch all three to the end and the button below opens. Then say what you saw.</source>
            <comment>DOOR_NOTICE_ASK</comment>
            <translation>‫&lt;b&gt;{done}‏ ‏oɟ‏ ‏{total}‏ ‏ʍɐʇɔɥǝp‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ǝup.&lt;/b&gt;‏ ‏Mɐʇɔɥ‏ ‏ɐll‏ ‏ʇɥɹǝǝ‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ǝup‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏qnʇʇou‏ ‏qǝloʍ‏ ‏odǝus.‏ ‏⊥ɥǝu‏ ‏sɐʎ‏ ‏ʍɥɐʇ‏ ‏ʎon‏ ‏sɐʍ.‬</translation>
        </message>
        <message>
            <source>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Play and watch it to the end.</source>
            <comment>DOOR_NOTICE_SKIPPED</comment>
            <translation>‫⅄on‏ ‏ɾnɯdǝp‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ǝup‏ ‏oɟ‏ ‏“{rule}”.‏ ‏⊥ɥɐʇ‏ ‏ᴉs‏ ‏ɟᴉuǝ,‏ ‏qnʇ‏ ‏oulʎ‏ ‏ʍɐʇɔɥᴉuƃ‏ ‏ɔonuʇs:‏ ‏dɹǝss‏ ‏Ԁlɐʎ‏ ‏ɐup‏ ‏ʍɐʇɔɥ‏ ‏ᴉʇ‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ǝup.‬</translation>
        </message>
        <message>
            <source>Try all three. First the knocks: which one hammers the door hardest? Then the time: is one both gentle and quick?</source>
            <comment>DOOR_TRY/0</comment>
            <translation>‫⊥ɹʎ‏ ‏ɐll‏ ‏ʇɥɹǝǝ.‏ ‏Ⅎᴉɹsʇ‏ ‏ʇɥǝ‏ ‏ʞuoɔʞs:‏ ‏ʍɥᴉɔɥ‏ ‏ouǝ‏ ‏ɥɐɯɯǝɹs‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ɥɐɹpǝsʇ?‏ ‏⊥ɥǝu‏ ‏ʇɥǝ‏ ‏ʇᴉɯǝ:‏ ‏ᴉs‏ ‏ouǝ‏ ‏qoʇɥ‏ ‏ƃǝuʇlǝ‏ ‏ɐup‏ ‏bnᴉɔʞ?‬</translation>
        </message>
        <message>
            <source>Look at the numbers on the dots: who knocked the most?</source>
            <comment>DOOR_TRY/1</comment>
            <translation>‫˥ooʞ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏unɯqǝɹs‏ ‏ou‏ ‏ʇɥǝ‏ ‏poʇs:‏ ‏ʍɥo‏ ‏ʞuoɔʞǝp‏ ‏ʇɥǝ‏ ‏ɯosʇ?‬</translation>
        </message>
        <message>
            <source>Move the slider to 50 friends. What happens to the knocks?</source>
            <comment>DOOR_TRY/2</comment>
            <translation>‫Woʌǝ‏ ‏ʇɥǝ‏ ‏slᴉpǝɹ‏ ‏ʇo‏ ‏50‏ ‏ɟɹᴉǝups.‏ ‏Mɥɐʇ‏ ‏ɥɐddǝus‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ʞuoɔʞs?‬</translation>
        </message>
        <message>
            <source>&amp;Take away</source>
            <comment>TAKEAWAY_MENU</comment>
            <translation>‫&amp;⊥ɐʞǝ‏ ‏ɐʍɐʎ‬</translation>
        </message>
        <message>
            <source>Take away</source>
            <comment>TAKEAWAY_BUTTON</comment>
            <translation>‫⊥ɐʞǝ‏ ‏ɐʍɐʎ‬</translation>
        </message>
        <message>
            <source>Save this lesson's replay as an animation (GIF) to keep.</source>
            <comment>TAKEAWAY_BUTTON_TIP</comment>
            <translation>‫Sɐʌǝ‏ ‏ʇɥᴉs‏ ‏lǝssou's‏ ‏ɹǝdlɐʎ‏ ‏ɐs‏ ‏ɐu‏ ‏ɐuᴉɯɐʇᴉou‏ ‏(⅁IℲ)‏ ‏ʇo‏ ‏ʞǝǝd.‬</translation>
        </message>
        <message>
            <source>Save animation (GIF)…</source>
            <comment>TAKEAWAY_GIF</comment>
            <translation>‫Sɐʌǝ‏ ‏ɐuᴉɯɐʇᴉou‏ ‏(⅁IℲ)…‬</translation>
        </message>
        <message>
            <source>The replay on screen as an animated GIF, 960 x 540, for slides. You choose where to save it (Save as opens in Pictures).</source>
            <comment>TAKEAWAY_GIF_TIP</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹǝdlɐʎ‏ ‏ou‏ ‏sɔɹǝǝu‏ ‏ɐs‏ ‏ɐu‏ ‏ɐuᴉɯɐʇǝp‏ ‏⅁IℲ,‏ ‏960‏ ‏x‏ ‏540,‏ ‏ɟoɹ‏ ‏slᴉpǝs.‏ ‏⅄on‏ ‏ɔɥoosǝ‏ ‏ʍɥǝɹǝ‏ ‏ʇo‏ ‏sɐʌǝ‏ ‏ᴉʇ‏ ‏(Sɐʌǝ‏ ‏ɐs‏ ‏odǝus‏ ‏ᴉu‏ ‏Ԁᴉɔʇnɹǝs).‬</translation>
        </message>
        <message>
            <source>{now:.1f} s</source>
            <comment>TAKEAWAY_CLOCK</comment>
            <translation>‫{now:.1f}‏ ‏s‬</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} agents, a tool that takes at most {capacity} a second</source>
            <comment>TAKEAWAY_LAB_TITLE</comment>
            <extracomment>English for one: {rule}: {n:,} agent, a tool that takes at most {capacity} a second</extracomment>
            <translation>
                <numerusform>‫{rule}:‏ ‏{n:,}‏ ‏ɐƃǝuʇ,‏ ‏ɐ‏ ‏ʇool‏ ‏ʇɥɐʇ‏ ‏ʇɐʞǝs‏ ‏ɐʇ‏ ‏ɯosʇ‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup‬</numerusform>
                <numerusform>‫{rule}:‏ ‏{n:,}‏ ‏ɐƃǝuʇs,‏ ‏ɐ‏ ‏ʇool‏ ‏ʇɥɐʇ‏ ‏ʇɐʞǝs‏ ‏ɐʇ‏ ‏ɯosʇ‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Save side-by-side animation (GIF)…</source>
            <comment>TAKEAWAY_GIF_COMPARE</comment>
            <translation>‫Sɐʌǝ‏ ‏sᴉpǝ-qʎ-sᴉpǝ‏ ‏ɐuᴉɯɐʇᴉou‏ ‏(⅁IℲ)…‬</translation>
        </message>
        <message>
            <source>Exponential backoff above backoff with jitter (or your rule against its partner), on one time axis, as an animated GIF for slides. You choose where to save it (Save as opens in Pictures).</source>
            <comment>TAKEAWAY_GIF_COMPARE_TIP</comment>
            <translation>‫Ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ‏ ‏ɐqoʌǝ‏ ‏qɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ‏ ‏(oɹ‏ ‏ʎonɹ‏ ‏ɹnlǝ‏ ‏ɐƃɐᴉusʇ‏ ‏ᴉʇs‏ ‏dɐɹʇuǝɹ),‏ ‏ou‏ ‏ouǝ‏ ‏ʇᴉɯǝ‏ ‏ɐxᴉs,‏ ‏ɐs‏ ‏ɐu‏ ‏ɐuᴉɯɐʇǝp‏ ‏⅁IℲ‏ ‏ɟoɹ‏ ‏slᴉpǝs.‏ ‏⅄on‏ ‏ɔɥoosǝ‏ ‏ʍɥǝɹǝ‏ ‏ʇo‏ ‏sɐʌǝ‏ ‏ᴉʇ‏ ‏(Sɐʌǝ‏ ‏ɐs‏ ‏odǝus‏ ‏ᴉu‏ ‏Ԁᴉɔʇnɹǝs).‬</translation>
        </message>
        <message>
            <source>Save the pair as two GIFs, one time axis…</source>
            <comment>TAKEAWAY_GIF_PAIR</comment>
            <translation>‫Sɐʌǝ‏ ‏ʇɥǝ‏ ‏dɐᴉɹ‏ ‏ɐs‏ ‏ʇʍo‏ ‏⅁IℲs,‏ ‏ouǝ‏ ‏ʇᴉɯǝ‏ ‏ɐxᴉs…‬</translation>
        </message>
        <message>
            <source>Exponential backoff and backoff with jitter (or your rule and its partner) as two animations on the same time axis and clock, one per slide. You choose where to save them (Save as opens in Pictures).</source>
            <comment>TAKEAWAY_GIF_PAIR_TIP</comment>
            <translation>‫Ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ‏ ‏ɐup‏ ‏qɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ‏ ‏(oɹ‏ ‏ʎonɹ‏ ‏ɹnlǝ‏ ‏ɐup‏ ‏ᴉʇs‏ ‏dɐɹʇuǝɹ)‏ ‏ɐs‏ ‏ʇʍo‏ ‏ɐuᴉɯɐʇᴉous‏ ‏ou‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ʇᴉɯǝ‏ ‏ɐxᴉs‏ ‏ɐup‏ ‏ɔloɔʞ,‏ ‏ouǝ‏ ‏dǝɹ‏ ‏slᴉpǝ.‏ ‏⅄on‏ ‏ɔɥoosǝ‏ ‏ʍɥǝɹǝ‏ ‏ʇo‏ ‏sɐʌǝ‏ ‏ʇɥǝɯ‏ ‏(Sɐʌǝ‏ ‏ɐs‏ ‏odǝus‏ ‏ᴉu‏ ‏Ԁᴉɔʇnɹǝs).‬</translation>
        </message>
        <message>
            <source>{top} against {bottom}: {agents} agents, a tool that takes {capacity} calls a second</source>
            <comment>TAKEAWAY_COMPARE_TITLE</comment>
            <translation>‫{top}‏ ‏ɐƃɐᴉusʇ‏ ‏{bottom}:‏ ‏{agents}‏ ‏ɐƃǝuʇs,‏ ‏ɐ‏ ‏ʇool‏ ‏ʇɥɐʇ‏ ‏ʇɐʞǝs‏ ‏{capacity}‏ ‏ɔɐlls‏ ‏ɐ‏ ‏sǝɔoup‬</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls sent, last agent served at {last:.1f} s</source>
            <comment>TAKEAWAY_COMPARE_PLOT</comment>
            <extracomment>English for one: {rule}: {n:,} call sent, last agent served at {last:.1f} s</extracomment>
            <translation>
                <numerusform>‫{rule}:‏ ‏{n:,}‏ ‏ɔɐll‏ ‏sǝuʇ,‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s‬</numerusform>
                <numerusform>‫{rule}:‏ ‏{n:,}‏ ‏ɔɐlls‏ ‏sǝuʇ,‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls sent so far</source>
            <comment>TAKEAWAY_COMPARE_PLOT_SO_FAR</comment>
            <extracomment>English for one: {rule}: {n:,} call sent so far</extracomment>
            <translation>
                <numerusform>‫{rule}:‏ ‏{n:,}‏ ‏ɔɐll‏ ‏sǝuʇ‏ ‏so‏ ‏ɟɐɹ‬</numerusform>
                <numerusform>‫{rule}:‏ ‏{n:,}‏ ‏ɔɐlls‏ ‏sǝuʇ‏ ‏so‏ ‏ɟɐɹ‬</numerusform>
            </translation>
        </message>
        <message>
            <source>The rule to compare with is still being worked out; try again in a moment.</source>
            <comment>TAKEAWAY_NO_PARTNER</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹnlǝ‏ ‏ʇo‏ ‏ɔoɯdɐɹǝ‏ ‏ʍᴉʇɥ‏ ‏ᴉs‏ ‏sʇᴉll‏ ‏qǝᴉuƃ‏ ‏ʍoɹʞǝp‏ ‏onʇ;‏ ‏ʇɹʎ‏ ‏ɐƃɐᴉu‏ ‏ᴉu‏ ‏ɐ‏ ‏ɯoɯǝuʇ.‬</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · longest wait {cap} · seed {seed} · made {date}</source>
            <comment>CAPTION</comment>
            <translation>‫{rules}‏ ‏·‏ ‏{agents:,}‏ ‏ɐƃǝuʇs‏ ‏·‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ʇɐʞǝs‏ ‏{capacity:,}‏ ‏ɔɐlls‏ ‏ɐ‏ ‏sǝɔoup‏ ‏·‏ ‏ɐusʍǝɹ‏ ‏ʇᴉɯǝ‏ ‏{answer:.2f}‏ ‏s‏ ‏·‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏{cap}‏ ‏·‏ ‏sǝǝp‏ ‏{seed}‏ ‏·‏ ‏ɯɐpǝ‏ ‏{date}‬</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} friends · the door lets {capacity:,} in each second · seed {seed} · made {date}</source>
            <comment>CAPTION_DOOR</comment>
            <translation>‫{rules}‏ ‏·‏ ‏{agents:,}‏ ‏ɟɹᴉǝups‏ ‏·‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏lǝʇs‏ ‏{capacity:,}‏ ‏ᴉu‏ ‏ǝɐɔɥ‏ ‏sǝɔoup‏ ‏·‏ ‏sǝǝp‏ ‏{seed}‏ ‏·‏ ‏ɯɐpǝ‏ ‏{date}‬</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · longest wait {cap} · made {date}</source>
            <comment>CAPTION_NO_SEED</comment>
            <translation>‫{rules}‏ ‏·‏ ‏{agents:,}‏ ‏ɐƃǝuʇs‏ ‏·‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ʇɐʞǝs‏ ‏{capacity:,}‏ ‏ɔɐlls‏ ‏ɐ‏ ‏sǝɔoup‏ ‏·‏ ‏ɐusʍǝɹ‏ ‏ʇᴉɯǝ‏ ‏{answer:.2f}‏ ‏s‏ ‏·‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏{cap}‏ ‏·‏ ‏ɯɐpǝ‏ ‏{date}‬</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} friends · the door lets {capacity:,} in each second · made {date}</source>
            <comment>CAPTION_DOOR_NO_SEED</comment>
            <translation>‫{rules}‏ ‏·‏ ‏{agents:,}‏ ‏ɟɹᴉǝups‏ ‏·‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏lǝʇs‏ ‏{capacity:,}‏ ‏ᴉu‏ ‏ǝɐɔɥ‏ ‏sǝɔoup‏ ‏·‏ ‏ɯɐpǝ‏ ‏{date}‬</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · seed {seed} · made {date}</source>
            <comment>CAPTION_TEN</comment>
            <translation>‫{rules}‏ ‏·‏ ‏{agents:,}‏ ‏ɐƃǝuʇs‏ ‏·‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ʇɐʞǝs‏ ‏{capacity:,}‏ ‏ɔɐlls‏ ‏ǝɐɔɥ‏ ‏sǝɔoup‏ ‏·‏ ‏sǝǝp‏ ‏{seed}‏ ‏·‏ ‏ɯɐpǝ‏ ‏{date}‬</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · made {date}</source>
            <comment>CAPTION_TEN_NO_SEED</comment>
            <translation>‫{rules}‏ ‏·‏ ‏{agents:,}‏ ‏ɐƃǝuʇs‏ ‏·‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ʇɐʞǝs‏ ‏{capacity:,}‏ ‏ɔɐlls‏ ‏ǝɐɔɥ‏ ‏sǝɔoup‏ ‏·‏ ‏ɯɐpǝ‏ ‏{date}‬</translation>
        </message>
        <message>
            <source>{rule}: {randomness}</source>
            <comment>CAPTION_JITTER</comment>
            <translation>‫{rule}:‏ ‏{randomness}‬</translation>
        </message>
        <message>
            <source>none</source>
            <comment>CAPTION_NO_CAP</comment>
            <translation>‫uouǝ‬</translation>
        </message>
        <message>
            <source>{cap:g} s</source>
            <comment>CAPTION_CAP</comment>
            <translation>‫{cap:g}‏ ‏s‬</translation>
        </message>
        <message>
            <source>Making the animation: frame {done} of {total}…</source>
            <comment>TAKEAWAY_PROGRESS</comment>
            <translation>‫Wɐʞᴉuƃ‏ ‏ʇɥǝ‏ ‏ɐuᴉɯɐʇᴉou:‏ ‏ɟɹɐɯǝ‏ ‏{done}‏ ‏oɟ‏ ‏{total}…‬</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>TAKEAWAY_CANCEL</comment>
            <translation>‫Ɔɐuɔǝl‬</translation>
        </message>
        <message>
            <source>Animation cancelled; nothing was saved.</source>
            <comment>TAKEAWAY_CANCELLED</comment>
            <translation>‫∀uᴉɯɐʇᴉou‏ ‏ɔɐuɔǝllǝp;‏ ‏uoʇɥᴉuƃ‏ ‏ʍɐs‏ ‏sɐʌǝp.‬</translation>
        </message>
        <message>
            <source>There is no replay to save yet.</source>
            <comment>TAKEAWAY_NO_RUN</comment>
            <translation>‫⊥ɥǝɹǝ‏ ‏ᴉs‏ ‏uo‏ ‏ɹǝdlɐʎ‏ ‏ʇo‏ ‏sɐʌǝ‏ ‏ʎǝʇ.‬</translation>
        </message>
        <message>
            <source>Free play has no worksheet: open a lesson (Lessons menu) for one.</source>
            <comment>TAKEAWAY_NO_SHEET</comment>
            <translation>‫Ⅎɹǝǝ‏ ‏dlɐʎ‏ ‏ɥɐs‏ ‏uo‏ ‏ʍoɹʞsɥǝǝʇ:‏ ‏odǝu‏ ‏ɐ‏ ‏lǝssou‏ ‏(˥ǝssous‏ ‏ɯǝun)‏ ‏ɟoɹ‏ ‏ouǝ.‬</translation>
        </message>
        <message>
            <source>the animation</source>
            <comment>WHAT_ANIMATION</comment>
            <translation>‫ʇɥǝ‏ ‏ɐuᴉɯɐʇᴉou‬</translation>
        </message>
        <message>
            <source>Animation</source>
            <comment>ANIMATION_TITLE</comment>
            <translation>‫∀uᴉɯɐʇᴉou‬</translation>
        </message>
        <message>
            <source>This name is too long for this folder: a name here can have at most {most} bytes, and this one has {length}. Choose a shorter name.</source>
            <comment>SAVE_NAME_TOO_LONG</comment>
            <translation>‫⊥ɥᴉs‏ ‏uɐɯǝ‏ ‏ᴉs‏ ‏ʇoo‏ ‏louƃ‏ ‏ɟoɹ‏ ‏ʇɥᴉs‏ ‏ɟolpǝɹ:‏ ‏ɐ‏ ‏uɐɯǝ‏ ‏ɥǝɹǝ‏ ‏ɔɐu‏ ‏ɥɐʌǝ‏ ‏ɐʇ‏ ‏ɯosʇ‏ ‏{most}‏ ‏qʎʇǝs,‏ ‏ɐup‏ ‏ʇɥᴉs‏ ‏ouǝ‏ ‏ɥɐs‏ ‏{length}.‏ ‏Ɔɥoosǝ‏ ‏ɐ‏ ‏sɥoɹʇǝɹ‏ ‏uɐɯǝ.‬</translation>
        </message>
        <message>
            <source>Save picture</source>
            <comment>SAVE_AS/picture</comment>
            <translation>‫Sɐʌǝ‏ ‏dᴉɔʇnɹǝ‬</translation>
        </message>
        <message>
            <source>Save animation</source>
            <comment>SAVE_AS/animation</comment>
            <translation>‫Sɐʌǝ‏ ‏ɐuᴉɯɐʇᴉou‬</translation>
        </message>
        <message>
            <source>Save the two animations</source>
            <comment>SAVE_AS/pair</comment>
            <translation>‫Sɐʌǝ‏ ‏ʇɥǝ‏ ‏ʇʍo‏ ‏ɐuᴉɯɐʇᴉous‬</translation>
        </message>
        <message>
            <source>Save worksheet</source>
            <comment>SAVE_AS/worksheet</comment>
            <translation>‫Sɐʌǝ‏ ‏ʍoɹʞsɥǝǝʇ‬</translation>
        </message>
        <message>
            <source>Save the teacher's worksheet with answers</source>
            <comment>SAVE_AS/answers</comment>
            <translation>‫Sɐʌǝ‏ ‏ʇɥǝ‏ ‏ʇǝɐɔɥǝɹ's‏ ‏ʍoɹʞsɥǝǝʇ‏ ‏ʍᴉʇɥ‏ ‏ɐusʍǝɹs‬</translation>
        </message>
        <message>
            <source>Save data</source>
            <comment>SAVE_AS/data</comment>
            <translation>‫Sɐʌǝ‏ ‏pɐʇɐ‬</translation>
        </message>
        <message>
            <source>Save every call</source>
            <comment>SAVE_AS/calls</comment>
            <translation>‫Sɐʌǝ‏ ‏ǝʌǝɹʎ‏ ‏ɔɐll‬</translation>
        </message>
        <message>
            <source>wallasey</source>
            <comment>FILE_NAMES/lab</comment>
            <translation>‫ʍɐllɐsǝʎ‬</translation>
        </message>
        <message>
            <source>plots</source>
            <comment>FILE_NAMES/plots</comment>
            <translation>‫dloʇs‬</translation>
        </message>
        <message>
            <source>slide</source>
            <comment>FILE_NAMES/slide</comment>
            <translation>‫slᴉpǝ‬</translation>
        </message>
        <message>
            <source>door</source>
            <comment>FILE_NAMES/door</comment>
            <translation>‫pooɹ‬</translation>
        </message>
        <message>
            <source>ten agents</source>
            <comment>FILE_NAMES/ten-agents</comment>
            <translation>‫ʇǝu‏ ‏ɐƃǝuʇs‬</translation>
        </message>
        <message>
            <source>load vs waiting</source>
            <comment>FILE_NAMES/load-vs-waiting</comment>
            <translation>‫loɐp‏ ‏ʌs‏ ‏ʍɐᴉʇᴉuƃ‬</translation>
        </message>
        <message>
            <source>side by side</source>
            <comment>FILE_NAMES/side-by-side</comment>
            <translation>‫sᴉpǝ‏ ‏qʎ‏ ‏sᴉpǝ‬</translation>
        </message>
        <message>
            <source>pair</source>
            <comment>FILE_NAMES/pair</comment>
            <translation>‫dɐᴉɹ‬</translation>
        </message>
        <message>
            <source>worksheet</source>
            <comment>FILE_NAMES/worksheet</comment>
            <translation>‫ʍoɹʞsɥǝǝʇ‬</translation>
        </message>
        <message>
            <source>answers</source>
            <comment>FILE_NAMES/answers</comment>
            <translation>‫ɐusʍǝɹs‬</translation>
        </message>
        <message>
            <source>table</source>
            <comment>FILE_NAMES/table</comment>
            <translation>‫ʇɐqlǝ‬</translation>
        </message>
        <message>
            <source>calls</source>
            <comment>FILE_NAMES/calls</comment>
            <translation>‫ɔɐlls‬</translation>
        </message>
        <message>
            <source>sweep</source>
            <comment>FILE_NAMES/sweep</comment>
            <translation>‫sʍǝǝd‬</translation>
        </message>
        <message>
            <source>class rounds</source>
            <comment>FILE_NAMES/class-rounds</comment>
            <translation>‫ɔlɐss‏ ‏ɹonups‬</translation>
        </message>
        <message>
            <source>Save every call of the run (CSV)…</source>
            <comment>TAKEAWAY_CALLS</comment>
            <translation>‫Sɐʌǝ‏ ‏ǝʌǝɹʎ‏ ‏ɔɐll‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɹnu‏ ‏(ƆSΛ)…‬</translation>
        </message>
        <message>
            <source>Every call of the run on screen (when it was sent, which agent, accepted or refused) as one CSV file. You choose where to save it (Save as opens in Documents).</source>
            <comment>TAKEAWAY_CALLS_TIP</comment>
            <translation>‫Ǝʌǝɹʎ‏ ‏ɔɐll‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɹnu‏ ‏ou‏ ‏sɔɹǝǝu‏ ‏(ʍɥǝu‏ ‏ᴉʇ‏ ‏ʍɐs‏ ‏sǝuʇ,‏ ‏ʍɥᴉɔɥ‏ ‏ɐƃǝuʇ,‏ ‏ɐɔɔǝdʇǝp‏ ‏oɹ‏ ‏ɹǝɟnsǝp)‏ ‏ɐs‏ ‏ouǝ‏ ‏ƆSΛ‏ ‏ɟᴉlǝ.‏ ‏⅄on‏ ‏ɔɥoosǝ‏ ‏ʍɥǝɹǝ‏ ‏ʇo‏ ‏sɐʌǝ‏ ‏ᴉʇ‏ ‏(Sɐʌǝ‏ ‏ɐs‏ ‏odǝus‏ ‏ᴉu‏ ‏ꓷoɔnɯǝuʇs).‬</translation>
        </message>
        <message>
            <source>the worksheet</source>
            <comment>WHAT_WORKSHEET</comment>
            <translation>‫ʇɥǝ‏ ‏ʍoɹʞsɥǝǝʇ‬</translation>
        </message>
        <message>
            <source>the teacher's worksheet with answers</source>
            <comment>WHAT_ANSWERS</comment>
            <translation>‫ʇɥǝ‏ ‏ʇǝɐɔɥǝɹ's‏ ‏ʍoɹʞsɥǝǝʇ‏ ‏ʍᴉʇɥ‏ ‏ɐusʍǝɹs‬</translation>
        </message>
        <message>
            <source>worksheet</source>
            <comment>WORKSHEET_PUPIL</comment>
            <translation>‫ʍoɹʞsɥǝǝʇ‬</translation>
        </message>
        <message>
            <source>Teacher's copy, with the model's answers</source>
            <comment>WORKSHEET_TEACHER</comment>
            <translation>‫⊥ǝɐɔɥǝɹ's‏ ‏ɔodʎ,‏ ‏ʍᴉʇɥ‏ ‏ʇɥǝ‏ ‏ɯopǝl's‏ ‏ɐusʍǝɹs‬</translation>
        </message>
        <message>
            <source>Name: ____________________________    Date: ______________</source>
            <comment>WORKSHEET_NAME_LINE</comment>
            <translation>‫Nɐɯǝ:‏ ‏____________________________‏    ‏ꓷɐʇǝ:‏ ‏______________‬</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab</source>
            <comment>WORKSHEET_FOOTER</comment>
            <translation>‫Mɐllɐsǝʎ‏ ‏ꓤǝʇɹʎ‏ ‏˥ɐq‬</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab · page {page} of {pages}</source>
            <comment>WORKSHEET_FOOTER_PAGES</comment>
            <translation>‫Mɐllɐsǝʎ‏ ‏ꓤǝʇɹʎ‏ ‏˥ɐq‏ ‏·‏ ‏dɐƃǝ‏ ‏{page}‏ ‏oɟ‏ ‏{pages}‬</translation>
        </message>
        <message>
            <source>{title}: {copy}</source>
            <comment>WORKSHEET_PDF_TITLE</comment>
            <translation>‫{title}:‏ ‏{copy}‬</translation>
        </message>
        <message>
            <source>{title}  ·  {ages}</source>
            <comment>WORKSHEET_HEADING</comment>
            <translation>‫{title}‏  ‏·‏  ‏{ages}‬</translation>
        </message>
        <message>
            <source>{number}. {question}</source>
            <comment>WORKSHEET_QUESTION</comment>
            <translation>‫{number}.‏ ‏{question}‬</translation>
        </message>
        <message>
            <source>Your run: “{rule}”. Friends: {friends:,}. Knocks: {knocks:,}. Everyone inside after {last:.0f} s.</source>
            <comment>WORKSHEET_RUN_DOOR</comment>
            <translation>‫⅄onɹ‏ ‏ɹnu:‏ ‏“{rule}”.‏ ‏Ⅎɹᴉǝups:‏ ‏{friends:,}.‏ ‏ꓘuoɔʞs:‏ ‏{knocks:,}.‏ ‏Ǝʌǝɹʎouǝ‏ ‏ᴉusᴉpǝ‏ ‏ɐɟʇǝɹ‏ ‏{last:.0f}‏ ‏s.‬</translation>
        </message>
        <message>
            <source>Your run, calls sent: “{first}” {first_calls:,}, “{second}” {second_calls:,}, “{third}” {third_calls:,}.</source>
            <comment>WORKSHEET_RUN_TEN</comment>
            <translation>‫⅄onɹ‏ ‏ɹnu,‏ ‏ɔɐlls‏ ‏sǝuʇ:‏ ‏“{first}”‏ ‏{first_calls:,},‏ ‏“{second}”‏ ‏{second_calls:,},‏ ‏“{third}”‏ ‏{third_calls:,}.‬</translation>
        </message>
        <message>
            <source>Other settings than the lab's story: {settings}.</source>
            <comment>WORKSHEET_OTHER_SETTINGS</comment>
            <translation>‫Oʇɥǝɹ‏ ‏sǝʇʇᴉuƃs‏ ‏ʇɥɐu‏ ‏ʇɥǝ‏ ‏lɐq's‏ ‏sʇoɹʎ:‏ ‏{settings}.‬</translation>
        </message>
        <message>
            <source>{name} {value} (the story: {story})</source>
            <comment>WORKSHEET_SETTING</comment>
            <translation>‫{name}‏ ‏{value}‏ ‏(ʇɥǝ‏ ‏sʇoɹʎ:‏ ‏{story})‬</translation>
        </message>
        <message>
            <source>Guess first, then fill in what you saw</source>
            <comment>WORKSHEET_TRIES_TITLE</comment>
            <translation>‫⅁nǝss‏ ‏ɟᴉɹsʇ,‏ ‏ʇɥǝu‏ ‏ɟᴉll‏ ‏ᴉu‏ ‏ʍɥɐʇ‏ ‏ʎon‏ ‏sɐʍ‬</translation>
        </message>
        <message>
            <source>Way</source>
            <comment>WORKSHEET_TRIES_HEADINGS/0</comment>
            <translation>‫Mɐʎ‬</translation>
        </message>
        <message>
            <source>Your guess: calls</source>
            <comment>WORKSHEET_TRIES_HEADINGS/1</comment>
            <translation>‫⅄onɹ‏ ‏ƃnǝss:‏ ‏ɔɐlls‬</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>WORKSHEET_TRIES_HEADINGS/2</comment>
            <translation>‫Ɔɐlls‏ ‏sǝuʇ‬</translation>
        </message>
        <message>
            <source>Last answer at</source>
            <comment>WORKSHEET_TRIES_HEADINGS/3</comment>
            <translation>‫˥ɐsʇ‏ ‏ɐusʍǝɹ‏ ‏ɐʇ‬</translation>
        </message>
        <message>
            <source>{last:.1f} s</source>
            <comment>WORKSHEET_TRIES_LAST</comment>
            <translation>‫{last:.1f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>WORKSHEETS/door/title</comment>
            <translation>‫⊥ɥǝ‏ ‏pooɹ‬</translation>
        </message>
        <message>
            <source>ages 8 to 11</source>
            <comment>WORKSHEETS/door/ages</comment>
            <translation>‫ɐƃǝs‏ ‏8‏ ‏ʇo‏ ‏11‬</translation>
        </message>
        <message>
            <source>A crowd of 30 friends all want to get through a door that lets only 3 in each second. Try all three choices and fill in what you see.</source>
            <comment>WORKSHEETS/door/intro</comment>
            <translation>‫∀‏ ‏ɔɹoʍp‏ ‏oɟ‏ ‏30‏ ‏ɟɹᴉǝups‏ ‏ɐll‏ ‏ʍɐuʇ‏ ‏ʇo‏ ‏ƃǝʇ‏ ‏ʇɥɹonƃɥ‏ ‏ɐ‏ ‏pooɹ‏ ‏ʇɥɐʇ‏ ‏lǝʇs‏ ‏oulʎ‏ ‏3‏ ‏ᴉu‏ ‏ǝɐɔɥ‏ ‏sǝɔoup.‏ ‏⊥ɹʎ‏ ‏ɐll‏ ‏ʇɥɹǝǝ‏ ‏ɔɥoᴉɔǝs‏ ‏ɐup‏ ‏ɟᴉll‏ ‏ᴉu‏ ‏ʍɥɐʇ‏ ‏ʎon‏ ‏sǝǝ.‬</translation>
        </message>
        <message>
            <source>Which choice hammers the door hardest? How many knocks did it take?</source>
            <comment>WORKSHEETS/door/questions/0/0</comment>
            <translation>‫Mɥᴉɔɥ‏ ‏ɔɥoᴉɔǝ‏ ‏ɥɐɯɯǝɹs‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ɥɐɹpǝsʇ?‏ ‏Hoʍ‏ ‏ɯɐuʎ‏ ‏ʞuoɔʞs‏ ‏pᴉp‏ ‏ᴉʇ‏ ‏ʇɐʞǝ?‬</translation>
        </message>
        <message>
            <source>Is one choice both gentle on the door and quick? How many knocks, and when was everyone done?</source>
            <comment>WORKSHEETS/door/questions/1/0</comment>
            <translation>‫Is‏ ‏ouǝ‏ ‏ɔɥoᴉɔǝ‏ ‏qoʇɥ‏ ‏ƃǝuʇlǝ‏ ‏ou‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ɐup‏ ‏bnᴉɔʞ?‏ ‏Hoʍ‏ ‏ɯɐuʎ‏ ‏ʞuoɔʞs,‏ ‏ɐup‏ ‏ʍɥǝu‏ ‏ʍɐs‏ ‏ǝʌǝɹʎouǝ‏ ‏pouǝ?‬</translation>
        </message>
        <message>
            <source>Which choice takes longest until everyone is inside? Watch the friends who bounce off: when do they come back to the door?</source>
            <comment>WORKSHEETS/door/questions/2/0</comment>
            <translation>‫Mɥᴉɔɥ‏ ‏ɔɥoᴉɔǝ‏ ‏ʇɐʞǝs‏ ‏louƃǝsʇ‏ ‏nuʇᴉl‏ ‏ǝʌǝɹʎouǝ‏ ‏ᴉs‏ ‏ᴉusᴉpǝ?‏ ‏Mɐʇɔɥ‏ ‏ʇɥǝ‏ ‏ɟɹᴉǝups‏ ‏ʍɥo‏ ‏qonuɔǝ‏ ‏oɟɟ:‏ ‏ʍɥǝu‏ ‏po‏ ‏ʇɥǝʎ‏ ‏ɔoɯǝ‏ ‏qɐɔʞ‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏pooɹ?‬</translation>
        </message>
        <message>
            <source>Now watch "wait a random time". When do the friends come back? Compare its knocks and time with the other two choices.</source>
            <comment>WORKSHEETS/door/questions/3/0</comment>
            <translation>‫Noʍ‏ ‏ʍɐʇɔɥ‏ ‏"ʍɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ".‏ ‏Mɥǝu‏ ‏po‏ ‏ʇɥǝ‏ ‏ɟɹᴉǝups‏ ‏ɔoɯǝ‏ ‏qɐɔʞ?‏ ‏Ɔoɯdɐɹǝ‏ ‏ᴉʇs‏ ‏ʞuoɔʞs‏ ‏ɐup‏ ‏ʇᴉɯǝ‏ ‏ʍᴉʇɥ‏ ‏ʇɥǝ‏ ‏oʇɥǝɹ‏ ‏ʇʍo‏ ‏ɔɥoᴉɔǝs.‬</translation>
        </message>
        <message>
            <source>Move the slider to 50 friends. What happens to the knocks?</source>
            <comment>WORKSHEETS/door/questions/4/0</comment>
            <translation>‫Woʌǝ‏ ‏ʇɥǝ‏ ‏slᴉpǝɹ‏ ‏ʇo‏ ‏50‏ ‏ɟɹᴉǝups.‏ ‏Mɥɐʇ‏ ‏ɥɐddǝus‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ʞuoɔʞs?‬</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>WORKSHEETS/ten-agents/title</comment>
            <translation>‫⊥ǝu‏ ‏ɐƃǝuʇs‬</translation>
        </message>
        <message>
            <source>ages 11 to 15</source>
            <comment>WORKSHEETS/ten-agents/ages</comment>
            <translation>‫ɐƃǝs‏ ‏11‏ ‏ʇo‏ ‏15‬</translation>
        </message>
        <message>
            <source>Ten agents all need an answer from a slow tool that takes 2 calls each second. Guess first, then look at the pictures and the table.</source>
            <comment>WORKSHEETS/ten-agents/intro</comment>
            <translation>‫⊥ǝu‏ ‏ɐƃǝuʇs‏ ‏ɐll‏ ‏uǝǝp‏ ‏ɐu‏ ‏ɐusʍǝɹ‏ ‏ɟɹoɯ‏ ‏ɐ‏ ‏sloʍ‏ ‏ʇool‏ ‏ʇɥɐʇ‏ ‏ʇɐʞǝs‏ ‏2‏ ‏ɔɐlls‏ ‏ǝɐɔɥ‏ ‏sǝɔoup.‏ ‏⅁nǝss‏ ‏ɟᴉɹsʇ,‏ ‏ʇɥǝu‏ ‏looʞ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏dᴉɔʇnɹǝs‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ʇɐqlǝ.‬</translation>
        </message>
        <message>
            <source>Which way sends the most calls? What did you guess?</source>
            <comment>WORKSHEETS/ten-agents/questions/0/0</comment>
            <translation>‫Mɥᴉɔɥ‏ ‏ʍɐʎ‏ ‏sǝups‏ ‏ʇɥǝ‏ ‏ɯosʇ‏ ‏ɔɐlls?‏ ‏Mɥɐʇ‏ ‏pᴉp‏ ‏ʎon‏ ‏ƃnǝss?‬</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way?</source>
            <comment>WORKSHEETS/ten-agents/questions/1/0</comment>
            <translation>‫Mɥᴉɔɥ‏ ‏ɐƃǝuʇ‏ ‏ʇɹᴉǝp‏ ‏ɐƃɐᴉu‏ ‏ʇɥǝ‏ ‏ɯosʇ‏ ‏ǝɐɔɥ‏ ‏ʍɐʎ?‬</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”?</source>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation>‫Mɥᴉɔɥ‏ ‏ƃǝʇs‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ɐu‏ ‏ɐusʍǝɹ‏ ‏soouǝɹ:‏ ‏“Mɐᴉʇ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ”‏ ‏oɹ‏ ‏“Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ”?‬</translation>
        </message>
        <message>
            <source>Why do the red crosses line up in stripes when everyone waits longer each time?</source>
            <comment>WORKSHEETS/ten-agents/questions/3/0</comment>
            <translation>‫Mɥʎ‏ ‏po‏ ‏ʇɥǝ‏ ‏ɹǝp‏ ‏ɔɹossǝs‏ ‏lᴉuǝ‏ ‏nd‏ ‏ᴉu‏ ‏sʇɹᴉdǝs‏ ‏ʍɥǝu‏ ‏ǝʌǝɹʎouǝ‏ ‏ʍɐᴉʇs‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ?‬</translation>
        </message>
        <message>
            <source>Every agent that hears no waits exactly as long as the others, so they all call again at the same instant, and the tool can take only 2 of them.</source>
            <comment>WORKSHEETS/ten-agents/questions/3/1</comment>
            <translation>‫Ǝʌǝɹʎ‏ ‏ɐƃǝuʇ‏ ‏ʇɥɐʇ‏ ‏ɥǝɐɹs‏ ‏uo‏ ‏ʍɐᴉʇs‏ ‏ǝxɐɔʇlʎ‏ ‏ɐs‏ ‏louƃ‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏oʇɥǝɹs,‏ ‏so‏ ‏ʇɥǝʎ‏ ‏ɐll‏ ‏ɔɐll‏ ‏ɐƃɐᴉu‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ᴉusʇɐuʇ,‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɔɐu‏ ‏ʇɐʞǝ‏ ‏oulʎ‏ ‏2‏ ‏oɟ‏ ‏ʇɥǝɯ.‬</translation>
        </message>
        <message>
            <source>Press Another run. Does your answer to 3 hold? Which numbers change?</source>
            <comment>WORKSHEETS/ten-agents/questions/4/0</comment>
            <translation>‫Ԁɹǝss‏ ‏∀uoʇɥǝɹ‏ ‏ɹnu.‏ ‏ꓷoǝs‏ ‏ʎonɹ‏ ‏ɐusʍǝɹ‏ ‏ʇo‏ ‏3‏ ‏ɥolp?‏ ‏Mɥᴉɔɥ‏ ‏unɯqǝɹs‏ ‏ɔɥɐuƃǝ?‬</translation>
        </message>
        <message>
            <source>Load against waiting</source>
            <comment>WORKSHEETS/load-vs-waiting/title</comment>
            <translation>‫˥oɐp‏ ‏ɐƃɐᴉusʇ‏ ‏ʍɐᴉʇᴉuƃ‬</translation>
        </message>
        <message>
            <source>ages 15 and up</source>
            <comment>WORKSHEETS/load-vs-waiting/ages</comment>
            <translation>‫ɐƃǝs‏ ‏15‏ ‏ɐup‏ ‏nd‬</translation>
        </message>
        <message numerus="yes">
            <source>Each point of the chart is the middle of {n:,} runs (agents: {agents:,}; the tool takes {capacity:,} calls a second). Down and to the left is better.</source>
            <comment>WORKSHEETS/load-vs-waiting/intro</comment>
            <extracomment>English for one: Each point of the chart is the middle of {n:,} run (agents: {agents:,}; the tool takes {capacity:,} calls a second). Down and to the left is better.</extracomment>
            <translation>
                <numerusform>‫Ǝɐɔɥ‏ ‏doᴉuʇ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɔɥɐɹʇ‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{n:,}‏ ‏ɹnu‏ ‏(ɐƃǝuʇs:‏ ‏{agents:,};‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ʇɐʞǝs‏ ‏{capacity:,}‏ ‏ɔɐlls‏ ‏ɐ‏ ‏sǝɔoup).‏ ‏ꓷoʍu‏ ‏ɐup‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏lǝɟʇ‏ ‏ᴉs‏ ‏qǝʇʇǝɹ.‬</numerusform>
                <numerusform>‫Ǝɐɔɥ‏ ‏doᴉuʇ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɔɥɐɹʇ‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{n:,}‏ ‏ɹnus‏ ‏(ɐƃǝuʇs:‏ ‏{agents:,};‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ʇɐʞǝs‏ ‏{capacity:,}‏ ‏ɔɐlls‏ ‏ɐ‏ ‏sǝɔoup).‏ ‏ꓷoʍu‏ ‏ɐup‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏lǝɟʇ‏ ‏ᴉs‏ ‏qǝʇʇǝɹ.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Exponential backoff: what do you gain by making the Longest wait longer?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/0</comment>
            <translation>‫Ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ:‏ ‏ʍɥɐʇ‏ ‏po‏ ‏ʎon‏ ‏ƃɐᴉu‏ ‏qʎ‏ ‏ɯɐʞᴉuƃ‏ ‏ʇɥǝ‏ ‏˥ouƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏louƃǝɹ?‬</translation>
        </message>
        <message>
            <source>Nothing. From 1 s up it always sends 1,640 calls; a longer longest wait only makes the herd wait longer (last agent 11 s at a longest wait of 1 s, 107 s at 20 s, 173 s at 40 s).</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/1</comment>
            <translation>‫Noʇɥᴉuƃ.‏ ‏Ⅎɹoɯ‏ ‏1‏ ‏s‏ ‏nd‏ ‏ᴉʇ‏ ‏ɐlʍɐʎs‏ ‏sǝups‏ ‏1,640‏ ‏ɔɐlls;‏ ‏ɐ‏ ‏louƃǝɹ‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏oulʎ‏ ‏ɯɐʞǝs‏ ‏ʇɥǝ‏ ‏ɥǝɹp‏ ‏ʍɐᴉʇ‏ ‏louƃǝɹ‏ ‏(lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏11‏ ‏s‏ ‏ɐʇ‏ ‏ɐ‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏oɟ‏ ‏1‏ ‏s,‏ ‏107‏ ‏s‏ ‏ɐʇ‏ ‏20‏ ‏s,‏ ‏173‏ ‏s‏ ‏ɐʇ‏ ‏40‏ ‏s).‬</translation>
        </message>
        <message>
            <source>And backoff with jitter?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/1/0</comment>
            <translation>‫∀up‏ ‏qɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ?‬</translation>
        </message>
        <message>
            <source>Its calls fall from 3,467 (longest wait 0.5 s) to about 1,355 (10 s and up) while the typical agent's wait hardly moves (5.6 to 5.8 s). Only the last agent pays: 10.5 s to 24 s.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/1/1</comment>
            <translation>‫Iʇs‏ ‏ɔɐlls‏ ‏ɟɐll‏ ‏ɟɹoɯ‏ ‏3,467‏ ‏(louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏0.5‏ ‏s)‏ ‏ʇo‏ ‏ɐqonʇ‏ ‏1,355‏ ‏(10‏ ‏s‏ ‏ɐup‏ ‏nd)‏ ‏ʍɥᴉlǝ‏ ‏ʇɥǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ's‏ ‏ʍɐᴉʇ‏ ‏ɥɐɹplʎ‏ ‏ɯoʌǝs‏ ‏(5.6‏ ‏ʇo‏ ‏5.8‏ ‏s).‏ ‏Oulʎ‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏dɐʎs:‏ ‏10.5‏ ‏s‏ ‏ʇo‏ ‏24‏ ‏s.‬</translation>
        </message>
        <message>
            <source>Backoff with jitter, longest wait 5 s: where does your point land?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/2/0</comment>
            <translation>‫ꓭɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ,‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏5‏ ‏s:‏ ‏ʍɥǝɹǝ‏ ‏poǝs‏ ‏ʎonɹ‏ ‏doᴉuʇ‏ ‏lɐup?‬</translation>
        </message>
        <message>
            <source>1,388 calls, typical 5.7 s, last 13.6 s: nearly the fewest calls with a short worst wait.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/2/1</comment>
            <translation>‫1,388‏ ‏ɔɐlls,‏ ‏ʇʎdᴉɔɐl‏ ‏5.7‏ ‏s,‏ ‏lɐsʇ‏ ‏13.6‏ ‏s:‏ ‏uǝɐɹlʎ‏ ‏ʇɥǝ‏ ‏ɟǝʍǝsʇ‏ ‏ɔɐlls‏ ‏ʍᴉʇɥ‏ ‏ɐ‏ ‏sɥoɹʇ‏ ‏ʍoɹsʇ‏ ‏ʍɐᴉʇ.‬</translation>
        </message>
        <message>
            <source>Randomness 0.25 at a longest wait of 20 s: how much does a little randomness help?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/3/0</comment>
            <translation>‫ꓤɐupoɯuǝss‏ ‏0.25‏ ‏ɐʇ‏ ‏ɐ‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏oɟ‏ ‏20‏ ‏s:‏ ‏ɥoʍ‏ ‏ɯnɔɥ‏ ‏poǝs‏ ‏ɐ‏ ‏lᴉʇʇlǝ‏ ‏ɹɐupoɯuǝss‏ ‏ɥǝld?‬</translation>
        </message>
        <message>
            <source>1,309 calls, typical 6.9 s, last 25.7 s, against 1,640, 20.5 s and 107 s with none.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/3/1</comment>
            <translation>‫1,309‏ ‏ɔɐlls,‏ ‏ʇʎdᴉɔɐl‏ ‏6.9‏ ‏s,‏ ‏lɐsʇ‏ ‏25.7‏ ‏s,‏ ‏ɐƃɐᴉusʇ‏ ‏1,640,‏ ‏20.5‏ ‏s‏ ‏ɐup‏ ‏107‏ ‏s‏ ‏ʍᴉʇɥ‏ ‏uouǝ.‬</translation>
        </message>
        <message>
            <source>Retry immediately, every 1 s: why is it so good here?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/0</comment>
            <translation>‫ꓤǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ,‏ ‏ǝʌǝɹʎ‏ ‏1‏ ‏s:‏ ‏ʍɥʎ‏ ‏ᴉs‏ ‏ᴉʇ‏ ‏so‏ ‏ƃoop‏ ‏ɥǝɹǝ?‬</translation>
        </message>
        <message>
            <source>1,100 calls, typical 5.8 s, last 10.5 s. A refused agent calls again 1.05 s later, always in the tool's next counting second, so every second the tool takes 20: 200 + 180 + ... + 20 = 1,100.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/1</comment>
            <translation>‫1,100‏ ‏ɔɐlls,‏ ‏ʇʎdᴉɔɐl‏ ‏5.8‏ ‏s,‏ ‏lɐsʇ‏ ‏10.5‏ ‏s.‏ ‏∀‏ ‏ɹǝɟnsǝp‏ ‏ɐƃǝuʇ‏ ‏ɔɐlls‏ ‏ɐƃɐᴉu‏ ‏1.05‏ ‏s‏ ‏lɐʇǝɹ,‏ ‏ɐlʍɐʎs‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʇool's‏ ‏uǝxʇ‏ ‏ɔonuʇᴉuƃ‏ ‏sǝɔoup,‏ ‏so‏ ‏ǝʌǝɹʎ‏ ‏sǝɔoup‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ʇɐʞǝs‏ ‏20:‏ ‏200‏ ‏+‏ ‏180‏ ‏+‏ ‏...‏ ‏+‏ ‏20‏ ‏=‏ ‏1,100.‬</translation>
        </message>
        <message>
            <source>None of the three was both gentle on the door and quick with this crowd.</source>
            <comment>DOOR_SHEET_NONE_BOTH</comment>
            <translation>‫Nouǝ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ʇɥɹǝǝ‏ ‏ʍɐs‏ ‏qoʇɥ‏ ‏ƃǝuʇlǝ‏ ‏ou‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ɐup‏ ‏bnᴉɔʞ‏ ‏ʍᴉʇɥ‏ ‏ʇɥᴉs‏ ‏ɔɹoʍp.‬</translation>
        </message>
        <message numerus="yes">
            <source>The door lets {capacity} in, the other {n} bounce off together, and they all wait longer together; in between, the door stands empty.</source>
            <comment>DOOR_SHEET_HERD</comment>
            <extracomment>English for one: The door lets {capacity} in, the other {n} bounces off, and they all wait longer together; in between, the door stands empty.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏pooɹ‏ ‏lǝʇs‏ ‏{capacity}‏ ‏ᴉu,‏ ‏ʇɥǝ‏ ‏oʇɥǝɹ‏ ‏{n}‏ ‏qonuɔǝs‏ ‏oɟɟ,‏ ‏ɐup‏ ‏ʇɥǝʎ‏ ‏ɐll‏ ‏ʍɐᴉʇ‏ ‏louƃǝɹ‏ ‏ʇoƃǝʇɥǝɹ;‏ ‏ᴉu‏ ‏qǝʇʍǝǝu,‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏sʇɐups‏ ‏ǝɯdʇʎ.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏pooɹ‏ ‏lǝʇs‏ ‏{capacity}‏ ‏ᴉu,‏ ‏ʇɥǝ‏ ‏oʇɥǝɹ‏ ‏{n}‏ ‏qonuɔǝ‏ ‏oɟɟ‏ ‏ʇoƃǝʇɥǝɹ,‏ ‏ɐup‏ ‏ʇɥǝʎ‏ ‏ɐll‏ ‏ʍɐᴉʇ‏ ‏louƃǝɹ‏ ‏ʇoƃǝʇɥǝɹ;‏ ‏ᴉu‏ ‏qǝʇʍǝǝu,‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏sʇɐups‏ ‏ǝɯdʇʎ.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} friends:</source>
            <comment>DOOR_SHEET_CROWD</comment>
            <extracomment>English for one: With {n} friend:</extracomment>
            <translation>
                <numerusform>‫Mᴉʇɥ‏ ‏{n}‏ ‏ɟɹᴉǝup:‬</numerusform>
                <numerusform>‫Mᴉʇɥ‏ ‏{n}‏ ‏ɟɹᴉǝups:‬</numerusform>
            </translation>
        </message>
        <message>
            <source>“{rule}”</source>
            <comment>TEN_SHEET_RULE</comment>
            <translation>‫“{rule}”‬</translation>
        </message>
        <message numerus="yes">
            <source>Most calls: {rules}, {n:,} calls, {times:.1f} times as many as the fewest. The others: {others}.</source>
            <comment>TEN_SHEET_CALLS</comment>
            <extracomment>English for one: Most calls: {rules}, {n:,} call, {times:.1f} times as many as the fewest. The others: {others}.</extracomment>
            <translation>
                <numerusform>‫Wosʇ‏ ‏ɔɐlls:‏ ‏{rules},‏ ‏{n:,}‏ ‏ɔɐll,‏ ‏{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏ɟǝʍǝsʇ.‏ ‏⊥ɥǝ‏ ‏oʇɥǝɹs:‏ ‏{others}.‬</numerusform>
                <numerusform>‫Wosʇ‏ ‏ɔɐlls:‏ ‏{rules},‏ ‏{n:,}‏ ‏ɔɐlls,‏ ‏{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏ɟǝʍǝsʇ.‏ ‏⊥ɥǝ‏ ‏oʇɥǝɹs:‏ ‏{others}.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>{rule} {calls:,}</source>
            <comment>TEN_SHEET_RULE_CALLS</comment>
            <translation>‫{rule}‏ ‏{calls:,}‬</translation>
        </message>
        <message numerus="yes">
            <source>Every way sends the same: {n:,} calls.</source>
            <comment>TEN_SHEET_CALLS_SAME</comment>
            <extracomment>English for one: Every way sends the same: {n:,} call.</extracomment>
            <translation>
                <numerusform>‫Ǝʌǝɹʎ‏ ‏ʍɐʎ‏ ‏sǝups‏ ‏ʇɥǝ‏ ‏sɐɯǝ:‏ ‏{n:,}‏ ‏ɔɐll.‬</numerusform>
                <numerusform>‫Ǝʌǝɹʎ‏ ‏ʍɐʎ‏ ‏sǝups‏ ‏ʇɥǝ‏ ‏sɐɯǝ:‏ ‏{n:,}‏ ‏ɔɐlls.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agent {agents}, {n} retries, answered at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_ONE</comment>
            <extracomment>English for one: {rule}: agent {agents}, {n} retry, answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>‫{rule}:‏ ‏ɐƃǝuʇ‏ ‏{agents},‏ ‏{n}‏ ‏ɹǝʇɹʎ,‏ ‏ɐusʍǝɹǝp‏ ‏ɐʇ‏ ‏{served:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫{rule}:‏ ‏ɐƃǝuʇ‏ ‏{agents},‏ ‏{n}‏ ‏ɹǝʇɹᴉǝs,‏ ‏ɐusʍǝɹǝp‏ ‏ɐʇ‏ ‏{served:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agents {agents}, {n} retries each, answered at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_MANY</comment>
            <extracomment>English for one: {rule}: agents {agents}, {n} retry each, answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>‫{rule}:‏ ‏ɐƃǝuʇs‏ ‏{agents},‏ ‏{n}‏ ‏ɹǝʇɹʎ‏ ‏ǝɐɔɥ,‏ ‏ɐusʍǝɹǝp‏ ‏ɐʇ‏ ‏{served:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫{rule}:‏ ‏ɐƃǝuʇs‏ ‏{agents},‏ ‏{n}‏ ‏ɹǝʇɹᴉǝs‏ ‏ǝɐɔɥ,‏ ‏ɐusʍǝɹǝp‏ ‏ɐʇ‏ ‏{served:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agents {agents}, {n} retries each, the last answered at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_APART</comment>
            <extracomment>English for one: {rule}: agents {agents}, {n} retry each, the last answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>‫{rule}:‏ ‏ɐƃǝuʇs‏ ‏{agents},‏ ‏{n}‏ ‏ɹǝʇɹʎ‏ ‏ǝɐɔɥ,‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐusʍǝɹǝp‏ ‏ɐʇ‏ ‏{served:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫{rule}:‏ ‏ɐƃǝuʇs‏ ‏{agents},‏ ‏{n}‏ ‏ɹǝʇɹᴉǝs‏ ‏ǝɐɔɥ,‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐusʍǝɹǝp‏ ‏ɐʇ‏ ‏{served:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>This run, sooner: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s).</source>
            <comment>TEN_SHEET_ORDER_TWO</comment>
            <translation>‫⊥ɥᴉs‏ ‏ɹnu,‏ ‏soouǝɹ:‏ ‏{first}‏ ‏({first_last:.1f}‏ ‏s),‏ ‏ʇɥǝu‏ ‏{second}‏ ‏({second_last:.1f}‏ ‏s).‬</translation>
        </message>
        <message>
            <source>This run, both at the same moment: {last:.1f} s.</source>
            <comment>TEN_SHEET_ORDER_SAME</comment>
            <translation>‫⊥ɥᴉs‏ ‏ɹnu,‏ ‏qoʇɥ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɯoɯǝuʇ:‏ ‏{last:.1f}‏ ‏s.‬</translation>
        </message>
        <message>
            <source>The totals of {immediate} ({immediate_calls:,}) and {exponential} ({exponential_calls:,}, last agent at {exponential_last:.1f} s) stay the same: their waits have no randomness. Their rows per agent do change, because agents calling at the same instant are let in in a random order. The totals of {jitter} change with every run; this run: {jitter_calls:,}, last agent at {jitter_last:.1f} s.</source>
            <comment>TEN_SHEET_ANOTHER</comment>
            <translation>‫⊥ɥǝ‏ ‏ʇoʇɐls‏ ‏oɟ‏ ‏{immediate}‏ ‏({immediate_calls:,})‏ ‏ɐup‏ ‏{exponential}‏ ‏({exponential_calls:,},‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ɐʇ‏ ‏{exponential_last:.1f}‏ ‏s)‏ ‏sʇɐʎ‏ ‏ʇɥǝ‏ ‏sɐɯǝ:‏ ‏ʇɥǝᴉɹ‏ ‏ʍɐᴉʇs‏ ‏ɥɐʌǝ‏ ‏uo‏ ‏ɹɐupoɯuǝss.‏ ‏⊥ɥǝᴉɹ‏ ‏ɹoʍs‏ ‏dǝɹ‏ ‏ɐƃǝuʇ‏ ‏po‏ ‏ɔɥɐuƃǝ,‏ ‏qǝɔɐnsǝ‏ ‏ɐƃǝuʇs‏ ‏ɔɐllᴉuƃ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ᴉusʇɐuʇ‏ ‏ɐɹǝ‏ ‏lǝʇ‏ ‏ᴉu‏ ‏ᴉu‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏oɹpǝɹ.‏ ‏⊥ɥǝ‏ ‏ʇoʇɐls‏ ‏oɟ‏ ‏{jitter}‏ ‏ɔɥɐuƃǝ‏ ‏ʍᴉʇɥ‏ ‏ǝʌǝɹʎ‏ ‏ɹnu;‏ ‏ʇɥᴉs‏ ‏ɹnu:‏ ‏{jitter_calls:,},‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ɐʇ‏ ‏{jitter_last:.1f}‏ ‏s.‬</translation>
        </message>
        <message>
            <source>The crowd at the door</source>
            <comment>CROWD_TITLE</comment>
            <translation>‫⊥ɥǝ‏ ‏ɔɹoʍp‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏pooɹ‬</translation>
        </message>
        <message>
            <source>Each dot is one agent. The number on a dot is how many times it has knocked.</source>
            <comment>CROWD_TIP</comment>
            <translation>‫Ǝɐɔɥ‏ ‏poʇ‏ ‏ᴉs‏ ‏ouǝ‏ ‏ɐƃǝuʇ.‏ ‏⊥ɥǝ‏ ‏unɯqǝɹ‏ ‏ou‏ ‏ɐ‏ ‏poʇ‏ ‏ᴉs‏ ‏ɥoʍ‏ ‏ɯɐuʎ‏ ‏ʇᴉɯǝs‏ ‏ᴉʇ‏ ‏ɥɐs‏ ‏ʞuoɔʞǝp.‬</translation>
        </message>
        <message>
            <source>The crowd appears when a run is ready.</source>
            <comment>CROWD_EMPTY</comment>
            <translation>‫⊥ɥǝ‏ ‏ɔɹoʍp‏ ‏ɐddǝɐɹs‏ ‏ʍɥǝu‏ ‏ɐ‏ ‏ɹnu‏ ‏ᴉs‏ ‏ɹǝɐpʎ.‬</translation>
        </message>
        <message>
            <source>This door lets {capacity} in each second</source>
            <comment>CROWD_SIGN</comment>
            <translation>‫⊥ɥᴉs‏ ‏pooɹ‏ ‏lǝʇs‏ ‏{capacity}‏ ‏ᴉu‏ ‏ǝɐɔɥ‏ ‏sǝɔoup‬</translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>CROWD_INSIDE</comment>
            <translation>‫Iusᴉpǝ‬</translation>
        </message>
        <message>
            <source>Waiting outside</source>
            <comment>CROWD_OUTSIDE</comment>
            <translation>‫Mɐᴉʇᴉuƃ‏ ‏onʇsᴉpǝ‬</translation>
        </message>
        <message>
            <source>Knocks: {n:,}</source>
            <comment>CROWD_KNOCKS</comment>
            <translation>‫ꓘuoɔʞs:‏ ‏{n:,}‬</translation>
        </message>
        <message>
            <source>Bounced off: {n:,}</source>
            <comment>CROWD_REFUSED</comment>
            <translation>‫ꓭonuɔǝp‏ ‏oɟɟ:‏ ‏{n:,}‬</translation>
        </message>
        <message>
            <source>Got in: {n:,} of {agents:,}</source>
            <comment>CROWD_IN</comment>
            <translation>‫⅁oʇ‏ ‏ᴉu:‏ ‏{n:,}‏ ‏oɟ‏ ‏{agents:,}‬</translation>
        </message>
        <message>
            <source>Done: {n:,} of {agents:,}</source>
            <comment>CROWD_SERVED</comment>
            <translation>‫ꓷouǝ:‏ ‏{n:,}‏ ‏oɟ‏ ‏{agents:,}‬</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>CROWD_COUNTER_NAMES/knocks</comment>
            <translation>‫ꓘuoɔʞs‬</translation>
        </message>
        <message>
            <source>Bounced off</source>
            <comment>CROWD_COUNTER_NAMES/refused</comment>
            <translation>‫ꓭonuɔǝp‏ ‏oɟɟ‬</translation>
        </message>
        <message>
            <source>Got in</source>
            <comment>CROWD_COUNTER_NAMES/inside</comment>
            <translation>‫⅁oʇ‏ ‏ᴉu‬</translation>
        </message>
        <message>
            <source>Done</source>
            <comment>CROWD_COUNTER_NAMES/served</comment>
            <translation>‫ꓷouǝ‬</translation>
        </message>
        <message>
            <source>Every knock any friend has made so far.</source>
            <comment>CROWD_COUNTER_TIPS/knocks</comment>
            <translation>‫Ǝʌǝɹʎ‏ ‏ʞuoɔʞ‏ ‏ɐuʎ‏ ‏ɟɹᴉǝup‏ ‏ɥɐs‏ ‏ɯɐpǝ‏ ‏so‏ ‏ɟɐɹ.‬</translation>
        </message>
        <message>
            <source>Knocks that bounced off the door.</source>
            <comment>CROWD_COUNTER_TIPS/refused</comment>
            <translation>‫ꓘuoɔʞs‏ ‏ʇɥɐʇ‏ ‏qonuɔǝp‏ ‏oɟɟ‏ ‏ʇɥǝ‏ ‏pooɹ.‬</translation>
        </message>
        <message>
            <source>Friends who got through the door: done, or inside and not done yet.</source>
            <comment>CROWD_COUNTER_TIPS/inside</comment>
            <translation>‫Ⅎɹᴉǝups‏ ‏ʍɥo‏ ‏ƃoʇ‏ ‏ʇɥɹonƃɥ‏ ‏ʇɥǝ‏ ‏pooɹ:‏ ‏pouǝ,‏ ‏oɹ‏ ‏ᴉusᴉpǝ‏ ‏ɐup‏ ‏uoʇ‏ ‏pouǝ‏ ‏ʎǝʇ.‬</translation>
        </message>
        <message>
            <source>Friends who are done.</source>
            <comment>CROWD_COUNTER_TIPS/served</comment>
            <translation>‫Ⅎɹᴉǝups‏ ‏ʍɥo‏ ‏ɐɹǝ‏ ‏pouǝ.‬</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;got in, then done</source>
            <comment>CROWD_LEGEND</comment>
            <translation>‫&lt;span style='color:{waiting}'&gt;●&lt;/span&gt;‏ ‏ƃɹǝʎ:‏ ‏ʍɐᴉʇᴉuƃ‏ ‏&amp;nbsp;‏ ‏&lt;span style='color:{refused}'&gt;⊗&lt;/span&gt;‏ ‏ɹǝp‏ ‏ʍᴉʇɥ‏ ‏ɐ‏ ‏ɔɹoss:‏ ‏ɾnsʇ‏ ‏qonuɔǝp‏ ‏oɟɟ‏ ‏&amp;nbsp;‏ ‏&lt;span style='color:{accepted}'&gt;○&lt;/span&gt;‏ ‏ƃɹǝǝu‏ ‏ɹᴉuƃ:‏ ‏ƃoʇ‏ ‏ᴉu‏ ‏&amp;nbsp;‏ ‏&lt;span style='color:{answered}'&gt;●&lt;/span&gt;‏ ‏pɐɹʞ‏ ‏qlnǝ:&amp;nbsp;ƃoʇ‏ ‏ᴉu,‏ ‏ʇɥǝu‏ ‏pouǝ‬</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; green door: letting a friend in &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; red striped door: turning one away</source>
            <comment>CROWD_LEGEND_DOOR</comment>
            <translation>‫&lt;span style='color:{accepted}'&gt;■&lt;/span&gt;‏ ‏ƃɹǝǝu‏ ‏pooɹ:‏ ‏lǝʇʇᴉuƃ‏ ‏ɐ‏ ‏ɟɹᴉǝup‏ ‏ᴉu‏ ‏&amp;nbsp;‏ ‏&lt;span style='color:{refused}'&gt;▨&lt;/span&gt;‏ ‏ɹǝp‏ ‏sʇɹᴉdǝp‏ ‏pooɹ:‏ ‏ʇnɹuᴉuƃ‏ ‏ouǝ‏ ‏ɐʍɐʎ‬</translation>
        </message>
        <message numerus="yes">
            <source>{dot} on a dot: that friend has knocked {n} times</source>
            <comment>CROWD_COUNT_KEY</comment>
            <extracomment>English for one: {dot} on a dot: that friend has knocked {n} time</extracomment>
            <translation>
                <numerusform>‫{dot}‏ ‏ou‏ ‏ɐ‏ ‏poʇ:‏ ‏ʇɥɐʇ‏ ‏ɟɹᴉǝup‏ ‏ɥɐs‏ ‏ʞuoɔʞǝp‏ ‏{n}‏ ‏ʇᴉɯǝ‬</numerusform>
                <numerusform>‫{dot}‏ ‏ou‏ ‏ɐ‏ ‏poʇ:‏ ‏ʇɥɐʇ‏ ‏ɟɹᴉǝup‏ ‏ɥɐs‏ ‏ʞuoɔʞǝp‏ ‏{n}‏ ‏ʇᴉɯǝs‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Show knocks on the dots</source>
            <comment>CROWD_SHOW_COUNTS</comment>
            <translation>‫Sɥoʍ‏ ‏ʞuoɔʞs‏ ‏ou‏ ‏ʇɥǝ‏ ‏poʇs‬</translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, still knocking</source>
            <comment>CROWD_FRIEND_KNOCKING</comment>
            <extracomment>English for one: This friend: {n} knock, still knocking</extracomment>
            <translation>
                <numerusform>‫⊥ɥᴉs‏ ‏ɟɹᴉǝup:‏ ‏{n}‏ ‏ʞuoɔʞ,‏ ‏sʇᴉll‏ ‏ʞuoɔʞᴉuƃ‬</numerusform>
                <numerusform>‫⊥ɥᴉs‏ ‏ɟɹᴉǝup:‏ ‏{n}‏ ‏ʞuoɔʞs,‏ ‏sʇᴉll‏ ‏ʞuoɔʞᴉuƃ‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, got in</source>
            <comment>CROWD_FRIEND_IN</comment>
            <extracomment>English for one: This friend: {n} knock, got in</extracomment>
            <translation>
                <numerusform>‫⊥ɥᴉs‏ ‏ɟɹᴉǝup:‏ ‏{n}‏ ‏ʞuoɔʞ,‏ ‏ƃoʇ‏ ‏ᴉu‬</numerusform>
                <numerusform>‫⊥ɥᴉs‏ ‏ɟɹᴉǝup:‏ ‏{n}‏ ‏ʞuoɔʞs,‏ ‏ƃoʇ‏ ‏ᴉu‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, done</source>
            <comment>CROWD_FRIEND_DONE</comment>
            <extracomment>English for one: This friend: {n} knock, done</extracomment>
            <translation>
                <numerusform>‫⊥ɥᴉs‏ ‏ɟɹᴉǝup:‏ ‏{n}‏ ‏ʞuoɔʞ,‏ ‏pouǝ‬</numerusform>
                <numerusform>‫⊥ɥᴉs‏ ‏ɟɹᴉǝup:‏ ‏{n}‏ ‏ʞuoɔʞs,‏ ‏pouǝ‬</numerusform>
            </translation>
        </message>
        <message>
            <source>This friend has not knocked yet</source>
            <comment>CROWD_FRIEND_WAITING</comment>
            <translation>‫⊥ɥᴉs‏ ‏ɟɹᴉǝup‏ ‏ɥɐs‏ ‏uoʇ‏ ‏ʞuoɔʞǝp‏ ‏ʎǝʇ‬</translation>
        </message>
        <message>
            <source>Write on each dot how many times that friend has knocked.</source>
            <comment>CROWD_SHOW_COUNTS_TIP</comment>
            <translation>‫Mɹᴉʇǝ‏ ‏ou‏ ‏ǝɐɔɥ‏ ‏poʇ‏ ‏ɥoʍ‏ ‏ɯɐuʎ‏ ‏ʇᴉɯǝs‏ ‏ʇɥɐʇ‏ ‏ɟɹᴉǝup‏ ‏ɥɐs‏ ‏ʞuoɔʞǝp.‬</translation>
        </message>
        <message>
            <source>The tool accepts {capacity} calls a second</source>
            <comment>CROWD_LAB/sign</comment>
            <translation>‫⊥ɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏{capacity}‏ ‏ɔɐlls‏ ‏ɐ‏ ‏sǝɔoup‬</translation>
        </message>
        <message>
            <source>Accepted</source>
            <comment>CROWD_LAB/inside_label</comment>
            <translation>‫∀ɔɔǝdʇǝp‬</translation>
        </message>
        <message>
            <source>Waiting</source>
            <comment>CROWD_LAB/outside</comment>
            <translation>‫Mɐᴉʇᴉuƃ‬</translation>
        </message>
        <message>
            <source>Calls sent: {n:,}</source>
            <comment>CROWD_LAB/knocks</comment>
            <translation>‫Ɔɐlls‏ ‏sǝuʇ:‏ ‏{n:,}‬</translation>
        </message>
        <message>
            <source>Calls refused: {n:,}</source>
            <comment>CROWD_LAB/refused</comment>
            <translation>‫Ɔɐlls‏ ‏ɹǝɟnsǝp:‏ ‏{n:,}‬</translation>
        </message>
        <message>
            <source>Accepted: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/inside</comment>
            <translation>‫∀ɔɔǝdʇǝp:‏ ‏{n:,}‏ ‏oɟ‏ ‏{agents:,}‬</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/served</comment>
            <translation>‫∀usʍǝɹǝp:‏ ‏{n:,}‏ ‏oɟ‏ ‏{agents:,}‬</translation>
        </message>
        <message>
            <source>Each dot is one agent. The number on a dot is how many calls it has sent.</source>
            <comment>CROWD_LAB/tip</comment>
            <translation>‫Ǝɐɔɥ‏ ‏poʇ‏ ‏ᴉs‏ ‏ouǝ‏ ‏ɐƃǝuʇ.‏ ‏⊥ɥǝ‏ ‏unɯqǝɹ‏ ‏ou‏ ‏ɐ‏ ‏poʇ‏ ‏ᴉs‏ ‏ɥoʍ‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ᴉʇ‏ ‏ɥɐs‏ ‏sǝuʇ.‬</translation>
        </message>
        <message>
            <source>Every call any agent has sent so far in this run.</source>
            <comment>CROWD_LAB/tips/knocks</comment>
            <translation>‫Ǝʌǝɹʎ‏ ‏ɔɐll‏ ‏ɐuʎ‏ ‏ɐƃǝuʇ‏ ‏ɥɐs‏ ‏sǝuʇ‏ ‏so‏ ‏ɟɐɹ‏ ‏ᴉu‏ ‏ʇɥᴉs‏ ‏ɹnu.‬</translation>
        </message>
        <message>
            <source>Calls the tool refused so far.</source>
            <comment>CROWD_LAB/tips/refused</comment>
            <translation>‫Ɔɐlls‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɹǝɟnsǝp‏ ‏so‏ ‏ɟɐɹ.‬</translation>
        </message>
        <message>
            <source>Agents whose call the tool accepted.</source>
            <comment>CROWD_LAB/tips/inside</comment>
            <translation>‫∀ƃǝuʇs‏ ‏ʍɥosǝ‏ ‏ɔɐll‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇǝp.‬</translation>
        </message>
        <message>
            <source>Agents whose answer has arrived.</source>
            <comment>CROWD_LAB/tips/served</comment>
            <translation>‫∀ƃǝuʇs‏ ‏ʍɥosǝ‏ ‏ɐusʍǝɹ‏ ‏ɥɐs‏ ‏ɐɹɹᴉʌǝp.‬</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;●&lt;/span&gt; red: just refused &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: accepted, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</source>
            <comment>CROWD_LAB/legend</comment>
            <translation>‫&lt;span style='color:{waiting}'&gt;●&lt;/span&gt;‏ ‏ƃɹǝʎ:‏ ‏ʍɐᴉʇᴉuƃ‏ ‏&amp;nbsp;‏ ‏&lt;span style='color:{refused}'&gt;●&lt;/span&gt;‏ ‏ɹǝp:‏ ‏ɾnsʇ‏ ‏ɹǝɟnsǝp‏ ‏&amp;nbsp;‏ ‏&lt;span style='color:{accepted}'&gt;○&lt;/span&gt;‏ ‏ƃɹǝǝu‏ ‏ɹᴉuƃ:‏ ‏ɐɔɔǝdʇǝp,‏ ‏ʍɐᴉʇᴉuƃ‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏ɐusʍǝɹ‏ ‏&amp;nbsp;‏ ‏&lt;span style='color:{answered}'&gt;●&lt;/span&gt;‏ ‏pɐɹʞ‏ ‏qlnǝ:‏ ‏ɐusʍǝɹǝp‬</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; green door: a call accepted &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; red striped door: a call refused</source>
            <comment>CROWD_LAB/legend_door</comment>
            <translation>‫&lt;span style='color:{accepted}'&gt;■&lt;/span&gt;‏ ‏ƃɹǝǝu‏ ‏pooɹ:‏ ‏ɐ‏ ‏ɔɐll‏ ‏ɐɔɔǝdʇǝp‏ ‏&amp;nbsp;‏ ‏&lt;span style='color:{refused}'&gt;▨&lt;/span&gt;‏ ‏ɹǝp‏ ‏sʇɹᴉdǝp‏ ‏pooɹ:‏ ‏ɐ‏ ‏ɔɐll‏ ‏ɹǝɟnsǝp‬</translation>
        </message>
        <message>
            <source>Show calls on the dots</source>
            <comment>CROWD_LAB/show_counts</comment>
            <translation>‫Sɥoʍ‏ ‏ɔɐlls‏ ‏ou‏ ‏ʇɥǝ‏ ‏poʇs‬</translation>
        </message>
        <message>
            <source>Write on each dot how many calls that agent has sent.</source>
            <comment>CROWD_LAB/show_counts_tip</comment>
            <translation>‫Mɹᴉʇǝ‏ ‏ou‏ ‏ǝɐɔɥ‏ ‏poʇ‏ ‏ɥoʍ‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ʇɥɐʇ‏ ‏ɐƃǝuʇ‏ ‏ɥɐs‏ ‏sǝuʇ.‬</translation>
        </message>
        <message>
            <source>Show the most calls by one agent</source>
            <comment>CROWD_LAB/show_counts_most</comment>
            <translation>‫Sɥoʍ‏ ‏ʇɥǝ‏ ‏ɯosʇ‏ ‏ɔɐlls‏ ‏qʎ‏ ‏ouǝ‏ ‏ɐƃǝuʇ‬</translation>
        </message>
        <message>
            <source>The dots are too small for a number each: the agent who has sent the most calls so far shows how many, in a bubble. With fewer agents or a bigger window, every dot shows its own.</source>
            <comment>CROWD_LAB/show_counts_most_tip</comment>
            <translation>‫⊥ɥǝ‏ ‏poʇs‏ ‏ɐɹǝ‏ ‏ʇoo‏ ‏sɯɐll‏ ‏ɟoɹ‏ ‏ɐ‏ ‏unɯqǝɹ‏ ‏ǝɐɔɥ:‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇ‏ ‏ʍɥo‏ ‏ɥɐs‏ ‏sǝuʇ‏ ‏ʇɥǝ‏ ‏ɯosʇ‏ ‏ɔɐlls‏ ‏so‏ ‏ɟɐɹ‏ ‏sɥoʍs‏ ‏ɥoʍ‏ ‏ɯɐuʎ,‏ ‏ᴉu‏ ‏ɐ‏ ‏qnqqlǝ.‏ ‏Mᴉʇɥ‏ ‏ɟǝʍǝɹ‏ ‏ɐƃǝuʇs‏ ‏oɹ‏ ‏ɐ‏ ‏qᴉƃƃǝɹ‏ ‏ʍᴉupoʍ,‏ ‏ǝʌǝɹʎ‏ ‏poʇ‏ ‏sɥoʍs‏ ‏ᴉʇs‏ ‏oʍu.‬</translation>
        </message>
        <message>
            <source>Counters: the one run being replayed. The table below: the middle of all the runs, so a little different.</source>
            <comment>CROWD_LAB/note</comment>
            <translation>‫Ɔonuʇǝɹs:‏ ‏ʇɥǝ‏ ‏ouǝ‏ ‏ɹnu‏ ‏qǝᴉuƃ‏ ‏ɹǝdlɐʎǝp.‏ ‏⊥ɥǝ‏ ‏ʇɐqlǝ‏ ‏qǝloʍ:‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏ɐll‏ ‏ʇɥǝ‏ ‏ɹnus,‏ ‏so‏ ‏ɐ‏ ‏lᴉʇʇlǝ‏ ‏pᴉɟɟǝɹǝuʇ.‬</translation>
        </message>
        <message>
            <source>Counters: the one run being replayed. Your points on the Load and waiting chart: the middle of all the runs, so a little different.</source>
            <comment>CROWD_LAB/note_no_table</comment>
            <translation>‫Ɔonuʇǝɹs:‏ ‏ʇɥǝ‏ ‏ouǝ‏ ‏ɹnu‏ ‏qǝᴉuƃ‏ ‏ɹǝdlɐʎǝp.‏ ‏⅄onɹ‏ ‏doᴉuʇs‏ ‏ou‏ ‏ʇɥǝ‏ ‏˥oɐp‏ ‏ɐup‏ ‏ʍɐᴉʇᴉuƃ‏ ‏ɔɥɐɹʇ:‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏ɐll‏ ‏ʇɥǝ‏ ‏ɹnus,‏ ‏so‏ ‏ɐ‏ ‏lᴉʇʇlǝ‏ ‏pᴉɟɟǝɹǝuʇ.‬</translation>
        </message>
        <message>
            <source>Every call of every agent</source>
            <comment>TIMELINE_TITLE</comment>
            <translation>‫Ǝʌǝɹʎ‏ ‏ɔɐll‏ ‏oɟ‏ ‏ǝʌǝɹʎ‏ ‏ɐƃǝuʇ‬</translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>TIMELINE_X</comment>
            <translation>‫ʇᴉɯǝ‏ ‏(s)‬</translation>
        </message>
        <message>
            <source>agent</source>
            <comment>TIMELINE_Y</comment>
            <translation>‫ɐƃǝuʇ‬</translation>
        </message>
        <message>
            <source>answer on its way</source>
            <comment>TIMELINE_ANSWER</comment>
            <translation>‫ɐusʍǝɹ‏ ‏ou‏ ‏ᴉʇs‏ ‏ʍɐʎ‬</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;&amp;#9679;&lt;/span&gt;&amp;nbsp;accepted&amp;nbsp;&amp;nbsp;&lt;span style='color:{refused}'&gt;&amp;#10005;&lt;/span&gt;&amp;nbsp;refused&amp;nbsp;&amp;nbsp;&lt;span style='color:{accepted}'&gt;&amp;#9473;&lt;/span&gt;&amp;nbsp;answer on its way</source>
            <comment>TIMELINE_KEY</comment>
            <translation>‫&lt;span style='color:{accepted}'&gt;&amp;#9679;&lt;/span&gt;&amp;nbsp;ɐɔɔǝdʇǝp&amp;nbsp;&amp;nbsp;&lt;span style='color:{refused}'&gt;&amp;#10005;&lt;/span&gt;&amp;nbsp;ɹǝɟnsǝp&amp;nbsp;&amp;nbsp;&lt;span style='color:{accepted}'&gt;&amp;#9473;&lt;/span&gt;&amp;nbsp;ɐusʍǝɹ‏ ‏ou‏ ‏ᴉʇs‏ ‏ʍɐʎ‬</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>TEN_TITLE</comment>
            <translation>‫⊥ǝu‏ ‏ɐƃǝuʇs‬</translation>
        </message>
        <message>
            <source>ages 11 to 15</source>
            <comment>TEN_AGES</comment>
            <translation>‫ɐƃǝs‏ ‏11‏ ‏ʇo‏ ‏15‬</translation>
        </message>
        <message numerus="yes">
            <source>{n} computer helpers (agents) all need an answer from one slow tool at the same time.</source>
            <comment>TEN_BLURB</comment>
            <extracomment>English for one: {n} computer helper (agent) needs an answer from one slow tool.</extracomment>
            <translation>
                <numerusform>‫{n}‏ ‏ɔoɯdnʇǝɹ‏ ‏ɥǝldǝɹ‏ ‏(ɐƃǝuʇ)‏ ‏uǝǝps‏ ‏ɐu‏ ‏ɐusʍǝɹ‏ ‏ɟɹoɯ‏ ‏ouǝ‏ ‏sloʍ‏ ‏ʇool.‬</numerusform>
                <numerusform>‫{n}‏ ‏ɔoɯdnʇǝɹ‏ ‏ɥǝldǝɹs‏ ‏(ɐƃǝuʇs)‏ ‏ɐll‏ ‏uǝǝp‏ ‏ɐu‏ ‏ɐusʍǝɹ‏ ‏ɟɹoɯ‏ ‏ouǝ‏ ‏sloʍ‏ ‏ʇool‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ʇᴉɯǝ.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool takes only {n} calls each second and says no to the rest. An answer takes about {answer:.0f} second.</source>
            <comment>TEN_BLURB_TOOL</comment>
            <extracomment>English for one: The tool takes only {n} call each second and says no to the rest. An answer takes about {answer:.0f} second.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ʇool‏ ‏ʇɐʞǝs‏ ‏oulʎ‏ ‏{n}‏ ‏ɔɐll‏ ‏ǝɐɔɥ‏ ‏sǝɔoup‏ ‏ɐup‏ ‏sɐʎs‏ ‏uo‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ɹǝsʇ.‏ ‏∀u‏ ‏ɐusʍǝɹ‏ ‏ʇɐʞǝs‏ ‏ɐqonʇ‏ ‏{answer:.0f}‏ ‏sǝɔoup.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ʇool‏ ‏ʇɐʞǝs‏ ‏oulʎ‏ ‏{n}‏ ‏ɔɐlls‏ ‏ǝɐɔɥ‏ ‏sǝɔoup‏ ‏ɐup‏ ‏sɐʎs‏ ‏uo‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ɹǝsʇ.‏ ‏∀u‏ ‏ɐusʍǝɹ‏ ‏ʇɐʞǝs‏ ‏ɐqonʇ‏ ‏{answer:.0f}‏ ‏sǝɔoup.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Guess first: which way sends the most calls?</source>
            <comment>TEN_QUESTION</comment>
            <translation>‫⅁nǝss‏ ‏ɟᴉɹsʇ:‏ ‏ʍɥᴉɔɥ‏ ‏ʍɐʎ‏ ‏sǝups‏ ‏ʇɥǝ‏ ‏ɯosʇ‏ ‏ɔɐlls?‬</translation>
        </message>
        <message>
            <source>Guess that '{rule}' sends the most calls, then see what happened.</source>
            <comment>TEN_PREDICT_TIP</comment>
            <translation>‫⅁nǝss‏ ‏ʇɥɐʇ‏ ‏'{rule}'‏ ‏sǝups‏ ‏ʇɥǝ‏ ‏ɯosʇ‏ ‏ɔɐlls,‏ ‏ʇɥǝu‏ ‏sǝǝ‏ ‏ʍɥɐʇ‏ ‏ɥɐddǝuǝp.‬</translation>
        </message>
        <message>
            <source>Try again at once</source>
            <comment>TEN_RULES/immediate</comment>
            <translation>‫⊥ɹʎ‏ ‏ɐƃɐᴉu‏ ‏ɐʇ‏ ‏ouɔǝ‬</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>TEN_RULES/exponential</comment>
            <translation>‫Mɐᴉʇ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ‬</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>TEN_RULES/full-jitter</comment>
            <translation>‫Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ‬</translation>
        </message>
        <message>
            <source>After a no, call again a tenth of a second later, again and again.</source>
            <comment>TEN_RULE_LINES/immediate</comment>
            <translation>‫∀ɟʇǝɹ‏ ‏ɐ‏ ‏uo,‏ ‏ɔɐll‏ ‏ɐƃɐᴉu‏ ‏ɐ‏ ‏ʇǝuʇɥ‏ ‏oɟ‏ ‏ɐ‏ ‏sǝɔoup‏ ‏lɐʇǝɹ,‏ ‏ɐƃɐᴉu‏ ‏ɐup‏ ‏ɐƃɐᴉu.‬</translation>
        </message>
        <message>
            <source>After a no, wait. Each new no makes the wait twice as long. Everyone waits the same time.</source>
            <comment>TEN_RULE_LINES/exponential</comment>
            <translation>‫∀ɟʇǝɹ‏ ‏ɐ‏ ‏uo,‏ ‏ʍɐᴉʇ.‏ ‏Ǝɐɔɥ‏ ‏uǝʍ‏ ‏uo‏ ‏ɯɐʞǝs‏ ‏ʇɥǝ‏ ‏ʍɐᴉʇ‏ ‏ʇʍᴉɔǝ‏ ‏ɐs‏ ‏louƃ.‏ ‏Ǝʌǝɹʎouǝ‏ ‏ʍɐᴉʇs‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ʇᴉɯǝ.‬</translation>
        </message>
        <message>
            <source>After a no, wait a random time from 0 up to a limit. Each new no doubles the limit. Everyone waits a different time.</source>
            <comment>TEN_RULE_LINES/full-jitter</comment>
            <translation>‫∀ɟʇǝɹ‏ ‏ɐ‏ ‏uo,‏ ‏ʍɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ‏ ‏ɟɹoɯ‏ ‏0‏ ‏nd‏ ‏ʇo‏ ‏ɐ‏ ‏lᴉɯᴉʇ.‏ ‏Ǝɐɔɥ‏ ‏uǝʍ‏ ‏uo‏ ‏ponqlǝs‏ ‏ʇɥǝ‏ ‏lᴉɯᴉʇ.‏ ‏Ǝʌǝɹʎouǝ‏ ‏ʍɐᴉʇs‏ ‏ɐ‏ ‏pᴉɟɟǝɹǝuʇ‏ ‏ʇᴉɯǝ.‬</translation>
        </message>
        <message>
            <source>Grown-ups call this '{name}'.</source>
            <comment>TEN_RULE_GROWN_UP</comment>
            <translation>‫⅁ɹoʍu-nds‏ ‏ɔɐll‏ ‏ʇɥᴉs‏ ‏'{name}'.‬</translation>
        </message>
        <message>
            <source>{line} &lt;i&gt;(In the lab: {name}.)&lt;/i&gt;</source>
            <comment>TEN_RULE_LINE_IN_LAB</comment>
            <translation>‫{line}‏ ‏&lt;i&gt;(Iu‏ ‏ʇɥǝ‏ ‏lɐq:‏ ‏{name}.)&lt;/i&gt;‬</translation>
        </message>
        <message>
            <source>Make your guess first, then look at the pictures. What did you see? Talk about it.</source>
            <comment>TEN_NOTICE_ASK</comment>
            <translation>‫Wɐʞǝ‏ ‏ʎonɹ‏ ‏ƃnǝss‏ ‏ɟᴉɹsʇ,‏ ‏ʇɥǝu‏ ‏looʞ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏dᴉɔʇnɹǝs.‏ ‏Mɥɐʇ‏ ‏pᴉp‏ ‏ʎon‏ ‏sǝǝ?‏ ‏⊥ɐlʞ‏ ‏ɐqonʇ‏ ‏ᴉʇ.‬</translation>
        </message>
        <message>
            <source>You have guessed. What did you see? Talk about it, then open this.</source>
            <comment>TEN_NOTICE_READY</comment>
            <translation>‫⅄on‏ ‏ɥɐʌǝ‏ ‏ƃnǝssǝp.‏ ‏Mɥɐʇ‏ ‏pᴉp‏ ‏ʎon‏ ‏sǝǝ?‏ ‏⊥ɐlʞ‏ ‏ɐqonʇ‏ ‏ᴉʇ,‏ ‏ʇɥǝu‏ ‏odǝu‏ ‏ʇɥᴉs.‬</translation>
        </message>
        <message>
            <source>Choose your guess. The results stay hidden until you do.</source>
            <comment>TEN_PREDICT_FIRST</comment>
            <translation>‫Ɔɥoosǝ‏ ‏ʎonɹ‏ ‏ƃnǝss.‏ ‏⊥ɥǝ‏ ‏ɹǝsnlʇs‏ ‏sʇɐʎ‏ ‏ɥᴉppǝu‏ ‏nuʇᴉl‏ ‏ʎon‏ ‏po.‬</translation>
        </message>
        <message>
            <source>Make your guess on the left.
Then every call of every agent appears here.</source>
            <comment>TEN_HIDDEN</comment>
            <translation>‫Wɐʞǝ‏ ‏ʎonɹ‏ ‏ƃnǝss‏ ‏ou‏ ‏ʇɥǝ‏ ‏lǝɟʇ.
⊥ɥǝu‏ ‏ǝʌǝɹʎ‏ ‏ɔɐll‏ ‏oɟ‏ ‏ǝʌǝɹʎ‏ ‏ɐƃǝuʇ‏ ‏ɐddǝɐɹs‏ ‏ɥǝɹǝ.‬</translation>
        </message>
        <message>
            <source>You guessed it: '{rule}' sent the most calls, {calls}. Now look at the pictures to see why.</source>
            <comment>TEN_RIGHT</comment>
            <translation>‫⅄on‏ ‏ƃnǝssǝp‏ ‏ᴉʇ:‏ ‏'{rule}'‏ ‏sǝuʇ‏ ‏ʇɥǝ‏ ‏ɯosʇ‏ ‏ɔɐlls,‏ ‏{calls}.‏ ‏Noʍ‏ ‏looʞ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏dᴉɔʇnɹǝs‏ ‏ʇo‏ ‏sǝǝ‏ ‏ʍɥʎ.‬</translation>
        </message>
        <message>
            <source>Not this time, and that is how science goes: '{rule}' sent {calls} calls, but '{best}' sent more, {best_calls}. Can you see why in its picture?</source>
            <comment>TEN_WRONG</comment>
            <translation>‫Noʇ‏ ‏ʇɥᴉs‏ ‏ʇᴉɯǝ,‏ ‏ɐup‏ ‏ʇɥɐʇ‏ ‏ᴉs‏ ‏ɥoʍ‏ ‏sɔᴉǝuɔǝ‏ ‏ƃoǝs:‏ ‏'{rule}'‏ ‏sǝuʇ‏ ‏{calls}‏ ‏ɔɐlls,‏ ‏qnʇ‏ ‏'{best}'‏ ‏sǝuʇ‏ ‏ɯoɹǝ,‏ ‏{best_calls}.‏ ‏Ɔɐu‏ ‏ʎon‏ ‏sǝǝ‏ ‏ʍɥʎ‏ ‏ᴉu‏ ‏ᴉʇs‏ ‏dᴉɔʇnɹǝ?‬</translation>
        </message>
        <message numerus="yes">
            <source>In {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</source>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <extracomment>English for one: In {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</extracomment>
            <translation>
                <numerusform>‫Iu‏ ‏{sooner}‏ ‏oɟ‏ ‏{n}‏ ‏ɹnu,‏ ‏'Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ'‏ ‏ɥɐp‏ ‏ᴉʇs‏ ‏lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏soouǝɹ‏ ‏ʇɥɐu‏ ‏'Mɐᴉʇ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ'.‬</numerusform>
                <numerusform>‫Iu‏ ‏{sooner}‏ ‏oɟ‏ ‏{n}‏ ‏ɹnus,‏ ‏'Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ'‏ ‏ɥɐp‏ ‏ᴉʇs‏ ‏lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏soouǝɹ‏ ‏ʇɥɐu‏ ‏'Mɐᴉʇ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ'.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In only {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</source>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <extracomment>English for one: In only {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</extracomment>
            <translation>
                <numerusform>‫Iu‏ ‏oulʎ‏ ‏{sooner}‏ ‏oɟ‏ ‏{n}‏ ‏ɹnu,‏ ‏'Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ'‏ ‏ɥɐp‏ ‏ᴉʇs‏ ‏lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏soouǝɹ‏ ‏ʇɥɐu‏ ‏'Mɐᴉʇ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ'.‬</numerusform>
                <numerusform>‫Iu‏ ‏oulʎ‏ ‏{sooner}‏ ‏oɟ‏ ‏{n}‏ ‏ɹnus,‏ ‏'Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ'‏ ‏ɥɐp‏ ‏ᴉʇs‏ ‏lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏soouǝɹ‏ ‏ʇɥɐu‏ ‏'Mɐᴉʇ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ'.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This run: 'Wait a random time' sent {n:,} calls, 'Wait longer each time' {other_calls:,}.</source>
            <comment>TEN_WHY_THIS_RUN</comment>
            <extracomment>English for one: This run: 'Wait a random time' sent {n:,} call, 'Wait longer each time' {other_calls:,}.</extracomment>
            <translation>
                <numerusform>‫⊥ɥᴉs‏ ‏ɹnu:‏ ‏'Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ'‏ ‏sǝuʇ‏ ‏{n:,}‏ ‏ɔɐll,‏ ‏'Mɐᴉʇ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ'‏ ‏{other_calls:,}.‬</numerusform>
                <numerusform>‫⊥ɥᴉs‏ ‏ɹnu:‏ ‏'Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ'‏ ‏sǝuʇ‏ ‏{n:,}‏ ‏ɔɐlls,‏ ‏'Mɐᴉʇ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ'‏ ‏{other_calls:,}.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, the two usually sent about the same.</source>
            <comment>TEN_WHY_RUNS_SAME</comment>
            <extracomment>English for one: Over {n} run, the two usually sent about the same.</extracomment>
            <translation>
                <numerusform>‫Oʌǝɹ‏ ‏{n}‏ ‏ɹnu,‏ ‏ʇɥǝ‏ ‏ʇʍo‏ ‏nsnɐllʎ‏ ‏sǝuʇ‏ ‏ɐqonʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ.‬</numerusform>
                <numerusform>‫Oʌǝɹ‏ ‏{n}‏ ‏ɹnus,‏ ‏ʇɥǝ‏ ‏ʇʍo‏ ‏nsnɐllʎ‏ ‏sǝuʇ‏ ‏ɐqonʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, 'Wait a random time' usually sent fewer calls.</source>
            <comment>TEN_WHY_RUNS_FEWER</comment>
            <extracomment>English for one: Over {n} run, 'Wait a random time' usually sent fewer calls.</extracomment>
            <translation>
                <numerusform>‫Oʌǝɹ‏ ‏{n}‏ ‏ɹnu,‏ ‏'Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ'‏ ‏nsnɐllʎ‏ ‏sǝuʇ‏ ‏ɟǝʍǝɹ‏ ‏ɔɐlls.‬</numerusform>
                <numerusform>‫Oʌǝɹ‏ ‏{n}‏ ‏ɹnus,‏ ‏'Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ'‏ ‏nsnɐllʎ‏ ‏sǝuʇ‏ ‏ɟǝʍǝɹ‏ ‏ɔɐlls.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, 'Wait a random time' usually sent more calls.</source>
            <comment>TEN_WHY_RUNS_MORE</comment>
            <extracomment>English for one: Over {n} run, 'Wait a random time' usually sent more calls.</extracomment>
            <translation>
                <numerusform>‫Oʌǝɹ‏ ‏{n}‏ ‏ɹnu,‏ ‏'Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ'‏ ‏nsnɐllʎ‏ ‏sǝuʇ‏ ‏ɯoɹǝ‏ ‏ɔɐlls.‬</numerusform>
                <numerusform>‫Oʌǝɹ‏ ‏{n}‏ ‏ɹnus,‏ ‏'Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ'‏ ‏nsnɐllʎ‏ ‏sǝuʇ‏ ‏ɯoɹǝ‏ ‏ɔɐlls.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Why?</source>
            <comment>TEN_WHY_OPEN</comment>
            <translation>‫Mɥʎ?‬</translation>
        </message>
        <message>
            <source>Why a random wait helps: what each no costs, and how a random wait spreads the agents out.</source>
            <comment>TEN_WHY_OPEN_TIP</comment>
            <translation>‫Mɥʎ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʍɐᴉʇ‏ ‏ɥǝlds:‏ ‏ʍɥɐʇ‏ ‏ǝɐɔɥ‏ ‏uo‏ ‏ɔosʇs,‏ ‏ɐup‏ ‏ɥoʍ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʍɐᴉʇ‏ ‏sdɹǝɐps‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇs‏ ‏onʇ.‬</translation>
        </message>
        <message>
            <source>Every no costs the agent one more call and more waiting.</source>
            <comment>TEN_WHY_COST</comment>
            <translation>‫Ǝʌǝɹʎ‏ ‏uo‏ ‏ɔosʇs‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇ‏ ‏ouǝ‏ ‏ɯoɹǝ‏ ‏ɔɐll‏ ‏ɐup‏ ‏ɯoɹǝ‏ ‏ʍɐᴉʇᴉuƃ.‬</translation>
        </message>
        <message>
            <source>When they wait longer each time, all the agents wait the same time, come back together and mostly hear no again.</source>
            <comment>TEN_WHY_TOGETHER</comment>
            <translation>‫Mɥǝu‏ ‏ʇɥǝʎ‏ ‏ʍɐᴉʇ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ,‏ ‏ɐll‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇs‏ ‏ʍɐᴉʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ʇᴉɯǝ,‏ ‏ɔoɯǝ‏ ‏qɐɔʞ‏ ‏ʇoƃǝʇɥǝɹ‏ ‏ɐup‏ ‏ɯosʇlʎ‏ ‏ɥǝɐɹ‏ ‏uo‏ ‏ɐƃɐᴉu.‬</translation>
        </message>
        <message>
            <source>A random wait spreads them out: each agent comes back at its own time, so more of them hear yes.</source>
            <comment>TEN_WHY_SPREAD</comment>
            <translation>‫∀‏ ‏ɹɐupoɯ‏ ‏ʍɐᴉʇ‏ ‏sdɹǝɐps‏ ‏ʇɥǝɯ‏ ‏onʇ:‏ ‏ǝɐɔɥ‏ ‏ɐƃǝuʇ‏ ‏ɔoɯǝs‏ ‏qɐɔʞ‏ ‏ɐʇ‏ ‏ᴉʇs‏ ‏oʍu‏ ‏ʇᴉɯǝ,‏ ‏so‏ ‏ɯoɹǝ‏ ‏oɟ‏ ‏ʇɥǝɯ‏ ‏ɥǝɐɹ‏ ‏ʎǝs.‬</translation>
        </message>
        <message numerus="yes">
            <source>With the lab's {agents} agents it matters more: a random wait sent {n:,} calls, waiting longer each time {other_calls:,}.</source>
            <comment>TEN_WHY_LAB</comment>
            <extracomment>English for one: With the lab's {agents} agents it matters more: a random wait sent {n:,} call, waiting longer each time {other_calls:,}.</extracomment>
            <translation>
                <numerusform>‫Mᴉʇɥ‏ ‏ʇɥǝ‏ ‏lɐq's‏ ‏{agents}‏ ‏ɐƃǝuʇs‏ ‏ᴉʇ‏ ‏ɯɐʇʇǝɹs‏ ‏ɯoɹǝ:‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʍɐᴉʇ‏ ‏sǝuʇ‏ ‏{n:,}‏ ‏ɔɐll,‏ ‏ʍɐᴉʇᴉuƃ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ‏ ‏{other_calls:,}.‬</numerusform>
                <numerusform>‫Mᴉʇɥ‏ ‏ʇɥǝ‏ ‏lɐq's‏ ‏{agents}‏ ‏ɐƃǝuʇs‏ ‏ᴉʇ‏ ‏ɯɐʇʇǝɹs‏ ‏ɯoɹǝ:‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʍɐᴉʇ‏ ‏sǝuʇ‏ ‏{n:,}‏ ‏ɔɐlls,‏ ‏ʍɐᴉʇᴉuƃ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ‏ ‏{other_calls:,}.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Show every call again, from the start to the last answer, on all three pictures.</source>
            <comment>TEN_PLOT_BACK_TIP</comment>
            <translation>‫Sɥoʍ‏ ‏ǝʌǝɹʎ‏ ‏ɔɐll‏ ‏ɐƃɐᴉu,‏ ‏ɟɹoɯ‏ ‏ʇɥǝ‏ ‏sʇɐɹʇ‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐusʍǝɹ,‏ ‏ou‏ ‏ɐll‏ ‏ʇɥɹǝǝ‏ ‏dᴉɔʇnɹǝs.‬</translation>
        </message>
        <message>
            <source>all answered at {last:.1f} s</source>
            <comment>TEN_FINISHED</comment>
            <translation>‫ɐll‏ ‏ɐusʍǝɹǝp‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>Your guess stays: you have seen the results. To guess again, press Start again.</source>
            <comment>TEN_GUESS_KEPT</comment>
            <translation>‫⅄onɹ‏ ‏ƃnǝss‏ ‏sʇɐʎs:‏ ‏ʎon‏ ‏ɥɐʌǝ‏ ‏sǝǝu‏ ‏ʇɥǝ‏ ‏ɹǝsnlʇs.‏ ‏⊥o‏ ‏ƃnǝss‏ ‏ɐƃɐᴉu,‏ ‏dɹǝss‏ ‏Sʇɐɹʇ‏ ‏ɐƃɐᴉu.‬</translation>
        </message>
        <message>
            <source>Start again</source>
            <comment>TEN_AGAIN</comment>
            <translation>‫Sʇɐɹʇ‏ ‏ɐƃɐᴉu‬</translation>
        </message>
        <message>
            <source>Hide the results and make a new guess.</source>
            <comment>TEN_AGAIN_TIP</comment>
            <translation>‫Hᴉpǝ‏ ‏ʇɥǝ‏ ‏ɹǝsnlʇs‏ ‏ɐup‏ ‏ɯɐʞǝ‏ ‏ɐ‏ ‏uǝʍ‏ ‏ƃnǝss.‬</translation>
        </message>
        <message>
            <source>&amp;Another run</source>
            <comment>TEN_ANOTHER</comment>
            <translation>‫&amp;∀uoʇɥǝɹ‏ ‏ɹnu‬</translation>
        </message>
        <message>
            <source>The same ten agents with a new roll of the dice. Which numbers change, and which stay the same? (Alt+A)</source>
            <comment>TEN_ANOTHER_TIP</comment>
            <translation>‫⊥ɥǝ‏ ‏sɐɯǝ‏ ‏ʇǝu‏ ‏ɐƃǝuʇs‏ ‏ʍᴉʇɥ‏ ‏ɐ‏ ‏uǝʍ‏ ‏ɹoll‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏pᴉɔǝ.‏ ‏Mɥᴉɔɥ‏ ‏unɯqǝɹs‏ ‏ɔɥɐuƃǝ,‏ ‏ɐup‏ ‏ʍɥᴉɔɥ‏ ‏sʇɐʎ‏ ‏ʇɥǝ‏ ‏sɐɯǝ?‏ ‏(∀lʇ+∀)‬</translation>
        </message>
        <message>
            <source>Try again
at once</source>
            <comment>TEN_COLUMNS/immediate</comment>
            <translation>‫⊥ɹʎ‏ ‏ɐƃɐᴉu
ɐʇ‏ ‏ouɔǝ‬</translation>
        </message>
        <message>
            <source>Wait longer
each time</source>
            <comment>TEN_COLUMNS/exponential</comment>
            <translation>‫Mɐᴉʇ‏ ‏louƃǝɹ
ǝɐɔɥ‏ ‏ʇᴉɯǝ‬</translation>
        </message>
        <message>
            <source>Wait a
random time</source>
            <comment>TEN_COLUMNS/full-jitter</comment>
            <translation>‫Mɐᴉʇ‏ ‏ɐ
ɹɐupoɯ‏ ‏ʇᴉɯǝ‬</translation>
        </message>
        <message>
            <source>Save every agent's calls and when it was answered, for each way, as a CSV file. You choose where (Ctrl+E).</source>
            <comment>TEN_DATA_TIP</comment>
            <translation>‫Sɐʌǝ‏ ‏ǝʌǝɹʎ‏ ‏ɐƃǝuʇ's‏ ‏ɔɐlls‏ ‏ɐup‏ ‏ʍɥǝu‏ ‏ᴉʇ‏ ‏ʍɐs‏ ‏ɐusʍǝɹǝp,‏ ‏ɟoɹ‏ ‏ǝɐɔɥ‏ ‏ʍɐʎ,‏ ‏ɐs‏ ‏ɐ‏ ‏ƆSΛ‏ ‏ɟᴉlǝ.‏ ‏⅄on‏ ‏ɔɥoosǝ‏ ‏ʍɥǝɹǝ‏ ‏(Ɔʇɹl+Ǝ).‬</translation>
        </message>
        <message>
            <source>the ten agents' calls</source>
            <comment>TEN_WHAT_DATA</comment>
            <translation>‫ʇɥǝ‏ ‏ʇǝu‏ ‏ɐƃǝuʇs'‏ ‏ɔɐlls‬</translation>
        </message>
        <message>
            <source>Agent {n}</source>
            <comment>TEN_AGENT_ROW</comment>
            <translation>‫∀ƃǝuʇ‏ ‏{n}‬</translation>
        </message>
        <message>
            <source>All of them</source>
            <comment>TEN_TOTAL_ROW</comment>
            <translation>‫∀ll‏ ‏oɟ‏ ‏ʇɥǝɯ‬</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>TEN_CALLS_ROW</comment>
            <translation>‫Ɔɐlls‏ ‏sǝuʇ‬</translation>
        </message>
        <message>
            <source>How many times each agent tried again</source>
            <comment>TEN_TABLE_TITLE</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ʇᴉɯǝs‏ ‏ǝɐɔɥ‏ ‏ɐƃǝuʇ‏ ‏ʇɹᴉǝp‏ ‏ɐƃɐᴉu‬</translation>
        </message>
        <message>
            <source>How many times each agent heard no and tried again. Calls sent = tries again + one first call each.</source>
            <comment>TEN_TABLE_TIP</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ʇᴉɯǝs‏ ‏ǝɐɔɥ‏ ‏ɐƃǝuʇ‏ ‏ɥǝɐɹp‏ ‏uo‏ ‏ɐup‏ ‏ʇɹᴉǝp‏ ‏ɐƃɐᴉu.‏ ‏Ɔɐlls‏ ‏sǝuʇ‏ ‏=‏ ‏ʇɹᴉǝs‏ ‏ɐƃɐᴉu‏ ‏+‏ ‏ouǝ‏ ‏ɟᴉɹsʇ‏ ‏ɔɐll‏ ‏ǝɐɔɥ.‬</translation>
        </message>
        <message numerus="yes">
            <source>“All of them” adds up the tries again. “Calls sent” counts each agent's first call too: {n} more.</source>
            <comment>TEN_TABLE_NOTE</comment>
            <extracomment>English for one: “All of them” adds up the tries again. “Calls sent” counts each agent's first call too: {n} more.</extracomment>
            <translation>
                <numerusform>‫“∀ll‏ ‏oɟ‏ ‏ʇɥǝɯ”‏ ‏ɐpps‏ ‏nd‏ ‏ʇɥǝ‏ ‏ʇɹᴉǝs‏ ‏ɐƃɐᴉu.‏ ‏“Ɔɐlls‏ ‏sǝuʇ”‏ ‏ɔonuʇs‏ ‏ǝɐɔɥ‏ ‏ɐƃǝuʇ's‏ ‏ɟᴉɹsʇ‏ ‏ɔɐll‏ ‏ʇoo:‏ ‏{n}‏ ‏ɯoɹǝ.‬</numerusform>
                <numerusform>‫“∀ll‏ ‏oɟ‏ ‏ʇɥǝɯ”‏ ‏ɐpps‏ ‏nd‏ ‏ʇɥǝ‏ ‏ʇɹᴉǝs‏ ‏ɐƃɐᴉu.‏ ‏“Ɔɐlls‏ ‏sǝuʇ”‏ ‏ɔonuʇs‏ ‏ǝɐɔɥ‏ ‏ɐƃǝuʇ's‏ ‏ɟᴉɹsʇ‏ ‏ɔɐll‏ ‏ʇoo:‏ ‏{n}‏ ‏ɯoɹǝ.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n} calls, last answer at {last:.1f} s</source>
            <comment>TEN_TIMELINE_TITLE</comment>
            <extracomment>English for one: {rule}: {n} call, last answer at {last:.1f} s</extracomment>
            <translation>
                <numerusform>‫{rule}:‏ ‏{n}‏ ‏ɔɐll,‏ ‏lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s‬</numerusform>
                <numerusform>‫{rule}:‏ ‏{n}‏ ‏ɔɐlls,‏ ‏lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n} calls so far</source>
            <comment>TEN_TIMELINE_TITLE_SO_FAR</comment>
            <extracomment>English for one: {rule}: {n} call so far</extracomment>
            <translation>
                <numerusform>‫{rule}:‏ ‏{n}‏ ‏ɔɐll‏ ‏so‏ ‏ɟɐɹ‬</numerusform>
                <numerusform>‫{rule}:‏ ‏{n}‏ ‏ɔɐlls‏ ‏so‏ ‏ɟɐɹ‬</numerusform>
            </translation>
        </message>
        <message>
            <source>green</source>
            <comment>COLOUR_NAMES/green</comment>
            <translation>‫ƃɹǝǝu‬</translation>
        </message>
        <message>
            <source>red</source>
            <comment>COLOUR_NAMES/red</comment>
            <translation>‫ɹǝp‬</translation>
        </message>
        <message>
            <source>dark blue</source>
            <comment>COLOUR_NAMES/dark blue</comment>
            <translation>‫pɐɹʞ‏ ‏qlnǝ‬</translation>
        </message>
        <message>
            <source>grey</source>
            <comment>COLOUR_NAMES/grey</comment>
            <translation>‫ƃɹǝʎ‬</translation>
        </message>
        <message>
            <source>purple</source>
            <comment>COLOUR_NAMES/purple</comment>
            <translation>‫dnɹdlǝ‬</translation>
        </message>
        <message>
            <source>black</source>
            <comment>COLOUR_NAMES/black</comment>
            <translation>‫qlɐɔʞ‬</translation>
        </message>
        <message>
            <source>gold</source>
            <comment>COLOUR_NAMES/gold</comment>
            <translation>‫ƃolp‬</translation>
        </message>
        <message>
            <source>violet</source>
            <comment>COLOUR_NAMES/violet</comment>
            <translation>‫ʌᴉolǝʇ‬</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>COLOUR_NAMES/blue</comment>
            <translation>‫qlnǝ‬</translation>
        </message>
        <message>
            <source>sky blue</source>
            <comment>COLOUR_NAMES/sky blue</comment>
            <translation>‫sʞʎ‏ ‏qlnǝ‬</translation>
        </message>
        <message>
            <source>Each row is one agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; green dot: the tool said yes, then &lt;span style='color:{green}'&gt;—&lt;/span&gt; the answer on its way &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; red cross: the tool said no</source>
            <comment>TEN_LEGEND</comment>
            <translation>‫Ǝɐɔɥ‏ ‏ɹoʍ‏ ‏ᴉs‏ ‏ouǝ‏ ‏ɐƃǝuʇ.‏ ‏&lt;span style='color:{green}'&gt;●&lt;/span&gt;‏ ‏ƃɹǝǝu‏ ‏poʇ:‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏sɐᴉp‏ ‏ʎǝs,‏ ‏ʇɥǝu‏ ‏&lt;span style='color:{green}'&gt;—&lt;/span&gt;‏ ‏ʇɥǝ‏ ‏ɐusʍǝɹ‏ ‏ou‏ ‏ᴉʇs‏ ‏ʍɐʎ‏ ‏&amp;nbsp;‏ ‏&lt;span style='color:{red}'&gt;✕&lt;/span&gt;‏ ‏ɹǝp‏ ‏ɔɹoss:‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏sɐᴉp‏ ‏uo‬</translation>
        </message>
        <message>
            <source>Time runs left to right. Agent 1 is the top row.</source>
            <comment>TEN_LEGEND_TIP</comment>
            <translation>‫⊥ᴉɯǝ‏ ‏ɹnus‏ ‏lǝɟʇ‏ ‏ʇo‏ ‏ɹᴉƃɥʇ.‏ ‏∀ƃǝuʇ‏ ‏1‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏ʇod‏ ‏ɹoʍ.‬</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent the most, “{least}” the fewest.</source>
            <comment>TEN_REVEAL_LEAD</comment>
            <translation>‫&lt;b&gt;Ɔonuʇ‏ ‏ʇɥǝ‏ ‏ɔɐlls‏ ‏ɟᴉɹsʇ.&lt;/b&gt;‏ ‏“{most}”‏ ‏sǝuʇ‏ ‏ʇɥǝ‏ ‏ɯosʇ,‏ ‏“{least}”‏ ‏ʇɥǝ‏ ‏ɟǝʍǝsʇ.‬</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; All three sent about as many.</source>
            <comment>TEN_REVEAL_LEAD_SAME</comment>
            <translation>‫&lt;b&gt;Ɔonuʇ‏ ‏ʇɥǝ‏ ‏ɔɐlls‏ ‏ɟᴉɹsʇ.&lt;/b&gt;‏ ‏∀ll‏ ‏ʇɥɹǝǝ‏ ‏sǝuʇ‏ ‏ɐqonʇ‏ ‏ɐs‏ ‏ɯɐuʎ.‬</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent {times:.1f} times as many calls as the fewest: {n:,} calls.</source>
            <comment>TEN_REVEAL_HARD_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent {times:.1f} times as many calls as the fewest: {n:,} call.</extracomment>
            <translation>
                <numerusform>‫&lt;b&gt;{rule}&lt;/b&gt;‏ ‏ʍɐs‏ ‏bnᴉɔʞ‏ ‏(lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏ɐʇ‏ ‏{done:.1f}‏ ‏s)‏ ‏qnʇ‏ ‏sǝuʇ‏ ‏{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏ɟǝʍǝsʇ:‏ ‏{n:,}‏ ‏ɔɐll.‬</numerusform>
                <numerusform>‫&lt;b&gt;{rule}&lt;/b&gt;‏ ‏ʍɐs‏ ‏bnᴉɔʞ‏ ‏(lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏ɐʇ‏ ‏{done:.1f}‏ ‏s)‏ ‏qnʇ‏ ‏sǝuʇ‏ ‏{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɔɐlls‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏ɟǝʍǝsʇ:‏ ‏{n:,}‏ ‏ɔɐlls.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but slow: last answer only at {done:.1f} s.</source>
            <comment>TEN_REVEAL_GENTLE_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) but slow: last answer only at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>‫&lt;b&gt;{rule}&lt;/b&gt;‏ ‏ʍɐs‏ ‏ƃǝuʇlǝ‏ ‏ou‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏({n:,}‏ ‏ɔɐll)‏ ‏qnʇ‏ ‏sloʍ:‏ ‏lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏oulʎ‏ ‏ɐʇ‏ ‏{done:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫&lt;b&gt;{rule}&lt;/b&gt;‏ ‏ʍɐs‏ ‏ƃǝuʇlǝ‏ ‏ou‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏({n:,}‏ ‏ɔɐlls)‏ ‏qnʇ‏ ‏sloʍ:‏ ‏lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏oulʎ‏ ‏ɐʇ‏ ‏{done:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle and quick: {n:,} calls, last answer at {done:.1f} s.</source>
            <comment>TEN_REVEAL_GENTLE_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle and quick: {n:,} call, last answer at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>‫&lt;b&gt;{rule}&lt;/b&gt;‏ ‏ʍɐs‏ ‏ƃǝuʇlǝ‏ ‏ɐup‏ ‏bnᴉɔʞ:‏ ‏{n:,}‏ ‏ɔɐll,‏ ‏lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏ɐʇ‏ ‏{done:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫&lt;b&gt;{rule}&lt;/b&gt;‏ ‏ʍɐs‏ ‏ƃǝuʇlǝ‏ ‏ɐup‏ ‏bnᴉɔʞ:‏ ‏{n:,}‏ ‏ɔɐlls,‏ ‏lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏ɐʇ‏ ‏{done:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} calls, {times:.1f} times as many as the fewest, and last answer only at {done:.1f} s.</source>
            <comment>TEN_REVEAL_HARD_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} call, {times:.1f} times as many as the fewest, and last answer only at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>‫&lt;b&gt;{rule}&lt;/b&gt;‏ ‏ʍɐs‏ ‏ɥɐɹp‏ ‏ou‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐup‏ ‏sloʍ:‏ ‏{n:,}‏ ‏ɔɐll,‏ ‏{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏ɟǝʍǝsʇ,‏ ‏ɐup‏ ‏lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏oulʎ‏ ‏ɐʇ‏ ‏{done:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫&lt;b&gt;{rule}&lt;/b&gt;‏ ‏ʍɐs‏ ‏ɥɐɹp‏ ‏ou‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐup‏ ‏sloʍ:‏ ‏{n:,}‏ ‏ɔɐlls,‏ ‏{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏ɟǝʍǝsʇ,‏ ‏ɐup‏ ‏lɐsʇ‏ ‏ɐusʍǝɹ‏ ‏oulʎ‏ ‏ɐʇ‏ ‏{done:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) and quicker than “{other}”: {done:.1f} s against {other_done:.1f} s.</source>
            <comment>TEN_REVEAL_RANDOM_SOONER</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) and quicker than “{other}”: {done:.1f} s against {other_done:.1f} s.</extracomment>
            <translation>
                <numerusform>‫&lt;b&gt;{rule}&lt;/b&gt;‏ ‏ʍɐs‏ ‏ƃǝuʇlǝ‏ ‏ou‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏({n:,}‏ ‏ɔɐll)‏ ‏ɐup‏ ‏bnᴉɔʞǝɹ‏ ‏ʇɥɐu‏ ‏“{other}”:‏ ‏{done:.1f}‏ ‏s‏ ‏ɐƃɐᴉusʇ‏ ‏{other_done:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫&lt;b&gt;{rule}&lt;/b&gt;‏ ‏ʍɐs‏ ‏ƃǝuʇlǝ‏ ‏ou‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏({n:,}‏ ‏ɔɐlls)‏ ‏ɐup‏ ‏bnᴉɔʞǝɹ‏ ‏ʇɥɐu‏ ‏“{other}”:‏ ‏{done:.1f}‏ ‏s‏ ‏ɐƃɐᴉusʇ‏ ‏{other_done:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</source>
            <comment>TEN_REVEAL_RANDOM_NOT_SOONER</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) but this time no quicker than “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</extracomment>
            <translation>
                <numerusform>‫&lt;b&gt;{rule}&lt;/b&gt;‏ ‏ʍɐs‏ ‏ƃǝuʇlǝ‏ ‏ou‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏({n:,}‏ ‏ɔɐll)‏ ‏qnʇ‏ ‏ʇɥᴉs‏ ‏ʇᴉɯǝ‏ ‏uo‏ ‏bnᴉɔʞǝɹ‏ ‏ʇɥɐu‏ ‏“{other}”:‏ ‏{done:.1f}‏ ‏s‏ ‏ɐƃɐᴉusʇ‏ ‏{other_done:.1f}‏ ‏s.‏ ‏Mᴉʇɥ‏ ‏oulʎ‏ ‏ʇǝu‏ ‏ɐƃǝuʇs,‏ ‏ouǝ‏ ‏ɹnu‏ ‏ɔɐu‏ ‏ƃo‏ ‏ǝᴉʇɥǝɹ‏ ‏ʍɐʎ:‏ ‏dɹǝss‏ ‏∀uoʇɥǝɹ‏ ‏ɹnu.‬</numerusform>
                <numerusform>‫&lt;b&gt;{rule}&lt;/b&gt;‏ ‏ʍɐs‏ ‏ƃǝuʇlǝ‏ ‏ou‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏({n:,}‏ ‏ɔɐlls)‏ ‏qnʇ‏ ‏ʇɥᴉs‏ ‏ʇᴉɯǝ‏ ‏uo‏ ‏bnᴉɔʞǝɹ‏ ‏ʇɥɐu‏ ‏“{other}”:‏ ‏{done:.1f}‏ ‏s‏ ‏ɐƃɐᴉusʇ‏ ‏{other_done:.1f}‏ ‏s.‏ ‏Mᴉʇɥ‏ ‏oulʎ‏ ‏ʇǝu‏ ‏ɐƃǝuʇs,‏ ‏ouǝ‏ ‏ɹnu‏ ‏ɔɐu‏ ‏ƃo‏ ‏ǝᴉʇɥǝɹ‏ ‏ʍɐʎ:‏ ‏dɹǝss‏ ‏∀uoʇɥǝɹ‏ ‏ɹnu.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Ten agents are few: one with a short wait may hear no again, so a few more calls.</source>
            <comment>TEN_REVEAL_FEW_AGENTS</comment>
            <translation>‫⊥ǝu‏ ‏ɐƃǝuʇs‏ ‏ɐɹǝ‏ ‏ɟǝʍ:‏ ‏ouǝ‏ ‏ʍᴉʇɥ‏ ‏ɐ‏ ‏sɥoɹʇ‏ ‏ʍɐᴉʇ‏ ‏ɯɐʎ‏ ‏ɥǝɐɹ‏ ‏uo‏ ‏ɐƃɐᴉu,‏ ‏so‏ ‏ɐ‏ ‏ɟǝʍ‏ ‏ɯoɹǝ‏ ‏ɔɐlls.‬</translation>
        </message>
        <message>
            <source>Its rows are full of red crosses: the tool says no to almost every call.</source>
            <comment>TEN_REVEAL_WHY/immediate</comment>
            <translation>‫Iʇs‏ ‏ɹoʍs‏ ‏ɐɹǝ‏ ‏ɟnll‏ ‏oɟ‏ ‏ɹǝp‏ ‏ɔɹossǝs:‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏sɐʎs‏ ‏uo‏ ‏ʇo‏ ‏ɐlɯosʇ‏ ‏ǝʌǝɹʎ‏ ‏ɔɐll.‬</translation>
        </message>
        <message>
            <source>Its crosses line up in stripes: all the agents come back at the same moment.</source>
            <comment>TEN_REVEAL_WHY/exponential</comment>
            <translation>‫Iʇs‏ ‏ɔɹossǝs‏ ‏lᴉuǝ‏ ‏nd‏ ‏ᴉu‏ ‏sʇɹᴉdǝs:‏ ‏ɐll‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇs‏ ‏ɔoɯǝ‏ ‏qɐɔʞ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɯoɯǝuʇ.‬</translation>
        </message>
        <message>
            <source>Its crosses are spread out: each agent comes back at its own time.</source>
            <comment>TEN_REVEAL_WHY/full-jitter</comment>
            <translation>‫Iʇs‏ ‏ɔɹossǝs‏ ‏ɐɹǝ‏ ‏sdɹǝɐp‏ ‏onʇ:‏ ‏ǝɐɔɥ‏ ‏ɐƃǝuʇ‏ ‏ɔoɯǝs‏ ‏qɐɔʞ‏ ‏ɐʇ‏ ‏ᴉʇs‏ ‏oʍu‏ ‏ʇᴉɯǝ.‬</translation>
        </message>
        <message>
            <source>First the calls: which way sends the most? Then the time: is one way both gentle on the tool and quick?</source>
            <comment>TEN_TRY/0</comment>
            <translation>‫Ⅎᴉɹsʇ‏ ‏ʇɥǝ‏ ‏ɔɐlls:‏ ‏ʍɥᴉɔɥ‏ ‏ʍɐʎ‏ ‏sǝups‏ ‏ʇɥǝ‏ ‏ɯosʇ?‏ ‏⊥ɥǝu‏ ‏ʇɥǝ‏ ‏ʇᴉɯǝ:‏ ‏ᴉs‏ ‏ouǝ‏ ‏ʍɐʎ‏ ‏qoʇɥ‏ ‏ƃǝuʇlǝ‏ ‏ou‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐup‏ ‏bnᴉɔʞ?‬</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way? Find it in the table, then find its row in the picture.</source>
            <comment>TEN_TRY/1</comment>
            <translation>‫Mɥᴉɔɥ‏ ‏ɐƃǝuʇ‏ ‏ʇɹᴉǝp‏ ‏ɐƃɐᴉu‏ ‏ʇɥǝ‏ ‏ɯosʇ‏ ‏ǝɐɔɥ‏ ‏ʍɐʎ?‏ ‏Ⅎᴉup‏ ‏ᴉʇ‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʇɐqlǝ,‏ ‏ʇɥǝu‏ ‏ɟᴉup‏ ‏ᴉʇs‏ ‏ɹoʍ‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏dᴉɔʇnɹǝ.‬</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does it still hold? Which numbers change?</source>
            <comment>TEN_TRY/2</comment>
            <translation>‫Ԁɹǝss‏ ‏∀uoʇɥǝɹ‏ ‏ɹnu‏ ‏ɐ‏ ‏ɟǝʍ‏ ‏ʇᴉɯǝs.‏ ‏ꓷoǝs‏ ‏ᴉʇ‏ ‏sʇᴉll‏ ‏ɥolp?‏ ‏Mɥᴉɔɥ‏ ‏unɯqǝɹs‏ ‏ɔɥɐuƃǝ?‬</translation>
        </message>
        <message>
            <source>First the calls: which way sends the most? Then the time: is one way both gentle on the tool and quick?</source>
            <comment>TEN_TRY_KIOSK/0</comment>
            <translation>‫Ⅎᴉɹsʇ‏ ‏ʇɥǝ‏ ‏ɔɐlls:‏ ‏ʍɥᴉɔɥ‏ ‏ʍɐʎ‏ ‏sǝups‏ ‏ʇɥǝ‏ ‏ɯosʇ?‏ ‏⊥ɥǝu‏ ‏ʇɥǝ‏ ‏ʇᴉɯǝ:‏ ‏ᴉs‏ ‏ouǝ‏ ‏ʍɐʎ‏ ‏qoʇɥ‏ ‏ƃǝuʇlǝ‏ ‏ou‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐup‏ ‏bnᴉɔʞ?‬</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way?</source>
            <comment>TEN_TRY_KIOSK/1</comment>
            <translation>‫Mɥᴉɔɥ‏ ‏ɐƃǝuʇ‏ ‏ʇɹᴉǝp‏ ‏ɐƃɐᴉu‏ ‏ʇɥǝ‏ ‏ɯosʇ‏ ‏ǝɐɔɥ‏ ‏ʍɐʎ?‬</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does it still hold? Which numbers change?</source>
            <comment>TEN_TRY_KIOSK/2</comment>
            <translation>‫Ԁɹǝss‏ ‏∀uoʇɥǝɹ‏ ‏ɹnu‏ ‏ɐ‏ ‏ɟǝʍ‏ ‏ʇᴉɯǝs.‏ ‏ꓷoǝs‏ ‏ᴉʇ‏ ‏sʇᴉll‏ ‏ɥolp?‏ ‏Mɥᴉɔɥ‏ ‏unɯqǝɹs‏ ‏ɔɥɐuƃǝ?‬</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {n:,} agents need answers from one tool.</source>
            <comment>LOAD_TAGLINE</comment>
            <extracomment>English for one: &lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {n:,} agent needs answers from one tool.</extracomment>
            <translation>
                <numerusform>‫&lt;b&gt;˥oɐp‏ ‏ɐƃɐᴉusʇ‏ ‏ʍɐᴉʇᴉuƃ&lt;/b&gt;‏ ‏(15‏ ‏ɐup‏ ‏nd):‏ ‏{n:,}‏ ‏ɐƃǝuʇ‏ ‏uǝǝps‏ ‏ɐusʍǝɹs‏ ‏ɟɹoɯ‏ ‏ouǝ‏ ‏ʇool.‬</numerusform>
                <numerusform>‫&lt;b&gt;˥oɐp‏ ‏ɐƃɐᴉusʇ‏ ‏ʍɐᴉʇᴉuƃ&lt;/b&gt;‏ ‏(15‏ ‏ɐup‏ ‏nd):‏ ‏{n:,}‏ ‏ɐƃǝuʇs‏ ‏uǝǝp‏ ‏ɐusʍǝɹs‏ ‏ɟɹoɯ‏ ‏ouǝ‏ ‏ʇool.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n:,} calls a second.</source>
            <comment>LOAD_TAGLINE_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n:,} call a second.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏{n:,}‏ ‏ɔɐll‏ ‏ɐ‏ ‏sǝɔoup.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏{n:,}‏ ‏ɔɐlls‏ ‏ɐ‏ ‏sǝɔoup.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Every rule trades calls sent against waiting. Down and to the left is better: fewer calls, less waiting.</source>
            <comment>LOAD_NOTICE/0</comment>
            <translation>‫Ǝʌǝɹʎ‏ ‏ɹnlǝ‏ ‏ʇɹɐpǝs‏ ‏ɔɐlls‏ ‏sǝuʇ‏ ‏ɐƃɐᴉusʇ‏ ‏ʍɐᴉʇᴉuƃ.‏ ‏ꓷoʍu‏ ‏ɐup‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏lǝɟʇ‏ ‏ᴉs‏ ‏qǝʇʇǝɹ:‏ ‏ɟǝʍǝɹ‏ ‏ɔɐlls,‏ ‏lǝss‏ ‏ʍɐᴉʇᴉuƃ.‬</translation>
        </message>
        <message>
            <source>&lt;b&gt;Exponential backoff&lt;/b&gt; hardly changes its calls as the longest wait grows; a longer one only makes agents wait longer.</source>
            <comment>LOAD_NOTICE/1</comment>
            <translation>‫&lt;b&gt;Ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ&lt;/b&gt;‏ ‏ɥɐɹplʎ‏ ‏ɔɥɐuƃǝs‏ ‏ᴉʇs‏ ‏ɔɐlls‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏ƃɹoʍs;‏ ‏ɐ‏ ‏louƃǝɹ‏ ‏ouǝ‏ ‏oulʎ‏ ‏ɯɐʞǝs‏ ‏ɐƃǝuʇs‏ ‏ʍɐᴉʇ‏ ‏louƃǝɹ.‬</translation>
        </message>
        <message>
            <source>&lt;b&gt;Backoff with jitter&lt;/b&gt; sends fewer calls as the longest wait grows, while the typical agent barely waits longer.</source>
            <comment>LOAD_NOTICE/2</comment>
            <translation>‫&lt;b&gt;ꓭɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ&lt;/b&gt;‏ ‏sǝups‏ ‏ɟǝʍǝɹ‏ ‏ɔɐlls‏ ‏ɐs‏ ‏ʇɥǝ‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏ƃɹoʍs,‏ ‏ʍɥᴉlǝ‏ ‏ʇɥǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‏ ‏qɐɹǝlʎ‏ ‏ʍɐᴉʇs‏ ‏louƃǝɹ.‬</translation>
        </message>
        <message>
            <source>The bars show the middle half of the runs: jitter varies from run to run, the other two never do.</source>
            <comment>LOAD_NOTICE/3</comment>
            <translation>‫⊥ɥǝ‏ ‏qɐɹs‏ ‏sɥoʍ‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏ɥɐlɟ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɹnus:‏ ‏ɾᴉʇʇǝɹ‏ ‏ʌɐɹᴉǝs‏ ‏ɟɹoɯ‏ ‏ɹnu‏ ‏ʇo‏ ‏ɹnu,‏ ‏ʇɥǝ‏ ‏oʇɥǝɹ‏ ‏ʇʍo‏ ‏uǝʌǝɹ‏ ‏po.‬</translation>
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool takes {capacity} every second and is never idle ({sum} calls). At its usual pace, every 0.1 s, the same rule sent {usual} calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <comment>LOAD_NOTICE_ONE_SECOND</comment>
            <translation>‫&lt;b&gt;ꓤǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ,‏ ‏ǝʌǝɹʎ‏ ‏1‏ ‏s&lt;/b&gt;‏ ‏poǝs‏ ‏ʍǝll‏ ‏ɥǝɹǝ‏ ‏oulʎ‏ ‏qǝɔɐnsǝ‏ ‏ʇɥᴉs‏ ‏ʇool‏ ‏ɔonuʇs‏ ‏ɔɐlls‏ ‏ᴉu‏ ‏ʍɥolǝ‏ ‏sǝɔoups:‏ ‏ǝɐɔɥ‏ ‏ɹǝɟnsǝp‏ ‏ɐƃǝuʇ‏ ‏ɔɐlls‏ ‏ɐƃɐᴉu‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʇool's‏ ‏uǝxʇ‏ ‏sǝɔoup,‏ ‏so‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ʇɐʞǝs‏ ‏{capacity}‏ ‏ǝʌǝɹʎ‏ ‏sǝɔoup‏ ‏ɐup‏ ‏ᴉs‏ ‏uǝʌǝɹ‏ ‏ᴉplǝ‏ ‏({sum}‏ ‏ɔɐlls).‏ ‏∀ʇ‏ ‏ᴉʇs‏ ‏nsnɐl‏ ‏dɐɔǝ,‏ ‏ǝʌǝɹʎ‏ ‏0.1‏ ‏s,‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɹnlǝ‏ ‏sǝuʇ‏ ‏{usual}‏ ‏ɔɐlls.‏ ‏∀‏ ‏ʍɐᴉʇ‏ ‏ʇɥɐʇ‏ ‏ɟᴉʇs‏ ‏ouǝ‏ ‏ʇool's‏ ‏ɔloɔʞ‏ ‏ᴉs‏ ‏lnɔʞ,‏ ‏uoʇ‏ ‏ɐ‏ ‏ɹnlǝ‏ ‏ɟoɹ‏ ‏ǝʌǝɹʎ‏ ‏ʇool.‬</translation>
        </message>
        <message>
            <source>&lt;i&gt;These figures are the sweep's on screen (agents: {agents:,}; the tool accepts {capacity} a second), out of date for your settings: press Run the sweep for yours.&lt;/i&gt;</source>
            <comment>LOAD_NOTICE_FIGURES_STALE</comment>
            <translation>‫&lt;i&gt;⊥ɥǝsǝ‏ ‏ɟᴉƃnɹǝs‏ ‏ɐɹǝ‏ ‏ʇɥǝ‏ ‏sʍǝǝd's‏ ‏ou‏ ‏sɔɹǝǝu‏ ‏(ɐƃǝuʇs:‏ ‏{agents:,};‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup),‏ ‏onʇ‏ ‏oɟ‏ ‏pɐʇǝ‏ ‏ɟoɹ‏ ‏ʎonɹ‏ ‏sǝʇʇᴉuƃs:‏ ‏dɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏sʍǝǝd‏ ‏ɟoɹ‏ ‏ʎonɹs.&lt;/i&gt;‬</translation>
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool is full every second and never idle. At its usual pace, every 0.1 s, the same rule sends many times as many calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <comment>LOAD_NOTICE_ONE_SECOND_PLAIN</comment>
            <translation>‫&lt;b&gt;ꓤǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ,‏ ‏ǝʌǝɹʎ‏ ‏1‏ ‏s&lt;/b&gt;‏ ‏poǝs‏ ‏ʍǝll‏ ‏ɥǝɹǝ‏ ‏oulʎ‏ ‏qǝɔɐnsǝ‏ ‏ʇɥᴉs‏ ‏ʇool‏ ‏ɔonuʇs‏ ‏ɔɐlls‏ ‏ᴉu‏ ‏ʍɥolǝ‏ ‏sǝɔoups:‏ ‏ǝɐɔɥ‏ ‏ɹǝɟnsǝp‏ ‏ɐƃǝuʇ‏ ‏ɔɐlls‏ ‏ɐƃɐᴉu‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʇool's‏ ‏uǝxʇ‏ ‏sǝɔoup,‏ ‏so‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ᴉs‏ ‏ɟnll‏ ‏ǝʌǝɹʎ‏ ‏sǝɔoup‏ ‏ɐup‏ ‏uǝʌǝɹ‏ ‏ᴉplǝ.‏ ‏∀ʇ‏ ‏ᴉʇs‏ ‏nsnɐl‏ ‏dɐɔǝ,‏ ‏ǝʌǝɹʎ‏ ‏0.1‏ ‏s,‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɹnlǝ‏ ‏sǝups‏ ‏ɯɐuʎ‏ ‏ʇᴉɯǝs‏ ‏ɐs‏ ‏ɯɐuʎ‏ ‏ɔɐlls.‏ ‏∀‏ ‏ʍɐᴉʇ‏ ‏ʇɥɐʇ‏ ‏ɟᴉʇs‏ ‏ouǝ‏ ‏ʇool's‏ ‏ɔloɔʞ‏ ‏ᴉs‏ ‏lnɔʞ,‏ ‏uoʇ‏ ‏ɐ‏ ‏ɹnlǝ‏ ‏ɟoɹ‏ ‏ǝʌǝɹʎ‏ ‏ʇool.‬</translation>
        </message>
        <message>
            <source>Add my point with each of the three rule buttons, and once with Randomness in the wait between 0 and 1 ({done} of these {total} tried so far), and say what you expected before each one lands.</source>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation>‫∀pp‏ ‏ɯʎ‏ ‏doᴉuʇ‏ ‏ʍᴉʇɥ‏ ‏ǝɐɔɥ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ʇɥɹǝǝ‏ ‏ɹnlǝ‏ ‏qnʇʇous,‏ ‏ɐup‏ ‏ouɔǝ‏ ‏ʍᴉʇɥ‏ ‏ꓤɐupoɯuǝss‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʍɐᴉʇ‏ ‏qǝʇʍǝǝu‏ ‏0‏ ‏ɐup‏ ‏1‏ ‏({done}‏ ‏oɟ‏ ‏ʇɥǝsǝ‏ ‏{total}‏ ‏ʇɹᴉǝp‏ ‏so‏ ‏ɟɐɹ),‏ ‏ɐup‏ ‏sɐʎ‏ ‏ʍɥɐʇ‏ ‏ʎon‏ ‏ǝxdǝɔʇǝp‏ ‏qǝɟoɹǝ‏ ‏ǝɐɔɥ‏ ‏ouǝ‏ ‏lɐups.‬</translation>
        </message>
        <message>
            <source>Add my point for Exponential backoff, then with Randomness in the wait at 0.25: how much does a little randomness help?</source>
            <comment>LOAD_TRY/0</comment>
            <translation>‫∀pp‏ ‏ɯʎ‏ ‏doᴉuʇ‏ ‏ɟoɹ‏ ‏Ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ,‏ ‏ʇɥǝu‏ ‏ʍᴉʇɥ‏ ‏ꓤɐupoɯuǝss‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʍɐᴉʇ‏ ‏ɐʇ‏ ‏0.25:‏ ‏ɥoʍ‏ ‏ɯnɔɥ‏ ‏poǝs‏ ‏ɐ‏ ‏lᴉʇʇlǝ‏ ‏ɹɐupoɯuǝss‏ ‏ɥǝld?‬</translation>
        </message>
        <message>
            <source>Choose Backoff with jitter, set Longest wait to 5 s (Advanced), press Add my point. Where does it land?</source>
            <comment>LOAD_TRY/1</comment>
            <translation>‫Ɔɥoosǝ‏ ‏ꓭɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ,‏ ‏sǝʇ‏ ‏˥ouƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏ʇo‏ ‏5‏ ‏s‏ ‏(∀pʌɐuɔǝp),‏ ‏dɹǝss‏ ‏∀pp‏ ‏ɯʎ‏ ‏doᴉuʇ.‏ ‏Mɥǝɹǝ‏ ‏poǝs‏ ‏ᴉʇ‏ ‏lɐup?‬</translation>
        </message>
        <message>
            <source>Retry immediately, every 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <comment>LOAD_TRY/2</comment>
            <translation>‫ꓤǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ,‏ ‏ǝʌǝɹʎ‏ ‏1‏ ‏s:‏ ‏ʍɥʎ‏ ‏ᴉs‏ ‏ᴉʇ‏ ‏so‏ ‏ƃoop‏ ‏ɥǝɹǝ?‏ ‏(Hᴉuʇ:‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɔonuʇs‏ ‏ɔɐlls‏ ‏ᴉu‏ ‏ʍɥolǝ‏ ‏sǝɔoups.)‬</translation>
        </message>
        <message>
            <source>Change the capacity or the agents and press Run the sweep again. Does the best rule change?</source>
            <comment>LOAD_TRY/3</comment>
            <translation>‫Ɔɥɐuƃǝ‏ ‏ʇɥǝ‏ ‏ɔɐdɐɔᴉʇʎ‏ ‏oɹ‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇs‏ ‏ɐup‏ ‏dɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏sʍǝǝd‏ ‏ɐƃɐᴉu.‏ ‏ꓷoǝs‏ ‏ʇɥǝ‏ ‏qǝsʇ‏ ‏ɹnlǝ‏ ‏ɔɥɐuƃǝ?‬</translation>
        </message>
        <message>
            <source>Choose Backoff with jitter and press Add my point. Where does your star land?</source>
            <comment>LOAD_TRY_KIOSK/0</comment>
            <translation>‫Ɔɥoosǝ‏ ‏ꓭɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ‏ ‏ɐup‏ ‏dɹǝss‏ ‏∀pp‏ ‏ɯʎ‏ ‏doᴉuʇ.‏ ‏Mɥǝɹǝ‏ ‏poǝs‏ ‏ʎonɹ‏ ‏sʇɐɹ‏ ‏lɐup?‬</translation>
        </message>
        <message>
            <source>Set Randomness in the wait to 0.25 and press Add my point. Does a little randomness help?</source>
            <comment>LOAD_TRY_KIOSK/1</comment>
            <translation>‫Sǝʇ‏ ‏ꓤɐupoɯuǝss‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʍɐᴉʇ‏ ‏ʇo‏ ‏0.25‏ ‏ɐup‏ ‏dɹǝss‏ ‏∀pp‏ ‏ɯʎ‏ ‏doᴉuʇ.‏ ‏ꓷoǝs‏ ‏ɐ‏ ‏lᴉʇʇlǝ‏ ‏ɹɐupoɯuǝss‏ ‏ɥǝld?‬</translation>
        </message>
        <message>
            <source>Press Add my point for Exponential backoff, then for Retry immediately. Which star is lowest and furthest left?</source>
            <comment>LOAD_TRY_KIOSK/2</comment>
            <translation>‫Ԁɹǝss‏ ‏∀pp‏ ‏ɯʎ‏ ‏doᴉuʇ‏ ‏ɟoɹ‏ ‏Ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ,‏ ‏ʇɥǝu‏ ‏ɟoɹ‏ ‏ꓤǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ.‏ ‏Mɥᴉɔɥ‏ ‏sʇɐɹ‏ ‏ᴉs‏ ‏loʍǝsʇ‏ ‏ɐup‏ ‏ɟnɹʇɥǝsʇ‏ ‏lǝɟʇ?‬</translation>
        </message>
        <message>
            <source>Change the capacity or the agents, then press Run the sweep again. Does the best rule change?</source>
            <comment>LOAD_TRY_KIOSK/3</comment>
            <translation>‫Ɔɥɐuƃǝ‏ ‏ʇɥǝ‏ ‏ɔɐdɐɔᴉʇʎ‏ ‏oɹ‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇs,‏ ‏ʇɥǝu‏ ‏dɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏sʍǝǝd‏ ‏ɐƃɐᴉu.‏ ‏ꓷoǝs‏ ‏ʇɥǝ‏ ‏qǝsʇ‏ ‏ɹnlǝ‏ ‏ɔɥɐuƃǝ?‬</translation>
        </message>
        <message>
            <source>Run the sweep</source>
            <comment>SWEEP_RUN</comment>
            <translation>‫ꓤnu‏ ‏ʇɥǝ‏ ‏sʍǝǝd‬</translation>
        </message>
        <message>
            <source>Simulate every point of the chart for the current crowd and tool. You can keep using the lab meanwhile.</source>
            <comment>SWEEP_RUN_TIP</comment>
            <translation>‫Sᴉɯnlɐʇǝ‏ ‏ǝʌǝɹʎ‏ ‏doᴉuʇ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɔɥɐɹʇ‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏ɔnɹɹǝuʇ‏ ‏ɔɹoʍp‏ ‏ɐup‏ ‏ʇool.‏ ‏⅄on‏ ‏ɔɐu‏ ‏ʞǝǝd‏ ‏nsᴉuƃ‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏ɯǝɐuʍɥᴉlǝ.‬</translation>
        </message>
        <message>
            <source>Stop</source>
            <comment>SWEEP_CANCEL</comment>
            <translation>‫Sʇod‬</translation>
        </message>
        <message>
            <source>Stop the sweep. The points already worked out stay on the chart.</source>
            <comment>SWEEP_CANCEL_TIP</comment>
            <translation>‫Sʇod‏ ‏ʇɥǝ‏ ‏sʍǝǝd.‏ ‏⊥ɥǝ‏ ‏doᴉuʇs‏ ‏ɐlɹǝɐpʎ‏ ‏ʍoɹʞǝp‏ ‏onʇ‏ ‏sʇɐʎ‏ ‏ou‏ ‏ʇɥǝ‏ ‏ɔɥɐɹʇ.‬</translation>
        </message>
        <message>
            <source>Add my point</source>
            <comment>SWEEP_ADD</comment>
            <translation>‫∀pp‏ ‏ɯʎ‏ ‏doᴉuʇ‬</translation>
        </message>
        <message>
            <source>Put the settings on the left (rule, longest wait, pause and all) on the chart as a star.</source>
            <comment>SWEEP_ADD_TIP</comment>
            <translation>‫Ԁnʇ‏ ‏ʇɥǝ‏ ‏sǝʇʇᴉuƃs‏ ‏ou‏ ‏ʇɥǝ‏ ‏lǝɟʇ‏ ‏(ɹnlǝ,‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ,‏ ‏dɐnsǝ‏ ‏ɐup‏ ‏ɐll)‏ ‏ou‏ ‏ʇɥǝ‏ ‏ɔɥɐɹʇ‏ ‏ɐs‏ ‏ɐ‏ ‏sʇɐɹ.‬</translation>
        </message>
        <message>
            <source>Clear my points</source>
            <comment>SWEEP_CLEAR</comment>
            <translation>‫Ɔlǝɐɹ‏ ‏ɯʎ‏ ‏doᴉuʇs‬</translation>
        </message>
        <message>
            <source>Take your own points off the chart.</source>
            <comment>SWEEP_CLEAR_TIP</comment>
            <translation>‫⊥ɐʞǝ‏ ‏ʎonɹ‏ ‏oʍu‏ ‏doᴉuʇs‏ ‏oɟɟ‏ ‏ʇɥǝ‏ ‏ɔɥɐɹʇ.‬</translation>
        </message>
        <message>
            <source>Clear my points?</source>
            <comment>SWEEP_CLEAR_ASK_TITLE</comment>
            <translation>‫Ɔlǝɐɹ‏ ‏ɯʎ‏ ‏doᴉuʇs?‬</translation>
        </message>
        <message numerus="yes">
            <source>Take your {n} points off the chart? They cannot be brought back.</source>
            <comment>SWEEP_CLEAR_ASK</comment>
            <extracomment>English for one: Take your {n} point off the chart? It cannot be brought back.</extracomment>
            <translation>
                <numerusform>‫⊥ɐʞǝ‏ ‏ʎonɹ‏ ‏{n}‏ ‏doᴉuʇ‏ ‏oɟɟ‏ ‏ʇɥǝ‏ ‏ɔɥɐɹʇ?‏ ‏Iʇ‏ ‏ɔɐuuoʇ‏ ‏qǝ‏ ‏qɹonƃɥʇ‏ ‏qɐɔʞ.‬</numerusform>
                <numerusform>‫⊥ɐʞǝ‏ ‏ʎonɹ‏ ‏{n}‏ ‏doᴉuʇs‏ ‏oɟɟ‏ ‏ʇɥǝ‏ ‏ɔɥɐɹʇ?‏ ‏⊥ɥǝʎ‏ ‏ɔɐuuoʇ‏ ‏qǝ‏ ‏qɹonƃɥʇ‏ ‏qɐɔʞ.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep them</source>
            <comment>SWEEP_CLEAR_KEEP</comment>
            <translation>‫ꓘǝǝd‏ ‏ʇɥǝɯ‬</translation>
        </message>
        <message>
            <source>Save sweep (CSV)</source>
            <comment>SWEEP_SAVE</comment>
            <translation>‫Sɐʌǝ‏ ‏sʍǝǝd‏ ‏(ƆSΛ)‬</translation>
        </message>
        <message>
            <source>Save every point of the chart, with its quartiles, as a CSV file in your Documents folder.</source>
            <comment>SWEEP_SAVE_TIP</comment>
            <translation>‫Sɐʌǝ‏ ‏ǝʌǝɹʎ‏ ‏doᴉuʇ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɔɥɐɹʇ,‏ ‏ʍᴉʇɥ‏ ‏ᴉʇs‏ ‏bnɐɹʇᴉlǝs,‏ ‏ɐs‏ ‏ɐ‏ ‏ƆSΛ‏ ‏ɟᴉlǝ‏ ‏ᴉu‏ ‏ʎonɹ‏ ‏ꓷoɔnɯǝuʇs‏ ‏ɟolpǝɹ.‬</translation>
        </message>
        <message>
            <source>%p%</source>
            <comment>SWEEP_PROGRESS_FORMAT</comment>
            <translation>‫%p%‬</translation>
        </message>
        <message>
            <source>Sweep progress</source>
            <comment>SWEEP_PROGRESS_NAME</comment>
            <translation>‫Sʍǝǝd‏ ‏dɹoƃɹǝss‬</translation>
        </message>
        <message>
            <source>Out of date</source>
            <comment>SWEEP_PROGRESS_STALE</comment>
            <translation>‫Onʇ‏ ‏oɟ‏ ‏pɐʇǝ‬</translation>
        </message>
        <message numerus="yes">
            <source>{n} curves out of date</source>
            <comment>SWEEP_PROGRESS_STALE_SOME</comment>
            <extracomment>English for one: {n} curve out of date</extracomment>
            <translation>
                <numerusform>‫{n}‏ ‏ɔnɹʌǝ‏ ‏onʇ‏ ‏oɟ‏ ‏pɐʇǝ‬</numerusform>
                <numerusform>‫{n}‏ ‏ɔnɹʌǝs‏ ‏onʇ‏ ‏oɟ‏ ‏pɐʇǝ‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped at %p%</source>
            <comment>SWEEP_PROGRESS_STOPPED</comment>
            <translation>‫Sʇoddǝp‏ ‏ɐʇ‏ ‏%p%‬</translation>
        </message>
        <message>
            <source>Press Run the sweep to fill the chart.</source>
            <comment>SWEEP_NOT_RUN</comment>
            <translation>‫Ԁɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏sʍǝǝd‏ ‏ʇo‏ ‏ɟᴉll‏ ‏ʇɥǝ‏ ‏ɔɥɐɹʇ.‬</translation>
        </message>
        <message numerus="yes">
            <source>Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts {capacity} a second…</source>
            <comment>SWEEP_RUNNING</comment>
            <extracomment>English for one: Working out the points ({points}), {n} run each; agents: {agents:,}; the tool accepts {capacity} a second…</extracomment>
            <translation>
                <numerusform>‫Moɹʞᴉuƃ‏ ‏onʇ‏ ‏ʇɥǝ‏ ‏doᴉuʇs‏ ‏({points}),‏ ‏{n}‏ ‏ɹnu‏ ‏ǝɐɔɥ;‏ ‏ɐƃǝuʇs:‏ ‏{agents:,};‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup…‬</numerusform>
                <numerusform>‫Moɹʞᴉuƃ‏ ‏onʇ‏ ‏ʇɥǝ‏ ‏doᴉuʇs‏ ‏({points}),‏ ‏{n}‏ ‏ɹnus‏ ‏ǝɐɔɥ;‏ ‏ɐƃǝuʇs:‏ ‏{agents:,};‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup…‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second). Bars: the middle half of the runs.</source>
            <comment>SWEEP_DONE</comment>
            <extracomment>English for one: Each point: the middle of {n} run (agents: {agents:,}; the tool accepts {capacity} a second). Bars: the middle half of the runs.</extracomment>
            <translation>
                <numerusform>‫Ǝɐɔɥ‏ ‏doᴉuʇ:‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{n}‏ ‏ɹnu‏ ‏(ɐƃǝuʇs:‏ ‏{agents:,};‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup).‏ ‏ꓭɐɹs:‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏ɥɐlɟ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɹnus.‬</numerusform>
                <numerusform>‫Ǝɐɔɥ‏ ‏doᴉuʇ:‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{n}‏ ‏ɹnus‏ ‏(ɐƃǝuʇs:‏ ‏{agents:,};‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ɐɔɔǝdʇs‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup).‏ ‏ꓭɐɹs:‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏ɥɐlɟ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɹnus.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Sweep stopped after {done} points. Press Run the sweep to start it again.</source>
            <comment>SWEEP_CANCELLED</comment>
            <translation>‫Sʍǝǝd‏ ‏sʇoddǝp‏ ‏ɐɟʇǝɹ‏ ‏{done}‏ ‏doᴉuʇs.‏ ‏Ԁɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏sʍǝǝd‏ ‏ʇo‏ ‏sʇɐɹʇ‏ ‏ᴉʇ‏ ‏ɐƃɐᴉu.‬</translation>
        </message>
        <message>
            <source>The sweep could not finish: {reason}</source>
            <comment>SWEEP_FAILED</comment>
            <translation>‫⊥ɥǝ‏ ‏sʍǝǝd‏ ‏ɔonlp‏ ‏uoʇ‏ ‏ɟᴉuᴉsɥ:‏ ‏{reason}‬</translation>
        </message>
        <message>
            <source>The settings have changed since this sweep. Press Run the sweep to redo it for the new settings.</source>
            <comment>SWEEP_STALE</comment>
            <translation>‫⊥ɥǝ‏ ‏sǝʇʇᴉuƃs‏ ‏ɥɐʌǝ‏ ‏ɔɥɐuƃǝp‏ ‏sᴉuɔǝ‏ ‏ʇɥᴉs‏ ‏sʍǝǝd.‏ ‏Ԁɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏sʍǝǝd‏ ‏ʇo‏ ‏ɹǝpo‏ ‏ᴉʇ‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏uǝʍ‏ ‏sǝʇʇᴉuƃs.‬</translation>
        </message>
        <message numerus="yes">
            <source>Out of date for your settings: {curves} (drawn faint). The other curves still hold. Press Run the sweep to redo just those curves.</source>
            <comment>SWEEP_STALE_SOME</comment>
            <extracomment>English for one: Out of date for your settings: {curves} (drawn faint). The other curves still hold. Press Run the sweep to redo just that curve.</extracomment>
            <translation>
                <numerusform>‫Onʇ‏ ‏oɟ‏ ‏pɐʇǝ‏ ‏ɟoɹ‏ ‏ʎonɹ‏ ‏sǝʇʇᴉuƃs:‏ ‏{curves}‏ ‏(pɹɐʍu‏ ‏ɟɐᴉuʇ).‏ ‏⊥ɥǝ‏ ‏oʇɥǝɹ‏ ‏ɔnɹʌǝs‏ ‏sʇᴉll‏ ‏ɥolp.‏ ‏Ԁɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏sʍǝǝd‏ ‏ʇo‏ ‏ɹǝpo‏ ‏ɾnsʇ‏ ‏ʇɥɐʇ‏ ‏ɔnɹʌǝ.‬</numerusform>
                <numerusform>‫Onʇ‏ ‏oɟ‏ ‏pɐʇǝ‏ ‏ɟoɹ‏ ‏ʎonɹ‏ ‏sǝʇʇᴉuƃs:‏ ‏{curves}‏ ‏(pɹɐʍu‏ ‏ɟɐᴉuʇ).‏ ‏⊥ɥǝ‏ ‏oʇɥǝɹ‏ ‏ɔnɹʌǝs‏ ‏sʇᴉll‏ ‏ɥolp.‏ ‏Ԁɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏sʍǝǝd‏ ‏ʇo‏ ‏ɹǝpo‏ ‏ɾnsʇ‏ ‏ʇɥosǝ‏ ‏ɔnɹʌǝs.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Working out your point: {rule}, {runs} runs…</source>
            <comment>SWEEP_ADDING</comment>
            <translation>‫Moɹʞᴉuƃ‏ ‏onʇ‏ ‏ʎonɹ‏ ‏doᴉuʇ:‏ ‏{rule},‏ ‏{runs}‏ ‏ɹnus…‬</translation>
        </message>
        <message numerus="yes">
            <source>Your point {number}, the middle of {runs}: {rule}, {n:,} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</source>
            <comment>SWEEP_ADDED</comment>
            <extracomment>English for one: Your point {number}, the middle of {runs}: {rule}, {n:,} call, typical agent served at {typical:.1f} s, last at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>‫⅄onɹ‏ ‏doᴉuʇ‏ ‏{number},‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{runs}:‏ ‏{rule},‏ ‏{n:,}‏ ‏ɔɐll,‏ ‏ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{typical:.1f}‏ ‏s,‏ ‏lɐsʇ‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‬</numerusform>
                <numerusform>‫⅄onɹ‏ ‏doᴉuʇ‏ ‏{number},‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{runs}:‏ ‏{rule},‏ ‏{n:,}‏ ‏ɔɐlls,‏ ‏ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp‏ ‏ɐʇ‏ ‏{typical:.1f}‏ ‏s,‏ ‏lɐsʇ‏ ‏ɐʇ‏ ‏{last:.1f}‏ ‏s.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your point {number}, the middle of {runs}: {rule}, {n:,} calls. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</source>
            <comment>SWEEP_ADDED_OFF</comment>
            <extracomment>English for one: Your point {number}, the middle of {runs}: {rule}, {n:,} call. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</extracomment>
            <translation>
                <numerusform>‫⅄onɹ‏ ‏doᴉuʇ‏ ‏{number},‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{runs}:‏ ‏{rule},‏ ‏{n:,}‏ ‏ɔɐll.‏ ‏Iʇ‏ ‏poǝs‏ ‏uoʇ‏ ‏qǝlouƃ‏ ‏ou‏ ‏ʇɥǝsǝ‏ ‏ɔnɹʌǝs:‏ ‏ʇɥǝʎ‏ ‏ʍǝɹǝ‏ ‏pɹɐʍu‏ ‏ɟoɹ‏ ‏oʇɥǝɹ‏ ‏sǝʇʇᴉuƃs.‏ ‏Ԁɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏sʍǝǝd‏ ‏ʇo‏ ‏ɹǝpɹɐʍ‏ ‏ʇɥǝɯ‏ ‏ɟoɹ‏ ‏ʎonɹs.‬</numerusform>
                <numerusform>‫⅄onɹ‏ ‏doᴉuʇ‏ ‏{number},‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏{runs}:‏ ‏{rule},‏ ‏{n:,}‏ ‏ɔɐlls.‏ ‏Iʇ‏ ‏poǝs‏ ‏uoʇ‏ ‏qǝlouƃ‏ ‏ou‏ ‏ʇɥǝsǝ‏ ‏ɔnɹʌǝs:‏ ‏ʇɥǝʎ‏ ‏ʍǝɹǝ‏ ‏pɹɐʍu‏ ‏ɟoɹ‏ ‏oʇɥǝɹ‏ ‏sǝʇʇᴉuƃs.‏ ‏Ԁɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏sʍǝǝd‏ ‏ʇo‏ ‏ɹǝpɹɐʍ‏ ‏ʇɥǝɯ‏ ‏ɟoɹ‏ ‏ʎonɹs.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Load against the typical agent's wait</source>
            <comment>SWEEP_TITLES/typical_served</comment>
            <translation>‫˥oɐp‏ ‏ɐƃɐᴉusʇ‏ ‏ʇɥǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ's‏ ‏ʍɐᴉʇ‬</translation>
        </message>
        <message>
            <source>Load against the last agent's wait</source>
            <comment>SWEEP_TITLES/last_served</comment>
            <translation>‫˥oɐp‏ ‏ɐƃɐᴉusʇ‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ's‏ ‏ʍɐᴉʇ‬</translation>
        </message>
        <message>
            <source>calls sent (load)</source>
            <comment>SWEEP_X</comment>
            <translation>‫ɔɐlls‏ ‏sǝuʇ‏ ‏(loɐp)‬</translation>
        </message>
        <message>
            <source>The typical agent</source>
            <comment>SWEEP_PLOT_TITLES/typical_served</comment>
            <translation>‫⊥ɥǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‬</translation>
        </message>
        <message>
            <source>The last agent</source>
            <comment>SWEEP_PLOT_TITLES/last_served</comment>
            <translation>‫⊥ɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‬</translation>
        </message>
        <message>
            <source>wait (s)</source>
            <comment>SWEEP_Y/typical_served</comment>
            <translation>‫ʍɐᴉʇ‏ ‏(s)‬</translation>
        </message>
        <message>
            <source>wait (s)</source>
            <comment>SWEEP_Y/last_served</comment>
            <translation>‫ʍɐᴉʇ‏ ‏(s)‬</translation>
        </message>
        <message>
            <source>Retry immediately, every {low:g} to {high:g} s</source>
            <comment>SWEEP_SERIES/immediate</comment>
            <translation>‫ꓤǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ,‏ ‏ǝʌǝɹʎ‏ ‏{low:g}‏ ‏ʇo‏ ‏{high:g}‏ ‏s‬</translation>
        </message>
        <message>
            <source>Exponential backoff, longest wait {low:g} to {high:g} s</source>
            <comment>SWEEP_SERIES/exponential</comment>
            <translation>‫Ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ,‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏{low:g}‏ ‏ʇo‏ ‏{high:g}‏ ‏s‬</translation>
        </message>
        <message>
            <source>Backoff with jitter, longest wait {low:g} to {high:g} s</source>
            <comment>SWEEP_SERIES/full-jitter</comment>
            <translation>‫ꓭɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ,‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏{low:g}‏ ‏ʇo‏ ‏{high:g}‏ ‏s‬</translation>
        </message>
        <message>
            <source>Randomness in the wait, {low:g} to {high:g} (at a longest wait of {cap:g} s)</source>
            <comment>SWEEP_SERIES/jitter</comment>
            <translation>‫ꓤɐupoɯuǝss‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʍɐᴉʇ,‏ ‏{low:g}‏ ‏ʇo‏ ‏{high:g}‏ ‏(ɐʇ‏ ‏ɐ‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏oɟ‏ ‏{cap:g}‏ ‏s)‬</translation>
        </message>
        <message>
            <source>Your points</source>
            <comment>SWEEP_SERIES/yours</comment>
            <translation>‫⅄onɹ‏ ‏doᴉuʇs‬</translation>
        </message>
        <message>
            <source>every {value:g} s</source>
            <comment>SWEEP_POINT_INTERVAL</comment>
            <translation>‫ǝʌǝɹʎ‏ ‏{value:g}‏ ‏s‬</translation>
        </message>
        <message>
            <source>longest wait {value:g} s</source>
            <comment>SWEEP_POINT_CAP</comment>
            <translation>‫louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏{value:g}‏ ‏s‬</translation>
        </message>
        <message>
            <source>randomness {value:g}</source>
            <comment>SWEEP_POINT_JITTER</comment>
            <translation>‫ɹɐupoɯuǝss‏ ‏{value:g}‬</translation>
        </message>
        <message>
            <source>{value:g} s</source>
            <comment>SWEEP_POINT_SECONDS</comment>
            <translation>‫{value:g}‏ ‏s‬</translation>
        </message>
        <message>
            <source>you {number:g}</source>
            <comment>SWEEP_POINT_YOURS</comment>
            <translation>‫ʎon‏ ‏{number:g}‬</translation>
        </message>
        <message>
            <source>★{number:g}</source>
            <comment>SWEEP_POINT_YOURS_STAR</comment>
            <translation>‫★{number:g}‬</translation>
        </message>
        <message>
            <source>you {number:g}, other settings</source>
            <comment>SWEEP_POINT_YOURS_OFF</comment>
            <translation>‫ʎon‏ ‏{number:g},‏ ‏oʇɥǝɹ‏ ‏sǝʇʇᴉuƃs‬</translation>
        </message>
        <message>
            <source>Each backoff curve runs from a longest wait of 0.5 s to one of 40 s. Retry immediately never backs off, so it has no longest wait: its curve is its pause between tries, 0.05 s to 2 s. Randomness in the wait mixes the two backoff rules (0 = exponential backoff, 1 = backoff with jitter) at your longest wait. Both axes are log scales: equal distances are equal ratios (1,000 to 2,000 is as far as 5,000 to 10,000). That curve is worked out by a slower simulation that uses different random numbers, so randomness 1 and backoff with jitter at the same longest wait differ a little. Each point is the median of its runs and the bars are the quartiles (the middle half of the runs); the roll of the dice is the random seed.</source>
            <comment>SWEEP_EXPLAIN</comment>
            <translation>‫Ǝɐɔɥ‏ ‏qɐɔʞoɟɟ‏ ‏ɔnɹʌǝ‏ ‏ɹnus‏ ‏ɟɹoɯ‏ ‏ɐ‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏oɟ‏ ‏0.5‏ ‏s‏ ‏ʇo‏ ‏ouǝ‏ ‏oɟ‏ ‏40‏ ‏s.‏ ‏ꓤǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ‏ ‏uǝʌǝɹ‏ ‏qɐɔʞs‏ ‏oɟɟ,‏ ‏so‏ ‏ᴉʇ‏ ‏ɥɐs‏ ‏uo‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ:‏ ‏ᴉʇs‏ ‏ɔnɹʌǝ‏ ‏ᴉs‏ ‏ᴉʇs‏ ‏dɐnsǝ‏ ‏qǝʇʍǝǝu‏ ‏ʇɹᴉǝs,‏ ‏0.05‏ ‏s‏ ‏ʇo‏ ‏2‏ ‏s.‏ ‏ꓤɐupoɯuǝss‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏ʍɐᴉʇ‏ ‏ɯᴉxǝs‏ ‏ʇɥǝ‏ ‏ʇʍo‏ ‏qɐɔʞoɟɟ‏ ‏ɹnlǝs‏ ‏(0‏ ‏=‏ ‏ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ,‏ ‏1‏ ‏=‏ ‏qɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ)‏ ‏ɐʇ‏ ‏ʎonɹ‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ.‏ ‏ꓭoʇɥ‏ ‏ɐxǝs‏ ‏ɐɹǝ‏ ‏loƃ‏ ‏sɔɐlǝs:‏ ‏ǝbnɐl‏ ‏pᴉsʇɐuɔǝs‏ ‏ɐɹǝ‏ ‏ǝbnɐl‏ ‏ɹɐʇᴉos‏ ‏(1,000‏ ‏ʇo‏ ‏2,000‏ ‏ᴉs‏ ‏ɐs‏ ‏ɟɐɹ‏ ‏ɐs‏ ‏5,000‏ ‏ʇo‏ ‏10,000).‏ ‏⊥ɥɐʇ‏ ‏ɔnɹʌǝ‏ ‏ᴉs‏ ‏ʍoɹʞǝp‏ ‏onʇ‏ ‏qʎ‏ ‏ɐ‏ ‏sloʍǝɹ‏ ‏sᴉɯnlɐʇᴉou‏ ‏ʇɥɐʇ‏ ‏nsǝs‏ ‏pᴉɟɟǝɹǝuʇ‏ ‏ɹɐupoɯ‏ ‏unɯqǝɹs,‏ ‏so‏ ‏ɹɐupoɯuǝss‏ ‏1‏ ‏ɐup‏ ‏qɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏louƃǝsʇ‏ ‏ʍɐᴉʇ‏ ‏pᴉɟɟǝɹ‏ ‏ɐ‏ ‏lᴉʇʇlǝ.‏ ‏Ǝɐɔɥ‏ ‏doᴉuʇ‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏ɯǝpᴉɐu‏ ‏oɟ‏ ‏ᴉʇs‏ ‏ɹnus‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏qɐɹs‏ ‏ɐɹǝ‏ ‏ʇɥǝ‏ ‏bnɐɹʇᴉlǝs‏ ‏(ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏ɥɐlɟ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɹnus);‏ ‏ʇɥǝ‏ ‏ɹoll‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏pᴉɔǝ‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏ɹɐupoɯ‏ ‏sǝǝp.‬</translation>
        </message>
        <message>
            <source>the sweep</source>
            <comment>WHAT_SWEEP</comment>
            <translation>‫ʇɥǝ‏ ‏sʍǝǝd‬</translation>
        </message>
        <message>
            <source> (so many calls: 1 in {k} refused calls is drawn)</source>
            <comment>TIMELINE_THINNED</comment>
            <translation> ‫(so‏ ‏ɯɐuʎ‏ ‏ɔɐlls:‏ ‏1‏ ‏ᴉu‏ ‏{k}‏ ‏ɹǝɟnsǝp‏ ‏ɔɐlls‏ ‏ᴉs‏ ‏pɹɐʍu)‬</translation>
        </message>
        <message>
            <source>Calls and answers</source>
            <comment>VIEW_TABS/plots</comment>
            <translation>‫Ɔɐlls‏ ‏ɐup‏ ‏ɐusʍǝɹs‬</translation>
        </message>
        <message>
            <source>Side by side</source>
            <comment>VIEW_TABS/compare</comment>
            <translation>‫Sᴉpǝ‏ ‏qʎ‏ ‏sᴉpǝ‬</translation>
        </message>
        <message>
            <source>Timeline</source>
            <comment>VIEW_TABS/timeline</comment>
            <translation>‫⊥ᴉɯǝlᴉuǝ‬</translation>
        </message>
        <message>
            <source>Crowd at the door</source>
            <comment>VIEW_TABS/crowd</comment>
            <translation>‫Ɔɹoʍp‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏pooɹ‬</translation>
        </message>
        <message>
            <source>Load and waiting</source>
            <comment>VIEW_TABS/sweep</comment>
            <translation>‫˥oɐp‏ ‏ɐup‏ ‏ʍɐᴉʇᴉuƃ‬</translation>
        </message>
        <message>
            <source>Brooker's study</source>
            <comment>VIEW_TABS/brooker</comment>
            <translation>‫ꓭɹooʞǝɹ's‏ ‏sʇnpʎ‬</translation>
        </message>
        <message>
            <source>Real storm</source>
            <comment>VIEW_TABS/storm</comment>
            <translation>‫ꓤǝɐl‏ ‏sʇoɹɯ‬</translation>
        </message>
        <message>
            <source>Calls to the tool in each bar and when agents got their answer.</source>
            <comment>VIEW_TAB_TIPS/plots</comment>
            <translation>‫Ɔɐlls‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ʇool‏ ‏ᴉu‏ ‏ǝɐɔɥ‏ ‏qɐɹ‏ ‏ɐup‏ ‏ʍɥǝu‏ ‏ɐƃǝuʇs‏ ‏ƃoʇ‏ ‏ʇɥǝᴉɹ‏ ‏ɐusʍǝɹ.‬</translation>
        </message>
        <message>
            <source>Waiting in step above, your rule below, on one time line: watch the herd and the steady band together.</source>
            <comment>VIEW_TAB_TIPS/compare</comment>
            <translation>‫Mɐᴉʇᴉuƃ‏ ‏ᴉu‏ ‏sʇǝd‏ ‏ɐqoʌǝ,‏ ‏ʎonɹ‏ ‏ɹnlǝ‏ ‏qǝloʍ,‏ ‏ou‏ ‏ouǝ‏ ‏ʇᴉɯǝ‏ ‏lᴉuǝ:‏ ‏ʍɐʇɔɥ‏ ‏ʇɥǝ‏ ‏ɥǝɹp‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏sʇǝɐpʎ‏ ‏qɐup‏ ‏ʇoƃǝʇɥǝɹ.‬</translation>
        </message>
        <message>
            <source>One row per agent, one mark per call: green accepted, red refused.</source>
            <comment>VIEW_TAB_TIPS/timeline</comment>
            <translation>‫Ouǝ‏ ‏ɹoʍ‏ ‏dǝɹ‏ ‏ɐƃǝuʇ,‏ ‏ouǝ‏ ‏ɯɐɹʞ‏ ‏dǝɹ‏ ‏ɔɐll:‏ ‏ƃɹǝǝu‏ ‏ɐɔɔǝdʇǝp,‏ ‏ɹǝp‏ ‏ɹǝɟnsǝp.‬</translation>
        </message>
        <message>
            <source>Every agent as a dot at the tool's door, replayed in time.</source>
            <comment>VIEW_TAB_TIPS/crowd</comment>
            <translation>‫Ǝʌǝɹʎ‏ ‏ɐƃǝuʇ‏ ‏ɐs‏ ‏ɐ‏ ‏poʇ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏ʇool's‏ ‏pooɹ,‏ ‏ɹǝdlɐʎǝp‏ ‏ᴉu‏ ‏ʇᴉɯǝ.‬</translation>
        </message>
        <message>
            <source>Calls sent against waiting for every rule, over a range of settings.</source>
            <comment>VIEW_TAB_TIPS/sweep</comment>
            <translation>‫Ɔɐlls‏ ‏sǝuʇ‏ ‏ɐƃɐᴉusʇ‏ ‏ʍɐᴉʇᴉuƃ‏ ‏ɟoɹ‏ ‏ǝʌǝɹʎ‏ ‏ɹnlǝ,‏ ‏oʌǝɹ‏ ‏ɐ‏ ‏ɹɐuƃǝ‏ ‏oɟ‏ ‏sǝʇʇᴉuƃs.‬</translation>
        </message>
        <message>
            <source>Marc Brooker's 2015 study of backoff and jitter: write calls against the number of clients.</source>
            <comment>VIEW_TAB_TIPS/brooker</comment>
            <translation>‫Wɐɹɔ‏ ‏ꓭɹooʞǝɹ's‏ ‏2015‏ ‏sʇnpʎ‏ ‏oɟ‏ ‏qɐɔʞoɟɟ‏ ‏ɐup‏ ‏ɾᴉʇʇǝɹ:‏ ‏ʍɹᴉʇǝ‏ ‏ɔɐlls‏ ‏ɐƃɐᴉusʇ‏ ‏ʇɥǝ‏ ‏unɯqǝɹ‏ ‏oɟ‏ ‏ɔlᴉǝuʇs.‬</translation>
        </message>
        <message>
            <source>Real retry libraries against a real rate-limited server on this computer, drawn beside the model.</source>
            <comment>VIEW_TAB_TIPS/storm</comment>
            <translation>‫ꓤǝɐl‏ ‏ɹǝʇɹʎ‏ ‏lᴉqɹɐɹᴉǝs‏ ‏ɐƃɐᴉusʇ‏ ‏ɐ‏ ‏ɹǝɐl‏ ‏ɹɐʇǝ-lᴉɯᴉʇǝp‏ ‏sǝɹʌǝɹ‏ ‏ou‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ,‏ ‏pɹɐʍu‏ ‏qǝsᴉpǝ‏ ‏ʇɥǝ‏ ‏ɯopǝl.‬</translation>
        </message>
        <message>
            <source>Plots wider</source>
            <comment>SPLIT_ACTIONS/wider</comment>
            <translation>‫Ԁloʇs‏ ‏ʍᴉpǝɹ‬</translation>
        </message>
        <message>
            <source>Plots narrower</source>
            <comment>SPLIT_ACTIONS/narrower</comment>
            <translation>‫Ԁloʇs‏ ‏uɐɹɹoʍǝɹ‬</translation>
        </message>
        <message>
            <source>Load plot taller</source>
            <comment>SPLIT_ACTIONS/taller</comment>
            <translation>‫˥oɐp‏ ‏dloʇ‏ ‏ʇɐllǝɹ‬</translation>
        </message>
        <message>
            <source>Load plot shorter</source>
            <comment>SPLIT_ACTIONS/shorter</comment>
            <translation>‫˥oɐp‏ ‏dloʇ‏ ‏sɥoɹʇǝɹ‬</translation>
        </message>
        <message>
            <source>The plots take {share:.0f}% of the width.</source>
            <comment>SPLIT_SAID/wider</comment>
            <translation>‫⊥ɥǝ‏ ‏dloʇs‏ ‏ʇɐʞǝ‏ ‏{share:.0f}%‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ʍᴉpʇɥ.‬</translation>
        </message>
        <message>
            <source>The plots take {share:.0f}% of the width.</source>
            <comment>SPLIT_SAID/narrower</comment>
            <translation>‫⊥ɥǝ‏ ‏dloʇs‏ ‏ʇɐʞǝ‏ ‏{share:.0f}%‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ʍᴉpʇɥ.‬</translation>
        </message>
        <message>
            <source>The load plot takes {share:.0f}% of the plots' height.</source>
            <comment>SPLIT_SAID/taller</comment>
            <translation>‫⊥ɥǝ‏ ‏loɐp‏ ‏dloʇ‏ ‏ʇɐʞǝs‏ ‏{share:.0f}%‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏dloʇs'‏ ‏ɥǝᴉƃɥʇ.‬</translation>
        </message>
        <message>
            <source>The load plot takes {share:.0f}% of the plots' height.</source>
            <comment>SPLIT_SAID/shorter</comment>
            <translation>‫⊥ɥǝ‏ ‏loɐp‏ ‏dloʇ‏ ‏ʇɐʞǝs‏ ‏{share:.0f}%‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏dloʇs'‏ ‏ɥǝᴉƃɥʇ.‬</translation>
        </message>
        <message>
            <source>In 2015 Marc Brooker of AWS tested retry rules on a shared record: each client reads it, then writes it back; a write fails if someone else wrote first, and that client backs off and starts again. Every message takes about 10 ms. Which rule gets every client's write through with the fewest calls?</source>
            <comment>BROOKER_INTRO</comment>
            <translation>‫Iu‏ ‏2015‏ ‏Wɐɹɔ‏ ‏ꓭɹooʞǝɹ‏ ‏oɟ‏ ‏∀MS‏ ‏ʇǝsʇǝp‏ ‏ɹǝʇɹʎ‏ ‏ɹnlǝs‏ ‏ou‏ ‏ɐ‏ ‏sɥɐɹǝp‏ ‏ɹǝɔoɹp:‏ ‏ǝɐɔɥ‏ ‏ɔlᴉǝuʇ‏ ‏ɹǝɐps‏ ‏ᴉʇ,‏ ‏ʇɥǝu‏ ‏ʍɹᴉʇǝs‏ ‏ᴉʇ‏ ‏qɐɔʞ;‏ ‏ɐ‏ ‏ʍɹᴉʇǝ‏ ‏ɟɐᴉls‏ ‏ᴉɟ‏ ‏soɯǝouǝ‏ ‏ǝlsǝ‏ ‏ʍɹoʇǝ‏ ‏ɟᴉɹsʇ,‏ ‏ɐup‏ ‏ʇɥɐʇ‏ ‏ɔlᴉǝuʇ‏ ‏qɐɔʞs‏ ‏oɟɟ‏ ‏ɐup‏ ‏sʇɐɹʇs‏ ‏ɐƃɐᴉu.‏ ‏Ǝʌǝɹʎ‏ ‏ɯǝssɐƃǝ‏ ‏ʇɐʞǝs‏ ‏ɐqonʇ‏ ‏10‏ ‏ɯs.‏ ‏Mɥᴉɔɥ‏ ‏ɹnlǝ‏ ‏ƃǝʇs‏ ‏ǝʌǝɹʎ‏ ‏ɔlᴉǝuʇ's‏ ‏ʍɹᴉʇǝ‏ ‏ʇɥɹonƃɥ‏ ‏ʍᴉʇɥ‏ ‏ʇɥǝ‏ ‏ɟǝʍǝsʇ‏ ‏ɔɐlls?‬</translation>
        </message>
        <message>
            <source>Brooker's own names: 'no backoff' is what this lab calls Retry immediately, 'full jitter' is Backoff with jitter.</source>
            <comment>BROOKER_NAMES_TIP</comment>
            <translation>‫ꓭɹooʞǝɹ's‏ ‏oʍu‏ ‏uɐɯǝs:‏ ‏'uo‏ ‏qɐɔʞoɟɟ'‏ ‏ᴉs‏ ‏ʍɥɐʇ‏ ‏ʇɥᴉs‏ ‏lɐq‏ ‏ɔɐlls‏ ‏ꓤǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ,‏ ‏'ɟnll‏ ‏ɾᴉʇʇǝɹ'‏ ‏ᴉs‏ ‏ꓭɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ.‬</translation>
        </message>
        <message>
            <source>Run the experiment</source>
            <comment>BROOKER_RUN</comment>
            <translation>‫ꓤnu‏ ‏ʇɥǝ‏ ‏ǝxdǝɹᴉɯǝuʇ‬</translation>
        </message>
        <message>
            <source>10 to 190 clients, five rules. It runs in the background; the lab stays usable.</source>
            <comment>BROOKER_RUN_TIP</comment>
            <translation>‫10‏ ‏ʇo‏ ‏190‏ ‏ɔlᴉǝuʇs,‏ ‏ɟᴉʌǝ‏ ‏ɹnlǝs.‏ ‏Iʇ‏ ‏ɹnus‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏qɐɔʞƃɹonup;‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏sʇɐʎs‏ ‏nsɐqlǝ.‬</translation>
        </message>
        <message>
            <source>Stop</source>
            <comment>BROOKER_STOP</comment>
            <translation>‫Sʇod‬</translation>
        </message>
        <message>
            <source> runs each</source>
            <comment>BROOKER_RUNS_SUFFIX</comment>
            <translation> ‫ɹnus‏ ‏ǝɐɔɥ‬</translation>
        </message>
        <message>
            <source>How many runs each point is the average of.</source>
            <comment>BROOKER_RUNS_TIP</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ɹnus‏ ‏ǝɐɔɥ‏ ‏doᴉuʇ‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏ɐʌǝɹɐƃǝ‏ ‏oɟ.‬</translation>
        </message>
        <message>
            <source>Running Brooker's experiment…</source>
            <comment>BROOKER_RUNNING</comment>
            <translation>‫ꓤnuuᴉuƃ‏ ‏ꓭɹooʞǝɹ's‏ ‏ǝxdǝɹᴉɯǝuʇ…‬</translation>
        </message>
        <message>
            <source>Stopped. Press Run the experiment to start again.</source>
            <comment>BROOKER_STOPPED</comment>
            <translation>‫Sʇoddǝp.‏ ‏Ԁɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏ǝxdǝɹᴉɯǝuʇ‏ ‏ʇo‏ ‏sʇɐɹʇ‏ ‏ɐƃɐᴉu.‬</translation>
        </message>
        <message>
            <source>The experiment did not finish: {reason}</source>
            <comment>BROOKER_FAILED</comment>
            <translation>‫⊥ɥǝ‏ ‏ǝxdǝɹᴉɯǝuʇ‏ ‏pᴉp‏ ‏uoʇ‏ ‏ɟᴉuᴉsɥ:‏ ‏{reason}‬</translation>
        </message>
        <message numerus="yes">
            <source>Average of {n} runs a point.</source>
            <comment>BROOKER_DONE</comment>
            <extracomment>English for one: Average of {n} run a point.</extracomment>
            <translation>
                <numerusform>‫∀ʌǝɹɐƃǝ‏ ‏oɟ‏ ‏{n}‏ ‏ɹnu‏ ‏ɐ‏ ‏doᴉuʇ.‬</numerusform>
                <numerusform>‫∀ʌǝɹɐƃǝ‏ ‏oɟ‏ ‏{n}‏ ‏ɹnus‏ ‏ɐ‏ ‏doᴉuʇ.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</source>
            <comment>BROOKER_DONE_CALLS</comment>
            <extracomment>English for one: With {n} client, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</extracomment>
            <translation>
                <numerusform>‫Mᴉʇɥ‏ ‏{n}‏ ‏ɔlᴉǝuʇ,‏ ‏ʍɹᴉʇǝ‏ ‏ɔɐlls:‏ ‏ɹǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ‏ ‏{none:,.0f},‏ ‏ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ‏ ‏{exp:,.0f},‏ ‏qɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ‏ ‏{full:,.0f}.‬</numerusform>
                <numerusform>‫Mᴉʇɥ‏ ‏{n}‏ ‏ɔlᴉǝuʇs,‏ ‏ʍɹᴉʇǝ‏ ‏ɔɐlls:‏ ‏ɹǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ‏ ‏{none:,.0f},‏ ‏ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ‏ ‏{exp:,.0f},‏ ‏qɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ‏ ‏{full:,.0f}.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Write calls until every client has written</source>
            <comment>BROOKER_CALLS_TITLE</comment>
            <translation>‫Mɹᴉʇǝ‏ ‏ɔɐlls‏ ‏nuʇᴉl‏ ‏ǝʌǝɹʎ‏ ‏ɔlᴉǝuʇ‏ ‏ɥɐs‏ ‏ʍɹᴉʇʇǝu‬</translation>
        </message>
        <message>
            <source>write calls</source>
            <comment>BROOKER_CALLS_Y</comment>
            <translation>‫ʍɹᴉʇǝ‏ ‏ɔɐlls‬</translation>
        </message>
        <message>
            <source>Time until the last client has written</source>
            <comment>BROOKER_TIME_TITLE</comment>
            <translation>‫⊥ᴉɯǝ‏ ‏nuʇᴉl‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɔlᴉǝuʇ‏ ‏ɥɐs‏ ‏ʍɹᴉʇʇǝu‬</translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>BROOKER_TIME_Y</comment>
            <translation>‫ʇᴉɯǝ‏ ‏(s)‬</translation>
        </message>
        <message>
            <source>clients</source>
            <comment>BROOKER_X</comment>
            <translation>‫ɔlᴉǝuʇs‬</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>BROOKER_RULES/none</comment>
            <translation>‫ꓤǝʇɹʎ‏ ‏ᴉɯɯǝpᴉɐʇǝlʎ‬</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>BROOKER_RULES/exponential</comment>
            <translation>‫Ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ‬</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>BROOKER_RULES/full-jitter</comment>
            <translation>‫ꓭɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ‬</translation>
        </message>
        <message>
            <source>Equal jitter</source>
            <comment>BROOKER_RULES/equal-jitter</comment>
            <translation>‫Ǝbnɐl‏ ‏ɾᴉʇʇǝɹ‬</translation>
        </message>
        <message>
            <source>Decorrelated jitter</source>
            <comment>BROOKER_RULES/decorrelated-jitter</comment>
            <translation>‫ꓷǝɔoɹɹǝlɐʇǝp‏ ‏ɾᴉʇʇǝɹ‬</translation>
        </message>
        <message>
            <source>tenacity, no wait (its default)</source>
            <comment>PRESET_LABELS/tenacity-no-wait</comment>
            <translation>‫ʇǝuɐɔᴉʇʎ,‏ ‏uo‏ ‏ʍɐᴉʇ‏ ‏(ᴉʇs‏ ‏pǝɟɐnlʇ)‬</translation>
        </message>
        <message>
            <source>tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>PRESET_LABELS/tenacity-exponential</comment>
            <translation>‫ʇǝuɐɔᴉʇʎ‏ ‏ʍɐᴉʇ_ǝxdouǝuʇᴉɐl(1,‏ ‏ɯᴉu‏ ‏4,‏ ‏ɯɐx‏ ‏10)‬</translation>
        </message>
        <message>
            <source>tenacity wait_random_exponential(1, max 60)</source>
            <comment>PRESET_LABELS/tenacity-random-exponential</comment>
            <translation>‫ʇǝuɐɔᴉʇʎ‏ ‏ʍɐᴉʇ_ɹɐupoɯ_ǝxdouǝuʇᴉɐl(1,‏ ‏ɯɐx‏ ‏60)‬</translation>
        </message>
        <message>
            <source>backoff.expo (backoff with jitter, its default)</source>
            <comment>PRESET_LABELS/backoff-expo</comment>
            <translation>‫qɐɔʞoɟɟ.ǝxdo‏ ‏(qɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ,‏ ‏ᴉʇs‏ ‏pǝɟɐnlʇ)‬</translation>
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5)</source>
            <comment>PRESET_LABELS/urllib3-backoff</comment>
            <translation>‫nɹllᴉq3‏ ‏ꓤǝʇɹʎ(qɐɔʞoɟɟ_ɟɐɔʇoɹ=0.5)‬</translation>
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>PRESET_LABELS/urllib3-jitter</comment>
            <translation>‫nɹllᴉq3‏ ‏ꓤǝʇɹʎ(qɐɔʞoɟɟ_ɟɐɔʇoɹ=0.5,‏ ‏qɐɔʞoɟɟ_ɾᴉʇʇǝɹ=1)‬</translation>
        </message>
        <message>
            <source>urllib3 Retry obeying Retry-After</source>
            <comment>PRESET_LABELS/urllib3-retry-after</comment>
            <translation>‫nɹllᴉq3‏ ‏ꓤǝʇɹʎ‏ ‏oqǝʎᴉuƃ‏ ‏ꓤǝʇɹʎ-∀ɟʇǝɹ‬</translation>
        </message>
        <message>
            <source>botocore standard mode (AWS SDKs)</source>
            <comment>PRESET_LABELS/botocore-standard</comment>
            <translation>‫qoʇoɔoɹǝ‏ ‏sʇɐupɐɹp‏ ‏ɯopǝ‏ ‏(∀MS‏ ‏Sꓷꓘs)‬</translation>
        </message>
        <message>
            <source>gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>PRESET_LABELS/grpc-backoff</comment>
            <translation>‫ƃꓤԀƆ‏ ‏qɐɔʞoɟɟ‏ ‏(1‏ ‏s,‏ ‏x1.6,‏ ‏ɾᴉʇʇǝɹ‏ ‏0.2,‏ ‏ɯɐx‏ ‏120‏ ‏s)‬</translation>
        </message>
        <message numerus="yes">
            <source>Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {n} calls a second and refuses the rest.</source>
            <comment>STORM_INTRO</comment>
            <extracomment>English for one: Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {n} call a second and refuses the rest.</extracomment>
            <translation>
                <numerusform>‫ꓷoǝs‏ ‏ʇɥǝ‏ ‏ɹǝʇɹʎ‏ ‏ɔopǝ‏ ‏dǝodlǝ‏ ‏ɹǝɐllʎ‏ ‏nsǝ‏ ‏ɯɐʞǝ‏ ‏ɐ‏ ‏ɥǝɹp?‏ ‏⊥ɥᴉs‏ ‏ʇɐq‏ ‏sʇɐɹʇs‏ ‏ɐ‏ ‏sɯɐll‏ ‏ʍǝq‏ ‏sǝɹʌǝɹ‏ ‏ou‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ‏ ‏(127.0.0.1‏ ‏oulʎ)‏ ‏ʇɥɐʇ‏ ‏ɐɔɔǝdʇs‏ ‏{n}‏ ‏ɔɐll‏ ‏ɐ‏ ‏sǝɔoup‏ ‏ɐup‏ ‏ɹǝɟnsǝs‏ ‏ʇɥǝ‏ ‏ɹǝsʇ.‬</numerusform>
                <numerusform>‫ꓷoǝs‏ ‏ʇɥǝ‏ ‏ɹǝʇɹʎ‏ ‏ɔopǝ‏ ‏dǝodlǝ‏ ‏ɹǝɐllʎ‏ ‏nsǝ‏ ‏ɯɐʞǝ‏ ‏ɐ‏ ‏ɥǝɹp?‏ ‏⊥ɥᴉs‏ ‏ʇɐq‏ ‏sʇɐɹʇs‏ ‏ɐ‏ ‏sɯɐll‏ ‏ʍǝq‏ ‏sǝɹʌǝɹ‏ ‏ou‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ‏ ‏(127.0.0.1‏ ‏oulʎ)‏ ‏ʇɥɐʇ‏ ‏ɐɔɔǝdʇs‏ ‏{n}‏ ‏ɔɐlls‏ ‏ɐ‏ ‏sǝɔoup‏ ‏ɐup‏ ‏ɹǝɟnsǝs‏ ‏ʇɥǝ‏ ‏ɹǝsʇ.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Then {n} real clients call it at once, each retrying with the library you choose.</source>
            <comment>STORM_INTRO_CLIENTS</comment>
            <extracomment>English for one: Then {n} real client calls it, retrying with the library you choose.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝu‏ ‏{n}‏ ‏ɹǝɐl‏ ‏ɔlᴉǝuʇ‏ ‏ɔɐlls‏ ‏ᴉʇ,‏ ‏ɹǝʇɹʎᴉuƃ‏ ‏ʍᴉʇɥ‏ ‏ʇɥǝ‏ ‏lᴉqɹɐɹʎ‏ ‏ʎon‏ ‏ɔɥoosǝ.‬</numerusform>
                <numerusform>‫⊥ɥǝu‏ ‏{n}‏ ‏ɹǝɐl‏ ‏ɔlᴉǝuʇs‏ ‏ɔɐll‏ ‏ᴉʇ‏ ‏ɐʇ‏ ‏ouɔǝ,‏ ‏ǝɐɔɥ‏ ‏ɹǝʇɹʎᴉuƃ‏ ‏ʍᴉʇɥ‏ ‏ʇɥǝ‏ ‏lᴉqɹɐɹʎ‏ ‏ʎon‏ ‏ɔɥoosǝ.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Time runs {n} times faster; every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</source>
            <comment>STORM_INTRO_TIME</comment>
            <extracomment>English for one: Time runs at the story's own speed ({n}x); every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</extracomment>
            <translation>
                <numerusform>‫⊥ᴉɯǝ‏ ‏ɹnus‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sʇoɹʎ's‏ ‏oʍu‏ ‏sdǝǝp‏ ‏({n}x);‏ ‏ǝʌǝɹʎ‏ ‏ɟᴉƃnɹǝ‏ ‏ᴉs‏ ‏ƃᴉʌǝu‏ ‏ᴉu‏ ‏sʇoɹʎ‏ ‏ʇᴉɯǝ.‏ ‏⊥ɥǝ‏ ‏ɯopǝl's‏ ‏dɹǝpᴉɔʇᴉou‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɔɹoʍp‏ ‏ᴉs‏ ‏pɹɐʍu‏ ‏qǝsᴉpǝ‏ ‏ᴉʇ.‬</numerusform>
                <numerusform>‫⊥ᴉɯǝ‏ ‏ɹnus‏ ‏{n}‏ ‏ʇᴉɯǝs‏ ‏ɟɐsʇǝɹ;‏ ‏ǝʌǝɹʎ‏ ‏ɟᴉƃnɹǝ‏ ‏ᴉs‏ ‏ƃᴉʌǝu‏ ‏ᴉu‏ ‏sʇoɹʎ‏ ‏ʇᴉɯǝ.‏ ‏⊥ɥǝ‏ ‏ɯopǝl's‏ ‏dɹǝpᴉɔʇᴉou‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɔɹoʍp‏ ‏ᴉs‏ ‏pɹɐʍu‏ ‏qǝsᴉpǝ‏ ‏ᴉʇ.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Library</source>
            <comment>STORM_LIBRARY</comment>
            <translation>‫˥ᴉqɹɐɹʎ‬</translation>
        </message>
        <message>
            <source>The retry library and settings the clients use.</source>
            <comment>STORM_LIBRARY_TIP</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹǝʇɹʎ‏ ‏lᴉqɹɐɹʎ‏ ‏ɐup‏ ‏sǝʇʇᴉuƃs‏ ‏ʇɥǝ‏ ‏ɔlᴉǝuʇs‏ ‏nsǝ.‬</translation>
        </message>
        <message>
            <source>Agents</source>
            <comment>STORM_AGENTS</comment>
            <translation>‫∀ƃǝuʇs‬</translation>
        </message>
        <message>
            <source>How many real clients call at once (10 to 300), one thread each.</source>
            <comment>STORM_AGENTS_TIP</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ɹǝɐl‏ ‏ɔlᴉǝuʇs‏ ‏ɔɐll‏ ‏ɐʇ‏ ‏ouɔǝ‏ ‏(10‏ ‏ʇo‏ ‏300),‏ ‏ouǝ‏ ‏ʇɥɹǝɐp‏ ‏ǝɐɔɥ.‬</translation>
        </message>
        <message>
            <source>Capacity</source>
            <comment>STORM_CAPACITY</comment>
            <translation>‫Ɔɐdɐɔᴉʇʎ‬</translation>
        </message>
        <message>
            <source>Calls the server accepts each story second (1 to 50).</source>
            <comment>STORM_CAPACITY_TIP</comment>
            <translation>‫Ɔɐlls‏ ‏ʇɥǝ‏ ‏sǝɹʌǝɹ‏ ‏ɐɔɔǝdʇs‏ ‏ǝɐɔɥ‏ ‏sʇoɹʎ‏ ‏sǝɔoup‏ ‏(1‏ ‏ʇo‏ ‏50).‬</translation>
        </message>
        <message>
            <source>Time x</source>
            <comment>STORM_SCALE</comment>
            <translation>‫⊥ᴉɯǝ‏ ‏x‬</translation>
        </message>
        <message>
            <source>How many times faster than the story the storm runs (1 to 20). Faster is quicker to watch but this computer's own delays count for more.</source>
            <comment>STORM_SCALE_TIP</comment>
            <translation>‫Hoʍ‏ ‏ɯɐuʎ‏ ‏ʇᴉɯǝs‏ ‏ɟɐsʇǝɹ‏ ‏ʇɥɐu‏ ‏ʇɥǝ‏ ‏sʇoɹʎ‏ ‏ʇɥǝ‏ ‏sʇoɹɯ‏ ‏ɹnus‏ ‏(1‏ ‏ʇo‏ ‏20).‏ ‏Ⅎɐsʇǝɹ‏ ‏ᴉs‏ ‏bnᴉɔʞǝɹ‏ ‏ʇo‏ ‏ʍɐʇɔɥ‏ ‏qnʇ‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ's‏ ‏oʍu‏ ‏pǝlɐʎs‏ ‏ɔonuʇ‏ ‏ɟoɹ‏ ‏ɯoɹǝ.‬</translation>
        </message>
        <message>
            <source>Run the real storm</source>
            <comment>STORM_RUN</comment>
            <translation>‫ꓤnu‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏sʇoɹɯ‬</translation>
        </message>
        <message>
            <source>Starts the server and the clients. Takes a few seconds; the lab stays usable.</source>
            <comment>STORM_RUN_TIP</comment>
            <translation>‫Sʇɐɹʇs‏ ‏ʇɥǝ‏ ‏sǝɹʌǝɹ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɔlᴉǝuʇs.‏ ‏⊥ɐʞǝs‏ ‏ɐ‏ ‏ɟǝʍ‏ ‏sǝɔoups;‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏sʇɐʎs‏ ‏nsɐqlǝ.‬</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>STORM_CANCEL</comment>
            <translation>‫Ɔɐuɔǝl‬</translation>
        </message>
        <message>
            <source>This chart will show a real storm on this computer: a real server that accepts a few calls a second, real clients retrying with a real library, and the model's calls each second beside them.</source>
            <comment>STORM_EMPTY</comment>
            <translation>‫⊥ɥᴉs‏ ‏ɔɥɐɹʇ‏ ‏ʍᴉll‏ ‏sɥoʍ‏ ‏ɐ‏ ‏ɹǝɐl‏ ‏sʇoɹɯ‏ ‏ou‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ:‏ ‏ɐ‏ ‏ɹǝɐl‏ ‏sǝɹʌǝɹ‏ ‏ʇɥɐʇ‏ ‏ɐɔɔǝdʇs‏ ‏ɐ‏ ‏ɟǝʍ‏ ‏ɔɐlls‏ ‏ɐ‏ ‏sǝɔoup,‏ ‏ɹǝɐl‏ ‏ɔlᴉǝuʇs‏ ‏ɹǝʇɹʎᴉuƃ‏ ‏ʍᴉʇɥ‏ ‏ɐ‏ ‏ɹǝɐl‏ ‏lᴉqɹɐɹʎ,‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɯopǝl's‏ ‏ɔɐlls‏ ‏ǝɐɔɥ‏ ‏sǝɔoup‏ ‏qǝsᴉpǝ‏ ‏ʇɥǝɯ.‬</translation>
        </message>
        <message>
            <source>The real storm is running: the chart appears when it is over.</source>
            <comment>STORM_EMPTY_RUNNING</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹǝɐl‏ ‏sʇoɹɯ‏ ‏ᴉs‏ ‏ɹnuuᴉuƃ:‏ ‏ʇɥǝ‏ ‏ɔɥɐɹʇ‏ ‏ɐddǝɐɹs‏ ‏ʍɥǝu‏ ‏ᴉʇ‏ ‏ᴉs‏ ‏oʌǝɹ.‬</translation>
        </message>
        <message>
            <source>Choose a library and press Run the real storm.</source>
            <comment>STORM_READY</comment>
            <translation>‫Ɔɥoosǝ‏ ‏ɐ‏ ‏lᴉqɹɐɹʎ‏ ‏ɐup‏ ‏dɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏sʇoɹɯ.‬</translation>
        </message>
        <message numerus="yes">
            <source>Real storm: {done} of {n} agents done; story time {story:.0f} s…</source>
            <comment>STORM_RUNNING</comment>
            <extracomment>English for one: Real storm: {done} of {n} agent done; story time {story:.0f} s…</extracomment>
            <translation>
                <numerusform>‫ꓤǝɐl‏ ‏sʇoɹɯ:‏ ‏{done}‏ ‏oɟ‏ ‏{n}‏ ‏ɐƃǝuʇ‏ ‏pouǝ;‏ ‏sʇoɹʎ‏ ‏ʇᴉɯǝ‏ ‏{story:.0f}‏ ‏s…‬</numerusform>
                <numerusform>‫ꓤǝɐl‏ ‏sʇoɹɯ:‏ ‏{done}‏ ‏oɟ‏ ‏{n}‏ ‏ɐƃǝuʇs‏ ‏pouǝ;‏ ‏sʇoɹʎ‏ ‏ʇᴉɯǝ‏ ‏{story:.0f}‏ ‏s…‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Cancelling: stopping the agents and closing their connections…</source>
            <comment>STORM_CANCELLING</comment>
            <translation>‫Ɔɐuɔǝllᴉuƃ:‏ ‏sʇoddᴉuƃ‏ ‏ʇɥǝ‏ ‏ɐƃǝuʇs‏ ‏ɐup‏ ‏ɔlosᴉuƃ‏ ‏ʇɥǝᴉɹ‏ ‏ɔouuǝɔʇᴉous…‬</translation>
        </message>
        <message>
            <source>Cancelled. Everything is shut down; press Run the real storm to start again.</source>
            <comment>STORM_CANCELLED</comment>
            <translation>‫Ɔɐuɔǝllǝp.‏ ‏Ǝʌǝɹʎʇɥᴉuƃ‏ ‏ᴉs‏ ‏sɥnʇ‏ ‏poʍu;‏ ‏dɹǝss‏ ‏ꓤnu‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏sʇoɹɯ‏ ‏ʇo‏ ‏sʇɐɹʇ‏ ‏ɐƃɐᴉu.‬</translation>
        </message>
        <message numerus="yes">
            <source>Cancelled. Every connection is closed; {n} agents are still asleep inside their retry library and end as soon as they wake (they send nothing more).</source>
            <comment>STORM_CANCELLED_ASLEEP</comment>
            <extracomment>English for one: Cancelled. Every connection is closed; {n} agent is still asleep inside its retry library and ends as soon as it wakes (it sends nothing more).</extracomment>
            <translation>
                <numerusform>‫Ɔɐuɔǝllǝp.‏ ‏Ǝʌǝɹʎ‏ ‏ɔouuǝɔʇᴉou‏ ‏ᴉs‏ ‏ɔlosǝp;‏ ‏{n}‏ ‏ɐƃǝuʇ‏ ‏ᴉs‏ ‏sʇᴉll‏ ‏ɐslǝǝd‏ ‏ᴉusᴉpǝ‏ ‏ᴉʇs‏ ‏ɹǝʇɹʎ‏ ‏lᴉqɹɐɹʎ‏ ‏ɐup‏ ‏ǝups‏ ‏ɐs‏ ‏soou‏ ‏ɐs‏ ‏ᴉʇ‏ ‏ʍɐʞǝs‏ ‏(ᴉʇ‏ ‏sǝups‏ ‏uoʇɥᴉuƃ‏ ‏ɯoɹǝ).‬</numerusform>
                <numerusform>‫Ɔɐuɔǝllǝp.‏ ‏Ǝʌǝɹʎ‏ ‏ɔouuǝɔʇᴉou‏ ‏ᴉs‏ ‏ɔlosǝp;‏ ‏{n}‏ ‏ɐƃǝuʇs‏ ‏ɐɹǝ‏ ‏sʇᴉll‏ ‏ɐslǝǝd‏ ‏ᴉusᴉpǝ‏ ‏ʇɥǝᴉɹ‏ ‏ɹǝʇɹʎ‏ ‏lᴉqɹɐɹʎ‏ ‏ɐup‏ ‏ǝup‏ ‏ɐs‏ ‏soou‏ ‏ɐs‏ ‏ʇɥǝʎ‏ ‏ʍɐʞǝ‏ ‏(ʇɥǝʎ‏ ‏sǝup‏ ‏uoʇɥᴉuƃ‏ ‏ɯoɹǝ).‬</numerusform>
            </translation>
        </message>
        <message>
            <source>The real storm did not finish: {reason}</source>
            <comment>STORM_FAILED</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹǝɐl‏ ‏sʇoɹɯ‏ ‏pᴉp‏ ‏uoʇ‏ ‏ɟᴉuᴉsɥ:‏ ‏{reason}‬</translation>
        </message>
        <message>
            <source>The real storm could not start: {reason}</source>
            <comment>STORM_NOT_STARTED</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹǝɐl‏ ‏sʇoɹɯ‏ ‏ɔonlp‏ ‏uoʇ‏ ‏sʇɐɹʇ:‏ ‏{reason}‬</translation>
        </message>
        <message>
            <source>This copy of the lab was built without {modules}, so these libraries cannot run for real here: {names}. Their model presets are in Advanced, Other retry rules.</source>
            <comment>STORM_MISSING</comment>
            <translation>‫⊥ɥᴉs‏ ‏ɔodʎ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏ʍɐs‏ ‏qnᴉlʇ‏ ‏ʍᴉʇɥonʇ‏ ‏{modules},‏ ‏so‏ ‏ʇɥǝsǝ‏ ‏lᴉqɹɐɹᴉǝs‏ ‏ɔɐuuoʇ‏ ‏ɹnu‏ ‏ɟoɹ‏ ‏ɹǝɐl‏ ‏ɥǝɹǝ:‏ ‏{names}.‏ ‏⊥ɥǝᴉɹ‏ ‏ɯopǝl‏ ‏dɹǝsǝʇs‏ ‏ɐɹǝ‏ ‏ᴉu‏ ‏∀pʌɐuɔǝp,‏ ‏Oʇɥǝɹ‏ ‏ɹǝʇɹʎ‏ ‏ɹnlǝs.‬</translation>
        </message>
        <message>
            <source>This copy of the lab has none of the retry libraries, so it cannot run a real storm.</source>
            <comment>STORM_NONE</comment>
            <translation>‫⊥ɥᴉs‏ ‏ɔodʎ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏ɥɐs‏ ‏uouǝ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɹǝʇɹʎ‏ ‏lᴉqɹɐɹᴉǝs,‏ ‏so‏ ‏ᴉʇ‏ ‏ɔɐuuoʇ‏ ‏ɹnu‏ ‏ɐ‏ ‏ɹǝɐl‏ ‏sʇoɹɯ.‬</translation>
        </message>
        <message>
            <source>Calls each second: the real storm and the model</source>
            <comment>STORM_CHART_TITLE</comment>
            <translation>‫Ɔɐlls‏ ‏ǝɐɔɥ‏ ‏sǝɔoup:‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏sʇoɹɯ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɯopǝl‬</translation>
        </message>
        <message>
            <source>calls each second</source>
            <comment>STORM_CHART_Y</comment>
            <translation>‫ɔɐlls‏ ‏ǝɐɔɥ‏ ‏sǝɔoup‬</translation>
        </message>
        <message>
            <source>story seconds</source>
            <comment>STORM_CHART_X</comment>
            <translation>‫sʇoɹʎ‏ ‏sǝɔoups‬</translation>
        </message>
        <message>
            <source>Real storm</source>
            <comment>STORM_REAL</comment>
            <translation>‫ꓤǝɐl‏ ‏sʇoɹɯ‬</translation>
        </message>
        <message>
            <source>Model</source>
            <comment>STORM_MODEL</comment>
            <translation>‫Wopǝl‬</translation>
        </message>
        <message numerus="yes">
            <source>{library}: calls sent, real {real_calls:,}, model {model_calls:,} (median of {n} runs); last agent served, real {real_last}, model {model_last}. {agreement}</source>
            <comment>STORM_DONE</comment>
            <extracomment>English for one: {library}: calls sent, real {real_calls:,}, model {model_calls:,} (median of {n} run); last agent served, real {real_last}, model {model_last}. {agreement}</extracomment>
            <translation>
                <numerusform>‫{library}:‏ ‏ɔɐlls‏ ‏sǝuʇ,‏ ‏ɹǝɐl‏ ‏{real_calls:,},‏ ‏ɯopǝl‏ ‏{model_calls:,}‏ ‏(ɯǝpᴉɐu‏ ‏oɟ‏ ‏{n}‏ ‏ɹnu);‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp,‏ ‏ɹǝɐl‏ ‏{real_last},‏ ‏ɯopǝl‏ ‏{model_last}.‏ ‏{agreement}‬</numerusform>
                <numerusform>‫{library}:‏ ‏ɔɐlls‏ ‏sǝuʇ,‏ ‏ɹǝɐl‏ ‏{real_calls:,},‏ ‏ɯopǝl‏ ‏{model_calls:,}‏ ‏(ɯǝpᴉɐu‏ ‏oɟ‏ ‏{n}‏ ‏ɹnus);‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏sǝɹʌǝp,‏ ‏ɹǝɐl‏ ‏{real_last},‏ ‏ɯopǝl‏ ‏{model_last}.‏ ‏{agreement}‬</numerusform>
            </translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>STORM_SECONDS</comment>
            <translation>‫{value:.1f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>none served</source>
            <comment>STORM_NONE_SERVED</comment>
            <translation>‫uouǝ‏ ‏sǝɹʌǝp‬</translation>
        </message>
        <message>
            <source>Reality and the model cannot be compared: one of them served nobody.</source>
            <comment>STORM_AGREE_NOBODY</comment>
            <translation>‫ꓤǝɐlᴉʇʎ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɯopǝl‏ ‏ɔɐuuoʇ‏ ‏qǝ‏ ‏ɔoɯdɐɹǝp:‏ ‏ouǝ‏ ‏oɟ‏ ‏ʇɥǝɯ‏ ‏sǝɹʌǝp‏ ‏uoqopʎ.‬</translation>
        </message>
        <message>
            <source>Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/close</comment>
            <translation>‫ꓤǝɐlᴉʇʎ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɯopǝl‏ ‏ɐƃɹǝǝ‏ ‏ɔlosǝlʎ:‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɔlᴉǝuʇs‏ ‏sǝuʇ‏ ‏{calls},‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp‏ ‏{last}.‬</translation>
        </message>
        <message>
            <source>Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/rough</comment>
            <translation>‫ꓤǝɐlᴉʇʎ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɯopǝl‏ ‏ɐƃɹǝǝ‏ ‏ɹonƃɥlʎ:‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɔlᴉǝuʇs‏ ‏sǝuʇ‏ ‏{calls},‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp‏ ‏{last}.‬</translation>
        </message>
        <message>
            <source>Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/apart</comment>
            <translation>‫ꓤǝɐlᴉʇʎ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɯopǝl‏ ‏pᴉɟɟǝɹ‏ ‏ɐ‏ ‏loʇ:‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɔlᴉǝuʇs‏ ‏sǝuʇ‏ ‏{calls},‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp‏ ‏{last}.‬</translation>
        </message>
        <message>
            <source>Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/close</comment>
            <translation>‫ꓤǝɐlᴉʇʎ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɯopǝl‏ ‏ɐƃɹǝǝ‏ ‏ɔlosǝlʎ:‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɔlᴉǝuʇs‏ ‏sǝuʇ‏ ‏{calls},‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp‏ ‏{last}‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‏ ‏{typical}.‬</translation>
        </message>
        <message>
            <source>Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/rough</comment>
            <translation>‫ꓤǝɐlᴉʇʎ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɯopǝl‏ ‏ɐƃɹǝǝ‏ ‏ɹonƃɥlʎ:‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɔlᴉǝuʇs‏ ‏sǝuʇ‏ ‏{calls},‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp‏ ‏{last}‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‏ ‏{typical}.‬</translation>
        </message>
        <message>
            <source>Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/apart</comment>
            <translation>‫ꓤǝɐlᴉʇʎ‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ɯopǝl‏ ‏pᴉɟɟǝɹ‏ ‏ɐ‏ ‏loʇ:‏ ‏ʇɥǝ‏ ‏ɹǝɐl‏ ‏ɔlᴉǝuʇs‏ ‏sǝuʇ‏ ‏{calls},‏ ‏ʇɥǝ‏ ‏lɐsʇ‏ ‏ɐƃǝuʇ‏ ‏ʍɐs‏ ‏sǝɹʌǝp‏ ‏{last}‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏ʇʎdᴉɔɐl‏ ‏ɐƃǝuʇ‏ ‏{typical}.‬</translation>
        </message>
        <message>
            <source>about the same (within {gap:.0%})</source>
            <comment>STORM_GAP/same</comment>
            <translation>‫ɐqonʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏(ʍᴉʇɥᴉu‏ ‏{gap:.0%})‬</translation>
        </message>
        <message>
            <source>{gap:.0%} more calls</source>
            <comment>STORM_GAP/more_calls</comment>
            <translation>‫{gap:.0%}‏ ‏ɯoɹǝ‏ ‏ɔɐlls‬</translation>
        </message>
        <message>
            <source>{gap:.0%} fewer calls</source>
            <comment>STORM_GAP/fewer_calls</comment>
            <translation>‫{gap:.0%}‏ ‏ɟǝʍǝɹ‏ ‏ɔɐlls‬</translation>
        </message>
        <message>
            <source>{gap:.0%} later</source>
            <comment>STORM_GAP/later</comment>
            <translation>‫{gap:.0%}‏ ‏lɐʇǝɹ‬</translation>
        </message>
        <message>
            <source>{gap:.0%} sooner</source>
            <comment>STORM_GAP/sooner</comment>
            <translation>‫{gap:.0%}‏ ‏soouǝɹ‬</translation>
        </message>
        <message>
            <source>{gap} (inside the model's own spread over {runs} runs, {low:,.0f} to {high:,.0f})</source>
            <comment>STORM_GAP_INSIDE_CALLS</comment>
            <translation>‫{gap}‏ ‏(ᴉusᴉpǝ‏ ‏ʇɥǝ‏ ‏ɯopǝl's‏ ‏oʍu‏ ‏sdɹǝɐp‏ ‏oʌǝɹ‏ ‏{runs}‏ ‏ɹnus,‏ ‏{low:,.0f}‏ ‏ʇo‏ ‏{high:,.0f})‬</translation>
        </message>
        <message>
            <source>{gap} (inside the model's own spread over {runs} runs, {low:.1f} to {high:.1f} s)</source>
            <comment>STORM_GAP_INSIDE_SECONDS</comment>
            <translation>‫{gap}‏ ‏(ᴉusᴉpǝ‏ ‏ʇɥǝ‏ ‏ɯopǝl's‏ ‏oʍu‏ ‏sdɹǝɐp‏ ‏oʌǝɹ‏ ‏{runs}‏ ‏ɹnus,‏ ‏{low:.1f}‏ ‏ʇo‏ ‏{high:.1f}‏ ‏s)‬</translation>
        </message>
        <message>
            <source>Real clients cannot all call at the same instant: on this computer their first calls took {spread:.1f} story seconds, not 0, and that spread acts like extra jitter.</source>
            <comment>STORM_FIRST_CALLS_SPREAD</comment>
            <translation>‫ꓤǝɐl‏ ‏ɔlᴉǝuʇs‏ ‏ɔɐuuoʇ‏ ‏ɐll‏ ‏ɔɐll‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ᴉusʇɐuʇ:‏ ‏ou‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ‏ ‏ʇɥǝᴉɹ‏ ‏ɟᴉɹsʇ‏ ‏ɔɐlls‏ ‏ʇooʞ‏ ‏{spread:.1f}‏ ‏sʇoɹʎ‏ ‏sǝɔoups,‏ ‏uoʇ‏ ‏0,‏ ‏ɐup‏ ‏ʇɥɐʇ‏ ‏sdɹǝɐp‏ ‏ɐɔʇs‏ ‏lᴉʞǝ‏ ‏ǝxʇɹɐ‏ ‏ɾᴉʇʇǝɹ.‬</translation>
        </message>
        <message>
            <source>Real clients cannot all call at the same instant: this computer spreads the crowd out, and that acts like extra jitter.</source>
            <comment>STORM_FIRST_CALLS_SPREAD_UNKNOWN</comment>
            <translation>‫ꓤǝɐl‏ ‏ɔlᴉǝuʇs‏ ‏ɔɐuuoʇ‏ ‏ɐll‏ ‏ɔɐll‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ᴉusʇɐuʇ:‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ‏ ‏sdɹǝɐps‏ ‏ʇɥǝ‏ ‏ɔɹoʍp‏ ‏onʇ,‏ ‏ɐup‏ ‏ʇɥɐʇ‏ ‏ɐɔʇs‏ ‏lᴉʞǝ‏ ‏ǝxʇɹɐ‏ ‏ɾᴉʇʇǝɹ.‬</translation>
        </message>
        <message>
            <source>the calls of an earlier save are still being written; try again when it says Saved</source>
            <comment>SAVE_BUSY</comment>
            <translation>‫ʇɥǝ‏ ‏ɔɐlls‏ ‏oɟ‏ ‏ɐu‏ ‏ǝɐɹlᴉǝɹ‏ ‏sɐʌǝ‏ ‏ɐɹǝ‏ ‏sʇᴉll‏ ‏qǝᴉuƃ‏ ‏ʍɹᴉʇʇǝu;‏ ‏ʇɹʎ‏ ‏ɐƃɐᴉu‏ ‏ʍɥǝu‏ ‏ᴉʇ‏ ‏sɐʎs‏ ‏Sɐʌǝp‬</translation>
        </message>
        <message>
            <source>Saving before closing</source>
            <comment>SAVING_ON_CLOSE_TITLE</comment>
            <translation>‫Sɐʌᴉuƃ‏ ‏qǝɟoɹǝ‏ ‏ɔlosᴉuƃ‬</translation>
        </message>
        <message numerus="yes">
            <source>Saving… all {n:,} calls to {name} before the lab closes.</source>
            <comment>SAVING_ON_CLOSE</comment>
            <extracomment>English for one: Saving… the {n:,} call to {name} before the lab closes.</extracomment>
            <translation>
                <numerusform>‫Sɐʌᴉuƃ…‏ ‏ʇɥǝ‏ ‏{n:,}‏ ‏ɔɐll‏ ‏ʇo‏ ‏{name}‏ ‏qǝɟoɹǝ‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏ɔlosǝs.‬</numerusform>
                <numerusform>‫Sɐʌᴉuƃ…‏ ‏ɐll‏ ‏{n:,}‏ ‏ɔɐlls‏ ‏ʇo‏ ‏{name}‏ ‏qǝɟoɹǝ‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏ɔlosǝs.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Close without them</source>
            <comment>SAVING_ON_CLOSE_SKIP</comment>
            <translation>‫Ɔlosǝ‏ ‏ʍᴉʇɥonʇ‏ ‏ʇɥǝɯ‬</translation>
        </message>
        <message>
            <source>The calls were NOT saved: {path} was not finished when the lab closed ({calls:,} calls). The table was saved. Save data again to get them.</source>
            <comment>NOT_SAVED_ON_CLOSE</comment>
            <translation>‫⊥ɥǝ‏ ‏ɔɐlls‏ ‏ʍǝɹǝ‏ ‏NO⊥‏ ‏sɐʌǝp:‏ ‏{path}‏ ‏ʍɐs‏ ‏uoʇ‏ ‏ɟᴉuᴉsɥǝp‏ ‏ʍɥǝu‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏ɔlosǝp‏ ‏({calls:,}‏ ‏ɔɐlls).‏ ‏⊥ɥǝ‏ ‏ʇɐqlǝ‏ ‏ʍɐs‏ ‏sɐʌǝp.‏ ‏Sɐʌǝ‏ ‏pɐʇɐ‏ ‏ɐƃɐᴉu‏ ‏ʇo‏ ‏ƃǝʇ‏ ‏ʇɥǝɯ.‬</translation>
        </message>
        <message>
            <source>The animation was NOT saved: {path} was not finished when the lab closed. Save the animation again to get it.</source>
            <comment>ANIMATION_NOT_SAVED_ON_CLOSE</comment>
            <translation>‫⊥ɥǝ‏ ‏ɐuᴉɯɐʇᴉou‏ ‏ʍɐs‏ ‏NO⊥‏ ‏sɐʌǝp:‏ ‏{path}‏ ‏ʍɐs‏ ‏uoʇ‏ ‏ɟᴉuᴉsɥǝp‏ ‏ʍɥǝu‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏ɔlosǝp.‏ ‏Sɐʌǝ‏ ‏ʇɥǝ‏ ‏ɐuᴉɯɐʇᴉou‏ ‏ɐƃɐᴉu‏ ‏ʇo‏ ‏ƃǝʇ‏ ‏ᴉʇ.‬</translation>
        </message>
        <message>
            <source>Getting the crowd ready: sorting {calls:,} calls by agent…</source>
            <comment>CROWD_PREPARING</comment>
            <translation>‫⅁ǝʇʇᴉuƃ‏ ‏ʇɥǝ‏ ‏ɔɹoʍp‏ ‏ɹǝɐpʎ:‏ ‏soɹʇᴉuƃ‏ ‏{calls:,}‏ ‏ɔɐlls‏ ‏qʎ‏ ‏ɐƃǝuʇ…‬</translation>
        </message>
        <message numerus="yes">
            <source>{n} people need an answer at the same moment. The door lets in {capacity} a second.</source>
            <comment>ATTRACT_HEADLINE</comment>
            <extracomment>English for one: {n} person needs an answer. The door lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>‫{n}‏ ‏dǝɹsou‏ ‏uǝǝps‏ ‏ɐu‏ ‏ɐusʍǝɹ.‏ ‏⊥ɥǝ‏ ‏pooɹ‏ ‏lǝʇs‏ ‏ᴉu‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup.‬</numerusform>
                <numerusform>‫{n}‏ ‏dǝodlǝ‏ ‏uǝǝp‏ ‏ɐu‏ ‏ɐusʍǝɹ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɯoɯǝuʇ.‏ ‏⊥ɥǝ‏ ‏pooɹ‏ ‏lǝʇs‏ ‏ᴉu‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Turned away, how long should each one wait before trying again?</source>
            <comment>ATTRACT_QUESTION</comment>
            <translation>‫⊥nɹuǝp‏ ‏ɐʍɐʎ,‏ ‏ɥoʍ‏ ‏louƃ‏ ‏sɥonlp‏ ‏ǝɐɔɥ‏ ‏ouǝ‏ ‏ʍɐᴉʇ‏ ‏qǝɟoɹǝ‏ ‏ʇɹʎᴉuƃ‏ ‏ɐƃɐᴉu?‬</translation>
        </message>
        <message numerus="yes">
            <source>When you try it yourself, you start with a smaller crowd: {n} people at a door that lets in {capacity} a second.</source>
            <comment>ATTRACT_BIGGER</comment>
            <extracomment>English for one: When you try it yourself, you start with a smaller crowd: {n} person at a door that lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>‫Mɥǝu‏ ‏ʎon‏ ‏ʇɹʎ‏ ‏ᴉʇ‏ ‏ʎonɹsǝlɟ,‏ ‏ʎon‏ ‏sʇɐɹʇ‏ ‏ʍᴉʇɥ‏ ‏ɐ‏ ‏sɯɐllǝɹ‏ ‏ɔɹoʍp:‏ ‏{n}‏ ‏dǝɹsou‏ ‏ɐʇ‏ ‏ɐ‏ ‏pooɹ‏ ‏ʇɥɐʇ‏ ‏lǝʇs‏ ‏ᴉu‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup.‬</numerusform>
                <numerusform>‫Mɥǝu‏ ‏ʎon‏ ‏ʇɹʎ‏ ‏ᴉʇ‏ ‏ʎonɹsǝlɟ,‏ ‏ʎon‏ ‏sʇɐɹʇ‏ ‏ʍᴉʇɥ‏ ‏ɐ‏ ‏sɯɐllǝɹ‏ ‏ɔɹoʍp:‏ ‏{n}‏ ‏dǝodlǝ‏ ‏ɐʇ‏ ‏ɐ‏ ‏pooɹ‏ ‏ʇɥɐʇ‏ ‏lǝʇs‏ ‏ᴉu‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>ATTRACT_CAPTION/exponential/0</comment>
            <translation>‫Mɐᴉʇ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ‬</translation>
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together and are turned away together, again and again. (In the lab: exponential backoff.)</source>
            <comment>ATTRACT_CAPTION/exponential/1</comment>
            <translation>‫Ǝɐɔɥ‏ ‏ʇᴉɯǝ,‏ ‏ǝʌǝɹʎouǝ‏ ‏ʍɐᴉʇs‏ ‏ʇʍᴉɔǝ‏ ‏ɐs‏ ‏louƃ,‏ ‏ɐll‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ʍɐᴉʇ,‏ ‏so‏ ‏ʇɥǝʎ‏ ‏ɔoɯǝ‏ ‏qɐɔʞ‏ ‏ʇoƃǝʇɥǝɹ‏ ‏ɐup‏ ‏ɐɹǝ‏ ‏ʇnɹuǝp‏ ‏ɐʍɐʎ‏ ‏ʇoƃǝʇɥǝɹ,‏ ‏ɐƃɐᴉu‏ ‏ɐup‏ ‏ɐƃɐᴉu.‏ ‏(Iu‏ ‏ʇɥǝ‏ ‏lɐq:‏ ‏ǝxdouǝuʇᴉɐl‏ ‏qɐɔʞoɟɟ.)‬</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>ATTRACT_CAPTION/full-jitter/0</comment>
            <translation>‫Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ‬</translation>
        </message>
        <message>
            <source>They come back spread out, and the door stays busy letting them in. (In the lab: backoff with jitter.)</source>
            <comment>ATTRACT_CAPTION/full-jitter/1</comment>
            <translation>‫⊥ɥǝʎ‏ ‏ɔoɯǝ‏ ‏qɐɔʞ‏ ‏sdɹǝɐp‏ ‏onʇ,‏ ‏ɐup‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏sʇɐʎs‏ ‏qnsʎ‏ ‏lǝʇʇᴉuƃ‏ ‏ʇɥǝɯ‏ ‏ᴉu.‏ ‏(Iu‏ ‏ʇɥǝ‏ ‏lɐq:‏ ‏qɐɔʞoɟɟ‏ ‏ʍᴉʇɥ‏ ‏ɾᴉʇʇǝɹ.)‬</translation>
        </message>
        <message numerus="yes">
            <source>{now:.0f} s: {n} of {agents} answered so far</source>
            <comment>ATTRACT_CLOCK</comment>
            <extracomment>English for one: {now:.0f} s: {n} of {agents} answered so far</extracomment>
            <translation>
                <numerusform>‫{now:.0f}‏ ‏s:‏ ‏{n}‏ ‏oɟ‏ ‏{agents}‏ ‏ɐusʍǝɹǝp‏ ‏so‏ ‏ɟɐɹ‬</numerusform>
                <numerusform>‫{now:.0f}‏ ‏s:‏ ‏{n}‏ ‏oɟ‏ ‏{agents}‏ ‏ɐusʍǝɹǝp‏ ‏so‏ ‏ɟɐɹ‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In this one run, all {agents} answered after {last:.1f} s, with {n:,} knocks</source>
            <comment>ATTRACT_DONE</comment>
            <extracomment>English for one: In this one run, all {agents} answered after {last:.1f} s, with {n:,} knock</extracomment>
            <translation>
                <numerusform>‫Iu‏ ‏ʇɥᴉs‏ ‏ouǝ‏ ‏ɹnu,‏ ‏ɐll‏ ‏{agents}‏ ‏ɐusʍǝɹǝp‏ ‏ɐɟʇǝɹ‏ ‏{last:.1f}‏ ‏s,‏ ‏ʍᴉʇɥ‏ ‏{n:,}‏ ‏ʞuoɔʞ‬</numerusform>
                <numerusform>‫Iu‏ ‏ʇɥᴉs‏ ‏ouǝ‏ ‏ɹnu,‏ ‏ɐll‏ ‏{agents}‏ ‏ɐusʍǝɹǝp‏ ‏ɐɟʇǝɹ‏ ‏{last:.1f}‏ ‏s,‏ ‏ʍᴉʇɥ‏ ‏{n:,}‏ ‏ʞuoɔʞs‬</numerusform>
            </translation>
        </message>
        <message>
            <source>{times:.1f} times sooner in this run than waiting longer each time!</source>
            <comment>ATTRACT_SOONER</comment>
            <translation>‫{times:.1f}‏ ‏ʇᴉɯǝs‏ ‏soouǝɹ‏ ‏ᴉu‏ ‏ʇɥᴉs‏ ‏ɹnu‏ ‏ʇɥɐu‏ ‏ʍɐᴉʇᴉuƃ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ!‬</translation>
        </message>
        <message>
            <source>{done}. {sooner}</source>
            <comment>ATTRACT_DONE_SOONER</comment>
            <translation>‫{done}.‏ ‏{sooner}‬</translation>
        </message>
        <message>
            <source>(both shown {factor:.0f}x faster)</source>
            <comment>ATTRACT_PACE</comment>
            <translation>‫(qoʇɥ‏ ‏sɥoʍu‏ ‏{factor:.0f}x‏ ‏ɟɐsʇǝɹ)‬</translation>
        </message>
        <message>
            <source>(shown at real speed)</source>
            <comment>ATTRACT_PACE_REAL</comment>
            <translation>‫(sɥoʍu‏ ‏ɐʇ‏ ‏ɹǝɐl‏ ‏sdǝǝp)‬</translation>
        </message>
        <message>
            <source>Each dot is a person at the door</source>
            <comment>ATTRACT_VIEW/crowd</comment>
            <translation>‫Ǝɐɔɥ‏ ‏poʇ‏ ‏ᴉs‏ ‏ɐ‏ ‏dǝɹsou‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏pooɹ‬</translation>
        </message>
        <message>
            <source>Each row is a person; a cross is a knock turned away, a dot a knock let in</source>
            <comment>ATTRACT_VIEW/timeline</comment>
            <translation>‫Ǝɐɔɥ‏ ‏ɹoʍ‏ ‏ᴉs‏ ‏ɐ‏ ‏dǝɹsou;‏ ‏ɐ‏ ‏ɔɹoss‏ ‏ᴉs‏ ‏ɐ‏ ‏ʞuoɔʞ‏ ‏ʇnɹuǝp‏ ‏ɐʍɐʎ,‏ ‏ɐ‏ ‏poʇ‏ ‏ɐ‏ ‏ʞuoɔʞ‏ ‏lǝʇ‏ ‏ᴉu‬</translation>
        </message>
        <message>
            <source>Touch the screen to try it yourself</source>
            <comment>ATTRACT_INVITE</comment>
            <translation>‫⊥onɔɥ‏ ‏ʇɥǝ‏ ‏sɔɹǝǝu‏ ‏ʇo‏ ‏ʇɹʎ‏ ‏ᴉʇ‏ ‏ʎonɹsǝlɟ‬</translation>
        </message>
        <message>
            <source>❚❚ Pause</source>
            <comment>ATTRACT_PAUSE</comment>
            <translation>‫❚❚‏ ‏Ԁɐnsǝ‬</translation>
        </message>
        <message>
            <source>▶ Play</source>
            <comment>ATTRACT_RESUME</comment>
            <translation>‫▶‏ ‏Ԁlɐʎ‬</translation>
        </message>
        <message>
            <source>Stop the moving pictures (space bar); touch anywhere else to try it yourself.</source>
            <comment>ATTRACT_PAUSE_TIP</comment>
            <translation>‫Sʇod‏ ‏ʇɥǝ‏ ‏ɯoʌᴉuƃ‏ ‏dᴉɔʇnɹǝs‏ ‏(sdɐɔǝ‏ ‏qɐɹ);‏ ‏ʇonɔɥ‏ ‏ɐuʎʍɥǝɹǝ‏ ‏ǝlsǝ‏ ‏ʇo‏ ‏ʇɹʎ‏ ‏ᴉʇ‏ ‏ʎonɹsǝlɟ.‬</translation>
        </message>
        <message>
            <source>Paused: touch {play} to go on</source>
            <comment>ATTRACT_PAUSED_NOTE</comment>
            <translation>‫Ԁɐnsǝp:‏ ‏ʇonɔɥ‏ ‏{play}‏ ‏ʇo‏ ‏ƃo‏ ‏ou‬</translation>
        </message>
        <message>
            <source>person</source>
            <comment>ATTRACT_TIMELINE_Y</comment>
            <translation>‫dǝɹsou‬</translation>
        </message>
        <message>
            <source>“The door” tells the story with friends at a door. The other lessons tell it as computers live it: the friends are computer helpers called agents, the door is a busy tool, and a knock is a call. Choose a lesson.</source>
            <comment>KIOSK_START_INTRO</comment>
            <translation>‫“⊥ɥǝ‏ ‏pooɹ”‏ ‏ʇǝlls‏ ‏ʇɥǝ‏ ‏sʇoɹʎ‏ ‏ʍᴉʇɥ‏ ‏ɟɹᴉǝups‏ ‏ɐʇ‏ ‏ɐ‏ ‏pooɹ.‏ ‏⊥ɥǝ‏ ‏oʇɥǝɹ‏ ‏lǝssous‏ ‏ʇǝll‏ ‏ᴉʇ‏ ‏ɐs‏ ‏ɔoɯdnʇǝɹs‏ ‏lᴉʌǝ‏ ‏ᴉʇ:‏ ‏ʇɥǝ‏ ‏ɟɹᴉǝups‏ ‏ɐɹǝ‏ ‏ɔoɯdnʇǝɹ‏ ‏ɥǝldǝɹs‏ ‏ɔɐllǝp‏ ‏ɐƃǝuʇs,‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ᴉs‏ ‏ɐ‏ ‏qnsʎ‏ ‏ʇool,‏ ‏ɐup‏ ‏ɐ‏ ‏ʞuoɔʞ‏ ‏ᴉs‏ ‏ɐ‏ ‏ɔɐll.‏ ‏Ɔɥoosǝ‏ ‏ɐ‏ ‏lǝssou.‬</translation>
        </message>
        <message>
            <source>Each lesson starts ready to use. ◀ All lessons brings you back here.</source>
            <comment>KIOSK_START_FOOTER</comment>
            <translation>‫Ǝɐɔɥ‏ ‏lǝssou‏ ‏sʇɐɹʇs‏ ‏ɹǝɐpʎ‏ ‏ʇo‏ ‏nsǝ.‏ ‏▶‏ ‏∀ll‏ ‏lǝssous‏ ‏qɹᴉuƃs‏ ‏ʎon‏ ‏qɐɔʞ‏ ‏ɥǝɹǝ.‬</translation>
        </message>
        <message>
            <source>the kiosk page needs {need}, more than the {size} screen</source>
            <comment>KIOSK_TOO_SMALL</comment>
            <translation>‫ʇɥǝ‏ ‏ʞᴉosʞ‏ ‏dɐƃǝ‏ ‏uǝǝps‏ ‏{need},‏ ‏ɯoɹǝ‏ ‏ʇɥɐu‏ ‏ʇɥǝ‏ ‏{size}‏ ‏sɔɹǝǝu‬</translation>
        </message>
        <message>
            <source>{what}: more</source>
            <comment>KIOSK_MORE</comment>
            <translation>‫{what}:‏ ‏ɯoɹǝ‬</translation>
        </message>
        <message>
            <source>{what}: less</source>
            <comment>KIOSK_LESS</comment>
            <translation>‫{what}:‏ ‏lǝss‬</translation>
        </message>
        <message>
            <source>Scroll the settings</source>
            <comment>KIOSK_SCROLL_SETTINGS</comment>
            <translation>‫Sɔɹoll‏ ‏ʇɥǝ‏ ‏sǝʇʇᴉuƃs‬</translation>
        </message>
    </context>
    <context>
        <name>class_round_words</name>
        <message>
            <source>By hand: knock when you like</source>
            <comment>ROUND_RULE_NAMES/by-hand</comment>
            <translation>‫ꓭʎ‏ ‏ɥɐup:‏ ‏ʞuoɔʞ‏ ‏ʍɥǝu‏ ‏ʎon‏ ‏lᴉʞǝ‬</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>ROUND_RULE_NAMES/wait-longer</comment>
            <translation>‫Mɐᴉʇ‏ ‏louƃǝɹ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ‬</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>ROUND_RULE_NAMES/wait-random</comment>
            <translation>‫Mɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ‬</translation>
        </message>
        <message>
            <source>By hand</source>
            <comment>ROUND_RULE_SHORT/by-hand</comment>
            <translation>‫ꓭʎ‏ ‏ɥɐup‬</translation>
        </message>
        <message>
            <source>Wait longer</source>
            <comment>ROUND_RULE_SHORT/wait-longer</comment>
            <translation>‫Mɐᴉʇ‏ ‏louƃǝɹ‬</translation>
        </message>
        <message>
            <source>Random wait</source>
            <comment>ROUND_RULE_SHORT/wait-random</comment>
            <translation>‫ꓤɐupoɯ‏ ‏ʍɐᴉʇ‬</translation>
        </message>
        <message>
            <source>Pupils knock whenever they like. People knock again at once: the class makes its own storm.</source>
            <comment>ROUND_RULE_TIPS/by-hand</comment>
            <translation>‫Ԁndᴉls‏ ‏ʞuoɔʞ‏ ‏ʍɥǝuǝʌǝɹ‏ ‏ʇɥǝʎ‏ ‏lᴉʞǝ.‏ ‏Ԁǝodlǝ‏ ‏ʞuoɔʞ‏ ‏ɐƃɐᴉu‏ ‏ɐʇ‏ ‏ouɔǝ:‏ ‏ʇɥǝ‏ ‏ɔlɐss‏ ‏ɯɐʞǝs‏ ‏ᴉʇs‏ ‏oʍu‏ ‏sʇoɹɯ.‬</translation>
        </message>
        <message>
            <source>After each 'no' the page waits, twice as long each time, then knocks by itself.</source>
            <comment>ROUND_RULE_TIPS/wait-longer</comment>
            <translation>‫∀ɟʇǝɹ‏ ‏ǝɐɔɥ‏ ‏'uo'‏ ‏ʇɥǝ‏ ‏dɐƃǝ‏ ‏ʍɐᴉʇs,‏ ‏ʇʍᴉɔǝ‏ ‏ɐs‏ ‏louƃ‏ ‏ǝɐɔɥ‏ ‏ʇᴉɯǝ,‏ ‏ʇɥǝu‏ ‏ʞuoɔʞs‏ ‏qʎ‏ ‏ᴉʇsǝlɟ.‬</translation>
        </message>
        <message>
            <source>After each 'no' the page waits a random time, then knocks by itself.</source>
            <comment>ROUND_RULE_TIPS/wait-random</comment>
            <translation>‫∀ɟʇǝɹ‏ ‏ǝɐɔɥ‏ ‏'uo'‏ ‏ʇɥǝ‏ ‏dɐƃǝ‏ ‏ʍɐᴉʇs‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ,‏ ‏ʇɥǝu‏ ‏ʞuoɔʞs‏ ‏qʎ‏ ‏ᴉʇsǝlɟ.‬</translation>
        </message>
        <message>
            <source>Pupils press Knock whenever they like; nothing waits for them.</source>
            <comment>ROUND_RULE_LINES/by-hand</comment>
            <translation>‫Ԁndᴉls‏ ‏dɹǝss‏ ‏ꓘuoɔʞ‏ ‏ʍɥǝuǝʌǝɹ‏ ‏ʇɥǝʎ‏ ‏lᴉʞǝ;‏ ‏uoʇɥᴉuƃ‏ ‏ʍɐᴉʇs‏ ‏ɟoɹ‏ ‏ʇɥǝɯ.‬</translation>
        </message>
        <message>
            <source>After each 'no' the page waits 0.5 s, then 1, 2, 4 s (at most), and knocks by itself.</source>
            <comment>ROUND_RULE_LINES/wait-longer</comment>
            <translation>‫∀ɟʇǝɹ‏ ‏ǝɐɔɥ‏ ‏'uo'‏ ‏ʇɥǝ‏ ‏dɐƃǝ‏ ‏ʍɐᴉʇs‏ ‏0.5‏ ‏s,‏ ‏ʇɥǝu‏ ‏1,‏ ‏2,‏ ‏4‏ ‏s‏ ‏(ɐʇ‏ ‏ɯosʇ),‏ ‏ɐup‏ ‏ʞuoɔʞs‏ ‏qʎ‏ ‏ᴉʇsǝlɟ.‬</translation>
        </message>
        <message>
            <source>After each 'no' the page waits a random time up to 0.5 s, then up to 1, 2, 4 s, and knocks by itself.</source>
            <comment>ROUND_RULE_LINES/wait-random</comment>
            <translation>‫∀ɟʇǝɹ‏ ‏ǝɐɔɥ‏ ‏'uo'‏ ‏ʇɥǝ‏ ‏dɐƃǝ‏ ‏ʍɐᴉʇs‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ‏ ‏nd‏ ‏ʇo‏ ‏0.5‏ ‏s,‏ ‏ʇɥǝu‏ ‏nd‏ ‏ʇo‏ ‏1,‏ ‏2,‏ ‏4‏ ‏s,‏ ‏ɐup‏ ‏ʞuoɔʞs‏ ‏qʎ‏ ‏ᴉʇsǝlɟ.‬</translation>
        </message>
        <message>
            <source>Class round: the door</source>
            <comment>PAGE/title</comment>
            <translation>‫Ɔlɐss‏ ‏ɹonup:‏ ‏ʇɥǝ‏ ‏pooɹ‬</translation>
        </message>
        <message>
            <source>Join the class round</source>
            <comment>PAGE/join_heading</comment>
            <translation>‫ſoᴉu‏ ‏ʇɥǝ‏ ‏ɔlɐss‏ ‏ɹonup‬</translation>
        </message>
        <message>
            <source>Type the 4-digit code from the big screen.</source>
            <comment>PAGE/join_prompt</comment>
            <translation>‫⊥ʎdǝ‏ ‏ʇɥǝ‏ ‏4-pᴉƃᴉʇ‏ ‏ɔopǝ‏ ‏ɟɹoɯ‏ ‏ʇɥǝ‏ ‏qᴉƃ‏ ‏sɔɹǝǝu.‬</translation>
        </message>
        <message>
            <source>Join</source>
            <comment>PAGE/join_button</comment>
            <translation>‫ſoᴉu‬</translation>
        </message>
        <message>
            <source>That code is not right. Look at the big screen and try again.</source>
            <comment>PAGE/join_wrong</comment>
            <translation>‫⊥ɥɐʇ‏ ‏ɔopǝ‏ ‏ᴉs‏ ‏uoʇ‏ ‏ɹᴉƃɥʇ.‏ ‏˥ooʞ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏qᴉƃ‏ ‏sɔɹǝǝu‏ ‏ɐup‏ ‏ʇɹʎ‏ ‏ɐƃɐᴉu.‬</translation>
        </message>
        <message>
            <source>The round is full. Ask your teacher.</source>
            <comment>PAGE/join_full</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹonup‏ ‏ᴉs‏ ‏ɟnll.‏ ‏∀sʞ‏ ‏ʎonɹ‏ ‏ʇǝɐɔɥǝɹ.‬</translation>
        </message>
        <message>
            <source>This round has ended. Look at the big screen.</source>
            <comment>PAGE/join_over</comment>
            <translation>‫⊥ɥᴉs‏ ‏ɹonup‏ ‏ɥɐs‏ ‏ǝupǝp.‏ ‏˥ooʞ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏qᴉƃ‏ ‏sɔɹǝǝu.‬</translation>
        </message>
        <message>
            <source>Too many tries. Wait a minute, then try again.</source>
            <comment>PAGE/join_slow</comment>
            <translation>‫⊥oo‏ ‏ɯɐuʎ‏ ‏ʇɹᴉǝs.‏ ‏Mɐᴉʇ‏ ‏ɐ‏ ‏ɯᴉunʇǝ,‏ ‏ʇɥǝu‏ ‏ʇɹʎ‏ ‏ɐƃɐᴉu.‬</translation>
        </message>
        <message>
            <source>You are</source>
            <comment>PAGE/you_are</comment>
            <translation>‫⅄on‏ ‏ɐɹǝ‬</translation>
        </message>
        <message>
            <source>Knock</source>
            <comment>PAGE/knock</comment>
            <translation>‫ꓘuoɔʞ‬</translation>
        </message>
        <message>
            <source>Knock on the door to get in!</source>
            <comment>PAGE/ready</comment>
            <translation>‫ꓘuoɔʞ‏ ‏ou‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏ʇo‏ ‏ƃǝʇ‏ ‏ᴉu!‬</translation>
        </message>
        <message>
            <source>No! The door is full. Knock again when you like.</source>
            <comment>PAGE/refused_hand</comment>
            <translation>‫No!‏ ‏⊥ɥǝ‏ ‏pooɹ‏ ‏ᴉs‏ ‏ɟnll.‏ ‏ꓘuoɔʞ‏ ‏ɐƃɐᴉu‏ ‏ʍɥǝu‏ ‏ʎon‏ ‏lᴉʞǝ.‬</translation>
        </message>
        <message>
            <source>No! The door is full. Waiting {s} s, then knocking again…</source>
            <comment>PAGE/refused_wait</comment>
            <translation>‫No!‏ ‏⊥ɥǝ‏ ‏pooɹ‏ ‏ᴉs‏ ‏ɟnll.‏ ‏Mɐᴉʇᴉuƃ‏ ‏{s}‏ ‏s,‏ ‏ʇɥǝu‏ ‏ʞuoɔʞᴉuƃ‏ ‏ɐƃɐᴉu…‬</translation>
        </message>
        <message>
            <source>Waiting {s} s…</source>
            <comment>PAGE/waiting</comment>
            <translation>‫Mɐᴉʇᴉuƃ‏ ‏{s}‏ ‏s…‬</translation>
        </message>
        <message>
            <source>Yes! The door is opening…</source>
            <comment>PAGE/opening</comment>
            <translation>‫⅄ǝs!‏ ‏⊥ɥǝ‏ ‏pooɹ‏ ‏ᴉs‏ ‏odǝuᴉuƃ…‬</translation>
        </message>
        <message>
            <source>You're in!</source>
            <comment>PAGE/inside</comment>
            <translation>‫⅄on'ɹǝ‏ ‏ᴉu!‬</translation>
        </message>
        <message>
            <source>Too fast! One knock at a time.</source>
            <comment>PAGE/too_fast</comment>
            <translation>‫⊥oo‏ ‏ɟɐsʇ!‏ ‏Ouǝ‏ ‏ʞuoɔʞ‏ ‏ɐʇ‏ ‏ɐ‏ ‏ʇᴉɯǝ.‬</translation>
        </message>
        <message>
            <source>The round is over. Look at the big screen.</source>
            <comment>PAGE/over</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹonup‏ ‏ᴉs‏ ‏oʌǝɹ.‏ ‏˥ooʞ‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏qᴉƃ‏ ‏sɔɹǝǝu.‬</translation>
        </message>
        <message>
            <source>Cannot reach the lab. Trying again…</source>
            <comment>PAGE/lost</comment>
            <translation>‫Ɔɐuuoʇ‏ ‏ɹǝɐɔɥ‏ ‏ʇɥǝ‏ ‏lɐq.‏ ‏⊥ɹʎᴉuƃ‏ ‏ɐƃɐᴉu…‬</translation>
        </message>
        <message>
            <source>Your knocks: {n}</source>
            <comment>PAGE/knocks</comment>
            <translation>‫⅄onɹ‏ ‏ʞuoɔʞs:‏ ‏{n}‬</translation>
        </message>
        <message>
            <source>{inside} of {pupils} inside</source>
            <comment>PAGE/crowd</comment>
            <translation>‫{inside}‏ ‏oɟ‏ ‏{pupils}‏ ‏ᴉusᴉpǝ‬</translation>
        </message>
        <message>
            <source>Start a class round…</source>
            <comment>MENU_START</comment>
            <translation>‫Sʇɐɹʇ‏ ‏ɐ‏ ‏ɔlɐss‏ ‏ɹonup…‬</translation>
        </message>
        <message>
            <source>Start a class round (group visit)</source>
            <comment>KIOSK_STAFF_ROUND</comment>
            <translation>‫Sʇɐɹʇ‏ ‏ɐ‏ ‏ɔlɐss‏ ‏ɹonup‏ ‏(ƃɹond‏ ‏ʌᴉsᴉʇ)‬</translation>
        </message>
        <message>
            <source>Pupils join from their own phones or tablets and become the crowd at the door.</source>
            <comment>MENU_START_TIP</comment>
            <translation>‫Ԁndᴉls‏ ‏ɾoᴉu‏ ‏ɟɹoɯ‏ ‏ʇɥǝᴉɹ‏ ‏oʍu‏ ‏dɥouǝs‏ ‏oɹ‏ ‏ʇɐqlǝʇs‏ ‏ɐup‏ ‏qǝɔoɯǝ‏ ‏ʇɥǝ‏ ‏ɔɹoʍp‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏pooɹ.‬</translation>
        </message>
        <message>
            <source>Class round: the door</source>
            <comment>WINDOW_TITLE</comment>
            <translation>‫Ɔlɐss‏ ‏ɹonup:‏ ‏ʇɥǝ‏ ‏pooɹ‬</translation>
        </message>
        <message>
            <source>Start a class round</source>
            <comment>SETUP_TITLE</comment>
            <translation>‫Sʇɐɹʇ‏ ‏ɐ‏ ‏ɔlɐss‏ ‏ɹonup‬</translation>
        </message>
        <message>
            <source>Each pupil's phone, tablet or Chromebook becomes one of the crowd at the door, and this computer is the door. Pupils need no app and no account, and type no names.</source>
            <comment>SETUP_INTRO</comment>
            <translation>‫Ǝɐɔɥ‏ ‏dndᴉl's‏ ‏dɥouǝ,‏ ‏ʇɐqlǝʇ‏ ‏oɹ‏ ‏Ɔɥɹoɯǝqooʞ‏ ‏qǝɔoɯǝs‏ ‏ouǝ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɔɹoʍp‏ ‏ɐʇ‏ ‏ʇɥǝ‏ ‏pooɹ,‏ ‏ɐup‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏pooɹ.‏ ‏Ԁndᴉls‏ ‏uǝǝp‏ ‏uo‏ ‏ɐdd‏ ‏ɐup‏ ‏uo‏ ‏ɐɔɔonuʇ,‏ ‏ɐup‏ ‏ʇʎdǝ‏ ‏uo‏ ‏uɐɯǝs.‬</translation>
        </message>
        <message>
            <source>The door lets in (a second)</source>
            <comment>SETUP_CAPACITY</comment>
            <translation>‫⊥ɥǝ‏ ‏pooɹ‏ ‏lǝʇs‏ ‏ᴉu‏ ‏(ɐ‏ ‏sǝɔoup)‬</translation>
        </message>
        <message>
            <source>How pupils try again</source>
            <comment>SETUP_RULE</comment>
            <translation>‫Hoʍ‏ ‏dndᴉls‏ ‏ʇɹʎ‏ ‏ɐƃɐᴉu‬</translation>
        </message>
        <message>
            <source>At most this many pupils</source>
            <comment>SETUP_PUPILS</comment>
            <translation>‫∀ʇ‏ ‏ɯosʇ‏ ‏ʇɥᴉs‏ ‏ɯɐuʎ‏ ‏dndᴉls‬</translation>
        </message>
        <message>
            <source>The round ends after (minutes)</source>
            <comment>SETUP_MINUTES</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹonup‏ ‏ǝups‏ ‏ɐɟʇǝɹ‏ ‏(ɯᴉunʇǝs)‬</translation>
        </message>
        <message>
            <source>Who can join</source>
            <comment>SETUP_NETWORK</comment>
            <translation>‫Mɥo‏ ‏ɔɐu‏ ‏ɾoᴉu‬</translation>
        </message>
        <message>
            <source>Only this computer (to try it out)</source>
            <comment>SETUP_LOCAL</comment>
            <translation>‫Oulʎ‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ‏ ‏(ʇo‏ ‏ʇɹʎ‏ ‏ᴉʇ‏ ‏onʇ)‬</translation>
        </message>
        <message>
            <source>The room's network: {address} ({name})</source>
            <comment>SETUP_ROOM</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹooɯ's‏ ‏uǝʇʍoɹʞ:‏ ‏{address}‏ ‏({name})‬</translation>
        </message>
        <message>
            <source>No room network found: connect this computer to the class's Wi-Fi or start its own hotspot.</source>
            <comment>SETUP_NO_ROOM</comment>
            <translation>‫No‏ ‏ɹooɯ‏ ‏uǝʇʍoɹʞ‏ ‏ɟonup:‏ ‏ɔouuǝɔʇ‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏ɔlɐss's‏ ‏Mᴉ-Ⅎᴉ‏ ‏oɹ‏ ‏sʇɐɹʇ‏ ‏ᴉʇs‏ ‏oʍu‏ ‏ɥoʇsdoʇ.‬</translation>
        </message>
        <message>
            <source>Choosing the room's network lets devices on it reach this computer until the round ends. Nothing is stored after the round.</source>
            <comment>SETUP_ROOM_NOTE</comment>
            <translation>‫Ɔɥoosᴉuƃ‏ ‏ʇɥǝ‏ ‏ɹooɯ's‏ ‏uǝʇʍoɹʞ‏ ‏lǝʇs‏ ‏pǝʌᴉɔǝs‏ ‏ou‏ ‏ᴉʇ‏ ‏ɹǝɐɔɥ‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ‏ ‏nuʇᴉl‏ ‏ʇɥǝ‏ ‏ɹonup‏ ‏ǝups.‏ ‏Noʇɥᴉuƃ‏ ‏ᴉs‏ ‏sʇoɹǝp‏ ‏ɐɟʇǝɹ‏ ‏ʇɥǝ‏ ‏ɹonup.‬</translation>
        </message>
        <message>
            <source>Start the round</source>
            <comment>SETUP_START</comment>
            <translation>‫Sʇɐɹʇ‏ ‏ʇɥǝ‏ ‏ɹonup‬</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>SETUP_CANCEL</comment>
            <translation>‫Ɔɐuɔǝl‬</translation>
        </message>
        <message>
            <source>Open</source>
            <comment>JOIN_AT</comment>
            <translation>‫Odǝu‬</translation>
        </message>
        <message>
            <source>Code</source>
            <comment>JOIN_CODE</comment>
            <translation>‫Ɔopǝ‬</translation>
        </message>
        <message>
            <source>Scan the code with your camera, or type the address, then the code.</source>
            <comment>JOIN_HINT</comment>
            <translation>‫Sɔɐu‏ ‏ʇɥǝ‏ ‏ɔopǝ‏ ‏ʍᴉʇɥ‏ ‏ʎonɹ‏ ‏ɔɐɯǝɹɐ,‏ ‏oɹ‏ ‏ʇʎdǝ‏ ‏ʇɥǝ‏ ‏ɐppɹǝss,‏ ‏ʇɥǝu‏ ‏ʇɥǝ‏ ‏ɔopǝ.‬</translation>
        </message>
        <message numerus="yes">
            <source>{rule} · the door lets in {n} pupils a second</source>
            <comment>DOOR_LINE</comment>
            <extracomment>English for one: {rule} · the door lets in {n} pupil a second</extracomment>
            <translation>
                <numerusform>‫{rule}‏ ‏·‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏lǝʇs‏ ‏ᴉu‏ ‏{n}‏ ‏dndᴉl‏ ‏ɐ‏ ‏sǝɔoup‬</numerusform>
                <numerusform>‫{rule}‏ ‏·‏ ‏ʇɥǝ‏ ‏pooɹ‏ ‏lǝʇs‏ ‏ᴉu‏ ‏{n}‏ ‏dndᴉls‏ ‏ɐ‏ ‏sǝɔoup‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Waiting for pupils to join…</source>
            <comment>PUPILS_NONE</comment>
            <translation>‫Mɐᴉʇᴉuƃ‏ ‏ɟoɹ‏ ‏dndᴉls‏ ‏ʇo‏ ‏ɾoᴉu…‬</translation>
        </message>
        <message numerus="yes">
            <source>{n} pupils joined · pupils who knocked: {knocked} · inside: {inside}</source>
            <comment>PUPILS_JOINED</comment>
            <extracomment>English for one: {n} pupil joined · pupils who knocked: {knocked} · inside: {inside}</extracomment>
            <translation>
                <numerusform>‫{n}‏ ‏dndᴉl‏ ‏ɾoᴉuǝp‏ ‏·‏ ‏dndᴉls‏ ‏ʍɥo‏ ‏ʞuoɔʞǝp:‏ ‏{knocked}‏ ‏·‏ ‏ᴉusᴉpǝ:‏ ‏{inside}‬</numerusform>
                <numerusform>‫{n}‏ ‏dndᴉls‏ ‏ɾoᴉuǝp‏ ‏·‏ ‏dndᴉls‏ ‏ʍɥo‏ ‏ʞuoɔʞǝp:‏ ‏{knocked}‏ ‏·‏ ‏ᴉusᴉpǝ:‏ ‏{inside}‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>INSIDE_TITLE</comment>
            <translation>‫Iusᴉpǝ‬</translation>
        </message>
        <message>
            <source>Nobody is inside yet.</source>
            <comment>INSIDE_NONE</comment>
            <translation>‫Noqopʎ‏ ‏ᴉs‏ ‏ᴉusᴉpǝ‏ ‏ʎǝʇ.‬</translation>
        </message>
        <message>
            <source>The class's knocks</source>
            <comment>LOAD_TITLE</comment>
            <translation>‫⊥ɥǝ‏ ‏ɔlɐss's‏ ‏ʞuoɔʞs‬</translation>
        </message>
        <message>
            <source>knocks each second</source>
            <comment>LOAD_Y</comment>
            <translation>‫ʞuoɔʞs‏ ‏ǝɐɔɥ‏ ‏sǝɔoup‬</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} knocks</source>
            <comment>LOAD_CUT_FIRST</comment>
            <extracomment>English for one: {n:,} knock</extracomment>
            <translation>
                <numerusform>‫{n:,}‏ ‏ʞuoɔʞ‬</numerusform>
                <numerusform>‫{n:,}‏ ‏ʞuoɔʞs‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Ends in {minutes}:{seconds:02d}</source>
            <comment>TIME_LEFT</comment>
            <translation>‫Ǝups‏ ‏ᴉu‏ ‏{minutes}:{seconds:02d}‬</translation>
        </message>
        <message>
            <source>End the round</source>
            <comment>END_ROUND</comment>
            <translation>‫Ǝup‏ ‏ʇɥǝ‏ ‏ɹonup‬</translation>
        </message>
        <message>
            <source>Stop the round now: pupils' pages say it is over and nothing listens any more.</source>
            <comment>END_ROUND_TIP</comment>
            <translation>‫Sʇod‏ ‏ʇɥǝ‏ ‏ɹonup‏ ‏uoʍ:‏ ‏dndᴉls'‏ ‏dɐƃǝs‏ ‏sɐʎ‏ ‏ᴉʇ‏ ‏ᴉs‏ ‏oʌǝɹ‏ ‏ɐup‏ ‏uoʇɥᴉuƃ‏ ‏lᴉsʇǝus‏ ‏ɐuʎ‏ ‏ɯoɹǝ.‬</translation>
        </message>
        <message>
            <source>End the round?</source>
            <comment>END_ASK_TITLE</comment>
            <translation>‫Ǝup‏ ‏ʇɥǝ‏ ‏ɹonup?‬</translation>
        </message>
        <message>
            <source>End the round now? Every pupil's page will say it is over, and nobody can knock any more. This cannot be undone.</source>
            <comment>END_ASK</comment>
            <translation>‫Ǝup‏ ‏ʇɥǝ‏ ‏ɹonup‏ ‏uoʍ?‏ ‏Ǝʌǝɹʎ‏ ‏dndᴉl's‏ ‏dɐƃǝ‏ ‏ʍᴉll‏ ‏sɐʎ‏ ‏ᴉʇ‏ ‏ᴉs‏ ‏oʌǝɹ,‏ ‏ɐup‏ ‏uoqopʎ‏ ‏ɔɐu‏ ‏ʞuoɔʞ‏ ‏ɐuʎ‏ ‏ɯoɹǝ.‏ ‏⊥ɥᴉs‏ ‏ɔɐuuoʇ‏ ‏qǝ‏ ‏nupouǝ.‬</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <comment>END_ASK_KEEP</comment>
            <translation>‫ꓘǝǝd‏ ‏dlɐʎᴉuƃ‬</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>CLOSE</comment>
            <translation>‫Ɔlosǝ‬</translation>
        </message>
        <message>
            <source>No device has reached the lab yet. If pupils see "cannot be reached", the network keeps devices apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start a new round.</source>
            <comment>NO_DEVICE</comment>
            <translation>‫No‏ ‏pǝʌᴉɔǝ‏ ‏ɥɐs‏ ‏ɹǝɐɔɥǝp‏ ‏ʇɥǝ‏ ‏lɐq‏ ‏ʎǝʇ.‏ ‏Iɟ‏ ‏dndᴉls‏ ‏sǝǝ‏ ‏"ɔɐuuoʇ‏ ‏qǝ‏ ‏ɹǝɐɔɥǝp",‏ ‏ʇɥǝ‏ ‏uǝʇʍoɹʞ‏ ‏ʞǝǝds‏ ‏pǝʌᴉɔǝs‏ ‏ɐdɐɹʇ‏ ‏(ɔoɯɯou‏ ‏ou‏ ‏sɔɥool‏ ‏Mᴉ-Ⅎᴉ):‏ ‏sʇɐɹʇ‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ's‏ ‏oʍu‏ ‏ɥoʇsdoʇ,‏ ‏lǝʇ‏ ‏dndᴉls‏ ‏ɾoᴉu‏ ‏ᴉʇ,‏ ‏ɐup‏ ‏sʇɐɹʇ‏ ‏ɐ‏ ‏uǝʍ‏ ‏ɹonup.‬</translation>
        </message>
        <message>
            <source>Only this computer can join this round (to try it out).</source>
            <comment>LOCAL_ONLY</comment>
            <translation>‫Oulʎ‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ‏ ‏ɔɐu‏ ‏ɾoᴉu‏ ‏ʇɥᴉs‏ ‏ɹonup‏ ‏(ʇo‏ ‏ʇɹʎ‏ ‏ᴉʇ‏ ‏onʇ).‬</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>ENDED_TITLE</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹonup‏ ‏ᴉs‏ ‏oʌǝɹ‬</translation>
        </message>
        <message>
            <source>The teacher ended the round.</source>
            <comment>ENDED_WHY/teacher</comment>
            <translation>‫⊥ɥǝ‏ ‏ʇǝɐɔɥǝɹ‏ ‏ǝupǝp‏ ‏ʇɥǝ‏ ‏ɹonup.‬</translation>
        </message>
        <message>
            <source>The round's time ran out.</source>
            <comment>ENDED_WHY/time</comment>
            <translation>‫⊥ɥǝ‏ ‏ɹonup's‏ ‏ʇᴉɯǝ‏ ‏ɹɐu‏ ‏onʇ.‬</translation>
        </message>
        <message>
            <source>The lab was closed.</source>
            <comment>ENDED_WHY/closed</comment>
            <translation>‫⊥ɥǝ‏ ‏lɐq‏ ‏ʍɐs‏ ‏ɔlosǝp.‬</translation>
        </message>
        <message>
            <source>Your class</source>
            <comment>RESULT_HEADINGS/1</comment>
            <translation>‫⅄onɹ‏ ‏ɔlɐss‬</translation>
        </message>
        <message>
            <source>The computer's model</source>
            <comment>RESULT_HEADINGS/2</comment>
            <translation>‫⊥ɥǝ‏ ‏ɔoɯdnʇǝɹ's‏ ‏ɯopǝl‬</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>RESULT_ROWS/0</comment>
            <translation>‫ꓘuoɔʞs‬</translation>
        </message>
        <message>
            <source>Knocks refused</source>
            <comment>RESULT_ROWS/1</comment>
            <translation>‫ꓘuoɔʞs‏ ‏ɹǝɟnsǝp‬</translation>
        </message>
        <message>
            <source>Everyone in after</source>
            <comment>RESULT_ROWS/2</comment>
            <translation>‫Ǝʌǝɹʎouǝ‏ ‏ᴉu‏ ‏ɐɟʇǝɹ‬</translation>
        </message>
        <message>
            <source>Typical pupil in after</source>
            <comment>RESULT_ROWS/3</comment>
            <translation>‫⊥ʎdᴉɔɐl‏ ‏dndᴉl‏ ‏ᴉu‏ ‏ɐɟʇǝɹ‬</translation>
        </message>
        <message numerus="yes">
            <source>The computer's model: what it says for the same class, {n} pupils who {how}, at a door that lets in {capacity} a second.</source>
            <comment>RESULT_NOTE</comment>
            <extracomment>English for one: The computer's model: what it says for the same class, {n} pupil who {how}, at a door that lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ɔoɯdnʇǝɹ's‏ ‏ɯopǝl:‏ ‏ʍɥɐʇ‏ ‏ᴉʇ‏ ‏sɐʎs‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɔlɐss,‏ ‏{n}‏ ‏dndᴉl‏ ‏ʍɥo‏ ‏{how},‏ ‏ɐʇ‏ ‏ɐ‏ ‏pooɹ‏ ‏ʇɥɐʇ‏ ‏lǝʇs‏ ‏ᴉu‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ɔoɯdnʇǝɹ's‏ ‏ɯopǝl:‏ ‏ʍɥɐʇ‏ ‏ᴉʇ‏ ‏sɐʎs‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏sɐɯǝ‏ ‏ɔlɐss,‏ ‏{n}‏ ‏dndᴉls‏ ‏ʍɥo‏ ‏{how},‏ ‏ɐʇ‏ ‏ɐ‏ ‏pooɹ‏ ‏ʇɥɐʇ‏ ‏lǝʇs‏ ‏ᴉu‏ ‏{capacity}‏ ‏ɐ‏ ‏sǝɔoup.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the middle of the first {n} pupils in.</source>
            <comment>RESULT_NOTE_CUT</comment>
            <extracomment>English for one: The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the {n} pupil who got in first.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ɹonup‏ ‏ǝupǝp‏ ‏{seconds:.0f}‏ ‏s‏ ‏ɐɟʇǝɹ‏ ‏ʇɥǝ‏ ‏ɟᴉɹsʇ‏ ‏ʞuoɔʞ‏ ‏ʍᴉʇɥ‏ ‏dndᴉls‏ ‏sʇᴉll‏ ‏onʇsᴉpǝ,‏ ‏so‏ ‏qoʇɥ‏ ‏ɔolnɯus‏ ‏ɔonuʇ‏ ‏nd‏ ‏ʇo‏ ‏ʇɥǝu,‏ ‏ɐup‏ ‏"ʇʎdᴉɔɐl"‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏{n}‏ ‏dndᴉl‏ ‏ʍɥo‏ ‏ƃoʇ‏ ‏ᴉu‏ ‏ɟᴉɹsʇ.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ɹonup‏ ‏ǝupǝp‏ ‏{seconds:.0f}‏ ‏s‏ ‏ɐɟʇǝɹ‏ ‏ʇɥǝ‏ ‏ɟᴉɹsʇ‏ ‏ʞuoɔʞ‏ ‏ʍᴉʇɥ‏ ‏dndᴉls‏ ‏sʇᴉll‏ ‏onʇsᴉpǝ,‏ ‏so‏ ‏qoʇɥ‏ ‏ɔolnɯus‏ ‏ɔonuʇ‏ ‏nd‏ ‏ʇo‏ ‏ʇɥǝu,‏ ‏ɐup‏ ‏"ʇʎdᴉɔɐl"‏ ‏ᴉs‏ ‏ʇɥǝ‏ ‏ɯᴉpplǝ‏ ‏oɟ‏ ‏ʇɥǝ‏ ‏ɟᴉɹsʇ‏ ‏{n}‏ ‏dndᴉls‏ ‏ᴉu.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n} pupils joined but never knocked.</source>
            <comment>RESULT_NOTE_NEVER</comment>
            <extracomment>English for one: {n} pupil joined but never knocked.</extracomment>
            <translation>
                <numerusform>‫{n}‏ ‏dndᴉl‏ ‏ɾoᴉuǝp‏ ‏qnʇ‏ ‏uǝʌǝɹ‏ ‏ʞuoɔʞǝp.‬</numerusform>
                <numerusform>‫{n}‏ ‏dndᴉls‏ ‏ɾoᴉuǝp‏ ‏qnʇ‏ ‏uǝʌǝɹ‏ ‏ʞuoɔʞǝp.‬</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model is for the {n} pupils who knocked.</source>
            <comment>RESULT_NOTE_KNOCKED</comment>
            <extracomment>English for one: The model is for the {n} pupil who knocked.</extracomment>
            <translation>
                <numerusform>‫⊥ɥǝ‏ ‏ɯopǝl‏ ‏ᴉs‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏{n}‏ ‏dndᴉl‏ ‏ʍɥo‏ ‏ʞuoɔʞǝp.‬</numerusform>
                <numerusform>‫⊥ɥǝ‏ ‏ɯopǝl‏ ‏ᴉs‏ ‏ɟoɹ‏ ‏ʇɥǝ‏ ‏{n}‏ ‏dndᴉls‏ ‏ʍɥo‏ ‏ʞuoɔʞǝp.‬</numerusform>
            </translation>
        </message>
        <message>
            <source>knock again every quarter of a second</source>
            <comment>MODEL_HOW/by-hand</comment>
            <translation>‫ʞuoɔʞ‏ ‏ɐƃɐᴉu‏ ‏ǝʌǝɹʎ‏ ‏bnɐɹʇǝɹ‏ ‏oɟ‏ ‏ɐ‏ ‏sǝɔoup‬</translation>
        </message>
        <message>
            <source>wait half a second, then twice as long after each 'no', up to 4 s</source>
            <comment>MODEL_HOW/wait-longer</comment>
            <translation>‫ʍɐᴉʇ‏ ‏ɥɐlɟ‏ ‏ɐ‏ ‏sǝɔoup,‏ ‏ʇɥǝu‏ ‏ʇʍᴉɔǝ‏ ‏ɐs‏ ‏louƃ‏ ‏ɐɟʇǝɹ‏ ‏ǝɐɔɥ‏ ‏'uo',‏ ‏nd‏ ‏ʇo‏ ‏4‏ ‏s‬</translation>
        </message>
        <message>
            <source>wait a random time, up to half a second, then up to twice as long after each 'no', up to 4 s</source>
            <comment>MODEL_HOW/wait-random</comment>
            <translation>‫ʍɐᴉʇ‏ ‏ɐ‏ ‏ɹɐupoɯ‏ ‏ʇᴉɯǝ,‏ ‏nd‏ ‏ʇo‏ ‏ɥɐlɟ‏ ‏ɐ‏ ‏sǝɔoup,‏ ‏ʇɥǝu‏ ‏nd‏ ‏ʇo‏ ‏ʇʍᴉɔǝ‏ ‏ɐs‏ ‏louƃ‏ ‏ɐɟʇǝɹ‏ ‏ǝɐɔɥ‏ ‏'uo',‏ ‏nd‏ ‏ʇo‏ ‏4‏ ‏s‬</translation>
        </message>
        <message numerus="yes">
            <source>{inside} of {n} in</source>
            <comment>RESULT_NOT_ALL</comment>
            <extracomment>English for one: {inside} of {n} in</extracomment>
            <translation>
                <numerusform>‫{inside}‏ ‏oɟ‏ ‏{n}‏ ‏ᴉu‬</numerusform>
                <numerusform>‫{inside}‏ ‏oɟ‏ ‏{n}‏ ‏ᴉu‬</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody knocked in this round.</source>
            <comment>RESULT_NOBODY</comment>
            <translation>‫Noqopʎ‏ ‏ʞuoɔʞǝp‏ ‏ᴉu‏ ‏ʇɥᴉs‏ ‏ɹonup.‬</translation>
        </message>
        <message>
            <source>Nobody joined</source>
            <comment>RESULT_NOBODY_JOINED</comment>
            <translation>‫Noqopʎ‏ ‏ɾoᴉuǝp‬</translation>
        </message>
        <message>
            <source>Rounds so far</source>
            <comment>ROUNDS_TITLE</comment>
            <translation>‫ꓤonups‏ ‏so‏ ‏ɟɐɹ‬</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>ROUNDS_HEADINGS/0</comment>
            <translation>‫ꓤonup‬</translation>
        </message>
        <message>
            <source>Way of playing</source>
            <comment>ROUNDS_HEADINGS/1</comment>
            <translation>‫Mɐʎ‏ ‏oɟ‏ ‏dlɐʎᴉuƃ‬</translation>
        </message>
        <message>
            <source>Door</source>
            <comment>ROUNDS_HEADINGS/2</comment>
            <translation>‫ꓷooɹ‬</translation>
        </message>
        <message>
            <source>Pupils</source>
            <comment>ROUNDS_HEADINGS/3</comment>
            <translation>‫Ԁndᴉls‬</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>ROUNDS_HEADINGS/4</comment>
            <translation>‫ꓘuoɔʞs‬</translation>
        </message>
        <message>
            <source>Refused</source>
            <comment>ROUNDS_HEADINGS/5</comment>
            <translation>‫ꓤǝɟnsǝp‬</translation>
        </message>
        <message>
            <source>All in after</source>
            <comment>ROUNDS_HEADINGS/6</comment>
            <translation>‫∀ll‏ ‏ᴉu‏ ‏ɐɟʇǝɹ‬</translation>
        </message>
        <message>
            <source>Typical in</source>
            <comment>ROUNDS_HEADINGS/7</comment>
            <translation>‫⊥ʎdᴉɔɐl‏ ‏ᴉu‬</translation>
        </message>
        <message>
            <source>Model knocks</source>
            <comment>ROUNDS_HEADINGS/8</comment>
            <translation>‫Wopǝl‏ ‏ʞuoɔʞs‬</translation>
        </message>
        <message>
            <source>Model all in</source>
            <comment>ROUNDS_HEADINGS/9</comment>
            <translation>‫Wopǝl‏ ‏ɐll‏ ‏ᴉu‬</translation>
        </message>
        <message>
            <source>round</source>
            <comment>ROUNDS_CSV_COLUMNS/0</comment>
            <translation>‫ɹonup‬</translation>
        </message>
        <message>
            <source>way_of_playing</source>
            <comment>ROUNDS_CSV_COLUMNS/1</comment>
            <translation>‫ʍɐʎ_oɟ_dlɐʎᴉuƃ‬</translation>
        </message>
        <message>
            <source>door_per_second</source>
            <comment>ROUNDS_CSV_COLUMNS/2</comment>
            <translation>‫pooɹ_dǝɹ_sǝɔoup‬</translation>
        </message>
        <message>
            <source>pupils_joined</source>
            <comment>ROUNDS_CSV_COLUMNS/3</comment>
            <translation>‫dndᴉls_ɾoᴉuǝp‬</translation>
        </message>
        <message>
            <source>pupils_knocked</source>
            <comment>ROUNDS_CSV_COLUMNS/4</comment>
            <translation>‫dndᴉls_ʞuoɔʞǝp‬</translation>
        </message>
        <message>
            <source>pupils_inside</source>
            <comment>ROUNDS_CSV_COLUMNS/5</comment>
            <translation>‫dndᴉls_ᴉusᴉpǝ‬</translation>
        </message>
        <message>
            <source>knocks</source>
            <comment>ROUNDS_CSV_COLUMNS/6</comment>
            <translation>‫ʞuoɔʞs‬</translation>
        </message>
        <message>
            <source>refused</source>
            <comment>ROUNDS_CSV_COLUMNS/7</comment>
            <translation>‫ɹǝɟnsǝp‬</translation>
        </message>
        <message>
            <source>everyone_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/8</comment>
            <translation>‫ǝʌǝɹʎouǝ_ᴉu_s‬</translation>
        </message>
        <message>
            <source>typical_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/9</comment>
            <translation>‫ʇʎdᴉɔɐl_ᴉu_s‬</translation>
        </message>
        <message>
            <source>round_length_s</source>
            <comment>ROUNDS_CSV_COLUMNS/10</comment>
            <translation>‫ɹonup_lǝuƃʇɥ_s‬</translation>
        </message>
        <message>
            <source>model_pupils</source>
            <comment>ROUNDS_CSV_COLUMNS/11</comment>
            <translation>‫ɯopǝl_dndᴉls‬</translation>
        </message>
        <message>
            <source>model_inside</source>
            <comment>ROUNDS_CSV_COLUMNS/12</comment>
            <translation>‫ɯopǝl_ᴉusᴉpǝ‬</translation>
        </message>
        <message>
            <source>model_knocks</source>
            <comment>ROUNDS_CSV_COLUMNS/13</comment>
            <translation>‫ɯopǝl_ʞuoɔʞs‬</translation>
        </message>
        <message>
            <source>model_refused</source>
            <comment>ROUNDS_CSV_COLUMNS/14</comment>
            <translation>‫ɯopǝl_ɹǝɟnsǝp‬</translation>
        </message>
        <message>
            <source>model_everyone_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/15</comment>
            <translation>‫ɯopǝl_ǝʌǝɹʎouǝ_ᴉu_s‬</translation>
        </message>
        <message>
            <source>model_typical_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/16</comment>
            <translation>‫ɯopǝl_ʇʎdᴉɔɐl_ᴉu_s‬</translation>
        </message>
        <message>
            <source>ended_by</source>
            <comment>ROUNDS_CSV_COLUMNS/17</comment>
            <translation>‫ǝupǝp_qʎ‬</translation>
        </message>
        <message>
            <source>Save the rounds (CSV)</source>
            <comment>SAVE_ROUNDS</comment>
            <translation>‫Sɐʌǝ‏ ‏ʇɥǝ‏ ‏ɹonups‏ ‏(ƆSΛ)‬</translation>
        </message>
        <message>
            <source>Save every round of this session as a CSV file in the lab's folder in Documents (never over another).</source>
            <comment>SAVE_ROUNDS_TIP</comment>
            <translation>‫Sɐʌǝ‏ ‏ǝʌǝɹʎ‏ ‏ɹonup‏ ‏oɟ‏ ‏ʇɥᴉs‏ ‏sǝssᴉou‏ ‏ɐs‏ ‏ɐ‏ ‏ƆSΛ‏ ‏ɟᴉlǝ‏ ‏ᴉu‏ ‏ʇɥǝ‏ ‏lɐq's‏ ‏ɟolpǝɹ‏ ‏ᴉu‏ ‏ꓷoɔnɯǝuʇs‏ ‏(uǝʌǝɹ‏ ‏oʌǝɹ‏ ‏ɐuoʇɥǝɹ).‬</translation>
        </message>
        <message>
            <source>Saved: {path}</source>
            <comment>SAVED_ROUNDS</comment>
            <translation>‫Sɐʌǝp:‏ ‏{path}‬</translation>
        </message>
        <message>
            <source>Could not save the rounds: {reason}</source>
            <comment>SAVE_ROUNDS_FAILED</comment>
            <translation>‫Ɔonlp‏ ‏uoʇ‏ ‏sɐʌǝ‏ ‏ʇɥǝ‏ ‏ɹonups:‏ ‏{reason}‬</translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>RESULT_SECONDS</comment>
            <translation>‫{value:.1f}‏ ‏s‬</translation>
        </message>
        <message>
            <source>Could not start the round: {reason}</source>
            <comment>START_FAILED</comment>
            <translation>‫Ɔonlp‏ ‏uoʇ‏ ‏sʇɐɹʇ‏ ‏ʇɥǝ‏ ‏ɹonup:‏ ‏{reason}‬</translation>
        </message>
        <message>
            <source>{dropped} bad messages dropped</source>
            <comment>DROPPED</comment>
            <translation>‫{dropped}‏ ‏qɐp‏ ‏ɯǝssɐƃǝs‏ ‏pɹoddǝp‬</translation>
        </message>
        <message>
            <source>a class's own devices knock on the lab's door: a round served on this computer's network</source>
            <comment>CLI_HELP</comment>
            <translation>‫ɐ‏ ‏ɔlɐss's‏ ‏oʍu‏ ‏pǝʌᴉɔǝs‏ ‏ʞuoɔʞ‏ ‏ou‏ ‏ʇɥǝ‏ ‏lɐq's‏ ‏pooɹ:‏ ‏ɐ‏ ‏ɹonup‏ ‏sǝɹʌǝp‏ ‏ou‏ ‏ʇɥᴉs‏ ‏ɔoɯdnʇǝɹ's‏ ‏uǝʇʍoɹʞ‬</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>‫Oꓘ‬</translation>
        </message>
        <message>
            <source>Cancel</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>‫Ɔɐuɔǝl‬</translation>
        </message>
        <message>
            <source>Close</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>‫Ɔlosǝ‬</translation>
        </message>
        <message>
            <source>Save</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>‫Sɐʌǝ‬</translation>
        </message>
        <message>
            <source>Open</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>‫Odǝu‬</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>‫&amp;⅄ǝs‬</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>‫&amp;No‬</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>‫&amp;∩upo‬</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>‫&amp;ꓤǝpo‬</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>‫Ɔn&amp;ʇ‬</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>‫&amp;Ɔodʎ‬</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>‫&amp;Ԁɐsʇǝ‬</translation>
        </message>
        <message>
            <source>Delete</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>‫ꓷǝlǝʇǝ‬</translation>
        </message>
        <message>
            <source>Select All</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>‫Sǝlǝɔʇ‏ ‏∀ll‬</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>‫&amp;∩upo‬</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>‫&amp;ꓤǝpo‬</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>‫Ɔn&amp;ʇ‬</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>‫&amp;Ɔodʎ‬</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>‫Ɔodʎ‏ ‏&amp;˥ᴉuʞ‏ ‏˥oɔɐʇᴉou‬</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>‫&amp;Ԁɐsʇǝ‬</translation>
        </message>
        <message>
            <source>Delete</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>‫ꓷǝlǝʇǝ‬</translation>
        </message>
        <message>
            <source>Select All</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>‫Sǝlǝɔʇ‏ ‏∀ll‬</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>‫&amp;Sǝlǝɔʇ‏ ‏∀ll‬</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>‫&amp;Sʇǝd‏ ‏nd‬</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>‫Sʇǝd‏ ‏&amp;poʍu‬</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫&amp;˥ooʞ‏ ‏ᴉu:‬</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫Ⅎᴉlǝ‏ ‏&amp;uɐɯǝ:‬</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫Ⅎᴉlǝs‏ ‏oɟ‏ ‏&amp;ʇʎdǝ:‬</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫&amp;Sɐʌǝ‬</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫&amp;Odǝu‬</translation>
        </message>
        <message>
            <source>Back</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫ꓭɐɔʞ‬</translation>
        </message>
        <message>
            <source>Forward</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫Ⅎoɹʍɐɹp‬</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫Ԁɐɹǝuʇ‏ ‏ꓷᴉɹǝɔʇoɹʎ‬</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫Ɔɹǝɐʇǝ‏ ‏Nǝʍ‏ ‏Ⅎolpǝɹ‬</translation>
        </message>
        <message>
            <source>List View</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫˥ᴉsʇ‏ ‏Λᴉǝʍ‬</translation>
        </message>
        <message>
            <source>Detail View</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫ꓷǝʇɐᴉl‏ ‏Λᴉǝʍ‬</translation>
        </message>
        <message>
            <source>Go back</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫⅁o‏ ‏qɐɔʞ‬</translation>
        </message>
        <message>
            <source>Go forward</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫⅁o‏ ‏ɟoɹʍɐɹp‬</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫⅁o‏ ‏ʇo‏ ‏ʇɥǝ‏ ‏dɐɹǝuʇ‏ ‏pᴉɹǝɔʇoɹʎ‬</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫Ɔɹǝɐʇǝ‏ ‏ɐ‏ ‏Nǝʍ‏ ‏Ⅎolpǝɹ‬</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫Ɔɥɐuƃǝ‏ ‏ʇo‏ ‏lᴉsʇ‏ ‏ʌᴉǝʍ‏ ‏ɯopǝ‬</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫Ɔɥɐuƃǝ‏ ‏ʇo‏ ‏pǝʇɐᴉl‏ ‏ʌᴉǝʍ‏ ‏ɯopǝ‬</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫&amp;ꓤǝuɐɯǝ‬</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫&amp;ꓷǝlǝʇǝ‬</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫Sɥoʍ‏ ‏&amp;ɥᴉppǝu‏ ‏ɟᴉlǝs‬</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫&amp;Nǝʍ‏ ‏Ⅎolpǝɹ‬</translation>
        </message>
        <message>
            <source>New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫Nǝʍ‏ ‏Ⅎolpǝɹ‬</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫Sᴉpǝqɐɹ‬</translation>
        </message>
        <message>
            <source>Files</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫Ⅎᴉlǝs‬</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫˥ᴉsʇ‏ ‏oɟ‏ ‏dlɐɔǝs‏ ‏ɐup‏ ‏qooʞɯɐɹʞs‬</translation>
        </message>
        <message>
            <source>Remove</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫ꓤǝɯoʌǝ‬</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>‫%1‏ ‏ɐlɹǝɐpʎ‏ ‏ǝxᴉsʇs.
ꓷo‏ ‏ʎon‏ ‏ʍɐuʇ‏ ‏ʇo‏ ‏ɹǝdlɐɔǝ‏ ‏ᴉʇ?‬</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>‫Nɐɯǝ‬</translation>
        </message>
        <message>
            <source>Size</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>‫Sᴉzǝ‬</translation>
        </message>
        <message>
            <source>Type</source>
            <comment>All other platforms</comment>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>‫⊥ʎdǝ‬</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>‫ꓷɐʇǝ‏ ‏Wopᴉɟᴉǝp‬</translation>
        </message>
        <message>
            <source>Computer</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>‫Ɔoɯdnʇǝɹ‬</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <comment>All other platforms</comment>
            <extracomment>Qt's own: the Save as dialog's kind of an entry.</extracomment>
            <translation>‫Ⅎolpǝɹ‬</translation>
        </message>
        <message>
            <source>Drive</source>
            <extracomment>Qt's own: the Save as dialog's kind of an entry.</extracomment>
            <translation>‫ꓷɹᴉʌǝ‬</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Space</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>‫Sdɐɔǝ‬</translation>
        </message>
        <message>
            <source>Left</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>‫˥ǝɟʇ‬</translation>
        </message>
        <message>
            <source>Right</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>‫ꓤᴉƃɥʇ‬</translation>
        </message>
        <message>
            <source>Up</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>‫∩d‬</translation>
        </message>
        <message>
            <source>Down</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>‫ꓷoʍu‬</translation>
        </message>
    </context>
</TS>
