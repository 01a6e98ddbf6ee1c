<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cy_GB" sourcelanguage="en">
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
            <translation>1x</translation>
        </message>
        <message>
            <source>5x</source>
            <comment>SPEEDS/5x</comment>
            <translation>5x</translation>
        </message>
        <message>
            <source>20x</source>
            <comment>SPEEDS/20x</comment>
            <translation>20x</translation>
        </message>
        <message>
            <source>Instant</source>
            <comment>SPEEDS/Instant</comment>
            <translation>Ar unwaith</translation>
        </message>
        <message>
            <source>1x (real time)</source>
            <comment>DOOR_SPEEDS/1x (real time)</comment>
            <translation>1x (amser go iawn)</translation>
        </message>
        <message>
            <source>2x</source>
            <comment>DOOR_SPEEDS/2x</comment>
            <translation>2x</translation>
        </message>
        <message>
            <source>4x</source>
            <comment>DOOR_SPEEDS/4x</comment>
            <translation>4x</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab</source>
            <comment>APP_NAME</comment>
            <translation>Labordy Ailgeisio Wallasey</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>RULE_LABELS/immediate</comment>
            <translation>Ailgeisio ar unwaith</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>RULE_LABELS/exponential</comment>
            <translation>Oedi esbonyddol</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>RULE_LABELS/full-jitter</comment>
            <translation>Oedi gyda hap</translation>
        </message>
        <message>
            <source>Randomness in the wait</source>
            <comment>RULE_LABELS/jitter</comment>
            <translation>Hap yn yr aros</translation>
        </message>
        <message>
            <source>Equal jitter</source>
            <comment>RULE_LABELS/equal-jitter</comment>
            <translation>Hap cyfartal</translation>
        </message>
        <message>
            <source>Decorrelated jitter</source>
            <comment>RULE_LABELS/decorrelated-jitter</comment>
            <translation>Hap digydberthynas</translation>
        </message>
        <message>
            <source>Proportional jitter (gRPC)</source>
            <comment>RULE_LABELS/proportional-jitter</comment>
            <translation>Hap cyfrannol (gRPC)</translation>
        </message>
        <message>
            <source>Obey the server's hint</source>
            <comment>RULE_LABELS/retry-after</comment>
            <translation>Ufuddhau i awgrym y gweinydd</translation>
        </message>
        <message>
            <source>tenacity, no wait (its default)</source>
            <comment>RULE_LABELS/tenacity-no-wait</comment>
            <translation>tenacity, dim aros (ei ragosodiad)</translation>
        </message>
        <message>
            <source>tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>RULE_LABELS/tenacity-exponential</comment>
            <translation>tenacity wait_exponential(1, min 4, max 10)</translation>
        </message>
        <message>
            <source>tenacity wait_random_exponential(1, max 60)</source>
            <comment>RULE_LABELS/tenacity-random-exponential</comment>
            <translation>tenacity wait_random_exponential(1, max 60)</translation>
        </message>
        <message>
            <source>backoff.expo (backoff with jitter, its default)</source>
            <comment>RULE_LABELS/backoff-expo</comment>
            <translation>backoff.expo (oedi gyda hap, ei ragosodiad)</translation>
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5)</source>
            <comment>RULE_LABELS/urllib3-backoff</comment>
            <translation>urllib3 Retry(backoff_factor=0.5)</translation>
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>RULE_LABELS/urllib3-jitter</comment>
            <translation>urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</translation>
        </message>
        <message>
            <source>urllib3 Retry obeying Retry-After</source>
            <comment>RULE_LABELS/urllib3-retry-after</comment>
            <translation>urllib3 Retry yn ufuddhau i Retry-After</translation>
        </message>
        <message>
            <source>botocore standard mode (AWS SDKs)</source>
            <comment>RULE_LABELS/botocore-standard</comment>
            <translation>modd safonol botocore (SDKs AWS)</translation>
        </message>
        <message>
            <source>gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>RULE_LABELS/grpc-backoff</comment>
            <translation>Oedi gRPC (1 s, x1.6, hap 0.2, uchaf 120 s)</translation>
        </message>
        <message>
            <source>A refused agent tries again after a fixed short pause (the retry interval).</source>
            <comment>RULE_HELP/immediate</comment>
            <translation>Mae asiant sydd wedi'i wrthod yn ceisio eto ar ôl saib byr penodol (y cyfwng ailgeisio).</translation>
        </message>
        <message>
            <source>A refused agent waits the first wait (the backoff base), then twice as long after each refusal, up to the longest wait (the backoff cap).</source>
            <comment>RULE_HELP/exponential</comment>
            <translation>Mae asiant sydd wedi'i wrthod yn aros am yr aros cyntaf (sail yr oedi), yna ddwywaith yn hirach ar ôl pob gwrthodiad, hyd at yr aros hiraf (uchafswm yr oedi).</translation>
        </message>
        <message>
            <source>Like exponential backoff, but each agent waits a random time anywhere up to that growing limit.</source>
            <comment>RULE_HELP/full-jitter</comment>
            <translation>Fel oedi esbonyddol, ond mae pob asiant yn aros am amser ar hap unrhyw le hyd at y terfyn sy'n tyfu.</translation>
        </message>
        <message>
            <source>Between the two: a fixed part (1 - J) of the backoff limit plus a random part up to J of it. J = 0 is exponential backoff, J = 1 is backoff with jitter.</source>
            <comment>RULE_HELP/jitter</comment>
            <translation>Rhwng y ddau: rhan benodol (1 - J) o derfyn yr oedi, a rhan ar hap hyd at J ohono. J = 0 yw oedi esbonyddol, J = 1 yw oedi gyda hap.</translation>
        </message>
        <message>
            <source>Half the backoff limit for certain, plus a random time up to the other half.</source>
            <comment>RULE_HELP/equal-jitter</comment>
            <translation>Hanner terfyn yr oedi yn sicr, ac amser ar hap hyd at yr hanner arall.</translation>
        </message>
        <message>
            <source>A random wait between the first wait and three times the last wait, up to the longest wait.</source>
            <comment>RULE_HELP/decorrelated-jitter</comment>
            <translation>Aros ar hap rhwng yr aros cyntaf a theirgwaith yr aros diwethaf, hyd at yr aros hiraf.</translation>
        </message>
        <message>
            <source>The wait grows by a multiplier (1.6) each time, then is stretched or shrunk at random by up to a spread (20%), as gRPC does.</source>
            <comment>RULE_HELP/proportional-jitter</comment>
            <translation>Mae'r aros yn tyfu gan luosydd (1.6) bob tro, yna'n cael ei ymestyn neu ei grebachu ar hap hyd at wasgariad (20%), fel mae gRPC yn ei wneud.</translation>
        </message>
        <message>
            <source>The tool says when it will take calls again; the agent calls back then (plus an optional random delay).</source>
            <comment>RULE_HELP/retry-after</comment>
            <translation>Mae'r offeryn yn dweud pryd bydd yn derbyn galwadau eto; mae'r asiant yn galw'n ôl bryd hynny (gydag oedi ar hap dewisol).</translation>
        </message>
        <message>
            <source>Retry rule</source>
            <comment>TABLE_HEADINGS/0</comment>
            <translation>Rheol ailgeisio</translation>
        </message>
        <message>
            <source>Last agent served</source>
            <comment>TABLE_HEADINGS/1</comment>
            <translation>Ateb i'r asiant olaf</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>TABLE_HEADINGS/2</comment>
            <translation>Galwadau a anfonwyd</translation>
        </message>
        <message>
            <source>Calls refused</source>
            <comment>TABLE_HEADINGS/3</comment>
            <translation>Galwadau a wrthodwyd</translation>
        </message>
        <message>
            <source>Typical agent served</source>
            <comment>TABLE_HEADINGS/4</comment>
            <translation>Ateb nodweddiadol</translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>TABLE_SECONDS</comment>
            <translation>{value:.1f} s</translation>
        </message>
        <message>
            <source>{value:,.0f}</source>
            <comment>TABLE_COUNT</comment>
            <translation>{value:,.0f}</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab: one busy tool, many agents</source>
            <comment>WINDOW_TITLE</comment>
            <translation>Labordy Ailgeisio Wallasey: un offeryn prysur, llawer o asiantau</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} agents all need an answer from one busy tool.</source>
            <comment>TAGLINE</comment>
            <extracomment>English for one: {n:,} agent needs an answer from one busy tool.</extracomment>
            <translation>
                <numerusform>Mae angen ateb ar {n:,} o asiantau gan un offeryn prysur.</numerusform>
                <numerusform>Mae angen ateb ar {n:,} asiant gan un offeryn prysur.</numerusform>
                <numerusform>Mae angen ateb ar {n:,} o asiantau gan un offeryn prysur.</numerusform>
                <numerusform>Mae angen ateb ar {n:,} o asiantau gan un offeryn prysur.</numerusform>
                <numerusform>Mae angen ateb ar {n:,} o asiantau gan un offeryn prysur.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n:,} calls a second. How should a refused agent try again?</source>
            <comment>TAGLINE_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n:,} call a second. How should a refused agent try again?</extracomment>
            <translation>
                <numerusform>Mae'r offeryn yn derbyn {n:,} o alwadau yr eiliad. Sut dylai asiant sydd wedi'i wrthod geisio eto?</numerusform>
                <numerusform>Mae'r offeryn yn derbyn {n:,} alwad yr eiliad. Sut dylai asiant sydd wedi'i wrthod geisio eto?</numerusform>
                <numerusform>Mae'r offeryn yn derbyn {n:,} o alwadau yr eiliad. Sut dylai asiant sydd wedi'i wrthod geisio eto?</numerusform>
                <numerusform>Mae'r offeryn yn derbyn {n:,} o alwadau yr eiliad. Sut dylai asiant sydd wedi'i wrthod geisio eto?</numerusform>
                <numerusform>Mae'r offeryn yn derbyn {n:,} o alwadau yr eiliad. Sut dylai asiant sydd wedi'i wrthod geisio eto?</numerusform>
            </translation>
        </message>
        <message>
            <source>(Advanced settings in use: {what}.)</source>
            <comment>ADVANCED_IN_USE</comment>
            <translation>(Gosodiadau uwch ar waith: {what}.)</translation>
        </message>
        <message>
            <source>the tool: {value}</source>
            <comment>ADVANCED_SUMMARY/limiter</comment>
            <translation>yr offeryn: {value}</translation>
        </message>
        <message>
            <source>retry budget: {value}</source>
            <comment>ADVANCED_SUMMARY/budget</comment>
            <translation>cyllideb ailgeisio: {value}</translation>
        </message>
        <message>
            <source>arrivals: {value}</source>
            <comment>ADVANCED_SUMMARY/arrival</comment>
            <translation>cyrraedd: {value}</translation>
        </message>
        <message>
            <source>give up after {value:g} calls</source>
            <comment>ADVANCED_SUMMARY/max_attempts</comment>
            <translation>rhoi'r gorau iddi ar ôl {value:g} o alwadau</translation>
        </message>
        <message>
            <source>give up after {value:g} s</source>
            <comment>ADVANCED_SUMMARY/deadline</comment>
            <translation>rhoi'r gorau iddi ar ôl {value:g} s</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>RULE_BUTTON/immediate</comment>
            <translation>Ailgeisio ar unwaith</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>RULE_BUTTON/exponential</comment>
            <translation>Oedi esbonyddol</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>RULE_BUTTON/full-jitter</comment>
            <translation>Oedi gyda hap</translation>
        </message>
        <message>
            <source>Try again at once, every {interval:g} s</source>
            <oldsource>Try again every {interval:g} s</oldsource>
            <comment>RULE_SHORT/immediate</comment>
            <translation>Ceisio eto ar unwaith, bob {interval:g} s</translation>
        </message>
        <message>
            <source>Wait longer each time, up to {cap:g} s</source>
            <oldsource>Wait {base:g} s, then double, up to {cap:g} s</oldsource>
            <comment>RULE_SHORT/exponential</comment>
            <translation>Aros yn hirach bob tro, hyd at {cap:g} s</translation>
        </message>
        <message>
            <source>Wait a random time, up to that limit</source>
            <oldsource>A random wait, up to that same limit</oldsource>
            <comment>RULE_SHORT/full-jitter</comment>
            <translation>Aros am amser ar hap, hyd at y terfyn hwnnw</translation>
        </message>
        <message>
            <source>How refused agents try again</source>
            <comment>PANEL_RULE</comment>
            <translation>Sut mae asiantau a wrthodwyd yn ceisio eto</translation>
        </message>
        <message>
            <source>The crowd and the tool</source>
            <comment>PANEL_CROWD</comment>
            <translation>Y dorf a'r offeryn</translation>
        </message>
        <message>
            <source>Advanced</source>
            <comment>PANEL_ADVANCED</comment>
            <translation>Uwch</translation>
        </message>
        <message>
            <source>Agents</source>
            <comment>SLIDER/agents/0</comment>
            <translation>Asiantau</translation>
        </message>
        <message>
            <source>How many agents all need an answer at the same moment.</source>
            <comment>SLIDER/agents/2</comment>
            <translation>Faint o asiantau sydd angen ateb ar yr un pryd.</translation>
        </message>
        <message>
            <source>Capacity</source>
            <comment>SLIDER/capacity/0</comment>
            <translation>Cynhwysedd</translation>
        </message>
        <message numerus="yes">
            <source> calls/s</source>
            <comment>SLIDER/capacity/1</comment>
            <extracomment>English for one:  call/s</extracomment>
            <translation>
                <numerusform> galwad/s</numerusform>
                <numerusform> galwad/s</numerusform>
                <numerusform> galwad/s</numerusform>
                <numerusform> galwad/s</numerusform>
                <numerusform> galwad/s</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the tool accepts each second. Any more are refused straight away.</source>
            <comment>SLIDER/capacity/2</comment>
            <translation>Faint o alwadau mae'r offeryn yn eu derbyn bob eiliad. Mae unrhyw rai eraill yn cael eu gwrthod ar unwaith.</translation>
        </message>
        <message>
            <source>Answer time</source>
            <comment>SLIDER/answer_time/0</comment>
            <translation>Amser ateb</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/answer_time/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>How long the tool takes to answer an accepted call.</source>
            <comment>SLIDER/answer_time/2</comment>
            <translation>Faint o amser mae'r offeryn yn ei gymryd i ateb galwad sydd wedi'i derbyn.</translation>
        </message>
        <message>
            <source>Pause between tries</source>
            <comment>SLIDER/interval/0</comment>
            <translation>Saib rhwng cynigion</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/interval/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>With 'retry immediately', how long a refused agent pauses before calling again (the retry interval).</source>
            <comment>SLIDER/interval/2</comment>
            <translation>Gydag 'ailgeisio ar unwaith', pa mor hir mae asiant sydd wedi'i wrthod yn oedi cyn galw eto (y cyfwng ailgeisio).</translation>
        </message>
        <message>
            <source>First wait</source>
            <comment>SLIDER/base/0</comment>
            <translation>Aros cyntaf</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/base/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>The first wait after a refusal, for the backoff rules (the backoff base).</source>
            <comment>SLIDER/base/2</comment>
            <translation>Yr aros cyntaf ar ôl gwrthodiad, ar gyfer y rheolau oedi (sail yr oedi).</translation>
        </message>
        <message>
            <source>Longest wait</source>
            <comment>SLIDER/cap/0</comment>
            <translation>Aros hiraf</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/cap/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>The longest wait the backoff rules ever use (the backoff cap).</source>
            <comment>SLIDER/cap/2</comment>
            <translation>Yr aros hiraf mae'r rheolau oedi byth yn ei ddefnyddio (uchafswm yr oedi).</translation>
        </message>
        <message>
            <source>Time to hear no</source>
            <comment>SLIDER/refusal_rtt/0</comment>
            <translation>Amser i glywed 'na'</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/refusal_rtt/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>How long it takes an agent to hear that its call was refused (the refusal round trip).</source>
            <comment>SLIDER/refusal_rtt/2</comment>
            <translation>Faint o amser mae'n ei gymryd i asiant glywed bod ei alwad wedi'i gwrthod (taith gron y gwrthod).</translation>
        </message>
        <message>
            <source>Runs to compare</source>
            <comment>SLIDER/runs/0</comment>
            <translation>Rhediadau i'w cymharu</translation>
        </message>
        <message>
            <source>How many runs the results table takes the middle of (the median).</source>
            <comment>SLIDER/runs/2</comment>
            <translation>Sawl rhediad mae tabl y canlyniadau'n cymryd eu canol (y canolrif).</translation>
        </message>
        <message>
            <source>Which roll of the dice</source>
            <comment>SLIDER/seed/0</comment>
            <translation>Pa dafliad o'r dis</translation>
        </message>
        <message>
            <source>The random seed: the same number gives exactly the same runs again; another number, other dice rolls.</source>
            <comment>SLIDER/seed/2</comment>
            <translation>Yr hedyn hap: mae'r un rhif yn rhoi'r un rhediadau yn union eto; rhif arall, tafliadau dis eraill.</translation>
        </message>
        <message>
            <source>Randomness in the wait</source>
            <comment>SLIDER/jitter/0</comment>
            <translation>Hap yn yr aros</translation>
        </message>
        <message>
            <source>Slide from 0 (every agent waits exactly the backoff time: lockstep) to 1 (a random wait up to it). The small values get more of the track: its middle is 0.25.</source>
            <comment>SLIDER/jitter/2</comment>
            <translation>Llithro o 0 (pob asiant yn aros am amser yr oedi yn union: camu fel un) i 1 (aros ar hap hyd ato). Mae'r gwerthoedd bach yn cael mwy o'r trac: 0.25 yw ei ganol.</translation>
        </message>
        <message>
            <source>Growth per refusal</source>
            <comment>SLIDER/multiplier/0</comment>
            <translation>Twf bob gwrthodiad</translation>
        </message>
        <message>
            <source> x</source>
            <comment>SLIDER/multiplier/1</comment>
            <translation> x</translation>
        </message>
        <message>
            <source>How many times longer each wait is than the last (gRPC uses 1.6).</source>
            <comment>SLIDER/multiplier/2</comment>
            <translation>Sawl gwaith yn hirach yw pob aros na'r un diwethaf (mae gRPC yn defnyddio 1.6).</translation>
        </message>
        <message>
            <source>Random stretch</source>
            <comment>SLIDER/spread/0</comment>
            <translation>Ymestyn ar hap</translation>
        </message>
        <message>
            <source>How far each wait is stretched or shrunk at random (0.2 = up to 20%).</source>
            <comment>SLIDER/spread/2</comment>
            <translation>Faint mae pob aros yn cael ei ymestyn neu ei grebachu ar hap (0.2 = hyd at 20%).</translation>
        </message>
        <message>
            <source>Random delay after the hint</source>
            <comment>SLIDER/hint_jitter/0</comment>
            <translation>Oedi ar hap ar ôl yr awgrym</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/hint_jitter/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>A random extra wait, up to this, after the time the tool gave.</source>
            <comment>SLIDER/hint_jitter/2</comment>
            <translation>Aros ychwanegol ar hap, hyd at hyn, ar ôl yr amser a roddodd yr offeryn.</translation>
        </message>
        <message>
            <source>Give up after (calls)</source>
            <comment>SLIDER/max_attempts/0</comment>
            <translation>Rhoi'r gorau ar ôl (galwadau)</translation>
        </message>
        <message>
            <source>An agent stops after this many calls. 0 = never gives up.</source>
            <comment>SLIDER/max_attempts/2</comment>
            <translation>Mae asiant yn stopio ar ôl y nifer hwn o alwadau. 0 = byth yn rhoi'r gorau iddi.</translation>
        </message>
        <message>
            <source>Give up after (seconds)</source>
            <comment>SLIDER/deadline/0</comment>
            <translation>Rhoi'r gorau ar ôl (eiliadau)</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/deadline/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>An agent stops trying this long after it first called. 0 = never.</source>
            <comment>SLIDER/deadline/2</comment>
            <translation>Mae asiant yn stopio ceisio hyn o amser ar ôl ei alwad gyntaf. 0 = byth.</translation>
        </message>
        <message>
            <source>Burst</source>
            <comment>SLIDER/burst/0</comment>
            <translation>Pwl</translation>
        </message>
        <message numerus="yes">
            <source> calls</source>
            <comment>SLIDER/burst/1</comment>
            <extracomment>English for one:  call</extracomment>
            <translation>
                <numerusform> galwad</numerusform>
                <numerusform> galwad</numerusform>
                <numerusform> galwad</numerusform>
                <numerusform> galwad</numerusform>
                <numerusform> galwad</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the token bucket can take at once after a quiet spell.</source>
            <comment>SLIDER/burst/2</comment>
            <translation>Faint o alwadau gall y bwced tocynnau eu cymryd ar unwaith ar ôl cyfnod tawel.</translation>
        </message>
        <message>
            <source>Calls at once</source>
            <comment>SLIDER/concurrency/0</comment>
            <translation>Galwadau ar y tro</translation>
        </message>
        <message>
            <source>How many calls the tool works on at the same time.</source>
            <comment>SLIDER/concurrency/2</comment>
            <translation>Faint o alwadau mae'r offeryn yn gweithio arnyn nhw ar yr un pryd.</translation>
        </message>
        <message>
            <source>Queue length</source>
            <comment>SLIDER/queue/0</comment>
            <translation>Hyd y ciw</translation>
        </message>
        <message numerus="yes">
            <source> calls</source>
            <comment>SLIDER/queue/1</comment>
            <extracomment>English for one:  call</extracomment>
            <translation>
                <numerusform> galwad</numerusform>
                <numerusform> galwad</numerusform>
                <numerusform> galwad</numerusform>
                <numerusform> galwad</numerusform>
                <numerusform> galwad</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the tool holds waiting before it refuses.</source>
            <comment>SLIDER/queue/2</comment>
            <translation>Faint o alwadau mae'r offeryn yn eu dal yn aros cyn iddo wrthod.</translation>
        </message>
        <message>
            <source>Arrivals spread over</source>
            <comment>SLIDER/arrival_spread/0</comment>
            <translation>Cyrraedd dros</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/arrival_spread/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>Agents arrive at random times within this many seconds.</source>
            <comment>SLIDER/arrival_spread/2</comment>
            <translation>Mae asiantau'n cyrraedd ar adegau ar hap o fewn y nifer hwn o eiliadau.</translation>
        </message>
        <message>
            <source>Arrivals per second</source>
            <comment>SLIDER/arrival_rate/0</comment>
            <translation>Cyrraedd bob eiliad</translation>
        </message>
        <message>
            <source>/s</source>
            <comment>SLIDER/arrival_rate/1</comment>
            <translation>/s</translation>
        </message>
        <message>
            <source>On average this many agents arrive each second, at random.</source>
            <comment>SLIDER/arrival_rate/2</comment>
            <translation>Ar gyfartaledd mae'r nifer hwn o asiantau'n cyrraedd bob eiliad, ar hap.</translation>
        </message>
        <message>
            <source>How many friends</source>
            <comment>SLIDER/door_agents/0</comment>
            <translation>Faint o ffrindiau</translation>
        </message>
        <message>
            <source>How many friends are in the crowd at the door (20 to 50).</source>
            <comment>SLIDER/door_agents/2</comment>
            <translation>Faint o ffrindiau sydd yn y dorf wrth y drws (20 i 50).</translation>
        </message>
        <message>
            <source>Other retry rules</source>
            <comment>CHOICE/other_rule/0</comment>
            <translation>Rheolau ailgeisio eraill</translation>
        </message>
        <message>
            <source>More ways to wait, from real client libraries. Pick one to use it instead of the buttons.</source>
            <comment>CHOICE/other_rule/1</comment>
            <translation>Rhagor o ffyrdd o aros, o lyfrgelloedd cleient go iawn. Dewiswch un i'w ddefnyddio yn lle'r botymau.</translation>
        </message>
        <message>
            <source>Client retry budget</source>
            <comment>CHOICE/budget/0</comment>
            <translation>Cyllideb ailgeisio'r cleient</translation>
        </message>
        <message>
            <source>A limit the agents' own software puts on retries, whatever the tool says.</source>
            <comment>CHOICE/budget/1</comment>
            <translation>Terfyn mae meddalwedd yr asiantau eu hunain yn ei roi ar ailgeisio, beth bynnag mae'r offeryn yn ei ddweud.</translation>
        </message>
        <message>
            <source>The tool's rule</source>
            <comment>CHOICE/limiter/0</comment>
            <translation>Rheol yr offeryn</translation>
        </message>
        <message>
            <source>How the tool decides which calls to accept.</source>
            <comment>CHOICE/limiter/1</comment>
            <translation>Sut mae'r offeryn yn penderfynu pa alwadau i'w derbyn.</translation>
        </message>
        <message>
            <source>When agents arrive</source>
            <comment>CHOICE/arrival/0</comment>
            <translation>Pryd mae asiantau'n cyrraedd</translation>
        </message>
        <message>
            <source>All at once, or spread out over time.</source>
            <comment>CHOICE/arrival/1</comment>
            <translation>I gyd ar unwaith, neu wedi'u gwasgaru dros amser.</translation>
        </message>
        <message>
            <source>None: use the buttons above</source>
            <comment>CHOICE_ITEMS/other_rule/</comment>
            <translation>Dim: defnyddio'r botymau uchod</translation>
        </message>
        <message>
            <source>Equal jitter: half fixed, half random</source>
            <comment>CHOICE_ITEMS/other_rule/equal-jitter</comment>
            <translation>Hap cyfartal: hanner yn sefydlog, hanner ar hap</translation>
        </message>
        <message>
            <source>Random, up to 3 times the last wait (decorrelated jitter)</source>
            <comment>CHOICE_ITEMS/other_rule/decorrelated-jitter</comment>
            <translation>Ar hap, hyd at 3 gwaith yr aros diwethaf (hap digydberthynas)</translation>
        </message>
        <message>
            <source>Proportional jitter (gRPC)</source>
            <comment>CHOICE_ITEMS/other_rule/proportional-jitter</comment>
            <translation>Hap cyfrannol (gRPC)</translation>
        </message>
        <message>
            <source>Obey the server's hint</source>
            <comment>CHOICE_ITEMS/other_rule/retry-after</comment>
            <translation>Ufuddhau i awgrym y gweinydd</translation>
        </message>
        <message>
            <source>Library: tenacity, no wait (its default)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-no-wait</comment>
            <translation>Llyfrgell: tenacity, dim aros (ei ragosodiad)</translation>
        </message>
        <message>
            <source>Library: tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-exponential</comment>
            <translation>Llyfrgell: tenacity wait_exponential(1, min 4, max 10)</translation>
        </message>
        <message>
            <source>Library: tenacity wait_random_exponential(1, max 60)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-random-exponential</comment>
            <translation>Llyfrgell: tenacity wait_random_exponential(1, max 60)</translation>
        </message>
        <message>
            <source>Library: backoff.expo (backoff with jitter, its default)</source>
            <comment>CHOICE_ITEMS/other_rule/backoff-expo</comment>
            <translation>Llyfrgell: backoff.expo (oedi gyda hap, ei ragosodiad)</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry(backoff_factor=0.5)</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-backoff</comment>
            <translation>Llyfrgell: urllib3 Retry(backoff_factor=0.5)</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-jitter</comment>
            <translation>Llyfrgell: urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry obeying Retry-After</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-retry-after</comment>
            <translation>Llyfrgell: urllib3 Retry yn ufuddhau i Retry-After</translation>
        </message>
        <message>
            <source>Library: botocore standard mode (AWS SDKs)</source>
            <comment>CHOICE_ITEMS/other_rule/botocore-standard</comment>
            <translation>Llyfrgell: modd safonol botocore (SDKs AWS)</translation>
        </message>
        <message>
            <source>Library: gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>CHOICE_ITEMS/other_rule/grpc-backoff</comment>
            <translation>Llyfrgell: oedi gRPC (1 s, x1.6, hap 0.2, uchaf 120 s)</translation>
        </message>
        <message>
            <source>None</source>
            <comment>CHOICE_ITEMS/budget/none</comment>
            <translation>Dim</translation>
        </message>
        <message>
            <source>Retries at most 10% of calls (SRE)</source>
            <comment>CHOICE_ITEMS/budget/ratio</comment>
            <translation>Ailgeisio ar uchafswm o 10% o'r galwadau (SRE)</translation>
        </message>
        <message>
            <source>Retry quota: 500 tokens, 5 a retry (AWS)</source>
            <comment>CHOICE_ITEMS/budget/token-bucket</comment>
            <translation>Cwota ailgeisio: 500 tocyn, 5 am bob ailgais (AWS)</translation>
        </message>
        <message>
            <source>Adaptive throttling (SRE)</source>
            <comment>CHOICE_ITEMS/budget/adaptive</comment>
            <translation>Arafu addasol (SRE)</translation>
        </message>
        <message>
            <source>Fixed window: C calls in each second</source>
            <comment>CHOICE_ITEMS/limiter/fixed-window</comment>
            <translation>Ffenestr sefydlog: C galwad ym mhob eiliad</translation>
        </message>
        <message>
            <source>Sliding window: C calls in any second</source>
            <comment>CHOICE_ITEMS/limiter/sliding-window</comment>
            <translation>Ffenestr lithro: C galwad mewn unrhyw eiliad</translation>
        </message>
        <message>
            <source>Saves up turns: C a second, with a burst (token bucket)</source>
            <comment>CHOICE_ITEMS/limiter/token-bucket</comment>
            <translation>Cynilo troeon: C yr eiliad, gyda phwl (bwced tocynnau)</translation>
        </message>
        <message>
            <source>Concurrency: a few calls at once</source>
            <comment>CHOICE_ITEMS/limiter/concurrency</comment>
            <translation>Cydamseredd: ychydig o alwadau ar y tro</translation>
        </message>
        <message>
            <source>Queue: waits in line, refuses when full</source>
            <comment>CHOICE_ITEMS/limiter/queue</comment>
            <translation>Ciw: aros yn y rhes, gwrthod pan fydd yn llawn</translation>
        </message>
        <message>
            <source>All at once</source>
            <comment>CHOICE_ITEMS/arrival/all-at-once</comment>
            <translation>I gyd ar unwaith</translation>
        </message>
        <message>
            <source>Spread out evenly</source>
            <comment>CHOICE_ITEMS/arrival/uniform</comment>
            <translation>Wedi'u gwasgaru'n gyfartal</translation>
        </message>
        <message>
            <source>At random (Poisson)</source>
            <comment>CHOICE_ITEMS/arrival/poisson</comment>
            <translation>Ar hap (Poisson)</translation>
        </message>
        <message>
            <source>Never</source>
            <comment>NEVER</comment>
            <translation>Byth</translation>
        </message>
        <message>
            <source>{low} to {high}</source>
            <comment>TYPED_RANGE</comment>
            <translation>{low} i {high}</translation>
        </message>
        <message>
            <source>“{text}” is not a number: type one from {allowed}.</source>
            <comment>TYPED_NOT_A_NUMBER</comment>
            <translation>Nid yw “{text}” yn rhif: teipiwch rif o {allowed}.</translation>
        </message>
        <message>
            <source>{text} is outside what this takes: type a number from {allowed}.</source>
            <comment>TYPED_OUTSIDE</comment>
            <translation>Mae {text} y tu allan i'r hyn mae hwn yn ei dderbyn: teipiwch rif o {allowed}.</translation>
        </message>
        <message>
            <source>{text} is not a whole number: type one from {allowed}.</source>
            <comment>TYPED_NOT_WHOLE</comment>
            <translation>Nid yw {text} yn rhif cyfan: teipiwch rif cyfan o {allowed}.</translation>
        </message>
        <message>
            <source>{text} has more decimals than this takes ({decimals}): type a number from {allowed}.</source>
            <comment>TYPED_DECIMALS</comment>
            <translation>Mae gan {text} fwy o ddegolion nag mae hwn yn eu derbyn ({decimals}): teipiwch rif o {allowed}.</translation>
        </message>
        <message>
            <source>{text} has an exponent: type {plain} instead (a number from {allowed}).</source>
            <comment>TYPED_EXPONENT</comment>
            <translation>Mae esbonydd yn {text}: teipiwch {plain} yn lle hynny (rhif o {allowed}).</translation>
        </message>
        <message>
            <source>{text} could mean {grouped} or {decimal}: type {grouped} or {decimal}.</source>
            <comment>TYPED_AMBIGUOUS</comment>
            <translation>Gallai {text} olygu {grouped} neu {decimal}: teipiwch {grouped} neu {decimal}.</translation>
        </message>
        <message>
            <source>Longest wait moved up to {value} too: it cannot be shorter than the first wait.</source>
            <comment>CAP_FOLLOWS_BASE</comment>
            <translation>Symudodd yr aros hiraf i fyny i {value} hefyd: ni all fod yn fyrrach na'r aros cyntaf.</translation>
        </message>
        <message>
            <source>First wait moved down to {value} too: it cannot be longer than the longest wait.</source>
            <comment>BASE_FOLLOWS_CAP</comment>
            <translation>Symudodd yr aros cyntaf i lawr i {value} hefyd: ni all fod yn hirach na'r aros hiraf.</translation>
        </message>
        <message>
            <source>agents that each need one answer</source>
            <comment>PARAM_HELP/agents</comment>
            <translation>asiantau sydd angen un ateb yr un</translation>
        </message>
        <message>
            <source>calls the tool accepts a second</source>
            <comment>PARAM_HELP/capacity</comment>
            <translation>galwadau mae'r offeryn yn eu derbyn bob eiliad</translation>
        </message>
        <message>
            <source>seconds an accepted call takes to answer (the measured median is 1.07)</source>
            <comment>PARAM_HELP/answer_time</comment>
            <translation>eiliadau mae galwad a dderbyniwyd yn eu cymryd i gael ateb (y canolrif a fesurwyd yw 1.07)</translation>
        </message>
        <message>
            <source>seconds before a refused agent learns it was refused</source>
            <comment>PARAM_HELP/refusal_rtt</comment>
            <translation>eiliadau cyn i asiant a wrthodwyd glywed iddo gael ei wrthod</translation>
        </message>
        <message>
            <source>stop a run with an error after this many calls</source>
            <comment>PARAM_HELP/call_budget</comment>
            <translation>stopio rhediad gyda gwall ar ôl y nifer hwn o alwadau</translation>
        </message>
        <message>
            <source>wait between immediate retries</source>
            <comment>PARAM_HELP/interval</comment>
            <translation>aros rhwng ailgeisio ar unwaith</translation>
        </message>
        <message>
            <source>first backoff wait</source>
            <comment>PARAM_HELP/base</comment>
            <translation>aros oedi cyntaf</translation>
        </message>
        <message>
            <source>longest backoff wait</source>
            <comment>PARAM_HELP/cap</comment>
            <translation>aros oedi hiraf</translation>
        </message>
        <message>
            <source>J from 0 (exponential) to 1 (full jitter)</source>
            <comment>PARAM_HELP/jitter</comment>
            <translation>J o 0 (esbonyddol) i 1 (hap llawn)</translation>
        </message>
        <message>
            <source>growth of the wait per refusal</source>
            <comment>PARAM_HELP/multiplier</comment>
            <translation>twf yr aros bob gwrthodiad</translation>
        </message>
        <message>
            <source>wait x uniform(1 - spread, 1 + spread)</source>
            <comment>PARAM_HELP/spread</comment>
            <translation>aros x unffurf(1 - spread, 1 + spread)</translation>
        </message>
        <message>
            <source>seconds of uniform jitter added after the tool's hint</source>
            <comment>PARAM_HELP/hint_jitter</comment>
            <translation>eiliadau o hap unffurf a ychwanegir ar ôl awgrym yr offeryn</translation>
        </message>
        <message>
            <source>calls per agent; after the last is refused the agent gives up</source>
            <comment>PARAM_HELP/max_attempts</comment>
            <translation>galwadau i bob asiant; ar ôl i'r olaf gael ei gwrthod, mae'r asiant yn rhoi'r gorau iddi</translation>
        </message>
        <message>
            <source>seconds after its arrival beyond which an agent gives up instead of calling again</source>
            <comment>PARAM_HELP/deadline</comment>
            <translation>eiliadau ar ôl iddo gyrraedd pan fydd asiant yn rhoi'r gorau iddi yn lle galw eto</translation>
        </message>
        <message>
            <source>largest burst</source>
            <comment>PARAM_HELP/burst</comment>
            <translation>y pwl mwyaf</translation>
        </message>
        <message>
            <source>calls in progress at once</source>
            <comment>PARAM_HELP/concurrency</comment>
            <translation>galwadau ar waith ar yr un pryd</translation>
        </message>
        <message>
            <source>calls held waiting</source>
            <comment>PARAM_HELP/queue</comment>
            <translation>galwadau'n cael eu dal yn aros</translation>
        </message>
        <message>
            <source>agents arrive uniformly over this many seconds</source>
            <comment>PARAM_HELP/arrival_spread</comment>
            <translation>asiantau'n cyrraedd yn unffurf dros y nifer hwn o eiliadau</translation>
        </message>
        <message>
            <source>agents a second</source>
            <comment>PARAM_HELP/arrival_rate</comment>
            <translation>asiantau bob eiliad</translation>
        </message>
        <message>
            <source>the tool's rule for refusing</source>
            <comment>CHOICE_HELP/limiter</comment>
            <translation>rheol yr offeryn ar gyfer gwrthod</translation>
        </message>
        <message>
            <source>retry budget of the client library the crowd shares</source>
            <comment>CHOICE_HELP/budget</comment>
            <translation>cyllideb ailgeisio'r llyfrgell cleient mae'r dorf yn ei rhannu</translation>
        </message>
        <message>
            <source>when agents arrive (default all-at-once); --arrival-spread alone means uniform, --arrival-rate alone poisson</source>
            <comment>CHOICE_HELP/arrival</comment>
            <translation>pryd mae asiantau'n cyrraedd (rhagosodiad all-at-once); mae --arrival-spread ar ei ben ei hun yn golygu uniform, --arrival-rate ar ei ben ei hun poisson</translation>
        </message>
        <message>
            <source>published measurement (median 1.07 s)</source>
            <comment>ANSWER_PUBLISHED</comment>
            <translation>mesuriad cyhoeddedig (canolrif 1.07 s)</translation>
        </message>
        <message>
            <source>set by hand</source>
            <comment>ANSWER_CHANGED</comment>
            <translation>wedi'i osod â llaw</translation>
        </message>
        <message>
            <source>times given on the command line: {times} s</source>
            <comment>ANSWER_GIVEN</comment>
            <translation>amseroedd a roddwyd ar y llinell orchymyn: {times} s</translation>
        </message>
        <message>
            <source>times given on the command line ({n:,}): from {low} to {high} s, median {median} s</source>
            <comment>ANSWER_GIVEN_MANY</comment>
            <translation>amseroedd a roddwyd ar y llinell orchymyn ({n:,}): o {low} i {high} s, canolrif {median} s</translation>
        </message>
        <message>
            <source>Calls to the tool</source>
            <comment>LOAD_TITLE</comment>
            <translation>Galwadau i'r offeryn</translation>
        </message>
        <message>
            <source>Show the whole chart</source>
            <oldsource>Back to the lab's view</oldsource>
            <comment>PLOT_BACK</comment>
            <translation>Dangos y siart cyfan</translation>
        </message>
        <message>
            <source>Undo your zoom or drag: the plot shows again the ranges the lab chose for it. Key: Home, on the chart.</source>
            <oldsource>Undo your zoom or drag: the plot shows again the ranges the lab chose for it.</oldsource>
            <comment>PLOT_BACK_TIP</comment>
            <translation>Dadwneud eich chwyddo neu eich llusgo: mae'r plot yn dangos eto'r ystodau a ddewisodd y labordy ar ei gyfer. Allwedd: Home, ar y siart.</translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>LOAD_X</comment>
            <translation>amser (s)</translation>
        </message>
        <message>
            <source>calls each second</source>
            <comment>LOAD_Y</comment>
            <translation>galwadau bob eiliad</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} calls</source>
            <oldsource>{calls:,} calls</oldsource>
            <comment>LOAD_CUT_FIRST</comment>
            <extracomment>English for one: {n:,} call</extracomment>
            <translation>
                <numerusform>{n:,} o alwadau</numerusform>
                <numerusform>{n:,} alwad</numerusform>
                <numerusform>{n:,} o alwadau</numerusform>
                <numerusform>{n:,} o alwadau</numerusform>
                <numerusform>{n:,} o alwadau</numerusform>
            </translation>
        </message>
        <message>
            <source>The true heights of the cut bars under this bracket, one number for each bar, left to right: {heights}. They are not added up, and they are not decimals.</source>
            <comment>LOAD_CUT_GROUP_TIP</comment>
            <translation>Uchderau go iawn y barrau sydd wedi'u torri o dan y gromfach hon, un rhif i bob bar, o'r chwith i'r dde: {heights}. Nid ydyn nhw wedi'u hadio at ei gilydd, ac nid degolion ydyn nhw.</translation>
        </message>
        <message>
            <source>calls in each {width} s bar</source>
            <comment>LOAD_Y_BAR</comment>
            <translation>galwadau ym mhob bar {width} s</translation>
        </message>
        <message>
            <source>limit: {capacity} a second</source>
            <comment>LOAD_CAPACITY</comment>
            <translation>terfyn: {capacity} yr eiliad</translation>
        </message>
        <message>
            <source>accepted</source>
            <comment>LOAD_ACCEPTED</comment>
            <translation>derbyniwyd</translation>
        </message>
        <message>
            <source>refused</source>
            <comment>LOAD_REFUSED</comment>
            <translation>gwrthodwyd</translation>
        </message>
        <message>
            <source>Bar width</source>
            <comment>LOAD_BIN</comment>
            <translation>Lled y bar</translation>
        </message>
        <message>
            <source>{width:g} s</source>
            <comment>LOAD_BIN_CHOICE</comment>
            <translation>{width:g} s</translation>
        </message>
        <message>
            <source>How much time each bar of the load plot covers.</source>
            <comment>LOAD_BIN_HELP</comment>
            <translation>Faint o amser mae pob bar yn y graff llwyth yn ei gwmpasu.</translation>
        </message>
        <message>
            <source>When agents got their answer</source>
            <comment>HIST_TITLE</comment>
            <translation>Pryd cafodd asiantau eu hateb</translation>
        </message>
        <message numerus="yes">
            <source>When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the middle of all {n} runs&lt;/span&gt;</source>
            <oldsource>When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the table's middle of {n} runs&lt;/span&gt;</oldsource>
            <comment>HIST_TITLE_BATCH</comment>
            <extracomment>English for one: When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the middle of {n} run&lt;/span&gt;</extracomment>
            <translation>
                <numerusform>Pryd cafodd asiantau ateb mewn rhediad nodweddiadol&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; canol y {n} o rediadau i gyd&lt;/span&gt;</numerusform>
                <numerusform>Pryd cafodd asiantau ateb mewn rhediad nodweddiadol&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; canol {n} rhediad&lt;/span&gt;</numerusform>
                <numerusform>Pryd cafodd asiantau ateb mewn rhediad nodweddiadol&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; canol y {n} o rediadau i gyd&lt;/span&gt;</numerusform>
                <numerusform>Pryd cafodd asiantau ateb mewn rhediad nodweddiadol&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; canol y {n} o rediadau i gyd&lt;/span&gt;</numerusform>
                <numerusform>Pryd cafodd asiantau ateb mewn rhediad nodweddiadol&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; canol y {n} o rediadau i gyd&lt;/span&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>HIST_X</comment>
            <translation>amser (s)</translation>
        </message>
        <message>
            <source>agents served</source>
            <comment>HIST_Y</comment>
            <translation>asiantau a atebwyd</translation>
        </message>
        <message>
            <source>typical agent {value:.1f} s</source>
            <comment>HIST_TYPICAL</comment>
            <translation>asiant nodweddiadol {value:.1f} s</translation>
        </message>
        <message>
            <source>last agent {value:.1f} s</source>
            <comment>HIST_LAST</comment>
            <translation>asiant olaf {value:.1f} s</translation>
        </message>
        <message>
            <source>perfect teamwork: last agent {value:.1f} s</source>
            <oldsource>perfect teamwork {value:.1f} s</oldsource>
            <comment>HIST_PERFECT</comment>
            <translation>cydweithio perffaith: asiant olaf {value:.1f} s</translation>
        </message>
        <message>
            <source>typical agent</source>
            <comment>HIST_TYPICAL_NAME</comment>
            <translation>asiant nodweddiadol</translation>
        </message>
        <message>
            <source>last agent</source>
            <comment>HIST_LAST_NAME</comment>
            <translation>asiant olaf</translation>
        </message>
        <message>
            <source>perfect teamwork</source>
            <comment>HIST_PERFECT_NAME</comment>
            <translation>cydweithio perffaith</translation>
        </message>
        <message>
            <source>If the agents took turns perfectly, the last one would be served at this time.</source>
            <comment>HIST_PERFECT_HELP</comment>
            <translation>Pe bai'r asiantau'n cymryd eu tro yn berffaith, byddai'r olaf yn cael ateb ar yr amser hwn.</translation>
        </message>
        <message>
            <source>randomness {j:.2f} in the wait</source>
            <comment>DESCRIBE_RULE_JITTER</comment>
            <translation>hap {j:.2f} yn yr aros</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {agents:,} agents sent {n:,} calls, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</source>
            <oldsource>{rule}: {agents:,} agents sent {calls:,} calls, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_FIGURES</comment>
            <extracomment>English for one: {rule}: {agents:,} agents sent {n:,} call, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: anfonodd {agents:,} o asiantau {n:,} o alwadau, a gwrthodwyd {refused:,} ohonyn nhw. Cafodd yr asiant nodweddiadol ateb ar {typical:.1f} s a'r asiant olaf ar {last:.1f} s.</numerusform>
                <numerusform>{rule}: anfonodd {agents:,} o asiantau {n:,} alwad, a gwrthodwyd {refused:,} ohonyn nhw. Cafodd yr asiant nodweddiadol ateb ar {typical:.1f} s a'r asiant olaf ar {last:.1f} s.</numerusform>
                <numerusform>{rule}: anfonodd {agents:,} o asiantau {n:,} o alwadau, a gwrthodwyd {refused:,} ohonyn nhw. Cafodd yr asiant nodweddiadol ateb ar {typical:.1f} s a'r asiant olaf ar {last:.1f} s.</numerusform>
                <numerusform>{rule}: anfonodd {agents:,} o asiantau {n:,} o alwadau, a gwrthodwyd {refused:,} ohonyn nhw. Cafodd yr asiant nodweddiadol ateb ar {typical:.1f} s a'r asiant olaf ar {last:.1f} s.</numerusform>
                <numerusform>{rule}: anfonodd {agents:,} o asiantau {n:,} o alwadau, a gwrthodwyd {refused:,} ohonyn nhw. Cafodd yr asiant nodweddiadol ateb ar {typical:.1f} s a'r asiant olaf ar {last:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n:,} of the {agents:,} agents gave up without an answer.</source>
            <comment>DESCRIBE_GAVE_UP</comment>
            <extracomment>English for one: {n:,} of the {agents:,} agents gave up without an answer.</extracomment>
            <translation>
                <numerusform>Rhoddodd {n:,} o'r {agents:,} o asiantau'r gorau iddi heb ateb.</numerusform>
                <numerusform>Rhoddodd {n:,} o'r {agents:,} o asiantau'r gorau iddi heb ateb.</numerusform>
                <numerusform>Rhoddodd {n:,} o'r {agents:,} o asiantau'r gorau iddi heb ateb.</numerusform>
                <numerusform>Rhoddodd {n:,} o'r {agents:,} o asiantau'r gorau iddi heb ateb.</numerusform>
                <numerusform>Rhoddodd {n:,} o'r {agents:,} o asiantau'r gorau iddi heb ateb.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The calls come in {n} waves, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</source>
            <oldsource>The calls come in {count} waves, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</oldsource>
            <comment>DESCRIBE_WAVES</comment>
            <extracomment>English for one: The calls come in {n} wave, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</extracomment>
            <translation>
                <numerusform>Mae'r galwadau'n dod mewn {n} o donnau, gan ddechrau ar {times} s; rhwng y tonnau mae'r offeryn yn segur am {idle:.0f} o'r {span:.0f} eiliad: mae'r dorf yn ailgeisio fel un.</numerusform>
                <numerusform>Mae'r galwadau'n dod mewn {n} don, gan ddechrau ar {times} s; rhwng y tonnau mae'r offeryn yn segur am {idle:.0f} o'r {span:.0f} eiliad: mae'r dorf yn ailgeisio fel un.</numerusform>
                <numerusform>Mae'r galwadau'n dod mewn {n} o donnau, gan ddechrau ar {times} s; rhwng y tonnau mae'r offeryn yn segur am {idle:.0f} o'r {span:.0f} eiliad: mae'r dorf yn ailgeisio fel un.</numerusform>
                <numerusform>Mae'r galwadau'n dod mewn {n} o donnau, gan ddechrau ar {times} s; rhwng y tonnau mae'r offeryn yn segur am {idle:.0f} o'r {span:.0f} eiliad: mae'r dorf yn ailgeisio fel un.</numerusform>
                <numerusform>Mae'r galwadau'n dod mewn {n} o donnau, gan ddechrau ar {times} s; rhwng y tonnau mae'r offeryn yn segur am {idle:.0f} o'r {span:.0f} eiliad: mae'r dorf yn ailgeisio fel un.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{times} and {n} more</source>
            <oldsource>{times} and {more} more</oldsource>
            <comment>DESCRIBE_WAVES_MORE</comment>
            <extracomment>English for one: {times} and {n} more</extracomment>
            <translation>
                <numerusform>{times} a {n} arall</numerusform>
                <numerusform>{times} a {n} arall</numerusform>
                <numerusform>{times} a {n} arall</numerusform>
                <numerusform>{times} a {n} arall</numerusform>
                <numerusform>{times} a {n} arall</numerusform>
            </translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>DESCRIBE_LIST_LAST</comment>
            <translation>{first} a {last}</translation>
        </message>
        <message numerus="yes">
            <source>The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} seconds; then the calls tail off until {end:.1f} s.</source>
            <oldsource>The tool is full, accepting its {capacity} calls a second, for the first {full:.0f} seconds; then the calls tail off until {end:.1f} s.</oldsource>
            <comment>DESCRIBE_FULL</comment>
            <extracomment>English for one: The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} second; then the calls tail off until {end:.1f} s.</extracomment>
            <translation>
                <numerusform>Mae'r offeryn yn llawn, yn derbyn popeth y gall ({capacity} yr eiliad), am y {n:.0f} eiliad gyntaf; yna mae'r galwadau'n lleihau tan {end:.1f} s.</numerusform>
                <numerusform>Mae'r offeryn yn llawn, yn derbyn popeth y gall ({capacity} yr eiliad), am yr {n:.0f} eiliad gyntaf; yna mae'r galwadau'n lleihau tan {end:.1f} s.</numerusform>
                <numerusform>Mae'r offeryn yn llawn, yn derbyn popeth y gall ({capacity} yr eiliad), am y {n:.0f} eiliad gyntaf; yna mae'r galwadau'n lleihau tan {end:.1f} s.</numerusform>
                <numerusform>Mae'r offeryn yn llawn, yn derbyn popeth y gall ({capacity} yr eiliad), am y {n:.0f} eiliad gyntaf; yna mae'r galwadau'n lleihau tan {end:.1f} s.</numerusform>
                <numerusform>Mae'r offeryn yn llawn, yn derbyn popeth y gall ({capacity} yr eiliad), am y {n:.0f} eiliad gyntaf; yna mae'r galwadau'n lleihau tan {end:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool is full, accepting its {n} calls a second, from the start until {end:.1f} s.</source>
            <oldsource>The tool is full, accepting its {capacity} calls a second, from the start until {end:.1f} s.</oldsource>
            <comment>DESCRIBE_FULL_ALL</comment>
            <extracomment>English for one: The tool is full, accepting its {n} call a second, from the start until {end:.1f} s.</extracomment>
            <translation>
                <numerusform>Mae'r offeryn yn llawn, yn derbyn ei {n} o alwadau yr eiliad, o'r dechrau tan {end:.1f} s.</numerusform>
                <numerusform>Mae'r offeryn yn llawn, yn derbyn ei {n} alwad yr eiliad, o'r dechrau tan {end:.1f} s.</numerusform>
                <numerusform>Mae'r offeryn yn llawn, yn derbyn ei {n} o alwadau yr eiliad, o'r dechrau tan {end:.1f} s.</numerusform>
                <numerusform>Mae'r offeryn yn llawn, yn derbyn ei {n} o alwadau yr eiliad, o'r dechrau tan {end:.1f} s.</numerusform>
                <numerusform>Mae'r offeryn yn llawn, yn derbyn ei {n} o alwadau yr eiliad, o'r dechrau tan {end:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The calls are spread out from 0 to {end:.1f} s, at most {n:,} calls in one second.</source>
            <comment>DESCRIBE_STEADY</comment>
            <extracomment>English for one: The calls are spread out from 0 to {end:.1f} s, at most {n:,} call in one second.</extracomment>
            <translation>
                <numerusform>Mae'r galwadau wedi'u gwasgaru o 0 i {end:.1f} s, ar y mwyaf {n:,} o alwadau mewn un eiliad.</numerusform>
                <numerusform>Mae'r galwadau wedi'u gwasgaru o 0 i {end:.1f} s, ar y mwyaf {n:,} alwad mewn un eiliad.</numerusform>
                <numerusform>Mae'r galwadau wedi'u gwasgaru o 0 i {end:.1f} s, ar y mwyaf {n:,} o alwadau mewn un eiliad.</numerusform>
                <numerusform>Mae'r galwadau wedi'u gwasgaru o 0 i {end:.1f} s, ar y mwyaf {n:,} o alwadau mewn un eiliad.</numerusform>
                <numerusform>Mae'r galwadau wedi'u gwasgaru o 0 i {end:.1f} s, ar y mwyaf {n:,} o alwadau mewn un eiliad.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A flood of refused calls: for the first {n:.0f} seconds the tool refuses at least {times:g} times its limit every second.</source>
            <oldsource>A flood of refused calls: for the first {flood:.0f} seconds the tool refuses at least {times:g} times its limit every second, up to {peak:,} calls in a single second against a limit of {capacity}; {refused:,} of {calls:,} calls are refused.</oldsource>
            <comment>DESCRIBE_FLOOD</comment>
            <extracomment>English for one: A flood of refused calls: for the first {n:.0f} second the tool refuses at least {times:g} times its limit.</extracomment>
            <translation>
                <numerusform>Llif o alwadau wedi'u gwrthod: am y {n:.0f} eiliad gyntaf mae'r offeryn yn gwrthod o leiaf ei derfyn wedi'i luosi â {times:g} bob eiliad.</numerusform>
                <numerusform>Llif o alwadau wedi'u gwrthod: am yr {n:.0f} eiliad gyntaf mae'r offeryn yn gwrthod o leiaf ei derfyn wedi'i luosi â {times:g}.</numerusform>
                <numerusform>Llif o alwadau wedi'u gwrthod: am y {n:.0f} eiliad gyntaf mae'r offeryn yn gwrthod o leiaf ei derfyn wedi'i luosi â {times:g} bob eiliad.</numerusform>
                <numerusform>Llif o alwadau wedi'u gwrthod: am y {n:.0f} eiliad gyntaf mae'r offeryn yn gwrthod o leiaf ei derfyn wedi'i luosi â {times:g} bob eiliad.</numerusform>
                <numerusform>Llif o alwadau wedi'u gwrthod: am y {n:.0f} eiliad gyntaf mae'r offeryn yn gwrthod o leiaf ei derfyn wedi'i luosi â {times:g} bob eiliad.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Up to {n:,} calls come in a single second against a limit of {capacity}; refused in all: {refused:,} of {calls:,}.</source>
            <comment>DESCRIBE_FLOOD_PEAK</comment>
            <extracomment>English for one: Up to {n:,} call comes in a single second against a limit of {capacity}; refused in all: {refused:,} of {calls:,}.</extracomment>
            <translation>
                <numerusform>Mae hyd at {n:,} o alwadau yn dod mewn un eiliad yn erbyn terfyn o {capacity}; wedi'u gwrthod i gyd: {refused:,} o {calls:,}.</numerusform>
                <numerusform>Mae hyd at {n:,} alwad yn dod mewn un eiliad yn erbyn terfyn o {capacity}; wedi'u gwrthod i gyd: {refused:,} o {calls:,}.</numerusform>
                <numerusform>Mae hyd at {n:,} o alwadau yn dod mewn un eiliad yn erbyn terfyn o {capacity}; wedi'u gwrthod i gyd: {refused:,} o {calls:,}.</numerusform>
                <numerusform>Mae hyd at {n:,} o alwadau yn dod mewn un eiliad yn erbyn terfyn o {capacity}; wedi'u gwrthod i gyd: {refused:,} o {calls:,}.</numerusform>
                <numerusform>Mae hyd at {n:,} o alwadau yn dod mewn un eiliad yn erbyn terfyn o {capacity}; wedi'u gwrthod i gyd: {refused:,} o {calls:,}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</source>
            <oldsource>{served:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</oldsource>
            <comment>DESCRIBE_SERVED</comment>
            <extracomment>English for one: {n:,} agent was served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</extracomment>
            <translation>
                <numerusform>Cafodd {n:,} o asiantau ateb: hanner ohonyn nhw erbyn {typical:.1f} s, naw o bob deg erbyn {p90:.1f} s, a'r olaf ar {last:.1f} s. Gyda chydweithio perffaith byddai'r olaf yn cael ateb ar {perfect:.1f} s.</numerusform>
                <numerusform>Cafodd {n:,} asiant ateb: hanner ohonyn nhw erbyn {typical:.1f} s, naw o bob deg erbyn {p90:.1f} s, a'r olaf ar {last:.1f} s. Gyda chydweithio perffaith byddai'r olaf yn cael ateb ar {perfect:.1f} s.</numerusform>
                <numerusform>Cafodd {n:,} o asiantau ateb: hanner ohonyn nhw erbyn {typical:.1f} s, naw o bob deg erbyn {p90:.1f} s, a'r olaf ar {last:.1f} s. Gyda chydweithio perffaith byddai'r olaf yn cael ateb ar {perfect:.1f} s.</numerusform>
                <numerusform>Cafodd {n:,} o asiantau ateb: hanner ohonyn nhw erbyn {typical:.1f} s, naw o bob deg erbyn {p90:.1f} s, a'r olaf ar {last:.1f} s. Gyda chydweithio perffaith byddai'r olaf yn cael ateb ar {perfect:.1f} s.</numerusform>
                <numerusform>Cafodd {n:,} o asiantau ateb: hanner ohonyn nhw erbyn {typical:.1f} s, naw o bob deg erbyn {p90:.1f} s, a'r olaf ar {last:.1f} s. Gyda chydweithio perffaith byddai'r olaf yn cael ateb ar {perfect:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Answers arrive in {n} bursts, the same times as the waves of calls.</source>
            <oldsource>Answers arrive in {count} bursts, the same times as the waves of calls.</oldsource>
            <comment>DESCRIBE_SERVED_WAVES</comment>
            <extracomment>English for one: Answers arrive in {n} burst, the same times as the waves of calls.</extracomment>
            <translation>
                <numerusform>Mae'r atebion yn cyrraedd mewn {n} o byliau, ar yr un adegau â thonnau'r galwadau.</numerusform>
                <numerusform>Mae'r atebion yn cyrraedd mewn {n} pwl, ar yr un adegau â thonnau'r galwadau.</numerusform>
                <numerusform>Mae'r atebion yn cyrraedd mewn {n} o byliau, ar yr un adegau â thonnau'r galwadau.</numerusform>
                <numerusform>Mae'r atebion yn cyrraedd mewn {n} o byliau, ar yr un adegau â thonnau'r galwadau.</numerusform>
                <numerusform>Mae'r atebion yn cyrraedd mewn {n} o byliau, ar yr un adegau â thonnau'r galwadau.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Answers arrive steadily, about {n:.0f} agents a second at first.</source>
            <oldsource>Answers arrive steadily, about {rate:.0f} agents a second at first.</oldsource>
            <comment>DESCRIBE_SERVED_STEADY</comment>
            <extracomment>English for one: Answers arrive steadily, about {n:.0f} agent a second at first.</extracomment>
            <translation>
                <numerusform>Mae'r atebion yn cyrraedd yn gyson, tua {n:.0f} o asiantau yr eiliad ar y dechrau.</numerusform>
                <numerusform>Mae'r atebion yn cyrraedd yn gyson, tua {n:.0f} asiant yr eiliad ar y dechrau.</numerusform>
                <numerusform>Mae'r atebion yn cyrraedd yn gyson, tua {n:.0f} o asiantau yr eiliad ar y dechrau.</numerusform>
                <numerusform>Mae'r atebion yn cyrraedd yn gyson, tua {n:.0f} o asiantau yr eiliad ar y dechrau.</numerusform>
                <numerusform>Mae'r atebion yn cyrraedd yn gyson, tua {n:.0f} o asiantau yr eiliad ar y dechrau.</numerusform>
            </translation>
        </message>
        <message>
            <source>No agent was served.</source>
            <comment>DESCRIBE_NONE_SERVED</comment>
            <translation>Chafodd dim un asiant ateb.</translation>
        </message>
        <message>
            <source>Above, {other}; below, {mine}. {other_figures} {mine_figures}</source>
            <comment>DESCRIBE_COMPARE</comment>
            <translation>Uchod, {other}; isod, {mine}. {other_figures} {mine_figures}</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls, the last agent served at {last:.1f} s.</source>
            <oldsource>{rule}: {calls:,} calls, the last agent served at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_COMPARE_ONE</comment>
            <extracomment>English for one: {rule}: {n:,} call, the last agent served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: {n:,} o alwadau, yr asiant olaf wedi cael ateb ar {last:.1f} s.</numerusform>
                <numerusform>{rule}: {n:,} alwad, yr asiant olaf wedi cael ateb ar {last:.1f} s.</numerusform>
                <numerusform>{rule}: {n:,} o alwadau, yr asiant olaf wedi cael ateb ar {last:.1f} s.</numerusform>
                <numerusform>{rule}: {n:,} o alwadau, yr asiant olaf wedi cael ateb ar {last:.1f} s.</numerusform>
                <numerusform>{rule}: {n:,} o alwadau, yr asiant olaf wedi cael ateb ar {last:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>One row per agent, one mark per call. The typical agent needed {n} calls, the busiest {most_tries}; the last agent was served at {last:.1f} s.</source>
            <oldsource>One row per agent, one mark per call. The typical agent needed {typical_tries} calls, the busiest {most_tries}; the last agent was served at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_TIMELINE</comment>
            <extracomment>English for one: One row per agent, one mark per call. The typical agent needed {n} call, the busiest {most_tries}; the last agent was served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>Un rhes i bob asiant, un marc i bob galwad. Roedd angen {n} o alwadau ar yr asiant nodweddiadol, a {most_tries} ar yr un prysuraf; cafodd yr asiant olaf ateb ar {last:.1f} s.</numerusform>
                <numerusform>Un rhes i bob asiant, un marc i bob galwad. Roedd angen {n} alwad ar yr asiant nodweddiadol, a {most_tries} ar yr un prysuraf; cafodd yr asiant olaf ateb ar {last:.1f} s.</numerusform>
                <numerusform>Un rhes i bob asiant, un marc i bob galwad. Roedd angen {n} o alwadau ar yr asiant nodweddiadol, a {most_tries} ar yr un prysuraf; cafodd yr asiant olaf ateb ar {last:.1f} s.</numerusform>
                <numerusform>Un rhes i bob asiant, un marc i bob galwad. Roedd angen {n} o alwadau ar yr asiant nodweddiadol, a {most_tries} ar yr un prysuraf; cafodd yr asiant olaf ateb ar {last:.1f} s.</numerusform>
                <numerusform>Un rhes i bob asiant, un marc i bob galwad. Roedd angen {n} o alwadau ar yr asiant nodweddiadol, a {most_tries} ar yr un prysuraf; cafodd yr asiant olaf ateb ar {last:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The crowd at the door at {now:.1f} s: {served:,} of {n:,} agents served, {waiting:,} still waiting. The last is served at {last:.1f} s.</source>
            <oldsource>The crowd at the door at {now:.1f} s: {served:,} of {agents:,} agents served, {waiting:,} still waiting. The last is served at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_CROWD</comment>
            <extracomment>English for one: The crowd at the door at {now:.1f} s: {served:,} of {n:,} agent served, {waiting:,} still waiting. The last is served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>Y dorf wrth y drws ar {now:.1f} s: {served:,} o'r {n:,} o asiantau wedi cael ateb, {waiting:,} yn dal i aros. Mae'r olaf yn cael ateb ar {last:.1f} s.</numerusform>
                <numerusform>Y dorf wrth y drws ar {now:.1f} s: {served:,} o'r {n:,} asiant wedi cael ateb, {waiting:,} yn dal i aros. Mae'r olaf yn cael ateb ar {last:.1f} s.</numerusform>
                <numerusform>Y dorf wrth y drws ar {now:.1f} s: {served:,} o'r {n:,} o asiantau wedi cael ateb, {waiting:,} yn dal i aros. Mae'r olaf yn cael ateb ar {last:.1f} s.</numerusform>
                <numerusform>Y dorf wrth y drws ar {now:.1f} s: {served:,} o'r {n:,} o asiantau wedi cael ateb, {waiting:,} yn dal i aros. Mae'r olaf yn cael ateb ar {last:.1f} s.</numerusform>
                <numerusform>Y dorf wrth y drws ar {now:.1f} s: {served:,} o'r {n:,} o asiantau wedi cael ateb, {waiting:,} yn dal i aros. Mae'r olaf yn cael ateb ar {last:.1f} s.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing drawn yet: the run is being worked out.</source>
            <comment>DESCRIBE_NO_RUN</comment>
            <translation>Dim wedi'i lunio eto: mae'r rhediad yn cael ei gyfrifo.</translation>
        </message>
        <message numerus="yes">
            <source>{series}: {n:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</source>
            <oldsource>{series}: {points:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</oldsource>
            <comment>DESCRIBE_PLOT_SERIES</comment>
            <extracomment>English for one: {series}: {n:,} point, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</extracomment>
            <translation>
                <numerusform>{series}: {n:,} o bwyntiau, o {x0:g} i {x1:g} ar draws, {y0:g} i {y1:g} i fyny.</numerusform>
                <numerusform>{series}: {n:,} pwynt, o {x0:g} i {x1:g} ar draws, {y0:g} i {y1:g} i fyny.</numerusform>
                <numerusform>{series}: {n:,} o bwyntiau, o {x0:g} i {x1:g} ar draws, {y0:g} i {y1:g} i fyny.</numerusform>
                <numerusform>{series}: {n:,} o bwyntiau, o {x0:g} i {x1:g} ar draws, {y0:g} i {y1:g} i fyny.</numerusform>
                <numerusform>{series}: {n:,} o bwyntiau, o {x0:g} i {x1:g} ar draws, {y0:g} i {y1:g} i fyny.</numerusform>
            </translation>
        </message>
        <message>
            <source>{title}: no data drawn yet.</source>
            <comment>DESCRIBE_PLOT_EMPTY</comment>
            <translation>{title}: dim data wedi'i lunio eto.</translation>
        </message>
        <message>
            <source>{title}. {series}</source>
            <comment>DESCRIBE_PLOT</comment>
            <translation>{title}. {series}</translation>
        </message>
        <message numerus="yes">
            <source>{series}: {n} settings, calls sent from {calls_low:,.0f} to {calls_high:,.0f}, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</source>
            <oldsource>{series}: {points} settings, sending {calls_low:,.0f} to {calls_high:,.0f} calls, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</oldsource>
            <comment>DESCRIBE_SWEEP_SERIES</comment>
            <extracomment>English for one: {series}: {n} setting, calls sent from {calls_low:,.0f} to {calls_high:,.0f}, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</extracomment>
            <translation>
                <numerusform>{series}: {n} o osodiadau, galwadau a anfonwyd o {calls_low:,.0f} i {calls_high:,.0f}, gydag amseroedd aros o {wait_low:.1f} s i {wait_high:.1f} s.</numerusform>
                <numerusform>{series}: {n} gosodiad, galwadau a anfonwyd o {calls_low:,.0f} i {calls_high:,.0f}, gydag amseroedd aros o {wait_low:.1f} s i {wait_high:.1f} s.</numerusform>
                <numerusform>{series}: {n} o osodiadau, galwadau a anfonwyd o {calls_low:,.0f} i {calls_high:,.0f}, gydag amseroedd aros o {wait_low:.1f} s i {wait_high:.1f} s.</numerusform>
                <numerusform>{series}: {n} o osodiadau, galwadau a anfonwyd o {calls_low:,.0f} i {calls_high:,.0f}, gydag amseroedd aros o {wait_low:.1f} s i {wait_high:.1f} s.</numerusform>
                <numerusform>{series}: {n} o osodiadau, galwadau a anfonwyd o {calls_low:,.0f} i {calls_high:,.0f}, gydag amseroedd aros o {wait_low:.1f} s i {wait_high:.1f} s.</numerusform>
            </translation>
        </message>
        <message>
            <source>Brooker's study: no runs drawn yet. Press Run the experiment.</source>
            <comment>DESCRIBE_BROOKER_EMPTY</comment>
            <translation>Astudiaeth Brooker: dim rhediadau wedi'u tynnu eto. Pwyswch Rhedeg yr arbrawf.</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: from {clients_low} to {n} clients, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</source>
            <oldsource>{rule}: from {clients_low} to {clients_high} clients, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</oldsource>
            <comment>DESCRIBE_BROOKER_RULE</comment>
            <extracomment>English for one: {rule}: from {clients_low} to {n} client, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</extracomment>
            <translation>
                <numerusform>{rule}: o {clients_low} i {n} o gleientiaid, mae'r galwadau ysgrifennu yn tyfu o {calls_low:,.0f} i {calls_high:,.0f} a'r amser nes bod y cleient olaf wedi ysgrifennu o {time_low:.2f} s i {time_high:.2f} s.</numerusform>
                <numerusform>{rule}: o {clients_low} i {n} cleient, mae'r galwadau ysgrifennu yn tyfu o {calls_low:,.0f} i {calls_high:,.0f} a'r amser nes bod y cleient olaf wedi ysgrifennu o {time_low:.2f} s i {time_high:.2f} s.</numerusform>
                <numerusform>{rule}: o {clients_low} i {n} o gleientiaid, mae'r galwadau ysgrifennu yn tyfu o {calls_low:,.0f} i {calls_high:,.0f} a'r amser nes bod y cleient olaf wedi ysgrifennu o {time_low:.2f} s i {time_high:.2f} s.</numerusform>
                <numerusform>{rule}: o {clients_low} i {n} o gleientiaid, mae'r galwadau ysgrifennu yn tyfu o {calls_low:,.0f} i {calls_high:,.0f} a'r amser nes bod y cleient olaf wedi ysgrifennu o {time_low:.2f} s i {time_high:.2f} s.</numerusform>
                <numerusform>{rule}: o {clients_low} i {n} o gleientiaid, mae'r galwadau ysgrifennu yn tyfu o {calls_low:,.0f} i {calls_high:,.0f} a'r amser nes bod y cleient olaf wedi ysgrifennu o {time_low:.2f} s i {time_high:.2f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</source>
            <oldsource>With {clients} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</oldsource>
            <comment>DESCRIBE_BROOKER_BEST_CALLS</comment>
            <extracomment>English for one: With {n} client, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</extracomment>
            <translation>
                <numerusform>Gyda {n} o gleientiaid, {best} sydd angen y lleiaf o alwadau ysgrifennu, {best_calls:,.0f}; {next} sy'n dod nesaf gyda {next_calls:,.0f}, a {worst} sydd angen y mwyaf, {worst_calls:,.0f}, {times:.1f} gwaith cymaint.</numerusform>
                <numerusform>Gyda {n} cleient, {best} sydd angen y lleiaf o alwadau ysgrifennu, {best_calls:,.0f}; {next} sy'n dod nesaf gyda {next_calls:,.0f}, a {worst} sydd angen y mwyaf, {worst_calls:,.0f}, {times:.1f} gwaith cymaint.</numerusform>
                <numerusform>Gyda {n} o gleientiaid, {best} sydd angen y lleiaf o alwadau ysgrifennu, {best_calls:,.0f}; {next} sy'n dod nesaf gyda {next_calls:,.0f}, a {worst} sydd angen y mwyaf, {worst_calls:,.0f}, {times:.1f} gwaith cymaint.</numerusform>
                <numerusform>Gyda {n} o gleientiaid, {best} sydd angen y lleiaf o alwadau ysgrifennu, {best_calls:,.0f}; {next} sy'n dod nesaf gyda {next_calls:,.0f}, a {worst} sydd angen y mwyaf, {worst_calls:,.0f}, {times:.1f} gwaith cymaint.</numerusform>
                <numerusform>Gyda {n} o gleientiaid, {best} sydd angen y lleiaf o alwadau ysgrifennu, {best_calls:,.0f}; {next} sy'n dod nesaf gyda {next_calls:,.0f}, a {worst} sydd angen y mwyaf, {worst_calls:,.0f}, {times:.1f} gwaith cymaint.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</source>
            <oldsource>With {clients} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</oldsource>
            <comment>DESCRIBE_BROOKER_BEST_TIME</comment>
            <extracomment>English for one: With {n} client, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</extracomment>
            <translation>
                <numerusform>Gyda {n} o gleientiaid, gyda {best} mae pob cleient wedi ysgrifennu gyntaf, mewn {best_time:.2f} s; {next} sy'n dod nesaf ar {next_time:.2f} s, a {worst} sy'n cymryd hiraf, {worst_time:.2f} s, {times:.1f} gwaith mor hir.</numerusform>
                <numerusform>Gyda {n} cleient, gyda {best} mae pob cleient wedi ysgrifennu gyntaf, mewn {best_time:.2f} s; {next} sy'n dod nesaf ar {next_time:.2f} s, a {worst} sy'n cymryd hiraf, {worst_time:.2f} s, {times:.1f} gwaith mor hir.</numerusform>
                <numerusform>Gyda {n} o gleientiaid, gyda {best} mae pob cleient wedi ysgrifennu gyntaf, mewn {best_time:.2f} s; {next} sy'n dod nesaf ar {next_time:.2f} s, a {worst} sy'n cymryd hiraf, {worst_time:.2f} s, {times:.1f} gwaith mor hir.</numerusform>
                <numerusform>Gyda {n} o gleientiaid, gyda {best} mae pob cleient wedi ysgrifennu gyntaf, mewn {best_time:.2f} s; {next} sy'n dod nesaf ar {next_time:.2f} s, a {worst} sy'n cymryd hiraf, {worst_time:.2f} s, {times:.1f} gwaith mor hir.</numerusform>
                <numerusform>Gyda {n} o gleientiaid, gyda {best} mae pob cleient wedi ysgrifennu gyntaf, mewn {best_time:.2f} s; {next} sy'n dod nesaf ar {next_time:.2f} s, a {worst} sy'n cymryd hiraf, {worst_time:.2f} s, {times:.1f} gwaith mor hir.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{library}: the real clients sent {n:,} calls.</source>
            <oldsource>{library}: the real clients sent {calls:,} calls. The tool accepts {capacity} calls a second; the busiest second, at {peak_at} s, had {peak:,} calls, and {over} of the {seconds} seconds had more calls than the tool accepts. {idle} seconds in between had no call at all. The last agent was served at {last}.</oldsource>
            <comment>DESCRIBE_STORM_REAL</comment>
            <extracomment>English for one: {library}: the real clients sent {n:,} call.</extracomment>
            <translation>
                <numerusform>{library}: anfonodd y cleientiaid go iawn {n:,} o alwadau.</numerusform>
                <numerusform>{library}: anfonodd y cleientiaid go iawn {n:,} alwad.</numerusform>
                <numerusform>{library}: anfonodd y cleientiaid go iawn {n:,} o alwadau.</numerusform>
                <numerusform>{library}: anfonodd y cleientiaid go iawn {n:,} o alwadau.</numerusform>
                <numerusform>{library}: anfonodd y cleientiaid go iawn {n:,} o alwadau.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n} calls a second.</source>
            <comment>DESCRIBE_STORM_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n} call a second.</extracomment>
            <translation>
                <numerusform>Mae'r offeryn yn derbyn {n} o alwadau yr eiliad.</numerusform>
                <numerusform>Mae'r offeryn yn derbyn {n} alwad yr eiliad.</numerusform>
                <numerusform>Mae'r offeryn yn derbyn {n} o alwadau yr eiliad.</numerusform>
                <numerusform>Mae'r offeryn yn derbyn {n} o alwadau yr eiliad.</numerusform>
                <numerusform>Mae'r offeryn yn derbyn {n} o alwadau yr eiliad.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The busiest second, at {peak_at} s, had {n:,} calls.</source>
            <comment>DESCRIBE_STORM_PEAK</comment>
            <extracomment>English for one: The busiest second, at {peak_at} s, had {n:,} call.</extracomment>
            <translation>
                <numerusform>Yn yr eiliad brysuraf, ar {peak_at} s, roedd {n:,} o alwadau.</numerusform>
                <numerusform>Yn yr eiliad brysuraf, ar {peak_at} s, roedd {n:,} alwad.</numerusform>
                <numerusform>Yn yr eiliad brysuraf, ar {peak_at} s, roedd {n:,} o alwadau.</numerusform>
                <numerusform>Yn yr eiliad brysuraf, ar {peak_at} s, roedd {n:,} o alwadau.</numerusform>
                <numerusform>Yn yr eiliad brysuraf, ar {peak_at} s, roedd {n:,} o alwadau.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In {over} of the {n} seconds there were more calls than the tool accepts.</source>
            <comment>DESCRIBE_STORM_OVER</comment>
            <extracomment>English for one: In {over} of the {n} second there were more calls than the tool accepts.</extracomment>
            <translation>
                <numerusform>Mewn {over} o'r {n} eiliad roedd mwy o alwadau nag y mae'r offeryn yn eu derbyn.</numerusform>
                <numerusform>Mewn {over} o'r {n} eiliad roedd mwy o alwadau nag y mae'r offeryn yn eu derbyn.</numerusform>
                <numerusform>Mewn {over} o'r {n} eiliad roedd mwy o alwadau nag y mae'r offeryn yn eu derbyn.</numerusform>
                <numerusform>Mewn {over} o'r {n} eiliad roedd mwy o alwadau nag y mae'r offeryn yn eu derbyn.</numerusform>
                <numerusform>Mewn {over} o'r {n} eiliad roedd mwy o alwadau nag y mae'r offeryn yn eu derbyn.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n} seconds in between had no call at all. The last agent was served at {last}.</source>
            <comment>DESCRIBE_STORM_IDLE</comment>
            <extracomment>English for one: {n} second in between had no call at all. The last agent was served at {last}.</extracomment>
            <translation>
                <numerusform>Doedd dim un alwad o gwbl mewn {n} eiliad yn y canol. Cafodd yr asiant olaf ateb ar {last}.</numerusform>
                <numerusform>Doedd dim un alwad o gwbl mewn {n} eiliad yn y canol. Cafodd yr asiant olaf ateb ar {last}.</numerusform>
                <numerusform>Doedd dim un alwad o gwbl mewn {n} eiliad yn y canol. Cafodd yr asiant olaf ateb ar {last}.</numerusform>
                <numerusform>Doedd dim un alwad o gwbl mewn {n} eiliad yn y canol. Cafodd yr asiant olaf ateb ar {last}.</numerusform>
                <numerusform>Doedd dim un alwad o gwbl mewn {n} eiliad yn y canol. Cafodd yr asiant olaf ateb ar {last}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</source>
            <oldsource>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</oldsource>
            <comment>DESCRIBE_STORM_MODEL_MORE</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</extracomment>
            <translation>
                <numerusform>Llinell y model: {n:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn {ratio:.1f} gwaith cymaint o alwadau â'r model.</numerusform>
                <numerusform>Llinell y model: {n:,} alwad, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn {ratio:.1f} gwaith cymaint o alwadau â'r model.</numerusform>
                <numerusform>Llinell y model: {n:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn {ratio:.1f} gwaith cymaint o alwadau â'r model.</numerusform>
                <numerusform>Llinell y model: {n:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn {ratio:.1f} gwaith cymaint o alwadau â'r model.</numerusform>
                <numerusform>Llinell y model: {n:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn {ratio:.1f} gwaith cymaint o alwadau â'r model.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</source>
            <oldsource>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</oldsource>
            <comment>DESCRIBE_STORM_MODEL_FEWER</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</extracomment>
            <translation>
                <numerusform>Llinell y model: {n:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn {ratio:.1f} gwaith yn llai o alwadau na'r model.</numerusform>
                <numerusform>Llinell y model: {n:,} alwad, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn {ratio:.1f} gwaith yn llai o alwadau na'r model.</numerusform>
                <numerusform>Llinell y model: {n:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn {ratio:.1f} gwaith yn llai o alwadau na'r model.</numerusform>
                <numerusform>Llinell y model: {n:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn {ratio:.1f} gwaith yn llai o alwadau na'r model.</numerusform>
                <numerusform>Llinell y model: {n:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn {ratio:.1f} gwaith yn llai o alwadau na'r model.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</source>
            <oldsource>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</oldsource>
            <comment>DESCRIBE_STORM_MODEL_CLOSE</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</extracomment>
            <translation>
                <numerusform>Llinell y model: {n:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn tua'r un nifer o alwadau â'r model.</numerusform>
                <numerusform>Llinell y model: {n:,} alwad, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn tua'r un nifer o alwadau â'r model.</numerusform>
                <numerusform>Llinell y model: {n:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn tua'r un nifer o alwadau â'r model.</numerusform>
                <numerusform>Llinell y model: {n:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn tua'r un nifer o alwadau â'r model.</numerusform>
                <numerusform>Llinell y model: {n:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn tua'r un nifer o alwadau â'r model.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls, {refused:,} of them refused; tries again in all: {total:,}.</source>
            <comment>DESCRIBE_TEN_CALLS</comment>
            <extracomment>English for one: {rule}: {n:,} call, {refused:,} of them refused; tries again in all: {total:,}.</extracomment>
            <translation>
                <numerusform>{rule}: {n:,} o alwadau, gwrthodwyd {refused:,} ohonynt; ailgeisiadau i gyd: {total:,}.</numerusform>
                <numerusform>{rule}: {n:,} alwad, gwrthodwyd {refused:,} ohonynt; ailgeisiadau i gyd: {total:,}.</numerusform>
                <numerusform>{rule}: {n:,} o alwadau, gwrthodwyd {refused:,} ohonynt; ailgeisiadau i gyd: {total:,}.</numerusform>
                <numerusform>{rule}: {n:,} o alwadau, gwrthodwyd {refused:,} ohonynt; ailgeisiadau i gyd: {total:,}.</numerusform>
                <numerusform>{rule}: {n:,} o alwadau, gwrthodwyd {refused:,} ohonynt; ailgeisiadau i gyd: {total:,}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Agent {agents} tried again most, {n} times.</source>
            <oldsource>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agent {agents} tried again most, {most} times.</oldsource>
            <comment>DESCRIBE_TEN_ONE_MOST</comment>
            <extracomment>English for one: Agent {agents} tried again most, {n} time.</extracomment>
            <translation>
                <numerusform>Asiant {agents} geisiodd eto fwyaf, {n} o weithiau.</numerusform>
                <numerusform>Asiant {agents} geisiodd eto fwyaf, {n} waith.</numerusform>
                <numerusform>Asiant {agents} geisiodd eto fwyaf, {n} o weithiau.</numerusform>
                <numerusform>Asiant {agents} geisiodd eto fwyaf, {n} o weithiau.</numerusform>
                <numerusform>Asiant {agents} geisiodd eto fwyaf, {n} o weithiau.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Agents {agents} tried again most, {n} times each.</source>
            <oldsource>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agents {agents} tried again most, {most} times each.</oldsource>
            <comment>DESCRIBE_TEN_MANY_MOST</comment>
            <extracomment>English for one: Agents {agents} tried again most, {n} time each.</extracomment>
            <translation>
                <numerusform>Asiantau {agents} geisiodd eto fwyaf, {n} o weithiau yr un.</numerusform>
                <numerusform>Asiantau {agents} geisiodd eto fwyaf, {n} waith yr un.</numerusform>
                <numerusform>Asiantau {agents} geisiodd eto fwyaf, {n} o weithiau yr un.</numerusform>
                <numerusform>Asiantau {agents} geisiodd eto fwyaf, {n} o weithiau yr un.</numerusform>
                <numerusform>Asiantau {agents} geisiodd eto fwyaf, {n} o weithiau yr un.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All {n} agents had their answer by {last:.1f} s.</source>
            <oldsource>All {agents} agents had their answer by {last:.1f} s.</oldsource>
            <comment>DESCRIBE_TEN_ANSWERED</comment>
            <extracomment>English for one: {n} agent had its answer by {last:.1f} s.</extracomment>
            <translation>
                <numerusform>Roedd pob un o'r {n} asiant wedi cael ateb erbyn {last:.1f} s.</numerusform>
                <numerusform>Roedd {n} asiant wedi cael ateb erbyn {last:.1f} s.</numerusform>
                <numerusform>Roedd pob un o'r {n} asiant wedi cael ateb erbyn {last:.1f} s.</numerusform>
                <numerusform>Roedd pob un o'r {n} asiant wedi cael ateb erbyn {last:.1f} s.</numerusform>
                <numerusform>Roedd pob un o'r {n} asiant wedi cael ateb erbyn {last:.1f} s.</numerusform>
            </translation>
        </message>
        <message>
            <source>{headline} {figures}</source>
            <comment>ANNOUNCE_SETTLED</comment>
            <translation>{headline} {figures}</translation>
        </message>
        <message>
            <source>Table</source>
            <comment>ACCESS_TABLE_NAME</comment>
            <translation>Tabl</translation>
        </message>
        <message>
            <source>{name}: {item}</source>
            <comment>ACCESS_COMBO_NAME</comment>
            <translation>{name}: {item}</translation>
        </message>
        <message>
            <source>Headline</source>
            <comment>ACCESS_HEADLINE_NAME</comment>
            <translation>Pennawd</translation>
        </message>
        <message>
            <source>Menu</source>
            <comment>ACCESS_MENU_NAME</comment>
            <translation>Dewislen</translation>
        </message>
        <message>
            <source>Status</source>
            <comment>ACCESS_STATUS_NAME</comment>
            <translation>Statws</translation>
        </message>
        <message>
            <source>{title}, slider</source>
            <comment>ACCESS_SLIDER_NAME</comment>
            <translation>{title}, llithrydd</translation>
        </message>
        <message>
            <source>{title}. {intro}</source>
            <comment>ACCESS_LESSON_OPENED</comment>
            <translation>{title}. {intro}</translation>
        </message>
        <message>
            <source>Result</source>
            <comment>ACCESS_RESULT_NAME</comment>
            <translation>Canlyniad</translation>
        </message>
        <message>
            <source>Views</source>
            <comment>ACCESS_TABS_NAME</comment>
            <translation>Golygon</translation>
        </message>
        <message>
            <source>Columns: {columns}. {rows} rows, one for each retry rule.</source>
            <comment>ACCESS_TABLE_DESCRIPTION</comment>
            <translation>Colofnau: {columns}. {rows} rhes, un ar gyfer pob rheol ailgeisio.</translation>
        </message>
        <message>
            <source>What is on the screen</source>
            <comment>ACCESS_SUMMARY_TITLE</comment>
            <translation>Beth sydd ar y sgrin</translation>
        </message>
        <message>
            <source>Page: {page}.</source>
            <comment>ACCESS_SUMMARY_PAGE</comment>
            <translation>Tudalen: {page}.</translation>
        </message>
        <message>
            <source>View: {view}.</source>
            <comment>ACCESS_SUMMARY_VIEW</comment>
            <translation>Golwg: {view}.</translation>
        </message>
        <message>
            <source>Chart, {name}: {description}</source>
            <comment>ACCESS_SUMMARY_CHART</comment>
            <translation>Siart, {name}: {description}</translation>
        </message>
        <message>
            <source>Table, {name}:</source>
            <comment>ACCESS_SUMMARY_TABLE</comment>
            <translation>Tabl, {name}:</translation>
        </message>
        <message>
            <source>{cells}.</source>
            <comment>ACCESS_SUMMARY_ROW</comment>
            <translation>{cells}.</translation>
        </message>
        <message>
            <source>All lessons (the start screen)</source>
            <comment>ACCESS_PAGE_START</comment>
            <translation>Yr holl wersi (y sgrin gychwyn)</translation>
        </message>
        <message>
            <source>The lab</source>
            <comment>ACCESS_PAGE_OTHER</comment>
            <translation>Y labordy</translation>
        </message>
        <message>
            <source>The rules side by side, same crowd</source>
            <comment>TABLE_TITLE</comment>
            <translation>Y rheolau ochr yn ochr, yr un dorf</translation>
        </message>
        <message numerus="yes">
            <source>Whole runs, start to finish: middle of {n} runs. Highlighted: the rule you chose.</source>
            <oldsource>Whole runs, start to finish: middle of {n} runs, roll of the dice {seed}. Highlighted: the rule you chose.</oldsource>
            <comment>TABLE_NOTE</comment>
            <extracomment>English for one: Whole runs, start to finish: middle of {n} run. Highlighted: the rule you chose.</extracomment>
            <translation>
                <numerusform>Rhediadau cyfan, o'r dechrau i'r diwedd: canol {n} o rediadau. Wedi'i amlygu: y rheol a ddewisoch chi.</numerusform>
                <numerusform>Rhediadau cyfan, o'r dechrau i'r diwedd: canol {n} rhediad. Wedi'i amlygu: y rheol a ddewisoch chi.</numerusform>
                <numerusform>Rhediadau cyfan, o'r dechrau i'r diwedd: canol {n} o rediadau. Wedi'i amlygu: y rheol a ddewisoch chi.</numerusform>
                <numerusform>Rhediadau cyfan, o'r dechrau i'r diwedd: canol {n} o rediadau. Wedi'i amlygu: y rheol a ddewisoch chi.</numerusform>
                <numerusform>Rhediadau cyfan, o'r dechrau i'r diwedd: canol {n} o rediadau. Wedi'i amlygu: y rheol a ddewisoch chi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Whole runs, start to finish: the middle of {n} runs. Highlighted: the rule you chose.</source>
            <comment>TABLE_NOTE_VISITORS</comment>
            <extracomment>English for one: Whole runs, start to finish: the middle of {n} run. Highlighted: the rule you chose.</extracomment>
            <translation>
                <numerusform>Rhediadau cyfan, o'r dechrau i'r diwedd: canol {n} rhediad. Wedi'i amlygu: y rheol a ddewisoch chi.</numerusform>
                <numerusform>Rhediadau cyfan, o'r dechrau i'r diwedd: canol {n} rediad. Wedi'i amlygu: y rheol a ddewisoch chi.</numerusform>
                <numerusform>Rhediadau cyfan, o'r dechrau i'r diwedd: canol {n} o rediadau. Wedi'i amlygu: y rheol a ddewisoch chi.</numerusform>
                <numerusform>Rhediadau cyfan, o'r dechrau i'r diwedd: canol {n} o rediadau. Wedi'i amlygu: y rheol a ddewisoch chi.</numerusform>
                <numerusform>Rhediadau cyfan, o'r dechrau i'r diwedd: canol {n} o rediadau. Wedi'i amlygu: y rheol a ddewisoch chi.</numerusform>
            </translation>
        </message>
        <message>
            <source>Each number is the median of the runs: half the runs did better, half worse. The roll of the dice is the random seed: the same seed gives exactly the same runs.</source>
            <comment>TABLE_NOTE_TIP</comment>
            <translation>Mae pob rhif yn ganolrif y rhediadau: gwnaeth hanner y rhediadau'n well, a hanner yn waeth. Tafliad y dis yw'r hedyn hap: mae'r un hedyn yn rhoi'r un rhediadau yn union.</translation>
        </message>
        <message>
            <source>Each number is the median of the runs: half the runs did better, half worse. This table's roll of the dice (the random seed) is {seed}: the same seed gives exactly the same runs.</source>
            <comment>TABLE_NOTE_SEED_TIP</comment>
            <translation>Mae pob rhif yn ganolrif y rhediadau: gwnaeth hanner y rhediadau'n well, a hanner yn waeth. Tafliad y dis (yr hedyn hap) ar gyfer y tabl hwn yw {seed}: mae'r un hedyn yn rhoi'r un rhediadau yn union.</translation>
        </message>
        <message>
            <source>Agents who gave up</source>
            <comment>TABLE_GAVE_UP</comment>
            <translation>Asiantau a roddodd y gorau iddi</translation>
        </message>
        <message numerus="yes">
            <source>The result is this table, the middle of {n} runs; the plots show one of them, and the published table {why}: {figures}.</source>
            <comment>PUBLISHED_NOTE</comment>
            <extracomment>English for one: The result is this table, the middle of {n} run; the plots show that run, and the published table {why}: {figures}.</extracomment>
            <translation>
                <numerusform>Y canlyniad yw'r tabl hwn, canol {n} o rediadau; mae'r graffiau'n dangos un ohonyn nhw, ac mae'r tabl cyhoeddedig {why}: {figures}.</numerusform>
                <numerusform>Y canlyniad yw'r tabl hwn, canol {n} rhediad; mae'r graffiau'n dangos y rhediad hwnnw, ac mae'r tabl cyhoeddedig {why}: {figures}.</numerusform>
                <numerusform>Y canlyniad yw'r tabl hwn, canol {n} o rediadau; mae'r graffiau'n dangos un ohonyn nhw, ac mae'r tabl cyhoeddedig {why}: {figures}.</numerusform>
                <numerusform>Y canlyniad yw'r tabl hwn, canol {n} o rediadau; mae'r graffiau'n dangos un ohonyn nhw, ac mae'r tabl cyhoeddedig {why}: {figures}.</numerusform>
                <numerusform>Y canlyniad yw'r tabl hwn, canol {n} o rediadau; mae'r graffiau'n dangos un ohonyn nhw, ac mae'r tabl cyhoeddedig {why}: {figures}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{rule} {published}</source>
            <comment>PUBLISHED_FIGURE</comment>
            <translation>{rule} {published}</translation>
        </message>
        <message>
            <source>{figures}; {more}</source>
            <comment>PUBLISHED_JOIN</comment>
            <translation>{figures}; {more}</translation>
        </message>
        <message>
            <source>is rounded its own way</source>
            <comment>PUBLISHED_WHY/rounded</comment>
            <translation>wedi'i dalgrynnu yn ei ffordd ei hun</translation>
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice</source>
            <comment>PUBLISHED_WHY/random</comment>
            <translation>yn {runs} o rediadau eraill, gyda'i dafliad dis ei hun</translation>
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice and rounding</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation>yn {runs} o rediadau eraill, gyda'i dafliad dis a'i dalgrynnu ei hun</translation>
        </message>
        <message>
            <source>The published table is the middle of {runs} runs. {figures}. {why}</source>
            <oldsource>The published table is the middle of {runs} runs. {figures}. {why} The facts are in docs/model.md, in its section on the model's figures against the published table.</oldsource>
            <comment>PUBLISHED_TIP</comment>
            <translation>Mae'r tabl cyhoeddedig yn ganol {runs} o rediadau. {figures}. {why}</translation>
        </message>
        <message>
            <source>{rule}: published {published}, here {shown}</source>
            <comment>PUBLISHED_TIP_FIGURE</comment>
            <translation>{rule}: cyhoeddwyd {published}, yma {shown}</translation>
        </message>
        <message>
            <source>{v:.1f} s</source>
            <oldsource>{v}</oldsource>
            <comment>PUBLISHED_METRIC/last_served</comment>
            <translation>{v:.1f} s</translation>
        </message>
        <message>
            <source>{v:,.0f} calls</source>
            <oldsource>{v} calls</oldsource>
            <comment>PUBLISHED_METRIC/calls</comment>
            <translation>{v:,.0f} galwad</translation>
        </message>
        <message>
            <source>{v:,.0f} refused</source>
            <oldsource>{v} refused</oldsource>
            <comment>PUBLISHED_METRIC/refused</comment>
            <translation>{v:,.0f} wedi'u gwrthod</translation>
        </message>
        <message>
            <source>typical agent {v:.1f} s</source>
            <oldsource>typical agent {v}</oldsource>
            <comment>PUBLISHED_METRIC/typical_served</comment>
            <translation>asiant nodweddiadol {v:.1f} s</translation>
        </message>
        <message>
            <source>A rule without randomness differs only by the write-up's rounding and timing.</source>
            <comment>PUBLISHED_WHY_ROUNDED</comment>
            <translation>Mae rheol heb hap yn wahanol dim ond oherwydd talgrynnu ac amseru'r adroddiad.</translation>
        </message>
        <message>
            <source>A random wait's figures move with the random draws: this roll of the dice, {runs} runs and the lab's faster engine draw other numbers than the published runs did.</source>
            <comment>PUBLISHED_WHY_RANDOM</comment>
            <translation>Mae ffigurau aros ar hap yn symud gyda'r tyniadau hap: mae'r tafliad dis hwn, {runs} o rediadau a pheiriant cyflymach y labordy yn tynnu rhifau gwahanol i'r rhediadau cyhoeddedig.</translation>
        </message>
        <message>
            <source>The published story's figures: this table agrees with the published one.</source>
            <comment>PUBLISHED_SAME</comment>
            <translation>Ffigurau'r stori gyhoeddedig: mae'r tabl hwn yn cytuno â'r un cyhoeddedig.</translation>
        </message>
        <message>
            <source>Other settings than the published story: there is no published table to compare with.</source>
            <comment>PUBLISHED_OTHER</comment>
            <translation>Gosodiadau gwahanol i'r stori gyhoeddedig: does dim tabl cyhoeddedig i gymharu ag ef.</translation>
        </message>
        <message>
            <source>Randomness {j:.2f}</source>
            <comment>JITTER_ROW</comment>
            <translation>Hap {j:.2f}</translation>
        </message>
        <message>
            <source>Updating the table: {rule}, run {done} of {total}…</source>
            <oldsource>Updating the table: run {done} of {total}…</oldsource>
            <comment>TABLE_UPDATING</comment>
            <translation>Yn diweddaru'r tabl: {rule}, rhediad {done} o {total}…</translation>
        </message>
        <message>
            <source>Updating the table: run {done} of {total}…</source>
            <comment>TABLE_UPDATING_ANY</comment>
            <translation>Yn diweddaru'r tabl: rhediad {done} o {total}…</translation>
        </message>
        <message>
            <source>Working out the table…</source>
            <comment>TABLE_WAITING</comment>
            <translation>Yn cyfrifo'r tabl…</translation>
        </message>
        <message>
            <source>Play</source>
            <comment>PLAY</comment>
            <translation>Chwarae</translation>
        </message>
        <message>
            <source>Pause</source>
            <comment>PAUSE</comment>
            <translation>Saib</translation>
        </message>
        <message>
            <source>Step</source>
            <comment>STEP</comment>
            <translation>Cam</translation>
        </message>
        <message>
            <source>Speed</source>
            <comment>SPEED</comment>
            <translation>Cyflymder</translation>
        </message>
        <message>
            <source>Reset all</source>
            <comment>RESET_ALL</comment>
            <translation>Ailosod y cyfan</translation>
        </message>
        <message>
            <source>Your last settings</source>
            <comment>LAST_SETTINGS</comment>
            <translation>Eich gosodiadau diwethaf</translation>
        </message>
        <message>
            <source>Free play begins from the lab's own settings, not the lesson's.</source>
            <comment>STATUS_FREE_FROM_LAB</comment>
            <translation>Mae chwarae rhydd yn dechrau o osodiadau'r labordy ei hun, nid rhai'r wers.</translation>
        </message>
        <message>
            <source>Free play begins from the published story. The settings this lab had last time: Your last settings, beside Reset all.</source>
            <comment>STATUS_FROM_STORY</comment>
            <translation>Mae chwarae rhydd yn dechrau o'r stori gyhoeddedig. Y gosodiadau oedd gan y labordy y tro diwethaf: Eich gosodiadau diwethaf, wrth ymyl Ailosod y cyfan.</translation>
        </message>
        <message>
            <source>Save picture</source>
            <comment>EXPORT_SCREENSHOT</comment>
            <translation>Cadw llun</translation>
        </message>
        <message>
            <source>Whole window</source>
            <comment>EXPORT_WHOLE</comment>
            <translation>Y ffenestr gyfan</translation>
        </message>
        <message>
            <source>The picture only, for a slide</source>
            <comment>EXPORT_SLIDE</comment>
            <translation>Y llun yn unig, ar gyfer sleid</translation>
        </message>
        <message>
            <source>Save data (CSV)</source>
            <comment>EXPORT_DATA</comment>
            <translation>Cadw data (CSV)</translation>
        </message>
        <message>
            <source>Measure API</source>
            <comment>MEASURE</comment>
            <translation>Mesur yr API</translation>
        </message>
        <message>
            <source>Time a tool</source>
            <comment>MEASURE_LESSON</comment>
            <translation>Amseru offeryn</translation>
        </message>
        <message>
            <source>Cancel measuring</source>
            <comment>MEASURE_CANCEL</comment>
            <translation>Stopio mesur</translation>
        </message>
        <message>
            <source>Keys</source>
            <comment>HELP</comment>
            <translation>Bysellau</translation>
        </message>
        <message>
            <source>Replay: {now:.1f} s of {end:.1f} s</source>
            <comment>CLOCK</comment>
            <translation>Ailchwarae: {now:.1f} s o {end:.1f} s</translation>
        </message>
        <message>
            <source>Replay this run in simulated time: watch the calls arrive and the agents get served.</source>
            <comment>TIP/play</comment>
            <translation>Ailchwarae'r rhediad hwn mewn amser efelychiedig: gwylio'r galwadau'n cyrraedd a'r asiantau'n cael ateb.</translation>
        </message>
        <message>
            <source>Move the replay forward by one bar width.</source>
            <comment>TIP/step</comment>
            <translation>Symud yr ailchwarae ymlaen un lled bar.</translation>
        </message>
        <message>
            <source>How fast the replay runs. Instant jumps to the end.</source>
            <comment>TIP/speed</comment>
            <translation>Pa mor gyflym mae'r ailchwarae'n rhedeg. Mae 'Ar unwaith' yn neidio i'r diwedd.</translation>
        </message>
        <message>
            <source>Put every setting back to the published story's values, clear your own points and undo any zoom.</source>
            <oldsource>Put every setting back to the published story's values.</oldsource>
            <comment>TIP/reset</comment>
            <translation>Rhoi pob gosodiad yn ôl i werthoedd y stori gyhoeddedig, clirio eich pwyntiau eich hun a dadwneud unrhyw chwyddo.</translation>
        </message>
        <message>
            <source>Put back the settings this lab had when it was last used (free play began from the story's).</source>
            <comment>TIP/last_settings</comment>
            <translation>Rhoi'n ôl y gosodiadau oedd gan y labordy hwn pan gafodd ei ddefnyddio ddiwethaf (dechreuodd chwarae rhydd o rai'r stori).</translation>
        </message>
        <message>
            <source>Save a picture of the page on screen, with a caption naming its rule and settings. You choose where.</source>
            <oldsource>Save a picture of the window in your Pictures folder.</oldsource>
            <comment>TIP/export</comment>
            <translation>Cadw llun o'r dudalen ar y sgrin, gyda chapsiwn yn enwi ei rheol a'i gosodiadau. Chi sy'n dewis ble.</translation>
        </message>
        <message>
            <source>Save the results table, with the settings it was made with, as a CSV file. You choose where.</source>
            <oldsource>Save the results table and every call of this run as CSV files in your Documents folder.</oldsource>
            <comment>TIP/data</comment>
            <translation>Cadw tabl y canlyniadau, gyda'r gosodiadau a'i gwnaeth, fel ffeil CSV. Chi sy'n dewis ble.</translation>
        </message>
        <message>
            <source>Time five polite calls to the Department for Transport's road traffic API and use the answer time.</source>
            <comment>TIP/measure</comment>
            <translation>Amseru pum galwad gwrtais i API traffig ffyrdd yr Adran Drafnidiaeth (DfT) a defnyddio'r amser ateb.</translation>
        </message>
        <message>
            <source>Time five polite calls to a real tool on the internet, the Department for Transport's road traffic counts (an API), and give the agents' tool its answer time.</source>
            <comment>TIP/measure_lesson</comment>
            <translation>Amseru pum galwad gwrtais i offeryn go iawn ar y rhyngrwyd, cyfrifiadau traffig ffyrdd yr Adran Drafnidiaeth (API), a rhoi ei amser ateb i offeryn yr asiantau.</translation>
        </message>
        <message>
            <source>Measuring the real API is not available in this copy of the lab.</source>
            <comment>TIP/measure_off</comment>
            <translation>Dydy mesur yr API go iawn ddim ar gael yn y copi hwn o'r labordy.</translation>
        </message>
        <message>
            <source>Stop the timing calls now. The answer time stays as it was.</source>
            <comment>TIP/measure_cancel</comment>
            <translation>Stopio'r galwadau amseru nawr. Mae'r amser ateb yn aros fel roedd.</translation>
        </message>
        <message>
            <source>Timing polite calls to {where}…</source>
            <comment>MEASURE_STARTED</comment>
            <translation>Yn amseru galwadau gwrtais i {where}…</translation>
        </message>
        <message>
            <source>Measuring: call {index} of {total}: {what}</source>
            <comment>MEASURE_PROGRESS</comment>
            <translation>Yn mesur: galwad {index} o {total}: {what}</translation>
        </message>
        <message>
            <source>{seconds:.2f} s</source>
            <comment>MEASURE_CALL_OK</comment>
            <translation>{seconds:.2f} s</translation>
        </message>
        <message>
            <source>failed ({error})</source>
            <comment>MEASURE_CALL_FAILED</comment>
            <translation>wedi methu ({error})</translation>
        </message>
        <message numerus="yes">
            <source>Measured {count} of {n} calls: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</source>
            <comment>MEASURE_DONE</comment>
            <extracomment>English for one: Measured {count} of {n} call: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</extracomment>
            <translation>
                <numerusform>Mesurwyd {count} o'r {n} o alwadau: canolrif {median:.2f} s (o {low:.2f} i {high:.2f} s). Mae'r efelychiad nawr yn defnyddio'r amseroedd hyn.</numerusform>
                <numerusform>Mesurwyd {count} o {n} alwad: canolrif {median:.2f} s (o {low:.2f} i {high:.2f} s). Mae'r efelychiad nawr yn defnyddio'r amseroedd hyn.</numerusform>
                <numerusform>Mesurwyd {count} o'r {n} o alwadau: canolrif {median:.2f} s (o {low:.2f} i {high:.2f} s). Mae'r efelychiad nawr yn defnyddio'r amseroedd hyn.</numerusform>
                <numerusform>Mesurwyd {count} o'r {n} o alwadau: canolrif {median:.2f} s (o {low:.2f} i {high:.2f} s). Mae'r efelychiad nawr yn defnyddio'r amseroedd hyn.</numerusform>
                <numerusform>Mesurwyd {count} o'r {n} o alwadau: canolrif {median:.2f} s (o {low:.2f} i {high:.2f} s). Mae'r efelychiad nawr yn defnyddio'r amseroedd hyn.</numerusform>
            </translation>
        </message>
        <message>
            <source>measured {date}: {times} s (median {median:.2f} s)</source>
            <comment>MEASURE_NOTE</comment>
            <translation>mesurwyd {date}: {times} s (canolrif {median:.2f} s)</translation>
        </message>
        <message>
            <source>Measuring stopped. The answer time stays at {answer:.2f} s.</source>
            <comment>MEASURE_CANCELLED</comment>
            <translation>Mesur wedi stopio. Mae'r amser ateb yn aros ar {answer:.2f} s.</translation>
        </message>
        <message>
            <source>Measuring did not work: {reason}</source>
            <comment>MEASURE_FAILED</comment>
            <translation>Wnaeth y mesur ddim gweithio: {reason}</translation>
        </message>
        <message>
            <source>Measuring did not work</source>
            <comment>MEASURE_FAILED_SHORT</comment>
            <translation>Wnaeth y mesur ddim gweithio</translation>
        </message>
        <message>
            <source>Not measured: the answer time stays {answer:.2f} s.</source>
            <comment>MEASURE_FAILED_NOTE</comment>
            <translation>Heb ei fesur: mae'r amser ateb yn aros yn {answer:.2f} s.</translation>
        </message>
        <message>
            <source>Ready.</source>
            <comment>STATUS_READY</comment>
            <translation>Yn barod.</translation>
        </message>
        <message>
            <source>Simulating…</source>
            <comment>STATUS_RUNNING</comment>
            <translation>Yn efelychu…</translation>
        </message>
        <message numerus="yes">
            <source>Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. Table: the middle of {runs}.</source>
            <oldsource>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The table is the middle of {runs}.</oldsource>
            <comment>STATUS_SHOWING</comment>
            <extracomment>English for one: Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. Table: the middle of {runs}.</extracomment>
            <translation>
                <numerusform>Graffiau: rhediad nodweddiadol o {runs}, anfonwyd {n:,}, gwrthodwyd {refused:,}, ateb i'r asiant olaf ar {last:.1f} s. Tabl: canol {runs} rhediad.</numerusform>
                <numerusform>Graffiau: rhediad nodweddiadol o {runs}, anfonwyd {n:,}, gwrthodwyd {refused:,}, ateb i'r asiant olaf ar {last:.1f} s. Tabl: canol {runs} rhediad.</numerusform>
                <numerusform>Graffiau: rhediad nodweddiadol o {runs}, anfonwyd {n:,}, gwrthodwyd {refused:,}, ateb i'r asiant olaf ar {last:.1f} s. Tabl: canol {runs} rhediad.</numerusform>
                <numerusform>Graffiau: rhediad nodweddiadol o {runs}, anfonwyd {n:,}, gwrthodwyd {refused:,}, ateb i'r asiant olaf ar {last:.1f} s. Tabl: canol {runs} rhediad.</numerusform>
                <numerusform>Graffiau: rhediad nodweddiadol o {runs}, anfonwyd {n:,}, gwrthodwyd {refused:,}, ateb i'r asiant olaf ar {last:.1f} s. Tabl: canol {runs} rhediad.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. Headline: the middle of {runs}.</source>
            <oldsource>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The headline's figures are the middle of {runs}.</oldsource>
            <comment>STATUS_SHOWING_NO_TABLE</comment>
            <extracomment>English for one: Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. Headline: the middle of {runs}.</extracomment>
            <translation>
                <numerusform>Graffiau: rhediad nodweddiadol o {runs}, anfonwyd {n:,}, gwrthodwyd {refused:,}, ateb i'r asiant olaf ar {last:.1f} s. Pennawd: canol {runs} rhediad.</numerusform>
                <numerusform>Graffiau: rhediad nodweddiadol o {runs}, anfonwyd {n:,}, gwrthodwyd {refused:,}, ateb i'r asiant olaf ar {last:.1f} s. Pennawd: canol {runs} rhediad.</numerusform>
                <numerusform>Graffiau: rhediad nodweddiadol o {runs}, anfonwyd {n:,}, gwrthodwyd {refused:,}, ateb i'r asiant olaf ar {last:.1f} s. Pennawd: canol {runs} rhediad.</numerusform>
                <numerusform>Graffiau: rhediad nodweddiadol o {runs}, anfonwyd {n:,}, gwrthodwyd {refused:,}, ateb i'r asiant olaf ar {last:.1f} s. Pennawd: canol {runs} rhediad.</numerusform>
                <numerusform>Graffiau: rhediad nodweddiadol o {runs}, anfonwyd {n:,}, gwrthodwyd {refused:,}, ateb i'r asiant olaf ar {last:.1f} s. Pennawd: canol {runs} rhediad.</numerusform>
            </translation>
        </message>
        <message>
            <source>The plots show run {index} of {runs} with the new settings; finding the typical run…</source>
            <comment>STATUS_SHOWING_QUICK</comment>
            <translation>Mae'r graffiau'n dangos rhediad {index} o {runs} gyda'r gosodiadau newydd; yn chwilio am y rhediad nodweddiadol…</translation>
        </message>
        <message>
            <source>{lead}</source>
            <comment>COMPARE_PARTNER</comment>
            <translation>{lead}</translation>
        </message>
        <message>
            <source>Your rule: {rule}</source>
            <comment>COMPARE_CHOSEN</comment>
            <translation>Eich rheol: {rule}</translation>
        </message>
        <message>
            <source>Working out the rule to compare with…</source>
            <comment>COMPARE_WAITING</comment>
            <translation>Yn cyfrifo'r rheol i gymharu â hi…</translation>
        </message>
        <message>
            <source>last agent served {last:.1f} s</source>
            <comment>COMPARE_LAST</comment>
            <translation>yr asiant olaf wedi cael ateb {last:.1f} s</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below. The headline and the table give the middle of many runs, so their figures can differ a little.</source>
            <oldsource>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline and the table give the middle of many runs, so their figures can differ a little.</oldsource>
            <comment>COMPARE_SCALE</comment>
            <translation>Un raddfa amser i'r ddau, fel bod modd cymharu eu lled: yn y ddau rediad yn y llun mae'r asiant olaf yn cael ateb ar {top:.1f} s uchod ac ar {bottom:.1f} s isod. Mae'r pennawd a'r tabl yn rhoi canol llawer o rediadau, felly gall eu ffigurau fod ychydig yn wahanol.</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below. The headline gives the middle of many runs, so its figures can differ a little.</source>
            <oldsource>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline gives the middle of many runs, so its figures can differ a little.</oldsource>
            <comment>COMPARE_SCALE_NO_TABLE</comment>
            <translation>Un raddfa amser i'r ddau, fel bod modd cymharu eu lled: yn y ddau rediad yn y llun mae'r asiant olaf yn cael ateb ar {top:.1f} s uchod ac ar {bottom:.1f} s isod. Mae'r pennawd yn rhoi canol llawer o rediadau, felly gall ei ffigurau fod ychydig yn wahanol.</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}).</source>
            <comment>COMPARE_SCALE_PICTURE</comment>
            <translation>Un raddfa amser i'r ddau, fel bod modd cymharu eu lled: yn y ddau rediad yn y llun mae'r asiant olaf yn cael ateb ar {top:.1f} s uchod ac ar {bottom:.1f} s isod ({words}).</translation>
        </message>
        <message>
            <source>{times:.1f} times sooner below</source>
            <comment>COMPARE_SOONER</comment>
            <translation>{times:.1f} gwaith yn gynt isod</translation>
        </message>
        <message>
            <source>{times:.1f} times later below</source>
            <comment>COMPARE_LATER</comment>
            <translation>{times:.1f} gwaith yn hwyrach isod</translation>
        </message>
        <message>
            <source>{pct:.0f}% sooner below</source>
            <comment>COMPARE_SOONER_PCT</comment>
            <translation>{pct:.0f}% yn gynt isod</translation>
        </message>
        <message>
            <source>{pct:.0f}% later below</source>
            <comment>COMPARE_LATER_PCT</comment>
            <translation>{pct:.0f}% yn hwyrach isod</translation>
        </message>
        <message>
            <source>about the same time</source>
            <comment>COMPARE_SAME</comment>
            <translation>tua'r un amser</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>HEADLINE_LEAD/immediate</comment>
            <translation>Ailgeisio ar unwaith</translation>
        </message>
        <message>
            <source>Exponential backoff (waiting in step)</source>
            <comment>HEADLINE_LEAD/exponential</comment>
            <translation>Oedi esbonyddol (aros fel un)</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>HEADLINE_LEAD/full-jitter</comment>
            <translation>Oedi gyda hap</translation>
        </message>
        <message>
            <source>Randomness {j:.2f} in the wait</source>
            <comment>HEADLINE_JITTER</comment>
            <translation>Hap {j:.2f} yn yr aros</translation>
        </message>
        <message>
            <source>exponential backoff</source>
            <comment>HEADLINE_OTHER/exponential</comment>
            <translation>oedi esbonyddol</translation>
        </message>
        <message>
            <source>backoff with jitter</source>
            <comment>HEADLINE_OTHER/full-jitter</comment>
            <translation>oedi gyda hap</translation>
        </message>
        <message>
            <source>{pct:.0f}% fewer calls than {other}</source>
            <comment>HEADLINE_FEWER</comment>
            <translation>{pct:.0f}% yn llai o alwadau nag {other}</translation>
        </message>
        <message>
            <source>about as many calls as {other}</source>
            <comment>HEADLINE_SAME_CALLS</comment>
            <translation>tua'r un nifer o alwadau ag {other}</translation>
        </message>
        <message>
            <source>{pct:.0f}% more calls than {other}</source>
            <comment>HEADLINE_MORE</comment>
            <translation>{pct:.0f}% yn fwy o alwadau nag {other}</translation>
        </message>
        <message>
            <source>{times:.1f} times as many calls as {other}</source>
            <comment>HEADLINE_TIMES_MORE</comment>
            <translation>{times:.1f} gwaith cymaint o alwadau ag {other}</translation>
        </message>
        <message>
            <source>the last agent is served {times:.1f} times sooner</source>
            <comment>HEADLINE_SOONER_TIMES</comment>
            <translation>mae'r asiant olaf yn cael ateb {times:.1f} gwaith yn gynt</translation>
        </message>
        <message>
            <source>the last agent is served {pct:.0f}% sooner</source>
            <comment>HEADLINE_SOONER</comment>
            <translation>mae'r asiant olaf yn cael ateb {pct:.0f}% yn gynt</translation>
        </message>
        <message>
            <source>the last agent is served at about the same time</source>
            <comment>HEADLINE_SAME_LAST</comment>
            <translation>mae'r asiant olaf yn cael ateb tua'r un amser</translation>
        </message>
        <message>
            <source>the last agent is served {pct:.0f}% later</source>
            <comment>HEADLINE_LATER</comment>
            <translation>mae'r asiant olaf yn cael ateb {pct:.0f}% yn hwyrach</translation>
        </message>
        <message>
            <source>the last agent is served {times:.1f} times later</source>
            <comment>HEADLINE_LATER_TIMES</comment>
            <translation>mae'r asiant olaf yn cael ateb {times:.1f} gwaith yn hwyrach</translation>
        </message>
        <message>
            <source>{lead}: {calls}, and {last}.</source>
            <comment>HEADLINE</comment>
            <translation>{lead}: {calls}, ac {last}.</translation>
        </message>
        <message>
            <source>Working out how the rules compare…</source>
            <comment>HEADLINE_WAITING</comment>
            <translation>Yn cyfrifo sut mae'r rheolau'n cymharu…</translation>
        </message>
        <message>
            <source>{lead}: working out the calls and when the last agent is served…</source>
            <comment>HEADLINE_PENDING</comment>
            <translation>{lead}: yn cyfrifo'r galwadau a phryd mae'r asiant olaf yn cael ateb…</translation>
        </message>
        <message>
            <source>{lead}: too many calls to simulate here. The charts still show the last settings that could be.</source>
            <comment>HEADLINE_TOO_MANY</comment>
            <translation>{lead}: gormod o alwadau i'w efelychu yma. Mae'r siartiau'n dal i ddangos y gosodiadau olaf a oedd yn bosib.</translation>
        </message>
        <message>
            <source>Working out the first points: they appear here as they are ready.</source>
            <comment>SWEEP_EMPTY_RUNNING</comment>
            <translation>Yn cyfrifo'r pwyntiau cyntaf: maen nhw'n ymddangos yma pan fyddan nhw'n barod.</translation>
        </message>
        <message>
            <source>This chart will set every rule's calls sent against how long agents waited, for a range of settings: the best rules sit low and to the left. Press Run the sweep to fill it in.</source>
            <comment>SWEEP_EMPTY</comment>
            <translation>Bydd y siart hwn yn gosod galwadau pob rheol yn erbyn pa mor hir bu'r asiantau'n aros, ar gyfer ystod o osodiadau: mae'r rheolau gorau yn isel ac ar y chwith. Pwyswch Rhedeg yr ysgubiad i'w lenwi.</translation>
        </message>
        <message>
            <source>These charts will show Marc Brooker's experiment: how many calls each rule makes, and how long the work takes, as more and more clients compete. Press Run the experiment to fill them in.</source>
            <comment>BROOKER_EMPTY</comment>
            <translation>Bydd y siartiau hyn yn dangos arbrawf Marc Brooker: faint o alwadau mae pob rheol yn eu gwneud, a pha mor hir mae'r gwaith yn ei gymryd, wrth i fwy a mwy o gleientiaid gystadlu. Pwyswch Rhedeg yr arbrawf i'w llenwi.</translation>
        </message>
        <message>
            <source>The settings on the left do not change this tab: it has its own clients and its own tool.</source>
            <comment>CONTROLS_NOT_USED</comment>
            <translation>Dydy'r gosodiadau ar y chwith ddim yn newid y tab hwn: mae ganddo ei gleientiaid a'i offeryn ei hun.</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} of {agents:,} agents gave up and were never served (not counted in the times).</source>
            <comment>STATUS_GAVE_UP</comment>
            <extracomment>English for one: {n:,} of {agents:,} agents gave up and was never served (not counted in the times).</extracomment>
            <translation>
                <numerusform>Rhoddodd {n:,} o'r {agents:,} o asiantau'r gorau iddi a chawson nhw ddim ateb (heb eu cyfrif yn yr amseroedd).</numerusform>
                <numerusform>Rhoddodd {n:,} o'r {agents:,} o asiantau'r gorau iddi a chafodd ddim ateb (heb ei gyfrif yn yr amseroedd).</numerusform>
                <numerusform>Rhoddodd {n:,} o'r {agents:,} o asiantau'r gorau iddi a chawson nhw ddim ateb (heb eu cyfrif yn yr amseroedd).</numerusform>
                <numerusform>Rhoddodd {n:,} o'r {agents:,} o asiantau'r gorau iddi a chawson nhw ddim ateb (heb eu cyfrif yn yr amseroedd).</numerusform>
                <numerusform>Rhoddodd {n:,} o'r {agents:,} o asiantau'r gorau iddi a chawson nhw ddim ateb (heb eu cyfrif yn yr amseroedd).</numerusform>
            </translation>
        </message>
        <message>
            <source>the picture</source>
            <comment>WHAT_PICTURE</comment>
            <translation>y llun</translation>
        </message>
        <message>
            <source>the table and the calls</source>
            <comment>WHAT_DATA</comment>
            <translation>y tabl a'r galwadau</translation>
        </message>
        <message>
            <source>the table</source>
            <comment>WHAT_TABLE</comment>
            <translation>y tabl</translation>
        </message>
        <message>
            <source>the calls</source>
            <comment>WHAT_CALLS</comment>
            <translation>y galwadau</translation>
        </message>
        <message>
            <source>the simulation for these settings is still running; try again in a moment</source>
            <comment>STILL_RUNNING</comment>
            <translation>mae'r efelychiad ar gyfer y gosodiadau hyn yn dal i redeg; rhowch gynnig arall mewn munud</translation>
        </message>
        <message>
            <source>Saved {what} to {path}</source>
            <comment>STATUS_SAVED</comment>
            <translation>Wedi cadw {what} yn {path}</translation>
        </message>
        <message>
            <source>Saved the table to {table_path}. Saved the calls to {calls_path}.</source>
            <comment>STATUS_SAVED_TABLE_AND_CALLS</comment>
            <translation>Wedi cadw'r tabl yn {table_path}. Wedi cadw'r galwadau yn {calls_path}.</translation>
        </message>
        <message>
            <source>Saved the table to {table_path}. Could not save the calls: {reason}</source>
            <comment>STATUS_SAVED_TABLE_NOT_CALLS</comment>
            <translation>Wedi cadw'r tabl yn {table_path}. Methu cadw'r galwadau: {reason}</translation>
        </message>
        <message>
            <source>Saved the table to {path}; saving all {calls:,} calls in the background…</source>
            <comment>STATUS_SAVING_CALLS</comment>
            <translation>Wedi cadw'r tabl yn {path}; yn cadw pob un o'r {calls:,} o alwadau yn y cefndir…</translation>
        </message>
        <message>
            <source>Saving all {calls:,} calls to {path} in the background…</source>
            <comment>STATUS_SAVING_ONLY_CALLS</comment>
            <translation>Yn cadw pob un o'r {calls:,} o alwadau yn {path} yn y cefndir…</translation>
        </message>
        <message>
            <source>Could not save {what}: {reason}</source>
            <comment>STATUS_SAVE_FAILED</comment>
            <translation>Methu cadw {what}: {reason}</translation>
        </message>
        <message>
            <source>the name {name} cannot be written with this computer's file name encoding ({encoding}); choose a name and folder in plain letters, or set a UTF-8 language setting (for example LANG=C.UTF-8)</source>
            <comment>SAVE_REASONS/encoding</comment>
            <translation>ni ellir ysgrifennu'r enw {name} gydag amgodiad enwau ffeiliau'r cyfrifiadur hwn ({encoding}); dewiswch enw a ffolder mewn llythrennau plaen, neu gosodwch iaith UTF-8 (er enghraifft LANG=C.UTF-8)</translation>
        </message>
        <message>
            <source>the file name {name}... is {size:,} bytes long; a file name here can have at most {limit:,}</source>
            <comment>SAVE_REASONS/name_too_long</comment>
            <translation>mae'r enw ffeil {name}... yn {size:,} beit o hyd; gall enw ffeil yma fod yn {limit:,} beit ar y mwyaf</translation>
        </message>
        <message>
            <source>the folder {folder} does not exist</source>
            <comment>SAVE_REASONS/no_folder</comment>
            <translation>nid yw'r ffolder {folder} yn bodoli</translation>
        </message>
        <message>
            <source>the folder {folder} cannot be used ({why})</source>
            <comment>SAVE_REASONS/folder_unusable</comment>
            <translation>ni ellir defnyddio'r ffolder {folder} ({why})</translation>
        </message>
        <message>
            <source>{folder} is not a folder</source>
            <comment>SAVE_REASONS/not_a_folder</comment>
            <translation>nid ffolder yw {folder}</translation>
        </message>
        <message>
            <source>{path} cannot be used ({why})</source>
            <comment>SAVE_REASONS/unusable</comment>
            <translation>ni ellir defnyddio {path} ({why})</translation>
        </message>
        <message>
            <source>cannot write in the folder {folder} ({why})</source>
            <comment>SAVE_REASONS/folder_not_writable</comment>
            <translation>ni ellir ysgrifennu yn y ffolder {folder} ({why})</translation>
        </message>
        <message>
            <source>{path} is a symbolic link; the lab does not replace links: give the file's own path or a new name</source>
            <comment>SAVE_REASONS/link</comment>
            <translation>dolen symbolaidd yw {path}; nid yw'r labordy yn disodli dolenni: rhowch lwybr y ffeil ei hun neu enw newydd</translation>
        </message>
        <message>
            <source>{path} is a folder; give a file name</source>
            <comment>SAVE_REASONS/is_folder</comment>
            <translation>ffolder yw {path}; rhowch enw ffeil</translation>
        </message>
        <message>
            <source>{path} is not a plain file (a pipe, socket or device); give a new name</source>
            <comment>SAVE_REASONS/not_plain</comment>
            <translation>nid ffeil gyffredin yw {path} (pibell, soced neu ddyfais); rhowch enw newydd</translation>
        </message>
        <message>
            <source>{path} is read-only; the lab does not replace it: give a new name or make it writable</source>
            <comment>SAVE_REASONS/read_only</comment>
            <translation>mae {path} yn ddarllen-yn-unig; nid yw'r labordy yn ei disodli: rhowch enw newydd neu gwnewch hi'n ysgrifenadwy</translation>
        </message>
        <message>
            <source>too many files named like {name} in {folder}</source>
            <comment>SAVE_REASONS/too_many</comment>
            <translation>gormod o ffeiliau ag enw fel {name} yn {folder}</translation>
        </message>
        <message>
            <source>cannot create the folder {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_make_folder</comment>
            <translation>ni ellir creu'r ffolder {folder} ({why})</translation>
        </message>
        <message>
            <source>cannot write in {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_write_in</comment>
            <translation>ni ellir ysgrifennu yn {folder} ({why})</translation>
        </message>
        <message>
            <source>cannot write {name} in {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_write</comment>
            <translation>ni ellir ysgrifennu {name} yn {folder} ({why})</translation>
        </message>
        <message>
            <source>could not find a free name like {name} in {folder}</source>
            <comment>SAVE_REASONS/no_free_name</comment>
            <translation>methu dod o hyd i enw rhydd fel {name} yn {folder}</translation>
        </message>
        <message>
            <source>{name} was not saved (stopped before it was finished)</source>
            <comment>SAVE_REASONS/stopped</comment>
            <translation>ni chadwyd {name} (fe'i stopiwyd cyn iddo orffen)</translation>
        </message>
        <message>
            <source>permission denied</source>
            <comment>SAVE_OS_REASONS/permission</comment>
            <translation>dim caniatâd</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <comment>SAVE_OS_REASONS/full</comment>
            <translation>mae'r ddisg yn llawn</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <comment>SAVE_OS_REASONS/read_only_disk</comment>
            <translation>mae'r ddisg yn ddarllen-yn-unig</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <comment>SAVE_OS_REASONS/missing</comment>
            <translation>nid yw'n bodoli</translation>
        </message>
        <message>
            <source>the name is too long</source>
            <comment>SAVE_OS_REASONS/name_too_long</comment>
            <translation>mae'r enw yn rhy hir</translation>
        </message>
        <message>
            <source>Could not simulate these settings: {reason}</source>
            <comment>STATUS_ERROR</comment>
            <translation>Methu efelychu'r gosodiadau hyn: {reason}</translation>
        </message>
        <message>
            <source>The lab's simulator stopped unexpectedly and has been restarted; the figures are worked out again for your settings.</source>
            <comment>STATUS_SIMULATOR_RESTARTED</comment>
            <translation>Stopiodd efelychydd y labordy yn annisgwyl ac mae wedi ailgychwyn; mae'r ffigurau'n cael eu cyfrifo eto ar gyfer eich gosodiadau.</translation>
        </message>
        <message>
            <source>the lab's background worker stopped unexpectedly and has been restarted; run it again to carry on</source>
            <comment>BACKGROUND_WORKER_RESTARTED</comment>
            <translation>stopiodd gweithiwr cefndir y labordy yn annisgwyl ac mae wedi ailgychwyn; rhedwch ef eto i barhau</translation>
        </message>
        <message>
            <source>Everything is back to the published story.</source>
            <comment>STATUS_RESET</comment>
            <translation>Mae popeth yn ôl i'r stori gyhoeddedig.</translation>
        </message>
        <message>
            <source>This crowd would take too many calls to simulate here. Try fewer agents, more capacity or a slower retry.</source>
            <comment>STATUS_BUDGET</comment>
            <translation>Byddai'r dorf hon yn cymryd gormod o alwadau i'w hefelychu yma. Rhowch gynnig ar lai o asiantau, mwy o gynhwysedd neu ailgeisio arafach.</translation>
        </message>
        <message>
            <source>something unexpected went wrong inside the lab (the details are in {path}); the lab keeps running</source>
            <comment>UNEXPECTED_REASON</comment>
            <translation>aeth rhywbeth annisgwyl o'i le y tu mewn i'r labordy (mae'r manylion yn {path}); mae'r labordy'n dal i redeg</translation>
        </message>
        <message>
            <source>something unexpected went wrong inside the lab; the lab keeps running</source>
            <comment>UNEXPECTED_REASON_NO_LOG</comment>
            <translation>aeth rhywbeth annisgwyl o'i le y tu mewn i'r labordy; mae'r labordy'n dal i redeg</translation>
        </message>
        <message>
            <source>Keyboard keys</source>
            <comment>HELP_TITLE</comment>
            <translation>Bysellau'r bysellfwrdd</translation>
        </message>
        <message>
            <source>Alt+1, Alt+2, Alt+3</source>
            <comment>SHORTCUTS/0/0</comment>
            <translation>Alt+1, Alt+2, Alt+3</translation>
        </message>
        <message>
            <source>Choose a retry rule (in a lesson: its three choices)</source>
            <comment>SHORTCUTS/0/1</comment>
            <translation>Dewis rheol ailgeisio (mewn gwers: ei thri dewis)</translation>
        </message>
        <message>
            <source>Tab / Shift+Tab</source>
            <comment>SHORTCUTS/1/0</comment>
            <translation>Tab / Shift+Tab</translation>
        </message>
        <message>
            <source>Move between controls</source>
            <comment>SHORTCUTS/1/1</comment>
            <translation>Symud rhwng rheolyddion</translation>
        </message>
        <message>
            <source>Arrow keys, Page Up/Down</source>
            <comment>SHORTCUTS/2/0</comment>
            <translation>Bysellau saeth, Page Up/Down</translation>
        </message>
        <message>
            <source>Change the focused slider</source>
            <comment>SHORTCUTS/2/1</comment>
            <translation>Newid y llithrydd sydd â'r ffocws</translation>
        </message>
        <message>
            <source>Ctrl+Space</source>
            <comment>SHORTCUTS/3/0</comment>
            <translation>Ctrl+Space</translation>
        </message>
        <message>
            <source>Play or pause the replay</source>
            <comment>SHORTCUTS/3/1</comment>
            <translation>Chwarae neu seibio'r ailchwarae</translation>
        </message>
        <message>
            <source>Ctrl+.</source>
            <comment>SHORTCUTS/4/0</comment>
            <translation>Ctrl+.</translation>
        </message>
        <message>
            <source>Step the replay forward</source>
            <comment>SHORTCUTS/4/1</comment>
            <translation>Symud yr ailchwarae un cam ymlaen</translation>
        </message>
        <message>
            <source>Ctrl+1 … Ctrl+4</source>
            <comment>SHORTCUTS/5/0</comment>
            <translation>Ctrl+1 … Ctrl+4</translation>
        </message>
        <message>
            <source>Replay speed: 1x, 5x, 20x, instant</source>
            <comment>SHORTCUTS/5/1</comment>
            <translation>Cyflymder ailchwarae: 1x, 5x, 20x, ar unwaith</translation>
        </message>
        <message>
            <source>Ctrl+R</source>
            <comment>SHORTCUTS/6/0</comment>
            <translation>Ctrl+R</translation>
        </message>
        <message>
            <source>Reset all (in a lesson: start it again)</source>
            <comment>SHORTCUTS/6/1</comment>
            <translation>Ailosod y cyfan (mewn gwers: ei dechrau eto)</translation>
        </message>
        <message>
            <source>Ctrl+S</source>
            <comment>SHORTCUTS/7/0</comment>
            <translation>Ctrl+S</translation>
        </message>
        <message>
            <source>Save a picture of the window</source>
            <comment>SHORTCUTS/7/1</comment>
            <translation>Cadw llun o'r ffenestr</translation>
        </message>
        <message>
            <source>Ctrl+E</source>
            <comment>SHORTCUTS/8/0</comment>
            <translation>Ctrl+E</translation>
        </message>
        <message>
            <source>Save the data as CSV</source>
            <comment>SHORTCUTS/8/1</comment>
            <translation>Cadw'r data fel CSV</translation>
        </message>
        <message>
            <source>Ctrl+M</source>
            <comment>SHORTCUTS/9/0</comment>
            <translation>Ctrl+M</translation>
        </message>
        <message>
            <source>Time a real tool's answers (Measure API)</source>
            <oldsource>Measure the real API</oldsource>
            <comment>SHORTCUTS/9/1</comment>
            <translation>Amseru atebion offeryn go iawn (Mesur yr API)</translation>
        </message>
        <message>
            <source>Ctrl+Shift+H</source>
            <oldsource>F1</oldsource>
            <comment>SHORTCUTS/10/0</comment>
            <translation>Ctrl+Shift+H</translation>
        </message>
        <message>
            <source>Hear the calls: the replay's sound on or off</source>
            <oldsource>Show this list</oldsource>
            <comment>SHORTCUTS/10/1</comment>
            <translation>Clywed y galwadau: sain yr ailchwarae ymlaen neu i ffwrdd</translation>
        </message>
        <message>
            <source>F1</source>
            <oldsource>Ctrl+L</oldsource>
            <comment>SHORTCUTS/11/0</comment>
            <translation>F1</translation>
        </message>
        <message>
            <source>Show this list</source>
            <oldsource>All lessons (the start screen)</oldsource>
            <comment>SHORTCUTS/11/1</comment>
            <translation>Dangos y rhestr hon</translation>
        </message>
        <message>
            <source>F2</source>
            <oldsource>F5</oldsource>
            <comment>SHORTCUTS/12/0</comment>
            <translation>F2</translation>
        </message>
        <message>
            <source>Describe the whole screen in words (for a screen reader)</source>
            <oldsource>Lesson: The door (ages 8 to 11)</oldsource>
            <comment>SHORTCUTS/12/1</comment>
            <translation>Disgrifio'r sgrin gyfan mewn geiriau (ar gyfer darllenydd sgrin)</translation>
        </message>
        <message>
            <source>Arrows, + and -, Home</source>
            <oldsource>F6</oldsource>
            <comment>SHORTCUTS/13/0</comment>
            <translation>Saethau, + a -, Home</translation>
        </message>
        <message>
            <source>On a chart with the focus: move along it, zoom in or out, back to the lab's view</source>
            <oldsource>On a chart with the focus: move along it, zoom in or out, back as it was</oldsource>
            <comment>SHORTCUTS/13/1</comment>
            <translation>Ar siart sydd â'r ffocws: symud ar ei hyd, chwyddo i mewn neu allan, yn ôl i olwg y labordy</translation>
        </message>
        <message>
            <source>Ctrl+L</source>
            <oldsource>F7</oldsource>
            <comment>SHORTCUTS/14/0</comment>
            <translation>Ctrl+L</translation>
        </message>
        <message>
            <source>All lessons (the start screen)</source>
            <oldsource>Lesson: Load against waiting (15 and up)</oldsource>
            <comment>SHORTCUTS/14/1</comment>
            <translation>Yr holl wersi (y sgrin gychwyn)</translation>
        </message>
        <message>
            <source>F5</source>
            <oldsource>F8</oldsource>
            <comment>SHORTCUTS/15/0</comment>
            <translation>F5</translation>
        </message>
        <message>
            <source>Lesson: The door (ages 8 to 11)</source>
            <oldsource>Free play (the whole lab)</oldsource>
            <comment>SHORTCUTS/15/1</comment>
            <translation>Gwers: Y drws (oed 8 i 11)</translation>
        </message>
        <message>
            <source>F6</source>
            <comment>SHORTCUTS/16/0</comment>
            <translation>F6</translation>
        </message>
        <message>
            <source>Lesson: Ten agents (ages 11 to 15)</source>
            <oldsource>On the start screen: choose a lesson</oldsource>
            <comment>SHORTCUTS/16/1</comment>
            <translation>Gwers: Deg asiant (oed 11 i 15)</translation>
        </message>
        <message>
            <source>F7</source>
            <oldsource>Ctrl+Tab, Ctrl+Shift+Tab</oldsource>
            <comment>SHORTCUTS/17/0</comment>
            <translation>F7</translation>
        </message>
        <message>
            <source>Lesson: Load against waiting (15 and up)</source>
            <oldsource>In the lab: next or previous view (plots, timeline, crowd, sweep, Brooker)</oldsource>
            <comment>SHORTCUTS/17/1</comment>
            <translation>Gwers: Llwyth yn erbyn aros (15 a hŷn)</translation>
        </message>
        <message>
            <source>F8</source>
            <oldsource>Ctrl++, Ctrl+-, Ctrl+0</oldsource>
            <comment>SHORTCUTS/18/0</comment>
            <translation>F8</translation>
        </message>
        <message>
            <source>Free play (the whole lab)</source>
            <oldsource>Bigger, smaller, normal size (projector mode; View menu)</oldsource>
            <comment>SHORTCUTS/18/1</comment>
            <translation>Chwarae rhydd (y labordy cyfan)</translation>
        </message>
        <message>
            <source>On the start screen: choose a lesson</source>
            <comment>SHORTCUTS/19/1</comment>
            <translation>Ar y sgrin gychwyn: dewis gwers</translation>
        </message>
        <message>
            <source>Ctrl+Tab, Ctrl+Shift+Tab</source>
            <comment>SHORTCUTS/20/0</comment>
            <translation>Ctrl+Tab, Ctrl+Shift+Tab</translation>
        </message>
        <message>
            <source>In the lab: next or previous view (plots, timeline, crowd, sweep, Brooker)</source>
            <comment>SHORTCUTS/20/1</comment>
            <translation>Yn y labordy: y golwg nesaf neu flaenorol (graffiau, llinell amser, torf, ysgubiad, Brooker)</translation>
        </message>
        <message>
            <source>Ctrl++, Ctrl+-, Ctrl+0</source>
            <comment>SHORTCUTS/21/0</comment>
            <translation>Ctrl++, Ctrl+-, Ctrl+0</translation>
        </message>
        <message>
            <source>Bigger, smaller, normal size (projector mode; View menu)</source>
            <comment>SHORTCUTS/21/1</comment>
            <translation>Mwy, llai, maint arferol (modd taflunydd; dewislen Golwg)</translation>
        </message>
        <message>
            <source>Alt+Shift+Right, Alt+Shift+Left</source>
            <comment>SHORTCUTS/22/0</comment>
            <translation>Alt+Shift+Right, Alt+Shift+Left</translation>
        </message>
        <message>
            <source>In the lab: the plots wider or narrower beside the settings</source>
            <comment>SHORTCUTS/22/1</comment>
            <translation>Yn y labordy: y graffiau'n lletach neu'n gulach wrth ochr y gosodiadau</translation>
        </message>
        <message>
            <source>Alt+Shift+Down, Alt+Shift+Up</source>
            <comment>SHORTCUTS/23/0</comment>
            <translation>Alt+Shift+Down, Alt+Shift+Up</translation>
        </message>
        <message>
            <source>In the lab: the load plot taller or shorter above the histogram</source>
            <comment>SHORTCUTS/23/1</comment>
            <translation>Yn y labordy: y graff llwyth yn dalach neu'n fyrrach uwchben yr histogram</translation>
        </message>
        <message>
            <source>Space or Enter</source>
            <comment>SHORTCUTS/24/0</comment>
            <translation>Space neu Enter</translation>
        </message>
        <message>
            <source>Press the button with the focus</source>
            <comment>SHORTCUTS/24/1</comment>
            <translation>Pwyso'r botwm sydd â'r ffocws</translation>
        </message>
        <message>
            <source>Ctrl+P</source>
            <comment>SHORTCUTS/25/0</comment>
            <translation>Ctrl+P</translation>
        </message>
        <message>
            <source>Add my point (Load against waiting)</source>
            <comment>SHORTCUTS/25/1</comment>
            <translation>Ychwanegu fy mhwynt (Llwyth yn erbyn aros)</translation>
        </message>
        <message>
            <source>wallasey: error: no screen to open the window on ({reason}). On Linux install the Qt libraries (see README, 'On Linux'), or run 'wallasey-sim table' for the results without a window.</source>
            <comment>NO_DISPLAY</comment>
            <translation>wallasey: error: does dim sgrin i agor y ffenestr arni ({reason}). Ar Linux gosodwch lyfrgelloedd Qt (gweler README, 'On Linux'), neu rhedwch 'wallasey-sim table' i gael y canlyniadau heb ffenestr.</translation>
        </message>
        <message>
            <source>Saving files is switched off on this screen.</source>
            <comment>EXPORTS_OFF</comment>
            <translation>Mae cadw ffeiliau wedi'i ddiffodd ar y sgrin hon.</translation>
        </message>
        <message>
            <source>Staff only</source>
            <comment>STAFF_TITLE</comment>
            <translation>Staff yn unig</translation>
        </message>
        <message>
            <source>Enter the staff PIN to close the lab.</source>
            <comment>STAFF_PROMPT</comment>
            <translation>Rhowch PIN y staff i gau'r labordy.</translation>
        </message>
        <message>
            <source>That PIN is not right.</source>
            <comment>STAFF_WRONG</comment>
            <translation>Dydy'r PIN yna ddim yn gywir.</translation>
        </message>
        <message>
            <source>Close the lab</source>
            <comment>STAFF_CLOSE</comment>
            <translation>Cau'r labordy</translation>
        </message>
        <message>
            <source>Back</source>
            <comment>STAFF_CANCEL</comment>
            <translation>Yn ôl</translation>
        </message>
        <message>
            <source>Delete the last digit</source>
            <comment>STAFF_DELETE</comment>
            <translation>Dileu'r digid olaf</translation>
        </message>
        <message>
            <source>Something went wrong and was written to {path}. The lab keeps running.</source>
            <comment>CRASH_LOGGED</comment>
            <translation>Aeth rhywbeth o'i le ac fe'i hysgrifennwyd yn {path}. Mae'r labordy'n dal i redeg.</translation>
        </message>
        <message>
            <source>wallasey: error: the lab is already running in kiosk mode on this computer (lock: {path}).</source>
            <comment>ALREADY_RUNNING</comment>
            <translation>wallasey: error: mae'r labordy eisoes yn rhedeg yn y modd ciosg ar y cyfrifiadur hwn (clo: {path}).</translation>
        </message>
        <message>
            <source>wallasey: kiosk settings written to {path}; the staff PIN is in that file.</source>
            <comment>KIOSK_CONFIG_WRITTEN</comment>
            <translation>wallasey: gosodiadau'r ciosg wedi'u hysgrifennu yn {path}; mae PIN y staff yn y ffeil honno.</translation>
        </message>
        <message>
            <source>wallasey: there is no kiosk settings file at {path}, so the picture has the kiosk's defaults.</source>
            <comment>KIOSK_PREVIEW_DEFAULTS</comment>
            <translation>wallasey: nid oes ffeil gosodiadau ciosg yn {path}, felly mae gan y llun osodiadau rhagosodedig y ciosg.</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <comment>LESSONS_MENU</comment>
            <translation>&amp;Gwersi</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <comment>VIEW_MENU</comment>
            <translation>G&amp;olwg</translation>
        </message>
        <message>
            <source>Bigger (projector)</source>
            <comment>SCALE_LABELS/bigger</comment>
            <translation>Mwy (taflunydd)</translation>
        </message>
        <message>
            <source>Make text, plots and controls bigger, for a projector or the back of the room.</source>
            <comment>SCALE_LABELS/bigger_tip</comment>
            <translation>Gwneud testun, graffiau a rheolyddion yn fwy, ar gyfer taflunydd neu gefn yr ystafell.</translation>
        </message>
        <message>
            <source>Smaller</source>
            <comment>SCALE_LABELS/smaller</comment>
            <translation>Llai</translation>
        </message>
        <message>
            <source>Normal size</source>
            <comment>SCALE_LABELS/normal</comment>
            <translation>Maint arferol</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <comment>SCALE_LABELS/size</comment>
            <translation>{percent}%</translation>
        </message>
        <message>
            <source>{percent}% (too big for this {screen} screen)</source>
            <comment>SCALE_LABELS/too_big</comment>
            <translation>{percent}% (rhy fawr i'r sgrin {screen} hon)</translation>
        </message>
        <message>
            <source>Bigger (projector): {percent}% is the largest for this {screen} screen</source>
            <comment>SCALE_LABELS/bigger_full</comment>
            <translation>Mwy (taflunydd): {percent}% yw'r mwyaf i'r sgrin {screen} hon</translation>
        </message>
        <message>
            <source>Hear the calls</source>
            <comment>SOUND_LABELS/sound</comment>
            <translation>Clywed y galwadau</translation>
        </message>
        <message>
            <source>Hear the replay as it plays: each answered call rings a high note, each refused call buzzes low, so a herd sounds like bursts and silences and jitter like a steady stream.</source>
            <comment>SOUND_LABELS/sound_tip</comment>
            <translation>Clywed yr ailchwarae wrth iddo chwarae: mae pob galwad a atebwyd yn canu nodyn uchel, a phob galwad a wrthodwyd yn suo'n isel, felly mae gyr yn rhuthro yn swnio fel pyliau a thawelwch, a hap fel llif cyson.</translation>
        </message>
        <message>
            <source>Sound volume</source>
            <comment>SOUND_LABELS/volume</comment>
            <translation>Lefel y sain</translation>
        </message>
        <message>
            <source>Quiet</source>
            <comment>SOUND_LABELS/quiet</comment>
            <translation>Tawel</translation>
        </message>
        <message>
            <source>Medium</source>
            <comment>SOUND_LABELS/medium</comment>
            <translation>Canolig</translation>
        </message>
        <message>
            <source>Loud</source>
            <comment>SOUND_LABELS/loud</comment>
            <translation>Uchel</translation>
        </message>
        <message>
            <source>Sound on: answered calls ring high, refused calls buzz low. Press Play to hear the replay.</source>
            <comment>SOUND_LABELS/on</comment>
            <translation>Sain ymlaen: galwadau a atebwyd yn canu'n uchel, galwadau a wrthodwyd yn suo'n isel. Pwyswch Chwarae i glywed yr ailchwarae.</translation>
        </message>
        <message>
            <source>Sound off.</source>
            <comment>SOUND_LABELS/off</comment>
            <translation>Sain i ffwrdd.</translation>
        </message>
        <message>
            <source>No sound device was found on this computer, so the lab stays silent.</source>
            <comment>SOUND_LABELS/none</comment>
            <translation>Doedd dim dyfais sain ar y cyfrifiadur hwn, felly mae'r labordy'n aros yn dawel.</translation>
        </message>
        <message>
            <source>Sound on</source>
            <comment>SOUND_LABELS/indicator</comment>
            <translation>Sain ymlaen</translation>
        </message>
        <message>
            <source>The replay is heard as it plays (View &gt; Hear the calls turns it off).</source>
            <comment>SOUND_LABELS/indicator_tip</comment>
            <translation>Mae'r ailchwarae i'w glywed wrth iddo chwarae (mae Golwg &gt; Clywed y galwadau yn ei ddiffodd).</translation>
        </message>
        <message>
            <source>This exhibit has sound</source>
            <comment>SOUND_LABELS/exhibit</comment>
            <translation>Mae sain gan yr arddangosyn hwn</translation>
        </message>
        <message>
            <source>Press Play: answered calls ring high, refused calls buzz low.</source>
            <comment>SOUND_LABELS/exhibit_tip</comment>
            <translation>Pwyswch Chwarae: galwadau a atebwyd yn canu'n uchel, galwadau a wrthodwyd yn suo'n isel.</translation>
        </message>
        <message>
            <source>High contrast (projector colours)</source>
            <comment>PROFILE_LABELS/choice</comment>
            <translation>Cyferbyniad uchel (lliwiau taflunydd)</translation>
        </message>
        <message>
            <source>Stronger colours and thicker lines, for a washed-out projector or low vision.</source>
            <comment>PROFILE_LABELS/tip</comment>
            <translation>Lliwiau cryfach a llinellau mwy trwchus, ar gyfer taflunydd gwan neu olwg gwan.</translation>
        </message>
        <message>
            <source>Teachers' notes</source>
            <comment>LESSONS_NOTES</comment>
            <translation>Nodiadau athrawon</translation>
        </message>
        <message>
            <source>Each lesson's questions with the model's answers, in a window beside the lab.</source>
            <comment>LESSONS_NOTES_TIP</comment>
            <translation>Cwestiynau pob gwers gydag atebion y model, mewn ffenestr wrth ochr y labordy.</translation>
        </message>
        <message>
            <source>Worksheet for this lesson (PDF)</source>
            <comment>LESSONS_WORKSHEET</comment>
            <translation>Taflen waith y wers hon (PDF)</translation>
        </message>
        <message>
            <source>Teacher's worksheet with answers (PDF)</source>
            <comment>LESSONS_WORKSHEET_ANSWERS</comment>
            <translation>Taflen waith yr athro gydag atebion (PDF)</translation>
        </message>
        <message>
            <source>One page with the lesson's questions and a picture of your run. You choose where to save it (Save as opens in Documents).</source>
            <oldsource>One page with the lesson's questions and a picture of your run. Saved in Documents.</oldsource>
            <comment>LESSONS_WORKSHEET_TIP</comment>
            <translation>Un dudalen gyda chwestiynau'r wers a llun o'ch rhediad. Chi sy'n dewis ble i'w chadw (mae Cadw fel yn agor yn Dogfennau).</translation>
        </message>
        <message>
            <source>Open a lesson first: free play and the start screen have no worksheet.</source>
            <comment>LESSONS_WORKSHEET_NONE</comment>
            <translation>Agorwch wers yn gyntaf: does dim taflen waith gan chwarae rhydd na'r sgrin gychwyn.</translation>
        </message>
        <message>
            <source>{item}: open a lesson first</source>
            <comment>LESSONS_WORKSHEET_FIRST</comment>
            <translation>{item}: agorwch wers yn gyntaf</translation>
        </message>
        <message>
            <source>Teachers' notes: the three lessons</source>
            <comment>NOTES_TITLE</comment>
            <translation>Nodiadau athrawon: y tair gwers</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>NOTES_CLOSE</comment>
            <translation>Cau</translation>
        </message>
        <message>
            <source>For the technician</source>
            <comment>NOTES_TECHNICIAN</comment>
            <translation>I'r technegydd</translation>
        </message>
        <message>
            <source>Go to this part of the notes.</source>
            <comment>NOTES_PART_TIP</comment>
            <translation>Mynd i'r rhan hon o'r nodiadau.</translation>
        </message>
        <message>
            <source>The teachers' notes are not in this copy of the lab: {reason}</source>
            <comment>NOTES_MISSING</comment>
            <translation>Dydy nodiadau'r athrawon ddim yn y copi hwn o'r labordy: {reason}</translation>
        </message>
        <message>
            <source>These teachers' notes are in English: they have not been translated into this language yet.</source>
            <comment>NOTES_IN_ENGLISH</comment>
            <translation>Mae'r nodiadau athrawon hyn yn Saesneg: nid ydynt wedi'u cyfieithu i'r Gymraeg eto.</translation>
        </message>
        <message>
            <source>{asked}% does not fit this {screen} screen: the lab stays at {kept}%, the largest that fits.</source>
            <comment>SCALE_TOO_BIG</comment>
            <translation>Dydy {asked}% ddim yn ffitio'r sgrin {screen} hon: mae'r labordy'n aros ar {kept}%, y mwyaf sy'n ffitio.</translation>
        </message>
        <message>
            <source>All lessons (start screen)</source>
            <comment>LESSON_ACTIONS/start</comment>
            <translation>Yr holl wersi (sgrin gychwyn)</translation>
        </message>
        <message>
            <source>The door (ages 8 to 11)</source>
            <comment>LESSON_ACTIONS/door</comment>
            <translation>Y drws (oed 8 i 11)</translation>
        </message>
        <message>
            <source>Ten agents (ages 11 to 15)</source>
            <comment>LESSON_ACTIONS/ten-agents</comment>
            <translation>Deg asiant (oed 11 i 15)</translation>
        </message>
        <message>
            <source>Load against waiting (15 and up)</source>
            <comment>LESSON_ACTIONS/load-vs-waiting</comment>
            <translation>Llwyth yn erbyn aros (15 a hŷn)</translation>
        </message>
        <message>
            <source>Free play (the whole lab)</source>
            <comment>LESSON_ACTIONS/free-play</comment>
            <translation>Chwarae rhydd (y labordy cyfan)</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>LESSON_CARDS/door/0</comment>
            <translation>Y drws</translation>
        </message>
        <message>
            <source>Ages 8 to 11 · about 10 minutes</source>
            <comment>LESSON_CARDS/door/1</comment>
            <translation>Oed 8 i 11 · tua 10 munud</translation>
        </message>
        <message>
            <source>A crowd of friends at a door that lets only 3 in each second. How should they try again?</source>
            <comment>LESSON_CARDS/door/2</comment>
            <translation>Torf o ffrindiau wrth ddrws sy'n gadael dim ond 3 i mewn bob eiliad. Sut dylen nhw drio eto?</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>LESSON_CARDS/ten-agents/0</comment>
            <translation>Deg asiant</translation>
        </message>
        <message>
            <source>Ages 11 to 15 · about 10 minutes</source>
            <comment>LESSON_CARDS/ten-agents/1</comment>
            <translation>Oed 11 i 15 · tua 10 munud</translation>
        </message>
        <message>
            <source>Predict, then count: ten agents, a slow tool and three ways of trying again.</source>
            <comment>LESSON_CARDS/ten-agents/2</comment>
            <translation>Darogan, yna cyfrif: deg asiant, offeryn araf a thair ffordd o geisio eto.</translation>
        </message>
        <message>
            <source>Load against waiting</source>
            <comment>LESSON_CARDS/load-vs-waiting/0</comment>
            <translation>Llwyth yn erbyn aros</translation>
        </message>
        <message>
            <source>Ages 15 and up · about 10 minutes</source>
            <comment>LESSON_CARDS/load-vs-waiting/1</comment>
            <translation>Oed 15 a hŷn · tua 10 munud</translation>
        </message>
        <message>
            <source>All 200 agents. Trade the calls a rule sends against how long agents wait.</source>
            <comment>LESSON_CARDS/load-vs-waiting/2</comment>
            <translation>Pob un o'r 200 asiant. Pwyso a mesur y galwadau mae rheol yn eu hanfon yn erbyn pa mor hir mae asiantau'n aros.</translation>
        </message>
        <message>
            <source>Free play</source>
            <comment>LESSON_CARDS/free-play/0</comment>
            <translation>Chwarae rhydd</translation>
        </message>
        <message>
            <source>Any age</source>
            <comment>LESSON_CARDS/free-play/1</comment>
            <translation>Unrhyw oed</translation>
        </message>
        <message>
            <source>The whole lab: every setting, the live plots, the timeline and the crowd.</source>
            <comment>LESSON_CARDS/free-play/2</comment>
            <translation>Y labordy cyfan: pob gosodiad, y graffiau byw, y llinell amser a'r dorf.</translation>
        </message>
        <message>
            <source>Keys: {n} or {key}</source>
            <comment>LESSON_CARD_KEY</comment>
            <translation>Bysellau: {n} neu {key}</translation>
        </message>
        <message>
            <source>Lots of agents all need an answer from one busy tool at the same moment. When the tool says no, how should they try again? Choose a lesson.</source>
            <comment>START_INTRO</comment>
            <translation>Mae angen ateb ar lawer o asiantau gan un offeryn prysur ar yr un pryd. Pan fydd yr offeryn yn dweud na, sut dylen nhw geisio eto? Dewiswch wers.</translation>
        </message>
        <message>
            <source>Each lesson starts ready to use. Press F1 for the keys; Ctrl+L comes back here from anywhere.</source>
            <comment>START_FOOTER</comment>
            <translation>Mae pob gwers yn dechrau'n barod i'w defnyddio. Pwyswch F1 i weld y bysellau; mae Ctrl+L yn dod yn ôl yma o unrhyw le.</translation>
        </message>
        <message>
            <source>Language</source>
            <comment>LANGUAGE_CHOOSER</comment>
            <translation>Iaith</translation>
        </message>
        <message>
            <source>Show the lab's words in another language.</source>
            <comment>LANGUAGE_CHOOSER_TIP</comment>
            <translation>Dangos geiriau'r labordy mewn iaith arall.</translation>
        </message>
        <message>
            <source>Changing to {language}…</source>
            <comment>LANGUAGE_CHANGING</comment>
            <translation>Yn newid yr iaith: {language}…</translation>
        </message>
        <message>
            <source>Words in English by the Wallasey Retry Lab team.</source>
            <comment>TRANSLATION_CREDIT</comment>
            <translation>Geiriau Cymraeg: drafft gan beirianwyr Labordy Ailgeisio Wallasey gyda chymorth peiriant; heb eu gwirio eto gan siaradwr Cymraeg iaith gyntaf.</translation>
        </message>
        <message>
            <source>◀ All lessons</source>
            <comment>LESSONS_BACK</comment>
            <translation>◀ Yr holl wersi</translation>
        </message>
        <message>
            <source>Go back to the start screen to choose another lesson (Ctrl+L).</source>
            <comment>LESSONS_BACK_TIP</comment>
            <translation>Mynd yn ôl i'r sgrin gychwyn i ddewis gwers arall (Ctrl+L).</translation>
        </message>
        <message>
            <source>What to notice</source>
            <comment>NOTICE_TITLE</comment>
            <translation>Beth i sylwi arno</translation>
        </message>
        <message>
            <source>Try this</source>
            <comment>TRY_TITLE</comment>
            <translation>Rhowch gynnig ar hyn</translation>
        </message>
        <message>
            <source>Back to “{title}”</source>
            <comment>NOTICE_BACK</comment>
            <translation>Yn ôl at “{title}”</translation>
        </message>
        <message>
            <source>Try all of them first ({done} of {total} done). Then talk about what you saw.</source>
            <comment>NOTICE_ASK_ALL</comment>
            <translation>Rhowch gynnig arnyn nhw i gyd yn gyntaf ({done} o {total} wedi'u gwneud). Yna siaradwch am beth welsoch chi.</translation>
        </message>
        <message>
            <source>You have tried them all. What did you see? Talk about it, then open this.</source>
            <comment>NOTICE_READY</comment>
            <translation>Rydych chi wedi rhoi cynnig arnyn nhw i gyd. Beth welsoch chi? Siaradwch amdano, yna agorwch hwn.</translation>
        </message>
        <message>
            <source>What did you see?</source>
            <comment>NOTICE_OPEN</comment>
            <translation>Beth welsoch chi?</translation>
        </message>
        <message>
            <source>Open 'What to notice' once the class has said what it saw.</source>
            <comment>NOTICE_OPEN_TIP</comment>
            <translation>Agorwch 'Beth i sylwi arno' ar ôl i'r dosbarth ddweud beth welodd.</translation>
        </message>
        <message>
            <source>Teacher: open it now</source>
            <oldsource>Open now (teacher)</oldsource>
            <comment>NOTICE_EARLY</comment>
            <translation>I'r athro: agor nawr</translation>
        </message>
        <message>
            <source>Open 'What to notice' before the class has tried every choice.</source>
            <comment>NOTICE_EARLY_TIP</comment>
            <translation>Agor 'Beth i sylwi arno' cyn i'r dosbarth roi cynnig ar bob dewis.</translation>
        </message>
        <message>
            <source>Shows the answers: press again</source>
            <comment>NOTICE_EARLY_SURE</comment>
            <translation>Mae'n dangos yr atebion: pwyswch eto</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>DOOR_TITLE</comment>
            <translation>Y drws</translation>
        </message>
        <message>
            <source>ages 8 to 11</source>
            <comment>DOOR_AGES</comment>
            <translation>oed 8 i 11</translation>
        </message>
        <message>
            <source>A crowd of friends all want to get through a door at the same moment. The door lets only {capacity} in each second; anyone else bounces off and has to try again.</source>
            <comment>DOOR_BLURB</comment>
            <translation>Mae torf o ffrindiau i gyd eisiau mynd drwy ddrws ar yr un pryd. Mae'r drws yn gadael dim ond {capacity} i mewn bob eiliad; mae pawb arall yn bownsio i ffwrdd ac yn gorfod trio eto.</translation>
        </message>
        <message>
            <source>When the door says no, they…</source>
            <comment>DOOR_CHOICE</comment>
            <translation>Pan fydd y drws yn dweud na, maen nhw'n…</translation>
        </message>
        <message>
            <source>Knock again straight away</source>
            <comment>DOOR_RULES/immediate</comment>
            <translation>Cnocio eto ar unwaith</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>DOOR_RULES/exponential</comment>
            <translation>Aros yn hirach bob tro</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>DOOR_RULES/full-jitter</comment>
            <translation>Aros am amser ar hap</translation>
        </message>
        <message>
            <source>Knock again</source>
            <comment>DOOR_RULES_SHORT/immediate</comment>
            <translation>Cnocio eto</translation>
        </message>
        <message>
            <source>Wait longer</source>
            <comment>DOOR_RULES_SHORT/exponential</comment>
            <translation>Aros yn hirach</translation>
        </message>
        <message>
            <source>Random wait</source>
            <comment>DOOR_RULES_SHORT/full-jitter</comment>
            <translation>Aros ar hap</translation>
        </message>
        <message>
            <source>Every friend who bounces off knocks on the door again at once.</source>
            <comment>DOOR_RULE_TIPS/immediate</comment>
            <translation>Mae pob ffrind sy'n bownsio i ffwrdd yn cnocio ar y drws eto ar unwaith.</translation>
        </message>
        <message>
            <source>Every friend who bounces off waits, and waits twice as long after each bounce.</source>
            <comment>DOOR_RULE_TIPS/exponential</comment>
            <translation>Mae pob ffrind sy'n bownsio i ffwrdd yn aros, ac yn aros ddwywaith mor hir ar ôl pob bownsio.</translation>
        </message>
        <message>
            <source>Every friend who bounces off waits a random time before trying again.</source>
            <comment>DOOR_RULE_TIPS/full-jitter</comment>
            <translation>Mae pob ffrind sy'n bownsio i ffwrdd yn aros am amser ar hap cyn trio eto.</translation>
        </message>
        <message>
            <source>Watch the crowd try the door. Press it once more to pause.</source>
            <oldsource>Watch the crowd try the door. Press again to pause.</oldsource>
            <comment>DOOR_PLAY_TIP</comment>
            <translation>Gwyliwch y dorf yn trio'r drws. Pwyswch ef am yr ail waith i oedi.</translation>
        </message>
        <message>
            <source>Again</source>
            <comment>DOOR_AGAIN</comment>
            <translation>Eto</translation>
        </message>
        <message>
            <source>Watch this choice again from the start. With a random wait, the friends get new random waits; the other two choices are the same every time.</source>
            <oldsource>Watch the same crowd again from the start.</oldsource>
            <comment>DOOR_AGAIN_TIP</comment>
            <translation>Gwylio'r dewis hwn eto o'r dechrau. Gydag amser aros ar hap, mae'r ffrindiau'n cael amseroedd aros newydd ar hap; mae'r ddau ddewis arall yr un fath bob tro.</translation>
        </message>
        <message>
            <source>New random waits this time, so the picture is different. Watch: do the friends still come back one by one?</source>
            <comment>DOOR_AGAIN_NEW</comment>
            <translation>Amseroedd aros newydd ar hap y tro hwn, felly mae'r llun yn wahanol. Gwyliwch: ydy'r ffrindiau'n dal i ddod yn ôl un ar y tro?</translation>
        </message>
        <message>
            <source>The same again: nothing in this choice is random, so it happens the same way every time.</source>
            <comment>DOOR_AGAIN_SAME</comment>
            <translation>Yr un peth eto: does dim byd ar hap yn y dewis hwn, felly mae'n digwydd yn yr un ffordd bob tro.</translation>
        </message>
        <message>
            <source>{text} friends is too many: type a number from {allowed}.</source>
            <comment>DOOR_TYPED_TOO_MANY</comment>
            <translation>Gormod o ffrindiau: {text}. Teipiwch rif o {allowed}.</translation>
        </message>
        <message>
            <source>{text} friends is too few: type a number from {allowed}.</source>
            <comment>DOOR_TYPED_TOO_FEW</comment>
            <translation>Rhy ychydig o ffrindiau: {text}. Teipiwch rif o {allowed}.</translation>
        </message>
        <message>
            <source>To the end</source>
            <comment>DOOR_SKIP</comment>
            <translation>I'r diwedd</translation>
        </message>
        <message>
            <source>Jump to the end of this replay. Only a replay you watch to the end counts as watched.</source>
            <oldsource>Jump to the end of this replay. It works once you have watched it for a little while.</oldsource>
            <comment>DOOR_SKIP_TIP</comment>
            <translation>Neidiwch i ddiwedd yr ailchwarae hwn. Dim ond ailchwarae rydych chi'n ei wylio i'r diwedd sy'n cyfrif fel un wedi'i wylio.</translation>
        </message>
        <message>
            <source>You jumped to the end: press Play to watch it.</source>
            <oldsource>You jumped to the end: press Again to watch it.</oldsource>
            <comment>DOOR_SKIPPED</comment>
            <translation>Fe neidioch chi i'r diwedd: pwyswch Chwarae i'w wylio.</translation>
        </message>
        <message>
            <source>How fast the replay runs. 1x is real time: one second of the story takes one second. 2x is twice as fast, 4x four times as fast.</source>
            <comment>DOOR_SPEED_TIP</comment>
            <translation>Pa mor gyflym mae'r ailchwarae'n rhedeg. 1x yw amser go iawn: mae un eiliad o'r stori yn cymryd un eiliad. Mae 2x ddwywaith mor gyflym, a 4x bedair gwaith mor gyflym.</translation>
        </message>
        <message>
            <source>Replay speed: {speeds}</source>
            <comment>KEYS_DOOR_SPEEDS</comment>
            <translation>Cyflymder ailchwarae: {speeds}</translation>
        </message>
        <message>
            <source>Time: {now:.0f} s</source>
            <comment>DOOR_CLOCK</comment>
            <translation>Amser: {now:.0f} s</translation>
        </message>
        <message>
            <source>Time</source>
            <comment>DOOR_CLOCK_NAME</comment>
            <translation>Amser</translation>
        </message>
        <message>
            <source>{now:.0f} seconds</source>
            <comment>DOOR_CLOCK_VALUE</comment>
            <translation>{now:.0f} eiliad</translation>
        </message>
        <message numerus="yes">
            <source>{n} friends are ready. Press Play, or choose what they do.</source>
            <comment>DOOR_READY</comment>
            <extracomment>English for one: {n} friend is ready. Press Play, or choose what they do.</extracomment>
            <translation>
                <numerusform>Mae {n} o ffrindiau yn barod. Pwyswch Chwarae, neu dewiswch beth maen nhw'n ei wneud.</numerusform>
                <numerusform>Mae {n} ffrind yn barod. Pwyswch Chwarae, neu dewiswch beth mae'n ei wneud.</numerusform>
                <numerusform>Mae {n} o ffrindiau yn barod. Pwyswch Chwarae, neu dewiswch beth maen nhw'n ei wneud.</numerusform>
                <numerusform>Mae {n} o ffrindiau yn barod. Pwyswch Chwarae, neu dewiswch beth maen nhw'n ei wneud.</numerusform>
                <numerusform>Mae {n} o ffrindiau yn barod. Pwyswch Chwarae, neu dewiswch beth maen nhw'n ei wneud.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Everyone was done after {n:.0f} seconds.</source>
            <oldsource>Everyone was done after {last:.0f} seconds. It took {knocks:,} knocks, and {refused:,} of them bounced off.</oldsource>
            <comment>DOOR_DONE</comment>
            <extracomment>English for one: Everyone was done after {n:.0f} second.</extracomment>
            <translation>
                <numerusform>Roedd pawb wedi gorffen ar ôl {n:.0f} eiliad.</numerusform>
                <numerusform>Roedd pawb wedi gorffen ar ôl {n:.0f} eiliad.</numerusform>
                <numerusform>Roedd pawb wedi gorffen ar ôl {n:.0f} eiliad.</numerusform>
                <numerusform>Roedd pawb wedi gorffen ar ôl {n:.0f} eiliad.</numerusform>
                <numerusform>Roedd pawb wedi gorffen ar ôl {n:.0f} eiliad.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It took {n:,} knocks, and the door turned {refused:,} of them away.</source>
            <comment>DOOR_DONE_KNOCKS</comment>
            <extracomment>English for one: It took {n:,} knock, and the door turned {refused:,} of them away.</extracomment>
            <translation>
                <numerusform>Roedd angen {n:,} o gnociau, a throdd y drws {refused:,} ohonyn nhw i ffwrdd.</numerusform>
                <numerusform>Roedd angen {n:,} cnoc, a throdd y drws {refused:,} ohonyn nhw i ffwrdd.</numerusform>
                <numerusform>Roedd angen {n:,} o gnociau, a throdd y drws {refused:,} ohonyn nhw i ffwrdd.</numerusform>
                <numerusform>Roedd angen {n:,} o gnociau, a throdd y drws {refused:,} ohonyn nhw i ffwrdd.</numerusform>
                <numerusform>Roedd angen {n:,} o gnociau, a throdd y drws {refused:,} ohonyn nhw i ffwrdd.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It hammered the door: {refused:,} of the {n:,} knocks bounced off, as the door was crowded with knocks all the time.</source>
            <oldsource>Quick, but {refused:,} of the {n:,} knocks bounced off: the door was crowded with knocks all the time.</oldsource>
            <comment>DOOR_DONE_KNOCKS_AT_ONCE</comment>
            <extracomment>English for one: It hammered the door: {refused:,} of the {n:,} knock bounced off, as the door was crowded with knocks all the time.</extracomment>
            <translation>
                <numerusform>Cafodd y drws ei guro'n galed: bownsiodd {refused:,} o'r {n:,} o gnociau i ffwrdd, gan fod y drws yn llawn cnociau drwy'r amser.</numerusform>
                <numerusform>Cafodd y drws ei guro'n galed: bownsiodd {refused:,} o'r {n:,} cnoc i ffwrdd, gan fod y drws yn llawn cnociau drwy'r amser.</numerusform>
                <numerusform>Cafodd y drws ei guro'n galed: bownsiodd {refused:,} o'r {n:,} o gnociau i ffwrdd, gan fod y drws yn llawn cnociau drwy'r amser.</numerusform>
                <numerusform>Cafodd y drws ei guro'n galed: bownsiodd {refused:,} o'r {n:,} o gnociau i ffwrdd, gan fod y drws yn llawn cnociau drwy'r amser.</numerusform>
                <numerusform>Cafodd y drws ei guro'n galed: bownsiodd {refused:,} o'r {n:,} o gnociau i ffwrdd, gan fod y drws yn llawn cnociau drwy'r amser.</numerusform>
            </translation>
        </message>
        <message>
            <source>“{rule}” was done first, but it knocked far more than “{gentle}”: every knock is work for the door.</source>
            <oldsource>“{rule}” was first, but count the knocks too: each one is work for the door.</oldsource>
            <comment>DOOR_SOONEST_BUT_HARD</comment>
            <translation>“{rule}” oedd gyntaf, ond fe gnociodd lawer mwy na “{gentle}”: mae pob cnoc yn waith i'r drws.</translation>
        </message>
        <message>
            <source>{value:.0f} s</source>
            <comment>DOOR_SECONDS</comment>
            <translation>{value:.0f} s</translation>
        </message>
        <message>
            <source>While nobody knocks, the replay goes {times} times faster: the clock shows how long they really wait.</source>
            <comment>DOOR_QUICK_WAITS</comment>
            <translation>Tra nad oes neb yn cnocio, mae'r ailchwarae'n mynd {times} gwaith yn gyflymach: mae'r cloc yn dangos pa mor hir maen nhw'n aros go iawn.</translation>
        </message>
        <message>
            <source>Watch the door: it is never free, and almost every knock bounces off.</source>
            <comment>DOOR_WATCH/immediate</comment>
            <translation>Gwyliwch y drws: dydy e byth yn rhydd, ac mae bron pob cnoc yn bownsio i ffwrdd.</translation>
        </message>
        <message>
            <source>Watch: each time, everyone waits twice as long, all the same wait, so they come back together and bounce off again.</source>
            <oldsource>Watch: they all wait the same time, so they all come back together and bounce off again.</oldsource>
            <comment>DOOR_WATCH/exponential</comment>
            <translation>Gwyliwch: bob tro, mae pawb yn aros ddwywaith cyhyd, pob un yn aros yr un faint, felly maen nhw'n dod yn ôl gyda'i gilydd ac yn bownsio i ffwrdd eto.</translation>
        </message>
        <message>
            <source>Watch: each friend waits a different time, so they come back one by one.</source>
            <comment>DOOR_WATCH/full-jitter</comment>
            <translation>Gwyliwch: mae pob ffrind yn aros amser gwahanol, felly maen nhw'n dod yn ôl un ar y tro.</translation>
        </message>
        <message numerus="yes">
            <source>What happened each time, with {n} friends</source>
            <oldsource>What happened each time</oldsource>
            <comment>DOOR_BOARD_TITLE</comment>
            <extracomment>English for one: What happened each time, with {n} friend</extracomment>
            <translation>
                <numerusform>Beth ddigwyddodd bob tro, gyda {n} ffrind</numerusform>
                <numerusform>Beth ddigwyddodd bob tro, gyda {n} ffrind</numerusform>
                <numerusform>Beth ddigwyddodd bob tro, gyda {n} ffrind</numerusform>
                <numerusform>Beth ddigwyddodd bob tro, gyda {n} ffrind</numerusform>
                <numerusform>Beth ddigwyddodd bob tro, gyda {n} ffrind</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your board for {n} friends is kept: move the slider back to {n} to see it.</source>
            <comment>DOOR_BOARD_KEPT</comment>
            <extracomment>English for one: Your board for {n} friend is kept: move the slider back to {n} to see it.</extracomment>
            <translation>
                <numerusform>Mae beth ddigwyddodd gyda {n} ffrind wedi'i gadw: symudwch y llithrydd yn ôl i {n} i'w weld.</numerusform>
                <numerusform>Mae beth ddigwyddodd gyda {n} ffrind wedi'i gadw: symudwch y llithrydd yn ôl i {n} i'w weld.</numerusform>
                <numerusform>Mae beth ddigwyddodd gyda {n} ffrind wedi'i gadw: symudwch y llithrydd yn ôl i {n} i'w weld.</numerusform>
                <numerusform>Mae beth ddigwyddodd gyda {n} ffrind wedi'i gadw: symudwch y llithrydd yn ôl i {n} i'w weld.</numerusform>
                <numerusform>Mae beth ddigwyddodd gyda {n} ffrind wedi'i gadw: symudwch y llithrydd yn ôl i {n} i'w weld.</numerusform>
            </translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>DOOR_BOARD_HEADINGS/0</comment>
            <translation>Cnociau</translation>
        </message>
        <message>
            <source>All done after</source>
            <comment>DOOR_BOARD_HEADINGS/1</comment>
            <translation>Pryd gorffennodd pawb</translation>
        </message>
        <message>
            <source>Filled in when you watch a choice to the end, so you can compare them.</source>
            <comment>DOOR_BOARD_TIP</comment>
            <translation>Yn cael ei lenwi pan fyddwch chi'n gwylio dewis tan y diwedd, er mwyn i chi eu cymharu.</translation>
        </message>
        <message>
            <source>Knocks and all done after, as bars</source>
            <oldsource>All done after, on one time line</oldsource>
            <comment>DOOR_RACE_TITLE</comment>
            <translation>Cnociau ac amser gorffen pawb, fel barrau</translation>
        </message>
        <message>
            <source>Two bars for each choice: how many knocks the door got, and how long until everyone was done. The shorter the bar, the fewer the knocks or the sooner they were all done.</source>
            <oldsource>Each bar runs from the start until everyone was done. The shorter the bar, the sooner they were all done.</oldsource>
            <comment>DOOR_RACE_TIP</comment>
            <translation>Dau far ar gyfer pob dewis: sawl cnoc gafodd y drws, a faint o amser nes bod pawb wedi gorffen. Po fyrraf y bar, lleiaf y cnociau neu gynharaf y gorffennodd pawb.</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Count the knocks first.&lt;/b&gt; “{most}” hammered the door with {n:,} knocks, about {times} times as many as “{least}” ({fewest:,}).</source>
            <comment>DOOR_REVEAL_LEAD</comment>
            <extracomment>English for one: &lt;b&gt;Count the knocks first.&lt;/b&gt; “{most}” hammered the door with {n:,} knock, about {times} times as many as “{least}” ({fewest:,}).</extracomment>
            <translation>
                <numerusform>&lt;b&gt;Cyfrwch y cnociau yn gyntaf.&lt;/b&gt; Cafodd y drws ei guro'n galed gan “{most}”: {n:,} o gnociau, tua {times} gwaith cymaint â'r dewis “{least}” ({fewest:,}).</numerusform>
                <numerusform>&lt;b&gt;Cyfrwch y cnociau yn gyntaf.&lt;/b&gt; Cafodd y drws ei guro'n galed gan “{most}”: {n:,} cnoc, tua {times} gwaith cymaint â'r dewis “{least}” ({fewest:,}).</numerusform>
                <numerusform>&lt;b&gt;Cyfrwch y cnociau yn gyntaf.&lt;/b&gt; Cafodd y drws ei guro'n galed gan “{most}”: {n:,} o gnociau, tua {times} gwaith cymaint â'r dewis “{least}” ({fewest:,}).</numerusform>
                <numerusform>&lt;b&gt;Cyfrwch y cnociau yn gyntaf.&lt;/b&gt; Cafodd y drws ei guro'n galed gan “{most}”: {n:,} o gnociau, tua {times} gwaith cymaint â'r dewis “{least}” ({fewest:,}).</numerusform>
                <numerusform>&lt;b&gt;Cyfrwch y cnociau yn gyntaf.&lt;/b&gt; Cafodd y drws ei guro'n galed gan “{most}”: {n:,} o gnociau, tua {times} gwaith cymaint â'r dewis “{least}” ({fewest:,}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Count the knocks first.&lt;/b&gt; All three knocked about as often: from {fewest:,} to {n:,} knocks.</source>
            <comment>DOOR_REVEAL_LEAD_SAME</comment>
            <extracomment>English for one: &lt;b&gt;Count the knocks first.&lt;/b&gt; All three knocked about as often: from {fewest:,} to {n:,} knock.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;Cyfrwch y cnociau yn gyntaf.&lt;/b&gt; Fe wnaeth y tri gnocio tua'r un faint: rhwng {fewest:,} a {n:,} o gnociau.</numerusform>
                <numerusform>&lt;b&gt;Cyfrwch y cnociau yn gyntaf.&lt;/b&gt; Fe wnaeth y tri gnocio tua'r un faint: rhwng {fewest:,} a {n:,} cnoc.</numerusform>
                <numerusform>&lt;b&gt;Cyfrwch y cnociau yn gyntaf.&lt;/b&gt; Fe wnaeth y tri gnocio tua'r un faint: rhwng {fewest:,} a {n:,} o gnociau.</numerusform>
                <numerusform>&lt;b&gt;Cyfrwch y cnociau yn gyntaf.&lt;/b&gt; Fe wnaeth y tri gnocio tua'r un faint: rhwng {fewest:,} a {n:,} o gnociau.</numerusform>
                <numerusform>&lt;b&gt;Cyfrwch y cnociau yn gyntaf.&lt;/b&gt; Fe wnaeth y tri gnocio tua'r un faint: rhwng {fewest:,} a {n:,} o gnociau.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; quick for the friends (all done after {done:.0f} s), but it hammered the door: {n:,} knocks.</source>
            <comment>DOOR_REVEAL_HARD_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; quick for the friends (all done after {done:.0f} s), but it hammered the door: {n:,} knock.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; cyflym i'r ffrindiau (pawb wedi gorffen ar ôl {done:.0f} s), ond cafodd y drws ei guro'n galed: {n:,} o gnociau.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; cyflym i'r ffrindiau (pawb wedi gorffen ar ôl {done:.0f} s), ond cafodd y drws ei guro'n galed: {n:,} cnoc.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; cyflym i'r ffrindiau (pawb wedi gorffen ar ôl {done:.0f} s), ond cafodd y drws ei guro'n galed: {n:,} o gnociau.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; cyflym i'r ffrindiau (pawb wedi gorffen ar ôl {done:.0f} s), ond cafodd y drws ei guro'n galed: {n:,} o gnociau.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; cyflym i'r ffrindiau (pawb wedi gorffen ar ôl {done:.0f} s), ond cafodd y drws ei guro'n galed: {n:,} o gnociau.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; gentle on the door ({n:,} knocks), but slow: all done only after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_GENTLE_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; gentle on the door ({n:,} knock), but slow: all done only after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; addfwyn â'r drws ({n:,} o gnociau), ond araf: pawb wedi gorffen dim ond ar ôl {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; addfwyn â'r drws ({n:,} cnoc), ond araf: pawb wedi gorffen dim ond ar ôl {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; addfwyn â'r drws ({n:,} o gnociau), ond araf: pawb wedi gorffen dim ond ar ôl {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; addfwyn â'r drws ({n:,} o gnociau), ond araf: pawb wedi gorffen dim ond ar ôl {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; addfwyn â'r drws ({n:,} o gnociau), ond araf: pawb wedi gorffen dim ond ar ôl {done:.0f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; gentle and quick: {n:,} knocks, and all done after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_GENTLE_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; gentle and quick: {n:,} knock, and all done after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; addfwyn a chyflym: {n:,} o gnociau, a phawb wedi gorffen ar ôl {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; addfwyn a chyflym: {n:,} cnoc, a phawb wedi gorffen ar ôl {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; addfwyn a chyflym: {n:,} o gnociau, a phawb wedi gorffen ar ôl {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; addfwyn a chyflym: {n:,} o gnociau, a phawb wedi gorffen ar ôl {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; addfwyn a chyflym: {n:,} o gnociau, a phawb wedi gorffen ar ôl {done:.0f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; hard on the door and slow: {n:,} knocks, and all done only after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_HARD_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; hard on the door and slow: {n:,} knock, and all done only after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; caled ar y drws ac araf: {n:,} o gnociau, a phawb wedi gorffen dim ond ar ôl {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; caled ar y drws ac araf: {n:,} cnoc, a phawb wedi gorffen dim ond ar ôl {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; caled ar y drws ac araf: {n:,} o gnociau, a phawb wedi gorffen dim ond ar ôl {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; caled ar y drws ac araf: {n:,} o gnociau, a phawb wedi gorffen dim ond ar ôl {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; caled ar y drws ac araf: {n:,} o gnociau, a phawb wedi gorffen dim ond ar ôl {done:.0f} s.</numerusform>
            </translation>
        </message>
        <message>
            <source>Everyone knocks again at once, so the door is always crowded.</source>
            <oldsource>Everyone knocks again at once, so the door is crowded with knocks all the time.</oldsource>
            <comment>DOOR_REVEAL_WHY/immediate</comment>
            <translation>Mae pawb yn cnocio eto ar unwaith, felly mae'r drws yn llawn drwy'r amser.</translation>
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together.</source>
            <oldsource>Each time, everyone waits twice as long, all the same wait, so they come back together and bounce off together.</oldsource>
            <comment>DOOR_REVEAL_WHY/exponential</comment>
            <translation>Bob tro, mae pawb yn aros ddwywaith cyhyd, pob un yn aros yr un faint, felly maen nhw'n dod yn ôl gyda'i gilydd.</translation>
        </message>
        <message>
            <source>Each friend waits a different time, so they come back one by one.</source>
            <oldsource>Each friend waits a different time, so they come back one by one and the door keeps letting friends in.</oldsource>
            <comment>DOOR_REVEAL_WHY/full-jitter</comment>
            <translation>Mae pob ffrind yn aros amser gwahanol, felly maen nhw'n dod yn ôl un ar y tro.</translation>
        </message>
        <message>
            <source>Back to the door</source>
            <comment>DOOR_STAGE_BACK</comment>
            <translation>Yn ôl at y drws</translation>
        </message>
        <message>
            <source>Show what to try and what to notice in the crowd's place, and the crowd again.</source>
            <comment>DOOR_STAGE_TIP</comment>
            <translation>Dangos beth i roi cynnig arno a beth i sylwi arno yn lle'r dorf, a'r dorf eto.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{done} of {total} watched to the end.&lt;/b&gt; Watch all three to the end and the button below opens. Then say what you saw.</source>
            <oldsource>&lt;b&gt;{done} of {total} watched to the end.&lt;/b&gt; Watch all three, then say what you saw.</oldsource>
            <comment>DOOR_NOTICE_ASK</comment>
            <translation>&lt;b&gt;{done} o {total} wedi'u gwylio tan y diwedd.&lt;/b&gt; Gwyliwch y tri tan y diwedd ac fe fydd y botwm isod yn agor. Yna dywedwch beth welsoch chi.</translation>
        </message>
        <message>
            <source>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Play and watch it to the end.</source>
            <oldsource>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Play and watch it to the end (4x is quicker).</oldsource>
            <comment>DOOR_NOTICE_SKIPPED</comment>
            <translation>Fe neidioch chi i ddiwedd “{rule}”. Mae hynny'n iawn, ond dim ond gwylio sy'n cyfrif: pwyswch Chwarae a'i wylio tan y diwedd.</translation>
        </message>
        <message>
            <source>Try all three. First the knocks: which one hammers the door hardest? Then the time: is one both gentle and quick?</source>
            <oldsource>Try all three. Which one is all done soonest? Which needs the fewest knocks?</oldsource>
            <comment>DOOR_TRY/0</comment>
            <translation>Rhowch gynnig ar y tri. Yn gyntaf y cnociau: pa un sy'n curo'r drws galetaf? Yna'r amser: oes un sy'n addfwyn ac yn gyflym?</translation>
        </message>
        <message>
            <source>Look at the numbers on the dots: who knocked the most?</source>
            <comment>DOOR_TRY/1</comment>
            <translation>Edrychwch ar y rhifau ar y dotiau: pwy gnociodd fwyaf?</translation>
        </message>
        <message>
            <source>Move the slider to 50 friends. What happens to the knocks?</source>
            <comment>DOOR_TRY/2</comment>
            <translation>Symudwch y llithrydd i 50 ffrind. Beth sy'n digwydd i'r cnociau?</translation>
        </message>
        <message>
            <source>&amp;Take away</source>
            <comment>TAKEAWAY_MENU</comment>
            <translation>&amp;I'w gymryd adref</translation>
        </message>
        <message>
            <source>Take away</source>
            <comment>TAKEAWAY_BUTTON</comment>
            <translation>I'w gymryd adref</translation>
        </message>
        <message>
            <source>Save this lesson's replay as an animation (GIF) to keep.</source>
            <oldsource>Save this replay as an animation for slides, or print a worksheet.</oldsource>
            <comment>TAKEAWAY_BUTTON_TIP</comment>
            <translation>Cadw ailchwarae'r wers hon fel animeiddiad (GIF) i'w gadw.</translation>
        </message>
        <message>
            <source>Save animation (GIF)…</source>
            <comment>TAKEAWAY_GIF</comment>
            <translation>Cadw animeiddiad (GIF)…</translation>
        </message>
        <message>
            <source>The replay on screen as an animated GIF, 960 x 540, for slides. You choose where to save it (Save as opens in Pictures).</source>
            <oldsource>The replay on screen as an animated GIF, 960 x 540, for slides. Saved in Pictures.</oldsource>
            <comment>TAKEAWAY_GIF_TIP</comment>
            <translation>Yr ailchwarae ar y sgrin fel GIF wedi'i animeiddio, 960 x 540, ar gyfer sleidiau. Chi sy'n dewis ble i'w gadw (mae Cadw fel yn agor yn Lluniau).</translation>
        </message>
        <message>
            <source>{now:.1f} s</source>
            <comment>TAKEAWAY_CLOCK</comment>
            <translation>{now:.1f} s</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} agents, a tool that takes at most {capacity} a second</source>
            <comment>TAKEAWAY_LAB_TITLE</comment>
            <extracomment>English for one: {rule}: {n:,} agent, a tool that takes at most {capacity} a second</extracomment>
            <translation>
                <numerusform>{rule}: {n:,} o asiantau, offeryn sy'n derbyn hyd at {capacity} yr eiliad</numerusform>
                <numerusform>{rule}: {n:,} asiant, offeryn sy'n derbyn hyd at {capacity} yr eiliad</numerusform>
                <numerusform>{rule}: {n:,} o asiantau, offeryn sy'n derbyn hyd at {capacity} yr eiliad</numerusform>
                <numerusform>{rule}: {n:,} o asiantau, offeryn sy'n derbyn hyd at {capacity} yr eiliad</numerusform>
                <numerusform>{rule}: {n:,} o asiantau, offeryn sy'n derbyn hyd at {capacity} yr eiliad</numerusform>
            </translation>
        </message>
        <message>
            <source>Save side-by-side animation (GIF)…</source>
            <comment>TAKEAWAY_GIF_COMPARE</comment>
            <translation>Cadw animeiddiad ochr yn ochr (GIF)…</translation>
        </message>
        <message>
            <source>Exponential backoff above backoff with jitter (or your rule against its partner), on one time axis, as an animated GIF for slides. You choose where to save it (Save as opens in Pictures).</source>
            <oldsource>Exponential backoff above backoff with jitter (or your rule against its partner), on one time axis, as an animated GIF for slides. Saved in Pictures.</oldsource>
            <comment>TAKEAWAY_GIF_COMPARE_TIP</comment>
            <translation>Oedi esbonyddol uwchben oedi gyda hap (neu eich rheol yn erbyn ei phartner), ar un echelin amser, fel GIF wedi'i animeiddio ar gyfer sleidiau. Chi sy'n dewis ble i'w gadw (mae Cadw fel yn agor yn Lluniau).</translation>
        </message>
        <message>
            <source>Save the pair as two GIFs, one time axis…</source>
            <comment>TAKEAWAY_GIF_PAIR</comment>
            <translation>Cadw'r pâr fel dau GIF, un echelin amser…</translation>
        </message>
        <message>
            <source>Exponential backoff and backoff with jitter (or your rule and its partner) as two animations on the same time axis and clock, one per slide. You choose where to save them (Save as opens in Pictures).</source>
            <oldsource>Exponential backoff and backoff with jitter (or your rule and its partner) as two animations on the same time axis and clock, one per slide. Saved in Pictures.</oldsource>
            <comment>TAKEAWAY_GIF_PAIR_TIP</comment>
            <translation>Oedi esbonyddol ac oedi gyda hap (neu eich rheol a'i phartner) fel dau animeiddiad ar yr un echelin amser a chloc, un i bob sleid. Chi sy'n dewis ble i'w cadw (mae Cadw fel yn agor yn Lluniau).</translation>
        </message>
        <message>
            <source>{top} against {bottom}: {agents} agents, a tool that takes {capacity} calls a second</source>
            <comment>TAKEAWAY_COMPARE_TITLE</comment>
            <translation>{top} yn erbyn {bottom}: {agents} asiant, offeryn sy'n derbyn {capacity} o alwadau yr eiliad</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls sent, last agent served at {last:.1f} s</source>
            <comment>TAKEAWAY_COMPARE_PLOT</comment>
            <extracomment>English for one: {rule}: {n:,} call sent, last agent served at {last:.1f} s</extracomment>
            <translation>
                <numerusform>{rule}: {n:,} o alwadau wedi'u hanfon, yr asiant olaf wedi cael ateb ar {last:.1f} s</numerusform>
                <numerusform>{rule}: {n:,} alwad wedi'i hanfon, yr asiant olaf wedi cael ateb ar {last:.1f} s</numerusform>
                <numerusform>{rule}: {n:,} o alwadau wedi'u hanfon, yr asiant olaf wedi cael ateb ar {last:.1f} s</numerusform>
                <numerusform>{rule}: {n:,} o alwadau wedi'u hanfon, yr asiant olaf wedi cael ateb ar {last:.1f} s</numerusform>
                <numerusform>{rule}: {n:,} o alwadau wedi'u hanfon, yr asiant olaf wedi cael ateb ar {last:.1f} s</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls sent so far</source>
            <comment>TAKEAWAY_COMPARE_PLOT_SO_FAR</comment>
            <extracomment>English for one: {rule}: {n:,} call sent so far</extracomment>
            <translation>
                <numerusform>{rule}: {n:,} o alwadau wedi'u hanfon hyd yma</numerusform>
                <numerusform>{rule}: {n:,} alwad wedi'i hanfon hyd yma</numerusform>
                <numerusform>{rule}: {n:,} o alwadau wedi'u hanfon hyd yma</numerusform>
                <numerusform>{rule}: {n:,} o alwadau wedi'u hanfon hyd yma</numerusform>
                <numerusform>{rule}: {n:,} o alwadau wedi'u hanfon hyd yma</numerusform>
            </translation>
        </message>
        <message>
            <source>The rule to compare with is still being worked out; try again in a moment.</source>
            <comment>TAKEAWAY_NO_PARTNER</comment>
            <translation>Mae'r rheol i gymharu â hi'n dal i gael ei chyfrifo; rhowch gynnig arall mewn munud.</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · longest wait {cap} · seed {seed} · made {date}</source>
            <comment>CAPTION</comment>
            <translation>{rules} · {agents:,} asiant · mae'r offeryn yn derbyn {capacity:,} o alwadau yr eiliad · amser ateb {answer:.2f} s · aros hiraf {cap} · tafliad y dis {seed} · gwnaed {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} friends · the door lets {capacity:,} in each second · seed {seed} · made {date}</source>
            <comment>CAPTION_DOOR</comment>
            <translation>{rules} · {agents:,} ffrind · mae'r drws yn gadael {capacity:,} i mewn bob eiliad · tafliad y dis {seed} · gwnaed {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · longest wait {cap} · made {date}</source>
            <comment>CAPTION_NO_SEED</comment>
            <translation>{rules} · {agents:,} asiant · mae'r offeryn yn derbyn {capacity:,} o alwadau yr eiliad · amser ateb {answer:.2f} s · aros hiraf {cap} · gwnaed {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} friends · the door lets {capacity:,} in each second · made {date}</source>
            <comment>CAPTION_DOOR_NO_SEED</comment>
            <translation>{rules} · {agents:,} ffrind · mae'r drws yn gadael {capacity:,} i mewn bob eiliad · gwnaed {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · seed {seed} · made {date}</source>
            <comment>CAPTION_TEN</comment>
            <translation>{rules} · {agents:,} asiant · mae'r offeryn yn derbyn {capacity:,} o alwadau bob eiliad · tafliad y dis {seed} · gwnaed {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · made {date}</source>
            <comment>CAPTION_TEN_NO_SEED</comment>
            <translation>{rules} · {agents:,} asiant · mae'r offeryn yn derbyn {capacity:,} o alwadau bob eiliad · gwnaed {date}</translation>
        </message>
        <message>
            <source>{rule}: {randomness}</source>
            <comment>CAPTION_JITTER</comment>
            <translation>{rule}: {randomness}</translation>
        </message>
        <message>
            <source>none</source>
            <comment>CAPTION_NO_CAP</comment>
            <translation>dim</translation>
        </message>
        <message>
            <source>{cap:g} s</source>
            <comment>CAPTION_CAP</comment>
            <translation>{cap:g} s</translation>
        </message>
        <message>
            <source>Making the animation: frame {done} of {total}…</source>
            <comment>TAKEAWAY_PROGRESS</comment>
            <translation>Yn gwneud yr animeiddiad: ffrâm {done} o {total}…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>TAKEAWAY_CANCEL</comment>
            <translation>Canslo</translation>
        </message>
        <message>
            <source>Animation cancelled; nothing was saved.</source>
            <comment>TAKEAWAY_CANCELLED</comment>
            <translation>Animeiddiad wedi'i ganslo; chafodd dim byd ei gadw.</translation>
        </message>
        <message>
            <source>There is no replay to save yet.</source>
            <comment>TAKEAWAY_NO_RUN</comment>
            <translation>Does dim ailchwarae i'w gadw eto.</translation>
        </message>
        <message>
            <source>Free play has no worksheet: open a lesson (Lessons menu) for one.</source>
            <comment>TAKEAWAY_NO_SHEET</comment>
            <translation>Does dim taflen waith gan chwarae rhydd: agorwch wers (dewislen Gwersi) i gael un.</translation>
        </message>
        <message>
            <source>the animation</source>
            <comment>WHAT_ANIMATION</comment>
            <translation>yr animeiddiad</translation>
        </message>
        <message>
            <source>Animation</source>
            <comment>ANIMATION_TITLE</comment>
            <translation>Animeiddiad</translation>
        </message>
        <message>
            <source>This name is too long for this folder: a name here can have at most {most} bytes, and this one has {length}. Choose a shorter name.</source>
            <comment>SAVE_NAME_TOO_LONG</comment>
            <translation>Mae'r enw hwn yn rhy hir i'r ffolder hon: gall enw yma fod hyd at {most} beit, ac mae gan hwn {length}. Dewiswch enw byrrach.</translation>
        </message>
        <message>
            <source>Save picture</source>
            <comment>SAVE_AS/picture</comment>
            <translation>Cadw llun</translation>
        </message>
        <message>
            <source>Save animation</source>
            <comment>SAVE_AS/animation</comment>
            <translation>Cadw animeiddiad</translation>
        </message>
        <message>
            <source>Save the two animations</source>
            <comment>SAVE_AS/pair</comment>
            <translation>Cadw'r ddau animeiddiad</translation>
        </message>
        <message>
            <source>Save worksheet</source>
            <comment>SAVE_AS/worksheet</comment>
            <translation>Cadw taflen waith</translation>
        </message>
        <message>
            <source>Save the teacher's worksheet with answers</source>
            <oldsource>Save the teacher's worksheet</oldsource>
            <comment>SAVE_AS/answers</comment>
            <translation>Cadw taflen waith yr athro gydag atebion</translation>
        </message>
        <message>
            <source>Save data</source>
            <comment>SAVE_AS/data</comment>
            <translation>Cadw data</translation>
        </message>
        <message>
            <source>Save every call</source>
            <comment>SAVE_AS/calls</comment>
            <translation>Cadw pob galwad</translation>
        </message>
        <message>
            <source>wallasey</source>
            <comment>FILE_NAMES/lab</comment>
            <translation>wallasey</translation>
        </message>
        <message>
            <source>plots</source>
            <comment>FILE_NAMES/plots</comment>
            <translation>graffiau</translation>
        </message>
        <message>
            <source>slide</source>
            <comment>FILE_NAMES/slide</comment>
            <translation>sleid</translation>
        </message>
        <message>
            <source>door</source>
            <comment>FILE_NAMES/door</comment>
            <translation>drws</translation>
        </message>
        <message>
            <source>ten agents</source>
            <comment>FILE_NAMES/ten-agents</comment>
            <translation>deg asiant</translation>
        </message>
        <message>
            <source>load vs waiting</source>
            <comment>FILE_NAMES/load-vs-waiting</comment>
            <translation>llwyth yn erbyn aros</translation>
        </message>
        <message>
            <source>side by side</source>
            <comment>FILE_NAMES/side-by-side</comment>
            <translation>ochr yn ochr</translation>
        </message>
        <message>
            <source>pair</source>
            <comment>FILE_NAMES/pair</comment>
            <translation>pâr</translation>
        </message>
        <message>
            <source>worksheet</source>
            <comment>FILE_NAMES/worksheet</comment>
            <translation>taflen waith</translation>
        </message>
        <message>
            <source>answers</source>
            <comment>FILE_NAMES/answers</comment>
            <translation>atebion</translation>
        </message>
        <message>
            <source>table</source>
            <comment>FILE_NAMES/table</comment>
            <translation>tabl</translation>
        </message>
        <message>
            <source>calls</source>
            <comment>FILE_NAMES/calls</comment>
            <translation>galwadau</translation>
        </message>
        <message>
            <source>sweep</source>
            <comment>FILE_NAMES/sweep</comment>
            <translation>ysgubiad</translation>
        </message>
        <message>
            <source>class rounds</source>
            <comment>FILE_NAMES/class-rounds</comment>
            <translation>rowndiau dosbarth</translation>
        </message>
        <message>
            <source>Save every call of the run (CSV)…</source>
            <comment>TAKEAWAY_CALLS</comment>
            <translation>Cadw pob galwad yn y rhediad (CSV)…</translation>
        </message>
        <message>
            <source>Every call of the run on screen (when it was sent, which agent, accepted or refused) as one CSV file. You choose where to save it (Save as opens in Documents).</source>
            <comment>TAKEAWAY_CALLS_TIP</comment>
            <translation>Pob galwad yn y rhediad ar y sgrin (pryd cafodd ei hanfon, pa asiant, wedi'i derbyn neu ei gwrthod) fel un ffeil CSV. Chi sy'n dewis ble i'w chadw (mae Cadw fel yn agor yn Dogfennau).</translation>
        </message>
        <message>
            <source>the worksheet</source>
            <comment>WHAT_WORKSHEET</comment>
            <translation>y daflen waith</translation>
        </message>
        <message>
            <source>the teacher's worksheet with answers</source>
            <comment>WHAT_ANSWERS</comment>
            <translation>taflen waith yr athro gydag atebion</translation>
        </message>
        <message>
            <source>worksheet</source>
            <comment>WORKSHEET_PUPIL</comment>
            <translation>taflen waith</translation>
        </message>
        <message>
            <source>Teacher's copy, with the model's answers</source>
            <comment>WORKSHEET_TEACHER</comment>
            <translation>Copi'r athro, gydag atebion y model</translation>
        </message>
        <message>
            <source>Name: ____________________________    Date: ______________</source>
            <comment>WORKSHEET_NAME_LINE</comment>
            <translation>Enw: ____________________________    Dyddiad: ______________</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab</source>
            <comment>WORKSHEET_FOOTER</comment>
            <translation>Labordy Ailgeisio Wallasey</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab · page {page} of {pages}</source>
            <comment>WORKSHEET_FOOTER_PAGES</comment>
            <translation>Labordy Ailgeisio Wallasey · tudalen {page} o {pages}</translation>
        </message>
        <message>
            <source>{title}: {copy}</source>
            <comment>WORKSHEET_PDF_TITLE</comment>
            <translation>{title}: {copy}</translation>
        </message>
        <message>
            <source>{title}  ·  {ages}</source>
            <comment>WORKSHEET_HEADING</comment>
            <translation>{title}  ·  {ages}</translation>
        </message>
        <message>
            <source>{number}. {question}</source>
            <comment>WORKSHEET_QUESTION</comment>
            <translation>{number}. {question}</translation>
        </message>
        <message>
            <source>Your run: “{rule}”. Friends: {friends:,}. Knocks: {knocks:,}. Everyone inside after {last:.0f} s.</source>
            <comment>WORKSHEET_RUN_DOOR</comment>
            <translation>Eich rhediad: “{rule}”. Ffrindiau: {friends:,}. Cnociau: {knocks:,}. Pawb i mewn ar ôl {last:.0f} s.</translation>
        </message>
        <message>
            <source>Your run, calls sent: “{first}” {first_calls:,}, “{second}” {second_calls:,}, “{third}” {third_calls:,}.</source>
            <comment>WORKSHEET_RUN_TEN</comment>
            <translation>Eich rhediad, galwadau a anfonwyd: “{first}” {first_calls:,}, “{second}” {second_calls:,}, “{third}” {third_calls:,}.</translation>
        </message>
        <message>
            <source>Other settings than the lab's story: {settings}.</source>
            <oldsource>Not the lab's story: {settings}.</oldsource>
            <comment>WORKSHEET_OTHER_SETTINGS</comment>
            <translation>Gosodiadau gwahanol i stori'r labordy: {settings}.</translation>
        </message>
        <message>
            <source>{name} {value} (the story: {story})</source>
            <comment>WORKSHEET_SETTING</comment>
            <translation>{name} {value} (y stori: {story})</translation>
        </message>
        <message>
            <source>Guess first, then fill in what you saw</source>
            <comment>WORKSHEET_TRIES_TITLE</comment>
            <translation>Dyfalwch yn gyntaf, yna llenwch beth welsoch chi</translation>
        </message>
        <message>
            <source>Way</source>
            <comment>WORKSHEET_TRIES_HEADINGS/0</comment>
            <translation>Ffordd</translation>
        </message>
        <message>
            <source>Your guess: calls</source>
            <comment>WORKSHEET_TRIES_HEADINGS/1</comment>
            <translation>Eich dyfaliad: galwadau</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>WORKSHEET_TRIES_HEADINGS/2</comment>
            <translation>Galwadau a anfonwyd</translation>
        </message>
        <message>
            <source>Last answer at</source>
            <comment>WORKSHEET_TRIES_HEADINGS/3</comment>
            <translation>Ateb olaf ar</translation>
        </message>
        <message>
            <source>{last:.1f} s</source>
            <comment>WORKSHEET_TRIES_LAST</comment>
            <translation>{last:.1f} s</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>WORKSHEETS/door/title</comment>
            <translation>Y drws</translation>
        </message>
        <message>
            <source>ages 8 to 11</source>
            <comment>WORKSHEETS/door/ages</comment>
            <translation>oed 8 i 11</translation>
        </message>
        <message>
            <source>A crowd of 30 friends all want to get through a door that lets only 3 in each second. Try all three choices and fill in what you see.</source>
            <comment>WORKSHEETS/door/intro</comment>
            <translation>Mae torf o 30 o ffrindiau i gyd eisiau mynd drwy ddrws sy'n gadael dim ond 3 i mewn bob eiliad. Rhowch gynnig ar y tri dewis ac ysgrifennwch beth welwch chi.</translation>
        </message>
        <message>
            <source>Which choice hammers the door hardest? How many knocks did it take?</source>
            <oldsource>Which choice is all done soonest? How many knocks did it take?</oldsource>
            <comment>WORKSHEETS/door/questions/0/0</comment>
            <translation>Pa ddewis sy'n curo'r drws galetaf? Sawl cnoc oedd ei angen?</translation>
        </message>
        <message>
            <source>Is one choice both gentle on the door and quick? How many knocks, and when was everyone done?</source>
            <oldsource>Which choice needs the fewest knocks?</oldsource>
            <comment>WORKSHEETS/door/questions/1/0</comment>
            <translation>Oes un dewis sy'n addfwyn â'r drws ac yn gyflym hefyd? Sawl cnoc, a phryd roedd pawb wedi gorffen?</translation>
        </message>
        <message>
            <source>Which choice takes longest until everyone is inside? Watch the friends who bounce off: when do they come back to the door?</source>
            <oldsource>Why is "wait longer each time" so slow?</oldsource>
            <comment>WORKSHEETS/door/questions/2/0</comment>
            <translation>Pa ddewis sy'n cymryd hiraf nes bod pawb i mewn? Gwyliwch y ffrindiau sy'n bownsio i ffwrdd: pryd maen nhw'n dod yn ôl at y drws?</translation>
        </message>
        <message>
            <source>Now watch "wait a random time". When do the friends come back? Compare its knocks and time with the other two choices.</source>
            <oldsource>Now watch "wait a random time". When do the friends come back? Compare its time and knocks with the other two choices.</oldsource>
            <comment>WORKSHEETS/door/questions/3/0</comment>
            <translation>Nawr gwyliwch “aros am amser ar hap”. Pryd mae'r ffrindiau'n dod yn ôl? Cymharwch ei gnociau a'i amser â'r ddau ddewis arall.</translation>
        </message>
        <message>
            <source>Move the slider to 50 friends. What happens to the knocks?</source>
            <comment>WORKSHEETS/door/questions/4/0</comment>
            <translation>Symudwch y llithrydd i 50 ffrind. Beth sy'n digwydd i'r cnociau?</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>WORKSHEETS/ten-agents/title</comment>
            <translation>Deg asiant</translation>
        </message>
        <message>
            <source>ages 11 to 15</source>
            <comment>WORKSHEETS/ten-agents/ages</comment>
            <translation>oed 11 i 15</translation>
        </message>
        <message>
            <source>Ten agents all need an answer from a slow tool that takes 2 calls each second. Guess first, then look at the pictures and the table.</source>
            <comment>WORKSHEETS/ten-agents/intro</comment>
            <translation>Mae angen ateb ar ddeg asiant gan offeryn araf sy'n derbyn 2 alwad bob eiliad. Dyfalwch yn gyntaf, yna edrychwch ar y lluniau a'r tabl.</translation>
        </message>
        <message>
            <source>Which way sends the most calls? What did you guess?</source>
            <comment>WORKSHEETS/ten-agents/questions/0/0</comment>
            <translation>Pa ffordd sy'n anfon y nifer mwyaf o alwadau? Beth oedd eich dyfaliad?</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way?</source>
            <oldsource>Which agent waited longest each way?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/1/0</comment>
            <translation>Pa asiant geisiodd eto fwyaf ym mhob ffordd?</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”?</source>
            <oldsource>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run: does it hold?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation>Pa un sy'n cael ateb i'r asiant olaf yn gynt: “Aros yn hirach bob tro” neu “Aros am amser ar hap”?</translation>
        </message>
        <message>
            <source>Why do the red crosses line up in stripes when everyone waits longer each time?</source>
            <comment>WORKSHEETS/ten-agents/questions/3/0</comment>
            <translation>Pam mae'r croesau coch yn gwneud streipiau pan fydd pawb yn aros yn hirach bob tro?</translation>
        </message>
        <message>
            <source>Every agent that hears no waits exactly as long as the others, so they all call again at the same instant, and the tool can take only 2 of them.</source>
            <comment>WORKSHEETS/ten-agents/questions/3/1</comment>
            <translation>Mae pob asiant sy'n clywed 'na' yn aros yn union mor hir â'r lleill, felly maen nhw i gyd yn galw eto ar yr un eiliad, a dim ond 2 ohonyn nhw gall yr offeryn eu derbyn.</translation>
        </message>
        <message>
            <source>Press Another run. Does your answer to 3 hold? Which numbers change?</source>
            <oldsource>Press Another run a few times. Does your answer to 3 hold? Which numbers change?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/4/0</comment>
            <translation>Pwyswch Rhediad arall. Ydy eich ateb i 3 yn dal? Pa rifau sy'n newid?</translation>
        </message>
        <message>
            <source>Load against waiting</source>
            <comment>WORKSHEETS/load-vs-waiting/title</comment>
            <translation>Llwyth yn erbyn aros</translation>
        </message>
        <message>
            <source>ages 15 and up</source>
            <comment>WORKSHEETS/load-vs-waiting/ages</comment>
            <translation>oed 15 a hŷn</translation>
        </message>
        <message numerus="yes">
            <source>Each point of the chart is the middle of {n:,} runs (agents: {agents:,}; the tool takes {capacity:,} calls a second). Down and to the left is better.</source>
            <oldsource>200 agents, a tool that takes 20 calls a second. Each point of the chart is the middle of 50 runs. Down and to the left is better.</oldsource>
            <comment>WORKSHEETS/load-vs-waiting/intro</comment>
            <extracomment>English for one: Each point of the chart is the middle of {n:,} run (agents: {agents:,}; the tool takes {capacity:,} calls a second). Down and to the left is better.</extracomment>
            <translation>
                <numerusform>Mae pob pwynt ar y siart yn ganol {n:,} o rediadau (asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity:,} galwad yr eiliad). I lawr ac i'r chwith sydd orau.</numerusform>
                <numerusform>Mae pob pwynt ar y siart yn ganol {n:,} rhediad (asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity:,} galwad yr eiliad). I lawr ac i'r chwith sydd orau.</numerusform>
                <numerusform>Mae pob pwynt ar y siart yn ganol {n:,} o rediadau (asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity:,} galwad yr eiliad). I lawr ac i'r chwith sydd orau.</numerusform>
                <numerusform>Mae pob pwynt ar y siart yn ganol {n:,} o rediadau (asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity:,} galwad yr eiliad). I lawr ac i'r chwith sydd orau.</numerusform>
                <numerusform>Mae pob pwynt ar y siart yn ganol {n:,} o rediadau (asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity:,} galwad yr eiliad). I lawr ac i'r chwith sydd orau.</numerusform>
            </translation>
        </message>
        <message>
            <source>Exponential backoff: what do you gain by making the Longest wait longer?</source>
            <oldsource>What does a longer Longest wait buy exponential backoff?</oldsource>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/0</comment>
            <translation>Oedi esbonyddol: beth ydych chi'n ei ennill drwy wneud yr Aros hiraf yn hirach?</translation>
        </message>
        <message>
            <source>Nothing. From 1 s up it always sends 1,640 calls; a longer longest wait only makes the herd wait longer (last agent 11 s at a longest wait of 1 s, 107 s at 20 s, 173 s at 40 s).</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/1</comment>
            <translation>Dim byd. O 1 s i fyny mae bob amser yn anfon 1,640 galwad; dim ond gwneud i'r gyr aros yn hirach mae aros hiraf hirach (yr asiant olaf 11 s gydag aros hiraf o 1 s, 107 s gyda 20 s, 173 s gyda 40 s).</translation>
        </message>
        <message>
            <source>And backoff with jitter?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/1/0</comment>
            <translation>Ac oedi gyda hap?</translation>
        </message>
        <message>
            <source>Its calls fall from 3,467 (longest wait 0.5 s) to about 1,355 (10 s and up) while the typical agent's wait hardly moves (5.6 to 5.8 s). Only the last agent pays: 10.5 s to 24 s.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/1/1</comment>
            <translation>Mae ei alwadau'n gostwng o 3,467 (aros hiraf 0.5 s) i tua 1,355 (10 s ac uwch) tra bod aros yr asiant nodweddiadol prin yn symud (5.6 i 5.8 s). Dim ond yr asiant olaf sy'n talu: 10.5 s i 24 s.</translation>
        </message>
        <message>
            <source>Backoff with jitter, longest wait 5 s: where does your point land?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/2/0</comment>
            <translation>Oedi gyda hap, aros hiraf 5 s: ble mae eich pwynt yn glanio?</translation>
        </message>
        <message>
            <source>1,388 calls, typical 5.7 s, last 13.6 s: nearly the fewest calls with a short worst wait.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/2/1</comment>
            <translation>1,388 galwad, nodweddiadol 5.7 s, olaf 13.6 s: bron y lleiaf o alwadau gydag aros gwaethaf byr.</translation>
        </message>
        <message>
            <source>Randomness 0.25 at a longest wait of 20 s: how much does a little randomness help?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/3/0</comment>
            <translation>Hap 0.25 gydag aros hiraf o 20 s: faint mae ychydig o hap yn helpu?</translation>
        </message>
        <message>
            <source>1,309 calls, typical 6.9 s, last 25.7 s, against 1,640, 20.5 s and 107 s with none.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/3/1</comment>
            <translation>1,309 galwad, nodweddiadol 6.9 s, olaf 25.7 s, yn erbyn 1,640, 20.5 s a 107 s heb hap.</translation>
        </message>
        <message>
            <source>Retry immediately, every 1 s: why is it so good here?</source>
            <oldsource>Retry immediately with a pause of 1 s: why is it so good here?</oldsource>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/0</comment>
            <translation>Ailgeisio ar unwaith, bob 1 s: pam mae mor dda yma?</translation>
        </message>
        <message>
            <source>1,100 calls, typical 5.8 s, last 10.5 s. A refused agent calls again 1.05 s later, always in the tool's next counting second, so every second the tool takes 20: 200 + 180 + ... + 20 = 1,100.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/1</comment>
            <translation>1,100 galwad, nodweddiadol 5.8 s, olaf 10.5 s. Mae asiant sydd wedi'i wrthod yn galw eto 1.05 s wedyn, bob amser yn eiliad gyfrif nesaf yr offeryn, felly bob eiliad mae'r offeryn yn derbyn 20: 200 + 180 + ... + 20 = 1,100.</translation>
        </message>
        <message>
            <source>None of the three was both gentle on the door and quick with this crowd.</source>
            <comment>DOOR_SHEET_NONE_BOTH</comment>
            <translation>Doedd dim un o'r tri yn addfwyn â'r drws ac yn gyflym hefyd gyda'r dorf hon.</translation>
        </message>
        <message numerus="yes">
            <source>The door lets {capacity} in, the other {n} bounce off together, and they all wait longer together; in between, the door stands empty.</source>
            <comment>DOOR_SHEET_HERD</comment>
            <extracomment>English for one: The door lets {capacity} in, the other {n} bounces off, and they all wait longer together; in between, the door stands empty.</extracomment>
            <translation>
                <numerusform>Mae'r drws yn gadael {capacity} i mewn, mae'r {n} arall yn bownsio i ffwrdd gyda'i gilydd, ac maen nhw i gyd yn aros yn hirach gyda'i gilydd; yn y cyfamser, mae'r drws yn wag.</numerusform>
                <numerusform>Mae'r drws yn gadael {capacity} i mewn, mae'r {n} arall yn bownsio i ffwrdd gyda'i gilydd, ac maen nhw i gyd yn aros yn hirach gyda'i gilydd; yn y cyfamser, mae'r drws yn wag.</numerusform>
                <numerusform>Mae'r drws yn gadael {capacity} i mewn, mae'r {n} arall yn bownsio i ffwrdd gyda'i gilydd, ac maen nhw i gyd yn aros yn hirach gyda'i gilydd; yn y cyfamser, mae'r drws yn wag.</numerusform>
                <numerusform>Mae'r drws yn gadael {capacity} i mewn, mae'r {n} arall yn bownsio i ffwrdd gyda'i gilydd, ac maen nhw i gyd yn aros yn hirach gyda'i gilydd; yn y cyfamser, mae'r drws yn wag.</numerusform>
                <numerusform>Mae'r drws yn gadael {capacity} i mewn, mae'r {n} arall yn bownsio i ffwrdd gyda'i gilydd, ac maen nhw i gyd yn aros yn hirach gyda'i gilydd; yn y cyfamser, mae'r drws yn wag.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} friends:</source>
            <comment>DOOR_SHEET_CROWD</comment>
            <extracomment>English for one: With {n} friend:</extracomment>
            <translation>
                <numerusform>Gyda {n} ffrind:</numerusform>
                <numerusform>Gyda {n} ffrind:</numerusform>
                <numerusform>Gyda {n} ffrind:</numerusform>
                <numerusform>Gyda {n} ffrind:</numerusform>
                <numerusform>Gyda {n} ffrind:</numerusform>
            </translation>
        </message>
        <message>
            <source>“{rule}”</source>
            <comment>TEN_SHEET_RULE</comment>
            <translation>“{rule}”</translation>
        </message>
        <message numerus="yes">
            <source>Most calls: {rules}, {n:,} calls, {times:.1f} times as many as the fewest. The others: {others}.</source>
            <comment>TEN_SHEET_CALLS</comment>
            <extracomment>English for one: Most calls: {rules}, {n:,} call, {times:.1f} times as many as the fewest. The others: {others}.</extracomment>
            <translation>
                <numerusform>Y mwyaf o alwadau: {rules}, {n:,} o alwadau, {times:.1f} gwaith cymaint â'r lleiaf. Y lleill: {others}.</numerusform>
                <numerusform>Y mwyaf o alwadau: {rules}, {n:,} alwad, {times:.1f} gwaith cymaint â'r lleiaf. Y lleill: {others}.</numerusform>
                <numerusform>Y mwyaf o alwadau: {rules}, {n:,} o alwadau, {times:.1f} gwaith cymaint â'r lleiaf. Y lleill: {others}.</numerusform>
                <numerusform>Y mwyaf o alwadau: {rules}, {n:,} o alwadau, {times:.1f} gwaith cymaint â'r lleiaf. Y lleill: {others}.</numerusform>
                <numerusform>Y mwyaf o alwadau: {rules}, {n:,} o alwadau, {times:.1f} gwaith cymaint â'r lleiaf. Y lleill: {others}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{rule} {calls:,}</source>
            <comment>TEN_SHEET_RULE_CALLS</comment>
            <translation>{rule} {calls:,}</translation>
        </message>
        <message numerus="yes">
            <source>Every way sends the same: {n:,} calls.</source>
            <comment>TEN_SHEET_CALLS_SAME</comment>
            <extracomment>English for one: Every way sends the same: {n:,} call.</extracomment>
            <translation>
                <numerusform>Mae pob ffordd yn anfon yr un faint: {n:,} o alwadau.</numerusform>
                <numerusform>Mae pob ffordd yn anfon yr un faint: {n:,} alwad.</numerusform>
                <numerusform>Mae pob ffordd yn anfon yr un faint: {n:,} o alwadau.</numerusform>
                <numerusform>Mae pob ffordd yn anfon yr un faint: {n:,} o alwadau.</numerusform>
                <numerusform>Mae pob ffordd yn anfon yr un faint: {n:,} o alwadau.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agent {agents}, {n} retries, answered at {served:.1f} s.</source>
            <oldsource>{rule}: agent {agents}, {n} retries, served at {served:.1f} s.</oldsource>
            <comment>TEN_SHEET_MOST_ONE</comment>
            <extracomment>English for one: {rule}: agent {agents}, {n} retry, answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: asiant {agents}, {n} o ailgeisiadau, wedi cael ateb ar {served:.1f} s.</numerusform>
                <numerusform>{rule}: asiant {agents}, {n} ailgais, wedi cael ateb ar {served:.1f} s.</numerusform>
                <numerusform>{rule}: asiant {agents}, {n} o ailgeisiadau, wedi cael ateb ar {served:.1f} s.</numerusform>
                <numerusform>{rule}: asiant {agents}, {n} o ailgeisiadau, wedi cael ateb ar {served:.1f} s.</numerusform>
                <numerusform>{rule}: asiant {agents}, {n} o ailgeisiadau, wedi cael ateb ar {served:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agents {agents}, {n} retries each, answered at {served:.1f} s.</source>
            <oldsource>{rule}: agents {agents}, {n} retries each, served at {served:.1f} s.</oldsource>
            <comment>TEN_SHEET_MOST_MANY</comment>
            <extracomment>English for one: {rule}: agents {agents}, {n} retry each, answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: asiantau {agents}, {n} o ailgeisiadau yr un, wedi cael ateb ar {served:.1f} s.</numerusform>
                <numerusform>{rule}: asiantau {agents}, {n} ailgais yr un, wedi cael ateb ar {served:.1f} s.</numerusform>
                <numerusform>{rule}: asiantau {agents}, {n} o ailgeisiadau yr un, wedi cael ateb ar {served:.1f} s.</numerusform>
                <numerusform>{rule}: asiantau {agents}, {n} o ailgeisiadau yr un, wedi cael ateb ar {served:.1f} s.</numerusform>
                <numerusform>{rule}: asiantau {agents}, {n} o ailgeisiadau yr un, wedi cael ateb ar {served:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agents {agents}, {n} retries each, the last answered at {served:.1f} s.</source>
            <oldsource>{rule}: agents {agents}, {n} retries each, the last served at {served:.1f} s.</oldsource>
            <comment>TEN_SHEET_MOST_APART</comment>
            <extracomment>English for one: {rule}: agents {agents}, {n} retry each, the last answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: asiantau {agents}, {n} o ailgeisiadau yr un, yr olaf wedi cael ateb ar {served:.1f} s.</numerusform>
                <numerusform>{rule}: asiantau {agents}, {n} ailgais yr un, yr olaf wedi cael ateb ar {served:.1f} s.</numerusform>
                <numerusform>{rule}: asiantau {agents}, {n} o ailgeisiadau yr un, yr olaf wedi cael ateb ar {served:.1f} s.</numerusform>
                <numerusform>{rule}: asiantau {agents}, {n} o ailgeisiadau yr un, yr olaf wedi cael ateb ar {served:.1f} s.</numerusform>
                <numerusform>{rule}: asiantau {agents}, {n} o ailgeisiadau yr un, yr olaf wedi cael ateb ar {served:.1f} s.</numerusform>
            </translation>
        </message>
        <message>
            <source>This run, sooner: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s).</source>
            <oldsource>Soonest: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s).</oldsource>
            <comment>TEN_SHEET_ORDER_TWO</comment>
            <translation>Y rhediad hwn, yn gynt: {first} ({first_last:.1f} s), yna {second} ({second_last:.1f} s).</translation>
        </message>
        <message>
            <source>This run, both at the same moment: {last:.1f} s.</source>
            <oldsource>All three ways at the same moment: {last:.1f} s.</oldsource>
            <comment>TEN_SHEET_ORDER_SAME</comment>
            <translation>Y rhediad hwn, y ddau ar yr un eiliad: {last:.1f} s.</translation>
        </message>
        <message>
            <source>The totals of {immediate} ({immediate_calls:,}) and {exponential} ({exponential_calls:,}, last agent at {exponential_last:.1f} s) stay the same: their waits have no randomness. Their rows per agent do change, because agents calling at the same instant are let in in a random order. The totals of {jitter} change with every run; this run: {jitter_calls:,}, last agent at {jitter_last:.1f} s.</source>
            <comment>TEN_SHEET_ANOTHER</comment>
            <translation>Mae cyfansymiau {immediate} ({immediate_calls:,}) ac {exponential} ({exponential_calls:,}, yr asiant olaf ar {exponential_last:.1f} s) yn aros yr un fath: does dim hap yn eu haros. Mae eu rhesi ar gyfer pob asiant yn newid, serch hynny, oherwydd bod asiantau sy'n galw ar yr un eiliad yn cael eu gadael i mewn mewn trefn ar hap. Mae cyfansymiau {jitter} yn newid gyda phob rhediad; y rhediad hwn: {jitter_calls:,}, yr asiant olaf ar {jitter_last:.1f} s.</translation>
        </message>
        <message>
            <source>The crowd at the door</source>
            <comment>CROWD_TITLE</comment>
            <translation>Y dorf wrth y drws</translation>
        </message>
        <message>
            <source>Each dot is one agent. The number on a dot is how many times it has knocked.</source>
            <comment>CROWD_TIP</comment>
            <translation>Mae pob dot yn un asiant. Y rhif ar ddot yw sawl gwaith mae wedi cnocio.</translation>
        </message>
        <message>
            <source>The crowd appears when a run is ready.</source>
            <comment>CROWD_EMPTY</comment>
            <translation>Mae'r dorf yn ymddangos pan fydd rhediad yn barod.</translation>
        </message>
        <message>
            <source>This door lets {capacity} in each second</source>
            <comment>CROWD_SIGN</comment>
            <translation>Y drws hwn: {capacity} i mewn bob eiliad</translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>CROWD_INSIDE</comment>
            <translation>Y tu mewn</translation>
        </message>
        <message>
            <source>Waiting outside</source>
            <comment>CROWD_OUTSIDE</comment>
            <translation>Yn aros y tu allan</translation>
        </message>
        <message>
            <source>Knocks: {n:,}</source>
            <comment>CROWD_KNOCKS</comment>
            <translation>Cnociau: {n:,}</translation>
        </message>
        <message>
            <source>Bounced off: {n:,}</source>
            <comment>CROWD_REFUSED</comment>
            <translation>Wedi bownsio: {n:,}</translation>
        </message>
        <message>
            <source>Got in: {n:,} of {agents:,}</source>
            <oldsource>Inside: {n:,} of {agents:,}</oldsource>
            <comment>CROWD_IN</comment>
            <translation>I mewn: {n:,} o {agents:,}</translation>
        </message>
        <message>
            <source>Done: {n:,} of {agents:,}</source>
            <oldsource>Answered: {n:,} of {agents:,}</oldsource>
            <comment>CROWD_SERVED</comment>
            <translation>Wedi gorffen: {n:,} o {agents:,}</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>CROWD_COUNTER_NAMES/knocks</comment>
            <translation>Cnociau</translation>
        </message>
        <message>
            <source>Bounced off</source>
            <comment>CROWD_COUNTER_NAMES/refused</comment>
            <translation>Wedi bownsio i ffwrdd</translation>
        </message>
        <message>
            <source>Got in</source>
            <oldsource>Inside</oldsource>
            <comment>CROWD_COUNTER_NAMES/inside</comment>
            <translation>I mewn</translation>
        </message>
        <message>
            <source>Done</source>
            <oldsource>Answered</oldsource>
            <comment>CROWD_COUNTER_NAMES/served</comment>
            <translation>Wedi gorffen</translation>
        </message>
        <message>
            <source>Every knock any friend has made so far.</source>
            <oldsource>Every call any agent has made so far.</oldsource>
            <comment>CROWD_COUNTER_TIPS/knocks</comment>
            <translation>Pob cnoc mae unrhyw ffrind wedi'i gwneud hyd yma.</translation>
        </message>
        <message>
            <source>Knocks that bounced off the door.</source>
            <oldsource>Knocks that bounced off the door (refused).</oldsource>
            <comment>CROWD_COUNTER_TIPS/refused</comment>
            <translation>Cnociau a fownsiodd oddi ar y drws.</translation>
        </message>
        <message>
            <source>Friends who got through the door: done, or inside and not done yet.</source>
            <oldsource>Friends who got through the door: done, or inside waiting for their answer.</oldsource>
            <comment>CROWD_COUNTER_TIPS/inside</comment>
            <translation>Ffrindiau a ddaeth drwy'r drws: wedi gorffen, neu y tu mewn a heb orffen eto.</translation>
        </message>
        <message>
            <source>Friends who are done.</source>
            <oldsource>Friends who have their answer: they are done.</oldsource>
            <comment>CROWD_COUNTER_TIPS/served</comment>
            <translation>Ffrindiau sydd wedi gorffen.</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;got in, then done</source>
            <comment>CROWD_LEGEND</comment>
            <translation>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; llwyd: yn aros &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; coch gyda chroes: newydd fownsio &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; cylch gwyrdd: i mewn &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; glas tywyll:&amp;nbsp;i mewn, yna wedi gorffen</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; green door: letting a friend in &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; red striped door: turning one away</source>
            <comment>CROWD_LEGEND_DOOR</comment>
            <translation>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; drws gwyrdd: yn gadael ffrind i mewn &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; drws coch streipiog: yn troi un i ffwrdd</translation>
        </message>
        <message numerus="yes">
            <source>{dot} on a dot: that friend has knocked {n} times</source>
            <comment>CROWD_COUNT_KEY</comment>
            <extracomment>English for one: {dot} on a dot: that friend has knocked {n} time</extracomment>
            <translation>
                <numerusform>{dot} ar ddot: mae'r ffrind hwnnw wedi cnocio {n} gwaith</numerusform>
                <numerusform>{dot} ar ddot: mae'r ffrind hwnnw wedi cnocio {n} waith</numerusform>
                <numerusform>{dot} ar ddot: mae'r ffrind hwnnw wedi cnocio {n} gwaith</numerusform>
                <numerusform>{dot} ar ddot: mae'r ffrind hwnnw wedi cnocio {n} gwaith</numerusform>
                <numerusform>{dot} ar ddot: mae'r ffrind hwnnw wedi cnocio {n} gwaith</numerusform>
            </translation>
        </message>
        <message>
            <source>Show knocks on the dots</source>
            <comment>CROWD_SHOW_COUNTS</comment>
            <translation>Dangos cnociau ar y dotiau</translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, still knocking</source>
            <comment>CROWD_FRIEND_KNOCKING</comment>
            <extracomment>English for one: This friend: {n} knock, still knocking</extracomment>
            <translation>
                <numerusform>Y ffrind hwn: {n} o gnociau, yn dal i gnocio</numerusform>
                <numerusform>Y ffrind hwn: {n} cnoc, yn dal i gnocio</numerusform>
                <numerusform>Y ffrind hwn: {n} o gnociau, yn dal i gnocio</numerusform>
                <numerusform>Y ffrind hwn: {n} o gnociau, yn dal i gnocio</numerusform>
                <numerusform>Y ffrind hwn: {n} o gnociau, yn dal i gnocio</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, got in</source>
            <comment>CROWD_FRIEND_IN</comment>
            <extracomment>English for one: This friend: {n} knock, got in</extracomment>
            <translation>
                <numerusform>Y ffrind hwn: {n} o gnociau, i mewn</numerusform>
                <numerusform>Y ffrind hwn: {n} cnoc, i mewn</numerusform>
                <numerusform>Y ffrind hwn: {n} o gnociau, i mewn</numerusform>
                <numerusform>Y ffrind hwn: {n} o gnociau, i mewn</numerusform>
                <numerusform>Y ffrind hwn: {n} o gnociau, i mewn</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, done</source>
            <comment>CROWD_FRIEND_DONE</comment>
            <extracomment>English for one: This friend: {n} knock, done</extracomment>
            <translation>
                <numerusform>Y ffrind hwn: {n} o gnociau, wedi gorffen</numerusform>
                <numerusform>Y ffrind hwn: {n} cnoc, wedi gorffen</numerusform>
                <numerusform>Y ffrind hwn: {n} o gnociau, wedi gorffen</numerusform>
                <numerusform>Y ffrind hwn: {n} o gnociau, wedi gorffen</numerusform>
                <numerusform>Y ffrind hwn: {n} o gnociau, wedi gorffen</numerusform>
            </translation>
        </message>
        <message>
            <source>This friend has not knocked yet</source>
            <comment>CROWD_FRIEND_WAITING</comment>
            <translation>Dydy'r ffrind hwn ddim wedi cnocio eto</translation>
        </message>
        <message>
            <source>Write on each dot how many times that friend has knocked.</source>
            <oldsource>Write on each dot how many times that agent has knocked.</oldsource>
            <comment>CROWD_SHOW_COUNTS_TIP</comment>
            <translation>Ysgrifennu ar bob dot sawl gwaith mae'r ffrind hwnnw wedi cnocio.</translation>
        </message>
        <message>
            <source>The tool accepts {capacity} calls a second</source>
            <comment>CROWD_LAB/sign</comment>
            <translation>Mae'r offeryn yn derbyn {capacity} o alwadau yr eiliad</translation>
        </message>
        <message>
            <source>Accepted</source>
            <comment>CROWD_LAB/inside_label</comment>
            <translation>Wedi'u derbyn</translation>
        </message>
        <message>
            <source>Waiting</source>
            <comment>CROWD_LAB/outside</comment>
            <translation>Yn aros</translation>
        </message>
        <message>
            <source>Calls sent: {n:,}</source>
            <comment>CROWD_LAB/knocks</comment>
            <translation>Galwadau a anfonwyd: {n:,}</translation>
        </message>
        <message>
            <source>Calls refused: {n:,}</source>
            <comment>CROWD_LAB/refused</comment>
            <translation>Galwadau a wrthodwyd: {n:,}</translation>
        </message>
        <message>
            <source>Accepted: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/inside</comment>
            <translation>Wedi'u derbyn: {n:,} o {agents:,}</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/served</comment>
            <translation>Wedi cael ateb: {n:,} o {agents:,}</translation>
        </message>
        <message>
            <source>Each dot is one agent. The number on a dot is how many calls it has sent.</source>
            <comment>CROWD_LAB/tip</comment>
            <translation>Mae pob dot yn un asiant. Y rhif ar ddot yw sawl galwad mae wedi'i hanfon.</translation>
        </message>
        <message>
            <source>Every call any agent has sent so far in this run.</source>
            <comment>CROWD_LAB/tips/knocks</comment>
            <translation>Pob galwad mae unrhyw asiant wedi'i hanfon hyd yma yn y rhediad hwn.</translation>
        </message>
        <message>
            <source>Calls the tool refused so far.</source>
            <comment>CROWD_LAB/tips/refused</comment>
            <translation>Galwadau mae'r offeryn wedi'u gwrthod hyd yma.</translation>
        </message>
        <message>
            <source>Agents whose call the tool accepted.</source>
            <comment>CROWD_LAB/tips/inside</comment>
            <translation>Asiantau y derbyniodd yr offeryn eu galwad.</translation>
        </message>
        <message>
            <source>Agents whose answer has arrived.</source>
            <comment>CROWD_LAB/tips/served</comment>
            <translation>Asiantau sydd wedi cael eu hateb.</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;●&lt;/span&gt; red: just refused &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: accepted, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</source>
            <comment>CROWD_LAB/legend</comment>
            <translation>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; llwyd: yn aros &amp;nbsp; &lt;span style='color:{refused}'&gt;●&lt;/span&gt; coch: newydd gael ei wrthod &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; cylch gwyrdd: wedi'i dderbyn, yn aros am yr ateb &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; glas tywyll: wedi cael ateb</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; green door: a call accepted &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; red striped door: a call refused</source>
            <comment>CROWD_LAB/legend_door</comment>
            <translation>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; drws gwyrdd: galwad wedi'i derbyn &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; drws coch streipiog: galwad wedi'i gwrthod</translation>
        </message>
        <message>
            <source>Show calls on the dots</source>
            <comment>CROWD_LAB/show_counts</comment>
            <translation>Dangos galwadau ar y dotiau</translation>
        </message>
        <message>
            <source>Write on each dot how many calls that agent has sent.</source>
            <comment>CROWD_LAB/show_counts_tip</comment>
            <translation>Ysgrifennu ar bob dot sawl galwad mae'r asiant hwnnw wedi'u hanfon.</translation>
        </message>
        <message>
            <source>Show the most calls by one agent</source>
            <comment>CROWD_LAB/show_counts_most</comment>
            <translation>Dangos y mwyaf o alwadau gan un asiant</translation>
        </message>
        <message>
            <source>The dots are too small for a number each: the agent who has sent the most calls so far shows how many, in a bubble. With fewer agents or a bigger window, every dot shows its own.</source>
            <comment>CROWD_LAB/show_counts_most_tip</comment>
            <translation>Mae'r dotiau'n rhy fach i rif ar bob un: mae'r asiant sydd wedi anfon y mwyaf o alwadau hyd yma yn dangos sawl un, mewn swigen. Gyda llai o asiantau neu ffenestr fwy, mae pob dot yn dangos ei rif ei hun.</translation>
        </message>
        <message>
            <source>Counters: the one run being replayed. The table below: the middle of all the runs, so a little different.</source>
            <comment>CROWD_LAB/note</comment>
            <translation>Cownteri: yr un rhediad sy'n cael ei ailchwarae. Y tabl isod: canol yr holl rediadau, felly ychydig yn wahanol.</translation>
        </message>
        <message>
            <source>Counters: the one run being replayed. Your points on the Load and waiting chart: the middle of all the runs, so a little different.</source>
            <comment>CROWD_LAB/note_no_table</comment>
            <translation>Cownteri: yr un rhediad sy'n cael ei ailchwarae. Eich pwyntiau ar siart Llwyth ac aros: canol yr holl rediadau, felly ychydig yn wahanol.</translation>
        </message>
        <message>
            <source>Every call of every agent</source>
            <comment>TIMELINE_TITLE</comment>
            <translation>Pob galwad gan bob asiant</translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>TIMELINE_X</comment>
            <translation>amser (s)</translation>
        </message>
        <message>
            <source>agent</source>
            <comment>TIMELINE_Y</comment>
            <translation>asiant</translation>
        </message>
        <message>
            <source>answer on its way</source>
            <comment>TIMELINE_ANSWER</comment>
            <translation>ateb ar ei ffordd</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;&amp;#9679;&lt;/span&gt;&amp;nbsp;accepted&amp;nbsp;&amp;nbsp;&lt;span style='color:{refused}'&gt;&amp;#10005;&lt;/span&gt;&amp;nbsp;refused&amp;nbsp;&amp;nbsp;&lt;span style='color:{accepted}'&gt;&amp;#9473;&lt;/span&gt;&amp;nbsp;answer on its way</source>
            <comment>TIMELINE_KEY</comment>
            <translation>&lt;span style='color:{accepted}'&gt;&amp;#9679;&lt;/span&gt;&amp;nbsp;derbyniwyd&amp;nbsp;&amp;nbsp;&lt;span style='color:{refused}'&gt;&amp;#10005;&lt;/span&gt;&amp;nbsp;gwrthodwyd&amp;nbsp;&amp;nbsp;&lt;span style='color:{accepted}'&gt;&amp;#9473;&lt;/span&gt;&amp;nbsp;ateb ar ei ffordd</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>TEN_TITLE</comment>
            <translation>Deg asiant</translation>
        </message>
        <message>
            <source>ages 11 to 15</source>
            <comment>TEN_AGES</comment>
            <translation>oed 11 i 15</translation>
        </message>
        <message numerus="yes">
            <source>{n} computer helpers (agents) all need an answer from one slow tool at the same time.</source>
            <comment>TEN_BLURB</comment>
            <extracomment>English for one: {n} computer helper (agent) needs an answer from one slow tool.</extracomment>
            <translation>
                <numerusform>Mae angen ateb ar {n} o helpwyr cyfrifiadur (asiantau) gan un offeryn araf ar yr un pryd.</numerusform>
                <numerusform>Mae angen ateb ar {n} helpwr cyfrifiadur (asiant) gan un offeryn araf.</numerusform>
                <numerusform>Mae angen ateb ar {n} o helpwyr cyfrifiadur (asiantau) gan un offeryn araf ar yr un pryd.</numerusform>
                <numerusform>Mae angen ateb ar {n} o helpwyr cyfrifiadur (asiantau) gan un offeryn araf ar yr un pryd.</numerusform>
                <numerusform>Mae angen ateb ar {n} o helpwyr cyfrifiadur (asiantau) gan un offeryn araf ar yr un pryd.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool takes only {n} calls each second and says no to the rest. An answer takes about {answer:.0f} second.</source>
            <comment>TEN_BLURB_TOOL</comment>
            <extracomment>English for one: The tool takes only {n} call each second and says no to the rest. An answer takes about {answer:.0f} second.</extracomment>
            <translation>
                <numerusform>Dim ond {n} o alwadau bob eiliad mae'r offeryn yn eu derbyn, ac mae'n dweud na wrth y gweddill. Mae ateb yn cymryd tua {answer:.0f} eiliad.</numerusform>
                <numerusform>Dim ond {n} alwad bob eiliad mae'r offeryn yn ei derbyn, ac mae'n dweud na wrth y gweddill. Mae ateb yn cymryd tua {answer:.0f} eiliad.</numerusform>
                <numerusform>Dim ond {n} o alwadau bob eiliad mae'r offeryn yn eu derbyn, ac mae'n dweud na wrth y gweddill. Mae ateb yn cymryd tua {answer:.0f} eiliad.</numerusform>
                <numerusform>Dim ond {n} o alwadau bob eiliad mae'r offeryn yn eu derbyn, ac mae'n dweud na wrth y gweddill. Mae ateb yn cymryd tua {answer:.0f} eiliad.</numerusform>
                <numerusform>Dim ond {n} o alwadau bob eiliad mae'r offeryn yn eu derbyn, ac mae'n dweud na wrth y gweddill. Mae ateb yn cymryd tua {answer:.0f} eiliad.</numerusform>
            </translation>
        </message>
        <message>
            <source>Guess first: which way sends the most calls?</source>
            <comment>TEN_QUESTION</comment>
            <translation>Dyfalwch yn gyntaf: pa ffordd sy'n anfon y nifer mwyaf o alwadau?</translation>
        </message>
        <message>
            <source>Guess that '{rule}' sends the most calls, then see what happened.</source>
            <comment>TEN_PREDICT_TIP</comment>
            <translation>Dyfalu mai '{rule}' sy'n anfon y nifer mwyaf o alwadau, yna gweld beth ddigwyddodd.</translation>
        </message>
        <message>
            <source>Try again at once</source>
            <comment>TEN_RULES/immediate</comment>
            <translation>Ceisio eto ar unwaith</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>TEN_RULES/exponential</comment>
            <translation>Aros yn hirach bob tro</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>TEN_RULES/full-jitter</comment>
            <translation>Aros am amser ar hap</translation>
        </message>
        <message>
            <source>After a no, call again a tenth of a second later, again and again.</source>
            <comment>TEN_RULE_LINES/immediate</comment>
            <translation>Ar ôl 'na', galw eto ddegfed ran o eiliad wedyn, dro ar ôl tro.</translation>
        </message>
        <message>
            <source>After a no, wait. Each new no makes the wait twice as long. Everyone waits the same time.</source>
            <comment>TEN_RULE_LINES/exponential</comment>
            <translation>Ar ôl 'na', aros. Mae pob 'na' newydd yn gwneud yr aros ddwywaith mor hir. Mae pawb yn aros yr un amser.</translation>
        </message>
        <message>
            <source>After a no, wait a random time from 0 up to a limit. Each new no doubles the limit. Everyone waits a different time.</source>
            <oldsource>After a no, wait a random time, up to that same limit. Everyone waits a different time.</oldsource>
            <comment>TEN_RULE_LINES/full-jitter</comment>
            <translation>Ar ôl 'na', aros am amser ar hap rhwng 0 a therfyn. Mae pob 'na' newydd yn dyblu'r terfyn. Mae pawb yn aros amser gwahanol.</translation>
        </message>
        <message>
            <source>Grown-ups call this '{name}'.</source>
            <comment>TEN_RULE_GROWN_UP</comment>
            <translation>Mae oedolion yn galw hyn yn '{name}'.</translation>
        </message>
        <message>
            <source>{line} &lt;i&gt;(In the lab: {name}.)&lt;/i&gt;</source>
            <comment>TEN_RULE_LINE_IN_LAB</comment>
            <translation>{line} &lt;i&gt;(Yn y labordy: {name}.)&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Make your guess first, then look at the pictures. What did you see? Talk about it.</source>
            <comment>TEN_NOTICE_ASK</comment>
            <translation>Dyfalwch yn gyntaf, yna edrychwch ar y lluniau. Beth welsoch chi? Siaradwch amdano.</translation>
        </message>
        <message>
            <source>You have guessed. What did you see? Talk about it, then open this.</source>
            <comment>TEN_NOTICE_READY</comment>
            <translation>Rydych chi wedi dyfalu. Beth welsoch chi? Siaradwch amdano, yna agorwch hwn.</translation>
        </message>
        <message>
            <source>Choose your guess. The results stay hidden until you do.</source>
            <comment>TEN_PREDICT_FIRST</comment>
            <translation>Dewiswch eich dyfaliad. Mae'r canlyniadau'n aros yn gudd nes i chi wneud hynny.</translation>
        </message>
        <message>
            <source>Make your guess on the left.
Then every call of every agent appears here.</source>
            <comment>TEN_HIDDEN</comment>
            <translation>Dyfalwch ar y chwith.
Yna bydd pob galwad gan bob asiant yn ymddangos yma.</translation>
        </message>
        <message>
            <source>You guessed it: '{rule}' sent the most calls, {calls}. Now look at the pictures to see why.</source>
            <comment>TEN_RIGHT</comment>
            <translation>Da iawn, roeddech chi'n iawn: '{rule}' anfonodd y nifer mwyaf o alwadau, {calls}. Nawr edrychwch ar y lluniau i weld pam.</translation>
        </message>
        <message>
            <source>Not this time, and that is how science goes: '{rule}' sent {calls} calls, but '{best}' sent more, {best_calls}. Can you see why in its picture?</source>
            <comment>TEN_WRONG</comment>
            <translation>Ddim y tro hwn, a dyna sut mae gwyddoniaeth yn gweithio: anfonodd '{rule}' {calls} galwad, ond anfonodd '{best}' fwy, {best_calls}. Allwch chi weld pam yn ei lun?</translation>
        </message>
        <message numerus="yes">
            <source>In {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in {sooner} of them.</oldsource>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <extracomment>English for one: In {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</extracomment>
            <translation>
                <numerusform>Mewn {sooner} o {n} rhediad, cafodd 'Aros am amser ar hap' ei ateb olaf yn gynt nag 'Aros yn hirach bob tro'.</numerusform>
                <numerusform>Mewn {sooner} o {n} rhediad, cafodd 'Aros am amser ar hap' ei ateb olaf yn gynt nag 'Aros yn hirach bob tro'.</numerusform>
                <numerusform>Mewn {sooner} o {n} rhediad, cafodd 'Aros am amser ar hap' ei ateb olaf yn gynt nag 'Aros yn hirach bob tro'.</numerusform>
                <numerusform>Mewn {sooner} o {n} rhediad, cafodd 'Aros am amser ar hap' ei ateb olaf yn gynt nag 'Aros yn hirach bob tro'.</numerusform>
                <numerusform>Mewn {sooner} o {n} rhediad, cafodd 'Aros am amser ar hap' ei ateb olaf yn gynt nag 'Aros yn hirach bob tro'.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In only {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in only {sooner} of them.</oldsource>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <extracomment>English for one: In only {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</extracomment>
            <translation>
                <numerusform>Mewn {sooner} yn unig o {n} rhediad, cafodd 'Aros am amser ar hap' ei ateb olaf yn gynt nag 'Aros yn hirach bob tro'.</numerusform>
                <numerusform>Mewn {sooner} yn unig o {n} rhediad, cafodd 'Aros am amser ar hap' ei ateb olaf yn gynt nag 'Aros yn hirach bob tro'.</numerusform>
                <numerusform>Mewn {sooner} yn unig o {n} rhediad, cafodd 'Aros am amser ar hap' ei ateb olaf yn gynt nag 'Aros yn hirach bob tro'.</numerusform>
                <numerusform>Mewn {sooner} yn unig o {n} rhediad, cafodd 'Aros am amser ar hap' ei ateb olaf yn gynt nag 'Aros yn hirach bob tro'.</numerusform>
                <numerusform>Mewn {sooner} yn unig o {n} rhediad, cafodd 'Aros am amser ar hap' ei ateb olaf yn gynt nag 'Aros yn hirach bob tro'.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This run: 'Wait a random time' sent {n:,} calls, 'Wait longer each time' {other_calls:,}.</source>
            <comment>TEN_WHY_THIS_RUN</comment>
            <extracomment>English for one: This run: 'Wait a random time' sent {n:,} call, 'Wait longer each time' {other_calls:,}.</extracomment>
            <translation>
                <numerusform>Y rhediad hwn: anfonodd 'Aros am amser ar hap' {n:,} o alwadau, 'Aros yn hirach bob tro' {other_calls:,}.</numerusform>
                <numerusform>Y rhediad hwn: anfonodd 'Aros am amser ar hap' {n:,} alwad, 'Aros yn hirach bob tro' {other_calls:,}.</numerusform>
                <numerusform>Y rhediad hwn: anfonodd 'Aros am amser ar hap' {n:,} o alwadau, 'Aros yn hirach bob tro' {other_calls:,}.</numerusform>
                <numerusform>Y rhediad hwn: anfonodd 'Aros am amser ar hap' {n:,} o alwadau, 'Aros yn hirach bob tro' {other_calls:,}.</numerusform>
                <numerusform>Y rhediad hwn: anfonodd 'Aros am amser ar hap' {n:,} o alwadau, 'Aros yn hirach bob tro' {other_calls:,}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, the two usually sent about the same.</source>
            <comment>TEN_WHY_RUNS_SAME</comment>
            <extracomment>English for one: Over {n} run, the two usually sent about the same.</extracomment>
            <translation>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd y ddwy tua'r un faint o alwadau.</numerusform>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd y ddwy tua'r un faint o alwadau.</numerusform>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd y ddwy tua'r un faint o alwadau.</numerusform>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd y ddwy tua'r un faint o alwadau.</numerusform>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd y ddwy tua'r un faint o alwadau.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, 'Wait a random time' usually sent fewer calls.</source>
            <comment>TEN_WHY_RUNS_FEWER</comment>
            <extracomment>English for one: Over {n} run, 'Wait a random time' usually sent fewer calls.</extracomment>
            <translation>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd 'Aros am amser ar hap' lai o alwadau.</numerusform>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd 'Aros am amser ar hap' lai o alwadau.</numerusform>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd 'Aros am amser ar hap' lai o alwadau.</numerusform>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd 'Aros am amser ar hap' lai o alwadau.</numerusform>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd 'Aros am amser ar hap' lai o alwadau.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, 'Wait a random time' usually sent more calls.</source>
            <comment>TEN_WHY_RUNS_MORE</comment>
            <extracomment>English for one: Over {n} run, 'Wait a random time' usually sent more calls.</extracomment>
            <translation>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd 'Aros am amser ar hap' fwy o alwadau.</numerusform>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd 'Aros am amser ar hap' fwy o alwadau.</numerusform>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd 'Aros am amser ar hap' fwy o alwadau.</numerusform>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd 'Aros am amser ar hap' fwy o alwadau.</numerusform>
                <numerusform>Dros {n} rhediad, fel arfer anfonodd 'Aros am amser ar hap' fwy o alwadau.</numerusform>
            </translation>
        </message>
        <message>
            <source>Why?</source>
            <comment>TEN_WHY_OPEN</comment>
            <translation>Pam?</translation>
        </message>
        <message>
            <source>Why a random wait helps: what each no costs, and how a random wait spreads the agents out.</source>
            <oldsource>The rest of the note: what happened run by run, and why ten agents differ from the lab's crowd.</oldsource>
            <comment>TEN_WHY_OPEN_TIP</comment>
            <translation>Pam mae aros ar hap yn helpu: beth mae pob 'na' yn ei gostio, a sut mae aros ar hap yn gwasgaru'r asiantau.</translation>
        </message>
        <message>
            <source>Every no costs the agent one more call and more waiting.</source>
            <comment>TEN_WHY_COST</comment>
            <translation>Mae pob 'na' yn costio galwad arall i'r asiant, a mwy o aros.</translation>
        </message>
        <message>
            <source>When they wait longer each time, all the agents wait the same time, come back together and mostly hear no again.</source>
            <comment>TEN_WHY_TOGETHER</comment>
            <translation>Pan maen nhw'n aros yn hirach bob tro, mae'r asiantau i gyd yn aros yr un amser, yn dod yn ôl gyda'i gilydd ac yn clywed 'na' eto gan amlaf.</translation>
        </message>
        <message>
            <source>A random wait spreads them out: each agent comes back at its own time, so more of them hear yes.</source>
            <comment>TEN_WHY_SPREAD</comment>
            <translation>Mae aros ar hap yn eu gwasgaru: mae pob asiant yn dod yn ôl yn ei amser ei hun, felly mae mwy ohonyn nhw'n clywed 'ie'.</translation>
        </message>
        <message numerus="yes">
            <source>With the lab's {agents} agents it matters more: a random wait sent {n:,} calls, waiting longer each time {other_calls:,}.</source>
            <oldsource>With {agents} agents (the lab) they crowd back together, and a random wait sends fewer calls: {n:,} calls, last answer at {last:.1f} s; waiting longer each time {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</oldsource>
            <comment>TEN_WHY_LAB</comment>
            <extracomment>English for one: With the lab's {agents} agents it matters more: a random wait sent {n:,} call, waiting longer each time {other_calls:,}.</extracomment>
            <translation>
                <numerusform>Gyda {agents} asiant y labordy mae'n bwysicach: anfonodd aros ar hap {n:,} o alwadau, aros yn hirach bob tro {other_calls:,}.</numerusform>
                <numerusform>Gyda {agents} asiant y labordy mae'n bwysicach: anfonodd aros ar hap {n:,} alwad, aros yn hirach bob tro {other_calls:,}.</numerusform>
                <numerusform>Gyda {agents} asiant y labordy mae'n bwysicach: anfonodd aros ar hap {n:,} o alwadau, aros yn hirach bob tro {other_calls:,}.</numerusform>
                <numerusform>Gyda {agents} asiant y labordy mae'n bwysicach: anfonodd aros ar hap {n:,} o alwadau, aros yn hirach bob tro {other_calls:,}.</numerusform>
                <numerusform>Gyda {agents} asiant y labordy mae'n bwysicach: anfonodd aros ar hap {n:,} o alwadau, aros yn hirach bob tro {other_calls:,}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Show every call again, from the start to the last answer, on all three pictures.</source>
            <comment>TEN_PLOT_BACK_TIP</comment>
            <translation>Dangos pob galwad eto, o'r dechrau i'r ateb olaf, ar y tri llun.</translation>
        </message>
        <message>
            <source>all answered at {last:.1f} s</source>
            <comment>TEN_FINISHED</comment>
            <translation>pawb wedi cael ateb ar {last:.1f} s</translation>
        </message>
        <message>
            <source>Your guess stays: you have seen the results. To guess again, press Start again.</source>
            <comment>TEN_GUESS_KEPT</comment>
            <translation>Mae eich dyfaliad yn aros: rydych chi wedi gweld y canlyniadau. I ddyfalu eto, pwyswch Dechrau eto.</translation>
        </message>
        <message>
            <source>Start again</source>
            <comment>TEN_AGAIN</comment>
            <translation>Dechrau eto</translation>
        </message>
        <message>
            <source>Hide the results and make a new guess.</source>
            <comment>TEN_AGAIN_TIP</comment>
            <translation>Cuddio'r canlyniadau a dyfalu eto.</translation>
        </message>
        <message>
            <source>&amp;Another run</source>
            <comment>TEN_ANOTHER</comment>
            <translation>Rhediad &amp;arall</translation>
        </message>
        <message>
            <source>The same ten agents with a new roll of the dice. Which numbers change, and which stay the same? (Alt+A)</source>
            <comment>TEN_ANOTHER_TIP</comment>
            <translation>Yr un deg asiant gyda thafliad dis newydd. Pa rifau sy'n newid, a pha rai sy'n aros yr un fath? (Alt+A)</translation>
        </message>
        <message>
            <source>Try again
at once</source>
            <comment>TEN_COLUMNS/immediate</comment>
            <translation>Ceisio eto
ar unwaith</translation>
        </message>
        <message>
            <source>Wait longer
each time</source>
            <comment>TEN_COLUMNS/exponential</comment>
            <translation>Aros yn hirach
bob tro</translation>
        </message>
        <message>
            <source>Wait a
random time</source>
            <oldsource>Random
wait</oldsource>
            <comment>TEN_COLUMNS/full-jitter</comment>
            <translation>Aros am
amser ar hap</translation>
        </message>
        <message>
            <source>Save every agent's calls and when it was answered, for each way, as a CSV file. You choose where (Ctrl+E).</source>
            <oldsource>Save every agent's calls and when it was answered, for each way, as a CSV file in your Documents folder (Ctrl+E).</oldsource>
            <comment>TEN_DATA_TIP</comment>
            <translation>Cadw galwadau pob asiant, a phryd cafodd ateb, ar gyfer pob ffordd, fel ffeil CSV. Chi sy'n dewis ble (Ctrl+E).</translation>
        </message>
        <message>
            <source>the ten agents' calls</source>
            <comment>TEN_WHAT_DATA</comment>
            <translation>galwadau'r deg asiant</translation>
        </message>
        <message>
            <source>Agent {n}</source>
            <comment>TEN_AGENT_ROW</comment>
            <translation>Asiant {n}</translation>
        </message>
        <message>
            <source>All of them</source>
            <comment>TEN_TOTAL_ROW</comment>
            <translation>Pob un ohonyn nhw</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>TEN_CALLS_ROW</comment>
            <translation>Galwadau a anfonwyd</translation>
        </message>
        <message>
            <source>How many times each agent tried again</source>
            <comment>TEN_TABLE_TITLE</comment>
            <translation>Sawl gwaith geisiodd pob asiant eto</translation>
        </message>
        <message>
            <source>How many times each agent heard no and tried again. Calls sent = tries again + one first call each.</source>
            <comment>TEN_TABLE_TIP</comment>
            <translation>Sawl gwaith clywodd pob asiant 'na' a cheisio eto. Galwadau a anfonwyd = ailgeisiadau + un alwad gyntaf yr un.</translation>
        </message>
        <message numerus="yes">
            <source>“All of them” adds up the tries again. “Calls sent” counts each agent's first call too: {n} more.</source>
            <comment>TEN_TABLE_NOTE</comment>
            <extracomment>English for one: “All of them” adds up the tries again. “Calls sent” counts each agent's first call too: {n} more.</extracomment>
            <translation>
                <numerusform>Mae “Pob un ohonyn nhw” yn adio'r ailgeisiadau. Mae “Galwadau a anfonwyd” hefyd yn cyfrif galwad gyntaf pob asiant: {n} yn fwy.</numerusform>
                <numerusform>Mae “Pob un ohonyn nhw” yn adio'r ailgeisiadau. Mae “Galwadau a anfonwyd” hefyd yn cyfrif galwad gyntaf pob asiant: {n} yn fwy.</numerusform>
                <numerusform>Mae “Pob un ohonyn nhw” yn adio'r ailgeisiadau. Mae “Galwadau a anfonwyd” hefyd yn cyfrif galwad gyntaf pob asiant: {n} yn fwy.</numerusform>
                <numerusform>Mae “Pob un ohonyn nhw” yn adio'r ailgeisiadau. Mae “Galwadau a anfonwyd” hefyd yn cyfrif galwad gyntaf pob asiant: {n} yn fwy.</numerusform>
                <numerusform>Mae “Pob un ohonyn nhw” yn adio'r ailgeisiadau. Mae “Galwadau a anfonwyd” hefyd yn cyfrif galwad gyntaf pob asiant: {n} yn fwy.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n} calls, last answer at {last:.1f} s</source>
            <comment>TEN_TIMELINE_TITLE</comment>
            <extracomment>English for one: {rule}: {n} call, last answer at {last:.1f} s</extracomment>
            <translation>
                <numerusform>{rule}: {n} o alwadau, ateb olaf ar {last:.1f} s</numerusform>
                <numerusform>{rule}: {n} alwad, ateb olaf ar {last:.1f} s</numerusform>
                <numerusform>{rule}: {n} o alwadau, ateb olaf ar {last:.1f} s</numerusform>
                <numerusform>{rule}: {n} o alwadau, ateb olaf ar {last:.1f} s</numerusform>
                <numerusform>{rule}: {n} o alwadau, ateb olaf ar {last:.1f} s</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n} calls so far</source>
            <comment>TEN_TIMELINE_TITLE_SO_FAR</comment>
            <extracomment>English for one: {rule}: {n} call so far</extracomment>
            <translation>
                <numerusform>{rule}: {n} o alwadau hyd yma</numerusform>
                <numerusform>{rule}: {n} alwad hyd yma</numerusform>
                <numerusform>{rule}: {n} o alwadau hyd yma</numerusform>
                <numerusform>{rule}: {n} o alwadau hyd yma</numerusform>
                <numerusform>{rule}: {n} o alwadau hyd yma</numerusform>
            </translation>
        </message>
        <message>
            <source>green</source>
            <comment>COLOUR_NAMES/green</comment>
            <translation>gwyrdd</translation>
        </message>
        <message>
            <source>red</source>
            <comment>COLOUR_NAMES/red</comment>
            <translation>coch</translation>
        </message>
        <message>
            <source>dark blue</source>
            <comment>COLOUR_NAMES/dark blue</comment>
            <translation>glas tywyll</translation>
        </message>
        <message>
            <source>grey</source>
            <comment>COLOUR_NAMES/grey</comment>
            <translation>llwyd</translation>
        </message>
        <message>
            <source>purple</source>
            <comment>COLOUR_NAMES/purple</comment>
            <translation>porffor</translation>
        </message>
        <message>
            <source>black</source>
            <comment>COLOUR_NAMES/black</comment>
            <translation>du</translation>
        </message>
        <message>
            <source>gold</source>
            <comment>COLOUR_NAMES/gold</comment>
            <translation>aur</translation>
        </message>
        <message>
            <source>violet</source>
            <comment>COLOUR_NAMES/violet</comment>
            <translation>fioled</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>COLOUR_NAMES/blue</comment>
            <translation>glas</translation>
        </message>
        <message>
            <source>sky blue</source>
            <comment>COLOUR_NAMES/sky blue</comment>
            <translation>glas golau</translation>
        </message>
        <message>
            <source>Each row is one agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; green dot: the tool said yes, then &lt;span style='color:{green}'&gt;—&lt;/span&gt; the answer on its way &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; red cross: the tool said no</source>
            <oldsource>Each row is one agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; {accepted_word} dot: the tool said yes, then &lt;span style='color:{green}'&gt;—&lt;/span&gt; the answer on its way &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; {refused_word} cross: the tool said no</oldsource>
            <comment>TEN_LEGEND</comment>
            <translation>Mae pob rhes yn un asiant. &lt;span style='color:{green}'&gt;●&lt;/span&gt; dot gwyrdd: dywedodd yr offeryn ie, yna &lt;span style='color:{green}'&gt;—&lt;/span&gt; yr ateb ar ei ffordd &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; croes goch: dywedodd yr offeryn na</translation>
        </message>
        <message>
            <source>Time runs left to right. Agent 1 is the top row.</source>
            <comment>TEN_LEGEND_TIP</comment>
            <translation>Mae amser yn rhedeg o'r chwith i'r dde. Asiant 1 yw'r rhes uchaf.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent the most, “{least}” the fewest.</source>
            <oldsource>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent {n:,} calls, {times:.1f} times as many as “{least}” ({fewest:,}).</oldsource>
            <comment>TEN_REVEAL_LEAD</comment>
            <translation>&lt;b&gt;Cyfrwch y galwadau yn gyntaf.&lt;/b&gt; Anfonodd “{most}” y mwyaf, a “{least}” y lleiaf.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; All three sent about as many.</source>
            <oldsource>&lt;b&gt;Count the calls first.&lt;/b&gt; All three sent about as many: from {fewest:,} to {n:,} calls.</oldsource>
            <comment>TEN_REVEAL_LEAD_SAME</comment>
            <translation>&lt;b&gt;Cyfrwch y galwadau yn gyntaf.&lt;/b&gt; Anfonodd y tair ffordd tua'r un nifer.</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent {times:.1f} times as many calls as the fewest: {n:,} calls.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent about {times} times as many calls as the fewest: {n:,} calls.</oldsource>
            <comment>TEN_REVEAL_HARD_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent {times:.1f} times as many calls as the fewest: {n:,} call.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: cyflym (ateb olaf ar {done:.1f} s), ond anfonodd {times:.1f} gwaith cymaint o alwadau â'r ffordd a anfonodd leiaf: {n:,} o alwadau.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: cyflym (ateb olaf ar {done:.1f} s), ond anfonodd {times:.1f} gwaith cymaint o alwadau â'r ffordd a anfonodd leiaf: {n:,} alwad.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: cyflym (ateb olaf ar {done:.1f} s), ond anfonodd {times:.1f} gwaith cymaint o alwadau â'r ffordd a anfonodd leiaf: {n:,} o alwadau.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: cyflym (ateb olaf ar {done:.1f} s), ond anfonodd {times:.1f} gwaith cymaint o alwadau â'r ffordd a anfonodd leiaf: {n:,} o alwadau.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: cyflym (ateb olaf ar {done:.1f} s), ond anfonodd {times:.1f} gwaith cymaint o alwadau â'r ffordd a anfonodd leiaf: {n:,} o alwadau.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but slow: last answer only at {done:.1f} s.</source>
            <comment>TEN_REVEAL_GENTLE_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) but slow: last answer only at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau), ond araf: yr ateb olaf dim ond ar {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} alwad), ond araf: yr ateb olaf dim ond ar {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau), ond araf: yr ateb olaf dim ond ar {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau), ond araf: yr ateb olaf dim ond ar {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau), ond araf: yr ateb olaf dim ond ar {done:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle and quick: {n:,} calls, last answer at {done:.1f} s.</source>
            <comment>TEN_REVEAL_GENTLE_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle and quick: {n:,} call, last answer at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn a chyflym: {n:,} o alwadau, ateb olaf ar {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn a chyflym: {n:,} alwad, ateb olaf ar {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn a chyflym: {n:,} o alwadau, ateb olaf ar {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn a chyflym: {n:,} o alwadau, ateb olaf ar {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn a chyflym: {n:,} o alwadau, ateb olaf ar {done:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} calls, {times:.1f} times as many as the fewest, and last answer only at {done:.1f} s.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} calls, about {times} times as many as the fewest, and last answer only at {done:.1f} s.</oldsource>
            <comment>TEN_REVEAL_HARD_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} call, {times:.1f} times as many as the fewest, and last answer only at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: caled ar yr offeryn ac araf: {n:,} o alwadau, {times:.1f} gwaith cymaint â'r ffordd a anfonodd leiaf, a'r ateb olaf dim ond ar {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: caled ar yr offeryn ac araf: {n:,} alwad, {times:.1f} gwaith cymaint â'r ffordd a anfonodd leiaf, a'r ateb olaf dim ond ar {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: caled ar yr offeryn ac araf: {n:,} o alwadau, {times:.1f} gwaith cymaint â'r ffordd a anfonodd leiaf, a'r ateb olaf dim ond ar {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: caled ar yr offeryn ac araf: {n:,} o alwadau, {times:.1f} gwaith cymaint â'r ffordd a anfonodd leiaf, a'r ateb olaf dim ond ar {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: caled ar yr offeryn ac araf: {n:,} o alwadau, {times:.1f} gwaith cymaint â'r ffordd a anfonodd leiaf, a'r ateb olaf dim ond ar {done:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) and quicker than “{other}”: {done:.1f} s against {other_done:.1f} s.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) and quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s.</oldsource>
            <comment>TEN_REVEAL_RANDOM_SOONER</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) and quicker than “{other}”: {done:.1f} s against {other_done:.1f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau) ac yn gynt nag “{other}”: {done:.1f} s yn erbyn {other_done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} alwad) ac yn gynt nag “{other}”: {done:.1f} s yn erbyn {other_done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau) ac yn gynt nag “{other}”: {done:.1f} s yn erbyn {other_done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau) ac yn gynt nag “{other}”: {done:.1f} s yn erbyn {other_done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau) ac yn gynt nag “{other}”: {done:.1f} s yn erbyn {other_done:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</oldsource>
            <comment>TEN_REVEAL_RANDOM_NOT_SOONER</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) but this time no quicker than “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau) ond y tro hwn ddim yn gynt nag “{other}”: {done:.1f} s yn erbyn {other_done:.1f} s. Gyda dim ond deg asiant, gall un rhediad fynd y naill ffordd neu'r llall: pwyswch Rhediad arall.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} alwad) ond y tro hwn ddim yn gynt nag “{other}”: {done:.1f} s yn erbyn {other_done:.1f} s. Gyda dim ond deg asiant, gall un rhediad fynd y naill ffordd neu'r llall: pwyswch Rhediad arall.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau) ond y tro hwn ddim yn gynt nag “{other}”: {done:.1f} s yn erbyn {other_done:.1f} s. Gyda dim ond deg asiant, gall un rhediad fynd y naill ffordd neu'r llall: pwyswch Rhediad arall.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau) ond y tro hwn ddim yn gynt nag “{other}”: {done:.1f} s yn erbyn {other_done:.1f} s. Gyda dim ond deg asiant, gall un rhediad fynd y naill ffordd neu'r llall: pwyswch Rhediad arall.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau) ond y tro hwn ddim yn gynt nag “{other}”: {done:.1f} s yn erbyn {other_done:.1f} s. Gyda dim ond deg asiant, gall un rhediad fynd y naill ffordd neu'r llall: pwyswch Rhediad arall.</numerusform>
            </translation>
        </message>
        <message>
            <source>Ten agents are few: one with a short wait may hear no again, so a few more calls.</source>
            <oldsource>With only ten agents, one that picks a short wait may hear no again: a few more calls. In the lab's big crowd it sends fewer.</oldsource>
            <comment>TEN_REVEAL_FEW_AGENTS</comment>
            <translation>Ychydig yw deg asiant: gall un ag aros byr glywed 'na' eto, felly ychydig mwy o alwadau.</translation>
        </message>
        <message>
            <source>Its rows are full of red crosses: the tool says no to almost every call.</source>
            <comment>TEN_REVEAL_WHY/immediate</comment>
            <translation>Mae ei resi'n llawn croesau coch: mae'r offeryn yn dweud na wrth bron pob galwad.</translation>
        </message>
        <message>
            <source>Its crosses line up in stripes: all the agents come back at the same moment.</source>
            <comment>TEN_REVEAL_WHY/exponential</comment>
            <translation>Mae ei groesau'n gwneud streipiau: mae'r asiantau i gyd yn dod yn ôl ar yr un pryd.</translation>
        </message>
        <message>
            <source>Its crosses are spread out: each agent comes back at its own time.</source>
            <comment>TEN_REVEAL_WHY/full-jitter</comment>
            <translation>Mae ei groesau wedi'u gwasgaru: mae pob asiant yn dod yn ôl yn ei amser ei hun.</translation>
        </message>
        <message>
            <source>First the calls: which way sends the most? Then the time: is one way both gentle on the tool and quick?</source>
            <oldsource>Which agent tried again the most each way? Find it in the table, then find its row in the picture.</oldsource>
            <comment>TEN_TRY/0</comment>
            <translation>Yn gyntaf y galwadau: pa ffordd sy'n anfon y nifer mwyaf? Yna'r amser: oes un ffordd sy'n addfwyn â'r offeryn ac yn gyflym?</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way? Find it in the table, then find its row in the picture.</source>
            <oldsource>Which gets the last agent an answer sooner: 'Wait longer each time' or 'Wait a random time'?</oldsource>
            <comment>TEN_TRY/1</comment>
            <translation>Pa asiant geisiodd eto fwyaf ym mhob ffordd? Dewch o hyd iddo yn y tabl, yna dewch o hyd i'w res yn y llun.</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does it still hold? Which numbers change?</source>
            <oldsource>Press Another run a few times. Does that still hold? Which numbers change, and which stay the same?</oldsource>
            <comment>TEN_TRY/2</comment>
            <translation>Pwyswch Rhediad arall ychydig o weithiau. Ydy hynny'n dal o hyd? Pa rifau sy'n newid?</translation>
        </message>
        <message>
            <source>First the calls: which way sends the most? Then the time: is one way both gentle on the tool and quick?</source>
            <comment>TEN_TRY_KIOSK/0</comment>
            <translation>Yn gyntaf y galwadau: pa ffordd sy'n anfon y nifer mwyaf? Yna'r amser: oes un ffordd sy'n addfwyn â'r offeryn ac yn gyflym?</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way?</source>
            <comment>TEN_TRY_KIOSK/1</comment>
            <translation>Pa asiant geisiodd eto fwyaf ym mhob ffordd?</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does it still hold? Which numbers change?</source>
            <comment>TEN_TRY_KIOSK/2</comment>
            <translation>Pwyswch Rhediad arall ychydig o weithiau. Ydy hynny'n dal o hyd? Pa rifau sy'n newid?</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {n:,} agents need answers from one tool.</source>
            <comment>LOAD_TAGLINE</comment>
            <extracomment>English for one: &lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {n:,} agent needs answers from one tool.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;Llwyth yn erbyn aros&lt;/b&gt; (15 a hŷn): mae angen atebion ar {n:,} o asiantau gan un offeryn.</numerusform>
                <numerusform>&lt;b&gt;Llwyth yn erbyn aros&lt;/b&gt; (15 a hŷn): mae angen atebion ar {n:,} asiant gan un offeryn.</numerusform>
                <numerusform>&lt;b&gt;Llwyth yn erbyn aros&lt;/b&gt; (15 a hŷn): mae angen atebion ar {n:,} o asiantau gan un offeryn.</numerusform>
                <numerusform>&lt;b&gt;Llwyth yn erbyn aros&lt;/b&gt; (15 a hŷn): mae angen atebion ar {n:,} o asiantau gan un offeryn.</numerusform>
                <numerusform>&lt;b&gt;Llwyth yn erbyn aros&lt;/b&gt; (15 a hŷn): mae angen atebion ar {n:,} o asiantau gan un offeryn.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n:,} calls a second.</source>
            <comment>LOAD_TAGLINE_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n:,} call a second.</extracomment>
            <translation>
                <numerusform>Mae'r offeryn yn derbyn {n:,} o alwadau yr eiliad.</numerusform>
                <numerusform>Mae'r offeryn yn derbyn {n:,} alwad yr eiliad.</numerusform>
                <numerusform>Mae'r offeryn yn derbyn {n:,} o alwadau yr eiliad.</numerusform>
                <numerusform>Mae'r offeryn yn derbyn {n:,} o alwadau yr eiliad.</numerusform>
                <numerusform>Mae'r offeryn yn derbyn {n:,} o alwadau yr eiliad.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every rule trades calls sent against waiting. Down and to the left is better: fewer calls, less waiting.</source>
            <comment>LOAD_NOTICE/0</comment>
            <translation>Mae pob rheol yn cyfnewid galwadau a anfonwyd yn erbyn aros. I lawr ac i'r chwith sydd orau: llai o alwadau, llai o aros.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Exponential backoff&lt;/b&gt; hardly changes its calls as the longest wait grows; a longer one only makes agents wait longer.</source>
            <comment>LOAD_NOTICE/1</comment>
            <translation>&lt;b&gt;Oedi esbonyddol&lt;/b&gt;: prin mae ei alwadau'n newid wrth i'r aros hiraf dyfu; dim ond gwneud i asiantau aros yn hirach mae un hirach.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Backoff with jitter&lt;/b&gt; sends fewer calls as the longest wait grows, while the typical agent barely waits longer.</source>
            <comment>LOAD_NOTICE/2</comment>
            <translation>&lt;b&gt;Oedi gyda hap&lt;/b&gt;: mae'n anfon llai o alwadau wrth i'r aros hiraf dyfu, tra bod yr asiant nodweddiadol prin yn aros yn hirach.</translation>
        </message>
        <message>
            <source>The bars show the middle half of the runs: jitter varies from run to run, the other two never do.</source>
            <comment>LOAD_NOTICE/3</comment>
            <translation>Mae'r barrau'n dangos hanner canol y rhediadau: mae hap yn amrywio o rediad i rediad, dydy'r ddwy arall byth yn gwneud hynny.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool takes {capacity} every second and is never idle ({sum} calls). At its usual pace, every 0.1 s, the same rule sent {usual} calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <oldsource>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool takes 20 every second and is never idle (200 + 180 + … + 20 = 1,100 calls). At its usual pace, every 0.1 s, the same rule sent 6,300 calls. A wait that fits one tool's clock is luck, not a rule for every tool.</oldsource>
            <comment>LOAD_NOTICE_ONE_SECOND</comment>
            <translation>&lt;b&gt;Ailgeisio ar unwaith, bob 1 s&lt;/b&gt;: mae'n gwneud yn dda yma dim ond am fod yr offeryn hwn yn cyfrif galwadau mewn eiliadau cyfan: mae pob asiant a wrthodwyd yn galw eto yn eiliad nesaf yr offeryn, felly mae'r offeryn yn cymryd {capacity} bob eiliad a byth yn segur (galwadau: {sum}). Ar ei gyflymder arferol, bob 0.1 s, anfonodd yr un rheol {usual} o alwadau. Lwc yw aros sy'n ffitio cloc un offeryn, nid rheol i bob offeryn.</translation>
        </message>
        <message>
            <source>&lt;i&gt;These figures are the sweep's on screen (agents: {agents:,}; the tool accepts {capacity} a second), out of date for your settings: press Run the sweep for yours.&lt;/i&gt;</source>
            <comment>LOAD_NOTICE_FIGURES_STALE</comment>
            <translation>&lt;i&gt;Ffigurau'r ysgubiad ar y sgrin yw'r rhain (asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity} yr eiliad), wedi dyddio i'ch gosodiadau: pwyswch Rhedeg yr ysgubiad i gael eich rhai chi.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool is full every second and never idle. At its usual pace, every 0.1 s, the same rule sends many times as many calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <comment>LOAD_NOTICE_ONE_SECOND_PLAIN</comment>
            <translation>&lt;b&gt;Ailgeisio ar unwaith, bob 1 s&lt;/b&gt;: mae'n gwneud yn dda yma dim ond am fod yr offeryn hwn yn cyfrif galwadau mewn eiliadau cyfan: mae pob asiant a wrthodwyd yn galw eto yn eiliad nesaf yr offeryn, felly mae'r offeryn yn llawn bob eiliad a byth yn segur. Ar ei gyflymder arferol, bob 0.1 s, mae'r un rheol yn anfon llawer gwaith yn fwy o alwadau. Lwc yw aros sy'n ffitio cloc un offeryn, nid rheol i bob offeryn.</translation>
        </message>
        <message>
            <source>Add my point with each of the three rule buttons, and once with Randomness in the wait between 0 and 1 ({done} of these {total} tried so far), and say what you expected before each one lands.</source>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation>Ychwanegwch fy mhwynt gyda phob un o'r tri botwm rheol, ac unwaith gyda Hap yn yr aros rhwng 0 ac 1 ({done} o'r {total} hyn wedi'u trio hyd yma), a dywedwch beth roeddech chi'n ei ddisgwyl cyn i bob un lanio.</translation>
        </message>
        <message>
            <source>Add my point for Exponential backoff, then with Randomness in the wait at 0.25: how much does a little randomness help?</source>
            <oldsource>Add my point for Exponential backoff (as it starts), then with Randomness in the wait at 0.25: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/0</comment>
            <translation>Ychwanegu fy mhwynt gydag Oedi esbonyddol, yna gyda Hap yn yr aros ar 0.25: faint mae ychydig o hap yn helpu?</translation>
        </message>
        <message>
            <source>Choose Backoff with jitter, set Longest wait to 5 s (Advanced), press Add my point. Where does it land?</source>
            <oldsource>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/1</comment>
            <translation>Dewiswch Oedi gyda hap, gosodwch Aros hiraf i 5 s (Uwch), pwyswch Ychwanegu fy mhwynt. Ble mae'n glanio?</translation>
        </message>
        <message>
            <source>Retry immediately, every 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <oldsource>Retry immediately with a pause of 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</oldsource>
            <comment>LOAD_TRY/2</comment>
            <translation>Ailgeisio ar unwaith, bob 1 s: pam mae mor dda yma? (Awgrym: mae'r offeryn yn cyfrif galwadau mewn eiliadau cyfan.)</translation>
        </message>
        <message>
            <source>Change the capacity or the agents and press Run the sweep again. Does the best rule change?</source>
            <comment>LOAD_TRY/3</comment>
            <translation>Newidiwch y cynhwysedd neu'r asiantau a phwyswch Rhedeg yr ysgubiad eto. Ydy'r rheol orau'n newid?</translation>
        </message>
        <message>
            <source>Choose Backoff with jitter and press Add my point. Where does your star land?</source>
            <comment>LOAD_TRY_KIOSK/0</comment>
            <translation>Dewiswch Oedi gyda hap a phwyswch Ychwanegu fy mhwynt. Ble mae eich seren yn glanio?</translation>
        </message>
        <message>
            <source>Set Randomness in the wait to 0.25 and press Add my point. Does a little randomness help?</source>
            <oldsource>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY_KIOSK/1</comment>
            <translation>Gosodwch Hap yn yr aros i 0.25 a phwyswch Ychwanegu fy mhwynt. Ydy ychydig o hap yn helpu?</translation>
        </message>
        <message>
            <source>Press Add my point for Exponential backoff, then for Retry immediately. Which star is lowest and furthest left?</source>
            <oldsource>Choose Exponential backoff, then Retry immediately, and press Add my point after each. Which of your stars is lowest and furthest left?</oldsource>
            <comment>LOAD_TRY_KIOSK/2</comment>
            <translation>Pwyswch Ychwanegu fy mhwynt ar gyfer Oedi esbonyddol, yna ar gyfer Ailgeisio ar unwaith. Pa seren sydd isaf a phellaf i'r chwith?</translation>
        </message>
        <message>
            <source>Change the capacity or the agents, then press Run the sweep again. Does the best rule change?</source>
            <oldsource>Change the capacity or the agents and press Run the sweep again. Does the best rule change?</oldsource>
            <comment>LOAD_TRY_KIOSK/3</comment>
            <translation>Newidiwch y cynhwysedd neu'r asiantau, yna pwyswch Rhedeg yr ysgubiad eto. Ydy'r rheol orau'n newid?</translation>
        </message>
        <message>
            <source>Run the sweep</source>
            <comment>SWEEP_RUN</comment>
            <translation>Rhedeg yr ysgubiad</translation>
        </message>
        <message>
            <source>Simulate every point of the chart for the current crowd and tool. You can keep using the lab meanwhile.</source>
            <comment>SWEEP_RUN_TIP</comment>
            <translation>Efelychu pob pwynt ar y siart ar gyfer y dorf a'r offeryn presennol. Gallwch ddal i ddefnyddio'r labordy yn y cyfamser.</translation>
        </message>
        <message>
            <source>Stop</source>
            <comment>SWEEP_CANCEL</comment>
            <translation>Stopio</translation>
        </message>
        <message>
            <source>Stop the sweep. The points already worked out stay on the chart.</source>
            <comment>SWEEP_CANCEL_TIP</comment>
            <translation>Stopio'r ysgubiad. Mae'r pwyntiau sydd eisoes wedi'u cyfrifo yn aros ar y siart.</translation>
        </message>
        <message>
            <source>Add my point</source>
            <comment>SWEEP_ADD</comment>
            <translation>Ychwanegu fy mhwynt</translation>
        </message>
        <message>
            <source>Put the settings on the left (rule, longest wait, pause and all) on the chart as a star.</source>
            <comment>SWEEP_ADD_TIP</comment>
            <translation>Rhoi'r gosodiadau ar y chwith (rheol, aros hiraf, saib a'r cyfan) ar y siart fel seren.</translation>
        </message>
        <message>
            <source>Clear my points</source>
            <comment>SWEEP_CLEAR</comment>
            <translation>Clirio fy mhwyntiau</translation>
        </message>
        <message>
            <source>Take your own points off the chart.</source>
            <comment>SWEEP_CLEAR_TIP</comment>
            <translation>Tynnu eich pwyntiau eich hun oddi ar y siart.</translation>
        </message>
        <message>
            <source>Clear my points?</source>
            <comment>SWEEP_CLEAR_ASK_TITLE</comment>
            <translation>Clirio fy mhwyntiau?</translation>
        </message>
        <message numerus="yes">
            <source>Take your {n} points off the chart? They cannot be brought back.</source>
            <comment>SWEEP_CLEAR_ASK</comment>
            <extracomment>English for one: Take your {n} point off the chart? It cannot be brought back.</extracomment>
            <translation>
                <numerusform>Tynnu eich {n} o bwyntiau oddi ar y siart? Does dim modd eu cael yn ôl.</numerusform>
                <numerusform>Tynnu eich {n} pwynt oddi ar y siart? Does dim modd ei gael yn ôl.</numerusform>
                <numerusform>Tynnu eich {n} o bwyntiau oddi ar y siart? Does dim modd eu cael yn ôl.</numerusform>
                <numerusform>Tynnu eich {n} o bwyntiau oddi ar y siart? Does dim modd eu cael yn ôl.</numerusform>
                <numerusform>Tynnu eich {n} o bwyntiau oddi ar y siart? Does dim modd eu cael yn ôl.</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep them</source>
            <comment>SWEEP_CLEAR_KEEP</comment>
            <translation>Eu cadw</translation>
        </message>
        <message>
            <source>Save sweep (CSV)</source>
            <comment>SWEEP_SAVE</comment>
            <translation>Cadw'r ysgubiad (CSV)</translation>
        </message>
        <message>
            <source>Save every point of the chart, with its quartiles, as a CSV file in your Documents folder.</source>
            <comment>SWEEP_SAVE_TIP</comment>
            <translation>Cadw pob pwynt ar y siart, gyda'i chwartelau, fel ffeil CSV yn eich ffolder Dogfennau.</translation>
        </message>
        <message>
            <source>%p%</source>
            <comment>SWEEP_PROGRESS_FORMAT</comment>
            <translation>%p%</translation>
        </message>
        <message>
            <source>Sweep progress</source>
            <comment>SWEEP_PROGRESS_NAME</comment>
            <translation>Cynnydd yr ysgubiad</translation>
        </message>
        <message>
            <source>Out of date</source>
            <comment>SWEEP_PROGRESS_STALE</comment>
            <translation>Wedi dyddio</translation>
        </message>
        <message numerus="yes">
            <source>{n} curves out of date</source>
            <comment>SWEEP_PROGRESS_STALE_SOME</comment>
            <extracomment>English for one: {n} curve out of date</extracomment>
            <translation>
                <numerusform>Cromliniau wedi dyddio: {n}</numerusform>
                <numerusform>Wedi dyddio: {n} gromlin</numerusform>
                <numerusform>Cromliniau wedi dyddio: {n}</numerusform>
                <numerusform>Cromliniau wedi dyddio: {n}</numerusform>
                <numerusform>Cromliniau wedi dyddio: {n}</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped at %p%</source>
            <comment>SWEEP_PROGRESS_STOPPED</comment>
            <translation>Wedi stopio ar %p%</translation>
        </message>
        <message>
            <source>Press Run the sweep to fill the chart.</source>
            <comment>SWEEP_NOT_RUN</comment>
            <translation>Pwyswch Rhedeg yr ysgubiad i lenwi'r siart.</translation>
        </message>
        <message numerus="yes">
            <source>Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts {capacity} a second…</source>
            <oldsource>Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts {capacity} a second (roll of the dice {seed})…</oldsource>
            <comment>SWEEP_RUNNING</comment>
            <extracomment>English for one: Working out the points ({points}), {n} run each; agents: {agents:,}; the tool accepts {capacity} a second…</extracomment>
            <translation>
                <numerusform>Yn cyfrifo'r pwyntiau ({points}), {n} o rediadau yr un; asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity} yr eiliad…</numerusform>
                <numerusform>Yn cyfrifo'r pwyntiau ({points}), {n} rhediad yr un; asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity} yr eiliad…</numerusform>
                <numerusform>Yn cyfrifo'r pwyntiau ({points}), {n} o rediadau yr un; asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity} yr eiliad…</numerusform>
                <numerusform>Yn cyfrifo'r pwyntiau ({points}), {n} o rediadau yr un; asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity} yr eiliad…</numerusform>
                <numerusform>Yn cyfrifo'r pwyntiau ({points}), {n} o rediadau yr un; asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity} yr eiliad…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second). Bars: the middle half of the runs.</source>
            <oldsource>Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second; roll of the dice {seed}). Bars: the middle half of the runs.</oldsource>
            <comment>SWEEP_DONE</comment>
            <extracomment>English for one: Each point: the middle of {n} run (agents: {agents:,}; the tool accepts {capacity} a second). Bars: the middle half of the runs.</extracomment>
            <translation>
                <numerusform>Pob pwynt: canol {n} o rediadau (asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity} yr eiliad). Barrau: hanner canol y rhediadau.</numerusform>
                <numerusform>Pob pwynt: canol {n} rhediad (asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity} yr eiliad). Barrau: hanner canol y rhediadau.</numerusform>
                <numerusform>Pob pwynt: canol {n} o rediadau (asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity} yr eiliad). Barrau: hanner canol y rhediadau.</numerusform>
                <numerusform>Pob pwynt: canol {n} o rediadau (asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity} yr eiliad). Barrau: hanner canol y rhediadau.</numerusform>
                <numerusform>Pob pwynt: canol {n} o rediadau (asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity} yr eiliad). Barrau: hanner canol y rhediadau.</numerusform>
            </translation>
        </message>
        <message>
            <source>Sweep stopped after {done} points. Press Run the sweep to start it again.</source>
            <comment>SWEEP_CANCELLED</comment>
            <translation>Stopiodd yr ysgubiad ar ôl {done} o bwyntiau. Pwyswch Rhedeg yr ysgubiad i'w ddechrau eto.</translation>
        </message>
        <message>
            <source>The sweep could not finish: {reason}</source>
            <comment>SWEEP_FAILED</comment>
            <translation>Methodd yr ysgubiad orffen: {reason}</translation>
        </message>
        <message>
            <source>The settings have changed since this sweep. Press Run the sweep to redo it for the new settings.</source>
            <comment>SWEEP_STALE</comment>
            <translation>Mae'r gosodiadau wedi newid ers yr ysgubiad hwn. Pwyswch Rhedeg yr ysgubiad i'w wneud eto ar gyfer y gosodiadau newydd.</translation>
        </message>
        <message numerus="yes">
            <source>Out of date for your settings: {curves} (drawn faint). The other curves still hold. Press Run the sweep to redo just those curves.</source>
            <comment>SWEEP_STALE_SOME</comment>
            <extracomment>English for one: Out of date for your settings: {curves} (drawn faint). The other curves still hold. Press Run the sweep to redo just that curve.</extracomment>
            <translation>
                <numerusform>Wedi dyddio i'ch gosodiadau: {curves} (yn welw). Mae'r cromliniau eraill yn dal yn gywir. Pwyswch Rhedeg yr ysgubiad i ailwneud y cromliniau hynny yn unig.</numerusform>
                <numerusform>Wedi dyddio i'ch gosodiadau: {curves} (yn welw). Mae'r cromliniau eraill yn dal yn gywir. Pwyswch Rhedeg yr ysgubiad i ailwneud y gromlin honno yn unig.</numerusform>
                <numerusform>Wedi dyddio i'ch gosodiadau: {curves} (yn welw). Mae'r cromliniau eraill yn dal yn gywir. Pwyswch Rhedeg yr ysgubiad i ailwneud y cromliniau hynny yn unig.</numerusform>
                <numerusform>Wedi dyddio i'ch gosodiadau: {curves} (yn welw). Mae'r cromliniau eraill yn dal yn gywir. Pwyswch Rhedeg yr ysgubiad i ailwneud y cromliniau hynny yn unig.</numerusform>
                <numerusform>Wedi dyddio i'ch gosodiadau: {curves} (yn welw). Mae'r cromliniau eraill yn dal yn gywir. Pwyswch Rhedeg yr ysgubiad i ailwneud y cromliniau hynny yn unig.</numerusform>
            </translation>
        </message>
        <message>
            <source>Working out your point: {rule}, {runs} runs…</source>
            <comment>SWEEP_ADDING</comment>
            <translation>Yn cyfrifo eich pwynt: {rule}, {runs} o rediadau…</translation>
        </message>
        <message numerus="yes">
            <source>Your point {number}, the middle of {runs}: {rule}, {n:,} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</source>
            <oldsource>Your point {number}: {rule}, {n:,} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</oldsource>
            <comment>SWEEP_ADDED</comment>
            <extracomment>English for one: Your point {number}, the middle of {runs}: {rule}, {n:,} call, typical agent served at {typical:.1f} s, last at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>Eich pwynt {number}, canol {runs} rhediad: {rule}, {n:,} o alwadau, yr asiant nodweddiadol wedi cael ateb ar {typical:.1f} s, yr olaf ar {last:.1f} s.</numerusform>
                <numerusform>Eich pwynt {number}, canol {runs} rhediad: {rule}, {n:,} alwad, yr asiant nodweddiadol wedi cael ateb ar {typical:.1f} s, yr olaf ar {last:.1f} s.</numerusform>
                <numerusform>Eich pwynt {number}, canol {runs} rhediad: {rule}, {n:,} o alwadau, yr asiant nodweddiadol wedi cael ateb ar {typical:.1f} s, yr olaf ar {last:.1f} s.</numerusform>
                <numerusform>Eich pwynt {number}, canol {runs} rhediad: {rule}, {n:,} o alwadau, yr asiant nodweddiadol wedi cael ateb ar {typical:.1f} s, yr olaf ar {last:.1f} s.</numerusform>
                <numerusform>Eich pwynt {number}, canol {runs} rhediad: {rule}, {n:,} o alwadau, yr asiant nodweddiadol wedi cael ateb ar {typical:.1f} s, yr olaf ar {last:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your point {number}, the middle of {runs}: {rule}, {n:,} calls. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</source>
            <oldsource>Your point {number}: {rule}, {n:,} calls. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</oldsource>
            <comment>SWEEP_ADDED_OFF</comment>
            <extracomment>English for one: Your point {number}, the middle of {runs}: {rule}, {n:,} call. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</extracomment>
            <translation>
                <numerusform>Eich pwynt {number}, canol {runs} rhediad: {rule}, {n:,} o alwadau. Nid yw'n perthyn ar y cromliniau hyn: cawsant eu llunio ar gyfer gosodiadau eraill. Pwyswch Rhedeg yr ysgubiad i'w llunio eto ar gyfer eich rhai chi.</numerusform>
                <numerusform>Eich pwynt {number}, canol {runs} rhediad: {rule}, {n:,} alwad. Nid yw'n perthyn ar y cromliniau hyn: cawsant eu llunio ar gyfer gosodiadau eraill. Pwyswch Rhedeg yr ysgubiad i'w llunio eto ar gyfer eich rhai chi.</numerusform>
                <numerusform>Eich pwynt {number}, canol {runs} rhediad: {rule}, {n:,} o alwadau. Nid yw'n perthyn ar y cromliniau hyn: cawsant eu llunio ar gyfer gosodiadau eraill. Pwyswch Rhedeg yr ysgubiad i'w llunio eto ar gyfer eich rhai chi.</numerusform>
                <numerusform>Eich pwynt {number}, canol {runs} rhediad: {rule}, {n:,} o alwadau. Nid yw'n perthyn ar y cromliniau hyn: cawsant eu llunio ar gyfer gosodiadau eraill. Pwyswch Rhedeg yr ysgubiad i'w llunio eto ar gyfer eich rhai chi.</numerusform>
                <numerusform>Eich pwynt {number}, canol {runs} rhediad: {rule}, {n:,} o alwadau. Nid yw'n perthyn ar y cromliniau hyn: cawsant eu llunio ar gyfer gosodiadau eraill. Pwyswch Rhedeg yr ysgubiad i'w llunio eto ar gyfer eich rhai chi.</numerusform>
            </translation>
        </message>
        <message>
            <source>Load against the typical agent's wait</source>
            <comment>SWEEP_TITLES/typical_served</comment>
            <translation>Llwyth yn erbyn aros yr asiant nodweddiadol</translation>
        </message>
        <message>
            <source>Load against the last agent's wait</source>
            <comment>SWEEP_TITLES/last_served</comment>
            <translation>Llwyth yn erbyn aros yr asiant olaf</translation>
        </message>
        <message>
            <source>calls sent (load)</source>
            <comment>SWEEP_X</comment>
            <translation>galwadau a anfonwyd (llwyth)</translation>
        </message>
        <message>
            <source>The typical agent</source>
            <comment>SWEEP_PLOT_TITLES/typical_served</comment>
            <translation>Yr asiant nodweddiadol</translation>
        </message>
        <message>
            <source>The last agent</source>
            <comment>SWEEP_PLOT_TITLES/last_served</comment>
            <translation>Yr asiant olaf</translation>
        </message>
        <message>
            <source>wait (s)</source>
            <oldsource>typical agent served (s)</oldsource>
            <comment>SWEEP_Y/typical_served</comment>
            <translation>aros (s)</translation>
        </message>
        <message>
            <source>wait (s)</source>
            <oldsource>last agent served (s)</oldsource>
            <comment>SWEEP_Y/last_served</comment>
            <translation>aros (s)</translation>
        </message>
        <message>
            <source>Retry immediately, every {low:g} to {high:g} s</source>
            <oldsource>Retry immediately, pause {low:g} to {high:g} s</oldsource>
            <comment>SWEEP_SERIES/immediate</comment>
            <translation>Ailgeisio ar unwaith, bob {low:g} i {high:g} s</translation>
        </message>
        <message>
            <source>Exponential backoff, longest wait {low:g} to {high:g} s</source>
            <oldsource>Exponential backoff, longest wait 0.5 to 40 s</oldsource>
            <comment>SWEEP_SERIES/exponential</comment>
            <translation>Oedi esbonyddol, aros hiraf {low:g} i {high:g} s</translation>
        </message>
        <message>
            <source>Backoff with jitter, longest wait {low:g} to {high:g} s</source>
            <oldsource>Backoff with jitter, longest wait 0.5 to 40 s</oldsource>
            <comment>SWEEP_SERIES/full-jitter</comment>
            <translation>Oedi gyda hap, aros hiraf {low:g} i {high:g} s</translation>
        </message>
        <message>
            <source>Randomness in the wait, {low:g} to {high:g} (at a longest wait of {cap:g} s)</source>
            <oldsource>Randomness in the wait, 0 to 1 (at your longest wait)</oldsource>
            <comment>SWEEP_SERIES/jitter</comment>
            <translation>Hap yn yr aros, {low:g} i {high:g} (gydag aros hiraf o {cap:g} s)</translation>
        </message>
        <message>
            <source>Your points</source>
            <comment>SWEEP_SERIES/yours</comment>
            <translation>Eich pwyntiau</translation>
        </message>
        <message>
            <source>every {value:g} s</source>
            <oldsource>pause {value:g} s</oldsource>
            <comment>SWEEP_POINT_INTERVAL</comment>
            <translation>bob {value:g} s</translation>
        </message>
        <message>
            <source>longest wait {value:g} s</source>
            <comment>SWEEP_POINT_CAP</comment>
            <translation>aros hiraf {value:g} s</translation>
        </message>
        <message>
            <source>randomness {value:g}</source>
            <comment>SWEEP_POINT_JITTER</comment>
            <translation>hap {value:g}</translation>
        </message>
        <message>
            <source>{value:g} s</source>
            <comment>SWEEP_POINT_SECONDS</comment>
            <translation>{value:g} s</translation>
        </message>
        <message>
            <source>you {number:g}</source>
            <comment>SWEEP_POINT_YOURS</comment>
            <translation>chi {number:g}</translation>
        </message>
        <message>
            <source>★{number:g}</source>
            <comment>SWEEP_POINT_YOURS_STAR</comment>
            <translation>★{number:g}</translation>
        </message>
        <message>
            <source>you {number:g}, other settings</source>
            <comment>SWEEP_POINT_YOURS_OFF</comment>
            <translation>chi {number:g}, gosodiadau eraill</translation>
        </message>
        <message>
            <source>Each backoff curve runs from a longest wait of 0.5 s to one of 40 s. Retry immediately never backs off, so it has no longest wait: its curve is its pause between tries, 0.05 s to 2 s. Randomness in the wait mixes the two backoff rules (0 = exponential backoff, 1 = backoff with jitter) at your longest wait. Both axes are log scales: equal distances are equal ratios (1,000 to 2,000 is as far as 5,000 to 10,000). That curve is worked out by a slower simulation that uses different random numbers, so randomness 1 and backoff with jitter at the same longest wait differ a little. Each point is the median of its runs and the bars are the quartiles (the middle half of the runs); the roll of the dice is the random seed.</source>
            <comment>SWEEP_EXPLAIN</comment>
            <translation>Mae pob cromlin oedi yn rhedeg o aros hiraf o 0.5 s i un o 40 s. Dydy ailgeisio ar unwaith byth yn oedi, felly does ganddo ddim aros hiraf: ei gromlin yw ei saib rhwng cynigion, 0.05 s i 2 s. Mae Hap yn yr aros yn cymysgu'r ddwy reol oedi (0 = oedi esbonyddol, 1 = oedi gyda hap) gyda'ch aros hiraf chi. Mae'r ddwy echelin yn raddfeydd log: mae pellteroedd cyfartal yn gymarebau cyfartal (mae 1,000 i 2,000 mor bell â 5,000 i 10,000). Mae'r gromlin honno'n cael ei chyfrifo gan efelychiad arafach sy'n defnyddio rhifau hap gwahanol, felly mae hap 1 ac oedi gyda hap gyda'r un aros hiraf ychydig yn wahanol. Mae pob pwynt yn ganolrif ei rediadau a'r barrau yw'r chwartelau (hanner canol y rhediadau); tafliad y dis yw'r hedyn hap.</translation>
        </message>
        <message>
            <source>the sweep</source>
            <comment>WHAT_SWEEP</comment>
            <translation>yr ysgubiad</translation>
        </message>
        <message>
            <source> (so many calls: 1 in {k} refused calls is drawn)</source>
            <comment>TIMELINE_THINNED</comment>
            <translation> (cymaint o alwadau: mae 1 o bob {k} galwad a wrthodwyd yn cael ei llunio)</translation>
        </message>
        <message>
            <source>Calls and answers</source>
            <comment>VIEW_TABS/plots</comment>
            <translation>Galwadau ac atebion</translation>
        </message>
        <message>
            <source>Side by side</source>
            <comment>VIEW_TABS/compare</comment>
            <translation>Ochr yn ochr</translation>
        </message>
        <message>
            <source>Timeline</source>
            <comment>VIEW_TABS/timeline</comment>
            <translation>Llinell amser</translation>
        </message>
        <message>
            <source>Crowd at the door</source>
            <comment>VIEW_TABS/crowd</comment>
            <translation>Y dorf wrth y drws</translation>
        </message>
        <message>
            <source>Load and waiting</source>
            <comment>VIEW_TABS/sweep</comment>
            <translation>Llwyth ac aros</translation>
        </message>
        <message>
            <source>Brooker's study</source>
            <comment>VIEW_TABS/brooker</comment>
            <translation>Astudiaeth Brooker</translation>
        </message>
        <message>
            <source>Real storm</source>
            <comment>VIEW_TABS/storm</comment>
            <translation>Storm go iawn</translation>
        </message>
        <message>
            <source>Calls to the tool in each bar and when agents got their answer.</source>
            <comment>VIEW_TAB_TIPS/plots</comment>
            <translation>Galwadau i'r offeryn ym mhob bar a phryd cafodd asiantau eu hateb.</translation>
        </message>
        <message>
            <source>Waiting in step above, your rule below, on one time line: watch the herd and the steady band together.</source>
            <comment>VIEW_TAB_TIPS/compare</comment>
            <translation>Aros fel un uchod, eich rheol chi isod, ar un llinell amser: gwyliwch y gyr a'r band cyson gyda'i gilydd.</translation>
        </message>
        <message>
            <source>One row per agent, one mark per call: green accepted, red refused.</source>
            <comment>VIEW_TAB_TIPS/timeline</comment>
            <translation>Un rhes i bob asiant, un marc i bob galwad: gwyrdd wedi'i derbyn, coch wedi'i gwrthod.</translation>
        </message>
        <message>
            <source>Every agent as a dot at the tool's door, replayed in time.</source>
            <comment>VIEW_TAB_TIPS/crowd</comment>
            <translation>Pob asiant fel dot wrth ddrws yr offeryn, wedi'i ailchwarae mewn amser.</translation>
        </message>
        <message>
            <source>Calls sent against waiting for every rule, over a range of settings.</source>
            <comment>VIEW_TAB_TIPS/sweep</comment>
            <translation>Galwadau a anfonwyd yn erbyn aros ar gyfer pob rheol, dros ystod o osodiadau.</translation>
        </message>
        <message>
            <source>Marc Brooker's 2015 study of backoff and jitter: write calls against the number of clients.</source>
            <comment>VIEW_TAB_TIPS/brooker</comment>
            <translation>Astudiaeth Marc Brooker yn 2015 o oedi a hap: galwadau ysgrifennu yn erbyn nifer y cleientiaid.</translation>
        </message>
        <message>
            <source>Real retry libraries against a real rate-limited server on this computer, drawn beside the model.</source>
            <comment>VIEW_TAB_TIPS/storm</comment>
            <translation>Llyfrgelloedd ailgeisio go iawn yn erbyn gweinydd go iawn â therfyn cyfradd ar y cyfrifiadur hwn, wedi'u llunio wrth ochr y model.</translation>
        </message>
        <message>
            <source>Plots wider</source>
            <comment>SPLIT_ACTIONS/wider</comment>
            <translation>Graffiau'n lletach</translation>
        </message>
        <message>
            <source>Plots narrower</source>
            <comment>SPLIT_ACTIONS/narrower</comment>
            <translation>Graffiau'n gulach</translation>
        </message>
        <message>
            <source>Load plot taller</source>
            <comment>SPLIT_ACTIONS/taller</comment>
            <translation>Graff llwyth yn dalach</translation>
        </message>
        <message>
            <source>Load plot shorter</source>
            <comment>SPLIT_ACTIONS/shorter</comment>
            <translation>Graff llwyth yn fyrrach</translation>
        </message>
        <message>
            <source>The plots take {share:.0f}% of the width.</source>
            <comment>SPLIT_SAID/wider</comment>
            <translation>Mae'r graffiau'n cymryd {share:.0f}% o'r lled.</translation>
        </message>
        <message>
            <source>The plots take {share:.0f}% of the width.</source>
            <comment>SPLIT_SAID/narrower</comment>
            <translation>Mae'r graffiau'n cymryd {share:.0f}% o'r lled.</translation>
        </message>
        <message>
            <source>The load plot takes {share:.0f}% of the plots' height.</source>
            <comment>SPLIT_SAID/taller</comment>
            <translation>Mae'r graff llwyth yn cymryd {share:.0f}% o uchder y graffiau.</translation>
        </message>
        <message>
            <source>The load plot takes {share:.0f}% of the plots' height.</source>
            <comment>SPLIT_SAID/shorter</comment>
            <translation>Mae'r graff llwyth yn cymryd {share:.0f}% o uchder y graffiau.</translation>
        </message>
        <message>
            <source>In 2015 Marc Brooker of AWS tested retry rules on a shared record: each client reads it, then writes it back; a write fails if someone else wrote first, and that client backs off and starts again. Every message takes about 10 ms. Which rule gets every client's write through with the fewest calls?</source>
            <comment>BROOKER_INTRO</comment>
            <translation>Yn 2015 profodd Marc Brooker o AWS reolau ailgeisio ar gofnod a rennir: mae pob cleient yn ei ddarllen, yna'n ei ysgrifennu'n ôl; mae ysgrifennu'n methu os ysgrifennodd rhywun arall yn gyntaf, ac mae'r cleient hwnnw'n oedi ac yn dechrau eto. Mae pob neges yn cymryd tua 10 ms. Pa reol sy'n cael ysgrifennu pob cleient drwodd gyda'r lleiaf o alwadau?</translation>
        </message>
        <message>
            <source>Brooker's own names: 'no backoff' is what this lab calls Retry immediately, 'full jitter' is Backoff with jitter.</source>
            <comment>BROOKER_NAMES_TIP</comment>
            <translation>Enwau Brooker ei hun: 'no backoff' yw'r hyn mae'r labordy hwn yn ei alw'n Ailgeisio ar unwaith, 'full jitter' yw Oedi gyda hap.</translation>
        </message>
        <message>
            <source>Run the experiment</source>
            <comment>BROOKER_RUN</comment>
            <translation>Rhedeg yr arbrawf</translation>
        </message>
        <message>
            <source>10 to 190 clients, five rules. It runs in the background; the lab stays usable.</source>
            <comment>BROOKER_RUN_TIP</comment>
            <translation>10 i 190 o gleientiaid, pum rheol. Mae'n rhedeg yn y cefndir; mae'r labordy'n dal i weithio.</translation>
        </message>
        <message>
            <source>Stop</source>
            <comment>BROOKER_STOP</comment>
            <translation>Stopio</translation>
        </message>
        <message>
            <source> runs each</source>
            <comment>BROOKER_RUNS_SUFFIX</comment>
            <translation> rhediad yr un</translation>
        </message>
        <message>
            <source>How many runs each point is the average of.</source>
            <comment>BROOKER_RUNS_TIP</comment>
            <translation>Sawl rhediad mae pob pwynt yn gyfartaledd ohonyn nhw.</translation>
        </message>
        <message>
            <source>Running Brooker's experiment…</source>
            <comment>BROOKER_RUNNING</comment>
            <translation>Yn rhedeg arbrawf Brooker…</translation>
        </message>
        <message>
            <source>Stopped. Press Run the experiment to start again.</source>
            <comment>BROOKER_STOPPED</comment>
            <translation>Wedi stopio. Pwyswch Rhedeg yr arbrawf i ddechrau eto.</translation>
        </message>
        <message>
            <source>The experiment did not finish: {reason}</source>
            <comment>BROOKER_FAILED</comment>
            <translation>Wnaeth yr arbrawf ddim gorffen: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>Average of {n} runs a point.</source>
            <oldsource>Average of {runs} runs a point. With {clients} clients: retry immediately {none:,.0f} write calls, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</oldsource>
            <comment>BROOKER_DONE</comment>
            <extracomment>English for one: Average of {n} run a point.</extracomment>
            <translation>
                <numerusform>Cyfartaledd {n} o rediadau i bob pwynt.</numerusform>
                <numerusform>Cyfartaledd {n} rhediad i bob pwynt.</numerusform>
                <numerusform>Cyfartaledd {n} o rediadau i bob pwynt.</numerusform>
                <numerusform>Cyfartaledd {n} o rediadau i bob pwynt.</numerusform>
                <numerusform>Cyfartaledd {n} o rediadau i bob pwynt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</source>
            <comment>BROOKER_DONE_CALLS</comment>
            <extracomment>English for one: With {n} client, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</extracomment>
            <translation>
                <numerusform>Gyda {n} o gleientiaid, galwadau ysgrifennu: ailgeisio ar unwaith {none:,.0f}, oedi esbonyddol {exp:,.0f}, oedi gyda hap {full:,.0f}.</numerusform>
                <numerusform>Gyda {n} cleient, galwadau ysgrifennu: ailgeisio ar unwaith {none:,.0f}, oedi esbonyddol {exp:,.0f}, oedi gyda hap {full:,.0f}.</numerusform>
                <numerusform>Gyda {n} o gleientiaid, galwadau ysgrifennu: ailgeisio ar unwaith {none:,.0f}, oedi esbonyddol {exp:,.0f}, oedi gyda hap {full:,.0f}.</numerusform>
                <numerusform>Gyda {n} o gleientiaid, galwadau ysgrifennu: ailgeisio ar unwaith {none:,.0f}, oedi esbonyddol {exp:,.0f}, oedi gyda hap {full:,.0f}.</numerusform>
                <numerusform>Gyda {n} o gleientiaid, galwadau ysgrifennu: ailgeisio ar unwaith {none:,.0f}, oedi esbonyddol {exp:,.0f}, oedi gyda hap {full:,.0f}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Write calls until every client has written</source>
            <comment>BROOKER_CALLS_TITLE</comment>
            <translation>Galwadau ysgrifennu nes bod pob cleient wedi ysgrifennu</translation>
        </message>
        <message>
            <source>write calls</source>
            <comment>BROOKER_CALLS_Y</comment>
            <translation>galwadau ysgrifennu</translation>
        </message>
        <message>
            <source>Time until the last client has written</source>
            <comment>BROOKER_TIME_TITLE</comment>
            <translation>Amser nes bod y cleient olaf wedi ysgrifennu</translation>
        </message>
        <message>
            <source>time (s)</source>
            <oldsource>seconds</oldsource>
            <comment>BROOKER_TIME_Y</comment>
            <translation>amser (s)</translation>
        </message>
        <message>
            <source>clients</source>
            <comment>BROOKER_X</comment>
            <translation>cleientiaid</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>BROOKER_RULES/none</comment>
            <translation>Ailgeisio ar unwaith</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>BROOKER_RULES/exponential</comment>
            <translation>Oedi esbonyddol</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>BROOKER_RULES/full-jitter</comment>
            <translation>Oedi gyda hap</translation>
        </message>
        <message>
            <source>Equal jitter</source>
            <comment>BROOKER_RULES/equal-jitter</comment>
            <translation>Hap cyfartal</translation>
        </message>
        <message>
            <source>Decorrelated jitter</source>
            <comment>BROOKER_RULES/decorrelated-jitter</comment>
            <translation>Hap digydberthynas</translation>
        </message>
        <message>
            <source>tenacity, no wait (its default)</source>
            <comment>PRESET_LABELS/tenacity-no-wait</comment>
            <translation>tenacity, dim aros (ei ragosodiad)</translation>
        </message>
        <message>
            <source>tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>PRESET_LABELS/tenacity-exponential</comment>
            <translation>tenacity wait_exponential(1, min 4, max 10)</translation>
        </message>
        <message>
            <source>tenacity wait_random_exponential(1, max 60)</source>
            <comment>PRESET_LABELS/tenacity-random-exponential</comment>
            <translation>tenacity wait_random_exponential(1, max 60)</translation>
        </message>
        <message>
            <source>backoff.expo (backoff with jitter, its default)</source>
            <comment>PRESET_LABELS/backoff-expo</comment>
            <translation>backoff.expo (oedi gyda hap, ei ragosodiad)</translation>
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5)</source>
            <comment>PRESET_LABELS/urllib3-backoff</comment>
            <translation>urllib3 Retry(backoff_factor=0.5)</translation>
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>PRESET_LABELS/urllib3-jitter</comment>
            <translation>urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</translation>
        </message>
        <message>
            <source>urllib3 Retry obeying Retry-After</source>
            <comment>PRESET_LABELS/urllib3-retry-after</comment>
            <translation>urllib3 Retry yn ufuddhau i Retry-After</translation>
        </message>
        <message>
            <source>botocore standard mode (AWS SDKs)</source>
            <comment>PRESET_LABELS/botocore-standard</comment>
            <translation>modd safonol botocore (SDKs AWS)</translation>
        </message>
        <message>
            <source>gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>PRESET_LABELS/grpc-backoff</comment>
            <translation>Oedi gRPC (1 s, x1.6, hap 0.2, uchaf 120 s)</translation>
        </message>
        <message numerus="yes">
            <source>Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {n} calls a second and refuses the rest.</source>
            <oldsource>Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {capacity} calls a second and refuses the rest, then lets {agents} real clients call it at once, each retrying with the library you choose. Time runs {scale} times faster; every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</oldsource>
            <comment>STORM_INTRO</comment>
            <extracomment>English for one: Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {n} call a second and refuses the rest.</extracomment>
            <translation>
                <numerusform>Ydy'r cod ailgeisio mae pobl yn ei ddefnyddio go iawn yn creu gyr? Mae'r tab hwn yn dechrau gweinydd gwe bach ar y cyfrifiadur hwn (127.0.0.1 yn unig) sy'n derbyn {n} o alwadau yr eiliad ac yn gwrthod y gweddill.</numerusform>
                <numerusform>Ydy'r cod ailgeisio mae pobl yn ei ddefnyddio go iawn yn creu gyr? Mae'r tab hwn yn dechrau gweinydd gwe bach ar y cyfrifiadur hwn (127.0.0.1 yn unig) sy'n derbyn {n} alwad yr eiliad ac yn gwrthod y gweddill.</numerusform>
                <numerusform>Ydy'r cod ailgeisio mae pobl yn ei ddefnyddio go iawn yn creu gyr? Mae'r tab hwn yn dechrau gweinydd gwe bach ar y cyfrifiadur hwn (127.0.0.1 yn unig) sy'n derbyn {n} o alwadau yr eiliad ac yn gwrthod y gweddill.</numerusform>
                <numerusform>Ydy'r cod ailgeisio mae pobl yn ei ddefnyddio go iawn yn creu gyr? Mae'r tab hwn yn dechrau gweinydd gwe bach ar y cyfrifiadur hwn (127.0.0.1 yn unig) sy'n derbyn {n} o alwadau yr eiliad ac yn gwrthod y gweddill.</numerusform>
                <numerusform>Ydy'r cod ailgeisio mae pobl yn ei ddefnyddio go iawn yn creu gyr? Mae'r tab hwn yn dechrau gweinydd gwe bach ar y cyfrifiadur hwn (127.0.0.1 yn unig) sy'n derbyn {n} o alwadau yr eiliad ac yn gwrthod y gweddill.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Then {n} real clients call it at once, each retrying with the library you choose.</source>
            <comment>STORM_INTRO_CLIENTS</comment>
            <extracomment>English for one: Then {n} real client calls it, retrying with the library you choose.</extracomment>
            <translation>
                <numerusform>Yna mae {n} o gleientiaid go iawn yn ei alw ar unwaith, pob un yn ailgeisio gyda'r llyfrgell a ddewiswch chi.</numerusform>
                <numerusform>Yna mae {n} cleient go iawn yn ei alw, gan ailgeisio gyda'r llyfrgell a ddewiswch chi.</numerusform>
                <numerusform>Yna mae {n} o gleientiaid go iawn yn ei alw ar unwaith, pob un yn ailgeisio gyda'r llyfrgell a ddewiswch chi.</numerusform>
                <numerusform>Yna mae {n} o gleientiaid go iawn yn ei alw ar unwaith, pob un yn ailgeisio gyda'r llyfrgell a ddewiswch chi.</numerusform>
                <numerusform>Yna mae {n} o gleientiaid go iawn yn ei alw ar unwaith, pob un yn ailgeisio gyda'r llyfrgell a ddewiswch chi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Time runs {n} times faster; every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</source>
            <comment>STORM_INTRO_TIME</comment>
            <extracomment>English for one: Time runs at the story's own speed ({n}x); every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</extracomment>
            <translation>
                <numerusform>Mae amser yn rhedeg {n} gwaith yn gyflymach; mae pob ffigur yn cael ei roi yn amser y stori. Mae rhagfynegiad y model ar gyfer yr un dorf wedi'i lunio wrth ei ochr.</numerusform>
                <numerusform>Mae amser yn rhedeg ar gyflymder y stori ({n}x); mae pob ffigur yn cael ei roi yn amser y stori. Mae rhagfynegiad y model ar gyfer yr un dorf wedi'i lunio wrth ei ochr.</numerusform>
                <numerusform>Mae amser yn rhedeg {n} gwaith yn gyflymach; mae pob ffigur yn cael ei roi yn amser y stori. Mae rhagfynegiad y model ar gyfer yr un dorf wedi'i lunio wrth ei ochr.</numerusform>
                <numerusform>Mae amser yn rhedeg {n} gwaith yn gyflymach; mae pob ffigur yn cael ei roi yn amser y stori. Mae rhagfynegiad y model ar gyfer yr un dorf wedi'i lunio wrth ei ochr.</numerusform>
                <numerusform>Mae amser yn rhedeg {n} gwaith yn gyflymach; mae pob ffigur yn cael ei roi yn amser y stori. Mae rhagfynegiad y model ar gyfer yr un dorf wedi'i lunio wrth ei ochr.</numerusform>
            </translation>
        </message>
        <message>
            <source>Library</source>
            <comment>STORM_LIBRARY</comment>
            <translation>Llyfrgell</translation>
        </message>
        <message>
            <source>The retry library and settings the clients use.</source>
            <oldsource>The retry library and settings the clients use (docs/rules.md lists where each comes from).</oldsource>
            <comment>STORM_LIBRARY_TIP</comment>
            <translation>Y llyfrgell ailgeisio a'r gosodiadau mae'r cleientiaid yn eu defnyddio.</translation>
        </message>
        <message>
            <source>Agents</source>
            <comment>STORM_AGENTS</comment>
            <translation>Asiantau</translation>
        </message>
        <message>
            <source>How many real clients call at once (10 to 300), one thread each.</source>
            <comment>STORM_AGENTS_TIP</comment>
            <translation>Faint o gleientiaid go iawn sy'n galw ar unwaith (10 i 300), un edau yr un.</translation>
        </message>
        <message>
            <source>Capacity</source>
            <comment>STORM_CAPACITY</comment>
            <translation>Cynhwysedd</translation>
        </message>
        <message>
            <source>Calls the server accepts each story second (1 to 50).</source>
            <comment>STORM_CAPACITY_TIP</comment>
            <translation>Galwadau mae'r gweinydd yn eu derbyn bob eiliad o'r stori (1 i 50).</translation>
        </message>
        <message>
            <source>Time x</source>
            <comment>STORM_SCALE</comment>
            <translation>Amser x</translation>
        </message>
        <message>
            <source>How many times faster than the story the storm runs (1 to 20). Faster is quicker to watch but this computer's own delays count for more.</source>
            <comment>STORM_SCALE_TIP</comment>
            <translation>Sawl gwaith yn gyflymach na'r stori mae'r storm yn rhedeg (1 i 20). Mae'n gynt i'w wylio, ond mae oediadau'r cyfrifiadur hwn ei hun yn cyfrif mwy.</translation>
        </message>
        <message>
            <source>Run the real storm</source>
            <comment>STORM_RUN</comment>
            <translation>Rhedeg y storm go iawn</translation>
        </message>
        <message>
            <source>Starts the server and the clients. Takes a few seconds; the lab stays usable.</source>
            <comment>STORM_RUN_TIP</comment>
            <translation>Yn dechrau'r gweinydd a'r cleientiaid. Mae'n cymryd ychydig eiliadau; mae'r labordy'n dal i weithio.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>STORM_CANCEL</comment>
            <translation>Canslo</translation>
        </message>
        <message>
            <source>This chart will show a real storm on this computer: a real server that accepts a few calls a second, real clients retrying with a real library, and the model's calls each second beside them.</source>
            <comment>STORM_EMPTY</comment>
            <translation>Bydd y siart hwn yn dangos storm go iawn ar y cyfrifiadur hwn: gweinydd go iawn sy'n derbyn ychydig o alwadau yr eiliad, cleientiaid go iawn yn ailgeisio gyda llyfrgell go iawn, a galwadau'r model bob eiliad wrth eu hochr.</translation>
        </message>
        <message>
            <source>The real storm is running: the chart appears when it is over.</source>
            <comment>STORM_EMPTY_RUNNING</comment>
            <translation>Mae'r storm go iawn yn rhedeg: mae'r siart yn ymddangos pan fydd hi drosodd.</translation>
        </message>
        <message>
            <source>Choose a library and press Run the real storm.</source>
            <comment>STORM_READY</comment>
            <translation>Dewiswch lyfrgell a phwyswch Rhedeg y storm go iawn.</translation>
        </message>
        <message numerus="yes">
            <source>Real storm: {done} of {n} agents done; story time {story:.0f} s…</source>
            <oldsource>Real storm: {done} of {agents} agents done, {story:.0f} story seconds…</oldsource>
            <comment>STORM_RUNNING</comment>
            <extracomment>English for one: Real storm: {done} of {n} agent done; story time {story:.0f} s…</extracomment>
            <translation>
                <numerusform>Storm go iawn: {done} o {n} asiant wedi gorffen; amser y stori {story:.0f} s…</numerusform>
                <numerusform>Storm go iawn: {done} o {n} asiant wedi gorffen; amser y stori {story:.0f} s…</numerusform>
                <numerusform>Storm go iawn: {done} o {n} asiant wedi gorffen; amser y stori {story:.0f} s…</numerusform>
                <numerusform>Storm go iawn: {done} o {n} asiant wedi gorffen; amser y stori {story:.0f} s…</numerusform>
                <numerusform>Storm go iawn: {done} o {n} asiant wedi gorffen; amser y stori {story:.0f} s…</numerusform>
            </translation>
        </message>
        <message>
            <source>Cancelling: stopping the agents and closing their connections…</source>
            <comment>STORM_CANCELLING</comment>
            <translation>Yn canslo: yn stopio'r asiantau ac yn cau eu cysylltiadau…</translation>
        </message>
        <message>
            <source>Cancelled. Everything is shut down; press Run the real storm to start again.</source>
            <comment>STORM_CANCELLED</comment>
            <translation>Wedi canslo. Mae popeth wedi'i gau; pwyswch Rhedeg y storm go iawn i ddechrau eto.</translation>
        </message>
        <message numerus="yes">
            <source>Cancelled. Every connection is closed; {n} agents are still asleep inside their retry library and end as soon as they wake (they send nothing more).</source>
            <oldsource>Cancelled. Every connection is closed; {left} agents are still asleep inside their retry library and end as soon as they wake (they send nothing more).</oldsource>
            <comment>STORM_CANCELLED_ASLEEP</comment>
            <extracomment>English for one: Cancelled. Every connection is closed; {n} agent is still asleep inside its retry library and ends as soon as it wakes (it sends nothing more).</extracomment>
            <translation>
                <numerusform>Wedi canslo. Mae pob cysylltiad wedi'i gau; mae {n} o asiantau yn dal i gysgu y tu mewn i'w llyfrgell ailgeisio a byddan nhw'n gorffen cyn gynted ag y byddan nhw'n deffro (dydyn nhw ddim yn anfon dim byd arall).</numerusform>
                <numerusform>Wedi canslo. Mae pob cysylltiad wedi'i gau; mae {n} asiant yn dal i gysgu y tu mewn i'w lyfrgell ailgeisio a bydd yn gorffen cyn gynted ag y bydd yn deffro (dydy e ddim yn anfon dim byd arall).</numerusform>
                <numerusform>Wedi canslo. Mae pob cysylltiad wedi'i gau; mae {n} o asiantau yn dal i gysgu y tu mewn i'w llyfrgell ailgeisio a byddan nhw'n gorffen cyn gynted ag y byddan nhw'n deffro (dydyn nhw ddim yn anfon dim byd arall).</numerusform>
                <numerusform>Wedi canslo. Mae pob cysylltiad wedi'i gau; mae {n} o asiantau yn dal i gysgu y tu mewn i'w llyfrgell ailgeisio a byddan nhw'n gorffen cyn gynted ag y byddan nhw'n deffro (dydyn nhw ddim yn anfon dim byd arall).</numerusform>
                <numerusform>Wedi canslo. Mae pob cysylltiad wedi'i gau; mae {n} o asiantau yn dal i gysgu y tu mewn i'w llyfrgell ailgeisio a byddan nhw'n gorffen cyn gynted ag y byddan nhw'n deffro (dydyn nhw ddim yn anfon dim byd arall).</numerusform>
            </translation>
        </message>
        <message>
            <source>The real storm did not finish: {reason}</source>
            <comment>STORM_FAILED</comment>
            <translation>Wnaeth y storm go iawn ddim gorffen: {reason}</translation>
        </message>
        <message>
            <source>The real storm could not start: {reason}</source>
            <comment>STORM_NOT_STARTED</comment>
            <translation>Methodd y storm go iawn â dechrau: {reason}</translation>
        </message>
        <message>
            <source>This copy of the lab was built without {modules}, so these libraries cannot run for real here: {names}. Their model presets are in Advanced, Other retry rules.</source>
            <comment>STORM_MISSING</comment>
            <translation>Cafodd y copi hwn o'r labordy ei adeiladu heb {modules}, felly all y llyfrgelloedd hyn ddim rhedeg go iawn yma: {names}. Mae eu rhagosodiadau model yn Uwch, Rheolau ailgeisio eraill.</translation>
        </message>
        <message>
            <source>This copy of the lab has none of the retry libraries, so it cannot run a real storm.</source>
            <comment>STORM_NONE</comment>
            <translation>Does gan y copi hwn o'r labordy ddim un o'r llyfrgelloedd ailgeisio, felly all e ddim rhedeg storm go iawn.</translation>
        </message>
        <message>
            <source>Calls each second: the real storm and the model</source>
            <comment>STORM_CHART_TITLE</comment>
            <translation>Galwadau bob eiliad: y storm go iawn a'r model</translation>
        </message>
        <message>
            <source>calls each second</source>
            <oldsource>calls</oldsource>
            <comment>STORM_CHART_Y</comment>
            <translation>galwadau bob eiliad</translation>
        </message>
        <message>
            <source>story seconds</source>
            <comment>STORM_CHART_X</comment>
            <translation>eiliadau stori</translation>
        </message>
        <message>
            <source>Real storm</source>
            <comment>STORM_REAL</comment>
            <translation>Storm go iawn</translation>
        </message>
        <message>
            <source>Model</source>
            <comment>STORM_MODEL</comment>
            <translation>Model</translation>
        </message>
        <message numerus="yes">
            <source>{library}: calls sent, real {real_calls:,}, model {model_calls:,} (median of {n} runs); last agent served, real {real_last}, model {model_last}. {agreement}</source>
            <oldsource>{library}: real {real_calls:,} calls, last agent served at {real_last}; model {model_calls:,} calls, {model_last} (median of {runs} runs). {agreement}</oldsource>
            <comment>STORM_DONE</comment>
            <extracomment>English for one: {library}: calls sent, real {real_calls:,}, model {model_calls:,} (median of {n} run); last agent served, real {real_last}, model {model_last}. {agreement}</extracomment>
            <translation>
                <numerusform>{library}: galwadau a anfonwyd, go iawn {real_calls:,}, model {model_calls:,} (canolrif {n} o rediadau); yr asiant olaf wedi cael ateb, go iawn {real_last}, model {model_last}. {agreement}</numerusform>
                <numerusform>{library}: galwadau a anfonwyd, go iawn {real_calls:,}, model {model_calls:,} (canolrif {n} rhediad); yr asiant olaf wedi cael ateb, go iawn {real_last}, model {model_last}. {agreement}</numerusform>
                <numerusform>{library}: galwadau a anfonwyd, go iawn {real_calls:,}, model {model_calls:,} (canolrif {n} o rediadau); yr asiant olaf wedi cael ateb, go iawn {real_last}, model {model_last}. {agreement}</numerusform>
                <numerusform>{library}: galwadau a anfonwyd, go iawn {real_calls:,}, model {model_calls:,} (canolrif {n} o rediadau); yr asiant olaf wedi cael ateb, go iawn {real_last}, model {model_last}. {agreement}</numerusform>
                <numerusform>{library}: galwadau a anfonwyd, go iawn {real_calls:,}, model {model_calls:,} (canolrif {n} o rediadau); yr asiant olaf wedi cael ateb, go iawn {real_last}, model {model_last}. {agreement}</numerusform>
            </translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>STORM_SECONDS</comment>
            <translation>{value:.1f} s</translation>
        </message>
        <message>
            <source>none served</source>
            <comment>STORM_NONE_SERVED</comment>
            <translation>neb wedi cael ateb</translation>
        </message>
        <message>
            <source>Reality and the model cannot be compared: one of them served nobody.</source>
            <comment>STORM_AGREE_NOBODY</comment>
            <translation>Does dim modd cymharu'r byd go iawn a'r model: ni chafodd neb ateb yn un ohonyn nhw.</translation>
        </message>
        <message>
            <source>Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/close</comment>
            <translation>Mae'r byd go iawn a'r model yn cytuno'n agos: anfonodd y cleientiaid go iawn {calls}, cafodd yr asiant olaf ateb {last}.</translation>
        </message>
        <message>
            <source>Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/rough</comment>
            <translation>Mae'r byd go iawn a'r model yn cytuno'n fras: anfonodd y cleientiaid go iawn {calls}, cafodd yr asiant olaf ateb {last}.</translation>
        </message>
        <message>
            <source>Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/apart</comment>
            <translation>Mae'r byd go iawn a'r model yn wahanol iawn: anfonodd y cleientiaid go iawn {calls}, cafodd yr asiant olaf ateb {last}.</translation>
        </message>
        <message>
            <source>Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/close</comment>
            <translation>Mae'r byd go iawn a'r model yn cytuno'n agos: anfonodd y cleientiaid go iawn {calls}, cafodd yr asiant olaf ateb {last} a'r asiant nodweddiadol {typical}.</translation>
        </message>
        <message>
            <source>Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/rough</comment>
            <translation>Mae'r byd go iawn a'r model yn cytuno'n fras: anfonodd y cleientiaid go iawn {calls}, cafodd yr asiant olaf ateb {last} a'r asiant nodweddiadol {typical}.</translation>
        </message>
        <message>
            <source>Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/apart</comment>
            <translation>Mae'r byd go iawn a'r model yn wahanol iawn: anfonodd y cleientiaid go iawn {calls}, cafodd yr asiant olaf ateb {last} a'r asiant nodweddiadol {typical}.</translation>
        </message>
        <message>
            <source>about the same (within {gap:.0%})</source>
            <comment>STORM_GAP/same</comment>
            <translation>tua'r un faint (o fewn {gap:.0%})</translation>
        </message>
        <message>
            <source>{gap:.0%} more calls</source>
            <comment>STORM_GAP/more_calls</comment>
            <translation>{gap:.0%} yn fwy o alwadau</translation>
        </message>
        <message>
            <source>{gap:.0%} fewer calls</source>
            <comment>STORM_GAP/fewer_calls</comment>
            <translation>{gap:.0%} yn llai o alwadau</translation>
        </message>
        <message>
            <source>{gap:.0%} later</source>
            <comment>STORM_GAP/later</comment>
            <translation>{gap:.0%} yn hwyrach</translation>
        </message>
        <message>
            <source>{gap:.0%} sooner</source>
            <comment>STORM_GAP/sooner</comment>
            <translation>{gap:.0%} yn gynt</translation>
        </message>
        <message>
            <source>{gap} (inside the model's own spread over {runs} runs, {low:,.0f} to {high:,.0f})</source>
            <comment>STORM_GAP_INSIDE_CALLS</comment>
            <translation>{gap} (o fewn gwasgariad y model ei hun dros {runs} o rediadau, {low:,.0f} i {high:,.0f})</translation>
        </message>
        <message>
            <source>{gap} (inside the model's own spread over {runs} runs, {low:.1f} to {high:.1f} s)</source>
            <comment>STORM_GAP_INSIDE_SECONDS</comment>
            <translation>{gap} (o fewn gwasgariad y model ei hun dros {runs} o rediadau, {low:.1f} i {high:.1f} s)</translation>
        </message>
        <message>
            <source>Real clients cannot all call at the same instant: on this computer their first calls took {spread:.1f} story seconds, not 0, and that spread acts like extra jitter.</source>
            <comment>STORM_FIRST_CALLS_SPREAD</comment>
            <translation>Dydy cleientiaid go iawn ddim yn gallu galw i gyd ar yr un eiliad: ar y cyfrifiadur hwn cymerodd eu galwadau cyntaf {spread:.1f} eiliad stori, nid 0, ac mae'r gwasgariad hwnnw'n gweithio fel hap ychwanegol.</translation>
        </message>
        <message>
            <source>Real clients cannot all call at the same instant: this computer spreads the crowd out, and that acts like extra jitter.</source>
            <comment>STORM_FIRST_CALLS_SPREAD_UNKNOWN</comment>
            <translation>Dydy cleientiaid go iawn ddim yn gallu galw i gyd ar yr un eiliad: mae'r cyfrifiadur hwn yn gwasgaru'r dorf, ac mae hynny'n gweithio fel hap ychwanegol.</translation>
        </message>
        <message>
            <source>the calls of an earlier save are still being written; try again when it says Saved</source>
            <comment>SAVE_BUSY</comment>
            <translation>mae galwadau cadw cynharach yn dal i gael eu hysgrifennu; rhowch gynnig arall pan fydd yn dweud Wedi cadw</translation>
        </message>
        <message>
            <source>Saving before closing</source>
            <comment>SAVING_ON_CLOSE_TITLE</comment>
            <translation>Yn cadw cyn cau</translation>
        </message>
        <message numerus="yes">
            <source>Saving… all {n:,} calls to {name} before the lab closes.</source>
            <comment>SAVING_ON_CLOSE</comment>
            <extracomment>English for one: Saving… the {n:,} call to {name} before the lab closes.</extracomment>
            <translation>
                <numerusform>Yn cadw… pob un o'r {n:,} o alwadau yn {name} cyn i'r labordy gau.</numerusform>
                <numerusform>Yn cadw… yr {n:,} alwad yn {name} cyn i'r labordy gau.</numerusform>
                <numerusform>Yn cadw… pob un o'r {n:,} o alwadau yn {name} cyn i'r labordy gau.</numerusform>
                <numerusform>Yn cadw… pob un o'r {n:,} o alwadau yn {name} cyn i'r labordy gau.</numerusform>
                <numerusform>Yn cadw… pob un o'r {n:,} o alwadau yn {name} cyn i'r labordy gau.</numerusform>
            </translation>
        </message>
        <message>
            <source>Close without them</source>
            <comment>SAVING_ON_CLOSE_SKIP</comment>
            <translation>Cau hebddyn nhw</translation>
        </message>
        <message>
            <source>The calls were NOT saved: {path} was not finished when the lab closed ({calls:,} calls). The table was saved. Save data again to get them.</source>
            <comment>NOT_SAVED_ON_CLOSE</comment>
            <translation>NI chafodd y galwadau eu cadw: doedd {path} ddim wedi gorffen pan gaeodd y labordy ({calls:,} o alwadau). Cafodd y tabl ei gadw. Cadwch y data eto i'w cael.</translation>
        </message>
        <message>
            <source>The animation was NOT saved: {path} was not finished when the lab closed. Save the animation again to get it.</source>
            <comment>ANIMATION_NOT_SAVED_ON_CLOSE</comment>
            <translation>NI chafodd yr animeiddiad ei gadw: doedd {path} ddim wedi gorffen pan gaeodd y labordy. Cadwch yr animeiddiad eto i'w gael.</translation>
        </message>
        <message>
            <source>Getting the crowd ready: sorting {calls:,} calls by agent…</source>
            <comment>CROWD_PREPARING</comment>
            <translation>Yn paratoi'r dorf: yn trefnu {calls:,} o alwadau fesul asiant…</translation>
        </message>
        <message numerus="yes">
            <source>{n} people need an answer at the same moment. The door lets in {capacity} a second.</source>
            <comment>ATTRACT_HEADLINE</comment>
            <extracomment>English for one: {n} person needs an answer. The door lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>Mae angen ateb ar {n} o bobl ar yr un pryd. Mae'r drws yn gadael {capacity} i mewn bob eiliad.</numerusform>
                <numerusform>Mae angen ateb ar {n} person. Mae'r drws yn gadael {capacity} i mewn bob eiliad.</numerusform>
                <numerusform>Mae angen ateb ar {n} o bobl ar yr un pryd. Mae'r drws yn gadael {capacity} i mewn bob eiliad.</numerusform>
                <numerusform>Mae angen ateb ar {n} o bobl ar yr un pryd. Mae'r drws yn gadael {capacity} i mewn bob eiliad.</numerusform>
                <numerusform>Mae angen ateb ar {n} o bobl ar yr un pryd. Mae'r drws yn gadael {capacity} i mewn bob eiliad.</numerusform>
            </translation>
        </message>
        <message>
            <source>Turned away, how long should each one wait before trying again?</source>
            <comment>ATTRACT_QUESTION</comment>
            <translation>Ar ôl cael eu troi i ffwrdd, pa mor hir dylai pob un aros cyn trio eto?</translation>
        </message>
        <message numerus="yes">
            <source>When you try it yourself, you start with a smaller crowd: {n} people at a door that lets in {capacity} a second.</source>
            <oldsource>A bigger crowd than in “The door”, where {n} people knock at a door that lets in {capacity} a second: the same story, on a bigger scale.</oldsource>
            <comment>ATTRACT_BIGGER</comment>
            <extracomment>English for one: When you try it yourself, you start with a smaller crowd: {n} person at a door that lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>Pan fyddwch chi'n rhoi cynnig arni eich hun, byddwch chi'n dechrau gyda thorf lai: {n} o bobl wrth ddrws sy'n gadael {capacity} i mewn bob eiliad.</numerusform>
                <numerusform>Pan fyddwch chi'n rhoi cynnig arni eich hun, byddwch chi'n dechrau gyda thorf lai: {n} person wrth ddrws sy'n gadael {capacity} i mewn bob eiliad.</numerusform>
                <numerusform>Pan fyddwch chi'n rhoi cynnig arni eich hun, byddwch chi'n dechrau gyda thorf lai: {n} o bobl wrth ddrws sy'n gadael {capacity} i mewn bob eiliad.</numerusform>
                <numerusform>Pan fyddwch chi'n rhoi cynnig arni eich hun, byddwch chi'n dechrau gyda thorf lai: {n} o bobl wrth ddrws sy'n gadael {capacity} i mewn bob eiliad.</numerusform>
                <numerusform>Pan fyddwch chi'n rhoi cynnig arni eich hun, byddwch chi'n dechrau gyda thorf lai: {n} o bobl wrth ddrws sy'n gadael {capacity} i mewn bob eiliad.</numerusform>
            </translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <oldsource>Everyone waits the same time</oldsource>
            <comment>ATTRACT_CAPTION/exponential/0</comment>
            <translation>Aros yn hirach bob tro</translation>
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together and are turned away together, again and again. (In the lab: exponential backoff.)</source>
            <oldsource>Everyone waits the same time, so they all come back together and are turned away together, again and again. (In the lab: exponential backoff.)</oldsource>
            <comment>ATTRACT_CAPTION/exponential/1</comment>
            <translation>Bob tro, mae pawb yn aros ddwywaith cyhyd, pob un yn aros yr un faint, felly maen nhw'n dod yn ôl gyda'i gilydd ac yn cael eu troi i ffwrdd gyda'i gilydd, dro ar ôl tro. (Yn y labordy: oedi esbonyddol.)</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <oldsource>Everyone waits a random time</oldsource>
            <comment>ATTRACT_CAPTION/full-jitter/0</comment>
            <translation>Aros am amser ar hap</translation>
        </message>
        <message>
            <source>They come back spread out, and the door stays busy letting them in. (In the lab: backoff with jitter.)</source>
            <oldsource>So they come back spread out, and the door stays busy letting them in.</oldsource>
            <comment>ATTRACT_CAPTION/full-jitter/1</comment>
            <translation>Maen nhw'n dod yn ôl ar wasgar, ac mae'r drws yn dal yn brysur yn eu gadael i mewn. (Yn y labordy: oedi gyda hap.)</translation>
        </message>
        <message numerus="yes">
            <source>{now:.0f} s: {n} of {agents} answered so far</source>
            <oldsource>{now:.0f} s: {served} of {agents} answered, {n:,} knocks</oldsource>
            <comment>ATTRACT_CLOCK</comment>
            <extracomment>English for one: {now:.0f} s: {n} of {agents} answered so far</extracomment>
            <translation>
                <numerusform>{now:.0f} s: {n} o'r {agents} wedi cael ateb hyd yma</numerusform>
                <numerusform>{now:.0f} s: {n} o'r {agents} wedi cael ateb hyd yma</numerusform>
                <numerusform>{now:.0f} s: {n} o'r {agents} wedi cael ateb hyd yma</numerusform>
                <numerusform>{now:.0f} s: {n} o'r {agents} wedi cael ateb hyd yma</numerusform>
                <numerusform>{now:.0f} s: {n} o'r {agents} wedi cael ateb hyd yma</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In this one run, all {agents} answered after {last:.1f} s, with {n:,} knocks</source>
            <oldsource>In this one run, all {agents} answered after {last:.1f} s, with {calls:,} knocks</oldsource>
            <comment>ATTRACT_DONE</comment>
            <extracomment>English for one: In this one run, all {agents} answered after {last:.1f} s, with {n:,} knock</extracomment>
            <translation>
                <numerusform>Yn y rhediad hwn, cafodd pob un o'r {agents} ateb ar ôl {last:.1f} s, gyda {n:,} o gnociau</numerusform>
                <numerusform>Yn y rhediad hwn, cafodd pob un o'r {agents} ateb ar ôl {last:.1f} s, gyda {n:,} cnoc</numerusform>
                <numerusform>Yn y rhediad hwn, cafodd pob un o'r {agents} ateb ar ôl {last:.1f} s, gyda {n:,} o gnociau</numerusform>
                <numerusform>Yn y rhediad hwn, cafodd pob un o'r {agents} ateb ar ôl {last:.1f} s, gyda {n:,} o gnociau</numerusform>
                <numerusform>Yn y rhediad hwn, cafodd pob un o'r {agents} ateb ar ôl {last:.1f} s, gyda {n:,} o gnociau</numerusform>
            </translation>
        </message>
        <message>
            <source>{times:.1f} times sooner in this run than waiting longer each time!</source>
            <oldsource>{times:.1f} times sooner than waiting longer each time!</oldsource>
            <comment>ATTRACT_SOONER</comment>
            <translation>{times:.1f} gwaith yn gynt yn y rhediad hwn nag aros yn hirach bob tro!</translation>
        </message>
        <message>
            <source>{done}. {sooner}</source>
            <comment>ATTRACT_DONE_SOONER</comment>
            <translation>{done}. {sooner}</translation>
        </message>
        <message>
            <source>(both shown {factor:.0f}x faster)</source>
            <comment>ATTRACT_PACE</comment>
            <translation>(y ddau'n cael eu dangos {factor:.0f}x yn gyflymach)</translation>
        </message>
        <message>
            <source>(shown at real speed)</source>
            <comment>ATTRACT_PACE_REAL</comment>
            <translation>(yn cael ei ddangos ar gyflymder go iawn)</translation>
        </message>
        <message>
            <source>Each dot is a person at the door</source>
            <comment>ATTRACT_VIEW/crowd</comment>
            <translation>Mae pob dot yn berson wrth y drws</translation>
        </message>
        <message>
            <source>Each row is a person; a cross is a knock turned away, a dot a knock let in</source>
            <oldsource>Each row is a person; a cross is a knock turned away</oldsource>
            <comment>ATTRACT_VIEW/timeline</comment>
            <translation>Mae pob rhes yn berson; croes yw cnoc a gafodd ei throi i ffwrdd, dot yw cnoc a gafodd ei gadael i mewn</translation>
        </message>
        <message>
            <source>Touch the screen to try it yourself</source>
            <comment>ATTRACT_INVITE</comment>
            <translation>Cyffyrddwch â'r sgrin i roi cynnig arni eich hun</translation>
        </message>
        <message>
            <source>❚❚ Pause</source>
            <comment>ATTRACT_PAUSE</comment>
            <translation>❚❚ Saib</translation>
        </message>
        <message>
            <source>▶ Play</source>
            <comment>ATTRACT_RESUME</comment>
            <translation>▶ Chwarae</translation>
        </message>
        <message>
            <source>Stop the moving pictures (space bar); touch anywhere else to try it yourself.</source>
            <comment>ATTRACT_PAUSE_TIP</comment>
            <translation>Stopio'r lluniau symudol (bylchwr); cyffyrddwch yn unrhyw le arall i roi cynnig arni eich hun.</translation>
        </message>
        <message>
            <source>Paused: touch {play} to go on</source>
            <oldsource>Paused: press Play or the space bar to go on</oldsource>
            <comment>ATTRACT_PAUSED_NOTE</comment>
            <translation>Wedi seibio: cyffyrddwch â {play} i barhau</translation>
        </message>
        <message>
            <source>person</source>
            <comment>ATTRACT_TIMELINE_Y</comment>
            <translation>person</translation>
        </message>
        <message>
            <source>“The door” tells the story with friends at a door. The other lessons tell it as computers live it: the friends are computer helpers called agents, the door is a busy tool, and a knock is a call. Choose a lesson.</source>
            <comment>KIOSK_START_INTRO</comment>
            <translation>Mae “Y drws” yn adrodd y stori gyda ffrindiau wrth ddrws. Mae'r gwersi eraill yn ei hadrodd fel y mae cyfrifiaduron yn ei byw: helpwyr cyfrifiadur o'r enw asiantau yw'r ffrindiau, offeryn prysur yw'r drws, a galwad yw cnoc. Dewiswch wers.</translation>
        </message>
        <message>
            <source>Each lesson starts ready to use. ◀ All lessons brings you back here.</source>
            <comment>KIOSK_START_FOOTER</comment>
            <translation>Mae pob gwers yn dechrau'n barod i'w defnyddio. Mae'r botwm ◀ Yr holl wersi yn dod â chi'n ôl yma.</translation>
        </message>
        <message>
            <source>the kiosk page needs {need}, more than the {size} screen</source>
            <comment>KIOSK_TOO_SMALL</comment>
            <translation>mae tudalen y ciosg angen {need}, mwy na'r sgrin {size}</translation>
        </message>
        <message>
            <source>{what}: more</source>
            <comment>KIOSK_MORE</comment>
            <translation>{what}: mwy</translation>
        </message>
        <message>
            <source>{what}: less</source>
            <comment>KIOSK_LESS</comment>
            <translation>{what}: llai</translation>
        </message>
        <message>
            <source>Scroll the settings</source>
            <comment>KIOSK_SCROLL_SETTINGS</comment>
            <translation>Sgrolio drwy'r gosodiadau</translation>
        </message>
        <message>
            <source>Back to the lab's view</source>
            <comment>PLOT_BACK</comment>
            <translation type="vanished">Yn ôl i olwg y labordy</translation>
        </message>
        <message>
            <source>Updating the table: run {done} of {total}…</source>
            <comment>TABLE_UPDATING</comment>
            <translation type="vanished">Yn diweddaru'r tabl: rhediad {done} o {total}…</translation>
        </message>
        <message>
            <source>“{rule}” was first, but count the knocks too: each one is work for the door.</source>
            <comment>DOOR_SOONEST_BUT_HARD</comment>
            <translation type="vanished">“{rule}” oedd gyntaf, ond cyfrwch y cnociau hefyd: mae pob un yn waith i'r drws.</translation>
        </message>
        <message>
            <source>For {n} agents the calls were usually about the same: 'Wait a random time' {calls:g}, 'Wait longer each time' {other_calls:g}.</source>
            <oldsource>For {n} agents the calls were about the same: 'Wait a random time' {calls:g}, 'Wait longer each time' {other_calls:g} in the middle.</oldsource>
            <comment>TEN_WHY_CALLS_SAME</comment>
            <translation type="vanished">I {n} asiant roedd y galwadau fel arfer tua'r un faint: 'Aros am amser ar hap' {calls:g}, 'Aros yn hirach bob tro' {other_calls:g}.</translation>
        </message>
        <message>
            <source>'Wait a random time' also usually sent fewer calls: {calls:g}, and 'Wait longer each time' {other_calls:g}.</source>
            <oldsource>It also sent fewer calls: in the middle {calls:g}, and 'Wait longer each time' {other_calls:g}.</oldsource>
            <comment>TEN_WHY_CALLS_FEWER</comment>
            <translation type="vanished">Fel arfer anfonodd 'Aros am amser ar hap' lai o alwadau hefyd: {calls:g}, ac 'Aros yn hirach bob tro' {other_calls:g}.</translation>
        </message>
        <message>
            <source>But 'Wait a random time' usually sent more calls: {calls:g}, and 'Wait longer each time' {other_calls:g}.</source>
            <oldsource>But it sent more calls: in the middle {calls:g}, and 'Wait longer each time' {other_calls:g}.</oldsource>
            <comment>TEN_WHY_CALLS_MORE</comment>
            <translation type="vanished">Ond fel arfer anfonodd 'Aros am amser ar hap' fwy o alwadau: {calls:g}, ac 'Aros yn hirach bob tro' {other_calls:g}.</translation>
        </message>
        <message>
            <source>Show the whole run</source>
            <comment>TEN_PLOT_BACK</comment>
            <translation type="vanished">Dangos y rhediad cyfan</translation>
        </message>
        <message>
            <source>Plots only</source>
            <comment>EXPORT_PLOTS</comment>
            <translation type="vanished">Graffiau'n unig</translation>
        </message>
        <message>
            <source>High contrast</source>
            <comment>PROFILE_LABELS/title</comment>
            <translation type="vanished">Cyferbyniad uchel</translation>
        </message>
        <message>
            <source>The new colours are used when the lab opens again. Open it again now? Your settings are kept.</source>
            <comment>PROFILE_LABELS/restart</comment>
            <translation type="vanished">Bydd y lliwiau newydd yn cael eu defnyddio pan fydd y labordy'n agor eto. Ei agor eto nawr? Bydd eich gosodiadau'n cael eu cadw.</translation>
        </message>
        <message>
            <source>Open again now</source>
            <comment>PROFILE_LABELS/now</comment>
            <translation type="vanished">Agor eto nawr</translation>
        </message>
        <message>
            <source>Later</source>
            <comment>PROFILE_LABELS/later</comment>
            <translation type="vanished">Nes ymlaen</translation>
        </message>
        <message>
            <source>Slide from 0 (every agent waits exactly the backoff time: lockstep) to 1 (a random wait up to it).</source>
            <comment>SLIDER/jitter/2</comment>
            <translation type="vanished">Llithro o 0 (pob asiant yn aros am amser yr oedi yn union: camu fel un) i 1 (aros ar hap hyd ato).</translation>
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">yn {runs} o rediadau eraill, gyda'i dafliad dis ei hun</translation>
        </message>
        <message>
            <source>is the middle of another {runs} runs with its own roll of the dice</source>
            <comment>PUBLISHED_WHY/random</comment>
            <translation type="vanished">yn ganol {runs} o rediadau eraill, gyda'i dafliad dis ei hun</translation>
        </message>
        <message>
            <source>is the middle of another {runs} runs with its own roll of the dice and rounding</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">yn ganol {runs} o rediadau eraill, gyda'i dafliad dis a'i dalgrynnu ei hun</translation>
        </message>
        <message>
            <source>The published table differs a little ({why}): {figures}.</source>
            <oldsource>The published table differs a little ({why}, docs/model.md): {figures}.</oldsource>
            <comment>PUBLISHED_NOTE</comment>
            <translation type="vanished">Mae'r tabl cyhoeddedig ychydig yn wahanol ({why}): {figures}.</translation>
        </message>
        <message>
            <source>rounding</source>
            <comment>PUBLISHED_WHY/rounded</comment>
            <translation type="vanished">talgrynnu</translation>
        </message>
        <message>
            <source>another {runs} runs</source>
            <oldsource>another {runs} runs, with other random draws</oldsource>
            <comment>PUBLISHED_WHY/random</comment>
            <translation type="vanished">{runs} o rediadau eraill</translation>
        </message>
        <message>
            <source>rounding; another {runs} runs</source>
            <oldsource>rounding, and another {runs} runs with other random draws</oldsource>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">talgrynnu; {runs} o rediadau eraill</translation>
        </message>
        <message>
            <source>Add my point once for each rule in the chart's key ({done} of its {total} rules tried so far), and say what you expected before each one lands.</source>
            <oldsource>Add my point once for each of the three rules ({done} of the {total} rules tried so far), and say what you expected before each one lands.</oldsource>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation type="vanished">Ychwanegwch fy mhwynt unwaith ar gyfer pob rheol yn allwedd y siart ({done} o'i {total} rheol wedi'u trio hyd yma), a dywedwch beth roeddech chi'n ei ddisgwyl cyn i bob un lanio.</translation>
        </message>
        <message>
            <source>Lessons</source>
            <comment>LESSONS_BUTTON</comment>
            <translation type="vanished">Gwersi</translation>
        </message>
        <message>
            <source>Go to the start screen and choose a lesson (Ctrl+L).</source>
            <comment>LESSONS_BUTTON_TIP</comment>
            <translation type="vanished">Mynd i'r sgrin gychwyn a dewis gwers (Ctrl+L).</translation>
        </message>
        <message>
            <source>Animation</source>
            <comment>WHAT_ANIMATION</comment>
            <translation type="vanished">Animeiddiad</translation>
        </message>
        <message>
            <source>Worksheet</source>
            <comment>WHAT_WORKSHEET</comment>
            <translation type="vanished">Taflen waith</translation>
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool takes 20 every second and is never idle (200 + 180 + … + 20 = 1,100 calls). At its usual pace, every 0.1 s, the same rule sent 6,300 calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <comment>LOAD_NOTICE_ONE_SECOND</comment>
            <translation type="vanished">&lt;b&gt;Ailgeisio ar unwaith, bob 1 s&lt;/b&gt;: mae'n gwneud yn dda yma dim ond am fod yr offeryn hwn yn cyfrif galwadau mewn eiliadau cyfan: mae pob asiant a wrthodwyd yn galw eto yn eiliad nesaf yr offeryn, felly mae'r offeryn yn cymryd 20 bob eiliad a byth yn segur (200 + 180 + … + 20 = 1,100 o alwadau). Ar ei gyflymder arferol, bob 0.1 s, anfonodd yr un rheol 6,300 o alwadau. Lwc yw aros sy'n ffitio cloc un offeryn, nid rheol i bob offeryn.</translation>
        </message>
        <message>
            <source>Save this replay as an animation for slides, or print a worksheet.</source>
            <comment>TAKEAWAY_BUTTON_TIP</comment>
            <translation type="vanished">Cadw'r ailchwarae hwn fel animeiddiad ar gyfer sleidiau, neu argraffu taflen waith.</translation>
        </message>
        <message>
            <source>Worksheet (PDF)</source>
            <comment>TAKEAWAY_SHEET</comment>
            <translation type="vanished">Taflen waith (PDF)</translation>
        </message>
        <message>
            <source>One page with the lesson's questions, a picture of your run and lines to write on. You choose where to save it (Save as opens in Documents).</source>
            <oldsource>One page with the lesson's questions, a picture of your run and lines to write on. Saved in Documents.</oldsource>
            <comment>TAKEAWAY_SHEET_TIP</comment>
            <translation type="vanished">Un dudalen gyda chwestiynau'r wers, llun o'ch rhediad a llinellau i ysgrifennu arnyn nhw. Chi sy'n dewis ble i'w chadw (mae Cadw fel yn agor yn Dogfennau).</translation>
        </message>
        <message>
            <source>Teacher's worksheet with answers (PDF)</source>
            <comment>TAKEAWAY_ANSWERS</comment>
            <translation type="vanished">Taflen waith yr athro gydag atebion (PDF)</translation>
        </message>
        <message>
            <source>The same page with the model's answers from the teachers' notes.</source>
            <oldsource>The same page with the model's answers from the teacher's notes.</oldsource>
            <comment>TAKEAWAY_ANSWERS_TIP</comment>
            <translation type="vanished">Yr un dudalen gydag atebion y model o nodiadau'r athrawon.</translation>
        </message>
        <message>
            <source>What does a longer Longest wait buy exponential backoff?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/0</comment>
            <translation type="vanished">Beth mae Aros hiraf hirach yn ei brynu i oedi esbonyddol?</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent {n:,} calls, {times:.1f} times as many as “{least}” ({fewest:,}).</source>
            <oldsource>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent {n:,} calls, about {times} times as many as “{least}” ({fewest:,}).</oldsource>
            <comment>TEN_REVEAL_LEAD</comment>
            <translation type="vanished">&lt;b&gt;Cyfrwch y galwadau yn gyntaf.&lt;/b&gt; Anfonodd “{most}” {n:,} o alwadau, {times:.1f} gwaith cymaint â'r ffordd “{least}” ({fewest:,}).</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; All three sent about as many: from {fewest:,} to {n:,} calls.</source>
            <comment>TEN_REVEAL_LEAD_SAME</comment>
            <translation type="vanished">&lt;b&gt;Cyfrwch y galwadau yn gyntaf.&lt;/b&gt; Anfonodd y tair ffordd tua'r un nifer: o {fewest:,} i {n:,} o alwadau.</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline and the table give the middle of many runs, so their figures can differ a little.</source>
            <oldsource>One time scale for both, so their widths compare: in these runs the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}).</oldsource>
            <comment>COMPARE_SCALE</comment>
            <translation type="vanished">Un raddfa amser i'r ddau, fel bod modd cymharu eu lled: yn y ddau rediad yn y llun mae'r asiant olaf yn cael ateb ar {top:.1f} s uchod ac ar {bottom:.1f} s isod ({words}). Mae'r pennawd a'r tabl yn rhoi canol llawer o rediadau, felly gall eu ffigurau fod ychydig yn wahanol.</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline gives the middle of many runs, so its figures can differ a little.</source>
            <comment>COMPARE_SCALE_NO_TABLE</comment>
            <translation type="vanished">Un raddfa amser i'r ddau, fel bod modd cymharu eu lled: yn y ddau rediad yn y llun mae'r asiant olaf yn cael ateb ar {top:.1f} s uchod ac ar {bottom:.1f} s isod ({words}). Mae'r pennawd yn rhoi canol llawer o rediadau, felly gall ei ffigurau fod ychydig yn wahanol.</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in, not done yet &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;done, a moment after getting in</source>
            <comment>CROWD_LEGEND</comment>
            <translation type="vanished">&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; llwyd: yn aros &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; coch gyda chroes: newydd fownsio &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; cylch gwyrdd: i mewn, heb orffen eto &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; glas tywyll:&amp;nbsp;wedi gorffen, eiliad ar ôl mynd i mewn</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in, not done yet &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;done</source>
            <oldsource>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;done</oldsource>
            <comment>CROWD_LEGEND</comment>
            <translation type="vanished">&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; llwyd: yn aros &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; coch gyda chroes: newydd fownsio &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; cylch gwyrdd: i mewn, heb orffen eto &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; glas tywyll:&amp;nbsp;wedi gorffen</translation>
        </message>
        <message>
            <source>On a chart with the focus: move along it, zoom in or out, back as it was</source>
            <oldsource>Lesson: Ten agents (ages 11 to 15)</oldsource>
            <comment>SHORTCUTS/13/1</comment>
            <translation type="vanished">Ar siart sydd â'r ffocws: symud ar ei hyd, chwyddo i mewn neu allan, yn ôl fel roedd</translation>
        </message>
        <message>
            <source>none</source>
            <comment>CAPTION_RANDOMNESS/immediate</comment>
            <translation type="vanished">dim</translation>
        </message>
        <message>
            <source>none</source>
            <comment>CAPTION_RANDOMNESS/exponential</comment>
            <translation type="vanished">dim</translation>
        </message>
        <message>
            <source>full, 1.00</source>
            <comment>CAPTION_RANDOMNESS/full-jitter</comment>
            <translation type="vanished">llawn, 1.00</translation>
        </message>
        <message>
            <source>the rule's own</source>
            <comment>CAPTION_RANDOMNESS_OWN</comment>
            <translation type="vanished">un y rheol ei hun</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in {sooner} of them.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner in {sooner}.</oldsource>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <translation type="vanished">Dros {n} rhediad, cafodd asiant olaf 'Aros am amser ar hap' ateb yn gynt nag 'Aros yn hirach bob tro' mewn {sooner} ohonyn nhw.</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in only {sooner} of them.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner in only {sooner}.</oldsource>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <translation type="vanished">Dros {n} rhediad, cafodd asiant olaf 'Aros am amser ar hap' ateb yn gynt nag 'Aros yn hirach bob tro' mewn {sooner} ohonyn nhw yn unig.</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner in {sooner}.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in {sooner}.</oldsource>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <translation type="vanished">Dros {n} rhediad, cafodd asiant olaf 'Aros am amser ar hap' ateb yn gynt mewn {sooner}.</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner in only {sooner}.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in only {sooner}.</oldsource>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <translation type="vanished">Dros {n} rhediad, cafodd asiant olaf 'Aros am amser ar hap' ateb yn gynt mewn {sooner} yn unig.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) and quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls), and its last answer came sooner than with “{other}”: {done:.1f} s against {other_done:.1f} s.</oldsource>
            <comment>TEN_REVEAL_RANDOM_SOONER</comment>
            <translation type="vanished">&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau) ac yn gynt nag “{other}”: ateb olaf ar {done:.1f} s yn erbyn {other_done:.1f} s.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls), but this time its last answer came no sooner than with “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</oldsource>
            <comment>TEN_REVEAL_RANDOM_NOT_SOONER</comment>
            <translation type="vanished">&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau) ond y tro hwn ddim yn gynt nag “{other}”: ateb olaf ar {done:.1f} s yn erbyn {other_done:.1f} s. Gyda dim ond deg asiant, gall un rhediad fynd y naill ffordd neu'r llall: pwyswch Rhediad arall.</translation>
        </message>
        <message>
            <source>With only ten agents, one that picks a short wait may hear no again: a few more calls. In the lab's big crowd it sends fewer.</source>
            <oldsource>With only ten agents it can send a few more calls: an agent that picks a short wait may hear no again. With the lab's big crowd it sends fewer.</oldsource>
            <comment>TEN_REVEAL_FEW_AGENTS</comment>
            <translation type="vanished">Gyda dim ond deg asiant, gall un sy'n dewis aros byr glywed 'na' eto: ychydig mwy o alwadau. Yn nhorf fawr y labordy mae'n anfon llai.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls), and its last answer came sooner than with “{other}”: {done:.1f} s against {other_done:.1f} s.</source>
            <comment>TEN_REVEAL_RANDOM_SOONER</comment>
            <translation type="vanished">&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau), a daeth ei ateb olaf yn gynt na gydag “{other}”: {done:.1f} s yn erbyn {other_done:.1f} s.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls), but this time its last answer came no sooner than with “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</source>
            <comment>TEN_REVEAL_RANDOM_NOT_SOONER</comment>
            <translation type="vanished">&lt;b&gt;{rule}&lt;/b&gt;: addfwyn â'r offeryn ({n:,} o alwadau), ond y tro hwn ni ddaeth ei ateb olaf yn gynt na gydag “{other}”: {done:.1f} s yn erbyn {other_done:.1f} s. Gyda dim ond deg asiant, gall un rhediad fynd y naill ffordd neu'r llall: pwyswch Rhediad arall.</translation>
        </message>
        <message>
            <source>With only ten agents it can send a few more calls: an agent that picks a short wait may hear no again. With the lab's big crowd it sends fewer.</source>
            <comment>TEN_REVEAL_FEW_AGENTS</comment>
            <translation type="vanished">Gyda dim ond deg asiant gall anfon ychydig mwy o alwadau: gall asiant sy'n dewis aros byr glywed 'na' eto. Gyda thorf fawr y labordy mae'n anfon llai.</translation>
        </message>
        <message>
            <source>For {n} agents the calls were about the same: 'Wait a random time' {calls:g}, 'Wait longer each time' {other_calls:g} in the middle.</source>
            <oldsource>For {n} agents the calls were about the same: in the middle, 'Wait a random time' sent {calls:g} and 'Wait longer each time' {other_calls:g}.</oldsource>
            <comment>TEN_WHY_CALLS_SAME</comment>
            <translation type="vanished">I {n} asiant roedd y galwadau tua'r un faint: 'Aros am amser ar hap' {calls:g}, 'Aros yn hirach bob tro' {other_calls:g} yn y canol.</translation>
        </message>
        <message>
            <source>It also sent fewer calls: in the middle {calls:g}, and 'Wait longer each time' {other_calls:g}.</source>
            <comment>TEN_WHY_CALLS_FEWER</comment>
            <translation type="vanished">Anfonodd lai o alwadau hefyd: yn y canol {calls:g}, ac 'Aros yn hirach bob tro' {other_calls:g}.</translation>
        </message>
        <message>
            <source>But it sent more calls: in the middle {calls:g}, and 'Wait longer each time' {other_calls:g}.</source>
            <comment>TEN_WHY_CALLS_MORE</comment>
            <translation type="vanished">Ond anfonodd fwy o alwadau: yn y canol {calls:g}, ac 'Aros yn hirach bob tro' {other_calls:g}.</translation>
        </message>
        <message>
            <source>Save every agent's calls and when it was answered, for each way, as a CSV file in your Documents folder (Ctrl+E).</source>
            <comment>TEN_DATA_TIP</comment>
            <translation type="vanished">Cadw galwadau pob asiant, a phryd cafodd ateb, ar gyfer pob ffordd, fel ffeil CSV yn eich ffolder Dogfennau (Ctrl+E).</translation>
        </message>
        <message>
            <source>Put every setting back to the published story's values.</source>
            <comment>TIP/reset</comment>
            <translation type="vanished">Rhoi pob gosodiad yn ôl i werthoedd y stori gyhoeddedig.</translation>
        </message>
        <message>
            <source>Watch the same crowd again from the start.</source>
            <comment>DOOR_AGAIN_TIP</comment>
            <translation type="vanished">Gwylio'r un dorf eto o'r dechrau.</translation>
        </message>
        <message>
            <source>Friends who got through the door: done, or inside waiting for their answer.</source>
            <oldsource>Agents let in through the door (accepted).</oldsource>
            <comment>CROWD_COUNTER_TIPS/inside</comment>
            <translation type="vanished">Ffrindiau a ddaeth drwy'r drws: wedi gorffen, neu y tu mewn yn aros am eu hateb.</translation>
        </message>
        <message>
            <source>Friends who have their answer: they are done.</source>
            <oldsource>Agents whose answer has arrived.</oldsource>
            <comment>CROWD_COUNTER_TIPS/served</comment>
            <translation type="vanished">Ffrindiau sydd wedi cael eu hateb: maen nhw wedi gorffen.</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;done</source>
            <oldsource>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: inside, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</oldsource>
            <comment>CROWD_LEGEND</comment>
            <translation type="vanished">&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; llwyd: yn aros &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; coch gyda chroes: newydd fownsio &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; cylch gwyrdd: i mewn, yn aros am yr ateb &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; glas tywyll:&amp;nbsp;wedi gorffen</translation>
        </message>
        <message>
            <source>Write on each dot how many times that agent has knocked.</source>
            <oldsource>&lt;b&gt;The pictures show one run, and the next run can turn out differently.&lt;/b&gt;</oldsource>
            <comment>CROWD_SHOW_COUNTS_TIP</comment>
            <translation type="vanished">Ysgrifennu ar bob dot sawl gwaith mae'r asiant hwnnw wedi cnocio.</translation>
        </message>
        <message>
            <source>The rest of the note: what happened run by run, and why ten agents differ from the lab's crowd.</source>
            <comment>TEN_WHY_OPEN_TIP</comment>
            <translation type="vanished">Gweddill y nodyn: beth ddigwyddodd o rediad i rediad, a pham mae deg asiant yn wahanol i dyrfa'r labordy.</translation>
        </message>
        <message>
            <source>Run by run, 'Wait a random time' sent fewer calls in {fewer} of the {n} runs, as many in {same} and more in {more}.</source>
            <comment>TEN_WHY_RUN_BY_RUN</comment>
            <translation type="vanished">Rhediad wrth rediad, anfonodd 'Aros am amser ar hap' lai o alwadau mewn {fewer} o'r {n} rhediad, yr un faint mewn {same} a mwy mewn {more}.</translation>
        </message>
        <message>
            <source>Why about the same? Waiting longer each time, they do come back together (the stripes of crosses), but ten agents are a small crowd: each time a few get their answer, and after a few rounds no one is left, whichever way they wait. Why sooner? Waiting longer each time, the agents still waiting wait longer and longer, all together; a random wait is often shorter.</source>
            <oldsource>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? Waiting longer each time, an unlucky agent waits longer and longer; a random wait is often shorter.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">Pam tua'r un faint? Wrth aros yn hirach bob tro, maen nhw yn dod yn ôl gyda'i gilydd (y streipiau o groesau), ond torf fach yw deg asiant: bob tro mae ambell un yn cael ateb, ac ar ôl ychydig o droeon does neb ar ôl, pa ffordd bynnag maen nhw'n aros. Pam yn gynt? Wrth aros yn hirach bob tro, mae'r asiantau sy'n dal i aros yn aros yn hirach ac yn hirach, i gyd gyda'i gilydd; mae aros ar hap yn aml yn fyrrach.</translation>
        </message>
        <message>
            <source>With {agents} agents (the lab) they crowd back together, and a random wait sends fewer calls: {n:,} calls, last answer at {last:.1f} s; waiting longer each time {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</source>
            <oldsource>With {agents} agents (the lab) they crowd back together, and then a random wait sends fewer calls: there it sent {n:,} calls, last answer at {last:.1f} s; waiting longer each time sent {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</oldsource>
            <comment>TEN_WHY_LAB</comment>
            <translation type="vanished">Gyda {agents} asiant (y labordy) maen nhw'n tyrru'n ôl gyda'i gilydd, ac mae aros ar hap yn anfon llai o alwadau: {n:,} galwad, ateb olaf ar ôl {last:.1f} s; aros yn hirach bob tro {other_calls:,}, ateb olaf ar ôl {other_last:.1f} s (canol {runs} rhediad).</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent {n:,} calls, about {times} times as many as “{least}” ({fewest:,}).</source>
            <comment>TEN_REVEAL_LEAD</comment>
            <translation type="vanished">&lt;b&gt;Cyfrwch y galwadau yn gyntaf.&lt;/b&gt; Anfonodd “{most}” {n:,} o alwadau, tua {times} gwaith cymaint â'r ffordd “{least}” ({fewest:,}).</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent about {times} times as many calls as the fewest: {n:,} calls.</source>
            <comment>TEN_REVEAL_HARD_QUICK</comment>
            <translation type="vanished">&lt;b&gt;{rule}&lt;/b&gt;: cyflym (ateb olaf ar {done:.1f} s), ond anfonodd tua {times} gwaith cymaint o alwadau â'r ffordd a anfonodd leiaf: {n:,} o alwadau.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} calls, about {times} times as many as the fewest, and last answer only at {done:.1f} s.</source>
            <comment>TEN_REVEAL_HARD_SLOW</comment>
            <translation type="vanished">&lt;b&gt;{rule}&lt;/b&gt;: caled ar yr offeryn ac araf: {n:,} o alwadau, tua {times} gwaith cymaint â'r ffordd a anfonodd leiaf, a'r ateb olaf dim ond ar {done:.1f} s.</translation>
        </message>
        <message>
            <source>Paused: press Play or the space bar to go on</source>
            <comment>ATTRACT_PAUSED_NOTE</comment>
            <translation type="vanished">Wedi oedi: pwyswch Chwarae neu'r bylchwr i barhau</translation>
        </message>
        <message>
            <source>Random
wait</source>
            <comment>TEN_COLUMNS/full-jitter</comment>
            <translation type="vanished">Aros
ar hap</translation>
        </message>
        <message>
            <source>Green dots are calls the tool took. Red crosses are calls it said no to.</source>
            <comment>TEN_NOTICE/0</comment>
            <translation type="vanished">Dotiau gwyrdd yw galwadau a dderbyniodd yr offeryn. Croesau coch yw galwadau y dywedodd na wrthyn nhw.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait longer each time&lt;/b&gt;: the crosses line up in stripes from top to bottom. All the agents come back at the same moment, so most of them hear no together.</source>
            <comment>TEN_NOTICE/1</comment>
            <translation type="vanished">&lt;b&gt;Aros yn hirach bob tro&lt;/b&gt;: mae'r croesau'n gwneud streipiau o'r top i'r gwaelod. Mae'r asiantau i gyd yn dod yn ôl ar yr un pryd, felly mae'r rhan fwyaf ohonyn nhw'n clywed 'na' gyda'i gilydd.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait a random time&lt;/b&gt;: the crosses are spread out, so the tool is busy more of the time.</source>
            <comment>TEN_NOTICE/2</comment>
            <translation type="vanished">&lt;b&gt;Aros am amser ar hap&lt;/b&gt;: mae'r croesau wedi'u gwasgaru, felly mae'r offeryn yn brysur am fwy o'r amser.</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way? Find it in the table, then find its row in the picture.</source>
            <oldsource>Which agent waited longest each way? Find it in the table, then in the picture.</oldsource>
            <comment>TEN_TRY/0</comment>
            <translation type="vanished">Pa asiant geisiodd eto fwyaf ym mhob ffordd? Dewch o hyd iddo yn y tabl, yna dewch o hyd i'w res yn y llun.</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: 'Wait longer each time' or 'Wait a random time'?</source>
            <oldsource>Which gets the last agent an answer sooner: 'Wait longer each time' or 'Wait a random time'? Press Another run a few times. Does it hold?</oldsource>
            <comment>TEN_TRY/1</comment>
            <translation type="vanished">Pa un sy'n cael ateb i'r asiant olaf yn gynt: 'Aros yn hirach bob tro' neu 'Aros am amser ar hap'?</translation>
        </message>
        <message>
            <source>rounding, and another {runs} runs with other random draws</source>
            <oldsource>rounding, and other random draws</oldsource>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">talgrynnu, a {runs} o rediadau eraill gyda thyniadau hap eraill</translation>
        </message>
        <message>
            <source>other random draws</source>
            <comment>PUBLISHED_WHY/random</comment>
            <translation type="vanished">tyniadau hap eraill</translation>
        </message>
        <message>
            <source>rounding, and other random draws</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">talgrynnu, a thyniadau hap eraill</translation>
        </message>
        <message>
            <source>Retry immediately with a pause of 1 s: why is it so good here?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/0</comment>
            <translation type="vanished">Ailgeisio ar unwaith gyda saib o 1 s: pam mae mor dda yma?</translation>
        </message>
        <message>
            <source>Retry immediately with a pause of 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <comment>LOAD_TRY/2</comment>
            <translation type="vanished">Ailgeisio ar unwaith gyda saib o 1 s: pam mae mor dda yma? (Awgrym: mae'r offeryn yn cyfrif galwadau mewn eiliadau cyfan.)</translation>
        </message>
        <message>
            <source>Retry immediately, pause {low:g} to {high:g} s</source>
            <oldsource>Retry immediately, pause 0.05 to 2 s</oldsource>
            <comment>SWEEP_SERIES/immediate</comment>
            <translation type="vanished">Ailgeisio ar unwaith, saib {low:g} i {high:g} s</translation>
        </message>
        <message>
            <source>pause {value:g} s</source>
            <comment>SWEEP_POINT_INTERVAL</comment>
            <translation type="vanished">saib {value:g} s</translation>
        </message>
        <message>
            <source>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Play and watch it to the end (4x is quicker).</source>
            <oldsource>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Again and watch it to the end (4x is quicker).</oldsource>
            <comment>DOOR_NOTICE_SKIPPED</comment>
            <translation type="vanished">Fe neidioch chi i ddiwedd “{rule}”. Mae hynny'n iawn, ond dim ond gwylio sy'n cyfrif: pwyswch Chwarae a'i wylio tan y diwedd (mae 4x yn gynt).</translation>
        </message>
        <message>
            <source>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? Waiting longer each time, an unlucky agent waits longer and longer; a random wait is often shorter.</source>
            <oldsource>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? There an unlucky agent waits longer and longer; a random wait is often shorter.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">Pam tua'r un faint? Anaml y bydd deg asiant yn galw ar yr un pryd, felly mae aros yn hirach bob tro eisoes yn eu gwasgaru. Pam yn gynt? Wrth aros yn hirach bob tro, mae asiant anlwcus yn aros yn hirach ac yn hirach; mae aros ar hap yn aml yn fyrrach.</translation>
        </message>
        <message>
            <source>Quick, but {refused:,} of the {n:,} knocks bounced off: the door was crowded with knocks all the time.</source>
            <comment>DOOR_DONE_KNOCKS_AT_ONCE</comment>
            <translation type="vanished">Cyflym, ond bownsiodd {refused:,} o'r {n:,} o gnociau i ffwrdd: roedd y drws yn llawn cnociau drwy'r amser.</translation>
        </message>
        <message>
            <source>Which choice is all done soonest? How many knocks did it take?</source>
            <comment>WORKSHEETS/door/questions/0/0</comment>
            <translation type="vanished">Pa ddewis sy'n gorffen gyntaf? Sawl cnoc oedd ei angen?</translation>
        </message>
        <message>
            <source>Knocking again: 10 seconds, as fast as perfect turn-taking. But it takes 489 knocks for 30 friends, about 16 each, and one friend knocked 31 times.</source>
            <comment>WORKSHEETS/door/questions/0/1</comment>
            <translation type="vanished">Cnocio eto: 10 eiliad, mor gyflym â chymryd tro perffaith. Ond mae angen 489 cnoc ar 30 o ffrindiau, tua 16 yr un, ac fe gnociodd un ffrind 31 o weithiau.</translation>
        </message>
        <message>
            <source>Which choice needs the fewest knocks?</source>
            <comment>WORKSHEETS/door/questions/1/0</comment>
            <translation type="vanished">Pa ddewis sydd angen y lleiaf o gnociau?</translation>
        </message>
        <message>
            <source>Waiting a random time: 151 knocks, and everyone is done after 13 seconds, only 3 seconds more than knocking again.</source>
            <comment>WORKSHEETS/door/questions/1/1</comment>
            <translation type="vanished">Aros am amser ar hap: 151 cnoc, ac mae pawb drwodd ar ôl 13 eiliad, dim ond 3 eiliad yn fwy na chnocio eto.</translation>
        </message>
        <message>
            <source>"Wait longer each time": 33 seconds, though it needs only 192 knocks. Everyone waits exactly the same time, so everyone comes back in the same second. The door lets 3 in, the other 27 bounce off together, and they all wait longer together; in between, the door stands empty.</source>
            <oldsource>Everyone waits exactly the same time, so everyone comes back in the same second. The door lets 3 in, the other 27 bounce off together, and they all wait longer together. It takes 33 seconds.</oldsource>
            <comment>WORKSHEETS/door/questions/2/1</comment>
            <translation type="vanished">“Aros yn hirach bob tro”: 33 eiliad, er mai dim ond 192 cnoc sydd eu hangen. Mae pawb yn aros yn union yr un amser, felly mae pawb yn dod yn ôl yn yr un eiliad. Mae'r drws yn gadael 3 i mewn, mae'r 27 arall yn bownsio i ffwrdd gyda'i gilydd, ac maen nhw i gyd yn aros yn hirach gyda'i gilydd; yn y cyfamser, mae'r drws yn wag.</translation>
        </message>
        <message>
            <source>Now watch "wait a random time". When do the friends come back? Compare its time and knocks with the other two choices.</source>
            <oldsource>Why does waiting a random time work?</oldsource>
            <comment>WORKSHEETS/door/questions/3/0</comment>
            <translation type="vanished">Nawr gwyliwch “aros am amser ar hap”. Pryd mae'r ffrindiau'n dod yn ôl? Cymharwch ei amser a'i gnociau â'r ddau ddewis arall.</translation>
        </message>
        <message>
            <source>One by one, at different moments, so most of the time there is room at the door when someone arrives: 151 knocks and done after 13 seconds, against 192 knocks and 33 seconds for waiting longer each time, and 489 knocks and 10 seconds for knocking again.</source>
            <oldsource>Friends come back at different moments, so most of the time there is room at the door when someone arrives.</oldsource>
            <comment>WORKSHEETS/door/questions/3/1</comment>
            <translation type="vanished">Un wrth un, ar adegau gwahanol, felly y rhan fwyaf o'r amser mae lle wrth y drws pan fydd rhywun yn cyrraedd: 151 cnoc a phawb drwodd ar ôl 13 eiliad, o'i gymharu â 192 cnoc a 33 eiliad wrth aros yn hirach bob tro, a 489 cnoc a 10 eiliad wrth gnocio eto.</translation>
        </message>
        <message>
            <source>Knock again: 1,373 knocks, done after 17 s. Wait longer: 489 knocks, 61 s. Random wait: 332 knocks, 18 s.</source>
            <comment>WORKSHEETS/door/questions/4/1</comment>
            <translation type="vanished">Cnocio eto: 1,373 cnoc, drwodd ar ôl 17 s. Aros yn hirach: 489 cnoc, 61 s. Aros ar hap: 332 cnoc, 18 s.</translation>
        </message>
        <message>
            <source>Each row is a person; a cross is a knock turned away</source>
            <comment>ATTRACT_VIEW/timeline</comment>
            <translation type="vanished">Mae pob rhes yn berson; croes yw cnoc a gafodd ei throi i ffwrdd</translation>
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together and bounce off together.</source>
            <comment>DOOR_REVEAL_WHY/exponential</comment>
            <translation type="vanished">Bob tro, mae pawb yn aros ddwywaith cyhyd, pob un yn aros yr un faint, felly maen nhw'n dod yn ôl gyda'i gilydd ac yn bownsio i ffwrdd gyda'i gilydd.</translation>
        </message>
        <message>
            <source>Each friend waits a different time, so they come back one by one and the door keeps letting friends in.</source>
            <comment>DOOR_REVEAL_WHY/full-jitter</comment>
            <translation type="vanished">Mae pob ffrind yn aros amser gwahanol, felly maen nhw'n dod yn ôl un ar y tro ac mae'r drws yn dal i adael ffrindiau i mewn.</translation>
        </message>
        <message>
            <source>All done after, on one time line</source>
            <comment>DOOR_RACE_TITLE</comment>
            <translation type="vanished">Amser gorffen pawb, ar un llinell amser</translation>
        </message>
        <message>
            <source>Each bar runs from the start until everyone was done. The shorter the bar, the sooner they were all done.</source>
            <comment>DOOR_RACE_TIP</comment>
            <translation type="vanished">Mae pob bar yn mynd o'r dechrau nes bod pawb wedi gorffen. Po fyrraf y bar, y cynharaf roedd pawb wedi gorffen.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Knock again straight away:&lt;/b&gt; it can end soonest, but only because there are few friends. The door is always crowded with knocks, and most of them bounce off. A real computer with many more callers would be swamped, and then hardly anyone gets in.</source>
            <oldsource>&lt;b&gt;Knock again straight away:&lt;/b&gt; the door is always crowded, and most knocks bounce off.</oldsource>
            <comment>DOOR_NOTICE/0</comment>
            <translation type="vanished">&lt;b&gt;Cnocio eto ar unwaith:&lt;/b&gt; gall orffen gyntaf, ond dim ond am mai ychydig o ffrindiau sydd. Mae'r drws bob amser yn llawn cnociau, ac mae'r rhan fwyaf ohonyn nhw'n bownsio i ffwrdd. Byddai cyfrifiadur go iawn gyda llawer mwy o bobl yn galw dan ei sang, a phrin y byddai neb yn dod i mewn.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait longer each time:&lt;/b&gt; each time, everyone waits twice as long, all the same wait, so they come back together, bounce off together, and wait again.</source>
            <oldsource>&lt;b&gt;Wait longer each time:&lt;/b&gt; everyone waits the same time, so they all come back together, bounce off together, and wait again.</oldsource>
            <comment>DOOR_NOTICE/1</comment>
            <translation type="vanished">&lt;b&gt;Aros yn hirach bob tro:&lt;/b&gt; bob tro, mae pawb yn aros ddwywaith cyhyd, pob un yn aros yr un faint, felly maen nhw'n dod yn ôl gyda'i gilydd, yn bownsio i ffwrdd gyda'i gilydd, ac yn aros eto.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait a random time:&lt;/b&gt; friends come back at different moments, so the door keeps letting friends in.</source>
            <comment>DOOR_NOTICE/2</comment>
            <translation type="vanished">&lt;b&gt;Aros am amser ar hap:&lt;/b&gt; mae ffrindiau'n dod yn ôl ar adegau gwahanol, felly mae'r drws yn dal i adael ffrindiau i mewn.</translation>
        </message>
        <message>
            <source>Try all three. Which one is all done soonest? Which needs the fewest knocks?</source>
            <comment>DOOR_TRY/0</comment>
            <translation type="vanished">Rhowch gynnig ar y tri. Pa un sy'n gorffen gyntaf? Pa un sydd angen y lleiaf o gnociau?</translation>
        </message>
        <message>
            <source>Add my point once for each of the three rules ({done} of the {total} rules tried so far), and say what you expected before each one lands.</source>
            <oldsource>Add my point once for each of the three rules ({done} of {total} so far), and say what you expected before each one lands.</oldsource>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation type="vanished">Ychwanegwch fy mhwynt unwaith ar gyfer pob un o'r tair rheol ({done} o'r {total} rheol wedi'u trio hyd yma), a dywedwch beth roeddech chi'n ei ddisgwyl cyn i bob un lanio.</translation>
        </message>
        <message>
            <source>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</source>
            <comment>LOAD_TRY_KIOSK/1</comment>
            <translation type="vanished">Gosodwch Hap yn yr aros i 0.25 a phwyswch Ychwanegu fy mhwynt: faint mae ychydig o hap yn helpu?</translation>
        </message>
        <message>
            <source>Choose Exponential backoff, then Retry immediately, and press Add my point after each. Which of your stars is lowest and furthest left?</source>
            <oldsource>Choose Exponential backoff and press Add my point. Which of your stars is lowest and furthest left?</oldsource>
            <comment>LOAD_TRY_KIOSK/2</comment>
            <translation type="vanished">Dewiswch Oedi esbonyddol, yna Ailgeisio ar unwaith, a phwyswch Ychwanegu fy mhwynt ar ôl pob un. Pa un o'ch sêr sydd isaf a phellaf i'r chwith?</translation>
        </message>
        <message>
            <source>Change the capacity or the agents and press Run the sweep again. Does the best rule change?</source>
            <comment>LOAD_TRY_KIOSK/3</comment>
            <translation type="vanished">Newidiwch y cynhwysedd neu'r asiantau a phwyswch Rhedeg yr ysgubiad eto. Ydy'r rheol orau'n newid?</translation>
        </message>
        <message>
            <source>Not the lab's story: {settings}.</source>
            <comment>WORKSHEET_OTHER_SETTINGS</comment>
            <translation type="vanished">Nid stori'r labordy: {settings}.</translation>
        </message>
        <message>
            <source>Your point {number}: {rule}, {n:,} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</source>
            <oldsource>Your point {number}: {rule}, {calls:,.0f} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</oldsource>
            <comment>SWEEP_ADDED</comment>
            <translation type="vanished">Eich pwynt {number}: {rule}, {n:,} o alwadau, yr asiant nodweddiadol wedi cael ateb ar {typical:.1f} s, yr olaf ar {last:.1f} s.</translation>
        </message>
        <message>
            <source>Your point {number}: {rule}, {n:,} calls. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</source>
            <comment>SWEEP_ADDED_OFF</comment>
            <translation type="vanished">Eich pwynt {number}: {rule}, {n:,} o alwadau. Nid yw'n perthyn ar y cromliniau hyn: cawsant eu llunio ar gyfer gosodiadau eraill. Pwyswch Rhedeg yr ysgubiad i'w llunio eto ar gyfer eich rhai chi.</translation>
        </message>
        <message>
            <source>{times:.1f} times sooner than waiting longer each time!</source>
            <oldsource>{times:.0f} times sooner than waiting longer each time!</oldsource>
            <comment>ATTRACT_SOONER</comment>
            <translation type="vanished">{times:.1f} gwaith yn gynt nag aros yn hirach bob tro!</translation>
        </message>
        <message>
            <source>Retry immediately, pause 0.05 to 2 s</source>
            <comment>SWEEP_SERIES/immediate</comment>
            <translation type="vanished">Ailgeisio ar unwaith, saib 0.05 i 2 s</translation>
        </message>
        <message>
            <source>Exponential backoff, longest wait 0.5 to 40 s</source>
            <comment>SWEEP_SERIES/exponential</comment>
            <translation type="vanished">Oedi esbonyddol, aros hiraf 0.5 i 40 s</translation>
        </message>
        <message>
            <source>Backoff with jitter, longest wait 0.5 to 40 s</source>
            <comment>SWEEP_SERIES/full-jitter</comment>
            <translation type="vanished">Oedi gyda hap, aros hiraf 0.5 i 40 s</translation>
        </message>
        <message>
            <source>Randomness in the wait, 0 to 1 (at your longest wait)</source>
            <comment>SWEEP_SERIES/jitter</comment>
            <translation type="vanished">Hap yn yr aros, 0 i 1 (gyda'ch aros hiraf chi)</translation>
        </message>
        <message>
            <source>Waiting longer or a random wait: which gets the last agent an answer sooner?</source>
            <oldsource>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">Pa un sy'n cael ateb i'r asiant olaf yn gynt: “Aros yn hirach bob tro” neu “Aros am amser ar hap”?</translation>
        </message>
        <message>
            <source>Press Another run. Which numbers change, and which stay the same?</source>
            <comment>WORKSHEETS/ten-agents/questions/4/0</comment>
            <translation type="vanished">Pwyswch Rhediad arall. Pa rifau sy'n newid, a pha rai sy'n aros yr un fath?</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does your answer to 3 hold? Which numbers change?</source>
            <oldsource>Press Another run. Which numbers change, and which stay the same?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/4/0</comment>
            <translation type="vanished">Pwyswch Rhediad arall ychydig o weithiau. Ydy eich ateb i 3 yn dal? Pa rifau sy'n newid?</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run: does it hold?</source>
            <oldsource>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run a few times. Does it hold?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">Pa un sy'n cael ateb i'r asiant olaf yn gynt: “Aros yn hirach bob tro” neu “Aros am amser ar hap”? Pwyswch Rhediad arall: ydy hynny'n dal?</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run a few times. Does it hold?</source>
            <oldsource>Which gets the last agent its answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run a few times: does that hold?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">Pa un sy'n cael ateb i'r asiant olaf yn gynt: “Aros yn hirach bob tro” neu “Aros am amser ar hap”? Pwyswch Rhediad arall ychydig o weithiau. Ydy hynny'n dal?</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does that still hold? Which numbers change, and which stay the same?</source>
            <oldsource>Press Another run. Which numbers change, and which stay just the same? Why?</oldsource>
            <comment>TEN_TRY/2</comment>
            <translation type="vanished">Pwyswch Rhediad arall ychydig o weithiau. Ydy hynny'n dal o hyd? Pa rifau sy'n newid, a pha rai sy'n aros yr un fath?</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: 'Wait longer each time' or 'Wait a random time'? Press Another run a few times. Does it hold?</source>
            <oldsource>Which gets the last agent its answer sooner: 'Wait longer each time' or 'Wait a random time'? Press Another run a few times: does that hold?</oldsource>
            <comment>TEN_TRY/1</comment>
            <translation type="vanished">Pa un sy'n cael ateb i'r asiant olaf yn gynt: 'Aros yn hirach bob tro' neu 'Aros am amser ar hap'? Pwyswch Rhediad arall ychydig o weithiau: ydy hynny'n dal?</translation>
        </message>
        <message>
            <source>Press Another run. Which numbers change, and which stay just the same? Why?</source>
            <comment>TEN_TRY/2</comment>
            <translation type="vanished">Pwyswch Rhediad arall. Pa rifau sy'n newid, a pha rai sy'n aros yn union yr un fath? Pam?</translation>
        </message>
        <message>
            <source>For {n} agents the calls were about the same: in the middle, 'Wait a random time' sent {calls:g} and 'Wait longer each time' {other_calls:g}.</source>
            <comment>TEN_WHY_CALLS_SAME</comment>
            <translation type="vanished">I {n} asiant roedd y galwadau tua'r un faint: yn y canol, anfonodd 'Aros am amser ar hap' {calls:g} ac 'Aros yn hirach bob tro' {other_calls:g}.</translation>
        </message>
        <message>
            <source>Which gets the last agent its answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run a few times: does that hold?</source>
            <oldsource>Which way gets the last agent its answer soonest?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">Pa un sy'n cael ateb i'r asiant olaf yn gynt: “Aros yn hirach bob tro” neu “Aros am amser ar hap”? Pwyswch Rhediad arall ychydig o weithiau: ydy hynny'n dal?</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in {sooner}.</source>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <translation type="vanished">Dros {n} rhediad, cafodd asiant olaf 'Aros am amser ar hap' ateb yn gynt nag un 'Aros yn hirach bob tro' mewn {sooner}.</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in only {sooner}.</source>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <translation type="vanished">Dros {n} rhediad, cafodd asiant olaf 'Aros am amser ar hap' ateb yn gynt nag un 'Aros yn hirach bob tro' mewn {sooner} yn unig.</translation>
        </message>
        <message>
            <source>Which gets the last agent its answer sooner: 'Wait longer each time' or 'Wait a random time'? Press Another run a few times: does that hold?</source>
            <oldsource>Which way gets the last agent its answer soonest? Which sends the fewest calls?</oldsource>
            <comment>TEN_TRY/1</comment>
            <translation type="vanished">Pa un sy'n cael ateb i'r asiant olaf yn gynt: 'Aros yn hirach bob tro' neu 'Aros am amser ar hap'? Pwyswch Rhediad arall ychydig o weithiau: ydy hynny'n dal?</translation>
        </message>
        <message>
            <source>&lt;b&gt;The pictures show one run, and the next run can turn out differently.&lt;/b&gt;</source>
            <comment>TEN_WHY_ONE_RUN</comment>
            <translation type="vanished">&lt;b&gt;Mae'r lluniau'n dangos un rhediad, a gall y rhediad nesaf droi allan yn wahanol.&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? There an unlucky agent waits longer and longer; a random wait is often shorter.</source>
            <oldsource>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? Waiting longer each time makes an unlucky agent wait longer and longer; a random wait is often shorter, so the last agent calls again sooner.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">Pam tua'r un faint? Anaml y bydd deg asiant yn galw ar yr un pryd, felly mae aros yn hirach bob tro eisoes yn eu gwasgaru. Pam yn gynt? Yno mae asiant anlwcus yn aros yn hirach ac yn hirach; mae aros ar hap yn aml yn fyrrach.</translation>
        </message>
        <message>
            <source>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? Waiting longer each time makes an unlucky agent wait longer and longer; a random wait is often shorter, so the last agent calls again sooner.</source>
            <oldsource>Why not fewer calls? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out; a random wait is often shorter, so its agents call again sooner.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">Pam tua'r un faint? Anaml y bydd deg asiant yn galw ar yr un pryd, felly mae aros yn hirach bob tro eisoes yn eu gwasgaru. Pam yn gynt? Mae aros yn hirach bob tro yn gwneud i asiant anlwcus aros yn hirach ac yn hirach; mae aros ar hap yn aml yn fyrrach, felly mae'r asiant olaf yn galw eto'n gynt.</translation>
        </message>
        <message>
            <source>With {agents} agents (the lab) they crowd back together, and then a random wait sends fewer calls: there it sent {n:,} calls, last answer at {last:.1f} s; waiting longer each time sent {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</source>
            <oldsource>With {agents} agents (the lab) they crowd back together: there a random wait sent {n:,} calls, last answer at {last:.1f} s; waiting longer each time sent {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</oldsource>
            <comment>TEN_WHY_LAB</comment>
            <translation type="vanished">Gyda {agents} asiant (y labordy) maen nhw'n tyrru'n ôl gyda'i gilydd, ac yna mae aros ar hap yn anfon llai o alwadau: yno anfonodd {n:,} galwad, ateb olaf ar ôl {last:.1f} s; anfonodd aros yn hirach bob tro {other_calls:,}, ateb olaf ar ôl {other_last:.1f} s (canol {runs} rhediad).</translation>
        </message>
        <message>
            <source>Which way gets the last agent its answer soonest?</source>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">Pa ffordd sy'n rhoi ateb i'r asiant olaf gyntaf?</translation>
        </message>
        <message>
            <source>Soonest: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s), then {third} ({third_last:.1f} s).</source>
            <comment>TEN_SHEET_ORDER_THREE</comment>
            <translation type="vanished">Cynharaf: {first} ({first_last:.1f} s), yna {second} ({second_last:.1f} s), yna {third} ({third_last:.1f} s).</translation>
        </message>
        <message>
            <source>Soonest: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s).</source>
            <comment>TEN_SHEET_ORDER_TWO</comment>
            <translation type="vanished">Cynharaf: {first} ({first_last:.1f} s), yna {second} ({second_last:.1f} s).</translation>
        </message>
        <message>
            <source>All three ways at the same moment: {last:.1f} s.</source>
            <comment>TEN_SHEET_ORDER_SAME</comment>
            <translation type="vanished">Y tair ffordd ar yr un eiliad: {last:.1f} s.</translation>
        </message>
        <message>
            <source>Trying again at once gets the last agent its answer soonest, but only by sending many more calls and keeping the tool full of calls it says no to.</source>
            <oldsource>Trying again at once is soonest by keeping the tool swamped.</oldsource>
            <comment>TEN_SHEET_SWAMPED</comment>
            <translation type="vanished">Ceisio eto ar unwaith sy'n rhoi ei ateb i'r asiant olaf gyntaf, ond dim ond drwy anfon llawer mwy o alwadau a chadw'r offeryn yn llawn o alwadau y mae'n dweud na wrthyn nhw.</translation>
        </message>
        <message>
            <source>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls and 'Wait longer each time' {other_calls:g}.</source>
            <oldsource>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls and 'Wait longer each time' {other_calls:g}. With the lab's {agents} agents, a random wait sent {lab_calls:,} calls and waiting longer each time {other_lab_calls:,}.</oldsource>
            <comment>TEN_WHY_SHORT</comment>
            <translation type="vanished">Yng nghanol {n} rhediad, anfonodd 'Aros am amser ar hap' {calls:g} galwad ac 'Aros yn hirach bob tro' {other_calls:g}.</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' sent fewer calls than 'Wait longer each time' in {fewer}, as many in {same} and more in {more}. In the middle it sent fewer: {calls:g} calls against {other_calls:g}.</source>
            <comment>TEN_WHY_FEWER</comment>
            <translation type="vanished">Dros {n} rhediad, anfonodd 'Aros am amser ar hap' lai o alwadau nag 'Aros yn hirach bob tro' mewn {fewer}, yr un nifer mewn {same} a mwy mewn {more}. Yn y canol anfonodd lai: {calls:g} galwad yn erbyn {other_calls:g}.</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' sent fewer calls than 'Wait longer each time' in {fewer}, as many in {same} and more in {more}. In the middle it did not send fewer: {calls:g} calls against {other_calls:g}.</source>
            <comment>TEN_WHY_NOT_FEWER</comment>
            <translation type="vanished">Dros {n} rhediad, anfonodd 'Aros am amser ar hap' lai o alwadau nag 'Aros yn hirach bob tro' mewn {fewer}, yr un nifer mewn {same} a mwy mewn {more}. Yn y canol nid anfonodd lai: {calls:g} galwad yn erbyn {other_calls:g}.</translation>
        </message>
        <message>
            <source>Its last agent had an answer sooner in {sooner} of the {n} runs (in the middle {last:.1f} s, against {other_last:.1f} s).</source>
            <comment>TEN_WHY_SOONER</comment>
            <translation type="vanished">Cafodd ei asiant olaf ateb yn gynt mewn {sooner} o'r {n} rhediad (yn y canol ar ôl {last:.1f} s, yn erbyn {other_last:.1f} s).</translation>
        </message>
        <message>
            <source>Its last agent had an answer sooner in {sooner} of the {n} runs, but not in the middle ({last:.1f} s, against {other_last:.1f} s).</source>
            <comment>TEN_WHY_NOT_SOONER</comment>
            <translation type="vanished">Cafodd ei asiant olaf ateb yn gynt mewn {sooner} o'r {n} rhediad, ond nid yn y canol ({last:.1f} s, yn erbyn {other_last:.1f} s).</translation>
        </message>
        <message>
            <source>Why not fewer calls? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out; a random wait is often shorter, so its agents call again sooner.</source>
            <oldsource>&lt;b&gt;Why is 'Wait a random time' not the winner here?&lt;/b&gt; With only ten agents, few of them call at the same moment, so waiting longer each time already spreads them out, and a random wait can send just as many calls. With 200 agents (the lab), they all crowd back together: there, random waits send about a sixth fewer calls and the last agent has its answer about five times sooner.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">Pam nad llai o alwadau? Anaml y bydd deg asiant yn galw ar yr un pryd, felly mae aros yn hirach bob tro eisoes yn eu gwasgaru; mae aros ar hap yn aml yn fyrrach, felly mae ei asiantau'n galw eto'n gynt.</translation>
        </message>
        <message>
            <source>With {agents} agents (the lab) they crowd back together: there a random wait sent {n:,} calls, last answer at {last:.1f} s; waiting longer each time sent {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</source>
            <oldsource>With {agents} agents (the lab) they crowd back together: there a random wait sent {n:,} calls against {other_calls:,}, last answer at {last:.1f} s against {other_last:.1f} s (the middle of {runs} runs).</oldsource>
            <comment>TEN_WHY_LAB</comment>
            <translation type="vanished">Gyda {agents} asiant (y labordy) maen nhw'n tyrru'n ôl gyda'i gilydd: yno anfonodd aros ar hap {n:,} galwad, ateb olaf ar ôl {last:.1f} s; anfonodd aros yn hirach bob tro {other_calls:,}, ateb olaf ar ôl {other_last:.1f} s (canol {runs} rhediad).</translation>
        </message>
        <message>
            <source>Which way gets the last agent its answer soonest? Which sends the fewest calls?</source>
            <comment>TEN_TRY/1</comment>
            <translation type="vanished">Pa ffordd sy'n rhoi ateb i'r asiant olaf gyntaf? Pa un sy'n anfon y lleiaf o alwadau?</translation>
        </message>
        <message>
            <source>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls and 'Wait longer each time' {other_calls:g}. With the lab's {agents} agents, a random wait sent {lab_calls:,} calls and waiting longer each time {other_lab_calls:,}.</source>
            <oldsource>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls against {other_calls:g}; with the lab's {agents} agents, {lab_calls:,} against {other_lab_calls:,}.</oldsource>
            <comment>TEN_WHY_SHORT</comment>
            <translation type="vanished">Yng nghanol {n} rhediad, anfonodd 'Aros am amser ar hap' {calls:g} galwad ac 'Aros yn hirach bob tro' {other_calls:g}. Gyda {agents} asiant y labordy, anfonodd aros ar hap {lab_calls:,} galwad ac aros yn hirach bob tro {other_lab_calls:,}.</translation>
        </message>
        <message>
            <source>Watch the crowd try the door. Press again to pause.</source>
            <comment>DOOR_PLAY_TIP</comment>
            <translation type="vanished">Gwyliwch y dorf yn trio'r drws. Pwyswch eto i oedi.</translation>
        </message>
        <message>
            <source>You jumped to the end: press Again to watch it.</source>
            <comment>DOOR_SKIPPED</comment>
            <translation type="vanished">Fe neidioch chi i'r diwedd: pwyswch Eto i'w wylio.</translation>
        </message>
        <message>
            <source>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Again and watch it to the end (4x is quicker).</source>
            <comment>DOOR_NOTICE_SKIPPED</comment>
            <translation type="vanished">Fe neidioch chi i ddiwedd “{rule}”. Mae hynny'n iawn, ond dim ond gwylio sy'n cyfrif: pwyswch Eto a'i wylio tan y diwedd (mae 4x yn gynt).</translation>
        </message>
        <message>
            <source>{rule}: agent {agents}, {n} retries, served at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_ONE</comment>
            <translation type="vanished">{rule}: asiant {agents}, {n} o ailgeisiadau, ateb ar {served:.1f} s.</translation>
        </message>
        <message>
            <source>{rule}: agents {agents}, {n} retries each, served at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_MANY</comment>
            <translation type="vanished">{rule}: asiantau {agents}, {n} o ailgeisiadau yr un, ateb ar {served:.1f} s.</translation>
        </message>
        <message>
            <source>{rule}: agents {agents}, {n} retries each, the last served at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_APART</comment>
            <translation type="vanished">{rule}: asiantau {agents}, {n} o ailgeisiadau yr un, yr olaf yn cael ateb ar {served:.1f} s.</translation>
        </message>
        <message>
            <source>Trying again at once is soonest by keeping the tool swamped.</source>
            <comment>TEN_SHEET_SWAMPED</comment>
            <translation type="vanished">Ceisio eto ar unwaith sydd gyntaf, drwy gadw'r offeryn dan ei sang.</translation>
        </message>
        <message>
            <source>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls against {other_calls:g}; with the lab's {agents} agents, {lab_calls:,} against {other_lab_calls:,}.</source>
            <comment>TEN_WHY_SHORT</comment>
            <translation type="vanished">Yng nghanol {n} rhediad, anfonodd 'Aros am amser ar hap' {calls:g} galwad yn erbyn {other_calls:g}; gyda {agents} asiant y labordy, {lab_calls:,} yn erbyn {other_lab_calls:,}.</translation>
        </message>
        <message>
            <source>With {agents} agents (the lab) they crowd back together: there a random wait sent {n:,} calls against {other_calls:,}, last answer at {last:.1f} s against {other_last:.1f} s (the middle of {runs} runs).</source>
            <comment>TEN_WHY_LAB</comment>
            <translation type="vanished">Gyda {agents} asiant (y labordy) maen nhw'n tyrru'n ôl gyda'i gilydd: yno anfonodd aros ar hap {n:,} galwad yn erbyn {other_calls:,}, ateb olaf ar ôl {last:.1f} s yn erbyn {other_last:.1f} s (canol {runs} rhediad).</translation>
        </message>
        <message>
            <source>Add my point once for each of the three rules ({done} of {total} so far), and say what you expected before each one lands.</source>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation type="vanished">Ychwanegwch fy mhwynt unwaith ar gyfer pob un o'r tair rheol ({done} o {total} hyd yma), a dywedwch beth roeddech chi'n ei ddisgwyl cyn i bob un lanio.</translation>
        </message>
        <message>
            <source>Try again at once: 146 calls for 10 answers, almost three times as many as either way of waiting (54 and 55).</source>
            <comment>WORKSHEETS/ten-agents/questions/0/1</comment>
            <translation type="vanished">Ceisio eto ar unwaith: 146 galwad am 10 ateb, bron deirgwaith cymaint ag un o'r ddwy ffordd o aros (54 a 55).</translation>
        </message>
        <message>
            <source>Try again at once: agents 4 and 10, 27 retries each, served at 5.1 s. Wait longer each time: agents 8 and 9, 7 retries each, 14.1 s. Wait a random time: agent 7, 8 retries, 11.3 s.</source>
            <comment>WORKSHEETS/ten-agents/questions/1/1</comment>
            <translation type="vanished">Ceisio eto ar unwaith: asiantau 4 a 10, 27 ailgais yr un, ateb ar 5.1 s. Aros yn hirach bob tro: asiantau 8 a 9, 7 ailgais yr un, 14.1 s. Aros am amser ar hap: asiant 7, 8 ailgais, 11.3 s.</translation>
        </message>
        <message>
            <source>Try again at once (5.1 s), by keeping the tool swamped. Then waiting a random time (11.3 s), then waiting longer each time (14.1 s).</source>
            <comment>WORKSHEETS/ten-agents/questions/2/1</comment>
            <translation type="vanished">Ceisio eto ar unwaith (5.1 s), drwy gadw'r offeryn dan ei sang. Yna aros am amser ar hap (11.3 s), yna aros yn hirach bob tro (14.1 s).</translation>
        </message>
        <message>
            <source>The totals of try again at once (146) and wait longer (54, last agent at 14.1 s) stay the same: their waits have no randomness. Their rows per agent do change, because agents calling at the same instant are let in in a random order. The random wait's totals change: 55 calls and 8.6 s, then 53 calls and 6.1 s.</source>
            <oldsource>Try again at once (146) and wait longer (54, last agent at 14.1 s) stay exactly the same: their waits have no randomness. The random wait changes: 55 calls and 8.6 s, then 53 calls and 6.1 s.</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/4/1</comment>
            <translation type="vanished">Mae cyfansymiau ceisio eto ar unwaith (146) ac aros yn hirach (54, yr asiant olaf ar 14.1 s) yn aros yr un fath: does dim hap yn eu haros. Mae eu rhesi ar gyfer pob asiant yn newid, serch hynny, oherwydd bod asiantau sy'n galw ar yr un eiliad yn cael eu gadael i mewn mewn trefn ar hap. Mae cyfansymiau'r aros ar hap yn newid: 55 galwad ac 8.6 s, yna 53 galwad a 6.1 s.</translation>
        </message>
        <message>
            <source>The retry library and settings the clients use (docs/rules.md lists where each comes from).</source>
            <comment>STORM_LIBRARY_TIP</comment>
            <translation type="vanished">Y llyfrgell ailgeisio a'r gosodiadau mae'r cleientiaid yn eu defnyddio (mae docs/rules.md yn rhestru o ble daw pob un).</translation>
        </message>
        <message>
            <source>Whole runs, start to finish: middle of {n} runs, roll of the dice {seed}. Highlighted: the rule you chose.</source>
            <comment>TABLE_NOTE</comment>
            <translation type="vanished">Rhediadau cyfan, o'r dechrau i'r diwedd: canol {n} o rediadau, tafliad y dis {seed}. Wedi'i amlygu: y rheol a ddewisoch chi.</translation>
        </message>
        <message>
            <source>The published table differs a little ({why}, docs/model.md): {figures}.</source>
            <oldsource>Published table: {figures} ({why}: docs/model.md).</oldsource>
            <comment>PUBLISHED_NOTE</comment>
            <translation type="vanished">Mae'r tabl cyhoeddedig ychydig yn wahanol ({why}, docs/model.md): {figures}.</translation>
        </message>
        <message>
            <source>The published table is the middle of {runs} runs. {figures}. {why} The facts are in docs/model.md, in its section on the model's figures against the published table.</source>
            <oldsource>The published table is the middle of {runs} runs. {figures}. {why} docs/model.md, 'The model's figures against the published table', has the facts.</oldsource>
            <comment>PUBLISHED_TIP</comment>
            <translation type="vanished">Mae'r tabl cyhoeddedig yn ganol {runs} o rediadau. {figures}. {why} Mae'r ffeithiau yn docs/model.md, yn yr adran am ffigurau'r model o'u cymharu â'r tabl cyhoeddedig.</translation>
        </message>
        <message>
            <source>Open now (teacher)</source>
            <comment>NOTICE_EARLY</comment>
            <translation type="vanished">Agor nawr (athro)</translation>
        </message>
        <message>
            <source>&lt;b&gt;{done} of {total} watched to the end.&lt;/b&gt; Watch all three, then say what you saw.</source>
            <oldsource>Watch all three to the end first ({done} of {total} watched). What did you see? Talk about it.</oldsource>
            <comment>DOOR_NOTICE_ASK</comment>
            <translation type="vanished">&lt;b&gt;{done} o {total} wedi'u gwylio tan y diwedd.&lt;/b&gt; Gwyliwch y tri, yna dywedwch beth welsoch chi.</translation>
        </message>
        <message>
            <source>Published table: {figures} ({why}: docs/model.md).</source>
            <comment>PUBLISHED_NOTE</comment>
            <translation type="vanished">Tabl cyhoeddedig: {figures} ({why}: docs/model.md).</translation>
        </message>
        <message>
            <source>Save the teacher's worksheet</source>
            <comment>SAVE_AS/answers</comment>
            <translation type="vanished">Cadw taflen waith yr athro</translation>
        </message>
        <message>
            <source>Add my point for Exponential backoff (as it starts), then with Randomness in the wait at 0.25: how much does a little randomness help?</source>
            <oldsource>Press Add my point for Exponential backoff (as the lesson starts), then again with Randomness in the wait at 0.25: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/0</comment>
            <translation type="vanished">Ychwanegu fy mhwynt gydag Oedi esbonyddol (fel mae'n dechrau), yna gyda Hap yn yr aros ar 0.25: faint mae ychydig o hap yn helpu?</translation>
        </message>
        <message>
            <source>Retry immediately, Pause between tries 1 s (Advanced), Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <oldsource>Retry immediately with Pause between tries at 1 s (Advanced), Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</oldsource>
            <comment>LOAD_TRY/2</comment>
            <translation type="vanished">Ailgeisio ar unwaith, Saib rhwng cynigion 1 s (Uwch), Ychwanegu fy mhwynt: pam mae mor dda yma? (Awgrym: mae'r offeryn yn cyfrif galwadau mewn eiliadau cyfan.)</translation>
        </message>
        <message>
            <source>Press Add my point for Exponential backoff (as the lesson starts), then again with Randomness in the wait at 0.25: how much does a little randomness help?</source>
            <oldsource>With Exponential backoff (as the lesson starts), press Add my point. Then set Randomness in the wait to 0.25 and press it again: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/0</comment>
            <translation type="vanished">Pwyswch Ychwanegu fy mhwynt gydag Oedi esbonyddol (fel mae'r wers yn dechrau), yna eto gyda Hap yn yr aros ar 0.25: faint mae ychydig o hap yn helpu?</translation>
        </message>
        <message>
            <source>Retry immediately with Pause between tries at 1 s (Advanced), Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <oldsource>Choose Retry immediately, set Pause between tries to 1 s (Advanced), press Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</oldsource>
            <comment>LOAD_TRY/2</comment>
            <translation type="vanished">Ailgeisio ar unwaith gyda Saib rhwng cynigion ar 1 s (Uwch), Ychwanegu fy mhwynt: pam mae mor dda yma? (Awgrym: mae'r offeryn yn cyfrif galwadau mewn eiliadau cyfan.)</translation>
        </message>
        <message>
            <source>With Exponential backoff (as the lesson starts), press Add my point. Then set Randomness in the wait to 0.25 and press it again: how much does a little randomness help?</source>
            <oldsource>Choose Backoff with jitter, set Longest wait to 5 s (Advanced), press Add my point. Where does it land?</oldsource>
            <comment>LOAD_TRY/0</comment>
            <translation type="vanished">Gydag Oedi esbonyddol (fel mae'r wers yn dechrau), pwyswch Ychwanegu fy mhwynt. Yna gosodwch Hap yn yr aros i 0.25 a'i bwyso eto: faint mae ychydig o hap yn helpu?</translation>
        </message>
        <message>
            <source>Choose Retry immediately, set Pause between tries to 1 s (Advanced), press Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <oldsource>Retry immediately with a pause of 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</oldsource>
            <comment>LOAD_TRY/2</comment>
            <translation type="vanished">Dewiswch Ailgeisio ar unwaith, gosodwch Saib rhwng cynigion i 1 s (Uwch), pwyswch Ychwanegu fy mhwynt: pam mae mor dda yma? (Awgrym: mae'r offeryn yn cyfrif galwadau mewn eiliadau cyfan.)</translation>
        </message>
        <message>
            <source>After a no, wait a random time, up to that same limit. Everyone waits a different time.</source>
            <comment>TEN_RULE_LINES/full-jitter</comment>
            <translation type="vanished">Ar ôl 'na', aros am amser ar hap, hyd at yr un terfyn. Mae pawb yn aros amser gwahanol.</translation>
        </message>
        <message>
            <source>Choose Backoff with jitter, set Longest wait to 5 s (Advanced), press Add my point. Where does it land?</source>
            <comment>LOAD_TRY/0</comment>
            <translation type="vanished">Dewiswch Oedi gyda hap, gosodwch Aros hiraf i 5 s (Uwch), pwyswch Ychwanegu fy mhwynt. Ble mae'n glanio?</translation>
        </message>
        <message>
            <source>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</source>
            <comment>LOAD_TRY/1</comment>
            <translation type="vanished">Gosodwch Hap yn yr aros i 0.25 a phwyswch Ychwanegu fy mhwynt: faint mae ychydig o hap yn helpu?</translation>
        </message>
        <message>
            <source>Choose Exponential backoff and press Add my point. Which of your stars is lowest and furthest left?</source>
            <comment>LOAD_TRY_KIOSK/2</comment>
            <translation type="vanished">Dewiswch Oedi esbonyddol a phwyswch Ychwanegu fy mhwynt. Pa un o'ch sêr sydd isaf a phellaf i'r chwith?</translation>
        </message>
        <message>
            <source>Calls</source>
            <comment>VIEW_TABS_SHORT/plots</comment>
            <translation type="vanished">Galwadau</translation>
        </message>
        <message>
            <source>Side by side</source>
            <comment>VIEW_TABS_SHORT/compare</comment>
            <translation type="vanished">Ochr yn ochr</translation>
        </message>
        <message>
            <source>Timeline</source>
            <comment>VIEW_TABS_SHORT/timeline</comment>
            <translation type="vanished">Llinell amser</translation>
        </message>
        <message>
            <source>Crowd</source>
            <comment>VIEW_TABS_SHORT/crowd</comment>
            <translation type="vanished">Torf</translation>
        </message>
        <message>
            <source>Load/waiting</source>
            <comment>VIEW_TABS_SHORT/sweep</comment>
            <translation type="vanished">Llwyth/aros</translation>
        </message>
        <message>
            <source>Brooker</source>
            <comment>VIEW_TABS_SHORT/brooker</comment>
            <translation type="vanished">Brooker</translation>
        </message>
        <message>
            <source>Real storm</source>
            <comment>VIEW_TABS_SHORT/storm</comment>
            <translation type="vanished">Storm go iawn</translation>
        </message>
        <message>
            <source>Jump to the end of this replay. It works once you have watched it for a little while.</source>
            <comment>DOOR_SKIP_TIP</comment>
            <translation type="vanished">Neidiwch i ddiwedd yr ailchwarae hwn. Mae'n gweithio ar ôl i chi ei wylio am ychydig.</translation>
        </message>
        <message>
            <source>Watch a little first… “To the end” works in {n} seconds.</source>
            <comment>DOOR_SKIP_WAIT</comment>
            <translation type="vanished">Gwyliwch am ychydig yn gyntaf… Bydd “I'r diwedd” yn gweithio ymhen {n} eiliad.</translation>
        </message>
        <message>
            <source>{now:.0f} s: {served} of {agents} answered, {n:,} knocks</source>
            <oldsource>{now:.0f} s: {served} of {agents} answered, {calls:,} knocks</oldsource>
            <comment>ATTRACT_CLOCK</comment>
            <translation type="vanished">{now:.0f} s: {served} o {agents} wedi cael ateb, {n:,} o gnociau</translation>
        </message>
        <message>
            <source>What happened each time</source>
            <comment>DOOR_BOARD_TITLE</comment>
            <translation type="vanished">Beth ddigwyddodd bob tro</translation>
        </message>
        <message>
            <source>seconds</source>
            <comment>BROOKER_TIME_Y</comment>
            <translation type="vanished">eiliadau</translation>
        </message>
        <message>
            <source>calls</source>
            <comment>STORM_CHART_Y</comment>
            <translation type="vanished">galwadau</translation>
        </message>
        <message>
            <source>&lt;b&gt;Why is 'Wait a random time' not the winner here?&lt;/b&gt; With only ten agents, few of them call at the same moment, so waiting longer each time already spreads them out, and a random wait can send just as many calls. With 200 agents (the lab), they all crowd back together: there, random waits send about a sixth fewer calls and the last agent has its answer about five times sooner.</source>
            <oldsource>&lt;b&gt;Why is 'Wait a random time' not the winner here?&lt;/b&gt; With only ten agents, few of them call at the same moment, so waiting longer each time already spreads them out, and a random wait can send just as many calls. With 200 agents (the lab), they all crowd back together: there, random waits send about a sixth fewer calls and every agent has its answer about five times sooner.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">&lt;b&gt;Pam nad 'Aros am amser ar hap' sy'n ennill yma?&lt;/b&gt; Gyda dim ond deg asiant, ychydig ohonyn nhw sy'n galw ar yr un pryd, felly mae aros yn hirach bob tro eisoes yn eu gwasgaru, a gall aros ar hap anfon cymaint o alwadau. Gyda 200 asiant (y labordy), maen nhw i gyd yn tyrru'n ôl gyda'i gilydd: yno, mae aros ar hap yn anfon tua chweched yn llai o alwadau ac mae'r asiant olaf yn cael ei ateb tua phum gwaith yn gynt.</translation>
        </message>
        <message>
            <source>&lt;b&gt;This time 'Wait a random time' won.&lt;/b&gt; It sent {calls} calls and its last agent had an answer at {last:.1f} s; 'Wait longer each time' sent {other_calls} calls, last answer at {other_last:.1f} s. With only ten agents, the random wait's result changes from run to run: this time it won, another time it may not. With 200 agents (the lab), it wins nearly every time.</source>
            <comment>TEN_WHY_WON</comment>
            <translation type="vanished">&lt;b&gt;Y tro hwn, 'Aros am amser ar hap' enillodd.&lt;/b&gt; Anfonodd {calls} galwad, a chafodd ei asiant olaf ateb ar ôl {last:.1f} s; anfonodd 'Aros yn hirach bob tro' {other_calls} galwad, ateb olaf ar ôl {other_last:.1f} s. Gyda dim ond deg asiant, mae canlyniad aros ar hap yn newid o rediad i rediad: y tro hwn fe enillodd, tro arall efallai na fydd. Gyda 200 asiant (y labordy), mae'n ennill bron bob tro.</translation>
        </message>
        <message>
            <source>&lt;b&gt;This time 'Wait a random time' won on one count, not both.&lt;/b&gt; It sent {calls} calls and its last agent had an answer at {last:.1f} s; 'Wait longer each time' sent {other_calls} calls, last answer at {other_last:.1f} s. With only ten agents, few of them call at the same moment, so the random wait's result changes from run to run. With 200 agents (the lab), it wins on both nearly every time.</source>
            <comment>TEN_WHY_ONE_COUNT</comment>
            <translation type="vanished">&lt;b&gt;Y tro hwn, 'Aros am amser ar hap' enillodd ar un peth, nid ar y ddau.&lt;/b&gt; Anfonodd {calls} galwad, a chafodd ei asiant olaf ateb ar ôl {last:.1f} s; anfonodd 'Aros yn hirach bob tro' {other_calls} galwad, ateb olaf ar ôl {other_last:.1f} s. Gyda dim ond deg asiant, ychydig ohonyn nhw sy'n galw ar yr un pryd, felly mae canlyniad aros ar hap yn newid o rediad i rediad. Gyda 200 asiant (y labordy), mae'n ennill ar y ddau bron bob tro.</translation>
        </message>
        <message>
            <source>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The table is the middle of {runs}.</source>
            <oldsource>The plots show a typical run of {runs} (the one closest to the middle): {calls:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The table is the middle of {runs}.</oldsource>
            <comment>STATUS_SHOWING</comment>
            <translation type="vanished">Mae'r graffiau'n dangos rhediad nodweddiadol o {runs} (yr agosaf at y canol): anfonwyd {n:,}, gwrthodwyd {refused:,}, ateb i'r asiant olaf ar {last:.1f} s. Mae'r tabl yn dangos canol {runs} rhediad.</translation>
        </message>
        <message>
            <source>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The headline's figures are the middle of {runs}.</source>
            <comment>STATUS_SHOWING_NO_TABLE</comment>
            <translation type="vanished">Mae'r graffiau'n dangos rhediad nodweddiadol o {runs} (yr agosaf at y canol): anfonwyd {n:,}, gwrthodwyd {refused:,}, ateb i'r asiant olaf ar {last:.1f} s. Mae ffigurau'r pennawd yn dangos canol {runs} rhediad.</translation>
        </message>
        <message>
            <source>typical agent served (s)</source>
            <comment>SWEEP_Y/typical_served</comment>
            <translation type="vanished">ateb i'r asiant nodweddiadol (s)</translation>
        </message>
        <message>
            <source>last agent served (s)</source>
            <comment>SWEEP_Y/last_served</comment>
            <translation type="vanished">ateb i'r asiant olaf (s)</translation>
        </message>
        <message>
            <source>Slow</source>
            <comment>DOOR_SPEEDS/Slow</comment>
            <translation type="vanished">Araf</translation>
        </message>
        <message>
            <source>Normal</source>
            <comment>DOOR_SPEEDS/Normal</comment>
            <translation type="vanished">Arferol</translation>
        </message>
        <message>
            <source>Fast</source>
            <comment>DOOR_SPEEDS/Fast</comment>
            <translation type="vanished">Cyflym</translation>
        </message>
        <message>
            <source>How fast the replay runs. Slow is real time.</source>
            <comment>DOOR_SPEED_TIP</comment>
            <translation type="vanished">Pa mor gyflym mae'r ailchwarae'n rhedeg. Araf yw amser go iawn.</translation>
        </message>
        <message>
            <source>Why is "wait longer each time" so slow?</source>
            <comment>WORKSHEETS/door/questions/2/0</comment>
            <translation type="vanished">Pam mae “aros yn hirach bob tro” mor araf?</translation>
        </message>
        <message>
            <source>Everyone waits exactly the same time, so everyone comes back in the same second. The door lets 3 in, the other 27 bounce off together, and they all wait longer together. It takes 33 seconds.</source>
            <comment>WORKSHEETS/door/questions/2/1</comment>
            <translation type="vanished">Mae pawb yn aros yn union yr un amser, felly mae pawb yn dod yn ôl yn yr un eiliad. Mae'r drws yn gadael 3 i mewn, mae'r 27 arall yn bownsio i ffwrdd gyda'i gilydd, ac maen nhw i gyd yn aros yn hirach gyda'i gilydd. Mae'n cymryd 33 eiliad.</translation>
        </message>
        <message>
            <source>Why does waiting a random time work?</source>
            <comment>WORKSHEETS/door/questions/3/0</comment>
            <translation type="vanished">Pam mae aros am amser ar hap yn gweithio?</translation>
        </message>
        <message>
            <source>Friends come back at different moments, so most of the time there is room at the door when someone arrives.</source>
            <comment>WORKSHEETS/door/questions/3/1</comment>
            <translation type="vanished">Mae ffrindiau'n dod yn ôl ar adegau gwahanol, felly y rhan fwyaf o'r amser mae lle wrth y drws pan fydd rhywun yn cyrraedd.</translation>
        </message>
        <message>
            <source>Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts {capacity} a second (roll of the dice {seed})…</source>
            <comment>SWEEP_RUNNING</comment>
            <translation type="vanished">Yn cyfrifo'r pwyntiau ({points}), {n} o rediadau yr un; asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity} yr eiliad (tafliad y dis {seed})…</translation>
        </message>
        <message>
            <source>Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second; roll of the dice {seed}). Bars: the middle half of the runs.</source>
            <comment>SWEEP_DONE</comment>
            <translation type="vanished">Pob pwynt: canol {n} o rediadau (asiantau: {agents:,}; mae'r offeryn yn derbyn {capacity} yr eiliad; tafliad y dis {seed}). Barrau: hanner canol y rhediadau.</translation>
        </message>
        <message>
            <source>{rule}: {calls} calls, last answer at {last:.1f} s</source>
            <comment>TEN_TIMELINE_TITLE</comment>
            <translation type="vanished">{rule}: {calls} galwad, ateb olaf ar {last:.1f} s</translation>
        </message>
        <message>
            <source>Watch: they all wait the same time, so they all come back together and bounce off again.</source>
            <comment>DOOR_WATCH/exponential</comment>
            <translation type="vanished">Gwyliwch: maen nhw i gyd yn aros yr un amser, felly maen nhw i gyd yn dod yn ôl gyda'i gilydd ac yn bownsio i ffwrdd eto.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait longer each time:&lt;/b&gt; everyone waits the same time, so they all come back together, bounce off together, and wait again.</source>
            <comment>DOOR_NOTICE/1</comment>
            <translation type="vanished">&lt;b&gt;Aros yn hirach bob tro:&lt;/b&gt; mae pawb yn aros yr un amser, felly maen nhw i gyd yn dod yn ôl gyda'i gilydd, yn bownsio i ffwrdd gyda'i gilydd, ac yn aros eto.</translation>
        </message>
        <message>
            <source>Inside: {n:,} of {agents:,}</source>
            <comment>CROWD_IN</comment>
            <translation type="vanished">Y tu mewn: {n:,} o {agents:,}</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_SERVED</comment>
            <translation type="vanished">Wedi cael ateb: {n:,} o {agents:,}</translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>CROWD_COUNTER_NAMES/inside</comment>
            <translation type="vanished">Y tu mewn</translation>
        </message>
        <message>
            <source>Answered</source>
            <comment>CROWD_COUNTER_NAMES/served</comment>
            <translation type="vanished">Wedi cael ateb</translation>
        </message>
        <message>
            <source>Every call any agent has made so far.</source>
            <comment>CROWD_COUNTER_TIPS/knocks</comment>
            <translation type="vanished">Pob galwad mae unrhyw asiant wedi'i gwneud hyd yma.</translation>
        </message>
        <message>
            <source>Knocks that bounced off the door (refused).</source>
            <comment>CROWD_COUNTER_TIPS/refused</comment>
            <translation type="vanished">Cnociau a fownsiodd oddi ar y drws (wedi'u gwrthod).</translation>
        </message>
        <message>
            <source>Agents let in through the door (accepted).</source>
            <comment>CROWD_COUNTER_TIPS/inside</comment>
            <translation type="vanished">Asiantau a gafodd fynd drwy'r drws (wedi'u derbyn).</translation>
        </message>
        <message>
            <source>Agents whose answer has arrived.</source>
            <comment>CROWD_COUNTER_TIPS/served</comment>
            <translation type="vanished">Asiantau sydd wedi cael eu hateb.</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: inside, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</source>
            <oldsource>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;●&lt;/span&gt; red: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: inside, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</oldsource>
            <comment>CROWD_LEGEND</comment>
            <translation type="vanished">&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; llwyd: yn aros &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; coch gyda chroes: newydd fownsio &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; cylch gwyrdd: y tu mewn, yn aros am yr ateb &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; glas tywyll: wedi cael ateb</translation>
        </message>
        <message>
            <source>Everyone waits the same time, so they all come back together and are turned away together, again and again. (In the lab: exponential backoff.)</source>
            <oldsource>So they all come back together, and are turned away together, again and again.</oldsource>
            <comment>ATTRACT_CAPTION/exponential/1</comment>
            <translation type="vanished">Mae pawb yn aros yr un amser, felly maen nhw i gyd yn dod yn ôl gyda'i gilydd ac yn cael eu troi i ffwrdd gyda'i gilydd, dro ar ôl tro. (Yn y labordy: oedi esbonyddol.)</translation>
        </message>
        <message>
            <source>One page with the lesson's questions and a picture of your run. Saved in Documents.</source>
            <comment>LESSONS_WORKSHEET_TIP</comment>
            <translation type="vanished">Un dudalen gyda chwestiynau'r wers a llun o'ch rhediad. Wedi'i chadw yn Dogfennau.</translation>
        </message>
        <message>
            <source>The replay on screen as an animated GIF, 960 x 540, for slides. Saved in Pictures.</source>
            <comment>TAKEAWAY_GIF_TIP</comment>
            <translation type="vanished">Yr ailchwarae ar y sgrin fel GIF wedi'i animeiddio, 960 x 540, ar gyfer sleidiau. Wedi'i gadw yn Lluniau.</translation>
        </message>
        <message>
            <source>One page with the lesson's questions, a picture of your run and lines to write on. Saved in Documents.</source>
            <comment>TAKEAWAY_SHEET_TIP</comment>
            <translation type="vanished">Un dudalen gyda chwestiynau'r wers, llun o'ch rhediad a llinellau i ysgrifennu arnyn nhw. Wedi'i chadw yn Dogfennau.</translation>
        </message>
        <message>
            <source>Exponential backoff above backoff with jitter (or your rule against its partner), on one time axis, as an animated GIF for slides. Saved in Pictures.</source>
            <comment>TAKEAWAY_GIF_COMPARE_TIP</comment>
            <translation type="vanished">Oedi esbonyddol uwchben oedi gyda hap (neu eich rheol yn erbyn ei phartner), ar un echelin amser, fel GIF wedi'i animeiddio ar gyfer sleidiau. Wedi'i gadw yn Lluniau.</translation>
        </message>
        <message>
            <source>Exponential backoff and backoff with jitter (or your rule and its partner) as two animations on the same time axis and clock, one per slide. Saved in Pictures.</source>
            <comment>TAKEAWAY_GIF_PAIR_TIP</comment>
            <translation type="vanished">Oedi esbonyddol ac oedi gyda hap (neu eich rheol a'i phartner) fel dau animeiddiad ar yr un echelin amser a chloc, un i bob sleid. Wedi'u cadw yn Lluniau.</translation>
        </message>
        <message>
            <source>Your point {number}: {rule}, {calls:,.0f} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</source>
            <comment>SWEEP_ADDED</comment>
            <translation type="vanished">Eich pwynt {number}: {rule}, {calls:,.0f} galwad, yr asiant nodweddiadol wedi cael ateb ar {typical:.1f} s, yr olaf ar {last:.1f} s.</translation>
        </message>
        <message>
            <source>Measured {count} of {total} calls: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</source>
            <comment>MEASURE_DONE</comment>
            <translation type="vanished">Mesurwyd {count} o {total} galwad: canolrif {median:.2f} s (o {low:.2f} i {high:.2f} s). Mae'r efelychiad nawr yn defnyddio'r amseroedd hyn.</translation>
        </message>
        <message>
            <source>{rule}: {agents} agents, a tool that takes {capacity} calls a second</source>
            <comment>TAKEAWAY_LAB_TITLE</comment>
            <translation type="vanished">{rule}: {agents} asiant, offeryn sy'n derbyn {capacity} o alwadau yr eiliad</translation>
        </message>
        <message>
            <source>{rule}: {calls:,} calls sent, last agent served at {last:.1f} s</source>
            <comment>TAKEAWAY_COMPARE_PLOT</comment>
            <translation type="vanished">{rule}: {calls:,} o alwadau wedi'u hanfon, yr asiant olaf wedi cael ateb ar {last:.1f} s</translation>
        </message>
        <message>
            <source>Saving… all {calls:,} calls to {name} before the lab closes.</source>
            <comment>SAVING_ON_CLOSE</comment>
            <translation type="vanished">Yn cadw… pob un o'r {calls:,} o alwadau yn {name} cyn i'r labordy gau.</translation>
        </message>
        <message>
            <source>The same page with the model's answers from the teacher's notes.</source>
            <comment>TAKEAWAY_ANSWERS_TIP</comment>
            <translation type="vanished">Yr un dudalen gydag atebion y model o nodiadau'r athrawon.</translation>
        </message>
        <message>
            <source>Each lesson starts ready to use. ◀ All lessons brings you back here. With a keyboard: Tab moves to the next button, and Space or Enter presses it.</source>
            <oldsource>Each lesson starts ready to use. ◀ All lessons brings you back here.</oldsource>
            <comment>KIOSK_START_FOOTER</comment>
            <translation type="vanished">Mae pob gwers yn dechrau'n barod i'w defnyddio. Mae'r botwm ◀ Yr holl wersi yn dod â chi'n ôl yma. Gyda bysellfwrdd: mae Tab yn symud i'r botwm nesaf, ac mae Bylchwr neu Enter yn ei wasgu.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Knock again straight away:&lt;/b&gt; the door is always crowded, and most knocks bounce off.</source>
            <comment>DOOR_NOTICE/0</comment>
            <translation type="vanished">&lt;b&gt;Cnocio eto ar unwaith:&lt;/b&gt; mae'r drws bob amser yn brysur, ac mae'r rhan fwyaf o gnociau'n bownsio i ffwrdd.</translation>
        </message>
        <message>
            <source>{calls:,} calls</source>
            <comment>LOAD_CUT_FIRST</comment>
            <translation type="vanished">{calls:,} galwad</translation>
        </message>
        <message>
            <source>{rule}: {agents:,} agents sent {calls:,} calls, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</source>
            <comment>DESCRIBE_FIGURES</comment>
            <translation type="vanished">{rule}: anfonodd {agents:,} o asiantau {calls:,} o alwadau, a gwrthodwyd {refused:,} ohonyn nhw. Cafodd yr asiant nodweddiadol ateb ar {typical:.1f} s a'r asiant olaf ar {last:.1f} s.</translation>
        </message>
        <message>
            <source>The calls come in {count} waves, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</source>
            <comment>DESCRIBE_WAVES</comment>
            <translation type="vanished">Mae'r galwadau'n dod mewn {count} o donnau, gan ddechrau ar {times} s; rhwng y tonnau mae'r offeryn yn segur am {idle:.0f} o'r {span:.0f} eiliad: mae'r dorf yn ailgeisio fel un.</translation>
        </message>
        <message>
            <source>{times} and {more} more</source>
            <comment>DESCRIBE_WAVES_MORE</comment>
            <translation type="vanished">{times} a {more} arall</translation>
        </message>
        <message>
            <source>The tool is full, accepting its {capacity} calls a second, for the first {full:.0f} seconds; then the calls tail off until {end:.1f} s.</source>
            <comment>DESCRIBE_FULL</comment>
            <translation type="vanished">Mae'r offeryn yn llawn, yn derbyn ei {capacity} o alwadau yr eiliad, am y {full:.0f} eiliad cyntaf; yna mae'r galwadau'n lleihau tan {end:.1f} s.</translation>
        </message>
        <message>
            <source>The tool is full, accepting its {capacity} calls a second, from the start until {end:.1f} s.</source>
            <comment>DESCRIBE_FULL_ALL</comment>
            <translation type="vanished">Mae'r offeryn yn llawn, yn derbyn ei {capacity} o alwadau yr eiliad, o'r dechrau tan {end:.1f} s.</translation>
        </message>
        <message>
            <source>A flood of refused calls: for the first {flood:.0f} seconds the tool refuses at least {times:g} times its limit every second, up to {peak:,} calls in a single second against a limit of {capacity}; {refused:,} of {calls:,} calls are refused.</source>
            <comment>DESCRIBE_FLOOD</comment>
            <translation type="vanished">Llif o alwadau wedi'u gwrthod: am y {flood:.0f} eiliad cyntaf mae'r offeryn yn gwrthod o leiaf {times:g} gwaith ei derfyn bob eiliad, hyd at {peak:,} o alwadau mewn un eiliad yn erbyn terfyn o {capacity}; gwrthodir {refused:,} o'r {calls:,} o alwadau.</translation>
        </message>
        <message>
            <source>{served:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</source>
            <comment>DESCRIBE_SERVED</comment>
            <translation type="vanished">Cafodd {served:,} o asiantau ateb: hanner ohonyn nhw erbyn {typical:.1f} s, naw o bob deg erbyn {p90:.1f} s, a'r olaf ar {last:.1f} s. Gyda chydweithio perffaith byddai'r olaf yn cael ateb ar {perfect:.1f} s.</translation>
        </message>
        <message>
            <source>Answers arrive in {count} bursts, the same times as the waves of calls.</source>
            <comment>DESCRIBE_SERVED_WAVES</comment>
            <translation type="vanished">Mae'r atebion yn cyrraedd mewn {count} o byliau, ar yr un adegau â thonnau'r galwadau.</translation>
        </message>
        <message>
            <source>Answers arrive steadily, about {rate:.0f} agents a second at first.</source>
            <comment>DESCRIBE_SERVED_STEADY</comment>
            <translation type="vanished">Mae'r atebion yn cyrraedd yn gyson, tua {rate:.0f} o asiantau yr eiliad ar y dechrau.</translation>
        </message>
        <message>
            <source>{rule}: {calls:,} calls, the last agent served at {last:.1f} s.</source>
            <comment>DESCRIBE_COMPARE_ONE</comment>
            <translation type="vanished">{rule}: {calls:,} o alwadau, yr asiant olaf wedi cael ateb ar {last:.1f} s.</translation>
        </message>
        <message>
            <source>One row per agent, one mark per call. The typical agent needed {typical_tries} calls, the busiest {most_tries}; the last agent was served at {last:.1f} s.</source>
            <comment>DESCRIBE_TIMELINE</comment>
            <translation type="vanished">Un rhes i bob asiant, un marc i bob galwad. Nifer galwadau'r asiant nodweddiadol: {typical_tries}; yr un prysuraf: {most_tries}; cafodd yr asiant olaf ateb ar {last:.1f} s.</translation>
        </message>
        <message>
            <source>The crowd at the door at {now:.1f} s: {served:,} of {agents:,} agents served, {waiting:,} still waiting. The last is served at {last:.1f} s.</source>
            <comment>DESCRIBE_CROWD</comment>
            <translation type="vanished">Y dorf wrth y drws ar {now:.1f} s: {served:,} o'r {agents:,} o asiantau wedi cael ateb, {waiting:,} yn dal i aros. Mae'r olaf yn cael ateb ar {last:.1f} s.</translation>
        </message>
        <message>
            <source>{series}: {points:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</source>
            <comment>DESCRIBE_PLOT_SERIES</comment>
            <translation type="vanished">{series}: {points:,} o bwyntiau, o {x0:g} i {x1:g} ar draws, {y0:g} i {y1:g} i fyny.</translation>
        </message>
        <message>
            <source>{series}: {points} settings, sending {calls_low:,.0f} to {calls_high:,.0f} calls, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</source>
            <comment>DESCRIBE_SWEEP_SERIES</comment>
            <translation type="vanished">{series}: {points} o osodiadau, yn anfon {calls_low:,.0f} i {calls_high:,.0f} o alwadau, gydag amseroedd aros o {wait_low:.1f} s i {wait_high:.1f} s.</translation>
        </message>
        <message>
            <source>{rule}: from {clients_low} to {clients_high} clients, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</source>
            <comment>DESCRIBE_BROOKER_RULE</comment>
            <translation type="vanished">{rule}: o {clients_low} i {clients_high} o gleientiaid, mae'r galwadau ysgrifennu yn tyfu o {calls_low:,.0f} i {calls_high:,.0f} a'r amser nes bod y cleient olaf wedi ysgrifennu o {time_low:.2f} s i {time_high:.2f} s.</translation>
        </message>
        <message>
            <source>With {clients} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</source>
            <comment>DESCRIBE_BROOKER_BEST_CALLS</comment>
            <translation type="vanished">Gyda {clients} o gleientiaid, {best} sydd angen y lleiaf o alwadau ysgrifennu, {best_calls:,.0f}; {next} sy'n dod nesaf gyda {next_calls:,.0f}, a {worst} sydd angen y mwyaf, {worst_calls:,.0f}, {times:.1f} gwaith cymaint.</translation>
        </message>
        <message>
            <source>With {clients} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</source>
            <comment>DESCRIBE_BROOKER_BEST_TIME</comment>
            <translation type="vanished">Gyda {clients} o gleientiaid, gyda {best} mae pob cleient wedi ysgrifennu gyntaf, mewn {best_time:.2f} s; {next} sy'n dod nesaf ar {next_time:.2f} s, a {worst} sy'n cymryd hiraf, {worst_time:.2f} s, {times:.1f} gwaith mor hir.</translation>
        </message>
        <message>
            <source>{library}: the real clients sent {calls:,} calls. The tool accepts {capacity} calls a second; the busiest second, at {peak_at} s, had {peak:,} calls, and {over} of the {seconds} seconds had more calls than the tool accepts. {idle} seconds in between had no call at all. The last agent was served at {last}.</source>
            <comment>DESCRIBE_STORM_REAL</comment>
            <translation type="vanished">{library}: anfonodd y cleientiaid go iawn {calls:,} o alwadau. Mae'r offeryn yn derbyn {capacity} galwad yr eiliad; yn yr eiliad brysuraf, ar {peak_at} s, roedd {peak:,} o alwadau, ac mewn {over} o'r {seconds} eiliad roedd mwy o alwadau nag y mae'r offeryn yn eu derbyn. Doedd dim un alwad o gwbl mewn {idle} eiliad yn y canol. Cafodd yr asiant olaf ateb ar {last}.</translation>
        </message>
        <message>
            <source>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</source>
            <comment>DESCRIBE_STORM_MODEL_MORE</comment>
            <translation type="vanished">Llinell y model: {calls:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn {ratio:.1f} gwaith cymaint o alwadau â'r model.</translation>
        </message>
        <message>
            <source>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</source>
            <comment>DESCRIBE_STORM_MODEL_FEWER</comment>
            <translation type="vanished">Llinell y model: {calls:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn {ratio:.1f} gwaith yn llai o alwadau na'r model.</translation>
        </message>
        <message>
            <source>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</source>
            <comment>DESCRIBE_STORM_MODEL_CLOSE</comment>
            <translation type="vanished">Llinell y model: {calls:,} o alwadau, {peak:,} ar y mwyaf mewn un eiliad, ateb i'r asiant olaf ar {last}; anfonodd y rhediad go iawn tua'r un nifer o alwadau â'r model.</translation>
        </message>
        <message>
            <source>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agent {agents} tried again most, {most} times.</source>
            <comment>DESCRIBE_TEN_ONE_MOST</comment>
            <translation type="vanished">{rule}: {calls:,} o alwadau, gwrthodwyd {refused:,} ohonynt, {total:,} o ailgeisiadau i gyd. Asiant {agents} geisiodd eto fwyaf, {most} o weithiau.</translation>
        </message>
        <message>
            <source>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agents {agents} tried again most, {most} times each.</source>
            <comment>DESCRIBE_TEN_MANY_MOST</comment>
            <translation type="vanished">{rule}: {calls:,} o alwadau, gwrthodwyd {refused:,} ohonynt, {total:,} o ailgeisiadau i gyd. Asiantau {agents} geisiodd eto fwyaf, {most} o weithiau yr un.</translation>
        </message>
        <message>
            <source>All {agents} agents had their answer by {last:.1f} s.</source>
            <comment>DESCRIBE_TEN_ANSWERED</comment>
            <translation type="vanished">Roedd pob un o'r {agents} asiant wedi cael ateb erbyn {last:.1f} s.</translation>
        </message>
        <message>
            <source>The published table is the middle of {runs} runs. {figures}. {why} docs/model.md, 'The model's figures against the published table', has the facts.</source>
            <comment>PUBLISHED_TIP</comment>
            <translation type="vanished">Mae'r tabl cyhoeddedig yn ganol {runs} o rediadau. {figures}. {why} Mae'r ffeithiau yn docs/model.md, 'The model's figures against the published table'.</translation>
        </message>
        <message>
            <source>Everyone was done after {last:.0f} seconds. It took {knocks:,} knocks, and {refused:,} of them bounced off.</source>
            <comment>DOOR_DONE</comment>
            <translation type="vanished">Roedd pawb drwodd ar ôl {last:.0f} eiliad. Roedd angen {knocks:,} cnoc, ac fe fownsiodd {refused:,} ohonyn nhw i ffwrdd.</translation>
        </message>
        <message>
            <source>Average of {runs} runs a point. With {clients} clients: retry immediately {none:,.0f} write calls, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</source>
            <comment>BROOKER_DONE</comment>
            <translation type="vanished">Cyfartaledd {runs} o rediadau i bob pwynt. Gyda {clients} cleient: ailgeisio ar unwaith {none:,.0f} galwad ysgrifennu, oedi esbonyddol {exp:,.0f}, oedi gyda hap {full:,.0f}.</translation>
        </message>
        <message>
            <source>Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {capacity} calls a second and refuses the rest, then lets {agents} real clients call it at once, each retrying with the library you choose. Time runs {scale} times faster; every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</source>
            <comment>STORM_INTRO</comment>
            <translation type="vanished">Ydy'r cod ailgeisio mae pobl yn ei ddefnyddio go iawn yn creu gyr? Mae'r tab hwn yn dechrau gweinydd gwe bach ar y cyfrifiadur hwn (127.0.0.1 yn unig) sy'n derbyn {capacity} o alwadau yr eiliad ac yn gwrthod y gweddill, yna'n gadael i {agents} cleient go iawn ei alw ar unwaith, pob un yn ailgeisio gyda'r llyfrgell a ddewiswch chi. Mae amser yn rhedeg {scale} gwaith yn gyflymach; mae pob ffigur yn cael ei roi yn amser y stori. Mae rhagfynegiad y model ar gyfer yr un dorf wedi'i lunio wrth ei ochr.</translation>
        </message>
        <message>
            <source>Real storm: {done} of {agents} agents done, {story:.0f} story seconds…</source>
            <comment>STORM_RUNNING</comment>
            <translation type="vanished">Storm go iawn: {done} o {agents} asiant wedi gorffen, {story:.0f} eiliad stori…</translation>
        </message>
        <message>
            <source>Cancelled. Every connection is closed; {left} agents are still asleep inside their retry library and end as soon as they wake (they send nothing more).</source>
            <comment>STORM_CANCELLED_ASLEEP</comment>
            <translation type="vanished">Wedi canslo. Mae pob cysylltiad wedi'i gau; mae {left} asiant yn dal i gysgu y tu mewn i'w llyfrgell ailgeisio a byddan nhw'n gorffen cyn gynted ag y byddan nhw'n deffro (dydyn nhw ddim yn anfon dim byd arall).</translation>
        </message>
        <message>
            <source>{library}: real {real_calls:,} calls, last agent served at {real_last}; model {model_calls:,} calls, {model_last} (median of {runs} runs). {agreement}</source>
            <comment>STORM_DONE</comment>
            <translation type="vanished">{library}: go iawn {real_calls:,} galwad, yr asiant olaf wedi cael ateb ar {real_last}; model {model_calls:,} galwad, {model_last} (canolrif {runs} o rediadau). {agreement}</translation>
        </message>
        <message>
            <source>{now:.0f} s: {served} of {agents} answered, {calls:,} knocks</source>
            <comment>ATTRACT_CLOCK</comment>
            <translation type="vanished">{now:.0f} s: {served} o {agents} wedi cael ateb, {calls:,} o gnociau</translation>
        </message>
        <message>
            <source>In this one run, all {agents} answered after {last:.1f} s, with {calls:,} knocks</source>
            <oldsource>All {agents} answered after {last:.0f} s, with {calls:,} knocks</oldsource>
            <comment>ATTRACT_DONE</comment>
            <translation type="vanished">Yn y rhediad hwn, cafodd pob un o'r {agents} ateb ar ôl {last:.1f} s, gyda {calls:,} o gnociau</translation>
        </message>
        <message>
            <source>Save a picture of the window in your Pictures folder.</source>
            <comment>TIP/export</comment>
            <translation type="vanished">Cadw llun o'r ffenestr yn eich ffolder Lluniau.</translation>
        </message>
        <message>
            <source>Each row is one agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; {accepted_word} dot: the tool said yes, then &lt;span style='color:{green}'&gt;—&lt;/span&gt; the answer on its way &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; {refused_word} cross: the tool said no</source>
            <comment>TEN_LEGEND</comment>
            <translation type="vanished">Mae pob rhes yn un asiant. &lt;span style='color:{green}'&gt;●&lt;/span&gt; dot {accepted_word}: dywedodd yr offeryn ie, yna &lt;span style='color:{green}'&gt;—&lt;/span&gt; yr ateb ar ei ffordd &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; croes {refused_word}: dywedodd yr offeryn na</translation>
        </message>
        <message>
            <source>The plots show a typical run of {runs} (the one closest to the middle): {calls:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The table is the middle of {runs}.</source>
            <comment>STATUS_SHOWING</comment>
            <translation type="vanished">Mae'r graffiau'n dangos rhediad nodweddiadol o {runs} (yr agosaf at y canol): anfonwyd {calls:,}, gwrthodwyd {refused:,}, ateb i'r asiant olaf ar {last:.1f} s. Mae'r tabl yn dangos canol {runs} rhediad.</translation>
        </message>
        <message>
            <source>When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the table's middle of {runs} runs&lt;/span&gt;</source>
            <comment>HIST_TITLE_BATCH</comment>
            <translation type="vanished">Pryd cafodd asiantau ateb mewn rhediad nodweddiadol&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; canol {runs} o rediadau y tabl&lt;/span&gt;</translation>
        </message>
        <message>
            <source>Working out {points} points, {runs} runs each, for {agents:,} agents and {capacity} calls a second (roll of the dice {seed})…</source>
            <comment>SWEEP_RUNNING</comment>
            <translation type="vanished">Yn cyfrifo {points} o bwyntiau, {runs} o rediadau yr un, ar gyfer {agents:,} asiant a {capacity} o alwadau yr eiliad (tafliad y dis {seed})…</translation>
        </message>
        <message>
            <source>Each point: the middle of {runs} runs, {agents:,} agents, {capacity} calls a second, roll of the dice {seed}. Bars: the middle half of the runs.</source>
            <comment>SWEEP_DONE</comment>
            <translation type="vanished">Pob pwynt: canol {runs} o rediadau, {agents:,} asiant, {capacity} o alwadau yr eiliad, tafliad y dis {seed}. Barrau: hanner canol y rhediadau.</translation>
        </message>
        <message>
            <source>Time: {now:.0f} s</source>
            <oldsource>Time: {now:.1f} s</oldsource>
            <comment>DOOR_CLOCK</comment>
            <translation type="vanished">Amser: {now:.0f} s</translation>
        </message>
        <message>
            <source>Inside: {n:,} of {agents:,}</source>
            <comment>CROWD_IN</comment>
            <translation type="vanished">Y tu mewn: {n:,} o {agents:,}</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_SERVED</comment>
            <translation type="vanished">Wedi cael ateb: {n:,} o {agents:,}</translation>
        </message>
        <message>
            <source>Accepted: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/inside</comment>
            <translation type="vanished">Wedi'u derbyn: {n:,} o {agents:,}</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/served</comment>
            <translation type="vanished">Wedi cael ateb: {n:,} o {agents:,}</translation>
        </message>
        <message>
            <source>{agents:,} agents all need an answer from a tool that accepts {n} calls a second. How should a refused agent try again?</source>
            <comment>TAGLINE</comment>
            <translation type="vanished">Mae angen ateb ar {agents:,} o asiantau gan offeryn sy'n derbyn {n} o alwadau yr eiliad. Sut dylai asiant sydd wedi'i wrthod geisio eto?</translation>
        </message>
        <message>
            <source>{gave_up:,} of the {agents:,} agents gave up without an answer.</source>
            <comment>DESCRIBE_GAVE_UP</comment>
            <translation type="vanished">Rhoddodd {gave_up:,} o'r {agents:,} o asiantau'r gorau iddi heb ateb.</translation>
        </message>
        <message>
            <source>{gave_up:,} of {agents:,} agents gave up and were never served (not counted in the times).</source>
            <comment>STATUS_GAVE_UP</comment>
            <translation type="vanished">Rhoddodd {gave_up:,} o'r {agents:,} o asiantau'r gorau iddi a chawson nhw ddim ateb (heb eu cyfrif yn yr amseroedd).</translation>
        </message>
        <message>
            <source>{agents} friends are ready. Press Play, or choose what they do.</source>
            <comment>DOOR_READY</comment>
            <translation type="vanished">Mae {agents} ffrind yn barod. Pwyswch Chwarae, neu dewiswch beth maen nhw'n ei wneud.</translation>
        </message>
        <message>
            <source>{agents} computer helpers (agents) all need an answer from one slow tool at the same time. The tool takes only {capacity} calls each second and says no to the rest. An answer takes about {answer:.0f} second.</source>
            <comment>TEN_BLURB</comment>
            <translation type="vanished">Mae angen ateb ar {agents} o helpwyr cyfrifiadur (asiantau) gan un offeryn araf ar yr un pryd. Dim ond {capacity} o alwadau bob eiliad mae'r offeryn yn eu derbyn, ac mae'n dweud na wrth y gweddill. Mae ateb yn cymryd tua {answer:.0f} eiliad.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {agents:,} agents, a tool that accepts {n} calls a second.</source>
            <comment>LOAD_TAGLINE</comment>
            <translation type="vanished">&lt;b&gt;Llwyth yn erbyn aros&lt;/b&gt; (15 a hŷn): {agents:,} o asiantau, offeryn sy'n derbyn {n} o alwadau yr eiliad.</translation>
        </message>
        <message>
            <source>{agents} people need an answer at the same moment. The door lets in {capacity} a second.</source>
            <comment>ATTRACT_HEADLINE</comment>
            <translation type="vanished">Mae angen ateb ar {agents} o bobl ar yr un pryd. Mae'r drws yn gadael {capacity} i mewn bob eiliad.</translation>
        </message>
        <message>
            <source>teal</source>
            <comment>COLOUR_NAMES/teal</comment>
            <translation type="vanished">gwyrddlas</translation>
        </message>
        <message>
            <source>{v}</source>
            <comment>PUBLISHED_METRIC/last_served</comment>
            <translation type="vanished">{v}</translation>
        </message>
        <message>
            <source>{v} calls</source>
            <comment>PUBLISHED_METRIC/calls</comment>
            <translation type="vanished">{v} galwad</translation>
        </message>
        <message>
            <source>{v} refused</source>
            <comment>PUBLISHED_METRIC/refused</comment>
            <translation type="vanished">{v} wedi'u gwrthod</translation>
        </message>
        <message>
            <source>typical agent {v}</source>
            <comment>PUBLISHED_METRIC/typical_served</comment>
            <translation type="vanished">asiant nodweddiadol {v}</translation>
        </message>
        <message>
            <source>%d %b %Y</source>
            <comment>CAPTION_DATE</comment>
            <translation type="vanished">%d/%m/%Y</translation>
        </message>
        <message>
            <source>Your run: {what}.</source>
            <comment>WORKSHEET_CONTEXT</comment>
            <translation type="vanished">Eich rhediad: {what}.</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in these runs the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}).</source>
            <comment>COMPARE_SCALE</comment>
            <translation type="vanished">Un raddfa amser i'r ddau, fel bod modd cymharu eu lled: yn y rhediadau hyn mae'r asiant olaf yn cael ateb ar {top:.1f} s uchod ac ar {bottom:.1f} s isod ({words}).</translation>
        </message>
        <message>
            <source>Try again at once (146) and wait longer (54, last agent at 14.1 s) stay exactly the same: their waits have no randomness. The random wait changes: 55 calls and 8.6 s, then 53 calls and 6.1 s.</source>
            <comment>WORKSHEETS/ten-agents/questions/4/1</comment>
            <translation type="vanished">Mae ceisio eto ar unwaith (146) ac aros yn hirach (54, yr asiant olaf ar 14.1 s) yn aros yn union yr un fath: does dim hap yn eu haros. Mae'r aros ar hap yn newid: 55 galwad ac 8.6 s, yna 53 galwad a 6.1 s.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Why is 'Wait a random time' not the winner here?&lt;/b&gt; With only ten agents, few of them call at the same moment, so waiting longer each time already spreads them out, and a random wait can send just as many calls. With 200 agents (the lab), they all crowd back together: there, random waits send about a sixth fewer calls and every agent has its answer about five times sooner.</source>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">&lt;b&gt;Pam nad 'Aros am amser ar hap' sy'n ennill yma?&lt;/b&gt; Gyda dim ond deg asiant, ychydig ohonyn nhw sy'n galw ar yr un pryd, felly mae aros yn hirach bob tro eisoes yn eu gwasgaru, a gall aros ar hap anfon cymaint o alwadau. Gyda 200 asiant (y labordy), maen nhw i gyd yn tyrru'n ôl gyda'i gilydd: yno, mae aros ar hap yn anfon tua chweched yn llai o alwadau ac mae pob asiant yn cael ei ateb tua phum gwaith yn gynt.</translation>
        </message>
        <message>
            <source>All {agents} answered after {last:.0f} s, with {calls:,} knocks</source>
            <comment>ATTRACT_DONE</comment>
            <translation type="vanished">Pob un o'r {agents} wedi cael ateb ar ôl {last:.0f} s, gyda {calls:,} o gnociau</translation>
        </message>
        <message>
            <source>{times:.0f} times sooner than waiting longer each time!</source>
            <oldsource>{times:.0f} times sooner than waiting the same time!</oldsource>
            <comment>ATTRACT_SOONER</comment>
            <translation type="vanished">{times:.0f} gwaith yn gynt nag aros yn hirach bob tro!</translation>
        </message>
    </context>
    <context>
        <name>class_round_words</name>
        <message>
            <source>By hand: knock when you like</source>
            <comment>ROUND_RULE_NAMES/by-hand</comment>
            <translation>Â llaw: cnocio pryd bynnag</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>ROUND_RULE_NAMES/wait-longer</comment>
            <translation>Aros yn hirach bob tro</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>ROUND_RULE_NAMES/wait-random</comment>
            <translation>Aros am amser ar hap</translation>
        </message>
        <message>
            <source>By hand</source>
            <comment>ROUND_RULE_SHORT/by-hand</comment>
            <translation>Â llaw</translation>
        </message>
        <message>
            <source>Wait longer</source>
            <comment>ROUND_RULE_SHORT/wait-longer</comment>
            <translation>Aros yn hirach</translation>
        </message>
        <message>
            <source>Random wait</source>
            <comment>ROUND_RULE_SHORT/wait-random</comment>
            <translation>Aros ar hap</translation>
        </message>
        <message>
            <source>Pupils knock whenever they like. People knock again at once: the class makes its own storm.</source>
            <comment>ROUND_RULE_TIPS/by-hand</comment>
            <translation>Mae disgyblion yn cnocio pryd bynnag maen nhw eisiau. Mae pobl yn cnocio eto ar unwaith: mae'r dosbarth yn creu ei storm ei hun.</translation>
        </message>
        <message>
            <source>After each 'no' the page waits, twice as long each time, then knocks by itself.</source>
            <comment>ROUND_RULE_TIPS/wait-longer</comment>
            <translation>Ar ôl pob 'na' mae'r dudalen yn aros, ddwywaith mor hir bob tro, yna'n cnocio ar ei phen ei hun.</translation>
        </message>
        <message>
            <source>After each 'no' the page waits a random time, then knocks by itself.</source>
            <comment>ROUND_RULE_TIPS/wait-random</comment>
            <translation>Ar ôl pob 'na' mae'r dudalen yn aros am amser ar hap, yna'n cnocio ar ei phen ei hun.</translation>
        </message>
        <message>
            <source>Pupils press Knock whenever they like; nothing waits for them.</source>
            <comment>ROUND_RULE_LINES/by-hand</comment>
            <translation>Mae disgyblion yn pwyso Cnocio pryd bynnag maen nhw eisiau; does dim byd yn aros amdanyn nhw.</translation>
        </message>
        <message>
            <source>After each 'no' the page waits 0.5 s, then 1, 2, 4 s (at most), and knocks by itself.</source>
            <comment>ROUND_RULE_LINES/wait-longer</comment>
            <translation>Ar ôl pob 'na' mae'r dudalen yn aros 0.5 s, yna 1, 2, 4 s (ar y mwyaf), ac yn cnocio ar ei phen ei hun.</translation>
        </message>
        <message>
            <source>After each 'no' the page waits a random time up to 0.5 s, then up to 1, 2, 4 s, and knocks by itself.</source>
            <comment>ROUND_RULE_LINES/wait-random</comment>
            <translation>Ar ôl pob 'na' mae'r dudalen yn aros am amser ar hap hyd at 0.5 s, yna hyd at 1, 2, 4 s, ac yn cnocio ar ei phen ei hun.</translation>
        </message>
        <message>
            <source>Class round: the door</source>
            <comment>PAGE/title</comment>
            <translation>Rownd y dosbarth: y drws</translation>
        </message>
        <message>
            <source>Join the class round</source>
            <comment>PAGE/join_heading</comment>
            <translation>Ymuno â rownd y dosbarth</translation>
        </message>
        <message>
            <source>Type the 4-digit code from the big screen.</source>
            <comment>PAGE/join_prompt</comment>
            <translation>Teipiwch y cod 4 digid o'r sgrin fawr.</translation>
        </message>
        <message>
            <source>Join</source>
            <comment>PAGE/join_button</comment>
            <translation>Ymuno</translation>
        </message>
        <message>
            <source>That code is not right. Look at the big screen and try again.</source>
            <comment>PAGE/join_wrong</comment>
            <translation>Dydy'r cod yna ddim yn gywir. Edrychwch ar y sgrin fawr a rhowch gynnig arall arni.</translation>
        </message>
        <message>
            <source>The round is full. Ask your teacher.</source>
            <comment>PAGE/join_full</comment>
            <translation>Mae'r rownd yn llawn. Gofynnwch i'ch athro.</translation>
        </message>
        <message>
            <source>This round has ended. Look at the big screen.</source>
            <comment>PAGE/join_over</comment>
            <translation>Mae'r rownd hon wedi dod i ben. Edrychwch ar y sgrin fawr.</translation>
        </message>
        <message>
            <source>Too many tries. Wait a minute, then try again.</source>
            <comment>PAGE/join_slow</comment>
            <translation>Gormod o gynigion. Arhoswch funud, yna rhowch gynnig arall arni.</translation>
        </message>
        <message>
            <source>You are</source>
            <comment>PAGE/you_are</comment>
            <translation>Chi yw</translation>
        </message>
        <message>
            <source>Knock</source>
            <comment>PAGE/knock</comment>
            <translation>Cnocio</translation>
        </message>
        <message>
            <source>Knock on the door to get in!</source>
            <comment>PAGE/ready</comment>
            <translation>Cnociwch ar y drws i fynd i mewn!</translation>
        </message>
        <message>
            <source>No! The door is full. Knock again when you like.</source>
            <comment>PAGE/refused_hand</comment>
            <translation>Na! Mae'r drws yn llawn. Cnociwch eto pryd bynnag.</translation>
        </message>
        <message>
            <source>No! The door is full. Waiting {s} s, then knocking again…</source>
            <comment>PAGE/refused_wait</comment>
            <translation>Na! Mae'r drws yn llawn. Yn aros {s} s, yna'n cnocio eto…</translation>
        </message>
        <message>
            <source>Waiting {s} s…</source>
            <comment>PAGE/waiting</comment>
            <translation>Yn aros {s} s…</translation>
        </message>
        <message>
            <source>Yes! The door is opening…</source>
            <comment>PAGE/opening</comment>
            <translation>Ie! Mae'r drws yn agor…</translation>
        </message>
        <message>
            <source>You're in!</source>
            <comment>PAGE/inside</comment>
            <translation>Rydych chi i mewn!</translation>
        </message>
        <message>
            <source>Too fast! One knock at a time.</source>
            <comment>PAGE/too_fast</comment>
            <translation>Rhy gyflym! Un gnoc ar y tro.</translation>
        </message>
        <message>
            <source>The round is over. Look at the big screen.</source>
            <comment>PAGE/over</comment>
            <translation>Mae'r rownd drosodd. Edrychwch ar y sgrin fawr.</translation>
        </message>
        <message>
            <source>Cannot reach the lab. Trying again…</source>
            <comment>PAGE/lost</comment>
            <translation>Methu cyrraedd y labordy. Yn trio eto…</translation>
        </message>
        <message>
            <source>Your knocks: {n}</source>
            <comment>PAGE/knocks</comment>
            <translation>Eich cnociau: {n}</translation>
        </message>
        <message>
            <source>{inside} of {pupils} inside</source>
            <comment>PAGE/crowd</comment>
            <translation>{inside} o {pupils} i mewn</translation>
        </message>
        <message>
            <source>Start a class round…</source>
            <comment>MENU_START</comment>
            <translation>Dechrau rownd dosbarth…</translation>
        </message>
        <message>
            <source>Start a class round (group visit)</source>
            <comment>KIOSK_STAFF_ROUND</comment>
            <translation>Dechrau rownd dosbarth (ymweliad grŵp)</translation>
        </message>
        <message>
            <source>Pupils join from their own phones or tablets and become the crowd at the door.</source>
            <comment>MENU_START_TIP</comment>
            <translation>Mae disgyblion yn ymuno o'u ffonau neu eu llechi eu hunain ac yn dod yn dorf wrth y drws.</translation>
        </message>
        <message>
            <source>Class round: the door</source>
            <comment>WINDOW_TITLE</comment>
            <translation>Rownd y dosbarth: y drws</translation>
        </message>
        <message>
            <source>Start a class round</source>
            <comment>SETUP_TITLE</comment>
            <translation>Dechrau rownd dosbarth</translation>
        </message>
        <message>
            <source>Each pupil's phone, tablet or Chromebook becomes one of the crowd at the door, and this computer is the door. Pupils need no app and no account, and type no names.</source>
            <comment>SETUP_INTRO</comment>
            <translation>Mae ffôn, llechen neu Chromebook pob disgybl yn dod yn un o'r dorf wrth y drws, a'r cyfrifiadur hwn yw'r drws. Does dim angen ap na chyfrif ar ddisgyblion, a dydyn nhw ddim yn teipio enwau.</translation>
        </message>
        <message>
            <source>The door lets in (a second)</source>
            <comment>SETUP_CAPACITY</comment>
            <translation>Mae'r drws yn gadael i mewn (yr eiliad)</translation>
        </message>
        <message>
            <source>How pupils try again</source>
            <comment>SETUP_RULE</comment>
            <translation>Sut mae disgyblion yn trio eto</translation>
        </message>
        <message>
            <source>At most this many pupils</source>
            <comment>SETUP_PUPILS</comment>
            <translation>Uchafswm nifer y disgyblion</translation>
        </message>
        <message>
            <source>The round ends after (minutes)</source>
            <comment>SETUP_MINUTES</comment>
            <translation>Mae'r rownd yn gorffen ar ôl (munudau)</translation>
        </message>
        <message>
            <source>Who can join</source>
            <comment>SETUP_NETWORK</comment>
            <translation>Pwy all ymuno</translation>
        </message>
        <message>
            <source>Only this computer (to try it out)</source>
            <comment>SETUP_LOCAL</comment>
            <translation>Dim ond y cyfrifiadur hwn (i roi cynnig arni)</translation>
        </message>
        <message>
            <source>The room's network: {address} ({name})</source>
            <comment>SETUP_ROOM</comment>
            <translation>Rhwydwaith yr ystafell: {address} ({name})</translation>
        </message>
        <message>
            <source>No room network found: connect this computer to the class's Wi-Fi or start its own hotspot.</source>
            <comment>SETUP_NO_ROOM</comment>
            <translation>Heb ddod o hyd i rwydwaith yr ystafell: cysylltwch y cyfrifiadur hwn â Wi-Fi y dosbarth neu dechreuwch ei fan problemus ei hun.</translation>
        </message>
        <message>
            <source>Choosing the room's network lets devices on it reach this computer until the round ends. Nothing is stored after the round.</source>
            <comment>SETUP_ROOM_NOTE</comment>
            <translation>Mae dewis rhwydwaith yr ystafell yn gadael i ddyfeisiau arno gyrraedd y cyfrifiadur hwn nes i'r rownd orffen. Does dim byd yn cael ei gadw ar ôl y rownd.</translation>
        </message>
        <message>
            <source>Start the round</source>
            <comment>SETUP_START</comment>
            <translation>Dechrau'r rownd</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>SETUP_CANCEL</comment>
            <translation>Canslo</translation>
        </message>
        <message>
            <source>Open</source>
            <comment>JOIN_AT</comment>
            <translation>Agorwch</translation>
        </message>
        <message>
            <source>Code</source>
            <comment>JOIN_CODE</comment>
            <translation>Cod</translation>
        </message>
        <message>
            <source>Scan the code with your camera, or type the address, then the code.</source>
            <comment>JOIN_HINT</comment>
            <translation>Sganiwch y cod gyda'ch camera, neu teipiwch y cyfeiriad, yna'r cod.</translation>
        </message>
        <message numerus="yes">
            <source>{rule} · the door lets in {n} pupils a second</source>
            <oldsource>{rule} · the door lets in {capacity} a second</oldsource>
            <comment>DOOR_LINE</comment>
            <extracomment>English for one: {rule} · the door lets in {n} pupil a second</extracomment>
            <translation>
                <numerusform>{rule} · mae'r drws yn gadael {n} o ddisgyblion i mewn bob eiliad</numerusform>
                <numerusform>{rule} · mae'r drws yn gadael {n} disgybl i mewn bob eiliad</numerusform>
                <numerusform>{rule} · mae'r drws yn gadael {n} o ddisgyblion i mewn bob eiliad</numerusform>
                <numerusform>{rule} · mae'r drws yn gadael {n} o ddisgyblion i mewn bob eiliad</numerusform>
                <numerusform>{rule} · mae'r drws yn gadael {n} o ddisgyblion i mewn bob eiliad</numerusform>
            </translation>
        </message>
        <message>
            <source>Waiting for pupils to join…</source>
            <comment>PUPILS_NONE</comment>
            <translation>Yn aros i ddisgyblion ymuno…</translation>
        </message>
        <message numerus="yes">
            <source>{n} pupils joined · pupils who knocked: {knocked} · inside: {inside}</source>
            <oldsource>{n} pupils joined · knocked: {knocked} · inside: {inside}</oldsource>
            <comment>PUPILS_JOINED</comment>
            <extracomment>English for one: {n} pupil joined · pupils who knocked: {knocked} · inside: {inside}</extracomment>
            <translation>
                <numerusform>Ymunodd {n} o ddisgyblion · disgyblion a gnociodd: {knocked} · i mewn: {inside}</numerusform>
                <numerusform>Ymunodd {n} disgybl · disgyblion a gnociodd: {knocked} · i mewn: {inside}</numerusform>
                <numerusform>Ymunodd {n} o ddisgyblion · disgyblion a gnociodd: {knocked} · i mewn: {inside}</numerusform>
                <numerusform>Ymunodd {n} o ddisgyblion · disgyblion a gnociodd: {knocked} · i mewn: {inside}</numerusform>
                <numerusform>Ymunodd {n} o ddisgyblion · disgyblion a gnociodd: {knocked} · i mewn: {inside}</numerusform>
            </translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>INSIDE_TITLE</comment>
            <translation>I mewn</translation>
        </message>
        <message>
            <source>Nobody is inside yet.</source>
            <comment>INSIDE_NONE</comment>
            <translation>Does neb i mewn eto.</translation>
        </message>
        <message>
            <source>The class's knocks</source>
            <comment>LOAD_TITLE</comment>
            <translation>Cnociau'r dosbarth</translation>
        </message>
        <message>
            <source>knocks each second</source>
            <comment>LOAD_Y</comment>
            <translation>cnociau bob eiliad</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} knocks</source>
            <oldsource>{calls:,} knocks</oldsource>
            <comment>LOAD_CUT_FIRST</comment>
            <extracomment>English for one: {n:,} knock</extracomment>
            <translation>
                <numerusform>{n:,} o gnociau</numerusform>
                <numerusform>{n:,} cnoc</numerusform>
                <numerusform>{n:,} o gnociau</numerusform>
                <numerusform>{n:,} o gnociau</numerusform>
                <numerusform>{n:,} o gnociau</numerusform>
            </translation>
        </message>
        <message>
            <source>Ends in {minutes}:{seconds:02d}</source>
            <comment>TIME_LEFT</comment>
            <translation>Yn gorffen mewn {minutes}:{seconds:02d}</translation>
        </message>
        <message>
            <source>End the round</source>
            <comment>END_ROUND</comment>
            <translation>Gorffen y rownd</translation>
        </message>
        <message>
            <source>Stop the round now: pupils' pages say it is over and nothing listens any more.</source>
            <comment>END_ROUND_TIP</comment>
            <translation>Stopio'r rownd nawr: mae tudalennau'r disgyblion yn dweud ei bod hi drosodd a does dim byd yn gwrando mwyach.</translation>
        </message>
        <message>
            <source>End the round?</source>
            <comment>END_ASK_TITLE</comment>
            <translation>Gorffen y rownd?</translation>
        </message>
        <message>
            <source>End the round now? Every pupil's page will say it is over, and nobody can knock any more. This cannot be undone.</source>
            <comment>END_ASK</comment>
            <translation>Gorffen y rownd nawr? Bydd tudalen pob disgybl yn dweud ei bod hi drosodd, ac ni all neb guro mwyach. Does dim modd dadwneud hyn.</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <comment>END_ASK_KEEP</comment>
            <translation>Dal ati i chwarae</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>CLOSE</comment>
            <translation>Cau</translation>
        </message>
        <message>
            <source>No device has reached the lab yet. If pupils see "cannot be reached", the network keeps devices apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start a new round.</source>
            <oldsource>No device has reached the lab yet. If pupils see "cannot be reached", the network keeps devices apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start a new round (docs/class-round.md).</oldsource>
            <comment>NO_DEVICE</comment>
            <translation>Does dim dyfais wedi cyrraedd y labordy eto. Os yw disgyblion yn gweld “cannot be reached”, mae'r rhwydwaith yn cadw dyfeisiau ar wahân (cyffredin ar Wi-Fi ysgolion): dechreuwch fan problemus y cyfrifiadur hwn, gadewch i ddisgyblion ymuno ag ef, a dechreuwch rownd newydd.</translation>
        </message>
        <message>
            <source>Only this computer can join this round (to try it out).</source>
            <comment>LOCAL_ONLY</comment>
            <translation>Dim ond y cyfrifiadur hwn all ymuno â'r rownd hon (i roi cynnig arni).</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>ENDED_TITLE</comment>
            <translation>Mae'r rownd drosodd</translation>
        </message>
        <message>
            <source>The teacher ended the round.</source>
            <comment>ENDED_WHY/teacher</comment>
            <translation>Daeth yr athro â'r rownd i ben.</translation>
        </message>
        <message>
            <source>The round's time ran out.</source>
            <comment>ENDED_WHY/time</comment>
            <translation>Daeth amser y rownd i ben.</translation>
        </message>
        <message>
            <source>The lab was closed.</source>
            <comment>ENDED_WHY/closed</comment>
            <translation>Cafodd y labordy ei gau.</translation>
        </message>
        <message>
            <source>Your class</source>
            <comment>RESULT_HEADINGS/1</comment>
            <translation>Eich dosbarth</translation>
        </message>
        <message>
            <source>The computer's model</source>
            <comment>RESULT_HEADINGS/2</comment>
            <translation>Model y cyfrifiadur</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>RESULT_ROWS/0</comment>
            <translation>Cnociau</translation>
        </message>
        <message>
            <source>Knocks refused</source>
            <comment>RESULT_ROWS/1</comment>
            <translation>Cnociau a wrthodwyd</translation>
        </message>
        <message>
            <source>Everyone in after</source>
            <comment>RESULT_ROWS/2</comment>
            <translation>Pawb i mewn ar ôl</translation>
        </message>
        <message>
            <source>Typical pupil in after</source>
            <comment>RESULT_ROWS/3</comment>
            <translation>Disgybl nodweddiadol i mewn ar ôl</translation>
        </message>
        <message numerus="yes">
            <source>The computer's model: what it says for the same class, {n} pupils who {how}, at a door that lets in {capacity} a second.</source>
            <comment>RESULT_NOTE</comment>
            <extracomment>English for one: The computer's model: what it says for the same class, {n} pupil who {how}, at a door that lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>Model y cyfrifiadur: beth mae'n ei ddweud am yr un dosbarth, {n} o ddisgyblion sy'n {how}, wrth ddrws sy'n gadael {capacity} i mewn bob eiliad.</numerusform>
                <numerusform>Model y cyfrifiadur: beth mae'n ei ddweud am yr un dosbarth, {n} disgybl sy'n {how}, wrth ddrws sy'n gadael {capacity} i mewn bob eiliad.</numerusform>
                <numerusform>Model y cyfrifiadur: beth mae'n ei ddweud am yr un dosbarth, {n} o ddisgyblion sy'n {how}, wrth ddrws sy'n gadael {capacity} i mewn bob eiliad.</numerusform>
                <numerusform>Model y cyfrifiadur: beth mae'n ei ddweud am yr un dosbarth, {n} o ddisgyblion sy'n {how}, wrth ddrws sy'n gadael {capacity} i mewn bob eiliad.</numerusform>
                <numerusform>Model y cyfrifiadur: beth mae'n ei ddweud am yr un dosbarth, {n} o ddisgyblion sy'n {how}, wrth ddrws sy'n gadael {capacity} i mewn bob eiliad.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the middle of the first {n} pupils in.</source>
            <comment>RESULT_NOTE_CUT</comment>
            <extracomment>English for one: The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the {n} pupil who got in first.</extracomment>
            <translation>
                <numerusform>Daeth y rownd i ben {seconds:.0f} s ar ôl y gnoc gyntaf gyda disgyblion yn dal y tu allan, felly mae'r ddwy golofn yn cyfrif hyd at hynny, a “nodweddiadol” yw canol y {n} o ddisgyblion cyntaf i mewn.</numerusform>
                <numerusform>Daeth y rownd i ben {seconds:.0f} s ar ôl y gnoc gyntaf gyda disgyblion yn dal y tu allan, felly mae'r ddwy golofn yn cyfrif hyd at hynny, a “nodweddiadol” yw'r {n} disgybl a aeth i mewn gyntaf.</numerusform>
                <numerusform>Daeth y rownd i ben {seconds:.0f} s ar ôl y gnoc gyntaf gyda disgyblion yn dal y tu allan, felly mae'r ddwy golofn yn cyfrif hyd at hynny, a “nodweddiadol” yw canol y {n} o ddisgyblion cyntaf i mewn.</numerusform>
                <numerusform>Daeth y rownd i ben {seconds:.0f} s ar ôl y gnoc gyntaf gyda disgyblion yn dal y tu allan, felly mae'r ddwy golofn yn cyfrif hyd at hynny, a “nodweddiadol” yw canol y {n} o ddisgyblion cyntaf i mewn.</numerusform>
                <numerusform>Daeth y rownd i ben {seconds:.0f} s ar ôl y gnoc gyntaf gyda disgyblion yn dal y tu allan, felly mae'r ddwy golofn yn cyfrif hyd at hynny, a “nodweddiadol” yw canol y {n} o ddisgyblion cyntaf i mewn.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n} pupils joined but never knocked.</source>
            <comment>RESULT_NOTE_NEVER</comment>
            <extracomment>English for one: {n} pupil joined but never knocked.</extracomment>
            <translation>
                <numerusform>Ymunodd {n} o ddisgyblion heb gnocio o gwbl.</numerusform>
                <numerusform>Ymunodd {n} disgybl heb gnocio o gwbl.</numerusform>
                <numerusform>Ymunodd {n} o ddisgyblion heb gnocio o gwbl.</numerusform>
                <numerusform>Ymunodd {n} o ddisgyblion heb gnocio o gwbl.</numerusform>
                <numerusform>Ymunodd {n} o ddisgyblion heb gnocio o gwbl.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model is for the {n} pupils who knocked.</source>
            <comment>RESULT_NOTE_KNOCKED</comment>
            <extracomment>English for one: The model is for the {n} pupil who knocked.</extracomment>
            <translation>
                <numerusform>Mae'r model ar gyfer y {n} o ddisgyblion a gnociodd.</numerusform>
                <numerusform>Mae'r model ar gyfer yr {n} disgybl a gnociodd.</numerusform>
                <numerusform>Mae'r model ar gyfer y {n} o ddisgyblion a gnociodd.</numerusform>
                <numerusform>Mae'r model ar gyfer y {n} o ddisgyblion a gnociodd.</numerusform>
                <numerusform>Mae'r model ar gyfer y {n} o ddisgyblion a gnociodd.</numerusform>
            </translation>
        </message>
        <message>
            <source>knock again every quarter of a second</source>
            <comment>MODEL_HOW/by-hand</comment>
            <translation>cnocio eto bob chwarter eiliad</translation>
        </message>
        <message>
            <source>wait half a second, then twice as long after each 'no', up to 4 s</source>
            <comment>MODEL_HOW/wait-longer</comment>
            <translation>aros hanner eiliad, yna ddwywaith mor hir ar ôl pob 'na', hyd at 4 s</translation>
        </message>
        <message>
            <source>wait a random time, up to half a second, then up to twice as long after each 'no', up to 4 s</source>
            <comment>MODEL_HOW/wait-random</comment>
            <translation>aros am amser ar hap, hyd at hanner eiliad, yna hyd at ddwywaith mor hir ar ôl pob 'na', hyd at 4 s</translation>
        </message>
        <message numerus="yes">
            <source>{inside} of {n} in</source>
            <oldsource>{inside} of {pupils} in</oldsource>
            <comment>RESULT_NOT_ALL</comment>
            <extracomment>English for one: {inside} of {n} in</extracomment>
            <translation>
                <numerusform>{inside} o {n} i mewn</numerusform>
                <numerusform>{inside} o {n} i mewn</numerusform>
                <numerusform>{inside} o {n} i mewn</numerusform>
                <numerusform>{inside} o {n} i mewn</numerusform>
                <numerusform>{inside} o {n} i mewn</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody knocked in this round.</source>
            <comment>RESULT_NOBODY</comment>
            <translation>Wnaeth neb gnocio yn y rownd hon.</translation>
        </message>
        <message>
            <source>Nobody joined</source>
            <comment>RESULT_NOBODY_JOINED</comment>
            <translation>Wnaeth neb ymuno</translation>
        </message>
        <message>
            <source>Rounds so far</source>
            <comment>ROUNDS_TITLE</comment>
            <translation>Rowndiau hyd yma</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>ROUNDS_HEADINGS/0</comment>
            <translation>Rownd</translation>
        </message>
        <message>
            <source>Way of playing</source>
            <comment>ROUNDS_HEADINGS/1</comment>
            <translation>Ffordd o chwarae</translation>
        </message>
        <message>
            <source>Door</source>
            <comment>ROUNDS_HEADINGS/2</comment>
            <translation>Drws</translation>
        </message>
        <message>
            <source>Pupils</source>
            <comment>ROUNDS_HEADINGS/3</comment>
            <translation>Disgyblion</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>ROUNDS_HEADINGS/4</comment>
            <translation>Cnociau</translation>
        </message>
        <message>
            <source>Refused</source>
            <comment>ROUNDS_HEADINGS/5</comment>
            <translation>Gwrthodwyd</translation>
        </message>
        <message>
            <source>All in after</source>
            <comment>ROUNDS_HEADINGS/6</comment>
            <translation>Pawb i mewn ar ôl</translation>
        </message>
        <message>
            <source>Typical in</source>
            <comment>ROUNDS_HEADINGS/7</comment>
            <translation>Nodweddiadol i mewn</translation>
        </message>
        <message>
            <source>Model knocks</source>
            <comment>ROUNDS_HEADINGS/8</comment>
            <translation>Cnociau'r model</translation>
        </message>
        <message>
            <source>Model all in</source>
            <comment>ROUNDS_HEADINGS/9</comment>
            <translation>Model: pawb i mewn</translation>
        </message>
        <message>
            <source>round</source>
            <comment>ROUNDS_CSV_COLUMNS/0</comment>
            <translation>round</translation>
        </message>
        <message>
            <source>way_of_playing</source>
            <comment>ROUNDS_CSV_COLUMNS/1</comment>
            <translation>way_of_playing</translation>
        </message>
        <message>
            <source>door_per_second</source>
            <comment>ROUNDS_CSV_COLUMNS/2</comment>
            <translation>door_per_second</translation>
        </message>
        <message>
            <source>pupils_joined</source>
            <comment>ROUNDS_CSV_COLUMNS/3</comment>
            <translation>pupils_joined</translation>
        </message>
        <message>
            <source>pupils_knocked</source>
            <comment>ROUNDS_CSV_COLUMNS/4</comment>
            <translation>pupils_knocked</translation>
        </message>
        <message>
            <source>pupils_inside</source>
            <comment>ROUNDS_CSV_COLUMNS/5</comment>
            <translation>pupils_inside</translation>
        </message>
        <message>
            <source>knocks</source>
            <comment>ROUNDS_CSV_COLUMNS/6</comment>
            <translation>knocks</translation>
        </message>
        <message>
            <source>refused</source>
            <comment>ROUNDS_CSV_COLUMNS/7</comment>
            <translation>refused</translation>
        </message>
        <message>
            <source>everyone_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/8</comment>
            <translation>everyone_in_s</translation>
        </message>
        <message>
            <source>typical_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/9</comment>
            <translation>typical_in_s</translation>
        </message>
        <message>
            <source>round_length_s</source>
            <comment>ROUNDS_CSV_COLUMNS/10</comment>
            <translation>round_length_s</translation>
        </message>
        <message>
            <source>model_pupils</source>
            <comment>ROUNDS_CSV_COLUMNS/11</comment>
            <translation>model_pupils</translation>
        </message>
        <message>
            <source>model_inside</source>
            <comment>ROUNDS_CSV_COLUMNS/12</comment>
            <translation>model_inside</translation>
        </message>
        <message>
            <source>model_knocks</source>
            <comment>ROUNDS_CSV_COLUMNS/13</comment>
            <translation>model_knocks</translation>
        </message>
        <message>
            <source>model_refused</source>
            <comment>ROUNDS_CSV_COLUMNS/14</comment>
            <translation>model_refused</translation>
        </message>
        <message>
            <source>model_everyone_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/15</comment>
            <translation>model_everyone_in_s</translation>
        </message>
        <message>
            <source>model_typical_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/16</comment>
            <translation>model_typical_in_s</translation>
        </message>
        <message>
            <source>ended_by</source>
            <comment>ROUNDS_CSV_COLUMNS/17</comment>
            <translation>ended_by</translation>
        </message>
        <message>
            <source>Save the rounds (CSV)</source>
            <comment>SAVE_ROUNDS</comment>
            <translation>Cadw'r rowndiau (CSV)</translation>
        </message>
        <message>
            <source>Save every round of this session as a CSV file in the lab's folder in Documents (never over another).</source>
            <comment>SAVE_ROUNDS_TIP</comment>
            <translation>Cadw pob rownd o'r sesiwn hon fel ffeil CSV yn ffolder y labordy yn Dogfennau (byth dros un arall).</translation>
        </message>
        <message>
            <source>Saved: {path}</source>
            <comment>SAVED_ROUNDS</comment>
            <translation>Wedi cadw: {path}</translation>
        </message>
        <message>
            <source>Could not save the rounds: {reason}</source>
            <comment>SAVE_ROUNDS_FAILED</comment>
            <translation>Methu cadw'r rowndiau: {reason}</translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>RESULT_SECONDS</comment>
            <translation>{value:.1f} s</translation>
        </message>
        <message>
            <source>Could not start the round: {reason}</source>
            <comment>START_FAILED</comment>
            <translation>Methu dechrau'r rownd: {reason}</translation>
        </message>
        <message>
            <source>{dropped} bad messages dropped</source>
            <comment>DROPPED</comment>
            <translation>{dropped} neges wallus wedi'u gollwng</translation>
        </message>
        <message>
            <source>a class's own devices knock on the lab's door: a round served on this computer's network</source>
            <comment>CLI_HELP</comment>
            <translation>dyfeisiau dosbarth yn cnocio ar ddrws y labordy: rownd sy'n cael ei rhedeg ar rwydwaith y cyfrifiadur hwn</translation>
        </message>
        <message>
            <source>No device has reached the lab yet. If pupils see "cannot be reached", the network keeps devices apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start a new round (docs/class-round.md).</source>
            <comment>NO_DEVICE</comment>
            <translation type="vanished">Does dim dyfais wedi cyrraedd y labordy eto. Os yw disgyblion yn gweld “cannot be reached”, mae'r rhwydwaith yn cadw dyfeisiau ar wahân (cyffredin ar Wi-Fi ysgolion): dechreuwch fan problemus y cyfrifiadur hwn, gadewch i ddisgyblion ymuno ag ef, a dechreuwch rownd newydd (docs/class-round.md).</translation>
        </message>
        <message>
            <source>{n} pupils joined · knocked: {knocked} · inside: {inside}</source>
            <oldsource>{pupils} joined · {knocked} knocked · {inside} inside</oldsource>
            <comment>PUPILS_JOINED</comment>
            <translation type="vanished">Ymunodd {n} o ddisgyblion · wedi cnocio: {knocked} · i mewn: {inside}</translation>
        </message>
        <message>
            <source>The computer's model: what it says for the same class, {agents} pupils who {how}, at a door that lets in {capacity} a second.</source>
            <comment>RESULT_NOTE</comment>
            <translation type="vanished">Model y cyfrifiadur: beth mae'n ei ddweud am yr un dosbarth, {agents} o ddisgyblion sy'n {how}, wrth ddrws sy'n gadael {capacity} i mewn bob eiliad.</translation>
        </message>
        <message>
            <source>The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the middle of the first {first} in.</source>
            <comment>RESULT_NOTE_CUT</comment>
            <translation type="vanished">Daeth y rownd i ben {seconds:.0f} s ar ôl y gnoc gyntaf gyda disgyblion yn dal y tu allan, felly mae'r ddwy golofn yn cyfrif hyd at hynny, a “nodweddiadol” yw canol y {first} cyntaf i mewn.</translation>
        </message>
        <message>
            <source>{never} joined but never knocked: the model is for the {knocked} who knocked.</source>
            <comment>RESULT_NOTE_NEVER</comment>
            <translation type="vanished">Ymunodd {never} ond chnocion nhw ddim: mae'r model ar gyfer y {knocked} a gnociodd.</translation>
        </message>
        <message>
            <source>{rule} · the door lets in {capacity} a second</source>
            <comment>DOOR_LINE</comment>
            <translation type="vanished">{rule} · mae'r drws yn gadael {capacity} i mewn bob eiliad</translation>
        </message>
        <message>
            <source>{pupils} joined · {knocked} knocked · {inside} inside</source>
            <comment>PUPILS_JOINED</comment>
            <translation type="vanished">{pupils} wedi ymuno · {knocked} wedi cnocio · {inside} i mewn</translation>
        </message>
        <message>
            <source>{calls:,} knocks</source>
            <comment>LOAD_CUT_FIRST</comment>
            <translation type="vanished">{calls:,} cnoc</translation>
        </message>
        <message>
            <source>{inside} of {pupils} in</source>
            <comment>RESULT_NOT_ALL</comment>
            <translation type="vanished">{inside} o {pupils} i mewn</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>Iawn</translation>
        </message>
        <message>
            <source>Cancel</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>Diddymu</translation>
        </message>
        <message>
            <source>Close</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>Cau</translation>
        </message>
        <message>
            <source>Save</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>Cadw</translation>
        </message>
        <message>
            <source>Open</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>Agor</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>&amp;Ie</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>&amp;Na</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>&amp;Dadwneud</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>&amp;Ailwneud</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>&amp;Torri</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>&amp;Copïo</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>&amp;Gludo</translation>
        </message>
        <message>
            <source>Delete</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>Dileu</translation>
        </message>
        <message>
            <source>Select All</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>Dewis y Cyfan</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>&amp;Dadwneud</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>&amp;Ailwneud</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>&amp;Torri</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>&amp;Copïo</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>Copïo Lleoliad y &amp;Ddolen</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>&amp;Gludo</translation>
        </message>
        <message>
            <source>Delete</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>Dileu</translation>
        </message>
        <message>
            <source>Select All</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>Dewis y Cyfan</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>&amp;Dewis y Cyfan</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>Cam i &amp;fyny</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>Cam i &amp;lawr</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Edrych &amp;yn:</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;Enw'r ffeil:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Ffeiliau o'r &amp;math:</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;Cadw</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;Agor</translation>
        </message>
        <message>
            <source>Back</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Nôl</translation>
        </message>
        <message>
            <source>Forward</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Ymlaen</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Y Ffolder Uwch</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Creu Ffolder Newydd</translation>
        </message>
        <message>
            <source>List View</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Golwg Rhestr</translation>
        </message>
        <message>
            <source>Detail View</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Golwg Manylion</translation>
        </message>
        <message>
            <source>Go back</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Mynd nôl</translation>
        </message>
        <message>
            <source>Go forward</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Mynd ymlaen</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Mynd i'r ffolder uwch</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Creu ffolder newydd</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Newid i olwg rhestr</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Newid i olwg manylion</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;Ailenwi</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;Dileu</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Dangos ffeiliau &amp;cudd</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Ffolder &amp;Newydd</translation>
        </message>
        <message>
            <source>New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Ffolder Newydd</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Bar ochr</translation>
        </message>
        <message>
            <source>Files</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Ffeiliau</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Rhestr o leoedd a nodau tudalen</translation>
        </message>
        <message>
            <source>Remove</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Tynnu</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Mae %1 yn bodoli'n barod.
Ydych chi am roi'r un newydd yn ei le?</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>Enw</translation>
        </message>
        <message>
            <source>Size</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>Maint</translation>
        </message>
        <message>
            <source>Type</source>
            <comment>All other platforms</comment>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>Math</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>Dyddiad Newid</translation>
        </message>
        <message>
            <source>Computer</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>Cyfrifiadur</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <comment>All other platforms</comment>
            <extracomment>Qt's own: the Save as dialog's kind of an entry.</extracomment>
            <translation>Ffolder</translation>
        </message>
        <message>
            <source>Drive</source>
            <extracomment>Qt's own: the Save as dialog's kind of an entry.</extracomment>
            <translation>Gyriant</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Space</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>Bylchwr</translation>
        </message>
        <message>
            <source>Left</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>Saeth chwith</translation>
        </message>
        <message>
            <source>Right</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>Saeth dde</translation>
        </message>
        <message>
            <source>Up</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>Saeth i fyny</translation>
        </message>
        <message>
            <source>Down</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>Saeth i lawr</translation>
        </message>
    </context>
</TS>
