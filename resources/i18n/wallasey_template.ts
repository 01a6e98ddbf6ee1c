<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" sourcelanguage="en">
    <context>
        <name>QGuiApplication</name>
        <message>
            <source>QT_LAYOUT_DIRECTION</source>
            <extracomment>Type RTL if the language is written right to left (Urdu, Arabic, Hebrew), else LTR.</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>strings</name>
        <message>
            <source>1x</source>
            <comment>SPEEDS/1x</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>5x</source>
            <comment>SPEEDS/5x</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>20x</source>
            <comment>SPEEDS/20x</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Instant</source>
            <comment>SPEEDS/Instant</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1x (real time)</source>
            <comment>DOOR_SPEEDS/1x (real time)</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>2x</source>
            <comment>DOOR_SPEEDS/2x</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>4x</source>
            <comment>DOOR_SPEEDS/4x</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallasey Retry Lab</source>
            <comment>APP_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>RULE_LABELS/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>RULE_LABELS/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>RULE_LABELS/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Randomness in the wait</source>
            <comment>RULE_LABELS/jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Equal jitter</source>
            <comment>RULE_LABELS/equal-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decorrelated jitter</source>
            <comment>RULE_LABELS/decorrelated-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proportional jitter (gRPC)</source>
            <comment>RULE_LABELS/proportional-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Obey the server's hint</source>
            <comment>RULE_LABELS/retry-after</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tenacity, no wait (its default)</source>
            <comment>RULE_LABELS/tenacity-no-wait</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>RULE_LABELS/tenacity-exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tenacity wait_random_exponential(1, max 60)</source>
            <comment>RULE_LABELS/tenacity-random-exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>backoff.expo (backoff with jitter, its default)</source>
            <comment>RULE_LABELS/backoff-expo</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5)</source>
            <comment>RULE_LABELS/urllib3-backoff</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>RULE_LABELS/urllib3-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>urllib3 Retry obeying Retry-After</source>
            <comment>RULE_LABELS/urllib3-retry-after</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>botocore standard mode (AWS SDKs)</source>
            <comment>RULE_LABELS/botocore-standard</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>RULE_LABELS/grpc-backoff</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A refused agent tries again after a fixed short pause (the retry interval).</source>
            <comment>RULE_HELP/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A refused agent waits the first wait (the backoff base), then twice as long after each refusal, up to the longest wait (the backoff cap).</source>
            <comment>RULE_HELP/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Like exponential backoff, but each agent waits a random time anywhere up to that growing limit.</source>
            <comment>RULE_HELP/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Between the two: a fixed part (1 - J) of the backoff limit plus a random part up to J of it. J = 0 is exponential backoff, J = 1 is backoff with jitter.</source>
            <comment>RULE_HELP/jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Half the backoff limit for certain, plus a random time up to the other half.</source>
            <comment>RULE_HELP/equal-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A random wait between the first wait and three times the last wait, up to the longest wait.</source>
            <comment>RULE_HELP/decorrelated-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The wait grows by a multiplier (1.6) each time, then is stretched or shrunk at random by up to a spread (20%), as gRPC does.</source>
            <comment>RULE_HELP/proportional-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tool says when it will take calls again; the agent calls back then (plus an optional random delay).</source>
            <comment>RULE_HELP/retry-after</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retry rule</source>
            <comment>TABLE_HEADINGS/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last agent served</source>
            <comment>TABLE_HEADINGS/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls sent</source>
            <comment>TABLE_HEADINGS/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls refused</source>
            <comment>TABLE_HEADINGS/3</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Typical agent served</source>
            <comment>TABLE_HEADINGS/4</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>TABLE_SECONDS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value:,.0f}</source>
            <comment>TABLE_COUNT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallasey Retry Lab: one busy tool, many agents</source>
            <comment>WINDOW_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{n:,} agents all need an answer from one busy tool.</source>
            <oldsource>{agents:,} agents all need an answer from a tool that accepts {n} calls a second. How should a refused agent try again?</oldsource>
            <comment>TAGLINE</comment>
            <extracomment>English for one: {n:,} agent needs an answer from one busy tool.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n:,} calls a second. How should a refused agent try again?</source>
            <comment>TAGLINE_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n:,} call a second. How should a refused agent try again?</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>(Advanced settings in use: {what}.)</source>
            <comment>ADVANCED_IN_USE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the tool: {value}</source>
            <comment>ADVANCED_SUMMARY/limiter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>retry budget: {value}</source>
            <comment>ADVANCED_SUMMARY/budget</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>arrivals: {value}</source>
            <comment>ADVANCED_SUMMARY/arrival</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give up after {value:g} calls</source>
            <comment>ADVANCED_SUMMARY/max_attempts</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give up after {value:g} s</source>
            <comment>ADVANCED_SUMMARY/deadline</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>RULE_BUTTON/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>RULE_BUTTON/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>RULE_BUTTON/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Try again at once, every {interval:g} s</source>
            <oldsource>Try again every {interval:g} s</oldsource>
            <comment>RULE_SHORT/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait longer each time, up to {cap:g} s</source>
            <oldsource>Wait {base:g} s, then double, up to {cap:g} s</oldsource>
            <comment>RULE_SHORT/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait a random time, up to that limit</source>
            <oldsource>A random wait, up to that same limit</oldsource>
            <comment>RULE_SHORT/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How refused agents try again</source>
            <comment>PANEL_RULE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The crowd and the tool</source>
            <comment>PANEL_CROWD</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Advanced</source>
            <comment>PANEL_ADVANCED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agents</source>
            <comment>SLIDER/agents/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many agents all need an answer at the same moment.</source>
            <comment>SLIDER/agents/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Capacity</source>
            <comment>SLIDER/capacity/0</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source> calls/s</source>
            <comment>SLIDER/capacity/1</comment>
            <extracomment>English for one:  call/s</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>How many calls the tool accepts each second. Any more are refused straight away.</source>
            <comment>SLIDER/capacity/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answer time</source>
            <comment>SLIDER/answer_time/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/answer_time/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How long the tool takes to answer an accepted call.</source>
            <comment>SLIDER/answer_time/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pause between tries</source>
            <comment>SLIDER/interval/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/interval/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With 'retry immediately', how long a refused agent pauses before calling again (the retry interval).</source>
            <comment>SLIDER/interval/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First wait</source>
            <comment>SLIDER/base/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/base/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The first wait after a refusal, for the backoff rules (the backoff base).</source>
            <comment>SLIDER/base/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Longest wait</source>
            <comment>SLIDER/cap/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/cap/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The longest wait the backoff rules ever use (the backoff cap).</source>
            <comment>SLIDER/cap/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time to hear no</source>
            <comment>SLIDER/refusal_rtt/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/refusal_rtt/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How long it takes an agent to hear that its call was refused (the refusal round trip).</source>
            <comment>SLIDER/refusal_rtt/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Runs to compare</source>
            <comment>SLIDER/runs/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many runs the results table takes the middle of (the median).</source>
            <comment>SLIDER/runs/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which roll of the dice</source>
            <comment>SLIDER/seed/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The random seed: the same number gives exactly the same runs again; another number, other dice rolls.</source>
            <comment>SLIDER/seed/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Randomness in the wait</source>
            <comment>SLIDER/jitter/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slide from 0 (every agent waits exactly the backoff time: lockstep) to 1 (a random wait up to it). The small values get more of the track: its middle is 0.25.</source>
            <oldsource>Slide from 0 (every agent waits exactly the backoff time: lockstep) to 1 (a random wait up to it).</oldsource>
            <comment>SLIDER/jitter/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Growth per refusal</source>
            <comment>SLIDER/multiplier/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source> x</source>
            <comment>SLIDER/multiplier/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many times longer each wait is than the last (gRPC uses 1.6).</source>
            <comment>SLIDER/multiplier/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Random stretch</source>
            <comment>SLIDER/spread/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How far each wait is stretched or shrunk at random (0.2 = up to 20%).</source>
            <comment>SLIDER/spread/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Random delay after the hint</source>
            <comment>SLIDER/hint_jitter/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/hint_jitter/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A random extra wait, up to this, after the time the tool gave.</source>
            <comment>SLIDER/hint_jitter/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give up after (calls)</source>
            <comment>SLIDER/max_attempts/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An agent stops after this many calls. 0 = never gives up.</source>
            <comment>SLIDER/max_attempts/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give up after (seconds)</source>
            <comment>SLIDER/deadline/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/deadline/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An agent stops trying this long after it first called. 0 = never.</source>
            <comment>SLIDER/deadline/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Burst</source>
            <comment>SLIDER/burst/0</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source> calls</source>
            <comment>SLIDER/burst/1</comment>
            <extracomment>English for one:  call</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>How many calls the token bucket can take at once after a quiet spell.</source>
            <comment>SLIDER/burst/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls at once</source>
            <comment>SLIDER/concurrency/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many calls the tool works on at the same time.</source>
            <comment>SLIDER/concurrency/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue length</source>
            <comment>SLIDER/queue/0</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source> calls</source>
            <comment>SLIDER/queue/1</comment>
            <extracomment>English for one:  call</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>How many calls the tool holds waiting before it refuses.</source>
            <comment>SLIDER/queue/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arrivals spread over</source>
            <comment>SLIDER/arrival_spread/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/arrival_spread/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agents arrive at random times within this many seconds.</source>
            <comment>SLIDER/arrival_spread/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arrivals per second</source>
            <comment>SLIDER/arrival_rate/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>/s</source>
            <comment>SLIDER/arrival_rate/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On average this many agents arrive each second, at random.</source>
            <comment>SLIDER/arrival_rate/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many friends</source>
            <comment>SLIDER/door_agents/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many friends are in the crowd at the door (20 to 50).</source>
            <comment>SLIDER/door_agents/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other retry rules</source>
            <comment>CHOICE/other_rule/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More ways to wait, from real client libraries. Pick one to use it instead of the buttons.</source>
            <comment>CHOICE/other_rule/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Client retry budget</source>
            <comment>CHOICE/budget/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A limit the agents' own software puts on retries, whatever the tool says.</source>
            <comment>CHOICE/budget/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tool's rule</source>
            <comment>CHOICE/limiter/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How the tool decides which calls to accept.</source>
            <comment>CHOICE/limiter/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When agents arrive</source>
            <comment>CHOICE/arrival/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All at once, or spread out over time.</source>
            <comment>CHOICE/arrival/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>None: use the buttons above</source>
            <comment>CHOICE_ITEMS/other_rule/</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Equal jitter: half fixed, half random</source>
            <comment>CHOICE_ITEMS/other_rule/equal-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Random, up to 3 times the last wait (decorrelated jitter)</source>
            <comment>CHOICE_ITEMS/other_rule/decorrelated-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proportional jitter (gRPC)</source>
            <comment>CHOICE_ITEMS/other_rule/proportional-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Obey the server's hint</source>
            <comment>CHOICE_ITEMS/other_rule/retry-after</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Library: tenacity, no wait (its default)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-no-wait</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Library: tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Library: tenacity wait_random_exponential(1, max 60)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-random-exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Library: backoff.expo (backoff with jitter, its default)</source>
            <comment>CHOICE_ITEMS/other_rule/backoff-expo</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Library: urllib3 Retry(backoff_factor=0.5)</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-backoff</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Library: urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Library: urllib3 Retry obeying Retry-After</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-retry-after</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Library: botocore standard mode (AWS SDKs)</source>
            <comment>CHOICE_ITEMS/other_rule/botocore-standard</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Library: gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>CHOICE_ITEMS/other_rule/grpc-backoff</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>None</source>
            <comment>CHOICE_ITEMS/budget/none</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retries at most 10% of calls (SRE)</source>
            <comment>CHOICE_ITEMS/budget/ratio</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retry quota: 500 tokens, 5 a retry (AWS)</source>
            <comment>CHOICE_ITEMS/budget/token-bucket</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Adaptive throttling (SRE)</source>
            <comment>CHOICE_ITEMS/budget/adaptive</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fixed window: C calls in each second</source>
            <comment>CHOICE_ITEMS/limiter/fixed-window</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sliding window: C calls in any second</source>
            <comment>CHOICE_ITEMS/limiter/sliding-window</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saves up turns: C a second, with a burst (token bucket)</source>
            <comment>CHOICE_ITEMS/limiter/token-bucket</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Concurrency: a few calls at once</source>
            <comment>CHOICE_ITEMS/limiter/concurrency</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queue: waits in line, refuses when full</source>
            <comment>CHOICE_ITEMS/limiter/queue</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All at once</source>
            <comment>CHOICE_ITEMS/arrival/all-at-once</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spread out evenly</source>
            <comment>CHOICE_ITEMS/arrival/uniform</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At random (Poisson)</source>
            <comment>CHOICE_ITEMS/arrival/poisson</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Never</source>
            <comment>NEVER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{low} to {high}</source>
            <comment>TYPED_RANGE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“{text}” is not a number: type one from {allowed}.</source>
            <comment>TYPED_NOT_A_NUMBER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} is outside what this takes: type a number from {allowed}.</source>
            <comment>TYPED_OUTSIDE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} is not a whole number: type one from {allowed}.</source>
            <comment>TYPED_NOT_WHOLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} has more decimals than this takes ({decimals}): type a number from {allowed}.</source>
            <comment>TYPED_DECIMALS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} has an exponent: type {plain} instead (a number from {allowed}).</source>
            <comment>TYPED_EXPONENT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} could mean {grouped} or {decimal}: type {grouped} or {decimal}.</source>
            <comment>TYPED_AMBIGUOUS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Longest wait moved up to {value} too: it cannot be shorter than the first wait.</source>
            <comment>CAP_FOLLOWS_BASE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First wait moved down to {value} too: it cannot be longer than the longest wait.</source>
            <comment>BASE_FOLLOWS_CAP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>agents that each need one answer</source>
            <comment>PARAM_HELP/agents</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>calls the tool accepts a second</source>
            <comment>PARAM_HELP/capacity</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seconds an accepted call takes to answer (the measured median is 1.07)</source>
            <comment>PARAM_HELP/answer_time</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seconds before a refused agent learns it was refused</source>
            <comment>PARAM_HELP/refusal_rtt</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stop a run with an error after this many calls</source>
            <comment>PARAM_HELP/call_budget</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wait between immediate retries</source>
            <comment>PARAM_HELP/interval</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first backoff wait</source>
            <comment>PARAM_HELP/base</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>longest backoff wait</source>
            <comment>PARAM_HELP/cap</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>J from 0 (exponential) to 1 (full jitter)</source>
            <comment>PARAM_HELP/jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>growth of the wait per refusal</source>
            <comment>PARAM_HELP/multiplier</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wait x uniform(1 - spread, 1 + spread)</source>
            <comment>PARAM_HELP/spread</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seconds of uniform jitter added after the tool's hint</source>
            <comment>PARAM_HELP/hint_jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>calls per agent; after the last is refused the agent gives up</source>
            <comment>PARAM_HELP/max_attempts</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seconds after its arrival beyond which an agent gives up instead of calling again</source>
            <comment>PARAM_HELP/deadline</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>largest burst</source>
            <comment>PARAM_HELP/burst</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>calls in progress at once</source>
            <comment>PARAM_HELP/concurrency</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>calls held waiting</source>
            <comment>PARAM_HELP/queue</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>agents arrive uniformly over this many seconds</source>
            <comment>PARAM_HELP/arrival_spread</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>agents a second</source>
            <comment>PARAM_HELP/arrival_rate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the tool's rule for refusing</source>
            <comment>CHOICE_HELP/limiter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>retry budget of the client library the crowd shares</source>
            <comment>CHOICE_HELP/budget</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>when agents arrive (default all-at-once); --arrival-spread alone means uniform, --arrival-rate alone poisson</source>
            <comment>CHOICE_HELP/arrival</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>published measurement (median 1.07 s)</source>
            <comment>ANSWER_PUBLISHED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set by hand</source>
            <comment>ANSWER_CHANGED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>times given on the command line: {times} s</source>
            <comment>ANSWER_GIVEN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>times given on the command line ({n:,}): from {low} to {high} s, median {median} s</source>
            <comment>ANSWER_GIVEN_MANY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls to the tool</source>
            <comment>LOAD_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the whole chart</source>
            <oldsource>Back to the lab's view</oldsource>
            <comment>PLOT_BACK</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo your zoom or drag: the plot shows again the ranges the lab chose for it. Key: Home, on the chart.</source>
            <oldsource>Undo your zoom or drag: the plot shows again the ranges the lab chose for it.</oldsource>
            <comment>PLOT_BACK_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>time (s)</source>
            <comment>LOAD_X</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>calls each second</source>
            <comment>LOAD_Y</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{n:,} calls</source>
            <oldsource>{calls:,} calls</oldsource>
            <comment>LOAD_CUT_FIRST</comment>
            <extracomment>English for one: {n:,} call</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>The true heights of the cut bars under this bracket, one number for each bar, left to right: {heights}. They are not added up, and they are not decimals.</source>
            <comment>LOAD_CUT_GROUP_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>calls in each {width} s bar</source>
            <comment>LOAD_Y_BAR</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>limit: {capacity} a second</source>
            <comment>LOAD_CAPACITY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>accepted</source>
            <comment>LOAD_ACCEPTED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>refused</source>
            <comment>LOAD_REFUSED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bar width</source>
            <comment>LOAD_BIN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{width:g} s</source>
            <comment>LOAD_BIN_CHOICE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How much time each bar of the load plot covers.</source>
            <comment>LOAD_BIN_HELP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When agents got their answer</source>
            <comment>HIST_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the middle of all {n} runs&lt;/span&gt;</source>
            <oldsource>When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the table's middle of {n} runs&lt;/span&gt;</oldsource>
            <comment>HIST_TITLE_BATCH</comment>
            <extracomment>English for one: When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the middle of {n} run&lt;/span&gt;</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>HIST_X</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>agents served</source>
            <comment>HIST_Y</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>typical agent {value:.1f} s</source>
            <comment>HIST_TYPICAL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>last agent {value:.1f} s</source>
            <comment>HIST_LAST</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>perfect teamwork: last agent {value:.1f} s</source>
            <oldsource>perfect teamwork {value:.1f} s</oldsource>
            <comment>HIST_PERFECT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>typical agent</source>
            <comment>HIST_TYPICAL_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>last agent</source>
            <comment>HIST_LAST_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>perfect teamwork</source>
            <comment>HIST_PERFECT_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>If the agents took turns perfectly, the last one would be served at this time.</source>
            <comment>HIST_PERFECT_HELP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>randomness {j:.2f} in the wait</source>
            <comment>DESCRIBE_RULE_JITTER</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{rule}: {agents:,} agents sent {n:,} calls, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</source>
            <oldsource>{rule}: {agents:,} agents sent {calls:,} calls, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_FIGURES</comment>
            <extracomment>English for one: {rule}: {agents:,} agents sent {n:,} call, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{n:,} of the {agents:,} agents gave up without an answer.</source>
            <oldsource>{gave_up:,} of the {agents:,} agents gave up without an answer.</oldsource>
            <comment>DESCRIBE_GAVE_UP</comment>
            <extracomment>English for one: {n:,} of the {agents:,} agents gave up without an answer.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The calls come in {n} waves, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</source>
            <oldsource>The calls come in {count} waves, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</oldsource>
            <comment>DESCRIBE_WAVES</comment>
            <extracomment>English for one: The calls come in {n} wave, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{times} and {n} more</source>
            <oldsource>{times} and {more} more</oldsource>
            <comment>DESCRIBE_WAVES_MORE</comment>
            <extracomment>English for one: {times} and {n} more</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>DESCRIBE_LIST_LAST</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} seconds; then the calls tail off until {end:.1f} s.</source>
            <oldsource>The tool is full, accepting its {capacity} calls a second, for the first {full:.0f} seconds; then the calls tail off until {end:.1f} s.</oldsource>
            <comment>DESCRIBE_FULL</comment>
            <extracomment>English for one: The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} second; then the calls tail off until {end:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool is full, accepting its {n} calls a second, from the start until {end:.1f} s.</source>
            <oldsource>The tool is full, accepting its {capacity} calls a second, from the start until {end:.1f} s.</oldsource>
            <comment>DESCRIBE_FULL_ALL</comment>
            <extracomment>English for one: The tool is full, accepting its {n} call a second, from the start until {end:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The calls are spread out from 0 to {end:.1f} s, at most {n:,} calls in one second.</source>
            <oldsource>The calls are spread out from 0 to {end:.1f} s, at most {peak:,} in one second.</oldsource>
            <comment>DESCRIBE_STEADY</comment>
            <extracomment>English for one: The calls are spread out from 0 to {end:.1f} s, at most {n:,} call in one second.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>A flood of refused calls: for the first {n:.0f} seconds the tool refuses at least {times:g} times its limit every second.</source>
            <oldsource>A flood of refused calls: for the first {flood:.0f} seconds the tool refuses at least {times:g} times its limit every second, up to {peak:,} calls in a single second against a limit of {capacity}; {refused:,} of {calls:,} calls are refused.</oldsource>
            <comment>DESCRIBE_FLOOD</comment>
            <extracomment>English for one: A flood of refused calls: for the first {n:.0f} second the tool refuses at least {times:g} times its limit.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Up to {n:,} calls come in a single second against a limit of {capacity}; refused in all: {refused:,} of {calls:,}.</source>
            <comment>DESCRIBE_FLOOD_PEAK</comment>
            <extracomment>English for one: Up to {n:,} call comes in a single second against a limit of {capacity}; refused in all: {refused:,} of {calls:,}.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{n:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</source>
            <oldsource>{served:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</oldsource>
            <comment>DESCRIBE_SERVED</comment>
            <extracomment>English for one: {n:,} agent was served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Answers arrive in {n} bursts, the same times as the waves of calls.</source>
            <oldsource>Answers arrive in {count} bursts, the same times as the waves of calls.</oldsource>
            <comment>DESCRIBE_SERVED_WAVES</comment>
            <extracomment>English for one: Answers arrive in {n} burst, the same times as the waves of calls.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Answers arrive steadily, about {n:.0f} agents a second at first.</source>
            <oldsource>Answers arrive steadily, about {rate:.0f} agents a second at first.</oldsource>
            <comment>DESCRIBE_SERVED_STEADY</comment>
            <extracomment>English for one: Answers arrive steadily, about {n:.0f} agent a second at first.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>No agent was served.</source>
            <comment>DESCRIBE_NONE_SERVED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Above, {other}; below, {mine}. {other_figures} {mine_figures}</source>
            <comment>DESCRIBE_COMPARE</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls, the last agent served at {last:.1f} s.</source>
            <oldsource>{rule}: {calls:,} calls, the last agent served at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_COMPARE_ONE</comment>
            <extracomment>English for one: {rule}: {n:,} call, the last agent served at {last:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>One row per agent, one mark per call. The typical agent needed {n} calls, the busiest {most_tries}; the last agent was served at {last:.1f} s.</source>
            <oldsource>One row per agent, one mark per call. The typical agent needed {typical_tries} calls, the busiest {most_tries}; the last agent was served at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_TIMELINE</comment>
            <extracomment>English for one: One row per agent, one mark per call. The typical agent needed {n} call, the busiest {most_tries}; the last agent was served at {last:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The crowd at the door at {now:.1f} s: {served:,} of {n:,} agents served, {waiting:,} still waiting. The last is served at {last:.1f} s.</source>
            <oldsource>The crowd at the door at {now:.1f} s: {served:,} of {agents:,} agents served, {waiting:,} still waiting. The last is served at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_CROWD</comment>
            <extracomment>English for one: The crowd at the door at {now:.1f} s: {served:,} of {n:,} agent served, {waiting:,} still waiting. The last is served at {last:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Nothing drawn yet: the run is being worked out.</source>
            <comment>DESCRIBE_NO_RUN</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{series}: {n:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</source>
            <oldsource>{series}: {points:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</oldsource>
            <comment>DESCRIBE_PLOT_SERIES</comment>
            <extracomment>English for one: {series}: {n:,} point, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{title}: no data drawn yet.</source>
            <comment>DESCRIBE_PLOT_EMPTY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}. {series}</source>
            <comment>DESCRIBE_PLOT</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{series}: {n} settings, calls sent from {calls_low:,.0f} to {calls_high:,.0f}, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</source>
            <oldsource>{series}: {points} settings, sending {calls_low:,.0f} to {calls_high:,.0f} calls, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</oldsource>
            <comment>DESCRIBE_SWEEP_SERIES</comment>
            <extracomment>English for one: {series}: {n} setting, calls sent from {calls_low:,.0f} to {calls_high:,.0f}, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Brooker's study: no runs drawn yet. Press Run the experiment.</source>
            <comment>DESCRIBE_BROOKER_EMPTY</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{rule}: from {clients_low} to {n} clients, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</source>
            <oldsource>{rule}: from {clients_low} to {clients_high} clients, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</oldsource>
            <comment>DESCRIBE_BROOKER_RULE</comment>
            <extracomment>English for one: {rule}: from {clients_low} to {n} client, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</source>
            <oldsource>With {clients} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</oldsource>
            <comment>DESCRIBE_BROOKER_BEST_CALLS</comment>
            <extracomment>English for one: With {n} client, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</source>
            <oldsource>With {clients} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</oldsource>
            <comment>DESCRIBE_BROOKER_BEST_TIME</comment>
            <extracomment>English for one: With {n} client, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{library}: the real clients sent {n:,} calls.</source>
            <oldsource>{library}: the real clients sent {calls:,} calls. The tool accepts {capacity} calls a second; the busiest second, at {peak_at} s, had {peak:,} calls, and {over} of the {seconds} seconds had more calls than the tool accepts. {idle} seconds in between had no call at all. The last agent was served at {last}.</oldsource>
            <comment>DESCRIBE_STORM_REAL</comment>
            <extracomment>English for one: {library}: the real clients sent {n:,} call.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n} calls a second.</source>
            <comment>DESCRIBE_STORM_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n} call a second.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The busiest second, at {peak_at} s, had {n:,} calls.</source>
            <comment>DESCRIBE_STORM_PEAK</comment>
            <extracomment>English for one: The busiest second, at {peak_at} s, had {n:,} call.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>In {over} of the {n} seconds there were more calls than the tool accepts.</source>
            <comment>DESCRIBE_STORM_OVER</comment>
            <extracomment>English for one: In {over} of the {n} second there were more calls than the tool accepts.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{n} seconds in between had no call at all. The last agent was served at {last}.</source>
            <comment>DESCRIBE_STORM_IDLE</comment>
            <extracomment>English for one: {n} second in between had no call at all. The last agent was served at {last}.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</source>
            <oldsource>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</oldsource>
            <comment>DESCRIBE_STORM_MODEL_MORE</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</source>
            <oldsource>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</oldsource>
            <comment>DESCRIBE_STORM_MODEL_FEWER</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</source>
            <oldsource>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</oldsource>
            <comment>DESCRIBE_STORM_MODEL_CLOSE</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls, {refused:,} of them refused; tries again in all: {total:,}.</source>
            <comment>DESCRIBE_TEN_CALLS</comment>
            <extracomment>English for one: {rule}: {n:,} call, {refused:,} of them refused; tries again in all: {total:,}.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Agent {agents} tried again most, {n} times.</source>
            <oldsource>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agent {agents} tried again most, {most} times.</oldsource>
            <comment>DESCRIBE_TEN_ONE_MOST</comment>
            <extracomment>English for one: Agent {agents} tried again most, {n} time.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Agents {agents} tried again most, {n} times each.</source>
            <oldsource>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agents {agents} tried again most, {most} times each.</oldsource>
            <comment>DESCRIBE_TEN_MANY_MOST</comment>
            <extracomment>English for one: Agents {agents} tried again most, {n} time each.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>All {n} agents had their answer by {last:.1f} s.</source>
            <oldsource>All {agents} agents had their answer by {last:.1f} s.</oldsource>
            <comment>DESCRIBE_TEN_ANSWERED</comment>
            <extracomment>English for one: {n} agent had its answer by {last:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{headline} {figures}</source>
            <comment>ANNOUNCE_SETTLED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table</source>
            <comment>ACCESS_TABLE_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: {item}</source>
            <comment>ACCESS_COMBO_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Headline</source>
            <comment>ACCESS_HEADLINE_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Menu</source>
            <comment>ACCESS_MENU_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <comment>ACCESS_STATUS_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}, slider</source>
            <comment>ACCESS_SLIDER_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}. {intro}</source>
            <comment>ACCESS_LESSON_OPENED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result</source>
            <comment>ACCESS_RESULT_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Views</source>
            <comment>ACCESS_TABS_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Columns: {columns}. {rows} rows, one for each retry rule.</source>
            <comment>ACCESS_TABLE_DESCRIPTION</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What is on the screen</source>
            <comment>ACCESS_SUMMARY_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Page: {page}.</source>
            <comment>ACCESS_SUMMARY_PAGE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>View: {view}.</source>
            <comment>ACCESS_SUMMARY_VIEW</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chart, {name}: {description}</source>
            <comment>ACCESS_SUMMARY_CHART</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table, {name}:</source>
            <comment>ACCESS_SUMMARY_TABLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{cells}.</source>
            <comment>ACCESS_SUMMARY_ROW</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All lessons (the start screen)</source>
            <comment>ACCESS_PAGE_START</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The lab</source>
            <comment>ACCESS_PAGE_OTHER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The rules side by side, same crowd</source>
            <comment>TABLE_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Whole runs, start to finish: middle of {n} runs. Highlighted: the rule you chose.</source>
            <oldsource>Whole runs, start to finish: middle of {n} runs, roll of the dice {seed}. Highlighted: the rule you chose.</oldsource>
            <comment>TABLE_NOTE</comment>
            <extracomment>English for one: Whole runs, start to finish: middle of {n} run. Highlighted: the rule you chose.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Whole runs, start to finish: the middle of {n} runs. Highlighted: the rule you chose.</source>
            <comment>TABLE_NOTE_VISITORS</comment>
            <extracomment>English for one: Whole runs, start to finish: the middle of {n} run. Highlighted: the rule you chose.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Each number is the median of the runs: half the runs did better, half worse. The roll of the dice is the random seed: the same seed gives exactly the same runs.</source>
            <comment>TABLE_NOTE_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each number is the median of the runs: half the runs did better, half worse. This table's roll of the dice (the random seed) is {seed}: the same seed gives exactly the same runs.</source>
            <comment>TABLE_NOTE_SEED_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agents who gave up</source>
            <comment>TABLE_GAVE_UP</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The result is this table, the middle of {n} runs; the plots show one of them, and the published table {why}: {figures}.</source>
            <oldsource>The published table differs a little ({why}): {figures}.</oldsource>
            <comment>PUBLISHED_NOTE</comment>
            <extracomment>English for one: The result is this table, the middle of {n} run; the plots show that run, and the published table {why}: {figures}.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{rule} {published}</source>
            <comment>PUBLISHED_FIGURE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{figures}; {more}</source>
            <comment>PUBLISHED_JOIN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is rounded its own way</source>
            <oldsource>rounding</oldsource>
            <comment>PUBLISHED_WHY/rounded</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice</source>
            <oldsource>is the middle of another {runs} runs with its own roll of the dice</oldsource>
            <comment>PUBLISHED_WHY/random</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice and rounding</source>
            <oldsource>is another {runs} runs with its own roll of the dice</oldsource>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The published table is the middle of {runs} runs. {figures}. {why}</source>
            <oldsource>The published table is the middle of {runs} runs. {figures}. {why} The facts are in docs/model.md, in its section on the model's figures against the published table.</oldsource>
            <comment>PUBLISHED_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rule}: published {published}, here {shown}</source>
            <comment>PUBLISHED_TIP_FIGURE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{v:.1f} s</source>
            <oldsource>{v}</oldsource>
            <comment>PUBLISHED_METRIC/last_served</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{v:,.0f} calls</source>
            <oldsource>{v} calls</oldsource>
            <comment>PUBLISHED_METRIC/calls</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{v:,.0f} refused</source>
            <oldsource>{v} refused</oldsource>
            <comment>PUBLISHED_METRIC/refused</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>typical agent {v:.1f} s</source>
            <oldsource>typical agent {v}</oldsource>
            <comment>PUBLISHED_METRIC/typical_served</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A rule without randomness differs only by the write-up's rounding and timing.</source>
            <comment>PUBLISHED_WHY_ROUNDED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A random wait's figures move with the random draws: this roll of the dice, {runs} runs and the lab's faster engine draw other numbers than the published runs did.</source>
            <comment>PUBLISHED_WHY_RANDOM</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The published story's figures: this table agrees with the published one.</source>
            <comment>PUBLISHED_SAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other settings than the published story: there is no published table to compare with.</source>
            <comment>PUBLISHED_OTHER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Randomness {j:.2f}</source>
            <comment>JITTER_ROW</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Updating the table: {rule}, run {done} of {total}…</source>
            <oldsource>Updating the table: run {done} of {total}…</oldsource>
            <comment>TABLE_UPDATING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Updating the table: run {done} of {total}…</source>
            <comment>TABLE_UPDATING_ANY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Working out the table…</source>
            <comment>TABLE_WAITING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play</source>
            <comment>PLAY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pause</source>
            <comment>PAUSE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Step</source>
            <comment>STEP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Speed</source>
            <comment>SPEED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reset all</source>
            <comment>RESET_ALL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your last settings</source>
            <comment>LAST_SETTINGS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Free play begins from the lab's own settings, not the lesson's.</source>
            <comment>STATUS_FREE_FROM_LAB</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Free play begins from the published story. The settings this lab had last time: Your last settings, beside Reset all.</source>
            <comment>STATUS_FROM_STORY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save picture</source>
            <comment>EXPORT_SCREENSHOT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whole window</source>
            <comment>EXPORT_WHOLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The picture only, for a slide</source>
            <comment>EXPORT_SLIDE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save data (CSV)</source>
            <comment>EXPORT_DATA</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measure API</source>
            <comment>MEASURE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time a tool</source>
            <oldsource>Time a real tool</oldsource>
            <comment>MEASURE_LESSON</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel measuring</source>
            <comment>MEASURE_CANCEL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <comment>HELP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay: {now:.1f} s of {end:.1f} s</source>
            <comment>CLOCK</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay this run in simulated time: watch the calls arrive and the agents get served.</source>
            <comment>TIP/play</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the replay forward by one bar width.</source>
            <comment>TIP/step</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How fast the replay runs. Instant jumps to the end.</source>
            <comment>TIP/speed</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Put every setting back to the published story's values, clear your own points and undo any zoom.</source>
            <oldsource>Put every setting back to the published story's values.</oldsource>
            <comment>TIP/reset</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Put back the settings this lab had when it was last used (free play began from the story's).</source>
            <comment>TIP/last_settings</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save a picture of the page on screen, with a caption naming its rule and settings. You choose where.</source>
            <oldsource>Save a picture of the window in your Pictures folder.</oldsource>
            <comment>TIP/export</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the results table, with the settings it was made with, as a CSV file. You choose where.</source>
            <oldsource>Save the results table and every call of this run as CSV files in your Documents folder.</oldsource>
            <comment>TIP/data</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time five polite calls to the Department for Transport's road traffic API and use the answer time.</source>
            <comment>TIP/measure</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time five polite calls to a real tool on the internet, the Department for Transport's road traffic counts (an API), and give the agents' tool its answer time.</source>
            <comment>TIP/measure_lesson</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measuring the real API is not available in this copy of the lab.</source>
            <comment>TIP/measure_off</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop the timing calls now. The answer time stays as it was.</source>
            <comment>TIP/measure_cancel</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Timing polite calls to {where}…</source>
            <comment>MEASURE_STARTED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measuring: call {index} of {total}: {what}</source>
            <comment>MEASURE_PROGRESS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seconds:.2f} s</source>
            <comment>MEASURE_CALL_OK</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>failed ({error})</source>
            <comment>MEASURE_CALL_FAILED</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Measured {count} of {n} calls: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</source>
            <oldsource>Measured {count} of {total} calls: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</oldsource>
            <comment>MEASURE_DONE</comment>
            <extracomment>English for one: Measured {count} of {n} call: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>measured {date}: {times} s (median {median:.2f} s)</source>
            <comment>MEASURE_NOTE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measuring stopped. The answer time stays at {answer:.2f} s.</source>
            <comment>MEASURE_CANCELLED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measuring did not work: {reason}</source>
            <comment>MEASURE_FAILED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measuring did not work</source>
            <comment>MEASURE_FAILED_SHORT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not measured: the answer time stays {answer:.2f} s.</source>
            <comment>MEASURE_FAILED_NOTE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ready.</source>
            <comment>STATUS_READY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Simulating…</source>
            <comment>STATUS_RUNNING</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. Table: the middle of {runs}.</source>
            <oldsource>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The table is the middle of {runs}.</oldsource>
            <comment>STATUS_SHOWING</comment>
            <extracomment>English for one: Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. Table: the middle of {runs}.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. Headline: the middle of {runs}.</source>
            <oldsource>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The headline's figures are the middle of {runs}.</oldsource>
            <comment>STATUS_SHOWING_NO_TABLE</comment>
            <extracomment>English for one: Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. Headline: the middle of {runs}.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>The plots show run {index} of {runs} with the new settings; finding the typical run…</source>
            <comment>STATUS_SHOWING_QUICK</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{lead}</source>
            <comment>COMPARE_PARTNER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your rule: {rule}</source>
            <comment>COMPARE_CHOSEN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Working out the rule to compare with…</source>
            <comment>COMPARE_WAITING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>last agent served {last:.1f} s</source>
            <comment>COMPARE_LAST</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below. The headline and the table give the middle of many runs, so their figures can differ a little.</source>
            <oldsource>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline and the table give the middle of many runs, so their figures can differ a little.</oldsource>
            <comment>COMPARE_SCALE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below. The headline gives the middle of many runs, so its figures can differ a little.</source>
            <oldsource>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline gives the middle of many runs, so its figures can differ a little.</oldsource>
            <comment>COMPARE_SCALE_NO_TABLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}).</source>
            <comment>COMPARE_SCALE_PICTURE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{times:.1f} times sooner below</source>
            <comment>COMPARE_SOONER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{times:.1f} times later below</source>
            <comment>COMPARE_LATER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{pct:.0f}% sooner below</source>
            <comment>COMPARE_SOONER_PCT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{pct:.0f}% later below</source>
            <comment>COMPARE_LATER_PCT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>about the same time</source>
            <comment>COMPARE_SAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>HEADLINE_LEAD/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exponential backoff (waiting in step)</source>
            <comment>HEADLINE_LEAD/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>HEADLINE_LEAD/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Randomness {j:.2f} in the wait</source>
            <comment>HEADLINE_JITTER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>exponential backoff</source>
            <comment>HEADLINE_OTHER/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>backoff with jitter</source>
            <comment>HEADLINE_OTHER/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{pct:.0f}% fewer calls than {other}</source>
            <comment>HEADLINE_FEWER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>about as many calls as {other}</source>
            <comment>HEADLINE_SAME_CALLS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{pct:.0f}% more calls than {other}</source>
            <comment>HEADLINE_MORE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{times:.1f} times as many calls as {other}</source>
            <comment>HEADLINE_TIMES_MORE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the last agent is served {times:.1f} times sooner</source>
            <comment>HEADLINE_SOONER_TIMES</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the last agent is served {pct:.0f}% sooner</source>
            <comment>HEADLINE_SOONER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the last agent is served at about the same time</source>
            <comment>HEADLINE_SAME_LAST</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the last agent is served {pct:.0f}% later</source>
            <comment>HEADLINE_LATER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the last agent is served {times:.1f} times later</source>
            <comment>HEADLINE_LATER_TIMES</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{lead}: {calls}, and {last}.</source>
            <comment>HEADLINE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Working out how the rules compare…</source>
            <comment>HEADLINE_WAITING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{lead}: working out the calls and when the last agent is served…</source>
            <comment>HEADLINE_PENDING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{lead}: too many calls to simulate here. The charts still show the last settings that could be.</source>
            <comment>HEADLINE_TOO_MANY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Working out the first points: they appear here as they are ready.</source>
            <comment>SWEEP_EMPTY_RUNNING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This chart will set every rule's calls sent against how long agents waited, for a range of settings: the best rules sit low and to the left. Press Run the sweep to fill it in.</source>
            <comment>SWEEP_EMPTY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These charts will show Marc Brooker's experiment: how many calls each rule makes, and how long the work takes, as more and more clients compete. Press Run the experiment to fill them in.</source>
            <comment>BROOKER_EMPTY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The settings on the left do not change this tab: it has its own clients and its own tool.</source>
            <comment>CONTROLS_NOT_USED</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{n:,} of {agents:,} agents gave up and were never served (not counted in the times).</source>
            <oldsource>{gave_up:,} of {agents:,} agents gave up and were never served (not counted in the times).</oldsource>
            <comment>STATUS_GAVE_UP</comment>
            <extracomment>English for one: {n:,} of {agents:,} agents gave up and was never served (not counted in the times).</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>the picture</source>
            <comment>WHAT_PICTURE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the table and the calls</source>
            <comment>WHAT_DATA</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the table</source>
            <comment>WHAT_TABLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the calls</source>
            <comment>WHAT_CALLS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the simulation for these settings is still running; try again in a moment</source>
            <comment>STILL_RUNNING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved {what} to {path}</source>
            <comment>STATUS_SAVED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved the table to {table_path}. Saved the calls to {calls_path}.</source>
            <comment>STATUS_SAVED_TABLE_AND_CALLS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved the table to {table_path}. Could not save the calls: {reason}</source>
            <comment>STATUS_SAVED_TABLE_NOT_CALLS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved the table to {path}; saving all {calls:,} calls in the background…</source>
            <comment>STATUS_SAVING_CALLS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saving all {calls:,} calls to {path} in the background…</source>
            <comment>STATUS_SAVING_ONLY_CALLS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not save {what}: {reason}</source>
            <comment>STATUS_SAVE_FAILED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the name {name} cannot be written with this computer's file name encoding ({encoding}); choose a name and folder in plain letters, or set a UTF-8 language setting (for example LANG=C.UTF-8)</source>
            <comment>SAVE_REASONS/encoding</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file name {name}... is {size:,} bytes long; a file name here can have at most {limit:,}</source>
            <comment>SAVE_REASONS/name_too_long</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the folder {folder} does not exist</source>
            <comment>SAVE_REASONS/no_folder</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the folder {folder} cannot be used ({why})</source>
            <comment>SAVE_REASONS/folder_unusable</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{folder} is not a folder</source>
            <comment>SAVE_REASONS/not_a_folder</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} cannot be used ({why})</source>
            <comment>SAVE_REASONS/unusable</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot write in the folder {folder} ({why})</source>
            <comment>SAVE_REASONS/folder_not_writable</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} is a symbolic link; the lab does not replace links: give the file's own path or a new name</source>
            <comment>SAVE_REASONS/link</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} is a folder; give a file name</source>
            <comment>SAVE_REASONS/is_folder</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} is not a plain file (a pipe, socket or device); give a new name</source>
            <comment>SAVE_REASONS/not_plain</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} is read-only; the lab does not replace it: give a new name or make it writable</source>
            <comment>SAVE_REASONS/read_only</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>too many files named like {name} in {folder}</source>
            <comment>SAVE_REASONS/too_many</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot create the folder {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_make_folder</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot write in {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_write_in</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot write {name} in {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_write</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>could not find a free name like {name} in {folder}</source>
            <comment>SAVE_REASONS/no_free_name</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} was not saved (stopped before it was finished)</source>
            <comment>SAVE_REASONS/stopped</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>permission denied</source>
            <comment>SAVE_OS_REASONS/permission</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the disk is full</source>
            <comment>SAVE_OS_REASONS/full</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the disk is read-only</source>
            <comment>SAVE_OS_REASONS/read_only_disk</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it does not exist</source>
            <comment>SAVE_OS_REASONS/missing</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the name is too long</source>
            <comment>SAVE_OS_REASONS/name_too_long</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not simulate these settings: {reason}</source>
            <comment>STATUS_ERROR</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The lab's simulator stopped unexpectedly and has been restarted; the figures are worked out again for your settings.</source>
            <comment>STATUS_SIMULATOR_RESTARTED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the lab's background worker stopped unexpectedly and has been restarted; run it again to carry on</source>
            <comment>BACKGROUND_WORKER_RESTARTED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everything is back to the published story.</source>
            <comment>STATUS_RESET</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This crowd would take too many calls to simulate here. Try fewer agents, more capacity or a slower retry.</source>
            <comment>STATUS_BUDGET</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>something unexpected went wrong inside the lab (the details are in {path}); the lab keeps running</source>
            <comment>UNEXPECTED_REASON</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>something unexpected went wrong inside the lab; the lab keeps running</source>
            <comment>UNEXPECTED_REASON_NO_LOG</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keyboard keys</source>
            <comment>HELP_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alt+1, Alt+2, Alt+3</source>
            <comment>SHORTCUTS/0/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a retry rule (in a lesson: its three choices)</source>
            <comment>SHORTCUTS/0/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tab / Shift+Tab</source>
            <comment>SHORTCUTS/1/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move between controls</source>
            <comment>SHORTCUTS/1/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arrow keys, Page Up/Down</source>
            <comment>SHORTCUTS/2/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change the focused slider</source>
            <comment>SHORTCUTS/2/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+Space</source>
            <comment>SHORTCUTS/3/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play or pause the replay</source>
            <comment>SHORTCUTS/3/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+.</source>
            <comment>SHORTCUTS/4/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Step the replay forward</source>
            <comment>SHORTCUTS/4/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+1 … Ctrl+4</source>
            <comment>SHORTCUTS/5/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay speed: 1x, 5x, 20x, instant</source>
            <comment>SHORTCUTS/5/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+R</source>
            <comment>SHORTCUTS/6/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reset all (in a lesson: start it again)</source>
            <comment>SHORTCUTS/6/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+S</source>
            <comment>SHORTCUTS/7/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save a picture of the window</source>
            <comment>SHORTCUTS/7/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+E</source>
            <comment>SHORTCUTS/8/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the data as CSV</source>
            <comment>SHORTCUTS/8/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+M</source>
            <comment>SHORTCUTS/9/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time a real tool's answers (Measure API)</source>
            <oldsource>Measure the real API</oldsource>
            <comment>SHORTCUTS/9/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+Shift+H</source>
            <oldsource>F1</oldsource>
            <comment>SHORTCUTS/10/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hear the calls: the replay's sound on or off</source>
            <oldsource>Show this list</oldsource>
            <comment>SHORTCUTS/10/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>F1</source>
            <oldsource>Ctrl+L</oldsource>
            <comment>SHORTCUTS/11/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show this list</source>
            <oldsource>All lessons (the start screen)</oldsource>
            <comment>SHORTCUTS/11/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>F2</source>
            <oldsource>F5</oldsource>
            <comment>SHORTCUTS/12/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Describe the whole screen in words (for a screen reader)</source>
            <oldsource>Lesson: The door (ages 8 to 11)</oldsource>
            <comment>SHORTCUTS/12/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arrows, + and -, Home</source>
            <oldsource>F6</oldsource>
            <comment>SHORTCUTS/13/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On a chart with the focus: move along it, zoom in or out, back to the lab's view</source>
            <oldsource>On a chart with the focus: move along it, zoom in or out, back as it was</oldsource>
            <comment>SHORTCUTS/13/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+L</source>
            <oldsource>F7</oldsource>
            <comment>SHORTCUTS/14/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All lessons (the start screen)</source>
            <oldsource>Lesson: Load against waiting (15 and up)</oldsource>
            <comment>SHORTCUTS/14/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>F5</source>
            <oldsource>F8</oldsource>
            <comment>SHORTCUTS/15/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lesson: The door (ages 8 to 11)</source>
            <oldsource>Free play (the whole lab)</oldsource>
            <comment>SHORTCUTS/15/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>F6</source>
            <comment>SHORTCUTS/16/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lesson: Ten agents (ages 11 to 15)</source>
            <oldsource>On the start screen: choose a lesson</oldsource>
            <comment>SHORTCUTS/16/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>F7</source>
            <oldsource>Ctrl+Tab, Ctrl+Shift+Tab</oldsource>
            <comment>SHORTCUTS/17/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lesson: Load against waiting (15 and up)</source>
            <oldsource>In the lab: next or previous view (plots, timeline, crowd, sweep, Brooker)</oldsource>
            <comment>SHORTCUTS/17/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>F8</source>
            <oldsource>Ctrl++, Ctrl+-, Ctrl+0</oldsource>
            <comment>SHORTCUTS/18/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Free play (the whole lab)</source>
            <oldsource>Bigger, smaller, normal size (projector mode; View menu)</oldsource>
            <comment>SHORTCUTS/18/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the start screen: choose a lesson</source>
            <comment>SHORTCUTS/19/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+Tab, Ctrl+Shift+Tab</source>
            <comment>SHORTCUTS/20/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the lab: next or previous view (plots, timeline, crowd, sweep, Brooker)</source>
            <comment>SHORTCUTS/20/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl++, Ctrl+-, Ctrl+0</source>
            <comment>SHORTCUTS/21/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bigger, smaller, normal size (projector mode; View menu)</source>
            <comment>SHORTCUTS/21/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alt+Shift+Right, Alt+Shift+Left</source>
            <comment>SHORTCUTS/22/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the lab: the plots wider or narrower beside the settings</source>
            <comment>SHORTCUTS/22/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alt+Shift+Down, Alt+Shift+Up</source>
            <comment>SHORTCUTS/23/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the lab: the load plot taller or shorter above the histogram</source>
            <comment>SHORTCUTS/23/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Space or Enter</source>
            <comment>SHORTCUTS/24/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Press the button with the focus</source>
            <comment>SHORTCUTS/24/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+P</source>
            <comment>SHORTCUTS/25/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add my point (Load against waiting)</source>
            <comment>SHORTCUTS/25/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wallasey: error: no screen to open the window on ({reason}). On Linux install the Qt libraries (see README, 'On Linux'), or run 'wallasey-sim table' for the results without a window.</source>
            <oldsource>wallasey: no screen to open the window on ({reason}). On Linux install the Qt libraries (see README, 'On Linux'), or run 'wallasey-sim table' for the results without a window.</oldsource>
            <comment>NO_DISPLAY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saving files is switched off on this screen.</source>
            <comment>EXPORTS_OFF</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Staff only</source>
            <comment>STAFF_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter the staff PIN to close the lab.</source>
            <comment>STAFF_PROMPT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That PIN is not right.</source>
            <comment>STAFF_WRONG</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close the lab</source>
            <comment>STAFF_CLOSE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back</source>
            <comment>STAFF_CANCEL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete the last digit</source>
            <comment>STAFF_DELETE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Something went wrong and was written to {path}. The lab keeps running.</source>
            <comment>CRASH_LOGGED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wallasey: error: the lab is already running in kiosk mode on this computer (lock: {path}).</source>
            <oldsource>wallasey: the lab is already running in kiosk mode on this computer (lock: {path}).</oldsource>
            <comment>ALREADY_RUNNING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wallasey: kiosk settings written to {path}; the staff PIN is in that file.</source>
            <comment>KIOSK_CONFIG_WRITTEN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wallasey: there is no kiosk settings file at {path}, so the picture has the kiosk's defaults.</source>
            <comment>KIOSK_PREVIEW_DEFAULTS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Lessons</source>
            <comment>LESSONS_MENU</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <comment>VIEW_MENU</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bigger (projector)</source>
            <comment>SCALE_LABELS/bigger</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make text, plots and controls bigger, for a projector or the back of the room.</source>
            <comment>SCALE_LABELS/bigger_tip</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Smaller</source>
            <comment>SCALE_LABELS/smaller</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal size</source>
            <comment>SCALE_LABELS/normal</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{percent}%</source>
            <comment>SCALE_LABELS/size</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{percent}% (too big for this {screen} screen)</source>
            <comment>SCALE_LABELS/too_big</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bigger (projector): {percent}% is the largest for this {screen} screen</source>
            <comment>SCALE_LABELS/bigger_full</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hear the calls</source>
            <comment>SOUND_LABELS/sound</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hear the replay as it plays: each answered call rings a high note, each refused call buzzes low, so a herd sounds like bursts and silences and jitter like a steady stream.</source>
            <comment>SOUND_LABELS/sound_tip</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sound volume</source>
            <comment>SOUND_LABELS/volume</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quiet</source>
            <comment>SOUND_LABELS/quiet</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medium</source>
            <comment>SOUND_LABELS/medium</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loud</source>
            <comment>SOUND_LABELS/loud</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sound on: answered calls ring high, refused calls buzz low. Press Play to hear the replay.</source>
            <comment>SOUND_LABELS/on</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sound off.</source>
            <comment>SOUND_LABELS/off</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No sound device was found on this computer, so the lab stays silent.</source>
            <comment>SOUND_LABELS/none</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sound on</source>
            <comment>SOUND_LABELS/indicator</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The replay is heard as it plays (View &gt; Hear the calls turns it off).</source>
            <comment>SOUND_LABELS/indicator_tip</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This exhibit has sound</source>
            <comment>SOUND_LABELS/exhibit</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Press Play: answered calls ring high, refused calls buzz low.</source>
            <comment>SOUND_LABELS/exhibit_tip</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>High contrast (projector colours)</source>
            <comment>PROFILE_LABELS/choice</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stronger colours and thicker lines, for a washed-out projector or low vision.</source>
            <comment>PROFILE_LABELS/tip</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Teachers' notes</source>
            <comment>LESSONS_NOTES</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each lesson's questions with the model's answers, in a window beside the lab.</source>
            <comment>LESSONS_NOTES_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Worksheet for this lesson (PDF)</source>
            <comment>LESSONS_WORKSHEET</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Teacher's worksheet with answers (PDF)</source>
            <comment>LESSONS_WORKSHEET_ANSWERS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One page with the lesson's questions and a picture of your run. You choose where to save it (Save as opens in Documents).</source>
            <oldsource>One page with the lesson's questions and a picture of your run. Saved in Documents.</oldsource>
            <comment>LESSONS_WORKSHEET_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a lesson first: free play and the start screen have no worksheet.</source>
            <comment>LESSONS_WORKSHEET_NONE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{item}: open a lesson first</source>
            <comment>LESSONS_WORKSHEET_FIRST</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Teachers' notes: the three lessons</source>
            <comment>NOTES_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <comment>NOTES_CLOSE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>For the technician</source>
            <comment>NOTES_TECHNICIAN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to this part of the notes.</source>
            <comment>NOTES_PART_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The teachers' notes are not in this copy of the lab: {reason}</source>
            <comment>NOTES_MISSING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These teachers' notes are in English: they have not been translated into this language yet.</source>
            <comment>NOTES_IN_ENGLISH</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{asked}% does not fit this {screen} screen: the lab stays at {kept}%, the largest that fits.</source>
            <comment>SCALE_TOO_BIG</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All lessons (start screen)</source>
            <comment>LESSON_ACTIONS/start</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The door (ages 8 to 11)</source>
            <comment>LESSON_ACTIONS/door</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ten agents (ages 11 to 15)</source>
            <comment>LESSON_ACTIONS/ten-agents</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load against waiting (15 and up)</source>
            <comment>LESSON_ACTIONS/load-vs-waiting</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Free play (the whole lab)</source>
            <comment>LESSON_ACTIONS/free-play</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The door</source>
            <comment>LESSON_CARDS/door/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ages 8 to 11 · about 10 minutes</source>
            <comment>LESSON_CARDS/door/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A crowd of friends at a door that lets only 3 in each second. How should they try again?</source>
            <comment>LESSON_CARDS/door/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ten agents</source>
            <comment>LESSON_CARDS/ten-agents/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ages 11 to 15 · about 10 minutes</source>
            <comment>LESSON_CARDS/ten-agents/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Predict, then count: ten agents, a slow tool and three ways of trying again.</source>
            <comment>LESSON_CARDS/ten-agents/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load against waiting</source>
            <comment>LESSON_CARDS/load-vs-waiting/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ages 15 and up · about 10 minutes</source>
            <comment>LESSON_CARDS/load-vs-waiting/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All 200 agents. Trade the calls a rule sends against how long agents wait.</source>
            <comment>LESSON_CARDS/load-vs-waiting/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Free play</source>
            <comment>LESSON_CARDS/free-play/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Any age</source>
            <comment>LESSON_CARDS/free-play/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The whole lab: every setting, the live plots, the timeline and the crowd.</source>
            <comment>LESSON_CARDS/free-play/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys: {n} or {key}</source>
            <comment>LESSON_CARD_KEY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lots of agents all need an answer from one busy tool at the same moment. When the tool says no, how should they try again? Choose a lesson.</source>
            <comment>START_INTRO</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each lesson starts ready to use. Press F1 for the keys; Ctrl+L comes back here from anywhere.</source>
            <comment>START_FOOTER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <comment>LANGUAGE_CHOOSER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the lab's words in another language.</source>
            <comment>LANGUAGE_CHOOSER_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Changing to {language}…</source>
            <comment>LANGUAGE_CHANGING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Words in English by the Wallasey Retry Lab team.</source>
            <comment>TRANSLATION_CREDIT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>◀ All lessons</source>
            <comment>LESSONS_BACK</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go back to the start screen to choose another lesson (Ctrl+L).</source>
            <comment>LESSONS_BACK_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What to notice</source>
            <comment>NOTICE_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Try this</source>
            <comment>TRY_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back to “{title}”</source>
            <comment>NOTICE_BACK</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Try all of them first ({done} of {total} done). Then talk about what you saw.</source>
            <comment>NOTICE_ASK_ALL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have tried them all. What did you see? Talk about it, then open this.</source>
            <comment>NOTICE_READY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What did you see?</source>
            <comment>NOTICE_OPEN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open 'What to notice' once the class has said what it saw.</source>
            <comment>NOTICE_OPEN_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Teacher: open it now</source>
            <oldsource>Open now (teacher)</oldsource>
            <comment>NOTICE_EARLY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open 'What to notice' before the class has tried every choice.</source>
            <comment>NOTICE_EARLY_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shows the answers: press again</source>
            <comment>NOTICE_EARLY_SURE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The door</source>
            <comment>DOOR_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ages 8 to 11</source>
            <comment>DOOR_AGES</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A crowd of friends all want to get through a door at the same moment. The door lets only {capacity} in each second; anyone else bounces off and has to try again.</source>
            <comment>DOOR_BLURB</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When the door says no, they…</source>
            <comment>DOOR_CHOICE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knock again straight away</source>
            <comment>DOOR_RULES/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>DOOR_RULES/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>DOOR_RULES/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knock again</source>
            <comment>DOOR_RULES_SHORT/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait longer</source>
            <comment>DOOR_RULES_SHORT/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Random wait</source>
            <comment>DOOR_RULES_SHORT/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every friend who bounces off knocks on the door again at once.</source>
            <comment>DOOR_RULE_TIPS/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every friend who bounces off waits, and waits twice as long after each bounce.</source>
            <comment>DOOR_RULE_TIPS/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every friend who bounces off waits a random time before trying again.</source>
            <comment>DOOR_RULE_TIPS/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watch the crowd try the door. Press it once more to pause.</source>
            <oldsource>Watch the crowd try the door. Press again to pause.</oldsource>
            <comment>DOOR_PLAY_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Again</source>
            <comment>DOOR_AGAIN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watch this choice again from the start. With a random wait, the friends get new random waits; the other two choices are the same every time.</source>
            <oldsource>Watch the same crowd again from the start.</oldsource>
            <comment>DOOR_AGAIN_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New random waits this time, so the picture is different. Watch: do the friends still come back one by one?</source>
            <comment>DOOR_AGAIN_NEW</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The same again: nothing in this choice is random, so it happens the same way every time.</source>
            <comment>DOOR_AGAIN_SAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} friends is too many: type a number from {allowed}.</source>
            <comment>DOOR_TYPED_TOO_MANY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} friends is too few: type a number from {allowed}.</source>
            <comment>DOOR_TYPED_TOO_FEW</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To the end</source>
            <comment>DOOR_SKIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Jump to the end of this replay. Only a replay you watch to the end counts as watched.</source>
            <oldsource>Jump to the end of this replay. It works once you have watched it for a little while.</oldsource>
            <comment>DOOR_SKIP_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You jumped to the end: press Play to watch it.</source>
            <oldsource>You jumped to the end: press Again to watch it.</oldsource>
            <comment>DOOR_SKIPPED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How fast the replay runs. 1x is real time: one second of the story takes one second. 2x is twice as fast, 4x four times as fast.</source>
            <oldsource>How fast the replay runs. Slow is real time.</oldsource>
            <comment>DOOR_SPEED_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay speed: {speeds}</source>
            <comment>KEYS_DOOR_SPEEDS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time: {now:.0f} s</source>
            <oldsource>Time: {now:.0f} s</oldsource>
            <comment>DOOR_CLOCK</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time</source>
            <comment>DOOR_CLOCK_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{now:.0f} seconds</source>
            <comment>DOOR_CLOCK_VALUE</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{n} friends are ready. Press Play, or choose what they do.</source>
            <oldsource>{agents} friends are ready. Press Play, or choose what they do.</oldsource>
            <comment>DOOR_READY</comment>
            <extracomment>English for one: {n} friend is ready. Press Play, or choose what they do.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Everyone was done after {n:.0f} seconds.</source>
            <oldsource>Everyone was done after {last:.0f} seconds. It took {knocks:,} knocks, and {refused:,} of them bounced off.</oldsource>
            <comment>DOOR_DONE</comment>
            <extracomment>English for one: Everyone was done after {n:.0f} second.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>It took {n:,} knocks, and the door turned {refused:,} of them away.</source>
            <comment>DOOR_DONE_KNOCKS</comment>
            <extracomment>English for one: It took {n:,} knock, and the door turned {refused:,} of them away.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>It hammered the door: {refused:,} of the {n:,} knocks bounced off, as the door was crowded with knocks all the time.</source>
            <oldsource>Quick, but {refused:,} of the {n:,} knocks bounced off: the door was crowded with knocks all the time.</oldsource>
            <comment>DOOR_DONE_KNOCKS_AT_ONCE</comment>
            <extracomment>English for one: It hammered the door: {refused:,} of the {n:,} knock bounced off, as the door was crowded with knocks all the time.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>“{rule}” was done first, but it knocked far more than “{gentle}”: every knock is work for the door.</source>
            <oldsource>“{rule}” was first, but count the knocks too: each one is work for the door.</oldsource>
            <comment>DOOR_SOONEST_BUT_HARD</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value:.0f} s</source>
            <comment>DOOR_SECONDS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>While nobody knocks, the replay goes {times} times faster: the clock shows how long they really wait.</source>
            <comment>DOOR_QUICK_WAITS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watch the door: it is never free, and almost every knock bounces off.</source>
            <comment>DOOR_WATCH/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watch: each time, everyone waits twice as long, all the same wait, so they come back together and bounce off again.</source>
            <oldsource>Watch: they all wait the same time, so they all come back together and bounce off again.</oldsource>
            <comment>DOOR_WATCH/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watch: each friend waits a different time, so they come back one by one.</source>
            <comment>DOOR_WATCH/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>What happened each time, with {n} friends</source>
            <oldsource>What happened each time</oldsource>
            <comment>DOOR_BOARD_TITLE</comment>
            <extracomment>English for one: What happened each time, with {n} friend</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Your board for {n} friends is kept: move the slider back to {n} to see it.</source>
            <comment>DOOR_BOARD_KEPT</comment>
            <extracomment>English for one: Your board for {n} friend is kept: move the slider back to {n} to see it.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>DOOR_BOARD_HEADINGS/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All done after</source>
            <comment>DOOR_BOARD_HEADINGS/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filled in when you watch a choice to the end, so you can compare them.</source>
            <comment>DOOR_BOARD_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knocks and all done after, as bars</source>
            <oldsource>All done after, on one time line</oldsource>
            <comment>DOOR_RACE_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two bars for each choice: how many knocks the door got, and how long until everyone was done. The shorter the bar, the fewer the knocks or the sooner they were all done.</source>
            <oldsource>Each bar runs from the start until everyone was done. The shorter the bar, the sooner they were all done.</oldsource>
            <comment>DOOR_RACE_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Count the knocks first.&lt;/b&gt; “{most}” hammered the door with {n:,} knocks, about {times} times as many as “{least}” ({fewest:,}).</source>
            <comment>DOOR_REVEAL_LEAD</comment>
            <extracomment>English for one: &lt;b&gt;Count the knocks first.&lt;/b&gt; “{most}” hammered the door with {n:,} knock, about {times} times as many as “{least}” ({fewest:,}).</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Count the knocks first.&lt;/b&gt; All three knocked about as often: from {fewest:,} to {n:,} knocks.</source>
            <comment>DOOR_REVEAL_LEAD_SAME</comment>
            <extracomment>English for one: &lt;b&gt;Count the knocks first.&lt;/b&gt; All three knocked about as often: from {fewest:,} to {n:,} knock.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; quick for the friends (all done after {done:.0f} s), but it hammered the door: {n:,} knocks.</source>
            <comment>DOOR_REVEAL_HARD_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; quick for the friends (all done after {done:.0f} s), but it hammered the door: {n:,} knock.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; gentle on the door ({n:,} knocks), but slow: all done only after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_GENTLE_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; gentle on the door ({n:,} knock), but slow: all done only after {done:.0f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; gentle and quick: {n:,} knocks, and all done after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_GENTLE_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; gentle and quick: {n:,} knock, and all done after {done:.0f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; hard on the door and slow: {n:,} knocks, and all done only after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_HARD_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; hard on the door and slow: {n:,} knock, and all done only after {done:.0f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Everyone knocks again at once, so the door is always crowded.</source>
            <oldsource>Everyone knocks again at once, so the door is crowded with knocks all the time.</oldsource>
            <comment>DOOR_REVEAL_WHY/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together.</source>
            <oldsource>Each time, everyone waits twice as long, all the same wait, so they come back together and bounce off together.</oldsource>
            <comment>DOOR_REVEAL_WHY/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each friend waits a different time, so they come back one by one.</source>
            <oldsource>Each friend waits a different time, so they come back one by one and the door keeps letting friends in.</oldsource>
            <comment>DOOR_REVEAL_WHY/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back to the door</source>
            <comment>DOOR_STAGE_BACK</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show what to try and what to notice in the crowd's place, and the crowd again.</source>
            <comment>DOOR_STAGE_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;{done} of {total} watched to the end.&lt;/b&gt; Watch all three to the end and the button below opens. Then say what you saw.</source>
            <oldsource>&lt;b&gt;{done} of {total} watched to the end.&lt;/b&gt; Watch all three, then say what you saw.</oldsource>
            <comment>DOOR_NOTICE_ASK</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Play and watch it to the end.</source>
            <oldsource>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Play and watch it to the end (4x is quicker).</oldsource>
            <comment>DOOR_NOTICE_SKIPPED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Try all three. First the knocks: which one hammers the door hardest? Then the time: is one both gentle and quick?</source>
            <oldsource>Try all three. Which one is all done soonest? Which needs the fewest knocks?</oldsource>
            <comment>DOOR_TRY/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Look at the numbers on the dots: who knocked the most?</source>
            <comment>DOOR_TRY/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the slider to 50 friends. What happens to the knocks?</source>
            <comment>DOOR_TRY/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Take away</source>
            <comment>TAKEAWAY_MENU</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take away</source>
            <comment>TAKEAWAY_BUTTON</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save this lesson's replay as an animation (GIF) to keep.</source>
            <oldsource>Save this replay as an animation for slides, or print a worksheet.</oldsource>
            <comment>TAKEAWAY_BUTTON_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save animation (GIF)…</source>
            <comment>TAKEAWAY_GIF</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The replay on screen as an animated GIF, 960 x 540, for slides. You choose where to save it (Save as opens in Pictures).</source>
            <oldsource>The replay on screen as an animated GIF, 960 x 540, for slides. Saved in Pictures.</oldsource>
            <comment>TAKEAWAY_GIF_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{now:.1f} s</source>
            <comment>TAKEAWAY_CLOCK</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} agents, a tool that takes at most {capacity} a second</source>
            <oldsource>{rule}: {agents} agents, a tool that takes {capacity} calls a second</oldsource>
            <comment>TAKEAWAY_LAB_TITLE</comment>
            <extracomment>English for one: {rule}: {n:,} agent, a tool that takes at most {capacity} a second</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Save side-by-side animation (GIF)…</source>
            <comment>TAKEAWAY_GIF_COMPARE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exponential backoff above backoff with jitter (or your rule against its partner), on one time axis, as an animated GIF for slides. You choose where to save it (Save as opens in Pictures).</source>
            <oldsource>Exponential backoff above backoff with jitter (or your rule against its partner), on one time axis, as an animated GIF for slides. Saved in Pictures.</oldsource>
            <comment>TAKEAWAY_GIF_COMPARE_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the pair as two GIFs, one time axis…</source>
            <comment>TAKEAWAY_GIF_PAIR</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exponential backoff and backoff with jitter (or your rule and its partner) as two animations on the same time axis and clock, one per slide. You choose where to save them (Save as opens in Pictures).</source>
            <oldsource>Exponential backoff and backoff with jitter (or your rule and its partner) as two animations on the same time axis and clock, one per slide. Saved in Pictures.</oldsource>
            <comment>TAKEAWAY_GIF_PAIR_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{top} against {bottom}: {agents} agents, a tool that takes {capacity} calls a second</source>
            <comment>TAKEAWAY_COMPARE_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls sent, last agent served at {last:.1f} s</source>
            <oldsource>{rule}: {calls:,} calls sent, last agent served at {last:.1f} s</oldsource>
            <comment>TAKEAWAY_COMPARE_PLOT</comment>
            <extracomment>English for one: {rule}: {n:,} call sent, last agent served at {last:.1f} s</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls sent so far</source>
            <comment>TAKEAWAY_COMPARE_PLOT_SO_FAR</comment>
            <extracomment>English for one: {rule}: {n:,} call sent so far</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>The rule to compare with is still being worked out; try again in a moment.</source>
            <comment>TAKEAWAY_NO_PARTNER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · longest wait {cap} · seed {seed} · made {date}</source>
            <comment>CAPTION</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rules} · {agents:,} friends · the door lets {capacity:,} in each second · seed {seed} · made {date}</source>
            <comment>CAPTION_DOOR</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · longest wait {cap} · made {date}</source>
            <comment>CAPTION_NO_SEED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rules} · {agents:,} friends · the door lets {capacity:,} in each second · made {date}</source>
            <comment>CAPTION_DOOR_NO_SEED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · seed {seed} · made {date}</source>
            <comment>CAPTION_TEN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · made {date}</source>
            <comment>CAPTION_TEN_NO_SEED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rule}: {randomness}</source>
            <comment>CAPTION_JITTER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <comment>CAPTION_NO_CAP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{cap:g} s</source>
            <comment>CAPTION_CAP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Making the animation: frame {done} of {total}…</source>
            <comment>TAKEAWAY_PROGRESS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <comment>TAKEAWAY_CANCEL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Animation cancelled; nothing was saved.</source>
            <comment>TAKEAWAY_CANCELLED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no replay to save yet.</source>
            <comment>TAKEAWAY_NO_RUN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Free play has no worksheet: open a lesson (Lessons menu) for one.</source>
            <comment>TAKEAWAY_NO_SHEET</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the animation</source>
            <oldsource>Animation</oldsource>
            <comment>WHAT_ANIMATION</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Animation</source>
            <comment>ANIMATION_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This name is too long for this folder: a name here can have at most {most} bytes, and this one has {length}. Choose a shorter name.</source>
            <comment>SAVE_NAME_TOO_LONG</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save picture</source>
            <comment>SAVE_AS/picture</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save animation</source>
            <comment>SAVE_AS/animation</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the two animations</source>
            <comment>SAVE_AS/pair</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save worksheet</source>
            <comment>SAVE_AS/worksheet</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the teacher's worksheet with answers</source>
            <oldsource>Save the teacher's worksheet</oldsource>
            <comment>SAVE_AS/answers</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save data</source>
            <comment>SAVE_AS/data</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save every call</source>
            <comment>SAVE_AS/calls</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wallasey</source>
            <comment>FILE_NAMES/lab</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>plots</source>
            <comment>FILE_NAMES/plots</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>slide</source>
            <comment>FILE_NAMES/slide</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>door</source>
            <comment>FILE_NAMES/door</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ten agents</source>
            <comment>FILE_NAMES/ten-agents</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>load vs waiting</source>
            <comment>FILE_NAMES/load-vs-waiting</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>side by side</source>
            <comment>FILE_NAMES/side-by-side</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pair</source>
            <comment>FILE_NAMES/pair</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>worksheet</source>
            <comment>FILE_NAMES/worksheet</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>answers</source>
            <comment>FILE_NAMES/answers</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>table</source>
            <comment>FILE_NAMES/table</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>calls</source>
            <comment>FILE_NAMES/calls</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sweep</source>
            <comment>FILE_NAMES/sweep</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>class rounds</source>
            <comment>FILE_NAMES/class-rounds</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save every call of the run (CSV)…</source>
            <comment>TAKEAWAY_CALLS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every call of the run on screen (when it was sent, which agent, accepted or refused) as one CSV file. You choose where to save it (Save as opens in Documents).</source>
            <comment>TAKEAWAY_CALLS_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the worksheet</source>
            <oldsource>Worksheet</oldsource>
            <comment>WHAT_WORKSHEET</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the teacher's worksheet with answers</source>
            <comment>WHAT_ANSWERS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>worksheet</source>
            <comment>WORKSHEET_PUPIL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Teacher's copy, with the model's answers</source>
            <comment>WORKSHEET_TEACHER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name: ____________________________    Date: ______________</source>
            <comment>WORKSHEET_NAME_LINE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallasey Retry Lab</source>
            <comment>WORKSHEET_FOOTER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallasey Retry Lab · page {page} of {pages}</source>
            <comment>WORKSHEET_FOOTER_PAGES</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}: {copy}</source>
            <comment>WORKSHEET_PDF_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}  ·  {ages}</source>
            <comment>WORKSHEET_HEADING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{number}. {question}</source>
            <comment>WORKSHEET_QUESTION</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your run: “{rule}”. Friends: {friends:,}. Knocks: {knocks:,}. Everyone inside after {last:.0f} s.</source>
            <comment>WORKSHEET_RUN_DOOR</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your run, calls sent: “{first}” {first_calls:,}, “{second}” {second_calls:,}, “{third}” {third_calls:,}.</source>
            <comment>WORKSHEET_RUN_TEN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other settings than the lab's story: {settings}.</source>
            <oldsource>Not the lab's story: {settings}.</oldsource>
            <comment>WORKSHEET_OTHER_SETTINGS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} {value} (the story: {story})</source>
            <comment>WORKSHEET_SETTING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Guess first, then fill in what you saw</source>
            <comment>WORKSHEET_TRIES_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Way</source>
            <comment>WORKSHEET_TRIES_HEADINGS/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your guess: calls</source>
            <comment>WORKSHEET_TRIES_HEADINGS/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls sent</source>
            <comment>WORKSHEET_TRIES_HEADINGS/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last answer at</source>
            <comment>WORKSHEET_TRIES_HEADINGS/3</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{last:.1f} s</source>
            <comment>WORKSHEET_TRIES_LAST</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The door</source>
            <comment>WORKSHEETS/door/title</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ages 8 to 11</source>
            <comment>WORKSHEETS/door/ages</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A crowd of 30 friends all want to get through a door that lets only 3 in each second. Try all three choices and fill in what you see.</source>
            <comment>WORKSHEETS/door/intro</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which choice hammers the door hardest? How many knocks did it take?</source>
            <oldsource>Which choice is all done soonest? How many knocks did it take?</oldsource>
            <comment>WORKSHEETS/door/questions/0/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Is one choice both gentle on the door and quick? How many knocks, and when was everyone done?</source>
            <oldsource>Which choice needs the fewest knocks?</oldsource>
            <comment>WORKSHEETS/door/questions/1/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which choice takes longest until everyone is inside? Watch the friends who bounce off: when do they come back to the door?</source>
            <oldsource>Why is "wait longer each time" so slow?</oldsource>
            <comment>WORKSHEETS/door/questions/2/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now watch "wait a random time". When do the friends come back? Compare its knocks and time with the other two choices.</source>
            <oldsource>Now watch "wait a random time". When do the friends come back? Compare its time and knocks with the other two choices.</oldsource>
            <comment>WORKSHEETS/door/questions/3/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the slider to 50 friends. What happens to the knocks?</source>
            <comment>WORKSHEETS/door/questions/4/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ten agents</source>
            <comment>WORKSHEETS/ten-agents/title</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ages 11 to 15</source>
            <comment>WORKSHEETS/ten-agents/ages</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ten agents all need an answer from a slow tool that takes 2 calls each second. Guess first, then look at the pictures and the table.</source>
            <comment>WORKSHEETS/ten-agents/intro</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which way sends the most calls? What did you guess?</source>
            <comment>WORKSHEETS/ten-agents/questions/0/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which agent tried again the most each way?</source>
            <oldsource>Which agent waited longest each way?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/1/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”?</source>
            <oldsource>Waiting longer or a random wait: which gets the last agent an answer sooner?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why do the red crosses line up in stripes when everyone waits longer each time?</source>
            <comment>WORKSHEETS/ten-agents/questions/3/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every agent that hears no waits exactly as long as the others, so they all call again at the same instant, and the tool can take only 2 of them.</source>
            <comment>WORKSHEETS/ten-agents/questions/3/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Press Another run. Does your answer to 3 hold? Which numbers change?</source>
            <oldsource>Press Another run. Which numbers change, and which stay the same?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/4/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load against waiting</source>
            <comment>WORKSHEETS/load-vs-waiting/title</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ages 15 and up</source>
            <comment>WORKSHEETS/load-vs-waiting/ages</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Each point of the chart is the middle of {n:,} runs (agents: {agents:,}; the tool takes {capacity:,} calls a second). Down and to the left is better.</source>
            <oldsource>200 agents, a tool that takes 20 calls a second. Each point of the chart is the middle of 50 runs. Down and to the left is better.</oldsource>
            <comment>WORKSHEETS/load-vs-waiting/intro</comment>
            <extracomment>English for one: Each point of the chart is the middle of {n:,} run (agents: {agents:,}; the tool takes {capacity:,} calls a second). Down and to the left is better.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Exponential backoff: what do you gain by making the Longest wait longer?</source>
            <oldsource>What does a longer Longest wait buy exponential backoff?</oldsource>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing. From 1 s up it always sends 1,640 calls; a longer longest wait only makes the herd wait longer (last agent 11 s at a longest wait of 1 s, 107 s at 20 s, 173 s at 40 s).</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>And backoff with jitter?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/1/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Its calls fall from 3,467 (longest wait 0.5 s) to about 1,355 (10 s and up) while the typical agent's wait hardly moves (5.6 to 5.8 s). Only the last agent pays: 10.5 s to 24 s.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/1/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Backoff with jitter, longest wait 5 s: where does your point land?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/2/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1,388 calls, typical 5.7 s, last 13.6 s: nearly the fewest calls with a short worst wait.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/2/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Randomness 0.25 at a longest wait of 20 s: how much does a little randomness help?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/3/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1,309 calls, typical 6.9 s, last 25.7 s, against 1,640, 20.5 s and 107 s with none.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/3/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retry immediately, every 1 s: why is it so good here?</source>
            <oldsource>Retry immediately with a pause of 1 s: why is it so good here?</oldsource>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1,100 calls, typical 5.8 s, last 10.5 s. A refused agent calls again 1.05 s later, always in the tool's next counting second, so every second the tool takes 20: 200 + 180 + ... + 20 = 1,100.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>None of the three was both gentle on the door and quick with this crowd.</source>
            <comment>DOOR_SHEET_NONE_BOTH</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The door lets {capacity} in, the other {n} bounce off together, and they all wait longer together; in between, the door stands empty.</source>
            <comment>DOOR_SHEET_HERD</comment>
            <extracomment>English for one: The door lets {capacity} in, the other {n} bounces off, and they all wait longer together; in between, the door stands empty.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} friends:</source>
            <comment>DOOR_SHEET_CROWD</comment>
            <extracomment>English for one: With {n} friend:</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>“{rule}”</source>
            <comment>TEN_SHEET_RULE</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Most calls: {rules}, {n:,} calls, {times:.1f} times as many as the fewest. The others: {others}.</source>
            <comment>TEN_SHEET_CALLS</comment>
            <extracomment>English for one: Most calls: {rules}, {n:,} call, {times:.1f} times as many as the fewest. The others: {others}.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{rule} {calls:,}</source>
            <comment>TEN_SHEET_RULE_CALLS</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Every way sends the same: {n:,} calls.</source>
            <comment>TEN_SHEET_CALLS_SAME</comment>
            <extracomment>English for one: Every way sends the same: {n:,} call.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agent {agents}, {n} retries, answered at {served:.1f} s.</source>
            <oldsource>{rule}: agent {agents}, {n} retries, served at {served:.1f} s.</oldsource>
            <comment>TEN_SHEET_MOST_ONE</comment>
            <extracomment>English for one: {rule}: agent {agents}, {n} retry, answered at {served:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agents {agents}, {n} retries each, answered at {served:.1f} s.</source>
            <oldsource>{rule}: agents {agents}, {n} retries each, served at {served:.1f} s.</oldsource>
            <comment>TEN_SHEET_MOST_MANY</comment>
            <extracomment>English for one: {rule}: agents {agents}, {n} retry each, answered at {served:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agents {agents}, {n} retries each, the last answered at {served:.1f} s.</source>
            <oldsource>{rule}: agents {agents}, {n} retries each, the last served at {served:.1f} s.</oldsource>
            <comment>TEN_SHEET_MOST_APART</comment>
            <extracomment>English for one: {rule}: agents {agents}, {n} retry each, the last answered at {served:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>This run, sooner: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s).</source>
            <oldsource>Soonest: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s).</oldsource>
            <comment>TEN_SHEET_ORDER_TWO</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This run, both at the same moment: {last:.1f} s.</source>
            <oldsource>All three ways at the same moment: {last:.1f} s.</oldsource>
            <comment>TEN_SHEET_ORDER_SAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The totals of {immediate} ({immediate_calls:,}) and {exponential} ({exponential_calls:,}, last agent at {exponential_last:.1f} s) stay the same: their waits have no randomness. Their rows per agent do change, because agents calling at the same instant are let in in a random order. The totals of {jitter} change with every run; this run: {jitter_calls:,}, last agent at {jitter_last:.1f} s.</source>
            <comment>TEN_SHEET_ANOTHER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The crowd at the door</source>
            <comment>CROWD_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each dot is one agent. The number on a dot is how many times it has knocked.</source>
            <comment>CROWD_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The crowd appears when a run is ready.</source>
            <comment>CROWD_EMPTY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This door lets {capacity} in each second</source>
            <comment>CROWD_SIGN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Inside</source>
            <comment>CROWD_INSIDE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting outside</source>
            <comment>CROWD_OUTSIDE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knocks: {n:,}</source>
            <comment>CROWD_KNOCKS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bounced off: {n:,}</source>
            <comment>CROWD_REFUSED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Got in: {n:,} of {agents:,}</source>
            <oldsource>Inside: {n:,} of {agents:,}</oldsource>
            <comment>CROWD_IN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Done: {n:,} of {agents:,}</source>
            <oldsource>Answered: {n:,} of {agents:,}</oldsource>
            <comment>CROWD_SERVED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knocks</source>
            <comment>CROWD_COUNTER_NAMES/knocks</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bounced off</source>
            <comment>CROWD_COUNTER_NAMES/refused</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Got in</source>
            <oldsource>Inside</oldsource>
            <comment>CROWD_COUNTER_NAMES/inside</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Done</source>
            <oldsource>Answered</oldsource>
            <comment>CROWD_COUNTER_NAMES/served</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every knock any friend has made so far.</source>
            <oldsource>Every call any agent has made so far.</oldsource>
            <comment>CROWD_COUNTER_TIPS/knocks</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knocks that bounced off the door.</source>
            <oldsource>Knocks that bounced off the door (refused).</oldsource>
            <comment>CROWD_COUNTER_TIPS/refused</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Friends who got through the door: done, or inside and not done yet.</source>
            <oldsource>Friends who got through the door: done, or inside waiting for their answer.</oldsource>
            <comment>CROWD_COUNTER_TIPS/inside</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Friends who are done.</source>
            <oldsource>Friends who have their answer: they are done.</oldsource>
            <comment>CROWD_COUNTER_TIPS/served</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;got in, then done</source>
            <oldsource>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in, not done yet &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;done, a moment after getting in</oldsource>
            <comment>CROWD_LEGEND</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; green door: letting a friend in &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; red striped door: turning one away</source>
            <comment>CROWD_LEGEND_DOOR</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{dot} on a dot: that friend has knocked {n} times</source>
            <comment>CROWD_COUNT_KEY</comment>
            <extracomment>English for one: {dot} on a dot: that friend has knocked {n} time</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Show knocks on the dots</source>
            <comment>CROWD_SHOW_COUNTS</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, still knocking</source>
            <comment>CROWD_FRIEND_KNOCKING</comment>
            <extracomment>English for one: This friend: {n} knock, still knocking</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, got in</source>
            <comment>CROWD_FRIEND_IN</comment>
            <extracomment>English for one: This friend: {n} knock, got in</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, done</source>
            <comment>CROWD_FRIEND_DONE</comment>
            <extracomment>English for one: This friend: {n} knock, done</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>This friend has not knocked yet</source>
            <comment>CROWD_FRIEND_WAITING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write on each dot how many times that friend has knocked.</source>
            <oldsource>Write on each dot how many times that agent has knocked.</oldsource>
            <comment>CROWD_SHOW_COUNTS_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tool accepts {capacity} calls a second</source>
            <comment>CROWD_LAB/sign</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Accepted</source>
            <comment>CROWD_LAB/inside_label</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting</source>
            <comment>CROWD_LAB/outside</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls sent: {n:,}</source>
            <comment>CROWD_LAB/knocks</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls refused: {n:,}</source>
            <comment>CROWD_LAB/refused</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Accepted: {n:,} of {agents:,}</source>
            <oldsource>Accepted: {n:,} of {agents:,}</oldsource>
            <comment>CROWD_LAB/inside</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <oldsource>Answered: {n:,} of {agents:,}</oldsource>
            <comment>CROWD_LAB/served</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each dot is one agent. The number on a dot is how many calls it has sent.</source>
            <comment>CROWD_LAB/tip</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every call any agent has sent so far in this run.</source>
            <comment>CROWD_LAB/tips/knocks</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls the tool refused so far.</source>
            <comment>CROWD_LAB/tips/refused</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agents whose call the tool accepted.</source>
            <comment>CROWD_LAB/tips/inside</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agents whose answer has arrived.</source>
            <comment>CROWD_LAB/tips/served</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;●&lt;/span&gt; red: just refused &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: accepted, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</source>
            <comment>CROWD_LAB/legend</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; green door: a call accepted &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; red striped door: a call refused</source>
            <comment>CROWD_LAB/legend_door</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show calls on the dots</source>
            <comment>CROWD_LAB/show_counts</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write on each dot how many calls that agent has sent.</source>
            <comment>CROWD_LAB/show_counts_tip</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the most calls by one agent</source>
            <comment>CROWD_LAB/show_counts_most</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The dots are too small for a number each: the agent who has sent the most calls so far shows how many, in a bubble. With fewer agents or a bigger window, every dot shows its own.</source>
            <comment>CROWD_LAB/show_counts_most_tip</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counters: the one run being replayed. The table below: the middle of all the runs, so a little different.</source>
            <comment>CROWD_LAB/note</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counters: the one run being replayed. Your points on the Load and waiting chart: the middle of all the runs, so a little different.</source>
            <comment>CROWD_LAB/note_no_table</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every call of every agent</source>
            <comment>TIMELINE_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>time (s)</source>
            <comment>TIMELINE_X</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>agent</source>
            <comment>TIMELINE_Y</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>answer on its way</source>
            <comment>TIMELINE_ANSWER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;&amp;#9679;&lt;/span&gt;&amp;nbsp;accepted&amp;nbsp;&amp;nbsp;&lt;span style='color:{refused}'&gt;&amp;#10005;&lt;/span&gt;&amp;nbsp;refused&amp;nbsp;&amp;nbsp;&lt;span style='color:{accepted}'&gt;&amp;#9473;&lt;/span&gt;&amp;nbsp;answer on its way</source>
            <comment>TIMELINE_KEY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ten agents</source>
            <comment>TEN_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ages 11 to 15</source>
            <comment>TEN_AGES</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{n} computer helpers (agents) all need an answer from one slow tool at the same time.</source>
            <oldsource>{agents} computer helpers (agents) all need an answer from one slow tool at the same time. The tool takes only {capacity} calls each second and says no to the rest. An answer takes about {answer:.0f} second.</oldsource>
            <comment>TEN_BLURB</comment>
            <extracomment>English for one: {n} computer helper (agent) needs an answer from one slow tool.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool takes only {n} calls each second and says no to the rest. An answer takes about {answer:.0f} second.</source>
            <comment>TEN_BLURB_TOOL</comment>
            <extracomment>English for one: The tool takes only {n} call each second and says no to the rest. An answer takes about {answer:.0f} second.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Guess first: which way sends the most calls?</source>
            <comment>TEN_QUESTION</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Guess that '{rule}' sends the most calls, then see what happened.</source>
            <comment>TEN_PREDICT_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Try again at once</source>
            <comment>TEN_RULES/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>TEN_RULES/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>TEN_RULES/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After a no, call again a tenth of a second later, again and again.</source>
            <comment>TEN_RULE_LINES/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After a no, wait. Each new no makes the wait twice as long. Everyone waits the same time.</source>
            <comment>TEN_RULE_LINES/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After a no, wait a random time from 0 up to a limit. Each new no doubles the limit. Everyone waits a different time.</source>
            <oldsource>After a no, wait a random time, up to that same limit. Everyone waits a different time.</oldsource>
            <comment>TEN_RULE_LINES/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grown-ups call this '{name}'.</source>
            <comment>TEN_RULE_GROWN_UP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{line} &lt;i&gt;(In the lab: {name}.)&lt;/i&gt;</source>
            <comment>TEN_RULE_LINE_IN_LAB</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make your guess first, then look at the pictures. What did you see? Talk about it.</source>
            <comment>TEN_NOTICE_ASK</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have guessed. What did you see? Talk about it, then open this.</source>
            <comment>TEN_NOTICE_READY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose your guess. The results stay hidden until you do.</source>
            <comment>TEN_PREDICT_FIRST</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make your guess on the left.
Then every call of every agent appears here.</source>
            <comment>TEN_HIDDEN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You guessed it: '{rule}' sent the most calls, {calls}. Now look at the pictures to see why.</source>
            <comment>TEN_RIGHT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not this time, and that is how science goes: '{rule}' sent {calls} calls, but '{best}' sent more, {best_calls}. Can you see why in its picture?</source>
            <comment>TEN_WRONG</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>In {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in {sooner} of them.</oldsource>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <extracomment>English for one: In {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>In only {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in only {sooner} of them.</oldsource>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <extracomment>English for one: In only {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>This run: 'Wait a random time' sent {n:,} calls, 'Wait longer each time' {other_calls:,}.</source>
            <comment>TEN_WHY_THIS_RUN</comment>
            <extracomment>English for one: This run: 'Wait a random time' sent {n:,} call, 'Wait longer each time' {other_calls:,}.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, the two usually sent about the same.</source>
            <comment>TEN_WHY_RUNS_SAME</comment>
            <extracomment>English for one: Over {n} run, the two usually sent about the same.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, 'Wait a random time' usually sent fewer calls.</source>
            <comment>TEN_WHY_RUNS_FEWER</comment>
            <extracomment>English for one: Over {n} run, 'Wait a random time' usually sent fewer calls.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, 'Wait a random time' usually sent more calls.</source>
            <comment>TEN_WHY_RUNS_MORE</comment>
            <extracomment>English for one: Over {n} run, 'Wait a random time' usually sent more calls.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Why?</source>
            <comment>TEN_WHY_OPEN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why a random wait helps: what each no costs, and how a random wait spreads the agents out.</source>
            <oldsource>The rest of the note: what happened run by run, and why ten agents differ from the lab's crowd.</oldsource>
            <comment>TEN_WHY_OPEN_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every no costs the agent one more call and more waiting.</source>
            <comment>TEN_WHY_COST</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When they wait longer each time, all the agents wait the same time, come back together and mostly hear no again.</source>
            <comment>TEN_WHY_TOGETHER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A random wait spreads them out: each agent comes back at its own time, so more of them hear yes.</source>
            <comment>TEN_WHY_SPREAD</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>With the lab's {agents} agents it matters more: a random wait sent {n:,} calls, waiting longer each time {other_calls:,}.</source>
            <oldsource>With {agents} agents (the lab) they crowd back together, and a random wait sends fewer calls: {n:,} calls, last answer at {last:.1f} s; waiting longer each time {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</oldsource>
            <comment>TEN_WHY_LAB</comment>
            <extracomment>English for one: With the lab's {agents} agents it matters more: a random wait sent {n:,} call, waiting longer each time {other_calls:,}.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Show every call again, from the start to the last answer, on all three pictures.</source>
            <comment>TEN_PLOT_BACK_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>all answered at {last:.1f} s</source>
            <comment>TEN_FINISHED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your guess stays: you have seen the results. To guess again, press Start again.</source>
            <comment>TEN_GUESS_KEPT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start again</source>
            <comment>TEN_AGAIN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide the results and make a new guess.</source>
            <comment>TEN_AGAIN_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Another run</source>
            <comment>TEN_ANOTHER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The same ten agents with a new roll of the dice. Which numbers change, and which stay the same? (Alt+A)</source>
            <comment>TEN_ANOTHER_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Try again
at once</source>
            <comment>TEN_COLUMNS/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait longer
each time</source>
            <comment>TEN_COLUMNS/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait a
random time</source>
            <oldsource>Random
wait</oldsource>
            <comment>TEN_COLUMNS/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save every agent's calls and when it was answered, for each way, as a CSV file. You choose where (Ctrl+E).</source>
            <oldsource>Save every agent's calls and when it was answered, for each way, as a CSV file in your Documents folder (Ctrl+E).</oldsource>
            <comment>TEN_DATA_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the ten agents' calls</source>
            <comment>TEN_WHAT_DATA</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agent {n}</source>
            <comment>TEN_AGENT_ROW</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All of them</source>
            <comment>TEN_TOTAL_ROW</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls sent</source>
            <comment>TEN_CALLS_ROW</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many times each agent tried again</source>
            <comment>TEN_TABLE_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many times each agent heard no and tried again. Calls sent = tries again + one first call each.</source>
            <comment>TEN_TABLE_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>“All of them” adds up the tries again. “Calls sent” counts each agent's first call too: {n} more.</source>
            <comment>TEN_TABLE_NOTE</comment>
            <extracomment>English for one: “All of them” adds up the tries again. “Calls sent” counts each agent's first call too: {n} more.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n} calls, last answer at {last:.1f} s</source>
            <oldsource>{rule}: {calls} calls, last answer at {last:.1f} s</oldsource>
            <comment>TEN_TIMELINE_TITLE</comment>
            <extracomment>English for one: {rule}: {n} call, last answer at {last:.1f} s</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n} calls so far</source>
            <comment>TEN_TIMELINE_TITLE_SO_FAR</comment>
            <extracomment>English for one: {rule}: {n} call so far</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>green</source>
            <comment>COLOUR_NAMES/green</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>red</source>
            <comment>COLOUR_NAMES/red</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dark blue</source>
            <comment>COLOUR_NAMES/dark blue</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>grey</source>
            <comment>COLOUR_NAMES/grey</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>purple</source>
            <comment>COLOUR_NAMES/purple</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>black</source>
            <comment>COLOUR_NAMES/black</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gold</source>
            <comment>COLOUR_NAMES/gold</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>violet</source>
            <comment>COLOUR_NAMES/violet</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>blue</source>
            <comment>COLOUR_NAMES/blue</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sky blue</source>
            <comment>COLOUR_NAMES/sky blue</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each row is one agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; green dot: the tool said yes, then &lt;span style='color:{green}'&gt;—&lt;/span&gt; the answer on its way &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; red cross: the tool said no</source>
            <oldsource>Each row is one agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; {accepted_word} dot: the tool said yes, then &lt;span style='color:{green}'&gt;—&lt;/span&gt; the answer on its way &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; {refused_word} cross: the tool said no</oldsource>
            <comment>TEN_LEGEND</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time runs left to right. Agent 1 is the top row.</source>
            <comment>TEN_LEGEND_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent the most, “{least}” the fewest.</source>
            <oldsource>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent {n:,} calls, {times:.1f} times as many as “{least}” ({fewest:,}).</oldsource>
            <comment>TEN_REVEAL_LEAD</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; All three sent about as many.</source>
            <oldsource>&lt;b&gt;Count the calls first.&lt;/b&gt; All three sent about as many: from {fewest:,} to {n:,} calls.</oldsource>
            <comment>TEN_REVEAL_LEAD_SAME</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent {times:.1f} times as many calls as the fewest: {n:,} calls.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent about {times} times as many calls as the fewest: {n:,} calls.</oldsource>
            <comment>TEN_REVEAL_HARD_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent {times:.1f} times as many calls as the fewest: {n:,} call.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but slow: last answer only at {done:.1f} s.</source>
            <comment>TEN_REVEAL_GENTLE_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) but slow: last answer only at {done:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle and quick: {n:,} calls, last answer at {done:.1f} s.</source>
            <comment>TEN_REVEAL_GENTLE_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle and quick: {n:,} call, last answer at {done:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} calls, {times:.1f} times as many as the fewest, and last answer only at {done:.1f} s.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} calls, about {times} times as many as the fewest, and last answer only at {done:.1f} s.</oldsource>
            <comment>TEN_REVEAL_HARD_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} call, {times:.1f} times as many as the fewest, and last answer only at {done:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) and quicker than “{other}”: {done:.1f} s against {other_done:.1f} s.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) and quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s.</oldsource>
            <comment>TEN_REVEAL_RANDOM_SOONER</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) and quicker than “{other}”: {done:.1f} s against {other_done:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</oldsource>
            <comment>TEN_REVEAL_RANDOM_NOT_SOONER</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) but this time no quicker than “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Ten agents are few: one with a short wait may hear no again, so a few more calls.</source>
            <oldsource>With only ten agents, one that picks a short wait may hear no again: a few more calls. In the lab's big crowd it sends fewer.</oldsource>
            <comment>TEN_REVEAL_FEW_AGENTS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Its rows are full of red crosses: the tool says no to almost every call.</source>
            <comment>TEN_REVEAL_WHY/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Its crosses line up in stripes: all the agents come back at the same moment.</source>
            <comment>TEN_REVEAL_WHY/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Its crosses are spread out: each agent comes back at its own time.</source>
            <comment>TEN_REVEAL_WHY/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First the calls: which way sends the most? Then the time: is one way both gentle on the tool and quick?</source>
            <oldsource>Which agent tried again the most each way? Find it in the table, then find its row in the picture.</oldsource>
            <comment>TEN_TRY/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which agent tried again the most each way? Find it in the table, then find its row in the picture.</source>
            <oldsource>Which gets the last agent an answer sooner: 'Wait longer each time' or 'Wait a random time'?</oldsource>
            <comment>TEN_TRY/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Press Another run a few times. Does it still hold? Which numbers change?</source>
            <oldsource>Press Another run a few times. Does that still hold? Which numbers change, and which stay the same?</oldsource>
            <comment>TEN_TRY/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First the calls: which way sends the most? Then the time: is one way both gentle on the tool and quick?</source>
            <comment>TEN_TRY_KIOSK/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which agent tried again the most each way?</source>
            <comment>TEN_TRY_KIOSK/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Press Another run a few times. Does it still hold? Which numbers change?</source>
            <comment>TEN_TRY_KIOSK/2</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {n:,} agents need answers from one tool.</source>
            <oldsource>&lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {agents:,} agents, a tool that accepts {n} calls a second.</oldsource>
            <comment>LOAD_TAGLINE</comment>
            <extracomment>English for one: &lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {n:,} agent needs answers from one tool.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n:,} calls a second.</source>
            <comment>LOAD_TAGLINE_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n:,} call a second.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Every rule trades calls sent against waiting. Down and to the left is better: fewer calls, less waiting.</source>
            <comment>LOAD_NOTICE/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Exponential backoff&lt;/b&gt; hardly changes its calls as the longest wait grows; a longer one only makes agents wait longer.</source>
            <comment>LOAD_NOTICE/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Backoff with jitter&lt;/b&gt; sends fewer calls as the longest wait grows, while the typical agent barely waits longer.</source>
            <comment>LOAD_NOTICE/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bars show the middle half of the runs: jitter varies from run to run, the other two never do.</source>
            <comment>LOAD_NOTICE/3</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool takes {capacity} every second and is never idle ({sum} calls). At its usual pace, every 0.1 s, the same rule sent {usual} calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <oldsource>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool takes 20 every second and is never idle (200 + 180 + … + 20 = 1,100 calls). At its usual pace, every 0.1 s, the same rule sent 6,300 calls. A wait that fits one tool's clock is luck, not a rule for every tool.</oldsource>
            <comment>LOAD_NOTICE_ONE_SECOND</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;i&gt;These figures are the sweep's on screen (agents: {agents:,}; the tool accepts {capacity} a second), out of date for your settings: press Run the sweep for yours.&lt;/i&gt;</source>
            <comment>LOAD_NOTICE_FIGURES_STALE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool is full every second and never idle. At its usual pace, every 0.1 s, the same rule sends many times as many calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <comment>LOAD_NOTICE_ONE_SECOND_PLAIN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add my point with each of the three rule buttons, and once with Randomness in the wait between 0 and 1 ({done} of these {total} tried so far), and say what you expected before each one lands.</source>
            <oldsource>Add my point once for each rule in the chart's key ({done} of its {total} rules tried so far), and say what you expected before each one lands.</oldsource>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add my point for Exponential backoff, then with Randomness in the wait at 0.25: how much does a little randomness help?</source>
            <oldsource>Add my point for Exponential backoff (as it starts), then with Randomness in the wait at 0.25: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose Backoff with jitter, set Longest wait to 5 s (Advanced), press Add my point. Where does it land?</source>
            <oldsource>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retry immediately, every 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <oldsource>Retry immediately with a pause of 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</oldsource>
            <comment>LOAD_TRY/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change the capacity or the agents and press Run the sweep again. Does the best rule change?</source>
            <comment>LOAD_TRY/3</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose Backoff with jitter and press Add my point. Where does your star land?</source>
            <comment>LOAD_TRY_KIOSK/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set Randomness in the wait to 0.25 and press Add my point. Does a little randomness help?</source>
            <oldsource>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY_KIOSK/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Press Add my point for Exponential backoff, then for Retry immediately. Which star is lowest and furthest left?</source>
            <oldsource>Choose Exponential backoff, then Retry immediately, and press Add my point after each. Which of your stars is lowest and furthest left?</oldsource>
            <comment>LOAD_TRY_KIOSK/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change the capacity or the agents, then press Run the sweep again. Does the best rule change?</source>
            <oldsource>Change the capacity or the agents and press Run the sweep again. Does the best rule change?</oldsource>
            <comment>LOAD_TRY_KIOSK/3</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run the sweep</source>
            <comment>SWEEP_RUN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Simulate every point of the chart for the current crowd and tool. You can keep using the lab meanwhile.</source>
            <comment>SWEEP_RUN_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop</source>
            <comment>SWEEP_CANCEL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop the sweep. The points already worked out stay on the chart.</source>
            <comment>SWEEP_CANCEL_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add my point</source>
            <comment>SWEEP_ADD</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Put the settings on the left (rule, longest wait, pause and all) on the chart as a star.</source>
            <comment>SWEEP_ADD_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear my points</source>
            <comment>SWEEP_CLEAR</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take your own points off the chart.</source>
            <comment>SWEEP_CLEAR_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear my points?</source>
            <comment>SWEEP_CLEAR_ASK_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Take your {n} points off the chart? They cannot be brought back.</source>
            <comment>SWEEP_CLEAR_ASK</comment>
            <extracomment>English for one: Take your {n} point off the chart? It cannot be brought back.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Keep them</source>
            <comment>SWEEP_CLEAR_KEEP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save sweep (CSV)</source>
            <comment>SWEEP_SAVE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save every point of the chart, with its quartiles, as a CSV file in your Documents folder.</source>
            <comment>SWEEP_SAVE_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%p%</source>
            <comment>SWEEP_PROGRESS_FORMAT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sweep progress</source>
            <comment>SWEEP_PROGRESS_NAME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Out of date</source>
            <comment>SWEEP_PROGRESS_STALE</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{n} curves out of date</source>
            <comment>SWEEP_PROGRESS_STALE_SOME</comment>
            <extracomment>English for one: {n} curve out of date</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Stopped at %p%</source>
            <comment>SWEEP_PROGRESS_STOPPED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Press Run the sweep to fill the chart.</source>
            <comment>SWEEP_NOT_RUN</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts {capacity} a second…</source>
            <oldsource>Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts {capacity} a second (roll of the dice {seed})…</oldsource>
            <comment>SWEEP_RUNNING</comment>
            <extracomment>English for one: Working out the points ({points}), {n} run each; agents: {agents:,}; the tool accepts {capacity} a second…</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second). Bars: the middle half of the runs.</source>
            <oldsource>Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second; roll of the dice {seed}). Bars: the middle half of the runs.</oldsource>
            <comment>SWEEP_DONE</comment>
            <extracomment>English for one: Each point: the middle of {n} run (agents: {agents:,}; the tool accepts {capacity} a second). Bars: the middle half of the runs.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Sweep stopped after {done} points. Press Run the sweep to start it again.</source>
            <comment>SWEEP_CANCELLED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sweep could not finish: {reason}</source>
            <comment>SWEEP_FAILED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The settings have changed since this sweep. Press Run the sweep to redo it for the new settings.</source>
            <comment>SWEEP_STALE</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Out of date for your settings: {curves} (drawn faint). The other curves still hold. Press Run the sweep to redo just those curves.</source>
            <comment>SWEEP_STALE_SOME</comment>
            <extracomment>English for one: Out of date for your settings: {curves} (drawn faint). The other curves still hold. Press Run the sweep to redo just that curve.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Working out your point: {rule}, {runs} runs…</source>
            <comment>SWEEP_ADDING</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Your point {number}, the middle of {runs}: {rule}, {n:,} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</source>
            <oldsource>Your point {number}: {rule}, {n:,} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</oldsource>
            <comment>SWEEP_ADDED</comment>
            <extracomment>English for one: Your point {number}, the middle of {runs}: {rule}, {n:,} call, typical agent served at {typical:.1f} s, last at {last:.1f} s.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Your point {number}, the middle of {runs}: {rule}, {n:,} calls. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</source>
            <oldsource>Your point {number}: {rule}, {n:,} calls. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</oldsource>
            <comment>SWEEP_ADDED_OFF</comment>
            <extracomment>English for one: Your point {number}, the middle of {runs}: {rule}, {n:,} call. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Load against the typical agent's wait</source>
            <comment>SWEEP_TITLES/typical_served</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load against the last agent's wait</source>
            <comment>SWEEP_TITLES/last_served</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>calls sent (load)</source>
            <comment>SWEEP_X</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The typical agent</source>
            <comment>SWEEP_PLOT_TITLES/typical_served</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The last agent</source>
            <comment>SWEEP_PLOT_TITLES/last_served</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wait (s)</source>
            <oldsource>typical agent served (s)</oldsource>
            <comment>SWEEP_Y/typical_served</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wait (s)</source>
            <oldsource>last agent served (s)</oldsource>
            <comment>SWEEP_Y/last_served</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retry immediately, every {low:g} to {high:g} s</source>
            <oldsource>Retry immediately, pause {low:g} to {high:g} s</oldsource>
            <comment>SWEEP_SERIES/immediate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exponential backoff, longest wait {low:g} to {high:g} s</source>
            <oldsource>Exponential backoff, longest wait 0.5 to 40 s</oldsource>
            <comment>SWEEP_SERIES/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Backoff with jitter, longest wait {low:g} to {high:g} s</source>
            <oldsource>Backoff with jitter, longest wait 0.5 to 40 s</oldsource>
            <comment>SWEEP_SERIES/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Randomness in the wait, {low:g} to {high:g} (at a longest wait of {cap:g} s)</source>
            <oldsource>Randomness in the wait, 0 to 1 (at your longest wait)</oldsource>
            <comment>SWEEP_SERIES/jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your points</source>
            <comment>SWEEP_SERIES/yours</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>every {value:g} s</source>
            <oldsource>pause {value:g} s</oldsource>
            <comment>SWEEP_POINT_INTERVAL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>longest wait {value:g} s</source>
            <comment>SWEEP_POINT_CAP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>randomness {value:g}</source>
            <comment>SWEEP_POINT_JITTER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value:g} s</source>
            <comment>SWEEP_POINT_SECONDS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you {number:g}</source>
            <comment>SWEEP_POINT_YOURS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>★{number:g}</source>
            <comment>SWEEP_POINT_YOURS_STAR</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you {number:g}, other settings</source>
            <comment>SWEEP_POINT_YOURS_OFF</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each backoff curve runs from a longest wait of 0.5 s to one of 40 s. Retry immediately never backs off, so it has no longest wait: its curve is its pause between tries, 0.05 s to 2 s. Randomness in the wait mixes the two backoff rules (0 = exponential backoff, 1 = backoff with jitter) at your longest wait. Both axes are log scales: equal distances are equal ratios (1,000 to 2,000 is as far as 5,000 to 10,000). That curve is worked out by a slower simulation that uses different random numbers, so randomness 1 and backoff with jitter at the same longest wait differ a little. Each point is the median of its runs and the bars are the quartiles (the middle half of the runs); the roll of the dice is the random seed.</source>
            <comment>SWEEP_EXPLAIN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the sweep</source>
            <comment>WHAT_SWEEP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (so many calls: 1 in {k} refused calls is drawn)</source>
            <comment>TIMELINE_THINNED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls and answers</source>
            <comment>VIEW_TABS/plots</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Side by side</source>
            <comment>VIEW_TABS/compare</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Timeline</source>
            <comment>VIEW_TABS/timeline</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Crowd at the door</source>
            <comment>VIEW_TABS/crowd</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load and waiting</source>
            <comment>VIEW_TABS/sweep</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Brooker's study</source>
            <comment>VIEW_TABS/brooker</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Real storm</source>
            <comment>VIEW_TABS/storm</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls to the tool in each bar and when agents got their answer.</source>
            <comment>VIEW_TAB_TIPS/plots</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting in step above, your rule below, on one time line: watch the herd and the steady band together.</source>
            <comment>VIEW_TAB_TIPS/compare</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One row per agent, one mark per call: green accepted, red refused.</source>
            <comment>VIEW_TAB_TIPS/timeline</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every agent as a dot at the tool's door, replayed in time.</source>
            <comment>VIEW_TAB_TIPS/crowd</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls sent against waiting for every rule, over a range of settings.</source>
            <comment>VIEW_TAB_TIPS/sweep</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Marc Brooker's 2015 study of backoff and jitter: write calls against the number of clients.</source>
            <comment>VIEW_TAB_TIPS/brooker</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Real retry libraries against a real rate-limited server on this computer, drawn beside the model.</source>
            <comment>VIEW_TAB_TIPS/storm</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plots wider</source>
            <comment>SPLIT_ACTIONS/wider</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plots narrower</source>
            <comment>SPLIT_ACTIONS/narrower</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load plot taller</source>
            <comment>SPLIT_ACTIONS/taller</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load plot shorter</source>
            <comment>SPLIT_ACTIONS/shorter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The plots take {share:.0f}% of the width.</source>
            <comment>SPLIT_SAID/wider</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The plots take {share:.0f}% of the width.</source>
            <comment>SPLIT_SAID/narrower</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The load plot takes {share:.0f}% of the plots' height.</source>
            <comment>SPLIT_SAID/taller</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The load plot takes {share:.0f}% of the plots' height.</source>
            <comment>SPLIT_SAID/shorter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In 2015 Marc Brooker of AWS tested retry rules on a shared record: each client reads it, then writes it back; a write fails if someone else wrote first, and that client backs off and starts again. Every message takes about 10 ms. Which rule gets every client's write through with the fewest calls?</source>
            <comment>BROOKER_INTRO</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Brooker's own names: 'no backoff' is what this lab calls Retry immediately, 'full jitter' is Backoff with jitter.</source>
            <comment>BROOKER_NAMES_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run the experiment</source>
            <comment>BROOKER_RUN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>10 to 190 clients, five rules. It runs in the background; the lab stays usable.</source>
            <comment>BROOKER_RUN_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop</source>
            <comment>BROOKER_STOP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source> runs each</source>
            <comment>BROOKER_RUNS_SUFFIX</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many runs each point is the average of.</source>
            <comment>BROOKER_RUNS_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Running Brooker's experiment…</source>
            <comment>BROOKER_RUNNING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stopped. Press Run the experiment to start again.</source>
            <comment>BROOKER_STOPPED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The experiment did not finish: {reason}</source>
            <comment>BROOKER_FAILED</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Average of {n} runs a point.</source>
            <oldsource>Average of {runs} runs a point. With {clients} clients: retry immediately {none:,.0f} write calls, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</oldsource>
            <comment>BROOKER_DONE</comment>
            <extracomment>English for one: Average of {n} run a point.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</source>
            <comment>BROOKER_DONE_CALLS</comment>
            <extracomment>English for one: With {n} client, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Write calls until every client has written</source>
            <comment>BROOKER_CALLS_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write calls</source>
            <comment>BROOKER_CALLS_Y</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time until the last client has written</source>
            <comment>BROOKER_TIME_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>time (s)</source>
            <oldsource>seconds</oldsource>
            <comment>BROOKER_TIME_Y</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>clients</source>
            <comment>BROOKER_X</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>BROOKER_RULES/none</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>BROOKER_RULES/exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>BROOKER_RULES/full-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Equal jitter</source>
            <comment>BROOKER_RULES/equal-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decorrelated jitter</source>
            <comment>BROOKER_RULES/decorrelated-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tenacity, no wait (its default)</source>
            <comment>PRESET_LABELS/tenacity-no-wait</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>PRESET_LABELS/tenacity-exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tenacity wait_random_exponential(1, max 60)</source>
            <comment>PRESET_LABELS/tenacity-random-exponential</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>backoff.expo (backoff with jitter, its default)</source>
            <comment>PRESET_LABELS/backoff-expo</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5)</source>
            <comment>PRESET_LABELS/urllib3-backoff</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>PRESET_LABELS/urllib3-jitter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>urllib3 Retry obeying Retry-After</source>
            <comment>PRESET_LABELS/urllib3-retry-after</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>botocore standard mode (AWS SDKs)</source>
            <comment>PRESET_LABELS/botocore-standard</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>PRESET_LABELS/grpc-backoff</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {n} calls a second and refuses the rest.</source>
            <oldsource>Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {capacity} calls a second and refuses the rest, then lets {agents} real clients call it at once, each retrying with the library you choose. Time runs {scale} times faster; every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</oldsource>
            <comment>STORM_INTRO</comment>
            <extracomment>English for one: Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {n} call a second and refuses the rest.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Then {n} real clients call it at once, each retrying with the library you choose.</source>
            <comment>STORM_INTRO_CLIENTS</comment>
            <extracomment>English for one: Then {n} real client calls it, retrying with the library you choose.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Time runs {n} times faster; every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</source>
            <comment>STORM_INTRO_TIME</comment>
            <extracomment>English for one: Time runs at the story's own speed ({n}x); every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Library</source>
            <comment>STORM_LIBRARY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The retry library and settings the clients use.</source>
            <oldsource>The retry library and settings the clients use (docs/rules.md lists where each comes from).</oldsource>
            <comment>STORM_LIBRARY_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agents</source>
            <comment>STORM_AGENTS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many real clients call at once (10 to 300), one thread each.</source>
            <comment>STORM_AGENTS_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Capacity</source>
            <comment>STORM_CAPACITY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls the server accepts each story second (1 to 50).</source>
            <comment>STORM_CAPACITY_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time x</source>
            <comment>STORM_SCALE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many times faster than the story the storm runs (1 to 20). Faster is quicker to watch but this computer's own delays count for more.</source>
            <comment>STORM_SCALE_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run the real storm</source>
            <comment>STORM_RUN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starts the server and the clients. Takes a few seconds; the lab stays usable.</source>
            <comment>STORM_RUN_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <comment>STORM_CANCEL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This chart will show a real storm on this computer: a real server that accepts a few calls a second, real clients retrying with a real library, and the model's calls each second beside them.</source>
            <comment>STORM_EMPTY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The real storm is running: the chart appears when it is over.</source>
            <comment>STORM_EMPTY_RUNNING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a library and press Run the real storm.</source>
            <comment>STORM_READY</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Real storm: {done} of {n} agents done; story time {story:.0f} s…</source>
            <oldsource>Real storm: {done} of {agents} agents done, {story:.0f} story seconds…</oldsource>
            <comment>STORM_RUNNING</comment>
            <extracomment>English for one: Real storm: {done} of {n} agent done; story time {story:.0f} s…</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Cancelling: stopping the agents and closing their connections…</source>
            <comment>STORM_CANCELLING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled. Everything is shut down; press Run the real storm to start again.</source>
            <comment>STORM_CANCELLED</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Cancelled. Every connection is closed; {n} agents are still asleep inside their retry library and end as soon as they wake (they send nothing more).</source>
            <oldsource>Cancelled. Every connection is closed; {left} agents are still asleep inside their retry library and end as soon as they wake (they send nothing more).</oldsource>
            <comment>STORM_CANCELLED_ASLEEP</comment>
            <extracomment>English for one: Cancelled. Every connection is closed; {n} agent is still asleep inside its retry library and ends as soon as it wakes (it sends nothing more).</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>The real storm did not finish: {reason}</source>
            <comment>STORM_FAILED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The real storm could not start: {reason}</source>
            <comment>STORM_NOT_STARTED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This copy of the lab was built without {modules}, so these libraries cannot run for real here: {names}. Their model presets are in Advanced, Other retry rules.</source>
            <comment>STORM_MISSING</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This copy of the lab has none of the retry libraries, so it cannot run a real storm.</source>
            <comment>STORM_NONE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calls each second: the real storm and the model</source>
            <comment>STORM_CHART_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>calls each second</source>
            <oldsource>calls</oldsource>
            <comment>STORM_CHART_Y</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>story seconds</source>
            <comment>STORM_CHART_X</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Real storm</source>
            <comment>STORM_REAL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model</source>
            <comment>STORM_MODEL</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{library}: calls sent, real {real_calls:,}, model {model_calls:,} (median of {n} runs); last agent served, real {real_last}, model {model_last}. {agreement}</source>
            <oldsource>{library}: real {real_calls:,} calls, last agent served at {real_last}; model {model_calls:,} calls, {model_last} (median of {runs} runs). {agreement}</oldsource>
            <comment>STORM_DONE</comment>
            <extracomment>English for one: {library}: calls sent, real {real_calls:,}, model {model_calls:,} (median of {n} run); last agent served, real {real_last}, model {model_last}. {agreement}</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>STORM_SECONDS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none served</source>
            <comment>STORM_NONE_SERVED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reality and the model cannot be compared: one of them served nobody.</source>
            <comment>STORM_AGREE_NOBODY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/close</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/rough</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/apart</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/close</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/rough</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/apart</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>about the same (within {gap:.0%})</source>
            <comment>STORM_GAP/same</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{gap:.0%} more calls</source>
            <comment>STORM_GAP/more_calls</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{gap:.0%} fewer calls</source>
            <comment>STORM_GAP/fewer_calls</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{gap:.0%} later</source>
            <comment>STORM_GAP/later</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{gap:.0%} sooner</source>
            <comment>STORM_GAP/sooner</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{gap} (inside the model's own spread over {runs} runs, {low:,.0f} to {high:,.0f})</source>
            <comment>STORM_GAP_INSIDE_CALLS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{gap} (inside the model's own spread over {runs} runs, {low:.1f} to {high:.1f} s)</source>
            <comment>STORM_GAP_INSIDE_SECONDS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Real clients cannot all call at the same instant: on this computer their first calls took {spread:.1f} story seconds, not 0, and that spread acts like extra jitter.</source>
            <comment>STORM_FIRST_CALLS_SPREAD</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Real clients cannot all call at the same instant: this computer spreads the crowd out, and that acts like extra jitter.</source>
            <comment>STORM_FIRST_CALLS_SPREAD_UNKNOWN</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the calls of an earlier save are still being written; try again when it says Saved</source>
            <comment>SAVE_BUSY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saving before closing</source>
            <comment>SAVING_ON_CLOSE_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Saving… all {n:,} calls to {name} before the lab closes.</source>
            <oldsource>Saving… all {calls:,} calls to {name} before the lab closes.</oldsource>
            <comment>SAVING_ON_CLOSE</comment>
            <extracomment>English for one: Saving… the {n:,} call to {name} before the lab closes.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Close without them</source>
            <comment>SAVING_ON_CLOSE_SKIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The calls were NOT saved: {path} was not finished when the lab closed ({calls:,} calls). The table was saved. Save data again to get them.</source>
            <comment>NOT_SAVED_ON_CLOSE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The animation was NOT saved: {path} was not finished when the lab closed. Save the animation again to get it.</source>
            <comment>ANIMATION_NOT_SAVED_ON_CLOSE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Getting the crowd ready: sorting {calls:,} calls by agent…</source>
            <comment>CROWD_PREPARING</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{n} people need an answer at the same moment. The door lets in {capacity} a second.</source>
            <oldsource>{agents} people need an answer at the same moment. The door lets in {capacity} a second.</oldsource>
            <comment>ATTRACT_HEADLINE</comment>
            <extracomment>English for one: {n} person needs an answer. The door lets in {capacity} a second.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Turned away, how long should each one wait before trying again?</source>
            <comment>ATTRACT_QUESTION</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>When you try it yourself, you start with a smaller crowd: {n} people at a door that lets in {capacity} a second.</source>
            <oldsource>A bigger crowd than in “The door”, where {n} people knock at a door that lets in {capacity} a second: the same story, on a bigger scale.</oldsource>
            <comment>ATTRACT_BIGGER</comment>
            <extracomment>English for one: When you try it yourself, you start with a smaller crowd: {n} person at a door that lets in {capacity} a second.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <oldsource>Everyone waits the same time</oldsource>
            <comment>ATTRACT_CAPTION/exponential/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together and are turned away together, again and again. (In the lab: exponential backoff.)</source>
            <oldsource>Everyone waits the same time, so they all come back together and are turned away together, again and again. (In the lab: exponential backoff.)</oldsource>
            <comment>ATTRACT_CAPTION/exponential/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait a random time</source>
            <oldsource>Everyone waits a random time</oldsource>
            <comment>ATTRACT_CAPTION/full-jitter/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>They come back spread out, and the door stays busy letting them in. (In the lab: backoff with jitter.)</source>
            <oldsource>So they come back spread out, and the door stays busy letting them in.</oldsource>
            <comment>ATTRACT_CAPTION/full-jitter/1</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{now:.0f} s: {n} of {agents} answered so far</source>
            <oldsource>{now:.0f} s: {served} of {agents} answered, {n:,} knocks</oldsource>
            <comment>ATTRACT_CLOCK</comment>
            <extracomment>English for one: {now:.0f} s: {n} of {agents} answered so far</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>In this one run, all {agents} answered after {last:.1f} s, with {n:,} knocks</source>
            <oldsource>In this one run, all {agents} answered after {last:.1f} s, with {calls:,} knocks</oldsource>
            <comment>ATTRACT_DONE</comment>
            <extracomment>English for one: In this one run, all {agents} answered after {last:.1f} s, with {n:,} knock</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{times:.1f} times sooner in this run than waiting longer each time!</source>
            <oldsource>{times:.1f} times sooner than waiting longer each time!</oldsource>
            <comment>ATTRACT_SOONER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{done}. {sooner}</source>
            <comment>ATTRACT_DONE_SOONER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(both shown {factor:.0f}x faster)</source>
            <comment>ATTRACT_PACE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(shown at real speed)</source>
            <comment>ATTRACT_PACE_REAL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each dot is a person at the door</source>
            <comment>ATTRACT_VIEW/crowd</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each row is a person; a cross is a knock turned away, a dot a knock let in</source>
            <oldsource>Each row is a person; a cross is a knock turned away</oldsource>
            <comment>ATTRACT_VIEW/timeline</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Touch the screen to try it yourself</source>
            <comment>ATTRACT_INVITE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>❚❚ Pause</source>
            <comment>ATTRACT_PAUSE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>▶ Play</source>
            <comment>ATTRACT_RESUME</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop the moving pictures (space bar); touch anywhere else to try it yourself.</source>
            <comment>ATTRACT_PAUSE_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paused: touch {play} to go on</source>
            <oldsource>Paused: press Play or the space bar to go on</oldsource>
            <comment>ATTRACT_PAUSED_NOTE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>person</source>
            <comment>ATTRACT_TIMELINE_Y</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“The door” tells the story with friends at a door. The other lessons tell it as computers live it: the friends are computer helpers called agents, the door is a busy tool, and a knock is a call. Choose a lesson.</source>
            <comment>KIOSK_START_INTRO</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each lesson starts ready to use. ◀ All lessons brings you back here.</source>
            <oldsource>Each lesson starts ready to use. ◀ All lessons brings you back here. With a keyboard: Tab moves to the next button, and Space or Enter presses it.</oldsource>
            <comment>KIOSK_START_FOOTER</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the kiosk page needs {need}, more than the {size} screen</source>
            <comment>KIOSK_TOO_SMALL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what}: more</source>
            <comment>KIOSK_MORE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what}: less</source>
            <comment>KIOSK_LESS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scroll the settings</source>
            <comment>KIOSK_SCROLL_SETTINGS</comment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>class_round_words</name>
        <message>
            <source>By hand: knock when you like</source>
            <comment>ROUND_RULE_NAMES/by-hand</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>ROUND_RULE_NAMES/wait-longer</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>ROUND_RULE_NAMES/wait-random</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By hand</source>
            <comment>ROUND_RULE_SHORT/by-hand</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait longer</source>
            <comment>ROUND_RULE_SHORT/wait-longer</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Random wait</source>
            <comment>ROUND_RULE_SHORT/wait-random</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pupils knock whenever they like. People knock again at once: the class makes its own storm.</source>
            <comment>ROUND_RULE_TIPS/by-hand</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After each 'no' the page waits, twice as long each time, then knocks by itself.</source>
            <comment>ROUND_RULE_TIPS/wait-longer</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After each 'no' the page waits a random time, then knocks by itself.</source>
            <comment>ROUND_RULE_TIPS/wait-random</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pupils press Knock whenever they like; nothing waits for them.</source>
            <comment>ROUND_RULE_LINES/by-hand</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After each 'no' the page waits 0.5 s, then 1, 2, 4 s (at most), and knocks by itself.</source>
            <comment>ROUND_RULE_LINES/wait-longer</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After each 'no' the page waits a random time up to 0.5 s, then up to 1, 2, 4 s, and knocks by itself.</source>
            <comment>ROUND_RULE_LINES/wait-random</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Class round: the door</source>
            <comment>PAGE/title</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Join the class round</source>
            <comment>PAGE/join_heading</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the 4-digit code from the big screen.</source>
            <comment>PAGE/join_prompt</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Join</source>
            <comment>PAGE/join_button</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That code is not right. Look at the big screen and try again.</source>
            <comment>PAGE/join_wrong</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The round is full. Ask your teacher.</source>
            <comment>PAGE/join_full</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This round has ended. Look at the big screen.</source>
            <comment>PAGE/join_over</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Too many tries. Wait a minute, then try again.</source>
            <comment>PAGE/join_slow</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You are</source>
            <comment>PAGE/you_are</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knock</source>
            <comment>PAGE/knock</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knock on the door to get in!</source>
            <comment>PAGE/ready</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No! The door is full. Knock again when you like.</source>
            <comment>PAGE/refused_hand</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No! The door is full. Waiting {s} s, then knocking again…</source>
            <comment>PAGE/refused_wait</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting {s} s…</source>
            <comment>PAGE/waiting</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yes! The door is opening…</source>
            <comment>PAGE/opening</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You're in!</source>
            <comment>PAGE/inside</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Too fast! One knock at a time.</source>
            <comment>PAGE/too_fast</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The round is over. Look at the big screen.</source>
            <comment>PAGE/over</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot reach the lab. Trying again…</source>
            <comment>PAGE/lost</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your knocks: {n}</source>
            <comment>PAGE/knocks</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{inside} of {pupils} inside</source>
            <comment>PAGE/crowd</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start a class round…</source>
            <comment>MENU_START</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start a class round (group visit)</source>
            <comment>KIOSK_STAFF_ROUND</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pupils join from their own phones or tablets and become the crowd at the door.</source>
            <comment>MENU_START_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Class round: the door</source>
            <comment>WINDOW_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start a class round</source>
            <comment>SETUP_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each pupil's phone, tablet or Chromebook becomes one of the crowd at the door, and this computer is the door. Pupils need no app and no account, and type no names.</source>
            <comment>SETUP_INTRO</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The door lets in (a second)</source>
            <comment>SETUP_CAPACITY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How pupils try again</source>
            <comment>SETUP_RULE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At most this many pupils</source>
            <comment>SETUP_PUPILS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The round ends after (minutes)</source>
            <comment>SETUP_MINUTES</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who can join</source>
            <comment>SETUP_NETWORK</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only this computer (to try it out)</source>
            <comment>SETUP_LOCAL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The room's network: {address} ({name})</source>
            <comment>SETUP_ROOM</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No room network found: connect this computer to the class's Wi-Fi or start its own hotspot.</source>
            <comment>SETUP_NO_ROOM</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choosing the room's network lets devices on it reach this computer until the round ends. Nothing is stored after the round.</source>
            <comment>SETUP_ROOM_NOTE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start the round</source>
            <comment>SETUP_START</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <comment>SETUP_CANCEL</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
            <comment>JOIN_AT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Code</source>
            <comment>JOIN_CODE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan the code with your camera, or type the address, then the code.</source>
            <comment>JOIN_HINT</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{rule} · the door lets in {n} pupils a second</source>
            <oldsource>{rule} · the door lets in {capacity} a second</oldsource>
            <comment>DOOR_LINE</comment>
            <extracomment>English for one: {rule} · the door lets in {n} pupil a second</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Waiting for pupils to join…</source>
            <comment>PUPILS_NONE</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{n} pupils joined · pupils who knocked: {knocked} · inside: {inside}</source>
            <oldsource>{n} pupils joined · knocked: {knocked} · inside: {inside}</oldsource>
            <comment>PUPILS_JOINED</comment>
            <extracomment>English for one: {n} pupil joined · pupils who knocked: {knocked} · inside: {inside}</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>INSIDE_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nobody is inside yet.</source>
            <comment>INSIDE_NONE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The class's knocks</source>
            <comment>LOAD_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>knocks each second</source>
            <comment>LOAD_Y</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{n:,} knocks</source>
            <oldsource>{calls:,} knocks</oldsource>
            <comment>LOAD_CUT_FIRST</comment>
            <extracomment>English for one: {n:,} knock</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Ends in {minutes}:{seconds:02d}</source>
            <comment>TIME_LEFT</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the round</source>
            <comment>END_ROUND</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop the round now: pupils' pages say it is over and nothing listens any more.</source>
            <comment>END_ROUND_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the round?</source>
            <comment>END_ASK_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the round now? Every pupil's page will say it is over, and nobody can knock any more. This cannot be undone.</source>
            <comment>END_ASK</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep playing</source>
            <comment>END_ASK_KEEP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <comment>CLOSE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No device has reached the lab yet. If pupils see "cannot be reached", the network keeps devices apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start a new round.</source>
            <oldsource>No device has reached the lab yet. If pupils see "cannot be reached", the network keeps devices apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start a new round (docs/class-round.md).</oldsource>
            <comment>NO_DEVICE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only this computer can join this round (to try it out).</source>
            <comment>LOCAL_ONLY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The round is over</source>
            <comment>ENDED_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The teacher ended the round.</source>
            <comment>ENDED_WHY/teacher</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The round's time ran out.</source>
            <comment>ENDED_WHY/time</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The lab was closed.</source>
            <comment>ENDED_WHY/closed</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your class</source>
            <comment>RESULT_HEADINGS/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The computer's model</source>
            <comment>RESULT_HEADINGS/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knocks</source>
            <comment>RESULT_ROWS/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knocks refused</source>
            <comment>RESULT_ROWS/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone in after</source>
            <comment>RESULT_ROWS/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Typical pupil in after</source>
            <comment>RESULT_ROWS/3</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The computer's model: what it says for the same class, {n} pupils who {how}, at a door that lets in {capacity} a second.</source>
            <oldsource>The computer's model: what it says for the same class, {agents} pupils who {how}, at a door that lets in {capacity} a second.</oldsource>
            <comment>RESULT_NOTE</comment>
            <extracomment>English for one: The computer's model: what it says for the same class, {n} pupil who {how}, at a door that lets in {capacity} a second.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the middle of the first {n} pupils in.</source>
            <oldsource>The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the middle of the first {first} in.</oldsource>
            <comment>RESULT_NOTE_CUT</comment>
            <extracomment>English for one: The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the {n} pupil who got in first.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{n} pupils joined but never knocked.</source>
            <oldsource>{never} joined but never knocked: the model is for the {knocked} who knocked.</oldsource>
            <comment>RESULT_NOTE_NEVER</comment>
            <extracomment>English for one: {n} pupil joined but never knocked.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>The model is for the {n} pupils who knocked.</source>
            <comment>RESULT_NOTE_KNOCKED</comment>
            <extracomment>English for one: The model is for the {n} pupil who knocked.</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>knock again every quarter of a second</source>
            <comment>MODEL_HOW/by-hand</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wait half a second, then twice as long after each 'no', up to 4 s</source>
            <comment>MODEL_HOW/wait-longer</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wait a random time, up to half a second, then up to twice as long after each 'no', up to 4 s</source>
            <comment>MODEL_HOW/wait-random</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{inside} of {n} in</source>
            <oldsource>{inside} of {pupils} in</oldsource>
            <comment>RESULT_NOT_ALL</comment>
            <extracomment>English for one: {inside} of {n} in</extracomment>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Nobody knocked in this round.</source>
            <comment>RESULT_NOBODY</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nobody joined</source>
            <comment>RESULT_NOBODY_JOINED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounds so far</source>
            <comment>ROUNDS_TITLE</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round</source>
            <comment>ROUNDS_HEADINGS/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Way of playing</source>
            <comment>ROUNDS_HEADINGS/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Door</source>
            <comment>ROUNDS_HEADINGS/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pupils</source>
            <comment>ROUNDS_HEADINGS/3</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Knocks</source>
            <comment>ROUNDS_HEADINGS/4</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refused</source>
            <comment>ROUNDS_HEADINGS/5</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All in after</source>
            <comment>ROUNDS_HEADINGS/6</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Typical in</source>
            <comment>ROUNDS_HEADINGS/7</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model knocks</source>
            <comment>ROUNDS_HEADINGS/8</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model all in</source>
            <comment>ROUNDS_HEADINGS/9</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round</source>
            <comment>ROUNDS_CSV_COLUMNS/0</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>way_of_playing</source>
            <comment>ROUNDS_CSV_COLUMNS/1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>door_per_second</source>
            <comment>ROUNDS_CSV_COLUMNS/2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pupils_joined</source>
            <comment>ROUNDS_CSV_COLUMNS/3</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pupils_knocked</source>
            <comment>ROUNDS_CSV_COLUMNS/4</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pupils_inside</source>
            <comment>ROUNDS_CSV_COLUMNS/5</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>knocks</source>
            <comment>ROUNDS_CSV_COLUMNS/6</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>refused</source>
            <comment>ROUNDS_CSV_COLUMNS/7</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>everyone_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/8</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>typical_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/9</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round_length_s</source>
            <comment>ROUNDS_CSV_COLUMNS/10</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>model_pupils</source>
            <comment>ROUNDS_CSV_COLUMNS/11</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>model_inside</source>
            <comment>ROUNDS_CSV_COLUMNS/12</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>model_knocks</source>
            <comment>ROUNDS_CSV_COLUMNS/13</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>model_refused</source>
            <comment>ROUNDS_CSV_COLUMNS/14</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>model_everyone_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/15</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>model_typical_in_s</source>
            <comment>ROUNDS_CSV_COLUMNS/16</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ended_by</source>
            <comment>ROUNDS_CSV_COLUMNS/17</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the rounds (CSV)</source>
            <comment>SAVE_ROUNDS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save every round of this session as a CSV file in the lab's folder in Documents (never over another).</source>
            <comment>SAVE_ROUNDS_TIP</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved: {path}</source>
            <comment>SAVED_ROUNDS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not save the rounds: {reason}</source>
            <comment>SAVE_ROUNDS_FAILED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>RESULT_SECONDS</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not start the round: {reason}</source>
            <comment>START_FAILED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{dropped} bad messages dropped</source>
            <comment>DROPPED</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a class's own devices knock on the lab's door: a round served on this computer's network</source>
            <comment>CLI_HELP</comment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Yes</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;No</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cu&amp;t</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Copy</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Paste</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select All</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cu&amp;t</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Copy</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Paste</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select All</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Step up</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Step &amp;down</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>File &amp;name:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Save</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forward</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Parent Directory</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Create New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List View</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Detail View</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go back</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go forward</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to the parent directory</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Create a New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change to list view mode</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change to detail view mode</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rename</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Delete</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sidebar</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Files</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Size</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type</source>
            <comment>All other platforms</comment>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Date Modified</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <comment>All other platforms</comment>
            <extracomment>Qt's own: the Save as dialog's kind of an entry.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drive</source>
            <extracomment>Qt's own: the Save as dialog's kind of an entry.</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Space</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Right</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Up</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Down</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
