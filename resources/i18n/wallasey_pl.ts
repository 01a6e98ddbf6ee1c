<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
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
            <translation>Natychmiast</translation>
        </message>
        <message>
            <source>1x (real time)</source>
            <comment>DOOR_SPEEDS/1x (real time)</comment>
            <translation>1x (czas rzeczywisty)</translation>
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
            <translation>Laboratorium ponownych prób Wallasey</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>RULE_LABELS/immediate</comment>
            <translation>Natychmiastowe ponawianie</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>RULE_LABELS/exponential</comment>
            <translation>Wykładnicze odczekanie</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>RULE_LABELS/full-jitter</comment>
            <translation>Odczekanie z losowością</translation>
        </message>
        <message>
            <source>Randomness in the wait</source>
            <comment>RULE_LABELS/jitter</comment>
            <translation>Losowość czekania</translation>
        </message>
        <message>
            <source>Equal jitter</source>
            <comment>RULE_LABELS/equal-jitter</comment>
            <translation>Równa losowość</translation>
        </message>
        <message>
            <source>Decorrelated jitter</source>
            <comment>RULE_LABELS/decorrelated-jitter</comment>
            <translation>Losowość nieskorelowana</translation>
        </message>
        <message>
            <source>Proportional jitter (gRPC)</source>
            <comment>RULE_LABELS/proportional-jitter</comment>
            <translation>Losowość proporcjonalna (gRPC)</translation>
        </message>
        <message>
            <source>Obey the server's hint</source>
            <comment>RULE_LABELS/retry-after</comment>
            <translation>Słuchaj podpowiedzi serwera</translation>
        </message>
        <message>
            <source>tenacity, no wait (its default)</source>
            <comment>RULE_LABELS/tenacity-no-wait</comment>
            <translation>tenacity, bez czekania (domyślnie)</translation>
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
            <translation>backoff.expo (odczekanie z losowością, domyślnie)</translation>
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
            <translation>urllib3 Retry słuchający Retry-After</translation>
        </message>
        <message>
            <source>botocore standard mode (AWS SDKs)</source>
            <comment>RULE_LABELS/botocore-standard</comment>
            <translation>botocore, tryb standardowy (AWS SDK)</translation>
        </message>
        <message>
            <source>gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>RULE_LABELS/grpc-backoff</comment>
            <translation>Odczekanie w gRPC (1 s, x1,6, losowość 0,2, maks. 120 s)</translation>
        </message>
        <message>
            <source>A refused agent tries again after a fixed short pause (the retry interval).</source>
            <comment>RULE_HELP/immediate</comment>
            <translation>Odrzucony agent próbuje ponownie po stałej, krótkiej przerwie (odstęp ponawiania).</translation>
        </message>
        <message>
            <source>A refused agent waits the first wait (the backoff base), then twice as long after each refusal, up to the longest wait (the backoff cap).</source>
            <comment>RULE_HELP/exponential</comment>
            <translation>Odrzucony agent czeka przez pierwsze czekanie (podstawa odczekania), a po każdym odrzuceniu dwa razy dłużej, aż do najdłuższego czekania (limit odczekania).</translation>
        </message>
        <message>
            <source>Like exponential backoff, but each agent waits a random time anywhere up to that growing limit.</source>
            <comment>RULE_HELP/full-jitter</comment>
            <translation>Jak wykładnicze odczekanie, ale każdy agent czeka losowy czas, od zera do tej rosnącej granicy.</translation>
        </message>
        <message>
            <source>Between the two: a fixed part (1 - J) of the backoff limit plus a random part up to J of it. J = 0 is exponential backoff, J = 1 is backoff with jitter.</source>
            <comment>RULE_HELP/jitter</comment>
            <translation>Coś pomiędzy: stała część (1 - J) granicy odczekania plus losowa część do J tej granicy. J = 0 to wykładnicze odczekanie, J = 1 to odczekanie z losowością.</translation>
        </message>
        <message>
            <source>Half the backoff limit for certain, plus a random time up to the other half.</source>
            <comment>RULE_HELP/equal-jitter</comment>
            <translation>Na pewno połowa granicy odczekania, plus losowy czas do drugiej połowy.</translation>
        </message>
        <message>
            <source>A random wait between the first wait and three times the last wait, up to the longest wait.</source>
            <comment>RULE_HELP/decorrelated-jitter</comment>
            <translation>Losowe czekanie od pierwszego czekania do trzykrotności ostatniego, najwyżej do najdłuższego czekania.</translation>
        </message>
        <message>
            <source>The wait grows by a multiplier (1.6) each time, then is stretched or shrunk at random by up to a spread (20%), as gRPC does.</source>
            <comment>RULE_HELP/proportional-jitter</comment>
            <translation>Czekanie za każdym razem rośnie o mnożnik (1,6), a potem jest losowo wydłużane lub skracane najwyżej o rozrzut (20%), tak jak w gRPC.</translation>
        </message>
        <message>
            <source>The tool says when it will take calls again; the agent calls back then (plus an optional random delay).</source>
            <comment>RULE_HELP/retry-after</comment>
            <translation>Narzędzie mówi, kiedy znów przyjmie zapytania; agent dzwoni wtedy ponownie (plus ewentualne losowe opóźnienie).</translation>
        </message>
        <message>
            <source>Retry rule</source>
            <comment>TABLE_HEADINGS/0</comment>
            <translation>Zasada ponawiania</translation>
        </message>
        <message>
            <source>Last agent served</source>
            <comment>TABLE_HEADINGS/1</comment>
            <translation>Ostatni agent obsłużony</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>TABLE_HEADINGS/2</comment>
            <translation>Wysłane zapytania</translation>
        </message>
        <message>
            <source>Calls refused</source>
            <comment>TABLE_HEADINGS/3</comment>
            <translation>Odrzucone zapytania</translation>
        </message>
        <message>
            <source>Typical agent served</source>
            <comment>TABLE_HEADINGS/4</comment>
            <translation>Typowy agent obsłużony</translation>
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
            <translation>Laboratorium ponownych prób Wallasey: jedno zajęte narzędzie, wielu agentów</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} agents all need an answer from one busy tool.</source>
            <comment>TAGLINE</comment>
            <extracomment>English for one: {n:,} agent needs an answer from one busy tool.</extracomment>
            <translation>
                <numerusform>{n:,} agent potrzebuje odpowiedzi od jednego zajętego narzędzia.</numerusform>
                <numerusform>{n:,} agentów potrzebuje odpowiedzi od jednego zajętego narzędzia.</numerusform>
                <numerusform>{n:,} agentów potrzebuje odpowiedzi od jednego zajętego narzędzia.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n:,} calls a second. How should a refused agent try again?</source>
            <comment>TAGLINE_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n:,} call a second. How should a refused agent try again?</extracomment>
            <translation>
                <numerusform>Narzędzie przyjmuje {n:,} zapytanie na sekundę. Jak odrzucony agent powinien spróbować ponownie?</numerusform>
                <numerusform>Narzędzie przyjmuje {n:,} zapytania na sekundę. Jak odrzucony agent powinien spróbować ponownie?</numerusform>
                <numerusform>Narzędzie przyjmuje {n:,} zapytań na sekundę. Jak odrzucony agent powinien spróbować ponownie?</numerusform>
            </translation>
        </message>
        <message>
            <source>(Advanced settings in use: {what}.)</source>
            <comment>ADVANCED_IN_USE</comment>
            <translation>(Używane ustawienia zaawansowane: {what}.)</translation>
        </message>
        <message>
            <source>the tool: {value}</source>
            <comment>ADVANCED_SUMMARY/limiter</comment>
            <translation>narzędzie: {value}</translation>
        </message>
        <message>
            <source>retry budget: {value}</source>
            <comment>ADVANCED_SUMMARY/budget</comment>
            <translation>limit ponowień: {value}</translation>
        </message>
        <message>
            <source>arrivals: {value}</source>
            <comment>ADVANCED_SUMMARY/arrival</comment>
            <translation>przybywanie: {value}</translation>
        </message>
        <message>
            <source>give up after {value:g} calls</source>
            <comment>ADVANCED_SUMMARY/max_attempts</comment>
            <translation>rezygnacja po {value:g} zapytaniach</translation>
        </message>
        <message>
            <source>give up after {value:g} s</source>
            <comment>ADVANCED_SUMMARY/deadline</comment>
            <translation>rezygnacja po {value:g} s</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>RULE_BUTTON/immediate</comment>
            <translation>Natychmiastowe ponawianie</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>RULE_BUTTON/exponential</comment>
            <translation>Wykładnicze odczekanie</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>RULE_BUTTON/full-jitter</comment>
            <translation>Odczekanie z losowością</translation>
        </message>
        <message>
            <source>Try again at once, every {interval:g} s</source>
            <oldsource>Try again every {interval:g} s</oldsource>
            <comment>RULE_SHORT/immediate</comment>
            <translation>Spróbuj od razu ponownie, co {interval:g} s</translation>
        </message>
        <message>
            <source>Wait longer each time, up to {cap:g} s</source>
            <oldsource>Wait {base:g} s, then double, up to {cap:g} s</oldsource>
            <comment>RULE_SHORT/exponential</comment>
            <translation>Czekaj coraz dłużej, do {cap:g} s</translation>
        </message>
        <message>
            <source>Wait a random time, up to that limit</source>
            <oldsource>A random wait, up to that same limit</oldsource>
            <comment>RULE_SHORT/full-jitter</comment>
            <translation>Czekaj losowy czas, do tej granicy</translation>
        </message>
        <message>
            <source>How refused agents try again</source>
            <comment>PANEL_RULE</comment>
            <translation>Jak odrzuceni agenci próbują ponownie</translation>
        </message>
        <message>
            <source>The crowd and the tool</source>
            <comment>PANEL_CROWD</comment>
            <translation>Tłum i narzędzie</translation>
        </message>
        <message>
            <source>Advanced</source>
            <comment>PANEL_ADVANCED</comment>
            <translation>Zaawansowane</translation>
        </message>
        <message>
            <source>Agents</source>
            <comment>SLIDER/agents/0</comment>
            <translation>Agenci</translation>
        </message>
        <message>
            <source>How many agents all need an answer at the same moment.</source>
            <comment>SLIDER/agents/2</comment>
            <translation>Ilu agentów potrzebuje odpowiedzi w tej samej chwili.</translation>
        </message>
        <message>
            <source>Capacity</source>
            <comment>SLIDER/capacity/0</comment>
            <translation>Przepustowość</translation>
        </message>
        <message numerus="yes">
            <source> calls/s</source>
            <comment>SLIDER/capacity/1</comment>
            <extracomment>English for one:  call/s</extracomment>
            <translation>
                <numerusform> zap./s</numerusform>
                <numerusform> zap./s</numerusform>
                <numerusform> zap./s</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the tool accepts each second. Any more are refused straight away.</source>
            <comment>SLIDER/capacity/2</comment>
            <translation>Ile zapytań narzędzie przyjmuje na sekundę. Każde kolejne jest od razu odrzucane.</translation>
        </message>
        <message>
            <source>Answer time</source>
            <comment>SLIDER/answer_time/0</comment>
            <translation>Czas odpowiedzi</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/answer_time/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>How long the tool takes to answer an accepted call.</source>
            <comment>SLIDER/answer_time/2</comment>
            <translation>Ile czasu narzędzie potrzebuje, by odpowiedzieć na przyjęte zapytanie.</translation>
        </message>
        <message>
            <source>Pause between tries</source>
            <comment>SLIDER/interval/0</comment>
            <translation>Przerwa między próbami</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/interval/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>With 'retry immediately', how long a refused agent pauses before calling again (the retry interval).</source>
            <comment>SLIDER/interval/2</comment>
            <translation>Przy „natychmiastowe ponawianie”: ile odrzucony agent czeka, zanim zapyta ponownie (odstęp ponawiania).</translation>
        </message>
        <message>
            <source>First wait</source>
            <comment>SLIDER/base/0</comment>
            <translation>Pierwsze czekanie</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/base/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>The first wait after a refusal, for the backoff rules (the backoff base).</source>
            <comment>SLIDER/base/2</comment>
            <translation>Pierwsze czekanie po odrzuceniu, w zasadach z odczekaniem (podstawa odczekania).</translation>
        </message>
        <message>
            <source>Longest wait</source>
            <comment>SLIDER/cap/0</comment>
            <translation>Najdłuższe czekanie</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/cap/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>The longest wait the backoff rules ever use (the backoff cap).</source>
            <comment>SLIDER/cap/2</comment>
            <translation>Najdłuższe czekanie, jakiego kiedykolwiek używają zasady z odczekaniem (limit odczekania).</translation>
        </message>
        <message>
            <source>Time to hear no</source>
            <comment>SLIDER/refusal_rtt/0</comment>
            <translation>Czas usłyszenia „nie”</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/refusal_rtt/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>How long it takes an agent to hear that its call was refused (the refusal round trip).</source>
            <comment>SLIDER/refusal_rtt/2</comment>
            <translation>Ile czasu mija, zanim agent usłyszy, że jego zapytanie odrzucono (czas obiegu odrzucenia).</translation>
        </message>
        <message>
            <source>Runs to compare</source>
            <comment>SLIDER/runs/0</comment>
            <translation>Przebiegi do porównania</translation>
        </message>
        <message>
            <source>How many runs the results table takes the middle of (the median).</source>
            <comment>SLIDER/runs/2</comment>
            <translation>Z ilu przebiegów tabela bierze środkowy wynik (medianę).</translation>
        </message>
        <message>
            <source>Which roll of the dice</source>
            <comment>SLIDER/seed/0</comment>
            <translation>Który rzut kostką</translation>
        </message>
        <message>
            <source>The random seed: the same number gives exactly the same runs again; another number, other dice rolls.</source>
            <comment>SLIDER/seed/2</comment>
            <translation>Ziarno losowania: ta sama liczba daje znów dokładnie te same przebiegi; inna liczba – inne rzuty kostką.</translation>
        </message>
        <message>
            <source>Randomness in the wait</source>
            <comment>SLIDER/jitter/0</comment>
            <translation>Losowość czekania</translation>
        </message>
        <message>
            <source>Slide from 0 (every agent waits exactly the backoff time: lockstep) to 1 (a random wait up to it). The small values get more of the track: its middle is 0.25.</source>
            <comment>SLIDER/jitter/2</comment>
            <translation>Przesuń od 0 (każdy agent czeka dokładnie czas odczekania: wszyscy w jednym rytmie) do 1 (losowe czekanie do tego czasu). Małe wartości zajmują większą część suwaka: jego środek to 0,25.</translation>
        </message>
        <message>
            <source>Growth per refusal</source>
            <comment>SLIDER/multiplier/0</comment>
            <translation>Wzrost po odrzuceniu</translation>
        </message>
        <message>
            <source> x</source>
            <comment>SLIDER/multiplier/1</comment>
            <translation> x</translation>
        </message>
        <message>
            <source>How many times longer each wait is than the last (gRPC uses 1.6).</source>
            <comment>SLIDER/multiplier/2</comment>
            <translation>Ile razy każde czekanie jest dłuższe od poprzedniego (gRPC używa 1,6).</translation>
        </message>
        <message>
            <source>Random stretch</source>
            <comment>SLIDER/spread/0</comment>
            <translation>Losowy rozrzut</translation>
        </message>
        <message>
            <source>How far each wait is stretched or shrunk at random (0.2 = up to 20%).</source>
            <comment>SLIDER/spread/2</comment>
            <translation>Jak mocno każde czekanie jest losowo wydłużane lub skracane (0,2 = do 20%).</translation>
        </message>
        <message>
            <source>Random delay after the hint</source>
            <comment>SLIDER/hint_jitter/0</comment>
            <translation>Losowe opóźnienie po podpowiedzi</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/hint_jitter/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>A random extra wait, up to this, after the time the tool gave.</source>
            <comment>SLIDER/hint_jitter/2</comment>
            <translation>Losowe dodatkowe czekanie, najwyżej tyle, po czasie podanym przez narzędzie.</translation>
        </message>
        <message>
            <source>Give up after (calls)</source>
            <comment>SLIDER/max_attempts/0</comment>
            <translation>Rezygnacja po (zapytaniach)</translation>
        </message>
        <message>
            <source>An agent stops after this many calls. 0 = never gives up.</source>
            <comment>SLIDER/max_attempts/2</comment>
            <translation>Agent przestaje po tylu zapytaniach. 0 = nigdy się nie poddaje.</translation>
        </message>
        <message>
            <source>Give up after (seconds)</source>
            <comment>SLIDER/deadline/0</comment>
            <translation>Rezygnacja po (sekundach)</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/deadline/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>An agent stops trying this long after it first called. 0 = never.</source>
            <comment>SLIDER/deadline/2</comment>
            <translation>Agent przestaje próbować po tym czasie od pierwszego zapytania. 0 = nigdy.</translation>
        </message>
        <message>
            <source>Burst</source>
            <comment>SLIDER/burst/0</comment>
            <translation>Seria</translation>
        </message>
        <message numerus="yes">
            <source> calls</source>
            <comment>SLIDER/burst/1</comment>
            <extracomment>English for one:  call</extracomment>
            <translation>
                <numerusform> zap.</numerusform>
                <numerusform> zap.</numerusform>
                <numerusform> zap.</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the token bucket can take at once after a quiet spell.</source>
            <comment>SLIDER/burst/2</comment>
            <translation>Ile zapytań wiadro żetonów może przyjąć naraz (jedną serią) po chwili ciszy.</translation>
        </message>
        <message>
            <source>Calls at once</source>
            <comment>SLIDER/concurrency/0</comment>
            <translation>Zapytania naraz</translation>
        </message>
        <message>
            <source>How many calls the tool works on at the same time.</source>
            <comment>SLIDER/concurrency/2</comment>
            <translation>Nad iloma zapytaniami narzędzie pracuje jednocześnie.</translation>
        </message>
        <message>
            <source>Queue length</source>
            <comment>SLIDER/queue/0</comment>
            <translation>Długość kolejki</translation>
        </message>
        <message numerus="yes">
            <source> calls</source>
            <comment>SLIDER/queue/1</comment>
            <extracomment>English for one:  call</extracomment>
            <translation>
                <numerusform> zap.</numerusform>
                <numerusform> zap.</numerusform>
                <numerusform> zap.</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the tool holds waiting before it refuses.</source>
            <comment>SLIDER/queue/2</comment>
            <translation>Ile zapytań narzędzie trzyma w kolejce, zanim zacznie odrzucać.</translation>
        </message>
        <message>
            <source>Arrivals spread over</source>
            <comment>SLIDER/arrival_spread/0</comment>
            <translation>Przybywanie w ciągu</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/arrival_spread/1</comment>
            <translation> s</translation>
        </message>
        <message>
            <source>Agents arrive at random times within this many seconds.</source>
            <comment>SLIDER/arrival_spread/2</comment>
            <translation>Agenci przybywają w losowych chwilach w ciągu tylu sekund.</translation>
        </message>
        <message>
            <source>Arrivals per second</source>
            <comment>SLIDER/arrival_rate/0</comment>
            <translation>Przybycia na sekundę</translation>
        </message>
        <message>
            <source>/s</source>
            <comment>SLIDER/arrival_rate/1</comment>
            <translation>/s</translation>
        </message>
        <message>
            <source>On average this many agents arrive each second, at random.</source>
            <comment>SLIDER/arrival_rate/2</comment>
            <translation>Średnio tylu agentów przybywa co sekundę, losowo.</translation>
        </message>
        <message>
            <source>How many friends</source>
            <comment>SLIDER/door_agents/0</comment>
            <translation>Ilu przyjaciół</translation>
        </message>
        <message>
            <source>How many friends are in the crowd at the door (20 to 50).</source>
            <comment>SLIDER/door_agents/2</comment>
            <translation>Ilu przyjaciół jest w tłumie pod drzwiami (od 20 do 50).</translation>
        </message>
        <message>
            <source>Other retry rules</source>
            <comment>CHOICE/other_rule/0</comment>
            <translation>Inne zasady ponawiania</translation>
        </message>
        <message>
            <source>More ways to wait, from real client libraries. Pick one to use it instead of the buttons.</source>
            <comment>CHOICE/other_rule/1</comment>
            <translation>Więcej sposobów czekania, z prawdziwych bibliotek. Wybierz jeden, by użyć go zamiast przycisków.</translation>
        </message>
        <message>
            <source>Client retry budget</source>
            <comment>CHOICE/budget/0</comment>
            <translation>Limit ponowień klienta</translation>
        </message>
        <message>
            <source>A limit the agents' own software puts on retries, whatever the tool says.</source>
            <comment>CHOICE/budget/1</comment>
            <translation>Granica, jaką oprogramowanie samych agentów nakłada na ponowienia, bez względu na narzędzie.</translation>
        </message>
        <message>
            <source>The tool's rule</source>
            <comment>CHOICE/limiter/0</comment>
            <translation>Zasada narzędzia</translation>
        </message>
        <message>
            <source>How the tool decides which calls to accept.</source>
            <comment>CHOICE/limiter/1</comment>
            <translation>Jak narzędzie decyduje, które zapytania przyjąć.</translation>
        </message>
        <message>
            <source>When agents arrive</source>
            <comment>CHOICE/arrival/0</comment>
            <translation>Kiedy przybywają agenci</translation>
        </message>
        <message>
            <source>All at once, or spread out over time.</source>
            <comment>CHOICE/arrival/1</comment>
            <translation>Wszyscy naraz albo rozłożeni w czasie.</translation>
        </message>
        <message>
            <source>None: use the buttons above</source>
            <comment>CHOICE_ITEMS/other_rule/</comment>
            <translation>Brak: użyj przycisków powyżej</translation>
        </message>
        <message>
            <source>Equal jitter: half fixed, half random</source>
            <comment>CHOICE_ITEMS/other_rule/equal-jitter</comment>
            <translation>Równa losowość: pół stałe, pół losowe</translation>
        </message>
        <message>
            <source>Random, up to 3 times the last wait (decorrelated jitter)</source>
            <comment>CHOICE_ITEMS/other_rule/decorrelated-jitter</comment>
            <translation>Losowo, do 3 razy ostatnie czekanie (losowość nieskorelowana)</translation>
        </message>
        <message>
            <source>Proportional jitter (gRPC)</source>
            <comment>CHOICE_ITEMS/other_rule/proportional-jitter</comment>
            <translation>Losowość proporcjonalna (gRPC)</translation>
        </message>
        <message>
            <source>Obey the server's hint</source>
            <comment>CHOICE_ITEMS/other_rule/retry-after</comment>
            <translation>Słuchaj podpowiedzi serwera</translation>
        </message>
        <message>
            <source>Library: tenacity, no wait (its default)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-no-wait</comment>
            <translation>Biblioteka: tenacity, bez czekania (domyślnie)</translation>
        </message>
        <message>
            <source>Library: tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-exponential</comment>
            <translation>Biblioteka: tenacity wait_exponential(1, min 4, max 10)</translation>
        </message>
        <message>
            <source>Library: tenacity wait_random_exponential(1, max 60)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-random-exponential</comment>
            <translation>Biblioteka: tenacity wait_random_exponential(1, max 60)</translation>
        </message>
        <message>
            <source>Library: backoff.expo (backoff with jitter, its default)</source>
            <comment>CHOICE_ITEMS/other_rule/backoff-expo</comment>
            <translation>Biblioteka: backoff.expo (odczekanie z losowością, domyślnie)</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry(backoff_factor=0.5)</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-backoff</comment>
            <translation>Biblioteka: urllib3 Retry(backoff_factor=0.5)</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-jitter</comment>
            <translation>Biblioteka: urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry obeying Retry-After</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-retry-after</comment>
            <translation>Biblioteka: urllib3 Retry słuchający Retry-After</translation>
        </message>
        <message>
            <source>Library: botocore standard mode (AWS SDKs)</source>
            <comment>CHOICE_ITEMS/other_rule/botocore-standard</comment>
            <translation>Biblioteka: botocore, tryb standardowy (AWS SDK)</translation>
        </message>
        <message>
            <source>Library: gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>CHOICE_ITEMS/other_rule/grpc-backoff</comment>
            <translation>Biblioteka: odczekanie w gRPC (1 s, x1,6, losowość 0,2, maks. 120 s)</translation>
        </message>
        <message>
            <source>None</source>
            <comment>CHOICE_ITEMS/budget/none</comment>
            <translation>Brak</translation>
        </message>
        <message>
            <source>Retries at most 10% of calls (SRE)</source>
            <comment>CHOICE_ITEMS/budget/ratio</comment>
            <translation>Ponowienia najwyżej 10% zapytań (SRE)</translation>
        </message>
        <message>
            <source>Retry quota: 500 tokens, 5 a retry (AWS)</source>
            <comment>CHOICE_ITEMS/budget/token-bucket</comment>
            <translation>Pula ponowień: 500 żetonów, 5 na ponowienie (AWS)</translation>
        </message>
        <message>
            <source>Adaptive throttling (SRE)</source>
            <comment>CHOICE_ITEMS/budget/adaptive</comment>
            <translation>Dławienie adaptacyjne (SRE)</translation>
        </message>
        <message>
            <source>Fixed window: C calls in each second</source>
            <comment>CHOICE_ITEMS/limiter/fixed-window</comment>
            <translation>Stałe okno: C zapytań w każdej sekundzie</translation>
        </message>
        <message>
            <source>Sliding window: C calls in any second</source>
            <comment>CHOICE_ITEMS/limiter/sliding-window</comment>
            <translation>Przesuwne okno: C zapytań w dowolnej sekundzie</translation>
        </message>
        <message>
            <source>Saves up turns: C a second, with a burst (token bucket)</source>
            <comment>CHOICE_ITEMS/limiter/token-bucket</comment>
            <translation>Zbiera tury na zapas: C na sekundę, z serią (wiadro żetonów)</translation>
        </message>
        <message>
            <source>Concurrency: a few calls at once</source>
            <comment>CHOICE_ITEMS/limiter/concurrency</comment>
            <translation>Współbieżność: kilka zapytań naraz</translation>
        </message>
        <message>
            <source>Queue: waits in line, refuses when full</source>
            <comment>CHOICE_ITEMS/limiter/queue</comment>
            <translation>Kolejka: czeka w kolejce, odrzuca, gdy pełna</translation>
        </message>
        <message>
            <source>All at once</source>
            <comment>CHOICE_ITEMS/arrival/all-at-once</comment>
            <translation>Wszyscy naraz</translation>
        </message>
        <message>
            <source>Spread out evenly</source>
            <comment>CHOICE_ITEMS/arrival/uniform</comment>
            <translation>Równo rozłożeni</translation>
        </message>
        <message>
            <source>At random (Poisson)</source>
            <comment>CHOICE_ITEMS/arrival/poisson</comment>
            <translation>Losowo (Poisson)</translation>
        </message>
        <message>
            <source>Never</source>
            <comment>NEVER</comment>
            <translation>Nigdy</translation>
        </message>
        <message>
            <source>{low} to {high}</source>
            <comment>TYPED_RANGE</comment>
            <translation>od {low} do {high}</translation>
        </message>
        <message>
            <source>“{text}” is not a number: type one from {allowed}.</source>
            <comment>TYPED_NOT_A_NUMBER</comment>
            <translation>„{text}” to nie liczba: wpisz liczbę z zakresu {allowed}.</translation>
        </message>
        <message>
            <source>{text} is outside what this takes: type a number from {allowed}.</source>
            <comment>TYPED_OUTSIDE</comment>
            <translation>{text} jest poza zakresem: wpisz liczbę z zakresu {allowed}.</translation>
        </message>
        <message>
            <source>{text} is not a whole number: type one from {allowed}.</source>
            <comment>TYPED_NOT_WHOLE</comment>
            <translation>{text} to nie liczba całkowita: wpisz liczbę z zakresu {allowed}.</translation>
        </message>
        <message>
            <source>{text} has more decimals than this takes ({decimals}): type a number from {allowed}.</source>
            <comment>TYPED_DECIMALS</comment>
            <translation>{text} ma za dużo miejsc po przecinku (najwyżej {decimals}): wpisz liczbę z zakresu {allowed}.</translation>
        </message>
        <message>
            <source>{text} has an exponent: type {plain} instead (a number from {allowed}).</source>
            <comment>TYPED_EXPONENT</comment>
            <translation>{text} ma wykładnik: wpisz zamiast tego {plain} (liczbę z zakresu {allowed}).</translation>
        </message>
        <message>
            <source>{text} could mean {grouped} or {decimal}: type {grouped} or {decimal}.</source>
            <comment>TYPED_AMBIGUOUS</comment>
            <translation>{text} może znaczyć {grouped} albo {decimal}: wpisz {grouped} albo {decimal}.</translation>
        </message>
        <message>
            <source>Longest wait moved up to {value} too: it cannot be shorter than the first wait.</source>
            <comment>CAP_FOLLOWS_BASE</comment>
            <translation>Najdłuższe czekanie też przesunęło się w górę, do {value}: nie może być krótsze niż pierwsze czekanie.</translation>
        </message>
        <message>
            <source>First wait moved down to {value} too: it cannot be longer than the longest wait.</source>
            <comment>BASE_FOLLOWS_CAP</comment>
            <translation>Pierwsze czekanie też przesunęło się w dół, do {value}: nie może być dłuższe niż najdłuższe czekanie.</translation>
        </message>
        <message>
            <source>agents that each need one answer</source>
            <comment>PARAM_HELP/agents</comment>
            <translation>agenci, z których każdy potrzebuje jednej odpowiedzi</translation>
        </message>
        <message>
            <source>calls the tool accepts a second</source>
            <comment>PARAM_HELP/capacity</comment>
            <translation>zapytania, które narzędzie przyjmuje na sekundę</translation>
        </message>
        <message>
            <source>seconds an accepted call takes to answer (the measured median is 1.07)</source>
            <comment>PARAM_HELP/answer_time</comment>
            <translation>ile sekund trwa odpowiedź na przyjęte zapytanie (zmierzona mediana to 1,07)</translation>
        </message>
        <message>
            <source>seconds before a refused agent learns it was refused</source>
            <comment>PARAM_HELP/refusal_rtt</comment>
            <translation>ile sekund mija, zanim odrzucony agent dowie się o odrzuceniu</translation>
        </message>
        <message>
            <source>stop a run with an error after this many calls</source>
            <comment>PARAM_HELP/call_budget</comment>
            <translation>przerwij przebieg z błędem po tylu zapytaniach</translation>
        </message>
        <message>
            <source>wait between immediate retries</source>
            <comment>PARAM_HELP/interval</comment>
            <translation>czekanie między natychmiastowymi ponowieniami</translation>
        </message>
        <message>
            <source>first backoff wait</source>
            <comment>PARAM_HELP/base</comment>
            <translation>pierwsze czekanie odczekania</translation>
        </message>
        <message>
            <source>longest backoff wait</source>
            <comment>PARAM_HELP/cap</comment>
            <translation>najdłuższe czekanie odczekania</translation>
        </message>
        <message>
            <source>J from 0 (exponential) to 1 (full jitter)</source>
            <comment>PARAM_HELP/jitter</comment>
            <translation>J od 0 (wykładnicze) do 1 (pełna losowość)</translation>
        </message>
        <message>
            <source>growth of the wait per refusal</source>
            <comment>PARAM_HELP/multiplier</comment>
            <translation>wzrost czekania po każdym odrzuceniu</translation>
        </message>
        <message>
            <source>wait x uniform(1 - spread, 1 + spread)</source>
            <comment>PARAM_HELP/spread</comment>
            <translation>czekanie x uniform(1 - rozrzut, 1 + rozrzut)</translation>
        </message>
        <message>
            <source>seconds of uniform jitter added after the tool's hint</source>
            <comment>PARAM_HELP/hint_jitter</comment>
            <translation>sekundy równomiernej losowości dodane po podpowiedzi narzędzia</translation>
        </message>
        <message>
            <source>calls per agent; after the last is refused the agent gives up</source>
            <comment>PARAM_HELP/max_attempts</comment>
            <translation>zapytania na agenta; gdy ostatnie zostanie odrzucone, agent rezygnuje</translation>
        </message>
        <message>
            <source>seconds after its arrival beyond which an agent gives up instead of calling again</source>
            <comment>PARAM_HELP/deadline</comment>
            <translation>ile sekund po przybyciu agent rezygnuje, zamiast pytać ponownie</translation>
        </message>
        <message>
            <source>largest burst</source>
            <comment>PARAM_HELP/burst</comment>
            <translation>największa seria</translation>
        </message>
        <message>
            <source>calls in progress at once</source>
            <comment>PARAM_HELP/concurrency</comment>
            <translation>zapytania przetwarzane naraz</translation>
        </message>
        <message>
            <source>calls held waiting</source>
            <comment>PARAM_HELP/queue</comment>
            <translation>zapytania czekające w kolejce</translation>
        </message>
        <message>
            <source>agents arrive uniformly over this many seconds</source>
            <comment>PARAM_HELP/arrival_spread</comment>
            <translation>agenci przybywają równomiernie w ciągu tylu sekund</translation>
        </message>
        <message>
            <source>agents a second</source>
            <comment>PARAM_HELP/arrival_rate</comment>
            <translation>agentów na sekundę</translation>
        </message>
        <message>
            <source>the tool's rule for refusing</source>
            <comment>CHOICE_HELP/limiter</comment>
            <translation>zasada, według której narzędzie odrzuca</translation>
        </message>
        <message>
            <source>retry budget of the client library the crowd shares</source>
            <comment>CHOICE_HELP/budget</comment>
            <translation>limit ponowień biblioteki klienta, wspólny dla całego tłumu</translation>
        </message>
        <message>
            <source>when agents arrive (default all-at-once); --arrival-spread alone means uniform, --arrival-rate alone poisson</source>
            <comment>CHOICE_HELP/arrival</comment>
            <translation>kiedy przybywają agenci (domyślnie all-at-once); samo --arrival-spread oznacza uniform, samo --arrival-rate poisson</translation>
        </message>
        <message>
            <source>published measurement (median 1.07 s)</source>
            <comment>ANSWER_PUBLISHED</comment>
            <translation>opublikowany pomiar (mediana 1,07 s)</translation>
        </message>
        <message>
            <source>set by hand</source>
            <comment>ANSWER_CHANGED</comment>
            <translation>ustawione ręcznie</translation>
        </message>
        <message>
            <source>times given on the command line: {times} s</source>
            <comment>ANSWER_GIVEN</comment>
            <translation>czasy podane w wierszu poleceń: {times} s</translation>
        </message>
        <message>
            <source>times given on the command line ({n:,}): from {low} to {high} s, median {median} s</source>
            <comment>ANSWER_GIVEN_MANY</comment>
            <translation>czasy podane w wierszu poleceń ({n:,}): od {low} do {high} s, mediana {median} s</translation>
        </message>
        <message>
            <source>Calls to the tool</source>
            <comment>LOAD_TITLE</comment>
            <translation>Zapytania do narzędzia</translation>
        </message>
        <message>
            <source>Show the whole chart</source>
            <oldsource>Back to the lab's view</oldsource>
            <comment>PLOT_BACK</comment>
            <translation>Pokaż cały wykres</translation>
        </message>
        <message>
            <source>Undo your zoom or drag: the plot shows again the ranges the lab chose for it. Key: Home, on the chart.</source>
            <oldsource>Undo your zoom or drag: the plot shows again the ranges the lab chose for it.</oldsource>
            <comment>PLOT_BACK_TIP</comment>
            <translation>Cofnij powiększenie lub przesunięcie: wykres znów pokaże zakresy wybrane dla niego przez laboratorium. Klawisz: Home, na wykresie.</translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>LOAD_X</comment>
            <translation>czas (s)</translation>
        </message>
        <message>
            <source>calls each second</source>
            <comment>LOAD_Y</comment>
            <translation>zapytania na sekundę</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} calls</source>
            <oldsource>{calls:,} calls</oldsource>
            <comment>LOAD_CUT_FIRST</comment>
            <extracomment>English for one: {n:,} call</extracomment>
            <translation>
                <numerusform>{n:,} zapytanie</numerusform>
                <numerusform>{n:,} zapytania</numerusform>
                <numerusform>{n:,} zapytań</numerusform>
            </translation>
        </message>
        <message>
            <source>The true heights of the cut bars under this bracket, one number for each bar, left to right: {heights}. They are not added up, and they are not decimals.</source>
            <comment>LOAD_CUT_GROUP_TIP</comment>
            <translation>Prawdziwe wysokości uciętych słupków pod tym nawiasem, jedna liczba dla każdego słupka, od lewej do prawej: {heights}. Nie są zsumowane i nie są ułamkami dziesiętnymi.</translation>
        </message>
        <message>
            <source>calls in each {width} s bar</source>
            <comment>LOAD_Y_BAR</comment>
            <translation>zapytania w każdym słupku {width} s</translation>
        </message>
        <message>
            <source>limit: {capacity} a second</source>
            <comment>LOAD_CAPACITY</comment>
            <translation>granica: {capacity} na sekundę</translation>
        </message>
        <message>
            <source>accepted</source>
            <comment>LOAD_ACCEPTED</comment>
            <translation>przyjęte</translation>
        </message>
        <message>
            <source>refused</source>
            <comment>LOAD_REFUSED</comment>
            <translation>odrzucone</translation>
        </message>
        <message>
            <source>Bar width</source>
            <comment>LOAD_BIN</comment>
            <translation>Szerokość słupka</translation>
        </message>
        <message>
            <source>{width:g} s</source>
            <comment>LOAD_BIN_CHOICE</comment>
            <translation>{width:g} s</translation>
        </message>
        <message>
            <source>How much time each bar of the load plot covers.</source>
            <comment>LOAD_BIN_HELP</comment>
            <translation>Jaki odcinek czasu obejmuje każdy słupek wykresu obciążenia.</translation>
        </message>
        <message>
            <source>When agents got their answer</source>
            <comment>HIST_TITLE</comment>
            <translation>Kiedy agenci dostali odpowiedź</translation>
        </message>
        <message numerus="yes">
            <source>When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the middle of all {n} runs&lt;/span&gt;</source>
            <oldsource>When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the table's middle of {n} runs&lt;/span&gt;</oldsource>
            <comment>HIST_TITLE_BATCH</comment>
            <extracomment>English for one: When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the middle of {n} run&lt;/span&gt;</extracomment>
            <translation>
                <numerusform>Kiedy agenci dostali odpowiedź (typowy przebieg)&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; środkowy wynik z {n} przebiegu&lt;/span&gt;</numerusform>
                <numerusform>Kiedy agenci dostali odpowiedź (typowy przebieg)&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; środkowy wynik ze wszystkich {n} przebiegów&lt;/span&gt;</numerusform>
                <numerusform>Kiedy agenci dostali odpowiedź (typowy przebieg)&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; środkowy wynik ze wszystkich {n} przebiegów&lt;/span&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>HIST_X</comment>
            <translation>czas (s)</translation>
        </message>
        <message>
            <source>agents served</source>
            <comment>HIST_Y</comment>
            <translation>obsłużeni agenci</translation>
        </message>
        <message>
            <source>typical agent {value:.1f} s</source>
            <comment>HIST_TYPICAL</comment>
            <translation>typowy agent {value:.1f} s</translation>
        </message>
        <message>
            <source>last agent {value:.1f} s</source>
            <comment>HIST_LAST</comment>
            <translation>ostatni agent {value:.1f} s</translation>
        </message>
        <message>
            <source>perfect teamwork: last agent {value:.1f} s</source>
            <oldsource>perfect teamwork {value:.1f} s</oldsource>
            <comment>HIST_PERFECT</comment>
            <translation>idealna współpraca: ostatni agent {value:.1f} s</translation>
        </message>
        <message>
            <source>typical agent</source>
            <comment>HIST_TYPICAL_NAME</comment>
            <translation>typowy agent</translation>
        </message>
        <message>
            <source>last agent</source>
            <comment>HIST_LAST_NAME</comment>
            <translation>ostatni agent</translation>
        </message>
        <message>
            <source>perfect teamwork</source>
            <comment>HIST_PERFECT_NAME</comment>
            <translation>idealna współpraca</translation>
        </message>
        <message>
            <source>If the agents took turns perfectly, the last one would be served at this time.</source>
            <comment>HIST_PERFECT_HELP</comment>
            <translation>Gdyby agenci idealnie czekali na swoją kolej, ostatni zostałby obsłużony w tym czasie.</translation>
        </message>
        <message>
            <source>randomness {j:.2f} in the wait</source>
            <comment>DESCRIBE_RULE_JITTER</comment>
            <translation>losowość czekania {j:.2f}</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {agents:,} agents sent {n:,} calls, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</source>
            <oldsource>{rule}: {agents:,} agents sent {calls:,} calls, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_FIGURES</comment>
            <extracomment>English for one: {rule}: {agents:,} agents sent {n:,} call, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: wszyscy agenci ({agents:,}) wysłali łącznie {n:,} zapytanie, z czego odrzucono {refused:,}. Typowy agent został obsłużony po {typical:.1f} s, a ostatni po {last:.1f} s.</numerusform>
                <numerusform>{rule}: wszyscy agenci ({agents:,}) wysłali łącznie {n:,} zapytania, z czego odrzucono {refused:,}. Typowy agent został obsłużony po {typical:.1f} s, a ostatni po {last:.1f} s.</numerusform>
                <numerusform>{rule}: wszyscy agenci ({agents:,}) wysłali łącznie {n:,} zapytań, z czego odrzucono {refused:,}. Typowy agent został obsłużony po {typical:.1f} s, a ostatni po {last:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n:,} of the {agents:,} agents gave up without an answer.</source>
            <comment>DESCRIBE_GAVE_UP</comment>
            <extracomment>English for one: {n:,} of the {agents:,} agents gave up without an answer.</extracomment>
            <translation>
                <numerusform>{n:,} z {agents:,} agentów zrezygnował bez odpowiedzi.</numerusform>
                <numerusform>{n:,} z {agents:,} agentów zrezygnowało bez odpowiedzi.</numerusform>
                <numerusform>{n:,} z {agents:,} agentów zrezygnowało bez odpowiedzi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The calls come in {n} waves, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</source>
            <oldsource>The calls come in {count} waves, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</oldsource>
            <comment>DESCRIBE_WAVES</comment>
            <extracomment>English for one: The calls come in {n} wave, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</extracomment>
            <translation>
                <numerusform>Zapytania przychodzą w {n} fali, która zaczyna się w chwili {times} s; między falami narzędzie stoi bezczynnie przez {idle:.0f} z {span:.0f} sekund: tłum ponawia w jednym rytmie.</numerusform>
                <numerusform>Zapytania przychodzą w {n} falach, które zaczynają się w chwilach {times} s; między falami narzędzie stoi bezczynnie przez {idle:.0f} z {span:.0f} sekund: tłum ponawia w jednym rytmie.</numerusform>
                <numerusform>Zapytania przychodzą w {n} falach, które zaczynają się w chwilach {times} s; między falami narzędzie stoi bezczynnie przez {idle:.0f} z {span:.0f} sekund: tłum ponawia w jednym rytmie.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{times} and {n} more</source>
            <oldsource>{times} and {more} more</oldsource>
            <comment>DESCRIBE_WAVES_MORE</comment>
            <extracomment>English for one: {times} and {n} more</extracomment>
            <translation>
                <numerusform>{times} i jeszcze {n}</numerusform>
                <numerusform>{times} i jeszcze {n}</numerusform>
                <numerusform>{times} i jeszcze {n}</numerusform>
            </translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>DESCRIBE_LIST_LAST</comment>
            <translation>{first} i {last}</translation>
        </message>
        <message numerus="yes">
            <source>The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} seconds; then the calls tail off until {end:.1f} s.</source>
            <oldsource>The tool is full, accepting its {capacity} calls a second, for the first {full:.0f} seconds; then the calls tail off until {end:.1f} s.</oldsource>
            <comment>DESCRIBE_FULL</comment>
            <extracomment>English for one: The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} second; then the calls tail off until {end:.1f} s.</extracomment>
            <translation>
                <numerusform>Narzędzie jest pełne – przyjmuje tyle, ile może ({capacity} na sekundę) – przez pierwszą {n:.0f} sekundę; potem zapytań ubywa, aż do {end:.1f} s.</numerusform>
                <numerusform>Narzędzie jest pełne – przyjmuje tyle, ile może ({capacity} na sekundę) – przez pierwsze {n:.0f} sekundy; potem zapytań ubywa, aż do {end:.1f} s.</numerusform>
                <numerusform>Narzędzie jest pełne – przyjmuje tyle, ile może ({capacity} na sekundę) – przez pierwszych {n:.0f} sekund; potem zapytań ubywa, aż do {end:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool is full, accepting its {n} calls a second, from the start until {end:.1f} s.</source>
            <oldsource>The tool is full, accepting its {capacity} calls a second, from the start until {end:.1f} s.</oldsource>
            <comment>DESCRIBE_FULL_ALL</comment>
            <extracomment>English for one: The tool is full, accepting its {n} call a second, from the start until {end:.1f} s.</extracomment>
            <translation>
                <numerusform>Narzędzie jest pełne – przyjmuje tyle, ile może ({n} na sekundę) – od początku aż do {end:.1f} s.</numerusform>
                <numerusform>Narzędzie jest pełne – przyjmuje tyle, ile może ({n} na sekundę) – od początku aż do {end:.1f} s.</numerusform>
                <numerusform>Narzędzie jest pełne – przyjmuje tyle, ile może ({n} na sekundę) – od początku aż do {end:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The calls are spread out from 0 to {end:.1f} s, at most {n:,} calls in one second.</source>
            <comment>DESCRIBE_STEADY</comment>
            <extracomment>English for one: The calls are spread out from 0 to {end:.1f} s, at most {n:,} call in one second.</extracomment>
            <translation>
                <numerusform>Zapytania są rozłożone od 0 do {end:.1f} s, najwyżej {n:,} zapytanie w jednej sekundzie.</numerusform>
                <numerusform>Zapytania są rozłożone od 0 do {end:.1f} s, najwyżej {n:,} zapytania w jednej sekundzie.</numerusform>
                <numerusform>Zapytania są rozłożone od 0 do {end:.1f} s, najwyżej {n:,} zapytań w jednej sekundzie.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A flood of refused calls: for the first {n:.0f} seconds the tool refuses at least {times:g} times its limit every second.</source>
            <oldsource>A flood of refused calls: for the first {flood:.0f} seconds the tool refuses at least {times:g} times its limit every second, up to {peak:,} calls in a single second against a limit of {capacity}; {refused:,} of {calls:,} calls are refused.</oldsource>
            <comment>DESCRIBE_FLOOD</comment>
            <extracomment>English for one: A flood of refused calls: for the first {n:.0f} second the tool refuses at least {times:g} times its limit.</extracomment>
            <translation>
                <numerusform>Powódź odrzuconych zapytań: przez pierwszą {n:.0f} sekundę narzędzie odrzuca co najmniej {times:g} razy więcej, niż wynosi jego granica.</numerusform>
                <numerusform>Powódź odrzuconych zapytań: przez pierwsze {n:.0f} sekundy narzędzie co sekundę odrzuca co najmniej {times:g} razy więcej, niż wynosi jego granica.</numerusform>
                <numerusform>Powódź odrzuconych zapytań: przez pierwszych {n:.0f} sekund narzędzie co sekundę odrzuca co najmniej {times:g} razy więcej, niż wynosi jego granica.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Up to {n:,} calls come in a single second against a limit of {capacity}; refused in all: {refused:,} of {calls:,}.</source>
            <comment>DESCRIBE_FLOOD_PEAK</comment>
            <extracomment>English for one: Up to {n:,} call comes in a single second against a limit of {capacity}; refused in all: {refused:,} of {calls:,}.</extracomment>
            <translation>
                <numerusform>W jednej sekundzie przychodzi nawet {n:,} zapytanie przy granicy {capacity}; łącznie odrzucono {refused:,} z {calls:,}.</numerusform>
                <numerusform>W jednej sekundzie przychodzą nawet {n:,} zapytania przy granicy {capacity}; łącznie odrzucono {refused:,} z {calls:,}.</numerusform>
                <numerusform>W jednej sekundzie przychodzi nawet {n:,} zapytań przy granicy {capacity}; łącznie odrzucono {refused:,} z {calls:,}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</source>
            <oldsource>{served:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</oldsource>
            <comment>DESCRIBE_SERVED</comment>
            <extracomment>English for one: {n:,} agent was served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</extracomment>
            <translation>
                <numerusform>Obsłużono {n:,} agenta: połowę z nich do {typical:.1f} s, dziewięciu na dziesięciu do {p90:.1f} s, ostatniego po {last:.1f} s. Przy idealnej współpracy ostatni zostałby obsłużony po {perfect:.1f} s.</numerusform>
                <numerusform>Obsłużono {n:,} agentów: połowę z nich do {typical:.1f} s, dziewięciu na dziesięciu do {p90:.1f} s, ostatniego po {last:.1f} s. Przy idealnej współpracy ostatni zostałby obsłużony po {perfect:.1f} s.</numerusform>
                <numerusform>Obsłużono {n:,} agentów: połowę z nich do {typical:.1f} s, dziewięciu na dziesięciu do {p90:.1f} s, ostatniego po {last:.1f} s. Przy idealnej współpracy ostatni zostałby obsłużony po {perfect:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Answers arrive in {n} bursts, the same times as the waves of calls.</source>
            <oldsource>Answers arrive in {count} bursts, the same times as the waves of calls.</oldsource>
            <comment>DESCRIBE_SERVED_WAVES</comment>
            <extracomment>English for one: Answers arrive in {n} burst, the same times as the waves of calls.</extracomment>
            <translation>
                <numerusform>Odpowiedzi przychodzą w {n} porcji, w tych samych chwilach co fale zapytań.</numerusform>
                <numerusform>Odpowiedzi przychodzą w {n} porcjach, w tych samych chwilach co fale zapytań.</numerusform>
                <numerusform>Odpowiedzi przychodzą w {n} porcjach, w tych samych chwilach co fale zapytań.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Answers arrive steadily, about {n:.0f} agents a second at first.</source>
            <oldsource>Answers arrive steadily, about {rate:.0f} agents a second at first.</oldsource>
            <comment>DESCRIBE_SERVED_STEADY</comment>
            <extracomment>English for one: Answers arrive steadily, about {n:.0f} agent a second at first.</extracomment>
            <translation>
                <numerusform>Odpowiedzi przychodzą równo, na początku około {n:.0f} agenta na sekundę.</numerusform>
                <numerusform>Odpowiedzi przychodzą równo, na początku około {n:.0f} agentów na sekundę.</numerusform>
                <numerusform>Odpowiedzi przychodzą równo, na początku około {n:.0f} agentów na sekundę.</numerusform>
            </translation>
        </message>
        <message>
            <source>No agent was served.</source>
            <comment>DESCRIBE_NONE_SERVED</comment>
            <translation>Żaden agent nie został obsłużony.</translation>
        </message>
        <message>
            <source>Above, {other}; below, {mine}. {other_figures} {mine_figures}</source>
            <comment>DESCRIBE_COMPARE</comment>
            <translation>Wyżej: {other}; niżej: {mine}. {other_figures} {mine_figures}</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls, the last agent served at {last:.1f} s.</source>
            <oldsource>{rule}: {calls:,} calls, the last agent served at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_COMPARE_ONE</comment>
            <extracomment>English for one: {rule}: {n:,} call, the last agent served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: {n:,} zapytanie, ostatni agent obsłużony po {last:.1f} s.</numerusform>
                <numerusform>{rule}: {n:,} zapytania, ostatni agent obsłużony po {last:.1f} s.</numerusform>
                <numerusform>{rule}: {n:,} zapytań, ostatni agent obsłużony po {last:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>One row per agent, one mark per call. The typical agent needed {n} calls, the busiest {most_tries}; the last agent was served at {last:.1f} s.</source>
            <oldsource>One row per agent, one mark per call. The typical agent needed {typical_tries} calls, the busiest {most_tries}; the last agent was served at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_TIMELINE</comment>
            <extracomment>English for one: One row per agent, one mark per call. The typical agent needed {n} call, the busiest {most_tries}; the last agent was served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>Jeden wiersz na agenta, jeden znak na zapytanie. Typowy agent wysłał {n} zapytanie, a najbardziej zajęty aż {most_tries}; ostatni agent został obsłużony po {last:.1f} s.</numerusform>
                <numerusform>Jeden wiersz na agenta, jeden znak na zapytanie. Typowy agent wysłał {n} zapytania, a najbardziej zajęty aż {most_tries}; ostatni agent został obsłużony po {last:.1f} s.</numerusform>
                <numerusform>Jeden wiersz na agenta, jeden znak na zapytanie. Typowy agent wysłał {n} zapytań, a najbardziej zajęty aż {most_tries}; ostatni agent został obsłużony po {last:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The crowd at the door at {now:.1f} s: {served:,} of {n:,} agents served, {waiting:,} still waiting. The last is served at {last:.1f} s.</source>
            <oldsource>The crowd at the door at {now:.1f} s: {served:,} of {agents:,} agents served, {waiting:,} still waiting. The last is served at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_CROWD</comment>
            <extracomment>English for one: The crowd at the door at {now:.1f} s: {served:,} of {n:,} agent served, {waiting:,} still waiting. The last is served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>Tłum pod drzwiami w chwili {now:.1f} s: obsłużono {served:,} z {n:,} agenta, {waiting:,} wciąż czeka. Ostatni zostanie obsłużony po {last:.1f} s.</numerusform>
                <numerusform>Tłum pod drzwiami w chwili {now:.1f} s: obsłużono {served:,} z {n:,} agentów, {waiting:,} wciąż czeka. Ostatni zostanie obsłużony po {last:.1f} s.</numerusform>
                <numerusform>Tłum pod drzwiami w chwili {now:.1f} s: obsłużono {served:,} z {n:,} agentów, {waiting:,} wciąż czeka. Ostatni zostanie obsłużony po {last:.1f} s.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing drawn yet: the run is being worked out.</source>
            <comment>DESCRIBE_NO_RUN</comment>
            <translation>Nic jeszcze nie narysowano: przebieg jest właśnie obliczany.</translation>
        </message>
        <message numerus="yes">
            <source>{series}: {n:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</source>
            <oldsource>{series}: {points:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</oldsource>
            <comment>DESCRIBE_PLOT_SERIES</comment>
            <extracomment>English for one: {series}: {n:,} point, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</extracomment>
            <translation>
                <numerusform>{series}: {n:,} punkt, w poziomie od {x0:g} do {x1:g}, w pionie od {y0:g} do {y1:g}.</numerusform>
                <numerusform>{series}: {n:,} punkty, w poziomie od {x0:g} do {x1:g}, w pionie od {y0:g} do {y1:g}.</numerusform>
                <numerusform>{series}: {n:,} punktów, w poziomie od {x0:g} do {x1:g}, w pionie od {y0:g} do {y1:g}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{title}: no data drawn yet.</source>
            <comment>DESCRIBE_PLOT_EMPTY</comment>
            <translation>{title}: nic jeszcze nie narysowano.</translation>
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
                <numerusform>{series}: {n} ustawienie, wysłane zapytania od {calls_low:,.0f} do {calls_high:,.0f}, czekanie od {wait_low:.1f} s do {wait_high:.1f} s.</numerusform>
                <numerusform>{series}: {n} ustawienia, wysłane zapytania od {calls_low:,.0f} do {calls_high:,.0f}, czekanie od {wait_low:.1f} s do {wait_high:.1f} s.</numerusform>
                <numerusform>{series}: {n} ustawień, wysłane zapytania od {calls_low:,.0f} do {calls_high:,.0f}, czekanie od {wait_low:.1f} s do {wait_high:.1f} s.</numerusform>
            </translation>
        </message>
        <message>
            <source>Brooker's study: no runs drawn yet. Press Run the experiment.</source>
            <comment>DESCRIBE_BROOKER_EMPTY</comment>
            <translation>Badanie Brookera: nie narysowano jeszcze żadnych przebiegów. Naciśnij „Uruchom eksperyment”.</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: from {clients_low} to {n} clients, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</source>
            <oldsource>{rule}: from {clients_low} to {clients_high} clients, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</oldsource>
            <comment>DESCRIBE_BROOKER_RULE</comment>
            <extracomment>English for one: {rule}: from {clients_low} to {n} client, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</extracomment>
            <translation>
                <numerusform>{rule}: od {clients_low} do {n} klienta liczba zapytań zapisu rośnie z {calls_low:,.0f} do {calls_high:,.0f}, a czas, aż ostatni klient zapisze, z {time_low:.2f} s do {time_high:.2f} s.</numerusform>
                <numerusform>{rule}: od {clients_low} do {n} klientów liczba zapytań zapisu rośnie z {calls_low:,.0f} do {calls_high:,.0f}, a czas, aż ostatni klient zapisze, z {time_low:.2f} s do {time_high:.2f} s.</numerusform>
                <numerusform>{rule}: od {clients_low} do {n} klientów liczba zapytań zapisu rośnie z {calls_low:,.0f} do {calls_high:,.0f}, a czas, aż ostatni klient zapisze, z {time_low:.2f} s do {time_high:.2f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</source>
            <oldsource>With {clients} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</oldsource>
            <comment>DESCRIBE_BROOKER_BEST_CALLS</comment>
            <extracomment>English for one: With {n} client, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</extracomment>
            <translation>
                <numerusform>Przy {n} kliencie najmniej zapytań zapisu potrzebuje zasada {best}: {best_calls:,.0f}; potem {next}: {next_calls:,.0f}, a najwięcej zasada {worst}: {worst_calls:,.0f}, czyli {times:.1f} razy więcej.</numerusform>
                <numerusform>Przy {n} klientach najmniej zapytań zapisu potrzebuje zasada {best}: {best_calls:,.0f}; potem {next}: {next_calls:,.0f}, a najwięcej zasada {worst}: {worst_calls:,.0f}, czyli {times:.1f} razy więcej.</numerusform>
                <numerusform>Przy {n} klientach najmniej zapytań zapisu potrzebuje zasada {best}: {best_calls:,.0f}; potem {next}: {next_calls:,.0f}, a najwięcej zasada {worst}: {worst_calls:,.0f}, czyli {times:.1f} razy więcej.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</source>
            <oldsource>With {clients} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</oldsource>
            <comment>DESCRIBE_BROOKER_BEST_TIME</comment>
            <extracomment>English for one: With {n} client, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</extracomment>
            <translation>
                <numerusform>Przy {n} kliencie wszyscy klienci najszybciej kończą zapis z zasadą {best}: w {best_time:.2f} s; potem {next}: {next_time:.2f} s, a najdłużej trwa to z zasadą {worst}: {worst_time:.2f} s, czyli {times:.1f} razy dłużej.</numerusform>
                <numerusform>Przy {n} klientach wszyscy klienci najszybciej kończą zapis z zasadą {best}: w {best_time:.2f} s; potem {next}: {next_time:.2f} s, a najdłużej trwa to z zasadą {worst}: {worst_time:.2f} s, czyli {times:.1f} razy dłużej.</numerusform>
                <numerusform>Przy {n} klientach wszyscy klienci najszybciej kończą zapis z zasadą {best}: w {best_time:.2f} s; potem {next}: {next_time:.2f} s, a najdłużej trwa to z zasadą {worst}: {worst_time:.2f} s, czyli {times:.1f} razy dłużej.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{library}: the real clients sent {n:,} calls.</source>
            <oldsource>{library}: the real clients sent {calls:,} calls. The tool accepts {capacity} calls a second; the busiest second, at {peak_at} s, had {peak:,} calls, and {over} of the {seconds} seconds had more calls than the tool accepts. {idle} seconds in between had no call at all. The last agent was served at {last}.</oldsource>
            <comment>DESCRIBE_STORM_REAL</comment>
            <extracomment>English for one: {library}: the real clients sent {n:,} call.</extracomment>
            <translation>
                <numerusform>{library}: prawdziwi klienci wysłali {n:,} zapytanie.</numerusform>
                <numerusform>{library}: prawdziwi klienci wysłali {n:,} zapytania.</numerusform>
                <numerusform>{library}: prawdziwi klienci wysłali {n:,} zapytań.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n} calls a second.</source>
            <comment>DESCRIBE_STORM_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n} call a second.</extracomment>
            <translation>
                <numerusform>Narzędzie przyjmuje {n} zapytanie na sekundę.</numerusform>
                <numerusform>Narzędzie przyjmuje {n} zapytania na sekundę.</numerusform>
                <numerusform>Narzędzie przyjmuje {n} zapytań na sekundę.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The busiest second, at {peak_at} s, had {n:,} calls.</source>
            <comment>DESCRIBE_STORM_PEAK</comment>
            <extracomment>English for one: The busiest second, at {peak_at} s, had {n:,} call.</extracomment>
            <translation>
                <numerusform>W najbardziej zatłoczonej sekundzie, po {peak_at} s, przyszło {n:,} zapytanie.</numerusform>
                <numerusform>W najbardziej zatłoczonej sekundzie, po {peak_at} s, przyszły {n:,} zapytania.</numerusform>
                <numerusform>W najbardziej zatłoczonej sekundzie, po {peak_at} s, przyszło {n:,} zapytań.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In {over} of the {n} seconds there were more calls than the tool accepts.</source>
            <comment>DESCRIBE_STORM_OVER</comment>
            <extracomment>English for one: In {over} of the {n} second there were more calls than the tool accepts.</extracomment>
            <translation>
                <numerusform>W {over} z {n} sekundy przyszło więcej zapytań, niż narzędzie przyjmuje.</numerusform>
                <numerusform>W {over} z {n} sekund przyszło więcej zapytań, niż narzędzie przyjmuje.</numerusform>
                <numerusform>W {over} z {n} sekund przyszło więcej zapytań, niż narzędzie przyjmuje.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n} seconds in between had no call at all. The last agent was served at {last}.</source>
            <comment>DESCRIBE_STORM_IDLE</comment>
            <extracomment>English for one: {n} second in between had no call at all. The last agent was served at {last}.</extracomment>
            <translation>
                <numerusform>{n} sekunda pomiędzy nie miała żadnego zapytania. Ostatni agent został obsłużony po {last}.</numerusform>
                <numerusform>{n} sekundy pomiędzy nie miały żadnego zapytania. Ostatni agent został obsłużony po {last}.</numerusform>
                <numerusform>{n} sekund pomiędzy nie miało żadnego zapytania. Ostatni agent został obsłużony po {last}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</source>
            <oldsource>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</oldsource>
            <comment>DESCRIBE_STORM_MODEL_MORE</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</extracomment>
            <translation>
                <numerusform>Linia modelu: {n:,} zapytanie, najwyżej {peak:,} w jednej sekundzie, ostatni agent obsłużony po {last}; prawdziwy przebieg wysłał {ratio:.1f} razy więcej zapytań niż model.</numerusform>
                <numerusform>Linia modelu: {n:,} zapytania, najwyżej {peak:,} w jednej sekundzie, ostatni agent obsłużony po {last}; prawdziwy przebieg wysłał {ratio:.1f} razy więcej zapytań niż model.</numerusform>
                <numerusform>Linia modelu: {n:,} zapytań, najwyżej {peak:,} w jednej sekundzie, ostatni agent obsłużony po {last}; prawdziwy przebieg wysłał {ratio:.1f} razy więcej zapytań niż model.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</source>
            <oldsource>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</oldsource>
            <comment>DESCRIBE_STORM_MODEL_FEWER</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</extracomment>
            <translation>
                <numerusform>Linia modelu: {n:,} zapytanie, najwyżej {peak:,} w jednej sekundzie, ostatni agent obsłużony po {last}; prawdziwy przebieg wysłał {ratio:.1f} razy mniej zapytań niż model.</numerusform>
                <numerusform>Linia modelu: {n:,} zapytania, najwyżej {peak:,} w jednej sekundzie, ostatni agent obsłużony po {last}; prawdziwy przebieg wysłał {ratio:.1f} razy mniej zapytań niż model.</numerusform>
                <numerusform>Linia modelu: {n:,} zapytań, najwyżej {peak:,} w jednej sekundzie, ostatni agent obsłużony po {last}; prawdziwy przebieg wysłał {ratio:.1f} razy mniej zapytań niż model.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</source>
            <oldsource>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</oldsource>
            <comment>DESCRIBE_STORM_MODEL_CLOSE</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</extracomment>
            <translation>
                <numerusform>Linia modelu: {n:,} zapytanie, najwyżej {peak:,} w jednej sekundzie, ostatni agent obsłużony po {last}; prawdziwy przebieg wysłał mniej więcej tyle samo zapytań co model.</numerusform>
                <numerusform>Linia modelu: {n:,} zapytania, najwyżej {peak:,} w jednej sekundzie, ostatni agent obsłużony po {last}; prawdziwy przebieg wysłał mniej więcej tyle samo zapytań co model.</numerusform>
                <numerusform>Linia modelu: {n:,} zapytań, najwyżej {peak:,} w jednej sekundzie, ostatni agent obsłużony po {last}; prawdziwy przebieg wysłał mniej więcej tyle samo zapytań co model.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls, {refused:,} of them refused; tries again in all: {total:,}.</source>
            <comment>DESCRIBE_TEN_CALLS</comment>
            <extracomment>English for one: {rule}: {n:,} call, {refused:,} of them refused; tries again in all: {total:,}.</extracomment>
            <translation>
                <numerusform>{rule}: {n:,} zapytanie, z czego odrzucono {refused:,}; liczba wszystkich ponowień to {total:,}.</numerusform>
                <numerusform>{rule}: {n:,} zapytania, z czego odrzucono {refused:,}; liczba wszystkich ponowień to {total:,}.</numerusform>
                <numerusform>{rule}: {n:,} zapytań, z czego odrzucono {refused:,}; liczba wszystkich ponowień to {total:,}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Agent {agents} tried again most, {n} times.</source>
            <oldsource>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agent {agents} tried again most, {most} times.</oldsource>
            <comment>DESCRIBE_TEN_ONE_MOST</comment>
            <extracomment>English for one: Agent {agents} tried again most, {n} time.</extracomment>
            <translation>
                <numerusform>Najwięcej ponawiał agent {agents}: {n} raz.</numerusform>
                <numerusform>Najwięcej ponawiał agent {agents}: {n} razy.</numerusform>
                <numerusform>Najwięcej ponawiał agent {agents}: {n} razy.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Agents {agents} tried again most, {n} times each.</source>
            <oldsource>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agents {agents} tried again most, {most} times each.</oldsource>
            <comment>DESCRIBE_TEN_MANY_MOST</comment>
            <extracomment>English for one: Agents {agents} tried again most, {n} time each.</extracomment>
            <translation>
                <numerusform>Najwięcej ponawiali agenci {agents}, każdy {n} raz.</numerusform>
                <numerusform>Najwięcej ponawiali agenci {agents}, każdy {n} razy.</numerusform>
                <numerusform>Najwięcej ponawiali agenci {agents}, każdy {n} razy.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All {n} agents had their answer by {last:.1f} s.</source>
            <oldsource>All {agents} agents had their answer by {last:.1f} s.</oldsource>
            <comment>DESCRIBE_TEN_ANSWERED</comment>
            <extracomment>English for one: {n} agent had its answer by {last:.1f} s.</extracomment>
            <translation>
                <numerusform>{n} agent dostał odpowiedź do {last:.1f} s.</numerusform>
                <numerusform>Wszyscy agenci ({n}) dostali odpowiedź do {last:.1f} s.</numerusform>
                <numerusform>Wszyscy agenci ({n}) dostali odpowiedź do {last:.1f} s.</numerusform>
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
            <translation>Tabela</translation>
        </message>
        <message>
            <source>{name}: {item}</source>
            <comment>ACCESS_COMBO_NAME</comment>
            <translation>{name}: {item}</translation>
        </message>
        <message>
            <source>Headline</source>
            <comment>ACCESS_HEADLINE_NAME</comment>
            <translation>Nagłówek</translation>
        </message>
        <message>
            <source>Menu</source>
            <comment>ACCESS_MENU_NAME</comment>
            <translation>Menu</translation>
        </message>
        <message>
            <source>Status</source>
            <comment>ACCESS_STATUS_NAME</comment>
            <translation>Stan</translation>
        </message>
        <message>
            <source>{title}, slider</source>
            <comment>ACCESS_SLIDER_NAME</comment>
            <translation>{title}, suwak</translation>
        </message>
        <message>
            <source>{title}. {intro}</source>
            <comment>ACCESS_LESSON_OPENED</comment>
            <translation>{title}. {intro}</translation>
        </message>
        <message>
            <source>Result</source>
            <comment>ACCESS_RESULT_NAME</comment>
            <translation>Wynik</translation>
        </message>
        <message>
            <source>Views</source>
            <comment>ACCESS_TABS_NAME</comment>
            <translation>Widoki</translation>
        </message>
        <message>
            <source>Columns: {columns}. {rows} rows, one for each retry rule.</source>
            <comment>ACCESS_TABLE_DESCRIPTION</comment>
            <translation>Kolumny: {columns}. Wiersze: {rows}, po jednym na każdą zasadę ponawiania.</translation>
        </message>
        <message>
            <source>What is on the screen</source>
            <comment>ACCESS_SUMMARY_TITLE</comment>
            <translation>Co jest na ekranie</translation>
        </message>
        <message>
            <source>Page: {page}.</source>
            <comment>ACCESS_SUMMARY_PAGE</comment>
            <translation>Strona: {page}.</translation>
        </message>
        <message>
            <source>View: {view}.</source>
            <comment>ACCESS_SUMMARY_VIEW</comment>
            <translation>Widok: {view}.</translation>
        </message>
        <message>
            <source>Chart, {name}: {description}</source>
            <comment>ACCESS_SUMMARY_CHART</comment>
            <translation>Wykres, {name}: {description}</translation>
        </message>
        <message>
            <source>Table, {name}:</source>
            <comment>ACCESS_SUMMARY_TABLE</comment>
            <translation>Tabela, {name}:</translation>
        </message>
        <message>
            <source>{cells}.</source>
            <comment>ACCESS_SUMMARY_ROW</comment>
            <translation>{cells}.</translation>
        </message>
        <message>
            <source>All lessons (the start screen)</source>
            <comment>ACCESS_PAGE_START</comment>
            <translation>Wszystkie lekcje (ekran startowy)</translation>
        </message>
        <message>
            <source>The lab</source>
            <comment>ACCESS_PAGE_OTHER</comment>
            <translation>Laboratorium</translation>
        </message>
        <message>
            <source>The rules side by side, same crowd</source>
            <comment>TABLE_TITLE</comment>
            <translation>Zasady obok siebie, ten sam tłum</translation>
        </message>
        <message numerus="yes">
            <source>Whole runs, start to finish: middle of {n} runs. Highlighted: the rule you chose.</source>
            <oldsource>Whole runs, start to finish: middle of {n} runs, roll of the dice {seed}. Highlighted: the rule you chose.</oldsource>
            <comment>TABLE_NOTE</comment>
            <extracomment>English for one: Whole runs, start to finish: middle of {n} run. Highlighted: the rule you chose.</extracomment>
            <translation>
                <numerusform>Całe przebiegi, od początku do końca: środkowy wynik z {n} przebiegu. Wyróżniona: wybrana przez ciebie zasada.</numerusform>
                <numerusform>Całe przebiegi, od początku do końca: środkowy wynik z {n} przebiegów. Wyróżniona: wybrana przez ciebie zasada.</numerusform>
                <numerusform>Całe przebiegi, od początku do końca: środkowy wynik z {n} przebiegów. Wyróżniona: wybrana przez ciebie zasada.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Whole runs, start to finish: the middle of {n} runs. Highlighted: the rule you chose.</source>
            <comment>TABLE_NOTE_VISITORS</comment>
            <extracomment>English for one: Whole runs, start to finish: the middle of {n} run. Highlighted: the rule you chose.</extracomment>
            <translation>
                <numerusform>Całe przebiegi, od początku do końca: środkowy wynik z {n} przebiegu. Wyróżniona: wybrana przez ciebie zasada.</numerusform>
                <numerusform>Całe przebiegi, od początku do końca: środkowy wynik z {n} przebiegów. Wyróżniona: wybrana przez ciebie zasada.</numerusform>
                <numerusform>Całe przebiegi, od początku do końca: środkowy wynik z {n} przebiegów. Wyróżniona: wybrana przez ciebie zasada.</numerusform>
            </translation>
        </message>
        <message>
            <source>Each number is the median of the runs: half the runs did better, half worse. The roll of the dice is the random seed: the same seed gives exactly the same runs.</source>
            <comment>TABLE_NOTE_TIP</comment>
            <translation>Każda liczba to mediana przebiegów: w połowie przebiegów było lepiej, w połowie gorzej. Rzut kostką to ziarno losowania: to samo ziarno daje dokładnie te same przebiegi.</translation>
        </message>
        <message>
            <source>Each number is the median of the runs: half the runs did better, half worse. This table's roll of the dice (the random seed) is {seed}: the same seed gives exactly the same runs.</source>
            <comment>TABLE_NOTE_SEED_TIP</comment>
            <translation>Każda liczba to mediana przebiegów: w połowie przebiegów było lepiej, w połowie gorzej. Rzut kostką (ziarno losowania) tej tabeli to {seed}: to samo ziarno daje dokładnie te same przebiegi.</translation>
        </message>
        <message>
            <source>Agents who gave up</source>
            <comment>TABLE_GAVE_UP</comment>
            <translation>Agenci, którzy zrezygnowali</translation>
        </message>
        <message numerus="yes">
            <source>The result is this table, the middle of {n} runs; the plots show one of them, and the published table {why}: {figures}.</source>
            <comment>PUBLISHED_NOTE</comment>
            <extracomment>English for one: The result is this table, the middle of {n} run; the plots show that run, and the published table {why}: {figures}.</extracomment>
            <translation>
                <numerusform>Miarodajna jest ta tabela, środkowy wynik z {n} przebiegu; wykresy pokazują ten przebieg, a opublikowana tabela {why}: {figures}.</numerusform>
                <numerusform>Miarodajna jest ta tabela, środkowy wynik z {n} przebiegów; wykresy pokazują jeden z nich, a opublikowana tabela {why}: {figures}.</numerusform>
                <numerusform>Miarodajna jest ta tabela, środkowy wynik z {n} przebiegów; wykresy pokazują jeden z nich, a opublikowana tabela {why}: {figures}.</numerusform>
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
            <translation>jest zaokrąglona po swojemu</translation>
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice</source>
            <comment>PUBLISHED_WHY/random</comment>
            <translation>to inne {runs} przebiegów, z własnym rzutem kostką</translation>
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice and rounding</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation>to inne {runs} przebiegów, z własnym rzutem kostką i zaokrągleniem</translation>
        </message>
        <message>
            <source>The published table is the middle of {runs} runs. {figures}. {why}</source>
            <oldsource>The published table is the middle of {runs} runs. {figures}. {why} The facts are in docs/model.md, in its section on the model's figures against the published table.</oldsource>
            <comment>PUBLISHED_TIP</comment>
            <translation>Opublikowana tabela to środkowy wynik z {runs} przebiegów. {figures}. {why}</translation>
        </message>
        <message>
            <source>{rule}: published {published}, here {shown}</source>
            <comment>PUBLISHED_TIP_FIGURE</comment>
            <translation>{rule}: opublikowano {published}, tutaj {shown}</translation>
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
            <translation>zapytania: {v:,.0f}</translation>
        </message>
        <message>
            <source>{v:,.0f} refused</source>
            <oldsource>{v} refused</oldsource>
            <comment>PUBLISHED_METRIC/refused</comment>
            <translation>odrzucone: {v:,.0f}</translation>
        </message>
        <message>
            <source>typical agent {v:.1f} s</source>
            <oldsource>typical agent {v}</oldsource>
            <comment>PUBLISHED_METRIC/typical_served</comment>
            <translation>typowy agent {v:.1f} s</translation>
        </message>
        <message>
            <source>A rule without randomness differs only by the write-up's rounding and timing.</source>
            <comment>PUBLISHED_WHY_ROUNDED</comment>
            <translation>Zasada bez losowości różni się tylko zaokrągleniami i czasami z opisu.</translation>
        </message>
        <message>
            <source>A random wait's figures move with the random draws: this roll of the dice, {runs} runs and the lab's faster engine draw other numbers than the published runs did.</source>
            <comment>PUBLISHED_WHY_RANDOM</comment>
            <translation>Wyniki losowego czekania zmieniają się z losowaniem: ten rzut kostką, {runs} przebiegów i szybszy silnik laboratorium losują inne liczby niż opublikowane przebiegi.</translation>
        </message>
        <message>
            <source>The published story's figures: this table agrees with the published one.</source>
            <comment>PUBLISHED_SAME</comment>
            <translation>Wyniki z opublikowanej opowieści: ta tabela zgadza się z opublikowaną.</translation>
        </message>
        <message>
            <source>Other settings than the published story: there is no published table to compare with.</source>
            <comment>PUBLISHED_OTHER</comment>
            <translation>Inne ustawienia niż w opublikowanej opowieści: nie ma opublikowanej tabeli do porównania.</translation>
        </message>
        <message>
            <source>Randomness {j:.2f}</source>
            <comment>JITTER_ROW</comment>
            <translation>Losowość {j:.2f}</translation>
        </message>
        <message>
            <source>Updating the table: {rule}, run {done} of {total}…</source>
            <oldsource>Updating the table: run {done} of {total}…</oldsource>
            <comment>TABLE_UPDATING</comment>
            <translation>Aktualizuję tabelę: {rule}, przebieg {done} z {total}…</translation>
        </message>
        <message>
            <source>Updating the table: run {done} of {total}…</source>
            <comment>TABLE_UPDATING_ANY</comment>
            <translation>Aktualizuję tabelę: przebieg {done} z {total}…</translation>
        </message>
        <message>
            <source>Working out the table…</source>
            <comment>TABLE_WAITING</comment>
            <translation>Obliczam tabelę…</translation>
        </message>
        <message>
            <source>Play</source>
            <comment>PLAY</comment>
            <translation>Odtwórz</translation>
        </message>
        <message>
            <source>Pause</source>
            <comment>PAUSE</comment>
            <translation>Pauza</translation>
        </message>
        <message>
            <source>Step</source>
            <comment>STEP</comment>
            <translation>Krok</translation>
        </message>
        <message>
            <source>Speed</source>
            <comment>SPEED</comment>
            <translation>Tempo</translation>
        </message>
        <message>
            <source>Reset all</source>
            <comment>RESET_ALL</comment>
            <translation>Resetuj wszystko</translation>
        </message>
        <message>
            <source>Your last settings</source>
            <comment>LAST_SETTINGS</comment>
            <translation>Twoje ostatnie ustawienia</translation>
        </message>
        <message>
            <source>Free play begins from the lab's own settings, not the lesson's.</source>
            <comment>STATUS_FREE_FROM_LAB</comment>
            <translation>Swobodna zabawa zaczyna się od własnych ustawień laboratorium, nie od ustawień lekcji.</translation>
        </message>
        <message>
            <source>Free play begins from the published story. The settings this lab had last time: Your last settings, beside Reset all.</source>
            <comment>STATUS_FROM_STORY</comment>
            <translation>Swobodna zabawa zaczyna się od opublikowanej opowieści. Ustawienia z ostatniego razu: Twoje ostatnie ustawienia, obok Resetuj wszystko.</translation>
        </message>
        <message>
            <source>Save picture</source>
            <comment>EXPORT_SCREENSHOT</comment>
            <translation>Zapisz obraz</translation>
        </message>
        <message>
            <source>Whole window</source>
            <comment>EXPORT_WHOLE</comment>
            <translation>Całe okno</translation>
        </message>
        <message>
            <source>The picture only, for a slide</source>
            <comment>EXPORT_SLIDE</comment>
            <translation>Sam obraz, do slajdu</translation>
        </message>
        <message>
            <source>Save data (CSV)</source>
            <comment>EXPORT_DATA</comment>
            <translation>Zapisz dane (CSV)</translation>
        </message>
        <message>
            <source>Measure API</source>
            <comment>MEASURE</comment>
            <translation>Zmierz API</translation>
        </message>
        <message>
            <source>Time a tool</source>
            <comment>MEASURE_LESSON</comment>
            <translation>Zmierz czas narzędzia</translation>
        </message>
        <message>
            <source>Cancel measuring</source>
            <comment>MEASURE_CANCEL</comment>
            <translation>Przerwij pomiar</translation>
        </message>
        <message>
            <source>Keys</source>
            <comment>HELP</comment>
            <translation>Klawisze</translation>
        </message>
        <message>
            <source>Replay: {now:.1f} s of {end:.1f} s</source>
            <comment>CLOCK</comment>
            <translation>Powtórka: {now:.1f} s z {end:.1f} s</translation>
        </message>
        <message>
            <source>Replay this run in simulated time: watch the calls arrive and the agents get served.</source>
            <comment>TIP/play</comment>
            <translation>Odtwórz ten przebieg w czasie symulacji: zobacz, jak przychodzą zapytania i jak agenci są obsługiwani.</translation>
        </message>
        <message>
            <source>Move the replay forward by one bar width.</source>
            <comment>TIP/step</comment>
            <translation>Przesuń powtórkę do przodu o jedną szerokość słupka.</translation>
        </message>
        <message>
            <source>How fast the replay runs. Instant jumps to the end.</source>
            <comment>TIP/speed</comment>
            <translation>Jak szybko biegnie powtórka. „Natychmiast” skacze na koniec.</translation>
        </message>
        <message>
            <source>Put every setting back to the published story's values, clear your own points and undo any zoom.</source>
            <oldsource>Put every setting back to the published story's values.</oldsource>
            <comment>TIP/reset</comment>
            <translation>Przywróć wszystkim ustawieniom wartości z opublikowanej opowieści, usuń własne punkty i cofnij każde powiększenie.</translation>
        </message>
        <message>
            <source>Put back the settings this lab had when it was last used (free play began from the story's).</source>
            <comment>TIP/last_settings</comment>
            <translation>Przywróć ustawienia, które to laboratorium miało przy ostatnim użyciu (swobodna zabawa zaczęła się od ustawień z opowieści).</translation>
        </message>
        <message>
            <source>Save a picture of the page on screen, with a caption naming its rule and settings. You choose where.</source>
            <oldsource>Save a picture of the window in your Pictures folder.</oldsource>
            <comment>TIP/export</comment>
            <translation>Zapisz obraz strony widocznej na ekranie, z podpisem podającym regułę i ustawienia. Ty wybierasz, gdzie.</translation>
        </message>
        <message>
            <source>Save the results table, with the settings it was made with, as a CSV file. You choose where.</source>
            <oldsource>Save the results table and every call of this run as CSV files in your Documents folder.</oldsource>
            <comment>TIP/data</comment>
            <translation>Zapisz tabelę wyników razem z ustawieniami, dla których powstała, jako plik CSV. Ty wybierasz, gdzie.</translation>
        </message>
        <message>
            <source>Time five polite calls to the Department for Transport's road traffic API and use the answer time.</source>
            <comment>TIP/measure</comment>
            <translation>Zmierz czas pięciu uprzejmych zapytań do API ruchu drogowego brytyjskiego Ministerstwa Transportu (DfT) i użyj tego czasu odpowiedzi.</translation>
        </message>
        <message>
            <source>Time five polite calls to a real tool on the internet, the Department for Transport's road traffic counts (an API), and give the agents' tool its answer time.</source>
            <comment>TIP/measure_lesson</comment>
            <translation>Zmierz czas pięciu uprzejmych zapytań do prawdziwego narzędzia w internecie, pomiarów ruchu drogowego brytyjskiego Ministerstwa Transportu (to API), i daj narzędziu agentów ten czas odpowiedzi.</translation>
        </message>
        <message>
            <source>Measuring the real API is not available in this copy of the lab.</source>
            <comment>TIP/measure_off</comment>
            <translation>Pomiar prawdziwego API nie jest dostępny w tej kopii laboratorium.</translation>
        </message>
        <message>
            <source>Stop the timing calls now. The answer time stays as it was.</source>
            <comment>TIP/measure_cancel</comment>
            <translation>Zatrzymaj teraz zapytania pomiarowe. Czas odpowiedzi pozostaje bez zmian.</translation>
        </message>
        <message>
            <source>Timing polite calls to {where}…</source>
            <comment>MEASURE_STARTED</comment>
            <translation>Mierzę czas uprzejmych zapytań do {where}…</translation>
        </message>
        <message>
            <source>Measuring: call {index} of {total}: {what}</source>
            <comment>MEASURE_PROGRESS</comment>
            <translation>Pomiar: zapytanie {index} z {total}: {what}</translation>
        </message>
        <message>
            <source>{seconds:.2f} s</source>
            <comment>MEASURE_CALL_OK</comment>
            <translation>{seconds:.2f} s</translation>
        </message>
        <message>
            <source>failed ({error})</source>
            <comment>MEASURE_CALL_FAILED</comment>
            <translation>nieudane ({error})</translation>
        </message>
        <message numerus="yes">
            <source>Measured {count} of {n} calls: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</source>
            <comment>MEASURE_DONE</comment>
            <extracomment>English for one: Measured {count} of {n} call: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</extracomment>
            <translation>
                <numerusform>Zmierzono {count} z {n} zapytania: mediana {median:.2f} s (od {low:.2f} do {high:.2f} s). Symulacja używa teraz tych czasów.</numerusform>
                <numerusform>Zmierzono {count} z {n} zapytań: mediana {median:.2f} s (od {low:.2f} do {high:.2f} s). Symulacja używa teraz tych czasów.</numerusform>
                <numerusform>Zmierzono {count} z {n} zapytań: mediana {median:.2f} s (od {low:.2f} do {high:.2f} s). Symulacja używa teraz tych czasów.</numerusform>
            </translation>
        </message>
        <message>
            <source>measured {date}: {times} s (median {median:.2f} s)</source>
            <comment>MEASURE_NOTE</comment>
            <translation>zmierzono {date}: {times} s (mediana {median:.2f} s)</translation>
        </message>
        <message>
            <source>Measuring stopped. The answer time stays at {answer:.2f} s.</source>
            <comment>MEASURE_CANCELLED</comment>
            <translation>Pomiar zatrzymany. Czas odpowiedzi pozostaje {answer:.2f} s.</translation>
        </message>
        <message>
            <source>Measuring did not work: {reason}</source>
            <comment>MEASURE_FAILED</comment>
            <translation>Pomiar się nie udał: {reason}</translation>
        </message>
        <message>
            <source>Measuring did not work</source>
            <comment>MEASURE_FAILED_SHORT</comment>
            <translation>Pomiar się nie udał</translation>
        </message>
        <message>
            <source>Not measured: the answer time stays {answer:.2f} s.</source>
            <comment>MEASURE_FAILED_NOTE</comment>
            <translation>Bez pomiaru: czas odpowiedzi pozostaje {answer:.2f} s.</translation>
        </message>
        <message>
            <source>Ready.</source>
            <comment>STATUS_READY</comment>
            <translation>Gotowe.</translation>
        </message>
        <message>
            <source>Simulating…</source>
            <comment>STATUS_RUNNING</comment>
            <translation>Symuluję…</translation>
        </message>
        <message numerus="yes">
            <source>Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. Table: the middle of {runs}.</source>
            <oldsource>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The table is the middle of {runs}.</oldsource>
            <comment>STATUS_SHOWING</comment>
            <extracomment>English for one: Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. Table: the middle of {runs}.</extracomment>
            <translation>
                <numerusform>Wykresy: typowy przebieg z {runs}, wysłano {n:,} zapytanie, odrzucono {refused:,}, ostatni agent obsłużony po {last:.1f} s. Tabela: środkowy wynik z {runs}.</numerusform>
                <numerusform>Wykresy: typowy przebieg z {runs}, wysłano {n:,} zapytania, odrzucono {refused:,}, ostatni agent obsłużony po {last:.1f} s. Tabela: środkowy wynik z {runs}.</numerusform>
                <numerusform>Wykresy: typowy przebieg z {runs}, wysłano {n:,} zapytań, odrzucono {refused:,}, ostatni agent obsłużony po {last:.1f} s. Tabela: środkowy wynik z {runs}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. Headline: the middle of {runs}.</source>
            <oldsource>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The headline's figures are the middle of {runs}.</oldsource>
            <comment>STATUS_SHOWING_NO_TABLE</comment>
            <extracomment>English for one: Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. Headline: the middle of {runs}.</extracomment>
            <translation>
                <numerusform>Wykresy: typowy przebieg z {runs}, wysłano {n:,} zapytanie, odrzucono {refused:,}, ostatni agent obsłużony po {last:.1f} s. Nagłówek: środkowy wynik z {runs}.</numerusform>
                <numerusform>Wykresy: typowy przebieg z {runs}, wysłano {n:,} zapytania, odrzucono {refused:,}, ostatni agent obsłużony po {last:.1f} s. Nagłówek: środkowy wynik z {runs}.</numerusform>
                <numerusform>Wykresy: typowy przebieg z {runs}, wysłano {n:,} zapytań, odrzucono {refused:,}, ostatni agent obsłużony po {last:.1f} s. Nagłówek: środkowy wynik z {runs}.</numerusform>
            </translation>
        </message>
        <message>
            <source>The plots show run {index} of {runs} with the new settings; finding the typical run…</source>
            <comment>STATUS_SHOWING_QUICK</comment>
            <translation>Wykresy pokazują przebieg {index} z {runs} z nowymi ustawieniami; szukam typowego przebiegu…</translation>
        </message>
        <message>
            <source>{lead}</source>
            <comment>COMPARE_PARTNER</comment>
            <translation>{lead}</translation>
        </message>
        <message>
            <source>Your rule: {rule}</source>
            <comment>COMPARE_CHOSEN</comment>
            <translation>Twoja zasada: {rule}</translation>
        </message>
        <message>
            <source>Working out the rule to compare with…</source>
            <comment>COMPARE_WAITING</comment>
            <translation>Obliczam zasadę do porównania…</translation>
        </message>
        <message>
            <source>last agent served {last:.1f} s</source>
            <comment>COMPARE_LAST</comment>
            <translation>ostatni agent obsłużony po {last:.1f} s</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below. The headline and the table give the middle of many runs, so their figures can differ a little.</source>
            <oldsource>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline and the table give the middle of many runs, so their figures can differ a little.</oldsource>
            <comment>COMPARE_SCALE</comment>
            <translation>Jedna skala czasu dla obu, więc szerokości można porównać: w dwóch pokazanych przebiegach ostatni agent zostaje obsłużony po {top:.1f} s na górze i po {bottom:.1f} s na dole. Nagłówek i tabela podają środek wielu przebiegów, więc ich liczby mogą się nieco różnić.</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below. The headline gives the middle of many runs, so its figures can differ a little.</source>
            <oldsource>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline gives the middle of many runs, so its figures can differ a little.</oldsource>
            <comment>COMPARE_SCALE_NO_TABLE</comment>
            <translation>Jedna skala czasu dla obu, więc szerokości można porównać: w dwóch pokazanych przebiegach ostatni agent zostaje obsłużony po {top:.1f} s na górze i po {bottom:.1f} s na dole. Nagłówek podaje środek wielu przebiegów, więc jego liczby mogą się nieco różnić.</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}).</source>
            <comment>COMPARE_SCALE_PICTURE</comment>
            <translation>Jedna skala czasu dla obu, więc szerokości można porównać: w dwóch pokazanych przebiegach ostatni agent zostaje obsłużony po {top:.1f} s na górze i po {bottom:.1f} s na dole ({words}).</translation>
        </message>
        <message>
            <source>{times:.1f} times sooner below</source>
            <comment>COMPARE_SOONER</comment>
            <translation>na dole {times:.1f} razy szybciej</translation>
        </message>
        <message>
            <source>{times:.1f} times later below</source>
            <comment>COMPARE_LATER</comment>
            <translation>na dole {times:.1f} razy później</translation>
        </message>
        <message>
            <source>{pct:.0f}% sooner below</source>
            <comment>COMPARE_SOONER_PCT</comment>
            <translation>na dole o {pct:.0f}% szybciej</translation>
        </message>
        <message>
            <source>{pct:.0f}% later below</source>
            <comment>COMPARE_LATER_PCT</comment>
            <translation>na dole o {pct:.0f}% później</translation>
        </message>
        <message>
            <source>about the same time</source>
            <comment>COMPARE_SAME</comment>
            <translation>mniej więcej w tym samym czasie</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>HEADLINE_LEAD/immediate</comment>
            <translation>Natychmiastowe ponawianie</translation>
        </message>
        <message>
            <source>Exponential backoff (waiting in step)</source>
            <comment>HEADLINE_LEAD/exponential</comment>
            <translation>Wykładnicze odczekanie (czekanie w jednym rytmie)</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>HEADLINE_LEAD/full-jitter</comment>
            <translation>Odczekanie z losowością</translation>
        </message>
        <message>
            <source>Randomness {j:.2f} in the wait</source>
            <comment>HEADLINE_JITTER</comment>
            <translation>Losowość czekania {j:.2f}</translation>
        </message>
        <message>
            <source>exponential backoff</source>
            <comment>HEADLINE_OTHER/exponential</comment>
            <translation>wykładnicze odczekanie</translation>
        </message>
        <message>
            <source>backoff with jitter</source>
            <comment>HEADLINE_OTHER/full-jitter</comment>
            <translation>odczekanie z losowością</translation>
        </message>
        <message>
            <source>{pct:.0f}% fewer calls than {other}</source>
            <comment>HEADLINE_FEWER</comment>
            <translation>o {pct:.0f}% mniej zapytań niż {other}</translation>
        </message>
        <message>
            <source>about as many calls as {other}</source>
            <comment>HEADLINE_SAME_CALLS</comment>
            <translation>mniej więcej tyle zapytań co {other}</translation>
        </message>
        <message>
            <source>{pct:.0f}% more calls than {other}</source>
            <comment>HEADLINE_MORE</comment>
            <translation>o {pct:.0f}% więcej zapytań niż {other}</translation>
        </message>
        <message>
            <source>{times:.1f} times as many calls as {other}</source>
            <comment>HEADLINE_TIMES_MORE</comment>
            <translation>{times:.1f} razy więcej zapytań niż {other}</translation>
        </message>
        <message>
            <source>the last agent is served {times:.1f} times sooner</source>
            <comment>HEADLINE_SOONER_TIMES</comment>
            <translation>ostatni agent zostaje obsłużony {times:.1f} razy szybciej</translation>
        </message>
        <message>
            <source>the last agent is served {pct:.0f}% sooner</source>
            <comment>HEADLINE_SOONER</comment>
            <translation>ostatni agent zostaje obsłużony o {pct:.0f}% szybciej</translation>
        </message>
        <message>
            <source>the last agent is served at about the same time</source>
            <comment>HEADLINE_SAME_LAST</comment>
            <translation>ostatni agent zostaje obsłużony mniej więcej w tym samym czasie</translation>
        </message>
        <message>
            <source>the last agent is served {pct:.0f}% later</source>
            <comment>HEADLINE_LATER</comment>
            <translation>ostatni agent zostaje obsłużony o {pct:.0f}% później</translation>
        </message>
        <message>
            <source>the last agent is served {times:.1f} times later</source>
            <comment>HEADLINE_LATER_TIMES</comment>
            <translation>ostatni agent zostaje obsłużony {times:.1f} razy później</translation>
        </message>
        <message>
            <source>{lead}: {calls}, and {last}.</source>
            <comment>HEADLINE</comment>
            <translation>{lead}: {calls}, a {last}.</translation>
        </message>
        <message>
            <source>Working out how the rules compare…</source>
            <comment>HEADLINE_WAITING</comment>
            <translation>Obliczam, jak wypadają zasady…</translation>
        </message>
        <message>
            <source>{lead}: working out the calls and when the last agent is served…</source>
            <comment>HEADLINE_PENDING</comment>
            <translation>{lead}: obliczam zapytania i czas obsłużenia ostatniego agenta…</translation>
        </message>
        <message>
            <source>{lead}: too many calls to simulate here. The charts still show the last settings that could be.</source>
            <comment>HEADLINE_TOO_MANY</comment>
            <translation>{lead}: za dużo zapytań, by to tu zasymulować. Wykresy wciąż pokazują ostatnie ustawienia, które się dało.</translation>
        </message>
        <message>
            <source>Working out the first points: they appear here as they are ready.</source>
            <comment>SWEEP_EMPTY_RUNNING</comment>
            <translation>Obliczam pierwsze punkty: pojawią się tutaj, gdy będą gotowe.</translation>
        </message>
        <message>
            <source>This chart will set every rule's calls sent against how long agents waited, for a range of settings: the best rules sit low and to the left. Press Run the sweep to fill it in.</source>
            <comment>SWEEP_EMPTY</comment>
            <translation>Ten wykres zestawi wysłane zapytania każdej zasady z tym, jak długo czekali agenci, dla wielu ustawień: najlepsze zasady są nisko i po lewej. Naciśnij „Uruchom przegląd”, by go wypełnić.</translation>
        </message>
        <message>
            <source>These charts will show Marc Brooker's experiment: how many calls each rule makes, and how long the work takes, as more and more clients compete. Press Run the experiment to fill them in.</source>
            <comment>BROOKER_EMPTY</comment>
            <translation>Te wykresy pokażą eksperyment Marca Brookera: ile zapytań wysyła każda zasada i jak długo trwa praca, gdy rywalizuje coraz więcej klientów. Naciśnij „Uruchom eksperyment”, by je wypełnić.</translation>
        </message>
        <message>
            <source>The settings on the left do not change this tab: it has its own clients and its own tool.</source>
            <comment>CONTROLS_NOT_USED</comment>
            <translation>Ustawienia po lewej nie zmieniają tej karty: ma własnych klientów i własne narzędzie.</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} of {agents:,} agents gave up and were never served (not counted in the times).</source>
            <comment>STATUS_GAVE_UP</comment>
            <extracomment>English for one: {n:,} of {agents:,} agents gave up and was never served (not counted in the times).</extracomment>
            <translation>
                <numerusform>{n:,} z {agents:,} agentów zrezygnował i nigdy nie został obsłużony (nie liczy się do czasów).</numerusform>
                <numerusform>{n:,} z {agents:,} agentów zrezygnowało i nigdy nie zostało obsłużonych (nie liczą się do czasów).</numerusform>
                <numerusform>{n:,} z {agents:,} agentów zrezygnowało i nigdy nie zostało obsłużonych (nie liczą się do czasów).</numerusform>
            </translation>
        </message>
        <message>
            <source>the picture</source>
            <comment>WHAT_PICTURE</comment>
            <translation>obraz</translation>
        </message>
        <message>
            <source>the table and the calls</source>
            <comment>WHAT_DATA</comment>
            <translation>tabelę i zapytania</translation>
        </message>
        <message>
            <source>the table</source>
            <comment>WHAT_TABLE</comment>
            <translation>tabelę</translation>
        </message>
        <message>
            <source>the calls</source>
            <comment>WHAT_CALLS</comment>
            <translation>zapytania</translation>
        </message>
        <message>
            <source>the simulation for these settings is still running; try again in a moment</source>
            <comment>STILL_RUNNING</comment>
            <translation>symulacja dla tych ustawień wciąż trwa; spróbuj ponownie za chwilę</translation>
        </message>
        <message>
            <source>Saved {what} to {path}</source>
            <comment>STATUS_SAVED</comment>
            <translation>Zapisano {what} w {path}</translation>
        </message>
        <message>
            <source>Saved the table to {table_path}. Saved the calls to {calls_path}.</source>
            <comment>STATUS_SAVED_TABLE_AND_CALLS</comment>
            <translation>Zapisano tabelę w {table_path}. Zapisano zapytania w {calls_path}.</translation>
        </message>
        <message>
            <source>Saved the table to {table_path}. Could not save the calls: {reason}</source>
            <comment>STATUS_SAVED_TABLE_NOT_CALLS</comment>
            <translation>Zapisano tabelę w {table_path}. Nie udało się zapisać zapytań: {reason}</translation>
        </message>
        <message>
            <source>Saved the table to {path}; saving all {calls:,} calls in the background…</source>
            <comment>STATUS_SAVING_CALLS</comment>
            <translation>Zapisano tabelę w {path}; zapisuję w tle wszystkie zapytania ({calls:,})…</translation>
        </message>
        <message>
            <source>Saving all {calls:,} calls to {path} in the background…</source>
            <comment>STATUS_SAVING_ONLY_CALLS</comment>
            <translation>Zapisuję w tle wszystkie zapytania ({calls:,}) w {path}…</translation>
        </message>
        <message>
            <source>Could not save {what}: {reason}</source>
            <comment>STATUS_SAVE_FAILED</comment>
            <translation>Nie udało się zapisać: {what}: {reason}</translation>
        </message>
        <message>
            <source>the name {name} cannot be written with this computer's file name encoding ({encoding}); choose a name and folder in plain letters, or set a UTF-8 language setting (for example LANG=C.UTF-8)</source>
            <comment>SAVE_REASONS/encoding</comment>
            <translation>nazwy {name} nie da się zapisać w kodowaniu nazw plików tego komputera ({encoding}); wybierz nazwę i folder zwykłymi literami albo ustaw język z UTF-8 (na przykład LANG=C.UTF-8)</translation>
        </message>
        <message>
            <source>the file name {name}... is {size:,} bytes long; a file name here can have at most {limit:,}</source>
            <comment>SAVE_REASONS/name_too_long</comment>
            <translation>nazwa pliku {name}... ma {size:,} bajtów; nazwa pliku może tu mieć najwyżej {limit:,}</translation>
        </message>
        <message>
            <source>the folder {folder} does not exist</source>
            <comment>SAVE_REASONS/no_folder</comment>
            <translation>folder {folder} nie istnieje</translation>
        </message>
        <message>
            <source>the folder {folder} cannot be used ({why})</source>
            <comment>SAVE_REASONS/folder_unusable</comment>
            <translation>nie można użyć folderu {folder} ({why})</translation>
        </message>
        <message>
            <source>{folder} is not a folder</source>
            <comment>SAVE_REASONS/not_a_folder</comment>
            <translation>{folder} nie jest folderem</translation>
        </message>
        <message>
            <source>{path} cannot be used ({why})</source>
            <comment>SAVE_REASONS/unusable</comment>
            <translation>nie można użyć {path} ({why})</translation>
        </message>
        <message>
            <source>cannot write in the folder {folder} ({why})</source>
            <comment>SAVE_REASONS/folder_not_writable</comment>
            <translation>nie można zapisywać w folderze {folder} ({why})</translation>
        </message>
        <message>
            <source>{path} is a symbolic link; the lab does not replace links: give the file's own path or a new name</source>
            <comment>SAVE_REASONS/link</comment>
            <translation>{path} to dowiązanie symboliczne; laboratorium nie zastępuje dowiązań: podaj ścieżkę samego pliku albo nową nazwę</translation>
        </message>
        <message>
            <source>{path} is a folder; give a file name</source>
            <comment>SAVE_REASONS/is_folder</comment>
            <translation>{path} to folder; podaj nazwę pliku</translation>
        </message>
        <message>
            <source>{path} is not a plain file (a pipe, socket or device); give a new name</source>
            <comment>SAVE_REASONS/not_plain</comment>
            <translation>{path} nie jest zwykłym plikiem (potok, gniazdo albo urządzenie); podaj nową nazwę</translation>
        </message>
        <message>
            <source>{path} is read-only; the lab does not replace it: give a new name or make it writable</source>
            <comment>SAVE_REASONS/read_only</comment>
            <translation>{path} jest tylko do odczytu; laboratorium go nie zastąpi: podaj nową nazwę albo zezwól na zapis</translation>
        </message>
        <message>
            <source>too many files named like {name} in {folder}</source>
            <comment>SAVE_REASONS/too_many</comment>
            <translation>zbyt wiele plików o nazwie podobnej do {name} w {folder}</translation>
        </message>
        <message>
            <source>cannot create the folder {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_make_folder</comment>
            <translation>nie można utworzyć folderu {folder} ({why})</translation>
        </message>
        <message>
            <source>cannot write in {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_write_in</comment>
            <translation>nie można zapisywać w {folder} ({why})</translation>
        </message>
        <message>
            <source>cannot write {name} in {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_write</comment>
            <translation>nie można zapisać {name} w {folder} ({why})</translation>
        </message>
        <message>
            <source>could not find a free name like {name} in {folder}</source>
            <comment>SAVE_REASONS/no_free_name</comment>
            <translation>nie znaleziono wolnej nazwy podobnej do {name} w {folder}</translation>
        </message>
        <message>
            <source>{name} was not saved (stopped before it was finished)</source>
            <comment>SAVE_REASONS/stopped</comment>
            <translation>nie zapisano {name} (zatrzymano przed końcem)</translation>
        </message>
        <message>
            <source>permission denied</source>
            <comment>SAVE_OS_REASONS/permission</comment>
            <translation>brak uprawnień</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <comment>SAVE_OS_REASONS/full</comment>
            <translation>dysk jest pełny</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <comment>SAVE_OS_REASONS/read_only_disk</comment>
            <translation>dysk jest tylko do odczytu</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <comment>SAVE_OS_REASONS/missing</comment>
            <translation>nie istnieje</translation>
        </message>
        <message>
            <source>the name is too long</source>
            <comment>SAVE_OS_REASONS/name_too_long</comment>
            <translation>nazwa jest za długa</translation>
        </message>
        <message>
            <source>Could not simulate these settings: {reason}</source>
            <comment>STATUS_ERROR</comment>
            <translation>Nie udało się zasymulować tych ustawień: {reason}</translation>
        </message>
        <message>
            <source>The lab's simulator stopped unexpectedly and has been restarted; the figures are worked out again for your settings.</source>
            <comment>STATUS_SIMULATOR_RESTARTED</comment>
            <translation>Symulator laboratorium nieoczekiwanie się zatrzymał i został uruchomiony ponownie; wyniki dla twoich ustawień są obliczane od nowa.</translation>
        </message>
        <message>
            <source>the lab's background worker stopped unexpectedly and has been restarted; run it again to carry on</source>
            <comment>BACKGROUND_WORKER_RESTARTED</comment>
            <translation>proces w tle nieoczekiwanie się zatrzymał i został uruchomiony ponownie; uruchom to jeszcze raz, by kontynuować</translation>
        </message>
        <message>
            <source>Everything is back to the published story.</source>
            <comment>STATUS_RESET</comment>
            <translation>Wszystko wróciło do opublikowanej opowieści.</translation>
        </message>
        <message>
            <source>This crowd would take too many calls to simulate here. Try fewer agents, more capacity or a slower retry.</source>
            <comment>STATUS_BUDGET</comment>
            <translation>Tego tłumu nie da się tu zasymulować: wymagałby zbyt wielu zapytań. Spróbuj mniej agentów, większej przepustowości albo wolniejszego ponawiania.</translation>
        </message>
        <message>
            <source>something unexpected went wrong inside the lab (the details are in {path}); the lab keeps running</source>
            <comment>UNEXPECTED_REASON</comment>
            <translation>w laboratorium stało się coś nieoczekiwanego (szczegóły są w {path}); laboratorium działa dalej</translation>
        </message>
        <message>
            <source>something unexpected went wrong inside the lab; the lab keeps running</source>
            <comment>UNEXPECTED_REASON_NO_LOG</comment>
            <translation>w laboratorium stało się coś nieoczekiwanego; laboratorium działa dalej</translation>
        </message>
        <message>
            <source>Keyboard keys</source>
            <comment>HELP_TITLE</comment>
            <translation>Klawisze</translation>
        </message>
        <message>
            <source>Alt+1, Alt+2, Alt+3</source>
            <comment>SHORTCUTS/0/0</comment>
            <translation>Alt+1, Alt+2, Alt+3</translation>
        </message>
        <message>
            <source>Choose a retry rule (in a lesson: its three choices)</source>
            <comment>SHORTCUTS/0/1</comment>
            <translation>Wybierz zasadę ponawiania (w lekcji: jeden z trzech sposobów)</translation>
        </message>
        <message>
            <source>Tab / Shift+Tab</source>
            <comment>SHORTCUTS/1/0</comment>
            <translation>Tab / Shift+Tab</translation>
        </message>
        <message>
            <source>Move between controls</source>
            <comment>SHORTCUTS/1/1</comment>
            <translation>Przechodź między kontrolkami</translation>
        </message>
        <message>
            <source>Arrow keys, Page Up/Down</source>
            <comment>SHORTCUTS/2/0</comment>
            <translation>Strzałki, Page Up/Down</translation>
        </message>
        <message>
            <source>Change the focused slider</source>
            <comment>SHORTCUTS/2/1</comment>
            <translation>Zmień wybrany suwak</translation>
        </message>
        <message>
            <source>Ctrl+Space</source>
            <comment>SHORTCUTS/3/0</comment>
            <translation>Ctrl+Space</translation>
        </message>
        <message>
            <source>Play or pause the replay</source>
            <comment>SHORTCUTS/3/1</comment>
            <translation>Odtwórz lub wstrzymaj powtórkę</translation>
        </message>
        <message>
            <source>Ctrl+.</source>
            <comment>SHORTCUTS/4/0</comment>
            <translation>Ctrl+.</translation>
        </message>
        <message>
            <source>Step the replay forward</source>
            <comment>SHORTCUTS/4/1</comment>
            <translation>Przesuń powtórkę o krok</translation>
        </message>
        <message>
            <source>Ctrl+1 … Ctrl+4</source>
            <comment>SHORTCUTS/5/0</comment>
            <translation>Ctrl+1 … Ctrl+4</translation>
        </message>
        <message>
            <source>Replay speed: 1x, 5x, 20x, instant</source>
            <comment>SHORTCUTS/5/1</comment>
            <translation>Tempo powtórki: 1x, 5x, 20x, natychmiast</translation>
        </message>
        <message>
            <source>Ctrl+R</source>
            <comment>SHORTCUTS/6/0</comment>
            <translation>Ctrl+R</translation>
        </message>
        <message>
            <source>Reset all (in a lesson: start it again)</source>
            <comment>SHORTCUTS/6/1</comment>
            <translation>Resetuj wszystko (w lekcji: zacznij ją od nowa)</translation>
        </message>
        <message>
            <source>Ctrl+S</source>
            <comment>SHORTCUTS/7/0</comment>
            <translation>Ctrl+S</translation>
        </message>
        <message>
            <source>Save a picture of the window</source>
            <comment>SHORTCUTS/7/1</comment>
            <translation>Zapisz obraz okna</translation>
        </message>
        <message>
            <source>Ctrl+E</source>
            <comment>SHORTCUTS/8/0</comment>
            <translation>Ctrl+E</translation>
        </message>
        <message>
            <source>Save the data as CSV</source>
            <comment>SHORTCUTS/8/1</comment>
            <translation>Zapisz dane jako CSV</translation>
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
            <translation>Zmierz czas odpowiedzi prawdziwego narzędzia (Zmierz API)</translation>
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
            <translation>Słuchaj zapytań: dźwięk powtórki włączony lub wyłączony</translation>
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
            <translation>Pokaż tę listę</translation>
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
            <translation>Opisz cały ekran słowami (dla czytnika ekranu)</translation>
        </message>
        <message>
            <source>Arrows, + and -, Home</source>
            <oldsource>F6</oldsource>
            <comment>SHORTCUTS/13/0</comment>
            <translation>Strzałki, + i -, Home</translation>
        </message>
        <message>
            <source>On a chart with the focus: move along it, zoom in or out, back to the lab's view</source>
            <oldsource>On a chart with the focus: move along it, zoom in or out, back as it was</oldsource>
            <comment>SHORTCUTS/13/1</comment>
            <translation>Na wybranym wykresie: przesuwaj się po nim, powiększaj lub pomniejszaj, wróć do widoku laboratorium</translation>
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
            <translation>Wszystkie lekcje (ekran startowy)</translation>
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
            <translation>Lekcja: Drzwi (wiek 8–11 lat)</translation>
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
            <translation>Lekcja: Dziesięciu agentów (wiek 11–15 lat)</translation>
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
            <translation>Lekcja: Obciążenie a czekanie (od 15 lat)</translation>
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
            <translation>Swobodna zabawa (całe laboratorium)</translation>
        </message>
        <message>
            <source>On the start screen: choose a lesson</source>
            <comment>SHORTCUTS/19/1</comment>
            <translation>Na ekranie startowym: wybierz lekcję</translation>
        </message>
        <message>
            <source>Ctrl+Tab, Ctrl+Shift+Tab</source>
            <comment>SHORTCUTS/20/0</comment>
            <translation>Ctrl+Tab, Ctrl+Shift+Tab</translation>
        </message>
        <message>
            <source>In the lab: next or previous view (plots, timeline, crowd, sweep, Brooker)</source>
            <comment>SHORTCUTS/20/1</comment>
            <translation>W laboratorium: następny lub poprzedni widok (wykresy, oś czasu, tłum, przegląd, Brooker)</translation>
        </message>
        <message>
            <source>Ctrl++, Ctrl+-, Ctrl+0</source>
            <comment>SHORTCUTS/21/0</comment>
            <translation>Ctrl++, Ctrl+-, Ctrl+0</translation>
        </message>
        <message>
            <source>Bigger, smaller, normal size (projector mode; View menu)</source>
            <comment>SHORTCUTS/21/1</comment>
            <translation>Większy, mniejszy, normalny rozmiar (tryb projektora; menu Widok)</translation>
        </message>
        <message>
            <source>Alt+Shift+Right, Alt+Shift+Left</source>
            <comment>SHORTCUTS/22/0</comment>
            <translation>Alt+Shift+Right, Alt+Shift+Left</translation>
        </message>
        <message>
            <source>In the lab: the plots wider or narrower beside the settings</source>
            <comment>SHORTCUTS/22/1</comment>
            <translation>W laboratorium: wykresy szersze lub węższe obok ustawień</translation>
        </message>
        <message>
            <source>Alt+Shift+Down, Alt+Shift+Up</source>
            <comment>SHORTCUTS/23/0</comment>
            <translation>Alt+Shift+Down, Alt+Shift+Up</translation>
        </message>
        <message>
            <source>In the lab: the load plot taller or shorter above the histogram</source>
            <comment>SHORTCUTS/23/1</comment>
            <translation>W laboratorium: wykres obciążenia wyższy lub niższy nad histogramem</translation>
        </message>
        <message>
            <source>Space or Enter</source>
            <comment>SHORTCUTS/24/0</comment>
            <translation>Space lub Enter</translation>
        </message>
        <message>
            <source>Press the button with the focus</source>
            <comment>SHORTCUTS/24/1</comment>
            <translation>Naciśnij wybrany przycisk</translation>
        </message>
        <message>
            <source>Ctrl+P</source>
            <comment>SHORTCUTS/25/0</comment>
            <translation>Ctrl+P</translation>
        </message>
        <message>
            <source>Add my point (Load against waiting)</source>
            <comment>SHORTCUTS/25/1</comment>
            <translation>Dodaj mój punkt (Obciążenie a czekanie)</translation>
        </message>
        <message>
            <source>wallasey: error: no screen to open the window on ({reason}). On Linux install the Qt libraries (see README, 'On Linux'), or run 'wallasey-sim table' for the results without a window.</source>
            <comment>NO_DISPLAY</comment>
            <translation>wallasey: error: brak ekranu, na którym można otworzyć okno ({reason}). Na Linuksie zainstaluj biblioteki Qt (zob. README, „On Linux”) albo uruchom „wallasey-sim table”, by dostać wyniki bez okna.</translation>
        </message>
        <message>
            <source>Saving files is switched off on this screen.</source>
            <comment>EXPORTS_OFF</comment>
            <translation>Zapisywanie plików jest wyłączone na tym ekranie.</translation>
        </message>
        <message>
            <source>Staff only</source>
            <comment>STAFF_TITLE</comment>
            <translation>Tylko dla obsługi</translation>
        </message>
        <message>
            <source>Enter the staff PIN to close the lab.</source>
            <comment>STAFF_PROMPT</comment>
            <translation>Wpisz PIN obsługi, by zamknąć laboratorium.</translation>
        </message>
        <message>
            <source>That PIN is not right.</source>
            <comment>STAFF_WRONG</comment>
            <translation>Ten PIN jest nieprawidłowy.</translation>
        </message>
        <message>
            <source>Close the lab</source>
            <comment>STAFF_CLOSE</comment>
            <translation>Zamknij laboratorium</translation>
        </message>
        <message>
            <source>Back</source>
            <comment>STAFF_CANCEL</comment>
            <translation>Wróć</translation>
        </message>
        <message>
            <source>Delete the last digit</source>
            <comment>STAFF_DELETE</comment>
            <translation>Usuń ostatnią cyfrę</translation>
        </message>
        <message>
            <source>Something went wrong and was written to {path}. The lab keeps running.</source>
            <comment>CRASH_LOGGED</comment>
            <translation>Coś poszło nie tak i zostało zapisane w {path}. Laboratorium działa dalej.</translation>
        </message>
        <message>
            <source>wallasey: error: the lab is already running in kiosk mode on this computer (lock: {path}).</source>
            <comment>ALREADY_RUNNING</comment>
            <translation>wallasey: error: laboratorium już działa w trybie kiosku na tym komputerze (blokada: {path}).</translation>
        </message>
        <message>
            <source>wallasey: kiosk settings written to {path}; the staff PIN is in that file.</source>
            <comment>KIOSK_CONFIG_WRITTEN</comment>
            <translation>wallasey: ustawienia kiosku zapisano w {path}; PIN obsługi jest w tym pliku.</translation>
        </message>
        <message>
            <source>wallasey: there is no kiosk settings file at {path}, so the picture has the kiosk's defaults.</source>
            <comment>KIOSK_PREVIEW_DEFAULTS</comment>
            <translation>wallasey: nie ma pliku ustawień kiosku w {path}, więc obraz ma domyślne ustawienia kiosku.</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <comment>LESSONS_MENU</comment>
            <translation>&amp;Lekcje</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <comment>VIEW_MENU</comment>
            <translation>&amp;Widok</translation>
        </message>
        <message>
            <source>Bigger (projector)</source>
            <comment>SCALE_LABELS/bigger</comment>
            <translation>Większy (projektor)</translation>
        </message>
        <message>
            <source>Make text, plots and controls bigger, for a projector or the back of the room.</source>
            <comment>SCALE_LABELS/bigger_tip</comment>
            <translation>Powiększ tekst, wykresy i kontrolki, dla projektora albo dla tyłu sali.</translation>
        </message>
        <message>
            <source>Smaller</source>
            <comment>SCALE_LABELS/smaller</comment>
            <translation>Mniejszy</translation>
        </message>
        <message>
            <source>Normal size</source>
            <comment>SCALE_LABELS/normal</comment>
            <translation>Normalny rozmiar</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <comment>SCALE_LABELS/size</comment>
            <translation>{percent}%</translation>
        </message>
        <message>
            <source>{percent}% (too big for this {screen} screen)</source>
            <comment>SCALE_LABELS/too_big</comment>
            <translation>{percent}% (za duże na ten ekran {screen})</translation>
        </message>
        <message>
            <source>Bigger (projector): {percent}% is the largest for this {screen} screen</source>
            <comment>SCALE_LABELS/bigger_full</comment>
            <translation>Większy (projektor): {percent}% to najwięcej na tym ekranie {screen}</translation>
        </message>
        <message>
            <source>Hear the calls</source>
            <comment>SOUND_LABELS/sound</comment>
            <translation>Słuchaj zapytań</translation>
        </message>
        <message>
            <source>Hear the replay as it plays: each answered call rings a high note, each refused call buzzes low, so a herd sounds like bursts and silences and jitter like a steady stream.</source>
            <comment>SOUND_LABELS/sound_tip</comment>
            <translation>Słuchaj powtórki podczas odtwarzania: każde zapytanie z odpowiedzią dzwoni wysokim tonem, każde odrzucone brzęczy nisko, więc stado brzmi jak seria wybuchów i cisz, a losowość jak równy strumień.</translation>
        </message>
        <message>
            <source>Sound volume</source>
            <comment>SOUND_LABELS/volume</comment>
            <translation>Głośność</translation>
        </message>
        <message>
            <source>Quiet</source>
            <comment>SOUND_LABELS/quiet</comment>
            <translation>Cicho</translation>
        </message>
        <message>
            <source>Medium</source>
            <comment>SOUND_LABELS/medium</comment>
            <translation>Średnio</translation>
        </message>
        <message>
            <source>Loud</source>
            <comment>SOUND_LABELS/loud</comment>
            <translation>Głośno</translation>
        </message>
        <message>
            <source>Sound on: answered calls ring high, refused calls buzz low. Press Play to hear the replay.</source>
            <comment>SOUND_LABELS/on</comment>
            <translation>Dźwięk włączony: zapytania z odpowiedzią dzwonią wysoko, odrzucone brzęczą nisko. Naciśnij Odtwórz, by usłyszeć powtórkę.</translation>
        </message>
        <message>
            <source>Sound off.</source>
            <comment>SOUND_LABELS/off</comment>
            <translation>Dźwięk wyłączony.</translation>
        </message>
        <message>
            <source>No sound device was found on this computer, so the lab stays silent.</source>
            <comment>SOUND_LABELS/none</comment>
            <translation>Na tym komputerze nie znaleziono urządzenia dźwiękowego, więc laboratorium milczy.</translation>
        </message>
        <message>
            <source>Sound on</source>
            <comment>SOUND_LABELS/indicator</comment>
            <translation>Dźwięk włączony</translation>
        </message>
        <message>
            <source>The replay is heard as it plays (View &gt; Hear the calls turns it off).</source>
            <comment>SOUND_LABELS/indicator_tip</comment>
            <translation>Powtórkę słychać podczas odtwarzania (Widok &gt; Słuchaj zapytań ją wyłącza).</translation>
        </message>
        <message>
            <source>This exhibit has sound</source>
            <comment>SOUND_LABELS/exhibit</comment>
            <translation>To stanowisko ma dźwięk</translation>
        </message>
        <message>
            <source>Press Play: answered calls ring high, refused calls buzz low.</source>
            <comment>SOUND_LABELS/exhibit_tip</comment>
            <translation>Naciśnij Odtwórz: zapytania z odpowiedzią dzwonią wysoko, odrzucone brzęczą nisko.</translation>
        </message>
        <message>
            <source>High contrast (projector colours)</source>
            <comment>PROFILE_LABELS/choice</comment>
            <translation>Wysoki kontrast (kolory na projektor)</translation>
        </message>
        <message>
            <source>Stronger colours and thicker lines, for a washed-out projector or low vision.</source>
            <comment>PROFILE_LABELS/tip</comment>
            <translation>Mocniejsze kolory i grubsze linie, dla wyblakłego projektora albo słabego wzroku.</translation>
        </message>
        <message>
            <source>Teachers' notes</source>
            <comment>LESSONS_NOTES</comment>
            <translation>Notatki dla nauczyciela</translation>
        </message>
        <message>
            <source>Each lesson's questions with the model's answers, in a window beside the lab.</source>
            <comment>LESSONS_NOTES_TIP</comment>
            <translation>Pytania każdej lekcji z wzorcowymi odpowiedziami, w oknie obok laboratorium.</translation>
        </message>
        <message>
            <source>Worksheet for this lesson (PDF)</source>
            <comment>LESSONS_WORKSHEET</comment>
            <translation>Karta pracy do tej lekcji (PDF)</translation>
        </message>
        <message>
            <source>Teacher's worksheet with answers (PDF)</source>
            <comment>LESSONS_WORKSHEET_ANSWERS</comment>
            <translation>Karta pracy dla nauczyciela z odpowiedziami (PDF)</translation>
        </message>
        <message>
            <source>One page with the lesson's questions and a picture of your run. You choose where to save it (Save as opens in Documents).</source>
            <oldsource>One page with the lesson's questions and a picture of your run. Saved in Documents.</oldsource>
            <comment>LESSONS_WORKSHEET_TIP</comment>
            <translation>Jedna strona z pytaniami lekcji i obrazem twojego przebiegu. Ty wybierasz, gdzie ją zapisać (okno „Zapisz jako” otwiera się w Dokumentach).</translation>
        </message>
        <message>
            <source>Open a lesson first: free play and the start screen have no worksheet.</source>
            <comment>LESSONS_WORKSHEET_NONE</comment>
            <translation>Najpierw otwórz lekcję: swobodna zabawa i ekran startowy nie mają karty pracy.</translation>
        </message>
        <message>
            <source>{item}: open a lesson first</source>
            <comment>LESSONS_WORKSHEET_FIRST</comment>
            <translation>{item}: najpierw otwórz lekcję</translation>
        </message>
        <message>
            <source>Teachers' notes: the three lessons</source>
            <comment>NOTES_TITLE</comment>
            <translation>Notatki dla nauczyciela: trzy lekcje</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>NOTES_CLOSE</comment>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>For the technician</source>
            <comment>NOTES_TECHNICIAN</comment>
            <translation>Dla technika</translation>
        </message>
        <message>
            <source>Go to this part of the notes.</source>
            <comment>NOTES_PART_TIP</comment>
            <translation>Przejdź do tej części notatek.</translation>
        </message>
        <message>
            <source>The teachers' notes are not in this copy of the lab: {reason}</source>
            <comment>NOTES_MISSING</comment>
            <translation>Notatek dla nauczyciela nie ma w tej kopii laboratorium: {reason}</translation>
        </message>
        <message>
            <source>These teachers' notes are in English: they have not been translated into this language yet.</source>
            <comment>NOTES_IN_ENGLISH</comment>
            <translation>Te notatki dla nauczyciela są po angielsku: nie zostały jeszcze przetłumaczone na polski.</translation>
        </message>
        <message>
            <source>{asked}% does not fit this {screen} screen: the lab stays at {kept}%, the largest that fits.</source>
            <comment>SCALE_TOO_BIG</comment>
            <translation>{asked}% nie mieści się na tym ekranie {screen}: laboratorium zostaje przy {kept}%, największym, który się mieści.</translation>
        </message>
        <message>
            <source>All lessons (start screen)</source>
            <comment>LESSON_ACTIONS/start</comment>
            <translation>Wszystkie lekcje (ekran startowy)</translation>
        </message>
        <message>
            <source>The door (ages 8 to 11)</source>
            <comment>LESSON_ACTIONS/door</comment>
            <translation>Drzwi (wiek 8–11 lat)</translation>
        </message>
        <message>
            <source>Ten agents (ages 11 to 15)</source>
            <comment>LESSON_ACTIONS/ten-agents</comment>
            <translation>Dziesięciu agentów (wiek 11–15 lat)</translation>
        </message>
        <message>
            <source>Load against waiting (15 and up)</source>
            <comment>LESSON_ACTIONS/load-vs-waiting</comment>
            <translation>Obciążenie a czekanie (od 15 lat)</translation>
        </message>
        <message>
            <source>Free play (the whole lab)</source>
            <comment>LESSON_ACTIONS/free-play</comment>
            <translation>Swobodna zabawa (całe laboratorium)</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>LESSON_CARDS/door/0</comment>
            <translation>Drzwi</translation>
        </message>
        <message>
            <source>Ages 8 to 11 · about 10 minutes</source>
            <comment>LESSON_CARDS/door/1</comment>
            <translation>Wiek 8–11 lat · około 10 minut</translation>
        </message>
        <message>
            <source>A crowd of friends at a door that lets only 3 in each second. How should they try again?</source>
            <comment>LESSON_CARDS/door/2</comment>
            <translation>Tłum przyjaciół przed drzwiami, które wpuszczają tylko 3 osoby na sekundę. Jak mają próbować ponownie?</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>LESSON_CARDS/ten-agents/0</comment>
            <translation>Dziesięciu agentów</translation>
        </message>
        <message>
            <source>Ages 11 to 15 · about 10 minutes</source>
            <comment>LESSON_CARDS/ten-agents/1</comment>
            <translation>Wiek 11–15 lat · około 10 minut</translation>
        </message>
        <message>
            <source>Predict, then count: ten agents, a slow tool and three ways of trying again.</source>
            <comment>LESSON_CARDS/ten-agents/2</comment>
            <translation>Przewiduj, a potem licz: dziesięciu agentów, powolne narzędzie i trzy sposoby ponawiania.</translation>
        </message>
        <message>
            <source>Load against waiting</source>
            <comment>LESSON_CARDS/load-vs-waiting/0</comment>
            <translation>Obciążenie a czekanie</translation>
        </message>
        <message>
            <source>Ages 15 and up · about 10 minutes</source>
            <comment>LESSON_CARDS/load-vs-waiting/1</comment>
            <translation>Od 15 lat · około 10 minut</translation>
        </message>
        <message>
            <source>All 200 agents. Trade the calls a rule sends against how long agents wait.</source>
            <comment>LESSON_CARDS/load-vs-waiting/2</comment>
            <translation>Wszystkich 200 agentów. Porównaj, ile zapytań wysyła zasada, z tym, jak długo czekają agenci.</translation>
        </message>
        <message>
            <source>Free play</source>
            <comment>LESSON_CARDS/free-play/0</comment>
            <translation>Swobodna zabawa</translation>
        </message>
        <message>
            <source>Any age</source>
            <comment>LESSON_CARDS/free-play/1</comment>
            <translation>Każdy wiek</translation>
        </message>
        <message>
            <source>The whole lab: every setting, the live plots, the timeline and the crowd.</source>
            <comment>LESSON_CARDS/free-play/2</comment>
            <translation>Całe laboratorium: wszystkie ustawienia, wykresy na żywo, oś czasu i tłum.</translation>
        </message>
        <message>
            <source>Keys: {n} or {key}</source>
            <comment>LESSON_CARD_KEY</comment>
            <translation>Klawisze: {n} lub {key}</translation>
        </message>
        <message>
            <source>Lots of agents all need an answer from one busy tool at the same moment. When the tool says no, how should they try again? Choose a lesson.</source>
            <comment>START_INTRO</comment>
            <translation>Wielu agentów potrzebuje w tej samej chwili odpowiedzi od jednego zajętego narzędzia. Gdy narzędzie mówi „nie”, jak mają próbować ponownie? Wybierz lekcję.</translation>
        </message>
        <message>
            <source>Each lesson starts ready to use. Press F1 for the keys; Ctrl+L comes back here from anywhere.</source>
            <comment>START_FOOTER</comment>
            <translation>Każda lekcja jest od razu gotowa. F1 pokazuje klawisze; Ctrl+L zawsze wraca tutaj.</translation>
        </message>
        <message>
            <source>Language</source>
            <comment>LANGUAGE_CHOOSER</comment>
            <translation>Język</translation>
        </message>
        <message>
            <source>Show the lab's words in another language.</source>
            <comment>LANGUAGE_CHOOSER_TIP</comment>
            <translation>Pokaż słowa laboratorium w innym języku.</translation>
        </message>
        <message>
            <source>Changing to {language}…</source>
            <comment>LANGUAGE_CHANGING</comment>
            <translation>Zmiana języka: {language}…</translation>
        </message>
        <message>
            <source>Words in English by the Wallasey Retry Lab team.</source>
            <comment>TRANSLATION_CREDIT</comment>
            <translation>Słowa po polsku: szkic inżynierów Laboratorium ponownych prób Wallasey, przygotowany z pomocą tłumaczenia maszynowego; jeszcze niesprawdzony przez rodzimego użytkownika języka polskiego.</translation>
        </message>
        <message>
            <source>◀ All lessons</source>
            <comment>LESSONS_BACK</comment>
            <translation>◀ Wszystkie lekcje</translation>
        </message>
        <message>
            <source>Go back to the start screen to choose another lesson (Ctrl+L).</source>
            <comment>LESSONS_BACK_TIP</comment>
            <translation>Wróć do ekranu startowego, by wybrać inną lekcję (Ctrl+L).</translation>
        </message>
        <message>
            <source>What to notice</source>
            <comment>NOTICE_TITLE</comment>
            <translation>Na co zwrócić uwagę</translation>
        </message>
        <message>
            <source>Try this</source>
            <comment>TRY_TITLE</comment>
            <translation>Spróbuj tego</translation>
        </message>
        <message>
            <source>Back to “{title}”</source>
            <comment>NOTICE_BACK</comment>
            <translation>Wróć do „{title}”</translation>
        </message>
        <message>
            <source>Try all of them first ({done} of {total} done). Then talk about what you saw.</source>
            <comment>NOTICE_ASK_ALL</comment>
            <translation>Najpierw wypróbuj wszystkie (na razie {done} z {total}). Potem porozmawiaj z innymi o tym, co było widać.</translation>
        </message>
        <message>
            <source>You have tried them all. What did you see? Talk about it, then open this.</source>
            <comment>NOTICE_READY</comment>
            <translation>Wszystkie wypróbowane. Co było widać? Porozmawiaj o tym z innymi, a potem otwórz to.</translation>
        </message>
        <message>
            <source>What did you see?</source>
            <comment>NOTICE_OPEN</comment>
            <translation>Co było widać?</translation>
        </message>
        <message>
            <source>Open 'What to notice' once the class has said what it saw.</source>
            <comment>NOTICE_OPEN_TIP</comment>
            <translation>Otwórz „Na co zwrócić uwagę”, gdy klasa powie, co widziała.</translation>
        </message>
        <message>
            <source>Teacher: open it now</source>
            <oldsource>Open now (teacher)</oldsource>
            <comment>NOTICE_EARLY</comment>
            <translation>Dla nauczyciela: otwórz teraz</translation>
        </message>
        <message>
            <source>Open 'What to notice' before the class has tried every choice.</source>
            <comment>NOTICE_EARLY_TIP</comment>
            <translation>Otwórz „Na co zwrócić uwagę”, zanim klasa wypróbuje wszystkie sposoby.</translation>
        </message>
        <message>
            <source>Shows the answers: press again</source>
            <comment>NOTICE_EARLY_SURE</comment>
            <translation>Pokaże odpowiedzi: naciśnij jeszcze raz</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>DOOR_TITLE</comment>
            <translation>Drzwi</translation>
        </message>
        <message>
            <source>ages 8 to 11</source>
            <comment>DOOR_AGES</comment>
            <translation>wiek 8–11 lat</translation>
        </message>
        <message>
            <source>A crowd of friends all want to get through a door at the same moment. The door lets only {capacity} in each second; anyone else bounces off and has to try again.</source>
            <comment>DOOR_BLURB</comment>
            <translation>Tłum przyjaciół chce w tej samej chwili przejść przez drzwi. Drzwi wpuszczają tylko {capacity} na sekundę; pozostali odbijają się i muszą spróbować jeszcze raz.</translation>
        </message>
        <message>
            <source>When the door says no, they…</source>
            <comment>DOOR_CHOICE</comment>
            <translation>Gdy drzwi mówią „nie”, przyjaciele…</translation>
        </message>
        <message>
            <source>Knock again straight away</source>
            <comment>DOOR_RULES/immediate</comment>
            <translation>Pukają od razu</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>DOOR_RULES/exponential</comment>
            <translation>Czekają coraz dłużej</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>DOOR_RULES/full-jitter</comment>
            <translation>Czekają losowy czas</translation>
        </message>
        <message>
            <source>Knock again</source>
            <comment>DOOR_RULES_SHORT/immediate</comment>
            <translation>Pukają od razu</translation>
        </message>
        <message>
            <source>Wait longer</source>
            <comment>DOOR_RULES_SHORT/exponential</comment>
            <translation>Czekają dłużej</translation>
        </message>
        <message>
            <source>Random wait</source>
            <comment>DOOR_RULES_SHORT/full-jitter</comment>
            <translation>Czekają losowo</translation>
        </message>
        <message>
            <source>Every friend who bounces off knocks on the door again at once.</source>
            <comment>DOOR_RULE_TIPS/immediate</comment>
            <translation>Każdy przyjaciel, który się odbije, od razu znowu puka do drzwi.</translation>
        </message>
        <message>
            <source>Every friend who bounces off waits, and waits twice as long after each bounce.</source>
            <comment>DOOR_RULE_TIPS/exponential</comment>
            <translation>Każdy przyjaciel, który się odbije, czeka, a po każdym odbiciu czeka dwa razy dłużej.</translation>
        </message>
        <message>
            <source>Every friend who bounces off waits a random time before trying again.</source>
            <comment>DOOR_RULE_TIPS/full-jitter</comment>
            <translation>Każdy przyjaciel, który się odbije, czeka losowy czas, zanim spróbuje znowu.</translation>
        </message>
        <message>
            <source>Watch the crowd try the door. Press it once more to pause.</source>
            <oldsource>Watch the crowd try the door. Press again to pause.</oldsource>
            <comment>DOOR_PLAY_TIP</comment>
            <translation>Zobacz, jak tłum próbuje przejść przez drzwi. Naciśnij go drugi raz, by zatrzymać.</translation>
        </message>
        <message>
            <source>Again</source>
            <comment>DOOR_AGAIN</comment>
            <translation>Jeszcze raz</translation>
        </message>
        <message>
            <source>Watch this choice again from the start. With a random wait, the friends get new random waits; the other two choices are the same every time.</source>
            <oldsource>Watch the same crowd again from the start.</oldsource>
            <comment>DOOR_AGAIN_TIP</comment>
            <translation>Zobacz ten wybór jeszcze raz od początku. Przy losowym czekaniu przyjaciele dostają nowe, losowe czasy czekania; dwa pozostałe wybory są za każdym razem takie same.</translation>
        </message>
        <message>
            <source>New random waits this time, so the picture is different. Watch: do the friends still come back one by one?</source>
            <comment>DOOR_AGAIN_NEW</comment>
            <translation>Tym razem nowe, losowe czasy czekania, więc obrazek jest inny. Patrz: czy przyjaciele nadal wracają po kolei?</translation>
        </message>
        <message>
            <source>The same again: nothing in this choice is random, so it happens the same way every time.</source>
            <comment>DOOR_AGAIN_SAME</comment>
            <translation>Znowu to samo: w tym wyborze nic nie jest losowe, więc za każdym razem dzieje się tak samo.</translation>
        </message>
        <message>
            <source>{text} friends is too many: type a number from {allowed}.</source>
            <comment>DOOR_TYPED_TOO_MANY</comment>
            <translation>Za dużo przyjaciół: {text}. Wpisz liczbę z zakresu {allowed}.</translation>
        </message>
        <message>
            <source>{text} friends is too few: type a number from {allowed}.</source>
            <comment>DOOR_TYPED_TOO_FEW</comment>
            <translation>Za mało przyjaciół: {text}. Wpisz liczbę z zakresu {allowed}.</translation>
        </message>
        <message>
            <source>To the end</source>
            <comment>DOOR_SKIP</comment>
            <translation>Do końca</translation>
        </message>
        <message>
            <source>Jump to the end of this replay. Only a replay you watch to the end counts as watched.</source>
            <oldsource>Jump to the end of this replay. It works once you have watched it for a little while.</oldsource>
            <comment>DOOR_SKIP_TIP</comment>
            <translation>Przeskocz na koniec tej powtórki. Za obejrzaną liczy się tylko powtórka obejrzana do końca.</translation>
        </message>
        <message>
            <source>You jumped to the end: press Play to watch it.</source>
            <oldsource>You jumped to the end: press Again to watch it.</oldsource>
            <comment>DOOR_SKIPPED</comment>
            <translation>Przeskoczyłeś na koniec: naciśnij „Odtwórz”, żeby ją obejrzeć.</translation>
        </message>
        <message>
            <source>How fast the replay runs. 1x is real time: one second of the story takes one second. 2x is twice as fast, 4x four times as fast.</source>
            <comment>DOOR_SPEED_TIP</comment>
            <translation>Jak szybko biegnie powtórka. 1x to czas rzeczywisty: jedna sekunda historii trwa jedną sekundę. 2x to dwa razy szybciej, 4x – cztery razy szybciej.</translation>
        </message>
        <message>
            <source>Replay speed: {speeds}</source>
            <comment>KEYS_DOOR_SPEEDS</comment>
            <translation>Tempo powtórki: {speeds}</translation>
        </message>
        <message>
            <source>Time: {now:.0f} s</source>
            <comment>DOOR_CLOCK</comment>
            <translation>Czas: {now:.0f} s</translation>
        </message>
        <message>
            <source>Time</source>
            <comment>DOOR_CLOCK_NAME</comment>
            <translation>Czas</translation>
        </message>
        <message>
            <source>{now:.0f} seconds</source>
            <comment>DOOR_CLOCK_VALUE</comment>
            <translation>sekundy: {now:.0f}</translation>
        </message>
        <message numerus="yes">
            <source>{n} friends are ready. Press Play, or choose what they do.</source>
            <comment>DOOR_READY</comment>
            <extracomment>English for one: {n} friend is ready. Press Play, or choose what they do.</extracomment>
            <translation>
                <numerusform>{n} przyjaciel jest gotowy. Naciśnij Odtwórz albo wybierz, co robi.</numerusform>
                <numerusform>{n} przyjaciół jest gotowych. Naciśnij Odtwórz albo wybierz, co robią.</numerusform>
                <numerusform>{n} przyjaciół jest gotowych. Naciśnij Odtwórz albo wybierz, co robią.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Everyone was done after {n:.0f} seconds.</source>
            <oldsource>Everyone was done after {last:.0f} seconds. It took {knocks:,} knocks, and {refused:,} of them bounced off.</oldsource>
            <comment>DOOR_DONE</comment>
            <extracomment>English for one: Everyone was done after {n:.0f} second.</extracomment>
            <translation>
                <numerusform>Wszyscy skończyli po {n:.0f} sekundzie.</numerusform>
                <numerusform>Wszyscy skończyli po {n:.0f} sekundach.</numerusform>
                <numerusform>Wszyscy skończyli po {n:.0f} sekundach.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It took {n:,} knocks, and the door turned {refused:,} of them away.</source>
            <comment>DOOR_DONE_KNOCKS</comment>
            <extracomment>English for one: It took {n:,} knock, and the door turned {refused:,} of them away.</extracomment>
            <translation>
                <numerusform>Potrzebne było {n:,} pukanie, a przy {refused:,} z nich drzwi się nie otworzyły.</numerusform>
                <numerusform>Potrzebne były {n:,} pukania, a przy {refused:,} z nich drzwi się nie otworzyły.</numerusform>
                <numerusform>Potrzeba było {n:,} pukań, a przy {refused:,} z nich drzwi się nie otworzyły.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It hammered the door: {refused:,} of the {n:,} knocks bounced off, as the door was crowded with knocks all the time.</source>
            <oldsource>Quick, but {refused:,} of the {n:,} knocks bounced off: the door was crowded with knocks all the time.</oldsource>
            <comment>DOOR_DONE_KNOCKS_AT_ONCE</comment>
            <extracomment>English for one: It hammered the door: {refused:,} of the {n:,} knock bounced off, as the door was crowded with knocks all the time.</extracomment>
            <translation>
                <numerusform>Drzwi mocno oberwały: odbitych pukań aż {refused:,} z {n:,}, bo przy drzwiach cały czas był tłok.</numerusform>
                <numerusform>Drzwi mocno oberwały: odbitych pukań aż {refused:,} z {n:,}, bo przy drzwiach cały czas był tłok.</numerusform>
                <numerusform>Drzwi mocno oberwały: odbitych pukań aż {refused:,} z {n:,}, bo przy drzwiach cały czas był tłok.</numerusform>
            </translation>
        </message>
        <message>
            <source>“{rule}” was done first, but it knocked far more than “{gentle}”: every knock is work for the door.</source>
            <oldsource>“{rule}” was first, but count the knocks too: each one is work for the door.</oldsource>
            <comment>DOOR_SOONEST_BUT_HARD</comment>
            <translation>Sposób „{rule}” był pierwszy, ale wymagał dużo więcej pukań niż „{gentle}”: każde pukanie to praca dla drzwi.</translation>
        </message>
        <message>
            <source>{value:.0f} s</source>
            <comment>DOOR_SECONDS</comment>
            <translation>{value:.0f} s</translation>
        </message>
        <message>
            <source>While nobody knocks, the replay goes {times} times faster: the clock shows how long they really wait.</source>
            <comment>DOOR_QUICK_WAITS</comment>
            <translation>Gdy nikt nie puka, powtórka biegnie {times} razy szybciej: zegar pokazuje, jak długo naprawdę czekają.</translation>
        </message>
        <message>
            <source>Watch the door: it is never free, and almost every knock bounces off.</source>
            <comment>DOOR_WATCH/immediate</comment>
            <translation>Patrz na drzwi: nigdy nie są wolne i prawie każde pukanie się odbija.</translation>
        </message>
        <message>
            <source>Watch: each time, everyone waits twice as long, all the same wait, so they come back together and bounce off again.</source>
            <oldsource>Watch: they all wait the same time, so they all come back together and bounce off again.</oldsource>
            <comment>DOOR_WATCH/exponential</comment>
            <translation>Patrz: za każdym razem wszyscy czekają dwa razy dłużej, wszyscy tyle samo, więc wracają razem i znowu się odbijają.</translation>
        </message>
        <message>
            <source>Watch: each friend waits a different time, so they come back one by one.</source>
            <comment>DOOR_WATCH/full-jitter</comment>
            <translation>Patrz: każdy przyjaciel czeka inny czas, więc wracają po kolei.</translation>
        </message>
        <message numerus="yes">
            <source>What happened each time, with {n} friends</source>
            <oldsource>What happened each time</oldsource>
            <comment>DOOR_BOARD_TITLE</comment>
            <extracomment>English for one: What happened each time, with {n} friend</extracomment>
            <translation>
                <numerusform>Co się stało za każdym razem, z {n} przyjacielem</numerusform>
                <numerusform>Co się stało za każdym razem, z {n} przyjaciółmi</numerusform>
                <numerusform>Co się stało za każdym razem, z {n} przyjaciółmi</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your board for {n} friends is kept: move the slider back to {n} to see it.</source>
            <comment>DOOR_BOARD_KEPT</comment>
            <extracomment>English for one: Your board for {n} friend is kept: move the slider back to {n} to see it.</extracomment>
            <translation>
                <numerusform>Twoja tabela dla {n} przyjaciela jest zachowana: przesuń suwak z powrotem na {n}, żeby ją zobaczyć.</numerusform>
                <numerusform>Twoja tabela dla {n} przyjaciół jest zachowana: przesuń suwak z powrotem na {n}, żeby ją zobaczyć.</numerusform>
                <numerusform>Twoja tabela dla {n} przyjaciół jest zachowana: przesuń suwak z powrotem na {n}, żeby ją zobaczyć.</numerusform>
            </translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>DOOR_BOARD_HEADINGS/0</comment>
            <translation>Pukania</translation>
        </message>
        <message>
            <source>All done after</source>
            <comment>DOOR_BOARD_HEADINGS/1</comment>
            <translation>Wszyscy skończyli po</translation>
        </message>
        <message>
            <source>Filled in when you watch a choice to the end, so you can compare them.</source>
            <comment>DOOR_BOARD_TIP</comment>
            <translation>Wypełnia się, gdy obejrzysz sposób do końca, żeby można było porównać.</translation>
        </message>
        <message>
            <source>Knocks and all done after, as bars</source>
            <oldsource>All done after, on one time line</oldsource>
            <comment>DOOR_RACE_TITLE</comment>
            <translation>Pukania i „Wszyscy skończyli po” – na paskach</translation>
        </message>
        <message>
            <source>Two bars for each choice: how many knocks the door got, and how long until everyone was done. The shorter the bar, the fewer the knocks or the sooner they were all done.</source>
            <oldsource>Each bar runs from the start until everyone was done. The shorter the bar, the sooner they were all done.</oldsource>
            <comment>DOOR_RACE_TIP</comment>
            <translation>Dwa paski dla każdego sposobu: ile pukań dostały drzwi i jak długo trwało, aż wszyscy skończyli. Im krótszy pasek, tym mniej pukań albo tym szybciej wszyscy skończyli.</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Count the knocks first.&lt;/b&gt; “{most}” hammered the door with {n:,} knocks, about {times} times as many as “{least}” ({fewest:,}).</source>
            <comment>DOOR_REVEAL_LEAD</comment>
            <extracomment>English for one: &lt;b&gt;Count the knocks first.&lt;/b&gt; “{most}” hammered the door with {n:,} knock, about {times} times as many as “{least}” ({fewest:,}).</extracomment>
            <translation>
                <numerusform>&lt;b&gt;Najpierw policz pukania.&lt;/b&gt; „{most}”: drzwi dostały aż {n:,} pukanie, około {times} razy więcej niż przy „{least}” ({fewest:,}).</numerusform>
                <numerusform>&lt;b&gt;Najpierw policz pukania.&lt;/b&gt; „{most}”: drzwi dostały aż {n:,} pukania, około {times} razy więcej niż przy „{least}” ({fewest:,}).</numerusform>
                <numerusform>&lt;b&gt;Najpierw policz pukania.&lt;/b&gt; „{most}”: drzwi dostały aż {n:,} pukań, około {times} razy więcej niż przy „{least}” ({fewest:,}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Count the knocks first.&lt;/b&gt; All three knocked about as often: from {fewest:,} to {n:,} knocks.</source>
            <comment>DOOR_REVEAL_LEAD_SAME</comment>
            <extracomment>English for one: &lt;b&gt;Count the knocks first.&lt;/b&gt; All three knocked about as often: from {fewest:,} to {n:,} knock.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;Najpierw policz pukania.&lt;/b&gt; Przy wszystkich trzech pukano mniej więcej tyle samo: od {fewest:,} do {n:,} pukania.</numerusform>
                <numerusform>&lt;b&gt;Najpierw policz pukania.&lt;/b&gt; Przy wszystkich trzech pukano mniej więcej tyle samo: od {fewest:,} do {n:,} pukań.</numerusform>
                <numerusform>&lt;b&gt;Najpierw policz pukania.&lt;/b&gt; Przy wszystkich trzech pukano mniej więcej tyle samo: od {fewest:,} do {n:,} pukań.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; quick for the friends (all done after {done:.0f} s), but it hammered the door: {n:,} knocks.</source>
            <comment>DOOR_REVEAL_HARD_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; quick for the friends (all done after {done:.0f} s), but it hammered the door: {n:,} knock.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; szybko dla przyjaciół (wszyscy skończyli po {done:.0f} s), ale drzwi mocno oberwały: {n:,} pukanie.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; szybko dla przyjaciół (wszyscy skończyli po {done:.0f} s), ale drzwi mocno oberwały: {n:,} pukania.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; szybko dla przyjaciół (wszyscy skończyli po {done:.0f} s), ale drzwi mocno oberwały: {n:,} pukań.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; gentle on the door ({n:,} knocks), but slow: all done only after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_GENTLE_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; gentle on the door ({n:,} knock), but slow: all done only after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; łagodnie dla drzwi ({n:,} pukanie), ale wolno: wszyscy skończyli dopiero po {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; łagodnie dla drzwi ({n:,} pukania), ale wolno: wszyscy skończyli dopiero po {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; łagodnie dla drzwi ({n:,} pukań), ale wolno: wszyscy skończyli dopiero po {done:.0f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; gentle and quick: {n:,} knocks, and all done after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_GENTLE_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; gentle and quick: {n:,} knock, and all done after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; łagodnie i szybko: {n:,} pukanie, a wszyscy skończyli po {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; łagodnie i szybko: {n:,} pukania, a wszyscy skończyli po {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; łagodnie i szybko: {n:,} pukań, a wszyscy skończyli po {done:.0f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; hard on the door and slow: {n:,} knocks, and all done only after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_HARD_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; hard on the door and slow: {n:,} knock, and all done only after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; mocno obciąża drzwi i jest wolny: {n:,} pukanie, a wszyscy skończyli dopiero po {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; mocno obciąża drzwi i jest wolny: {n:,} pukania, a wszyscy skończyli dopiero po {done:.0f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; mocno obciąża drzwi i jest wolny: {n:,} pukań, a wszyscy skończyli dopiero po {done:.0f} s.</numerusform>
            </translation>
        </message>
        <message>
            <source>Everyone knocks again at once, so the door is always crowded.</source>
            <oldsource>Everyone knocks again at once, so the door is crowded with knocks all the time.</oldsource>
            <comment>DOOR_REVEAL_WHY/immediate</comment>
            <translation>Wszyscy od razu pukają znowu, więc przy drzwiach zawsze jest tłok.</translation>
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together.</source>
            <oldsource>Each time, everyone waits twice as long, all the same wait, so they come back together and bounce off together.</oldsource>
            <comment>DOOR_REVEAL_WHY/exponential</comment>
            <translation>Za każdym razem wszyscy czekają dwa razy dłużej, wszyscy tyle samo, więc wracają razem.</translation>
        </message>
        <message>
            <source>Each friend waits a different time, so they come back one by one.</source>
            <oldsource>Each friend waits a different time, so they come back one by one and the door keeps letting friends in.</oldsource>
            <comment>DOOR_REVEAL_WHY/full-jitter</comment>
            <translation>Każdy przyjaciel czeka inny czas, więc wracają po kolei.</translation>
        </message>
        <message>
            <source>Back to the door</source>
            <comment>DOOR_STAGE_BACK</comment>
            <translation>Wróć do drzwi</translation>
        </message>
        <message>
            <source>Show what to try and what to notice in the crowd's place, and the crowd again.</source>
            <comment>DOOR_STAGE_TIP</comment>
            <translation>Pokaż, czego spróbować i co zauważyć, w miejscu tłumu, a potem znowu tłum.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{done} of {total} watched to the end.&lt;/b&gt; Watch all three to the end and the button below opens. Then say what you saw.</source>
            <oldsource>&lt;b&gt;{done} of {total} watched to the end.&lt;/b&gt; Watch all three, then say what you saw.</oldsource>
            <comment>DOOR_NOTICE_ASK</comment>
            <translation>&lt;b&gt;Do końca obejrzano {done} z {total}.&lt;/b&gt; Obejrzyj wszystkie trzy do końca, a przycisk poniżej zacznie działać. Potem powiedz, co było widać.</translation>
        </message>
        <message>
            <source>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Play and watch it to the end.</source>
            <oldsource>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Play and watch it to the end (4x is quicker).</oldsource>
            <comment>DOOR_NOTICE_SKIPPED</comment>
            <translation>Sposób „{rule}”: przeskoczono na koniec. To nic, ale liczy się tylko oglądanie: naciśnij „Odtwórz” i obejrzyj go do końca.</translation>
        </message>
        <message>
            <source>Try all three. First the knocks: which one hammers the door hardest? Then the time: is one both gentle and quick?</source>
            <oldsource>Try all three. Which one is all done soonest? Which needs the fewest knocks?</oldsource>
            <comment>DOOR_TRY/0</comment>
            <translation>Wypróbuj wszystkie trzy. Najpierw pukania: przy którym drzwi dostają najmocniej? Potem czas: czy któryś jest i łagodny, i szybki?</translation>
        </message>
        <message>
            <source>Look at the numbers on the dots: who knocked the most?</source>
            <comment>DOOR_TRY/1</comment>
            <translation>Popatrz na liczby na kropkach: kto pukał najwięcej?</translation>
        </message>
        <message>
            <source>Move the slider to 50 friends. What happens to the knocks?</source>
            <comment>DOOR_TRY/2</comment>
            <translation>Przesuń suwak na 50 przyjaciół. Co dzieje się z pukaniem?</translation>
        </message>
        <message>
            <source>&amp;Take away</source>
            <comment>TAKEAWAY_MENU</comment>
            <translation>&amp;Do zabrania</translation>
        </message>
        <message>
            <source>Take away</source>
            <comment>TAKEAWAY_BUTTON</comment>
            <translation>Do zabrania</translation>
        </message>
        <message>
            <source>Save this lesson's replay as an animation (GIF) to keep.</source>
            <oldsource>Save this replay as an animation for slides, or print a worksheet.</oldsource>
            <comment>TAKEAWAY_BUTTON_TIP</comment>
            <translation>Zapisz powtórkę tej lekcji jako animację (GIF) na pamiątkę.</translation>
        </message>
        <message>
            <source>Save animation (GIF)…</source>
            <comment>TAKEAWAY_GIF</comment>
            <translation>Zapisz animację (GIF)…</translation>
        </message>
        <message>
            <source>The replay on screen as an animated GIF, 960 x 540, for slides. You choose where to save it (Save as opens in Pictures).</source>
            <oldsource>The replay on screen as an animated GIF, 960 x 540, for slides. Saved in Pictures.</oldsource>
            <comment>TAKEAWAY_GIF_TIP</comment>
            <translation>Powtórka z ekranu jako animowany GIF, 960 x 540, do prezentacji. Ty wybierasz, gdzie go zapisać (okno „Zapisz jako” otwiera się w Obrazach).</translation>
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
                <numerusform>{rule}: {n:,} agent, narzędzie przyjmuje najwyżej {capacity} na sekundę</numerusform>
                <numerusform>{rule}: {n:,} agentów, narzędzie przyjmuje najwyżej {capacity} na sekundę</numerusform>
                <numerusform>{rule}: {n:,} agentów, narzędzie przyjmuje najwyżej {capacity} na sekundę</numerusform>
            </translation>
        </message>
        <message>
            <source>Save side-by-side animation (GIF)…</source>
            <comment>TAKEAWAY_GIF_COMPARE</comment>
            <translation>Zapisz animację obok siebie (GIF)…</translation>
        </message>
        <message>
            <source>Exponential backoff above backoff with jitter (or your rule against its partner), on one time axis, as an animated GIF for slides. You choose where to save it (Save as opens in Pictures).</source>
            <oldsource>Exponential backoff above backoff with jitter (or your rule against its partner), on one time axis, as an animated GIF for slides. Saved in Pictures.</oldsource>
            <comment>TAKEAWAY_GIF_COMPARE_TIP</comment>
            <translation>Wykładnicze odczekanie nad odczekaniem z losowością (albo twoja zasada nad swoją parą), na jednej osi czasu, jako animowany GIF do prezentacji. Ty wybierasz, gdzie go zapisać (okno „Zapisz jako” otwiera się w Obrazach).</translation>
        </message>
        <message>
            <source>Save the pair as two GIFs, one time axis…</source>
            <comment>TAKEAWAY_GIF_PAIR</comment>
            <translation>Zapisz parę jako dwa GIF-y, jedna oś czasu…</translation>
        </message>
        <message>
            <source>Exponential backoff and backoff with jitter (or your rule and its partner) as two animations on the same time axis and clock, one per slide. You choose where to save them (Save as opens in Pictures).</source>
            <oldsource>Exponential backoff and backoff with jitter (or your rule and its partner) as two animations on the same time axis and clock, one per slide. Saved in Pictures.</oldsource>
            <comment>TAKEAWAY_GIF_PAIR_TIP</comment>
            <translation>Wykładnicze odczekanie i odczekanie z losowością (albo twoja zasada i jej para) jako dwie animacje na tej samej osi czasu i z tym samym zegarem, po jednej na slajd. Ty wybierasz, gdzie je zapisać (okno „Zapisz jako” otwiera się w Obrazach).</translation>
        </message>
        <message>
            <source>{top} against {bottom}: {agents} agents, a tool that takes {capacity} calls a second</source>
            <comment>TAKEAWAY_COMPARE_TITLE</comment>
            <translation>{top} wobec {bottom}: agenci: {agents}, przepustowość narzędzia: {capacity} na sekundę</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls sent, last agent served at {last:.1f} s</source>
            <comment>TAKEAWAY_COMPARE_PLOT</comment>
            <extracomment>English for one: {rule}: {n:,} call sent, last agent served at {last:.1f} s</extracomment>
            <translation>
                <numerusform>{rule}: wysłano {n:,} zapytanie, ostatni agent obsłużony po {last:.1f} s</numerusform>
                <numerusform>{rule}: wysłano {n:,} zapytania, ostatni agent obsłużony po {last:.1f} s</numerusform>
                <numerusform>{rule}: wysłano {n:,} zapytań, ostatni agent obsłużony po {last:.1f} s</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls sent so far</source>
            <comment>TAKEAWAY_COMPARE_PLOT_SO_FAR</comment>
            <extracomment>English for one: {rule}: {n:,} call sent so far</extracomment>
            <translation>
                <numerusform>{rule}: dotąd wysłano {n:,} zapytanie</numerusform>
                <numerusform>{rule}: dotąd wysłano {n:,} zapytania</numerusform>
                <numerusform>{rule}: dotąd wysłano {n:,} zapytań</numerusform>
            </translation>
        </message>
        <message>
            <source>The rule to compare with is still being worked out; try again in a moment.</source>
            <comment>TAKEAWAY_NO_PARTNER</comment>
            <translation>Zasada do porównania jest jeszcze obliczana; spróbuj ponownie za chwilę.</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · longest wait {cap} · seed {seed} · made {date}</source>
            <comment>CAPTION</comment>
            <translation>{rules} · agenci: {agents:,} · przepustowość narzędzia: {capacity:,} na sekundę · czas odpowiedzi {answer:.2f} s · najdłuższe czekanie {cap} · rzut kostką {seed} · utworzono {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} friends · the door lets {capacity:,} in each second · seed {seed} · made {date}</source>
            <comment>CAPTION_DOOR</comment>
            <translation>{rules} · przyjaciele: {agents:,} · drzwi wpuszczają {capacity:,} na sekundę · rzut kostką {seed} · utworzono {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · longest wait {cap} · made {date}</source>
            <comment>CAPTION_NO_SEED</comment>
            <translation>{rules} · agenci: {agents:,} · przepustowość narzędzia: {capacity:,} na sekundę · czas odpowiedzi {answer:.2f} s · najdłuższe czekanie {cap} · utworzono {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} friends · the door lets {capacity:,} in each second · made {date}</source>
            <comment>CAPTION_DOOR_NO_SEED</comment>
            <translation>{rules} · przyjaciele: {agents:,} · drzwi wpuszczają {capacity:,} na sekundę · utworzono {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · seed {seed} · made {date}</source>
            <comment>CAPTION_TEN</comment>
            <translation>{rules} · agenci: {agents:,} · narzędzie przyjmuje {capacity:,} na sekundę · rzut kostką {seed} · utworzono {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · made {date}</source>
            <comment>CAPTION_TEN_NO_SEED</comment>
            <translation>{rules} · agenci: {agents:,} · narzędzie przyjmuje {capacity:,} na sekundę · utworzono {date}</translation>
        </message>
        <message>
            <source>{rule}: {randomness}</source>
            <comment>CAPTION_JITTER</comment>
            <translation>{rule}: {randomness}</translation>
        </message>
        <message>
            <source>none</source>
            <comment>CAPTION_NO_CAP</comment>
            <translation>brak</translation>
        </message>
        <message>
            <source>{cap:g} s</source>
            <comment>CAPTION_CAP</comment>
            <translation>{cap:g} s</translation>
        </message>
        <message>
            <source>Making the animation: frame {done} of {total}…</source>
            <comment>TAKEAWAY_PROGRESS</comment>
            <translation>Tworzę animację: klatka {done} z {total}…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>TAKEAWAY_CANCEL</comment>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>Animation cancelled; nothing was saved.</source>
            <comment>TAKEAWAY_CANCELLED</comment>
            <translation>Animację anulowano; nic nie zapisano.</translation>
        </message>
        <message>
            <source>There is no replay to save yet.</source>
            <comment>TAKEAWAY_NO_RUN</comment>
            <translation>Nie ma jeszcze powtórki do zapisania.</translation>
        </message>
        <message>
            <source>Free play has no worksheet: open a lesson (Lessons menu) for one.</source>
            <comment>TAKEAWAY_NO_SHEET</comment>
            <translation>Swobodna zabawa nie ma karty pracy: otwórz lekcję (menu Lekcje).</translation>
        </message>
        <message>
            <source>the animation</source>
            <comment>WHAT_ANIMATION</comment>
            <translation>animację</translation>
        </message>
        <message>
            <source>Animation</source>
            <comment>ANIMATION_TITLE</comment>
            <translation>Animacja</translation>
        </message>
        <message>
            <source>This name is too long for this folder: a name here can have at most {most} bytes, and this one has {length}. Choose a shorter name.</source>
            <comment>SAVE_NAME_TOO_LONG</comment>
            <translation>Ta nazwa jest za długa dla tego folderu: nazwa może tu mieć do {most} bajtów, a ta ma {length}. Wybierz krótszą nazwę.</translation>
        </message>
        <message>
            <source>Save picture</source>
            <comment>SAVE_AS/picture</comment>
            <translation>Zapisz obraz</translation>
        </message>
        <message>
            <source>Save animation</source>
            <comment>SAVE_AS/animation</comment>
            <translation>Zapisz animację</translation>
        </message>
        <message>
            <source>Save the two animations</source>
            <comment>SAVE_AS/pair</comment>
            <translation>Zapisz obie animacje</translation>
        </message>
        <message>
            <source>Save worksheet</source>
            <comment>SAVE_AS/worksheet</comment>
            <translation>Zapisz kartę pracy</translation>
        </message>
        <message>
            <source>Save the teacher's worksheet with answers</source>
            <oldsource>Save the teacher's worksheet</oldsource>
            <comment>SAVE_AS/answers</comment>
            <translation>Zapisz kartę pracy dla nauczyciela z odpowiedziami</translation>
        </message>
        <message>
            <source>Save data</source>
            <comment>SAVE_AS/data</comment>
            <translation>Zapisz dane</translation>
        </message>
        <message>
            <source>Save every call</source>
            <comment>SAVE_AS/calls</comment>
            <translation>Zapisz wszystkie zapytania</translation>
        </message>
        <message>
            <source>wallasey</source>
            <comment>FILE_NAMES/lab</comment>
            <translation>wallasey</translation>
        </message>
        <message>
            <source>plots</source>
            <comment>FILE_NAMES/plots</comment>
            <translation>wykresy</translation>
        </message>
        <message>
            <source>slide</source>
            <comment>FILE_NAMES/slide</comment>
            <translation>slajd</translation>
        </message>
        <message>
            <source>door</source>
            <comment>FILE_NAMES/door</comment>
            <translation>drzwi</translation>
        </message>
        <message>
            <source>ten agents</source>
            <comment>FILE_NAMES/ten-agents</comment>
            <translation>dziesięciu agentów</translation>
        </message>
        <message>
            <source>load vs waiting</source>
            <comment>FILE_NAMES/load-vs-waiting</comment>
            <translation>obciążenie a czekanie</translation>
        </message>
        <message>
            <source>side by side</source>
            <comment>FILE_NAMES/side-by-side</comment>
            <translation>obok siebie</translation>
        </message>
        <message>
            <source>pair</source>
            <comment>FILE_NAMES/pair</comment>
            <translation>para</translation>
        </message>
        <message>
            <source>worksheet</source>
            <comment>FILE_NAMES/worksheet</comment>
            <translation>karta pracy</translation>
        </message>
        <message>
            <source>answers</source>
            <comment>FILE_NAMES/answers</comment>
            <translation>odpowiedzi</translation>
        </message>
        <message>
            <source>table</source>
            <comment>FILE_NAMES/table</comment>
            <translation>tabela</translation>
        </message>
        <message>
            <source>calls</source>
            <comment>FILE_NAMES/calls</comment>
            <translation>zapytania</translation>
        </message>
        <message>
            <source>sweep</source>
            <comment>FILE_NAMES/sweep</comment>
            <translation>przegląd</translation>
        </message>
        <message>
            <source>class rounds</source>
            <comment>FILE_NAMES/class-rounds</comment>
            <translation>rundy klasowe</translation>
        </message>
        <message>
            <source>Save every call of the run (CSV)…</source>
            <comment>TAKEAWAY_CALLS</comment>
            <translation>Zapisz wszystkie zapytania przebiegu (CSV)…</translation>
        </message>
        <message>
            <source>Every call of the run on screen (when it was sent, which agent, accepted or refused) as one CSV file. You choose where to save it (Save as opens in Documents).</source>
            <comment>TAKEAWAY_CALLS_TIP</comment>
            <translation>Wszystkie zapytania przebiegu na ekranie (kiedy zostało wysłane, który agent, przyjęte czy odrzucone) jako jeden plik CSV. Ty wybierasz, gdzie go zapisać (okno „Zapisz jako” otwiera się w Dokumentach).</translation>
        </message>
        <message>
            <source>the worksheet</source>
            <comment>WHAT_WORKSHEET</comment>
            <translation>kartę pracy</translation>
        </message>
        <message>
            <source>the teacher's worksheet with answers</source>
            <comment>WHAT_ANSWERS</comment>
            <translation>kartę pracy dla nauczyciela z odpowiedziami</translation>
        </message>
        <message>
            <source>worksheet</source>
            <comment>WORKSHEET_PUPIL</comment>
            <translation>karta pracy</translation>
        </message>
        <message>
            <source>Teacher's copy, with the model's answers</source>
            <comment>WORKSHEET_TEACHER</comment>
            <translation>Egzemplarz nauczyciela, z wzorcowymi odpowiedziami</translation>
        </message>
        <message>
            <source>Name: ____________________________    Date: ______________</source>
            <comment>WORKSHEET_NAME_LINE</comment>
            <translation>Imię i nazwisko: ____________________________    Data: ______________</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab</source>
            <comment>WORKSHEET_FOOTER</comment>
            <translation>Laboratorium ponownych prób Wallasey</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab · page {page} of {pages}</source>
            <comment>WORKSHEET_FOOTER_PAGES</comment>
            <translation>Laboratorium ponownych prób Wallasey · strona {page} z {pages}</translation>
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
            <translation>Twój przebieg: „{rule}”. Przyjaciele: {friends:,}. Pukania: {knocks:,}. Wszyscy w środku po {last:.0f} s.</translation>
        </message>
        <message>
            <source>Your run, calls sent: “{first}” {first_calls:,}, “{second}” {second_calls:,}, “{third}” {third_calls:,}.</source>
            <comment>WORKSHEET_RUN_TEN</comment>
            <translation>Twój przebieg, wysłane zapytania: „{first}” {first_calls:,}, „{second}” {second_calls:,}, „{third}” {third_calls:,}.</translation>
        </message>
        <message>
            <source>Other settings than the lab's story: {settings}.</source>
            <oldsource>Not the lab's story: {settings}.</oldsource>
            <comment>WORKSHEET_OTHER_SETTINGS</comment>
            <translation>Inne ustawienia niż w opowieści laboratorium: {settings}.</translation>
        </message>
        <message>
            <source>{name} {value} (the story: {story})</source>
            <comment>WORKSHEET_SETTING</comment>
            <translation>{name} {value} (w opowieści: {story})</translation>
        </message>
        <message>
            <source>Guess first, then fill in what you saw</source>
            <comment>WORKSHEET_TRIES_TITLE</comment>
            <translation>Najpierw zgadnij, potem wpisz, co było widać</translation>
        </message>
        <message>
            <source>Way</source>
            <comment>WORKSHEET_TRIES_HEADINGS/0</comment>
            <translation>Sposób</translation>
        </message>
        <message>
            <source>Your guess: calls</source>
            <comment>WORKSHEET_TRIES_HEADINGS/1</comment>
            <translation>Twój typ: zapytania</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>WORKSHEET_TRIES_HEADINGS/2</comment>
            <translation>Wysłane zapytania</translation>
        </message>
        <message>
            <source>Last answer at</source>
            <comment>WORKSHEET_TRIES_HEADINGS/3</comment>
            <translation>Ostatnia odpowiedź po</translation>
        </message>
        <message>
            <source>{last:.1f} s</source>
            <comment>WORKSHEET_TRIES_LAST</comment>
            <translation>{last:.1f} s</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>WORKSHEETS/door/title</comment>
            <translation>Drzwi</translation>
        </message>
        <message>
            <source>ages 8 to 11</source>
            <comment>WORKSHEETS/door/ages</comment>
            <translation>wiek 8–11 lat</translation>
        </message>
        <message>
            <source>A crowd of 30 friends all want to get through a door that lets only 3 in each second. Try all three choices and fill in what you see.</source>
            <comment>WORKSHEETS/door/intro</comment>
            <translation>Tłum 30 przyjaciół chce przejść przez drzwi, które wpuszczają tylko 3 osoby na sekundę. Wypróbuj wszystkie trzy sposoby i zapisz, co widzisz.</translation>
        </message>
        <message>
            <source>Which choice hammers the door hardest? How many knocks did it take?</source>
            <oldsource>Which choice is all done soonest? How many knocks did it take?</oldsource>
            <comment>WORKSHEETS/door/questions/0/0</comment>
            <translation>Przy którym sposobie drzwi dostają najmocniej? Ile razy trzeba było zapukać?</translation>
        </message>
        <message>
            <source>Is one choice both gentle on the door and quick? How many knocks, and when was everyone done?</source>
            <oldsource>Which choice needs the fewest knocks?</oldsource>
            <comment>WORKSHEETS/door/questions/1/0</comment>
            <translation>Czy któryś sposób jest i łagodny dla drzwi, i szybki? Ile było pukań i kiedy wszyscy skończyli?</translation>
        </message>
        <message>
            <source>Which choice takes longest until everyone is inside? Watch the friends who bounce off: when do they come back to the door?</source>
            <oldsource>Why is "wait longer each time" so slow?</oldsource>
            <comment>WORKSHEETS/door/questions/2/0</comment>
            <translation>Przy którym sposobie najdłużej trwa, zanim wszyscy wejdą? Patrz na przyjaciół, którzy się odbijają: kiedy wracają do drzwi?</translation>
        </message>
        <message>
            <source>Now watch "wait a random time". When do the friends come back? Compare its knocks and time with the other two choices.</source>
            <oldsource>Now watch "wait a random time". When do the friends come back? Compare its time and knocks with the other two choices.</oldsource>
            <comment>WORKSHEETS/door/questions/3/0</comment>
            <translation>Teraz popatrz na „Czekają losowy czas”. Kiedy przyjaciele wracają? Porównaj liczbę pukań i czas z dwoma pozostałymi sposobami.</translation>
        </message>
        <message>
            <source>Move the slider to 50 friends. What happens to the knocks?</source>
            <comment>WORKSHEETS/door/questions/4/0</comment>
            <translation>Przesuń suwak na 50 przyjaciół. Co dzieje się z pukaniem?</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>WORKSHEETS/ten-agents/title</comment>
            <translation>Dziesięciu agentów</translation>
        </message>
        <message>
            <source>ages 11 to 15</source>
            <comment>WORKSHEETS/ten-agents/ages</comment>
            <translation>wiek 11–15 lat</translation>
        </message>
        <message>
            <source>Ten agents all need an answer from a slow tool that takes 2 calls each second. Guess first, then look at the pictures and the table.</source>
            <comment>WORKSHEETS/ten-agents/intro</comment>
            <translation>Dziesięciu agentów potrzebuje odpowiedzi od powolnego narzędzia, które przyjmuje 2 zapytania na sekundę. Najpierw zgadnij, potem popatrz na obrazki i tabelę.</translation>
        </message>
        <message>
            <source>Which way sends the most calls? What did you guess?</source>
            <comment>WORKSHEETS/ten-agents/questions/0/0</comment>
            <translation>Który sposób wysyła najwięcej zapytań? Jaka była twoja odpowiedź?</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way?</source>
            <oldsource>Which agent waited longest each way?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/1/0</comment>
            <translation>Który agent przy każdym sposobie ponawiał próby najwięcej razy?</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”?</source>
            <oldsource>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run: does it hold?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation>Który sposób szybciej daje ostatniemu agentowi odpowiedź: „Czekaj coraz dłużej” czy „Czekaj losowy czas”?</translation>
        </message>
        <message>
            <source>Why do the red crosses line up in stripes when everyone waits longer each time?</source>
            <comment>WORKSHEETS/ten-agents/questions/3/0</comment>
            <translation>Dlaczego czerwone krzyżyki układają się w paski, gdy wszyscy czekają coraz dłużej?</translation>
        </message>
        <message>
            <source>Every agent that hears no waits exactly as long as the others, so they all call again at the same instant, and the tool can take only 2 of them.</source>
            <comment>WORKSHEETS/ten-agents/questions/3/1</comment>
            <translation>Każdy agent, który usłyszy „nie”, czeka dokładnie tyle samo co inni, więc wszyscy pytają ponownie w tej samej chwili, a narzędzie przyjmuje tylko 2 z nich.</translation>
        </message>
        <message>
            <source>Press Another run. Does your answer to 3 hold? Which numbers change?</source>
            <oldsource>Press Another run a few times. Does your answer to 3 hold? Which numbers change?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/4/0</comment>
            <translation>Naciśnij „Kolejny przebieg”. Czy twoja odpowiedź na 3 się sprawdza? Które liczby się zmieniają?</translation>
        </message>
        <message>
            <source>Load against waiting</source>
            <comment>WORKSHEETS/load-vs-waiting/title</comment>
            <translation>Obciążenie a czekanie</translation>
        </message>
        <message>
            <source>ages 15 and up</source>
            <comment>WORKSHEETS/load-vs-waiting/ages</comment>
            <translation>od 15 lat</translation>
        </message>
        <message numerus="yes">
            <source>Each point of the chart is the middle of {n:,} runs (agents: {agents:,}; the tool takes {capacity:,} calls a second). Down and to the left is better.</source>
            <oldsource>200 agents, a tool that takes 20 calls a second. Each point of the chart is the middle of 50 runs. Down and to the left is better.</oldsource>
            <comment>WORKSHEETS/load-vs-waiting/intro</comment>
            <extracomment>English for one: Each point of the chart is the middle of {n:,} run (agents: {agents:,}; the tool takes {capacity:,} calls a second). Down and to the left is better.</extracomment>
            <translation>
                <numerusform>Każdy punkt wykresu to środkowy wynik z {n:,} przebiegu (agenci: {agents:,}; narzędzie przyjmuje {capacity:,} zapytań na sekundę). Niżej i bardziej w lewo jest lepiej.</numerusform>
                <numerusform>Każdy punkt wykresu to środkowy wynik z {n:,} przebiegów (agenci: {agents:,}; narzędzie przyjmuje {capacity:,} zapytań na sekundę). Niżej i bardziej w lewo jest lepiej.</numerusform>
                <numerusform>Każdy punkt wykresu to środkowy wynik z {n:,} przebiegów (agenci: {agents:,}; narzędzie przyjmuje {capacity:,} zapytań na sekundę). Niżej i bardziej w lewo jest lepiej.</numerusform>
            </translation>
        </message>
        <message>
            <source>Exponential backoff: what do you gain by making the Longest wait longer?</source>
            <oldsource>What does a longer Longest wait buy exponential backoff?</oldsource>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/0</comment>
            <translation>Wykładnicze odczekanie: co zyskujesz, wydłużając „Najdłuższe czekanie”?</translation>
        </message>
        <message>
            <source>Nothing. From 1 s up it always sends 1,640 calls; a longer longest wait only makes the herd wait longer (last agent 11 s at a longest wait of 1 s, 107 s at 20 s, 173 s at 40 s).</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/1</comment>
            <translation>Nic. Od 1 s w górę zawsze wysyła 1640 zapytań; dłuższe najdłuższe czekanie tylko wydłuża czekanie stada (ostatni agent: 11 s przy najdłuższym czekaniu 1 s, 107 s przy 20 s, 173 s przy 40 s).</translation>
        </message>
        <message>
            <source>And backoff with jitter?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/1/0</comment>
            <translation>A odczekanie z losowością?</translation>
        </message>
        <message>
            <source>Its calls fall from 3,467 (longest wait 0.5 s) to about 1,355 (10 s and up) while the typical agent's wait hardly moves (5.6 to 5.8 s). Only the last agent pays: 10.5 s to 24 s.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/1/1</comment>
            <translation>Liczba jego zapytań spada z 3467 (najdłuższe czekanie 0,5 s) do około 1355 (od 10 s w górę), a czekanie typowego agenta prawie się nie zmienia (od 5,6 do 5,8 s). Płaci tylko ostatni agent: od 10,5 s do 24 s.</translation>
        </message>
        <message>
            <source>Backoff with jitter, longest wait 5 s: where does your point land?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/2/0</comment>
            <translation>Odczekanie z losowością, najdłuższe czekanie 5 s: gdzie wypada twój punkt?</translation>
        </message>
        <message>
            <source>1,388 calls, typical 5.7 s, last 13.6 s: nearly the fewest calls with a short worst wait.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/2/1</comment>
            <translation>1388 zapytań, typowy 5,7 s, ostatni 13,6 s: prawie najmniej zapytań przy krótkim najgorszym czekaniu.</translation>
        </message>
        <message>
            <source>Randomness 0.25 at a longest wait of 20 s: how much does a little randomness help?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/3/0</comment>
            <translation>Losowość 0,25 przy najdłuższym czekaniu 20 s: jak bardzo pomaga odrobina losowości?</translation>
        </message>
        <message>
            <source>1,309 calls, typical 6.9 s, last 25.7 s, against 1,640, 20.5 s and 107 s with none.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/3/1</comment>
            <translation>1309 zapytań, typowy 6,9 s, ostatni 25,7 s, wobec 1640, 20,5 s i 107 s bez losowości.</translation>
        </message>
        <message>
            <source>Retry immediately, every 1 s: why is it so good here?</source>
            <oldsource>Retry immediately with a pause of 1 s: why is it so good here?</oldsource>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/0</comment>
            <translation>Natychmiastowe ponawianie co 1 s: dlaczego tutaj wypada tak dobrze?</translation>
        </message>
        <message>
            <source>1,100 calls, typical 5.8 s, last 10.5 s. A refused agent calls again 1.05 s later, always in the tool's next counting second, so every second the tool takes 20: 200 + 180 + ... + 20 = 1,100.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/1</comment>
            <translation>1100 zapytań, typowy 5,8 s, ostatni 10,5 s. Odrzucony agent pyta ponownie po 1,05 s, zawsze w następnej liczonej sekundzie narzędzia, więc co sekundę narzędzie przyjmuje 20: 200 + 180 + ... + 20 = 1100.</translation>
        </message>
        <message>
            <source>None of the three was both gentle on the door and quick with this crowd.</source>
            <comment>DOOR_SHEET_NONE_BOTH</comment>
            <translation>Przy tym tłumie żaden z trzech sposobów nie był jednocześnie łagodny dla drzwi i szybki.</translation>
        </message>
        <message numerus="yes">
            <source>The door lets {capacity} in, the other {n} bounce off together, and they all wait longer together; in between, the door stands empty.</source>
            <comment>DOOR_SHEET_HERD</comment>
            <extracomment>English for one: The door lets {capacity} in, the other {n} bounces off, and they all wait longer together; in between, the door stands empty.</extracomment>
            <translation>
                <numerusform>Drzwi wpuszczają {capacity}, a pozostała {n} osoba się odbija i czeka jeszcze dłużej; w tym czasie drzwi stoją puste.</numerusform>
                <numerusform>Drzwi wpuszczają {capacity}, a pozostałe {n} osoby razem się odbijają i wszyscy razem czekają jeszcze dłużej; w tym czasie drzwi stoją puste.</numerusform>
                <numerusform>Drzwi wpuszczają {capacity}, a pozostałych {n} razem się odbija i wszyscy razem czekają jeszcze dłużej; w tym czasie drzwi stoją puste.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} friends:</source>
            <comment>DOOR_SHEET_CROWD</comment>
            <extracomment>English for one: With {n} friend:</extracomment>
            <translation>
                <numerusform>Przy {n} przyjacielu:</numerusform>
                <numerusform>Przy {n} przyjaciołach:</numerusform>
                <numerusform>Przy {n} przyjaciołach:</numerusform>
            </translation>
        </message>
        <message>
            <source>“{rule}”</source>
            <comment>TEN_SHEET_RULE</comment>
            <translation>„{rule}”</translation>
        </message>
        <message numerus="yes">
            <source>Most calls: {rules}, {n:,} calls, {times:.1f} times as many as the fewest. The others: {others}.</source>
            <comment>TEN_SHEET_CALLS</comment>
            <extracomment>English for one: Most calls: {rules}, {n:,} call, {times:.1f} times as many as the fewest. The others: {others}.</extracomment>
            <translation>
                <numerusform>Najwięcej zapytań: {rules}, {n:,} zapytanie, {times:.1f} razy więcej niż najmniejsza liczba. Pozostałe sposoby: {others}.</numerusform>
                <numerusform>Najwięcej zapytań: {rules}, {n:,} zapytania, {times:.1f} razy więcej niż najmniejsza liczba. Pozostałe sposoby: {others}.</numerusform>
                <numerusform>Najwięcej zapytań: {rules}, {n:,} zapytań, {times:.1f} razy więcej niż najmniejsza liczba. Pozostałe sposoby: {others}.</numerusform>
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
                <numerusform>Każdy sposób wysyła tyle samo: {n:,} zapytanie.</numerusform>
                <numerusform>Każdy sposób wysyła tyle samo: {n:,} zapytania.</numerusform>
                <numerusform>Każdy sposób wysyła tyle samo: {n:,} zapytań.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agent {agents}, {n} retries, answered at {served:.1f} s.</source>
            <oldsource>{rule}: agent {agents}, {n} retries, served at {served:.1f} s.</oldsource>
            <comment>TEN_SHEET_MOST_ONE</comment>
            <extracomment>English for one: {rule}: agent {agents}, {n} retry, answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: agent {agents}, {n} ponowienie, odpowiedź po {served:.1f} s.</numerusform>
                <numerusform>{rule}: agent {agents}, {n} ponowienia, odpowiedź po {served:.1f} s.</numerusform>
                <numerusform>{rule}: agent {agents}, {n} ponowień, odpowiedź po {served:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agents {agents}, {n} retries each, answered at {served:.1f} s.</source>
            <oldsource>{rule}: agents {agents}, {n} retries each, served at {served:.1f} s.</oldsource>
            <comment>TEN_SHEET_MOST_MANY</comment>
            <extracomment>English for one: {rule}: agents {agents}, {n} retry each, answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: agenci {agents}, każdy {n} ponowienie, odpowiedź po {served:.1f} s.</numerusform>
                <numerusform>{rule}: agenci {agents}, każdy {n} ponowienia, odpowiedź po {served:.1f} s.</numerusform>
                <numerusform>{rule}: agenci {agents}, każdy {n} ponowień, odpowiedź po {served:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agents {agents}, {n} retries each, the last answered at {served:.1f} s.</source>
            <oldsource>{rule}: agents {agents}, {n} retries each, the last served at {served:.1f} s.</oldsource>
            <comment>TEN_SHEET_MOST_APART</comment>
            <extracomment>English for one: {rule}: agents {agents}, {n} retry each, the last answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: agenci {agents}, każdy {n} ponowienie, ostatnia odpowiedź po {served:.1f} s.</numerusform>
                <numerusform>{rule}: agenci {agents}, każdy {n} ponowienia, ostatnia odpowiedź po {served:.1f} s.</numerusform>
                <numerusform>{rule}: agenci {agents}, każdy {n} ponowień, ostatnia odpowiedź po {served:.1f} s.</numerusform>
            </translation>
        </message>
        <message>
            <source>This run, sooner: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s).</source>
            <oldsource>Soonest: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s).</oldsource>
            <comment>TEN_SHEET_ORDER_TWO</comment>
            <translation>W tym przebiegu szybciej: {first} ({first_last:.1f} s), potem {second} ({second_last:.1f} s).</translation>
        </message>
        <message>
            <source>This run, both at the same moment: {last:.1f} s.</source>
            <oldsource>All three ways at the same moment: {last:.1f} s.</oldsource>
            <comment>TEN_SHEET_ORDER_SAME</comment>
            <translation>W tym przebiegu oba w tej samej chwili: {last:.1f} s.</translation>
        </message>
        <message>
            <source>The totals of {immediate} ({immediate_calls:,}) and {exponential} ({exponential_calls:,}, last agent at {exponential_last:.1f} s) stay the same: their waits have no randomness. Their rows per agent do change, because agents calling at the same instant are let in in a random order. The totals of {jitter} change with every run; this run: {jitter_calls:,}, last agent at {jitter_last:.1f} s.</source>
            <comment>TEN_SHEET_ANOTHER</comment>
            <translation>Sumy dla {immediate} ({immediate_calls:,}) i {exponential} ({exponential_calls:,}, ostatni agent po {exponential_last:.1f} s) zostają takie same: w ich czekaniu nie ma losowości. Wiersze poszczególnych agentów jednak się zmieniają, bo agenci pytający w tej samej chwili są wpuszczani w losowej kolejności. Sumy dla {jitter} zmieniają się z każdym przebiegiem; w tym przebiegu: {jitter_calls:,}, ostatni agent po {jitter_last:.1f} s.</translation>
        </message>
        <message>
            <source>The crowd at the door</source>
            <comment>CROWD_TITLE</comment>
            <translation>Tłum pod drzwiami</translation>
        </message>
        <message>
            <source>Each dot is one agent. The number on a dot is how many times it has knocked.</source>
            <comment>CROWD_TIP</comment>
            <translation>Każda kropka to jeden agent. Liczba na kropce mówi, ile razy zapukał.</translation>
        </message>
        <message>
            <source>The crowd appears when a run is ready.</source>
            <comment>CROWD_EMPTY</comment>
            <translation>Tłum pojawi się, gdy przebieg będzie gotowy.</translation>
        </message>
        <message>
            <source>This door lets {capacity} in each second</source>
            <comment>CROWD_SIGN</comment>
            <translation>Te drzwi wpuszczają {capacity} na sekundę</translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>CROWD_INSIDE</comment>
            <translation>W środku</translation>
        </message>
        <message>
            <source>Waiting outside</source>
            <comment>CROWD_OUTSIDE</comment>
            <translation>Czekają na zewnątrz</translation>
        </message>
        <message>
            <source>Knocks: {n:,}</source>
            <comment>CROWD_KNOCKS</comment>
            <translation>Pukania: {n:,}</translation>
        </message>
        <message>
            <source>Bounced off: {n:,}</source>
            <comment>CROWD_REFUSED</comment>
            <translation>Odbicia: {n:,}</translation>
        </message>
        <message>
            <source>Got in: {n:,} of {agents:,}</source>
            <oldsource>Inside: {n:,} of {agents:,}</oldsource>
            <comment>CROWD_IN</comment>
            <translation>Weszli: {n:,} z {agents:,}</translation>
        </message>
        <message>
            <source>Done: {n:,} of {agents:,}</source>
            <oldsource>Answered: {n:,} of {agents:,}</oldsource>
            <comment>CROWD_SERVED</comment>
            <translation>Skończyli: {n:,} z {agents:,}</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>CROWD_COUNTER_NAMES/knocks</comment>
            <translation>Pukania</translation>
        </message>
        <message>
            <source>Bounced off</source>
            <comment>CROWD_COUNTER_NAMES/refused</comment>
            <translation>Odbicia</translation>
        </message>
        <message>
            <source>Got in</source>
            <oldsource>Inside</oldsource>
            <comment>CROWD_COUNTER_NAMES/inside</comment>
            <translation>Weszli</translation>
        </message>
        <message>
            <source>Done</source>
            <oldsource>Answered</oldsource>
            <comment>CROWD_COUNTER_NAMES/served</comment>
            <translation>Skończyli</translation>
        </message>
        <message>
            <source>Every knock any friend has made so far.</source>
            <oldsource>Every call any agent has made so far.</oldsource>
            <comment>CROWD_COUNTER_TIPS/knocks</comment>
            <translation>Wszystkie pukania, jakie dotąd zrobili przyjaciele.</translation>
        </message>
        <message>
            <source>Knocks that bounced off the door.</source>
            <oldsource>Knocks that bounced off the door (refused).</oldsource>
            <comment>CROWD_COUNTER_TIPS/refused</comment>
            <translation>Pukania, które odbiły się od drzwi.</translation>
        </message>
        <message>
            <source>Friends who got through the door: done, or inside and not done yet.</source>
            <oldsource>Friends who got through the door: done, or inside waiting for their answer.</oldsource>
            <comment>CROWD_COUNTER_TIPS/inside</comment>
            <translation>Przyjaciele, którzy przeszli przez drzwi: skończyli albo są w środku i jeszcze nie skończyli.</translation>
        </message>
        <message>
            <source>Friends who are done.</source>
            <oldsource>Friends who have their answer: they are done.</oldsource>
            <comment>CROWD_COUNTER_TIPS/served</comment>
            <translation>Przyjaciele, którzy skończyli.</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;got in, then done</source>
            <comment>CROWD_LEGEND</comment>
            <translation>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; szary: czeka &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; czerwony z krzyżykiem: właśnie się odbił &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; zielona obwódka: wszedł &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; granatowy:&amp;nbsp;wszedł, potem skończył</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; green door: letting a friend in &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; red striped door: turning one away</source>
            <comment>CROWD_LEGEND_DOOR</comment>
            <translation>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; zielone drzwi: wpuszczają przyjaciela &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; czerwone drzwi w paski: nie wpuszczają</translation>
        </message>
        <message numerus="yes">
            <source>{dot} on a dot: that friend has knocked {n} times</source>
            <comment>CROWD_COUNT_KEY</comment>
            <extracomment>English for one: {dot} on a dot: that friend has knocked {n} time</extracomment>
            <translation>
                <numerusform>{dot} na kropce: ten przyjaciel zapukał {n} raz</numerusform>
                <numerusform>{dot} na kropce: ten przyjaciel zapukał {n} razy</numerusform>
                <numerusform>{dot} na kropce: ten przyjaciel zapukał {n} razy</numerusform>
            </translation>
        </message>
        <message>
            <source>Show knocks on the dots</source>
            <comment>CROWD_SHOW_COUNTS</comment>
            <translation>Pokaż pukania na kropkach</translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, still knocking</source>
            <comment>CROWD_FRIEND_KNOCKING</comment>
            <extracomment>English for one: This friend: {n} knock, still knocking</extracomment>
            <translation>
                <numerusform>Ten przyjaciel: {n} pukanie, wciąż puka</numerusform>
                <numerusform>Ten przyjaciel: {n} pukania, wciąż puka</numerusform>
                <numerusform>Ten przyjaciel: {n} pukań, wciąż puka</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, got in</source>
            <comment>CROWD_FRIEND_IN</comment>
            <extracomment>English for one: This friend: {n} knock, got in</extracomment>
            <translation>
                <numerusform>Ten przyjaciel: {n} pukanie, wszedł</numerusform>
                <numerusform>Ten przyjaciel: {n} pukania, wszedł</numerusform>
                <numerusform>Ten przyjaciel: {n} pukań, wszedł</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, done</source>
            <comment>CROWD_FRIEND_DONE</comment>
            <extracomment>English for one: This friend: {n} knock, done</extracomment>
            <translation>
                <numerusform>Ten przyjaciel: {n} pukanie, skończył</numerusform>
                <numerusform>Ten przyjaciel: {n} pukania, skończył</numerusform>
                <numerusform>Ten przyjaciel: {n} pukań, skończył</numerusform>
            </translation>
        </message>
        <message>
            <source>This friend has not knocked yet</source>
            <comment>CROWD_FRIEND_WAITING</comment>
            <translation>Ten przyjaciel jeszcze nie zapukał</translation>
        </message>
        <message>
            <source>Write on each dot how many times that friend has knocked.</source>
            <oldsource>Write on each dot how many times that agent has knocked.</oldsource>
            <comment>CROWD_SHOW_COUNTS_TIP</comment>
            <translation>Pokazuje na każdej kropce, ile razy ten przyjaciel zapukał.</translation>
        </message>
        <message>
            <source>The tool accepts {capacity} calls a second</source>
            <comment>CROWD_LAB/sign</comment>
            <translation>Narzędzie przyjmuje {capacity} na sekundę</translation>
        </message>
        <message>
            <source>Accepted</source>
            <comment>CROWD_LAB/inside_label</comment>
            <translation>Przyjęci</translation>
        </message>
        <message>
            <source>Waiting</source>
            <comment>CROWD_LAB/outside</comment>
            <translation>Czekają</translation>
        </message>
        <message>
            <source>Calls sent: {n:,}</source>
            <comment>CROWD_LAB/knocks</comment>
            <translation>Wysłane zapytania: {n:,}</translation>
        </message>
        <message>
            <source>Calls refused: {n:,}</source>
            <comment>CROWD_LAB/refused</comment>
            <translation>Odrzucone zapytania: {n:,}</translation>
        </message>
        <message>
            <source>Accepted: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/inside</comment>
            <translation>Przyjęci: {n:,} z {agents:,}</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/served</comment>
            <translation>Z odpowiedzią: {n:,} z {agents:,}</translation>
        </message>
        <message>
            <source>Each dot is one agent. The number on a dot is how many calls it has sent.</source>
            <comment>CROWD_LAB/tip</comment>
            <translation>Każda kropka to jeden agent. Liczba na kropce mówi, ile zapytań wysłał.</translation>
        </message>
        <message>
            <source>Every call any agent has sent so far in this run.</source>
            <comment>CROWD_LAB/tips/knocks</comment>
            <translation>Wszystkie zapytania, jakie dotąd wysłali agenci w tym przebiegu.</translation>
        </message>
        <message>
            <source>Calls the tool refused so far.</source>
            <comment>CROWD_LAB/tips/refused</comment>
            <translation>Zapytania, które narzędzie dotąd odrzuciło.</translation>
        </message>
        <message>
            <source>Agents whose call the tool accepted.</source>
            <comment>CROWD_LAB/tips/inside</comment>
            <translation>Agenci, których zapytanie narzędzie przyjęło.</translation>
        </message>
        <message>
            <source>Agents whose answer has arrived.</source>
            <comment>CROWD_LAB/tips/served</comment>
            <translation>Agenci, do których dotarła odpowiedź.</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;●&lt;/span&gt; red: just refused &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: accepted, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</source>
            <comment>CROWD_LAB/legend</comment>
            <translation>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; szary: czeka &amp;nbsp; &lt;span style='color:{refused}'&gt;●&lt;/span&gt; czerwony: właśnie odrzucony &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; zielona obwódka: przyjęty, czeka na odpowiedź &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; granatowy: ma odpowiedź</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; green door: a call accepted &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; red striped door: a call refused</source>
            <comment>CROWD_LAB/legend_door</comment>
            <translation>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; zielone drzwi: zapytanie przyjęte &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; czerwone drzwi w paski: zapytanie odrzucone</translation>
        </message>
        <message>
            <source>Show calls on the dots</source>
            <comment>CROWD_LAB/show_counts</comment>
            <translation>Pokaż zapytania na kropkach</translation>
        </message>
        <message>
            <source>Write on each dot how many calls that agent has sent.</source>
            <comment>CROWD_LAB/show_counts_tip</comment>
            <translation>Pokazuje na każdej kropce, ile zapytań wysłał ten agent.</translation>
        </message>
        <message>
            <source>Show the most calls by one agent</source>
            <comment>CROWD_LAB/show_counts_most</comment>
            <translation>Pokaż najwięcej zapytań jednego agenta</translation>
        </message>
        <message>
            <source>The dots are too small for a number each: the agent who has sent the most calls so far shows how many, in a bubble. With fewer agents or a bigger window, every dot shows its own.</source>
            <comment>CROWD_LAB/show_counts_most_tip</comment>
            <translation>Kropki są za małe na liczbę na każdej: agent, który dotąd wysłał najwięcej zapytań, pokazuje ich liczbę w dymku. Przy mniejszej liczbie agentów albo większym oknie każda kropka pokazuje swoją.</translation>
        </message>
        <message>
            <source>Counters: the one run being replayed. The table below: the middle of all the runs, so a little different.</source>
            <comment>CROWD_LAB/note</comment>
            <translation>Liczniki: jeden odtwarzany przebieg. Tabela niżej: środkowy wynik wszystkich przebiegów, więc trochę inna.</translation>
        </message>
        <message>
            <source>Counters: the one run being replayed. Your points on the Load and waiting chart: the middle of all the runs, so a little different.</source>
            <comment>CROWD_LAB/note_no_table</comment>
            <translation>Liczniki: jeden odtwarzany przebieg. Twoje punkty na wykresie Obciążenie i czekanie: środkowy wynik wszystkich przebiegów, więc trochę inne.</translation>
        </message>
        <message>
            <source>Every call of every agent</source>
            <comment>TIMELINE_TITLE</comment>
            <translation>Każde zapytanie każdego agenta</translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>TIMELINE_X</comment>
            <translation>czas (s)</translation>
        </message>
        <message>
            <source>agent</source>
            <comment>TIMELINE_Y</comment>
            <translation>agent</translation>
        </message>
        <message>
            <source>answer on its way</source>
            <comment>TIMELINE_ANSWER</comment>
            <translation>odpowiedź w drodze</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;&amp;#9679;&lt;/span&gt;&amp;nbsp;accepted&amp;nbsp;&amp;nbsp;&lt;span style='color:{refused}'&gt;&amp;#10005;&lt;/span&gt;&amp;nbsp;refused&amp;nbsp;&amp;nbsp;&lt;span style='color:{accepted}'&gt;&amp;#9473;&lt;/span&gt;&amp;nbsp;answer on its way</source>
            <comment>TIMELINE_KEY</comment>
            <translation>&lt;span style='color:{accepted}'&gt;&amp;#9679;&lt;/span&gt;&amp;nbsp;przyjęte&amp;nbsp;&amp;nbsp;&lt;span style='color:{refused}'&gt;&amp;#10005;&lt;/span&gt;&amp;nbsp;odrzucone&amp;nbsp;&amp;nbsp;&lt;span style='color:{accepted}'&gt;&amp;#9473;&lt;/span&gt;&amp;nbsp;odpowiedź w drodze</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>TEN_TITLE</comment>
            <translation>Dziesięciu agentów</translation>
        </message>
        <message>
            <source>ages 11 to 15</source>
            <comment>TEN_AGES</comment>
            <translation>wiek 11–15 lat</translation>
        </message>
        <message numerus="yes">
            <source>{n} computer helpers (agents) all need an answer from one slow tool at the same time.</source>
            <comment>TEN_BLURB</comment>
            <extracomment>English for one: {n} computer helper (agent) needs an answer from one slow tool.</extracomment>
            <translation>
                <numerusform>{n} komputerowy pomocnik (agent) potrzebuje odpowiedzi od jednego powolnego narzędzia.</numerusform>
                <numerusform>{n} komputerowych pomocników (agentów) potrzebuje w tej samej chwili odpowiedzi od jednego powolnego narzędzia.</numerusform>
                <numerusform>{n} komputerowych pomocników (agentów) potrzebuje w tej samej chwili odpowiedzi od jednego powolnego narzędzia.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool takes only {n} calls each second and says no to the rest. An answer takes about {answer:.0f} second.</source>
            <comment>TEN_BLURB_TOOL</comment>
            <extracomment>English for one: The tool takes only {n} call each second and says no to the rest. An answer takes about {answer:.0f} second.</extracomment>
            <translation>
                <numerusform>Narzędzie przyjmuje tylko {n} zapytanie na sekundę, a reszcie mówi „nie”. Odpowiedź trwa około {answer:.0f} sekundy.</numerusform>
                <numerusform>Narzędzie przyjmuje tylko {n} zapytania na sekundę, a reszcie mówi „nie”. Odpowiedź trwa około {answer:.0f} sekundy.</numerusform>
                <numerusform>Narzędzie przyjmuje tylko {n} zapytań na sekundę, a reszcie mówi „nie”. Odpowiedź trwa około {answer:.0f} sekundy.</numerusform>
            </translation>
        </message>
        <message>
            <source>Guess first: which way sends the most calls?</source>
            <comment>TEN_QUESTION</comment>
            <translation>Najpierw zgadnij: który sposób wysyła najwięcej zapytań?</translation>
        </message>
        <message>
            <source>Guess that '{rule}' sends the most calls, then see what happened.</source>
            <comment>TEN_PREDICT_TIP</comment>
            <translation>Zgadnij, że „{rule}” wysyła najwięcej zapytań, a potem zobacz, co się stało.</translation>
        </message>
        <message>
            <source>Try again at once</source>
            <comment>TEN_RULES/immediate</comment>
            <translation>Spróbuj od razu ponownie</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>TEN_RULES/exponential</comment>
            <translation>Czekaj coraz dłużej</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>TEN_RULES/full-jitter</comment>
            <translation>Czekaj losowy czas</translation>
        </message>
        <message>
            <source>After a no, call again a tenth of a second later, again and again.</source>
            <comment>TEN_RULE_LINES/immediate</comment>
            <translation>Po „nie” zapytaj znowu po jednej dziesiątej sekundy, i tak w kółko.</translation>
        </message>
        <message>
            <source>After a no, wait. Each new no makes the wait twice as long. Everyone waits the same time.</source>
            <comment>TEN_RULE_LINES/exponential</comment>
            <translation>Po „nie” poczekaj. Każde kolejne „nie” podwaja czas czekania. Wszyscy czekają tyle samo.</translation>
        </message>
        <message>
            <source>After a no, wait a random time from 0 up to a limit. Each new no doubles the limit. Everyone waits a different time.</source>
            <oldsource>After a no, wait a random time, up to that same limit. Everyone waits a different time.</oldsource>
            <comment>TEN_RULE_LINES/full-jitter</comment>
            <translation>Po „nie” poczekaj losowy czas, od 0 do pewnej granicy. Każde nowe „nie” podwaja tę granicę. Każdy czeka inny czas.</translation>
        </message>
        <message>
            <source>Grown-ups call this '{name}'.</source>
            <comment>TEN_RULE_GROWN_UP</comment>
            <translation>Dorośli nazywają to „{name}”.</translation>
        </message>
        <message>
            <source>{line} &lt;i&gt;(In the lab: {name}.)&lt;/i&gt;</source>
            <comment>TEN_RULE_LINE_IN_LAB</comment>
            <translation>{line} &lt;i&gt;(W laboratorium: {name}.)&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Make your guess first, then look at the pictures. What did you see? Talk about it.</source>
            <comment>TEN_NOTICE_ASK</comment>
            <translation>Najpierw zgadnij, potem popatrz na obrazki. Co było widać? Porozmawiaj o tym z innymi.</translation>
        </message>
        <message>
            <source>You have guessed. What did you see? Talk about it, then open this.</source>
            <comment>TEN_NOTICE_READY</comment>
            <translation>Twój typ już jest. Co było widać? Porozmawiaj o tym z innymi, a potem otwórz to.</translation>
        </message>
        <message>
            <source>Choose your guess. The results stay hidden until you do.</source>
            <comment>TEN_PREDICT_FIRST</comment>
            <translation>Wybierz, co zgadujesz. Do tego czasu wyniki są ukryte.</translation>
        </message>
        <message>
            <source>Make your guess on the left.
Then every call of every agent appears here.</source>
            <comment>TEN_HIDDEN</comment>
            <translation>Zgadnij po lewej stronie.
Wtedy pojawi się tu każde zapytanie każdego agenta.</translation>
        </message>
        <message>
            <source>You guessed it: '{rule}' sent the most calls, {calls}. Now look at the pictures to see why.</source>
            <comment>TEN_RIGHT</comment>
            <translation>Zgadza się! Sposób „{rule}” wysłał najwięcej zapytań: {calls}. Teraz popatrz na obrazki, żeby zobaczyć dlaczego.</translation>
        </message>
        <message>
            <source>Not this time, and that is how science goes: '{rule}' sent {calls} calls, but '{best}' sent more, {best_calls}. Can you see why in its picture?</source>
            <comment>TEN_WRONG</comment>
            <translation>Tym razem nie – i tak właśnie działa nauka: przy „{rule}” liczba zapytań wyniosła {calls}, ale sposób „{best}” wysłał więcej: {best_calls}. Widzisz na jego obrazku dlaczego?</translation>
        </message>
        <message numerus="yes">
            <source>In {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in {sooner} of them.</oldsource>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <extracomment>English for one: In {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</extracomment>
            <translation>
                <numerusform>W {sooner} z {n} przebiegu „Czekaj losowy czas” dał ostatnią odpowiedź szybciej niż „Czekaj coraz dłużej”.</numerusform>
                <numerusform>W {sooner} z {n} przebiegów „Czekaj losowy czas” dał ostatnią odpowiedź szybciej niż „Czekaj coraz dłużej”.</numerusform>
                <numerusform>W {sooner} z {n} przebiegów „Czekaj losowy czas” dał ostatnią odpowiedź szybciej niż „Czekaj coraz dłużej”.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In only {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in only {sooner} of them.</oldsource>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <extracomment>English for one: In only {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</extracomment>
            <translation>
                <numerusform>Tylko w {sooner} z {n} przebiegu „Czekaj losowy czas” dał ostatnią odpowiedź szybciej niż „Czekaj coraz dłużej”.</numerusform>
                <numerusform>Tylko w {sooner} z {n} przebiegów „Czekaj losowy czas” dał ostatnią odpowiedź szybciej niż „Czekaj coraz dłużej”.</numerusform>
                <numerusform>Tylko w {sooner} z {n} przebiegów „Czekaj losowy czas” dał ostatnią odpowiedź szybciej niż „Czekaj coraz dłużej”.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This run: 'Wait a random time' sent {n:,} calls, 'Wait longer each time' {other_calls:,}.</source>
            <comment>TEN_WHY_THIS_RUN</comment>
            <extracomment>English for one: This run: 'Wait a random time' sent {n:,} call, 'Wait longer each time' {other_calls:,}.</extracomment>
            <translation>
                <numerusform>Ten przebieg: „Czekaj losowy czas” wysłał {n:,} zapytanie, „Czekaj coraz dłużej” {other_calls:,}.</numerusform>
                <numerusform>Ten przebieg: „Czekaj losowy czas” wysłał {n:,} zapytania, „Czekaj coraz dłużej” {other_calls:,}.</numerusform>
                <numerusform>Ten przebieg: „Czekaj losowy czas” wysłał {n:,} zapytań, „Czekaj coraz dłużej” {other_calls:,}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, the two usually sent about the same.</source>
            <comment>TEN_WHY_RUNS_SAME</comment>
            <extracomment>English for one: Over {n} run, the two usually sent about the same.</extracomment>
            <translation>
                <numerusform>W {n} przebiegu oba sposoby zwykle wysyłały mniej więcej tyle samo zapytań.</numerusform>
                <numerusform>W {n} przebiegach oba sposoby zwykle wysyłały mniej więcej tyle samo zapytań.</numerusform>
                <numerusform>W {n} przebiegach oba sposoby zwykle wysyłały mniej więcej tyle samo zapytań.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, 'Wait a random time' usually sent fewer calls.</source>
            <comment>TEN_WHY_RUNS_FEWER</comment>
            <extracomment>English for one: Over {n} run, 'Wait a random time' usually sent fewer calls.</extracomment>
            <translation>
                <numerusform>W {n} przebiegu „Czekaj losowy czas” zwykle wysyłał mniej zapytań.</numerusform>
                <numerusform>W {n} przebiegach „Czekaj losowy czas” zwykle wysyłał mniej zapytań.</numerusform>
                <numerusform>W {n} przebiegach „Czekaj losowy czas” zwykle wysyłał mniej zapytań.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, 'Wait a random time' usually sent more calls.</source>
            <comment>TEN_WHY_RUNS_MORE</comment>
            <extracomment>English for one: Over {n} run, 'Wait a random time' usually sent more calls.</extracomment>
            <translation>
                <numerusform>W {n} przebiegu „Czekaj losowy czas” zwykle wysyłał więcej zapytań.</numerusform>
                <numerusform>W {n} przebiegach „Czekaj losowy czas” zwykle wysyłał więcej zapytań.</numerusform>
                <numerusform>W {n} przebiegach „Czekaj losowy czas” zwykle wysyłał więcej zapytań.</numerusform>
            </translation>
        </message>
        <message>
            <source>Why?</source>
            <comment>TEN_WHY_OPEN</comment>
            <translation>Dlaczego?</translation>
        </message>
        <message>
            <source>Why a random wait helps: what each no costs, and how a random wait spreads the agents out.</source>
            <oldsource>The rest of the note: what happened run by run, and why ten agents differ from the lab's crowd.</oldsource>
            <comment>TEN_WHY_OPEN_TIP</comment>
            <translation>Dlaczego losowe czekanie pomaga: ile kosztuje każde „nie” i jak losowe czekanie rozprasza agentów.</translation>
        </message>
        <message>
            <source>Every no costs the agent one more call and more waiting.</source>
            <comment>TEN_WHY_COST</comment>
            <translation>Każde „nie” kosztuje agenta jedno zapytanie więcej i dłuższe czekanie.</translation>
        </message>
        <message>
            <source>When they wait longer each time, all the agents wait the same time, come back together and mostly hear no again.</source>
            <comment>TEN_WHY_TOGETHER</comment>
            <translation>Gdy czekają coraz dłużej, wszyscy agenci czekają tyle samo, wracają razem i zwykle znowu słyszą „nie”.</translation>
        </message>
        <message>
            <source>A random wait spreads them out: each agent comes back at its own time, so more of them hear yes.</source>
            <comment>TEN_WHY_SPREAD</comment>
            <translation>Losowe czekanie ich rozprasza: każdy agent wraca w innej chwili, więc więcej z nich słyszy „tak”.</translation>
        </message>
        <message numerus="yes">
            <source>With the lab's {agents} agents it matters more: a random wait sent {n:,} calls, waiting longer each time {other_calls:,}.</source>
            <oldsource>With {agents} agents (the lab) they crowd back together, and a random wait sends fewer calls: {n:,} calls, last answer at {last:.1f} s; waiting longer each time {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</oldsource>
            <comment>TEN_WHY_LAB</comment>
            <extracomment>English for one: With the lab's {agents} agents it matters more: a random wait sent {n:,} call, waiting longer each time {other_calls:,}.</extracomment>
            <translation>
                <numerusform>Przy {agents} agentach w laboratorium ma to większe znaczenie: losowe czekanie wysłało {n:,} zapytanie, czekanie coraz dłuższe {other_calls:,}.</numerusform>
                <numerusform>Przy {agents} agentach w laboratorium ma to większe znaczenie: losowe czekanie wysłało {n:,} zapytania, czekanie coraz dłuższe {other_calls:,}.</numerusform>
                <numerusform>Przy {agents} agentach w laboratorium ma to większe znaczenie: losowe czekanie wysłało {n:,} zapytań, czekanie coraz dłuższe {other_calls:,}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Show every call again, from the start to the last answer, on all three pictures.</source>
            <comment>TEN_PLOT_BACK_TIP</comment>
            <translation>Pokaż znowu każde zapytanie, od początku do ostatniej odpowiedzi, na wszystkich trzech obrazkach.</translation>
        </message>
        <message>
            <source>all answered at {last:.1f} s</source>
            <comment>TEN_FINISHED</comment>
            <translation>wszyscy z odpowiedzią po {last:.1f} s</translation>
        </message>
        <message>
            <source>Your guess stays: you have seen the results. To guess again, press Start again.</source>
            <comment>TEN_GUESS_KEPT</comment>
            <translation>Twój typ zostaje: wyniki już widać. Aby zgadywać jeszcze raz, naciśnij Zacznij od nowa.</translation>
        </message>
        <message>
            <source>Start again</source>
            <comment>TEN_AGAIN</comment>
            <translation>Zacznij od nowa</translation>
        </message>
        <message>
            <source>Hide the results and make a new guess.</source>
            <comment>TEN_AGAIN_TIP</comment>
            <translation>Ukryj wyniki i zgadnij jeszcze raz.</translation>
        </message>
        <message>
            <source>&amp;Another run</source>
            <comment>TEN_ANOTHER</comment>
            <translation>&amp;Kolejny przebieg</translation>
        </message>
        <message>
            <source>The same ten agents with a new roll of the dice. Which numbers change, and which stay the same? (Alt+A)</source>
            <comment>TEN_ANOTHER_TIP</comment>
            <translation>Tych samych dziesięciu agentów z nowym rzutem kostką. Które liczby się zmieniają, a które zostają takie same? (Alt+K)</translation>
        </message>
        <message>
            <source>Try again
at once</source>
            <comment>TEN_COLUMNS/immediate</comment>
            <translation>Spróbuj od razu
ponownie</translation>
        </message>
        <message>
            <source>Wait longer
each time</source>
            <comment>TEN_COLUMNS/exponential</comment>
            <translation>Czekaj coraz
dłużej</translation>
        </message>
        <message>
            <source>Wait a
random time</source>
            <oldsource>Random
wait</oldsource>
            <comment>TEN_COLUMNS/full-jitter</comment>
            <translation>Czekaj
losowy czas</translation>
        </message>
        <message>
            <source>Save every agent's calls and when it was answered, for each way, as a CSV file. You choose where (Ctrl+E).</source>
            <oldsource>Save every agent's calls and when it was answered, for each way, as a CSV file in your Documents folder (Ctrl+E).</oldsource>
            <comment>TEN_DATA_TIP</comment>
            <translation>Zapisz zapytania każdego agenta i chwilę, w której dostał odpowiedź, dla każdego sposobu, jako plik CSV. Ty wybierasz, gdzie (Ctrl+E).</translation>
        </message>
        <message>
            <source>the ten agents' calls</source>
            <comment>TEN_WHAT_DATA</comment>
            <translation>zapytania dziesięciu agentów</translation>
        </message>
        <message>
            <source>Agent {n}</source>
            <comment>TEN_AGENT_ROW</comment>
            <translation>Agent {n}</translation>
        </message>
        <message>
            <source>All of them</source>
            <comment>TEN_TOTAL_ROW</comment>
            <translation>Wszyscy razem</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>TEN_CALLS_ROW</comment>
            <translation>Wysłane zapytania</translation>
        </message>
        <message>
            <source>How many times each agent tried again</source>
            <comment>TEN_TABLE_TITLE</comment>
            <translation>Ile razy każdy agent próbował ponownie</translation>
        </message>
        <message>
            <source>How many times each agent heard no and tried again. Calls sent = tries again + one first call each.</source>
            <comment>TEN_TABLE_TIP</comment>
            <translation>Ile razy każdy agent usłyszał „nie” i próbował ponownie. Wysłane zapytania = ponowienia + po jednym pierwszym zapytaniu.</translation>
        </message>
        <message numerus="yes">
            <source>“All of them” adds up the tries again. “Calls sent” counts each agent's first call too: {n} more.</source>
            <comment>TEN_TABLE_NOTE</comment>
            <extracomment>English for one: “All of them” adds up the tries again. “Calls sent” counts each agent's first call too: {n} more.</extracomment>
            <translation>
                <numerusform>Wiersz „Wszyscy razem” sumuje ponowienia. Wiersz „Wysłane zapytania” liczy też pierwsze zapytanie każdego agenta: o {n} więcej.</numerusform>
                <numerusform>Wiersz „Wszyscy razem” sumuje ponowienia. Wiersz „Wysłane zapytania” liczy też pierwsze zapytanie każdego agenta: o {n} więcej.</numerusform>
                <numerusform>Wiersz „Wszyscy razem” sumuje ponowienia. Wiersz „Wysłane zapytania” liczy też pierwsze zapytanie każdego agenta: o {n} więcej.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n} calls, last answer at {last:.1f} s</source>
            <comment>TEN_TIMELINE_TITLE</comment>
            <extracomment>English for one: {rule}: {n} call, last answer at {last:.1f} s</extracomment>
            <translation>
                <numerusform>{rule}: {n} zapytanie, ostatnia odpowiedź po {last:.1f} s</numerusform>
                <numerusform>{rule}: {n} zapytania, ostatnia odpowiedź po {last:.1f} s</numerusform>
                <numerusform>{rule}: {n} zapytań, ostatnia odpowiedź po {last:.1f} s</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n} calls so far</source>
            <comment>TEN_TIMELINE_TITLE_SO_FAR</comment>
            <extracomment>English for one: {rule}: {n} call so far</extracomment>
            <translation>
                <numerusform>{rule}: dotąd {n} zapytanie</numerusform>
                <numerusform>{rule}: dotąd {n} zapytania</numerusform>
                <numerusform>{rule}: dotąd {n} zapytań</numerusform>
            </translation>
        </message>
        <message>
            <source>green</source>
            <comment>COLOUR_NAMES/green</comment>
            <translation>zielony</translation>
        </message>
        <message>
            <source>red</source>
            <comment>COLOUR_NAMES/red</comment>
            <translation>czerwony</translation>
        </message>
        <message>
            <source>dark blue</source>
            <comment>COLOUR_NAMES/dark blue</comment>
            <translation>granatowy</translation>
        </message>
        <message>
            <source>grey</source>
            <comment>COLOUR_NAMES/grey</comment>
            <translation>szary</translation>
        </message>
        <message>
            <source>purple</source>
            <comment>COLOUR_NAMES/purple</comment>
            <translation>fioletowy</translation>
        </message>
        <message>
            <source>black</source>
            <comment>COLOUR_NAMES/black</comment>
            <translation>czarny</translation>
        </message>
        <message>
            <source>gold</source>
            <comment>COLOUR_NAMES/gold</comment>
            <translation>złoty</translation>
        </message>
        <message>
            <source>violet</source>
            <comment>COLOUR_NAMES/violet</comment>
            <translation>fioletowy</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>COLOUR_NAMES/blue</comment>
            <translation>niebieski</translation>
        </message>
        <message>
            <source>sky blue</source>
            <comment>COLOUR_NAMES/sky blue</comment>
            <translation>błękitny</translation>
        </message>
        <message>
            <source>Each row is one agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; green dot: the tool said yes, then &lt;span style='color:{green}'&gt;—&lt;/span&gt; the answer on its way &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; red cross: the tool said no</source>
            <oldsource>Each row is one agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; {accepted_word} dot: the tool said yes, then &lt;span style='color:{green}'&gt;—&lt;/span&gt; the answer on its way &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; {refused_word} cross: the tool said no</oldsource>
            <comment>TEN_LEGEND</comment>
            <translation>Każdy wiersz to jeden agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; zielona kropka: narzędzie powiedziało „tak”, potem &lt;span style='color:{green}'&gt;—&lt;/span&gt; odpowiedź w drodze &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; czerwony krzyżyk: narzędzie powiedziało „nie”</translation>
        </message>
        <message>
            <source>Time runs left to right. Agent 1 is the top row.</source>
            <comment>TEN_LEGEND_TIP</comment>
            <translation>Czas biegnie od lewej do prawej. Agent 1 to górny wiersz.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent the most, “{least}” the fewest.</source>
            <oldsource>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent {n:,} calls, {times:.1f} times as many as “{least}” ({fewest:,}).</oldsource>
            <comment>TEN_REVEAL_LEAD</comment>
            <translation>&lt;b&gt;Najpierw policz zapytania.&lt;/b&gt; Najwięcej wysłał sposób „{most}”, najmniej „{least}”.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; All three sent about as many.</source>
            <oldsource>&lt;b&gt;Count the calls first.&lt;/b&gt; All three sent about as many: from {fewest:,} to {n:,} calls.</oldsource>
            <comment>TEN_REVEAL_LEAD_SAME</comment>
            <translation>&lt;b&gt;Najpierw policz zapytania.&lt;/b&gt; Wszystkie trzy sposoby wysłały mniej więcej tyle samo.</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent {times:.1f} times as many calls as the fewest: {n:,} calls.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent about {times} times as many calls as the fewest: {n:,} calls.</oldsource>
            <comment>TEN_REVEAL_HARD_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent {times:.1f} times as many calls as the fewest: {n:,} call.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: szybko (ostatnia odpowiedź po {done:.1f} s), ale {times:.1f} razy więcej zapytań niż najoszczędniejszy sposób: {n:,} zapytanie.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: szybko (ostatnia odpowiedź po {done:.1f} s), ale {times:.1f} razy więcej zapytań niż najoszczędniejszy sposób: {n:,} zapytania.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: szybko (ostatnia odpowiedź po {done:.1f} s), ale {times:.1f} razy więcej zapytań niż najoszczędniejszy sposób: {n:,} zapytań.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but slow: last answer only at {done:.1f} s.</source>
            <comment>TEN_REVEAL_GENTLE_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) but slow: last answer only at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: łagodnie dla narzędzia ({n:,} zapytanie), ale wolno: ostatnia odpowiedź dopiero po {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: łagodnie dla narzędzia ({n:,} zapytania), ale wolno: ostatnia odpowiedź dopiero po {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: łagodnie dla narzędzia ({n:,} zapytań), ale wolno: ostatnia odpowiedź dopiero po {done:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle and quick: {n:,} calls, last answer at {done:.1f} s.</source>
            <comment>TEN_REVEAL_GENTLE_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle and quick: {n:,} call, last answer at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: łagodnie i szybko: {n:,} zapytanie, ostatnia odpowiedź po {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: łagodnie i szybko: {n:,} zapytania, ostatnia odpowiedź po {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: łagodnie i szybko: {n:,} zapytań, ostatnia odpowiedź po {done:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} calls, {times:.1f} times as many as the fewest, and last answer only at {done:.1f} s.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} calls, about {times} times as many as the fewest, and last answer only at {done:.1f} s.</oldsource>
            <comment>TEN_REVEAL_HARD_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} call, {times:.1f} times as many as the fewest, and last answer only at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: mocno obciąża narzędzie i jest wolny: {n:,} zapytanie, {times:.1f} razy więcej niż najoszczędniejszy sposób, a ostatnia odpowiedź dopiero po {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: mocno obciąża narzędzie i jest wolny: {n:,} zapytania, {times:.1f} razy więcej niż najoszczędniejszy sposób, a ostatnia odpowiedź dopiero po {done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: mocno obciąża narzędzie i jest wolny: {n:,} zapytań, {times:.1f} razy więcej niż najoszczędniejszy sposób, a ostatnia odpowiedź dopiero po {done:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) and quicker than “{other}”: {done:.1f} s against {other_done:.1f} s.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) and quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s.</oldsource>
            <comment>TEN_REVEAL_RANDOM_SOONER</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) and quicker than “{other}”: {done:.1f} s against {other_done:.1f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: łagodnie dla narzędzia ({n:,} zapytanie) i szybciej niż „{other}”: {done:.1f} s wobec {other_done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: łagodnie dla narzędzia ({n:,} zapytania) i szybciej niż „{other}”: {done:.1f} s wobec {other_done:.1f} s.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: łagodnie dla narzędzia ({n:,} zapytań) i szybciej niż „{other}”: {done:.1f} s wobec {other_done:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</oldsource>
            <comment>TEN_REVEAL_RANDOM_NOT_SOONER</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) but this time no quicker than “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: łagodnie dla narzędzia ({n:,} zapytanie), ale tym razem nie szybciej niż „{other}”: {done:.1f} s wobec {other_done:.1f} s. Przy tylko dziesięciu agentach jeden przebieg może wyjść różnie: naciśnij „Kolejny przebieg”.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: łagodnie dla narzędzia ({n:,} zapytania), ale tym razem nie szybciej niż „{other}”: {done:.1f} s wobec {other_done:.1f} s. Przy tylko dziesięciu agentach jeden przebieg może wyjść różnie: naciśnij „Kolejny przebieg”.</numerusform>
                <numerusform>&lt;b&gt;{rule}&lt;/b&gt;: łagodnie dla narzędzia ({n:,} zapytań), ale tym razem nie szybciej niż „{other}”: {done:.1f} s wobec {other_done:.1f} s. Przy tylko dziesięciu agentach jeden przebieg może wyjść różnie: naciśnij „Kolejny przebieg”.</numerusform>
            </translation>
        </message>
        <message>
            <source>Ten agents are few: one with a short wait may hear no again, so a few more calls.</source>
            <oldsource>With only ten agents, one that picks a short wait may hear no again: a few more calls. In the lab's big crowd it sends fewer.</oldsource>
            <comment>TEN_REVEAL_FEW_AGENTS</comment>
            <translation>Dziesięciu agentów to mało: ten z krótkim czekaniem może znowu usłyszeć „nie”, więc jest kilka zapytań więcej.</translation>
        </message>
        <message>
            <source>Its rows are full of red crosses: the tool says no to almost every call.</source>
            <comment>TEN_REVEAL_WHY/immediate</comment>
            <translation>Jego wiersze są pełne czerwonych krzyżyków: narzędzie mówi „nie” prawie każdemu zapytaniu.</translation>
        </message>
        <message>
            <source>Its crosses line up in stripes: all the agents come back at the same moment.</source>
            <comment>TEN_REVEAL_WHY/exponential</comment>
            <translation>Jego krzyżyki układają się w paski: wszyscy agenci wracają w tej samej chwili.</translation>
        </message>
        <message>
            <source>Its crosses are spread out: each agent comes back at its own time.</source>
            <comment>TEN_REVEAL_WHY/full-jitter</comment>
            <translation>Jego krzyżyki są rozrzucone: każdy agent wraca w innej chwili.</translation>
        </message>
        <message>
            <source>First the calls: which way sends the most? Then the time: is one way both gentle on the tool and quick?</source>
            <oldsource>Which agent tried again the most each way? Find it in the table, then find its row in the picture.</oldsource>
            <comment>TEN_TRY/0</comment>
            <translation>Najpierw zapytania: który sposób wysyła ich najwięcej? Potem czas: czy któryś sposób jest i łagodny dla narzędzia, i szybki?</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way? Find it in the table, then find its row in the picture.</source>
            <oldsource>Which gets the last agent an answer sooner: 'Wait longer each time' or 'Wait a random time'?</oldsource>
            <comment>TEN_TRY/1</comment>
            <translation>Który agent przy każdym sposobie ponawiał próby najwięcej razy? Znajdź go w tabeli, a potem jego wiersz na obrazku.</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does it still hold? Which numbers change?</source>
            <oldsource>Press Another run a few times. Does that still hold? Which numbers change, and which stay the same?</oldsource>
            <comment>TEN_TRY/2</comment>
            <translation>Naciśnij kilka razy „Kolejny przebieg”. Czy tak zostaje? Które liczby się zmieniają?</translation>
        </message>
        <message>
            <source>First the calls: which way sends the most? Then the time: is one way both gentle on the tool and quick?</source>
            <comment>TEN_TRY_KIOSK/0</comment>
            <translation>Najpierw zapytania: który sposób wysyła ich najwięcej? Potem czas: czy któryś sposób jest i łagodny dla narzędzia, i szybki?</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way?</source>
            <comment>TEN_TRY_KIOSK/1</comment>
            <translation>Który agent przy każdym sposobie ponawiał próby najwięcej razy?</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does it still hold? Which numbers change?</source>
            <comment>TEN_TRY_KIOSK/2</comment>
            <translation>Naciśnij kilka razy „Kolejny przebieg”. Czy tak zostaje? Które liczby się zmieniają?</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {n:,} agents need answers from one tool.</source>
            <comment>LOAD_TAGLINE</comment>
            <extracomment>English for one: &lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {n:,} agent needs answers from one tool.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;Obciążenie a czekanie&lt;/b&gt; (od 15 lat): {n:,} agent potrzebuje odpowiedzi od jednego narzędzia.</numerusform>
                <numerusform>&lt;b&gt;Obciążenie a czekanie&lt;/b&gt; (od 15 lat): {n:,} agentów potrzebuje odpowiedzi od jednego narzędzia.</numerusform>
                <numerusform>&lt;b&gt;Obciążenie a czekanie&lt;/b&gt; (od 15 lat): {n:,} agentów potrzebuje odpowiedzi od jednego narzędzia.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n:,} calls a second.</source>
            <comment>LOAD_TAGLINE_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n:,} call a second.</extracomment>
            <translation>
                <numerusform>Narzędzie przyjmuje {n:,} zapytanie na sekundę.</numerusform>
                <numerusform>Narzędzie przyjmuje {n:,} zapytania na sekundę.</numerusform>
                <numerusform>Narzędzie przyjmuje {n:,} zapytań na sekundę.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every rule trades calls sent against waiting. Down and to the left is better: fewer calls, less waiting.</source>
            <comment>LOAD_NOTICE/0</comment>
            <translation>Każda zasada to kompromis między wysłanymi zapytaniami a czekaniem. Niżej i bardziej w lewo jest lepiej: mniej zapytań, krótsze czekanie.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Exponential backoff&lt;/b&gt; hardly changes its calls as the longest wait grows; a longer one only makes agents wait longer.</source>
            <comment>LOAD_NOTICE/1</comment>
            <translation>&lt;b&gt;Wykładnicze odczekanie&lt;/b&gt; prawie nie zmienia liczby zapytań, gdy rośnie najdłuższe czekanie; dłuższe sprawia tylko, że agenci dłużej czekają.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Backoff with jitter&lt;/b&gt; sends fewer calls as the longest wait grows, while the typical agent barely waits longer.</source>
            <comment>LOAD_NOTICE/2</comment>
            <translation>&lt;b&gt;Odczekanie z losowością&lt;/b&gt; wysyła mniej zapytań, gdy rośnie najdłuższe czekanie, a typowy agent czeka niewiele dłużej.</translation>
        </message>
        <message>
            <source>The bars show the middle half of the runs: jitter varies from run to run, the other two never do.</source>
            <comment>LOAD_NOTICE/3</comment>
            <translation>Paski pokazują środkową połowę przebiegów: losowość zmienia się od przebiegu do przebiegu, pozostałe dwie zasady nigdy.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool takes {capacity} every second and is never idle ({sum} calls). At its usual pace, every 0.1 s, the same rule sent {usual} calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <oldsource>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool takes 20 every second and is never idle (200 + 180 + … + 20 = 1,100 calls). At its usual pace, every 0.1 s, the same rule sent 6,300 calls. A wait that fits one tool's clock is luck, not a rule for every tool.</oldsource>
            <comment>LOAD_NOTICE_ONE_SECOND</comment>
            <translation>&lt;b&gt;Natychmiastowe ponawianie co 1 s&lt;/b&gt; wypada tu dobrze tylko dlatego, że to narzędzie liczy zapytania w pełnych sekundach: każdy odrzucony agent pyta znowu w następnej sekundzie narzędzia, więc narzędzie co sekundę przyjmuje {capacity} i nigdy nie stoi bezczynnie (zapytania: {sum}). W zwykłym tempie, co 0,1 s, ta sama zasada wysłała ich {usual}. Czekanie dopasowane do zegara jednego narzędzia to szczęście, a nie zasada dla każdego narzędzia.</translation>
        </message>
        <message>
            <source>&lt;i&gt;These figures are the sweep's on screen (agents: {agents:,}; the tool accepts {capacity} a second), out of date for your settings: press Run the sweep for yours.&lt;/i&gt;</source>
            <comment>LOAD_NOTICE_FIGURES_STALE</comment>
            <translation>&lt;i&gt;To liczby przeglądu widocznego na ekranie (agenci: {agents:,}; narzędzie przyjmuje {capacity} na sekundę), nieaktualne dla twoich ustawień: naciśnij „Uruchom przegląd”, by zobaczyć liczby dla twoich.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool is full every second and never idle. At its usual pace, every 0.1 s, the same rule sends many times as many calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <comment>LOAD_NOTICE_ONE_SECOND_PLAIN</comment>
            <translation>&lt;b&gt;Natychmiastowe ponawianie co 1 s&lt;/b&gt; wypada tu dobrze tylko dlatego, że to narzędzie liczy zapytania w pełnych sekundach: każdy odrzucony agent pyta znowu w następnej sekundzie narzędzia, więc narzędzie co sekundę jest w pełni zajęte i nigdy nie stoi bezczynnie. W zwykłym tempie, co 0,1 s, ta sama zasada wysyła wielokrotnie więcej zapytań. Czekanie dopasowane do zegara jednego narzędzia to szczęście, a nie zasada dla każdego narzędzia.</translation>
        </message>
        <message>
            <source>Add my point with each of the three rule buttons, and once with Randomness in the wait between 0 and 1 ({done} of these {total} tried so far), and say what you expected before each one lands.</source>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation>Naciśnij „Dodaj mój punkt” przy każdym z trzech przycisków zasad oraz raz z suwakiem „Losowość czekania” między 0 a 1 (na razie wypróbowano {done} z tych {total}) i powiedz, czego się spodziewasz, zanim każdy punkt się pojawi.</translation>
        </message>
        <message>
            <source>Add my point for Exponential backoff, then with Randomness in the wait at 0.25: how much does a little randomness help?</source>
            <oldsource>Add my point for Exponential backoff (as it starts), then with Randomness in the wait at 0.25: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/0</comment>
            <translation>„Dodaj mój punkt” przy „Wykładnicze odczekanie”, potem przy „Losowość czekania” = 0,25: jak bardzo pomaga odrobina losowości?</translation>
        </message>
        <message>
            <source>Choose Backoff with jitter, set Longest wait to 5 s (Advanced), press Add my point. Where does it land?</source>
            <oldsource>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/1</comment>
            <translation>Wybierz „Odczekanie z losowością”, ustaw „Najdłuższe czekanie” na 5 s (Zaawansowane), naciśnij „Dodaj mój punkt”. Gdzie wypada?</translation>
        </message>
        <message>
            <source>Retry immediately, every 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <oldsource>Retry immediately with a pause of 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</oldsource>
            <comment>LOAD_TRY/2</comment>
            <translation>Natychmiastowe ponawianie co 1 s: dlaczego tutaj wypada tak dobrze? (Podpowiedź: narzędzie liczy zapytania w pełnych sekundach.)</translation>
        </message>
        <message>
            <source>Change the capacity or the agents and press Run the sweep again. Does the best rule change?</source>
            <comment>LOAD_TRY/3</comment>
            <translation>Zmień przepustowość albo liczbę agentów i znów naciśnij „Uruchom przegląd”. Czy najlepsza zasada się zmienia?</translation>
        </message>
        <message>
            <source>Choose Backoff with jitter and press Add my point. Where does your star land?</source>
            <comment>LOAD_TRY_KIOSK/0</comment>
            <translation>Wybierz „Odczekanie z losowością” i naciśnij „Dodaj mój punkt”. Gdzie wypada twoja gwiazdka?</translation>
        </message>
        <message>
            <source>Set Randomness in the wait to 0.25 and press Add my point. Does a little randomness help?</source>
            <oldsource>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY_KIOSK/1</comment>
            <translation>Ustaw „Losowość czekania” na 0,25 i naciśnij „Dodaj mój punkt”. Czy odrobina losowości pomaga?</translation>
        </message>
        <message>
            <source>Press Add my point for Exponential backoff, then for Retry immediately. Which star is lowest and furthest left?</source>
            <oldsource>Choose Exponential backoff, then Retry immediately, and press Add my point after each. Which of your stars is lowest and furthest left?</oldsource>
            <comment>LOAD_TRY_KIOSK/2</comment>
            <translation>Naciśnij „Dodaj mój punkt” dla zasady „Wykładnicze odczekanie”, a potem dla „Natychmiastowe ponawianie”. Która gwiazdka jest najniżej i najbardziej w lewo?</translation>
        </message>
        <message>
            <source>Change the capacity or the agents, then press Run the sweep again. Does the best rule change?</source>
            <oldsource>Change the capacity or the agents and press Run the sweep again. Does the best rule change?</oldsource>
            <comment>LOAD_TRY_KIOSK/3</comment>
            <translation>Zmień przepustowość albo liczbę agentów, potem znów naciśnij „Uruchom przegląd”. Czy najlepsza zasada się zmienia?</translation>
        </message>
        <message>
            <source>Run the sweep</source>
            <comment>SWEEP_RUN</comment>
            <translation>Uruchom przegląd</translation>
        </message>
        <message>
            <source>Simulate every point of the chart for the current crowd and tool. You can keep using the lab meanwhile.</source>
            <comment>SWEEP_RUN_TIP</comment>
            <translation>Zasymuluj każdy punkt wykresu dla obecnego tłumu i narzędzia. W tym czasie możesz dalej korzystać z laboratorium.</translation>
        </message>
        <message>
            <source>Stop</source>
            <comment>SWEEP_CANCEL</comment>
            <translation>Zatrzymaj</translation>
        </message>
        <message>
            <source>Stop the sweep. The points already worked out stay on the chart.</source>
            <comment>SWEEP_CANCEL_TIP</comment>
            <translation>Zatrzymaj przegląd. Obliczone już punkty zostają na wykresie.</translation>
        </message>
        <message>
            <source>Add my point</source>
            <comment>SWEEP_ADD</comment>
            <translation>Dodaj mój punkt</translation>
        </message>
        <message>
            <source>Put the settings on the left (rule, longest wait, pause and all) on the chart as a star.</source>
            <comment>SWEEP_ADD_TIP</comment>
            <translation>Umieść ustawienia z lewej (zasada, najdłuższe czekanie, przerwa i reszta) na wykresie jako gwiazdkę.</translation>
        </message>
        <message>
            <source>Clear my points</source>
            <comment>SWEEP_CLEAR</comment>
            <translation>Usuń moje punkty</translation>
        </message>
        <message>
            <source>Take your own points off the chart.</source>
            <comment>SWEEP_CLEAR_TIP</comment>
            <translation>Usuń swoje punkty z wykresu.</translation>
        </message>
        <message>
            <source>Clear my points?</source>
            <comment>SWEEP_CLEAR_ASK_TITLE</comment>
            <translation>Usunąć moje punkty?</translation>
        </message>
        <message numerus="yes">
            <source>Take your {n} points off the chart? They cannot be brought back.</source>
            <comment>SWEEP_CLEAR_ASK</comment>
            <extracomment>English for one: Take your {n} point off the chart? It cannot be brought back.</extracomment>
            <translation>
                <numerusform>Usunąć z wykresu {n} punkt? Nie da się go przywrócić.</numerusform>
                <numerusform>Usunąć z wykresu {n} punkty? Nie da się ich przywrócić.</numerusform>
                <numerusform>Usunąć z wykresu {n} punktów? Nie da się ich przywrócić.</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep them</source>
            <comment>SWEEP_CLEAR_KEEP</comment>
            <translation>Zostaw je</translation>
        </message>
        <message>
            <source>Save sweep (CSV)</source>
            <comment>SWEEP_SAVE</comment>
            <translation>Zapisz przegląd (CSV)</translation>
        </message>
        <message>
            <source>Save every point of the chart, with its quartiles, as a CSV file in your Documents folder.</source>
            <comment>SWEEP_SAVE_TIP</comment>
            <translation>Zapisz każdy punkt wykresu, z kwartylami, jako plik CSV w folderze Dokumenty.</translation>
        </message>
        <message>
            <source>%p%</source>
            <comment>SWEEP_PROGRESS_FORMAT</comment>
            <translation>%p%</translation>
        </message>
        <message>
            <source>Sweep progress</source>
            <comment>SWEEP_PROGRESS_NAME</comment>
            <translation>Postęp przeglądu</translation>
        </message>
        <message>
            <source>Out of date</source>
            <comment>SWEEP_PROGRESS_STALE</comment>
            <translation>Nieaktualny</translation>
        </message>
        <message numerus="yes">
            <source>{n} curves out of date</source>
            <comment>SWEEP_PROGRESS_STALE_SOME</comment>
            <extracomment>English for one: {n} curve out of date</extracomment>
            <translation>
                <numerusform>{n} krzywa nieaktualna</numerusform>
                <numerusform>{n} krzywe nieaktualne</numerusform>
                <numerusform>{n} krzywych nieaktualnych</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped at %p%</source>
            <comment>SWEEP_PROGRESS_STOPPED</comment>
            <translation>Zatrzymano przy %p%</translation>
        </message>
        <message>
            <source>Press Run the sweep to fill the chart.</source>
            <comment>SWEEP_NOT_RUN</comment>
            <translation>Naciśnij „Uruchom przegląd”, by wypełnić wykres.</translation>
        </message>
        <message numerus="yes">
            <source>Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts {capacity} a second…</source>
            <oldsource>Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts {capacity} a second (roll of the dice {seed})…</oldsource>
            <comment>SWEEP_RUNNING</comment>
            <extracomment>English for one: Working out the points ({points}), {n} run each; agents: {agents:,}; the tool accepts {capacity} a second…</extracomment>
            <translation>
                <numerusform>Obliczam punkty ({points}), po {n} przebiegu każdy; agenci: {agents:,}, narzędzie przyjmuje {capacity} na sekundę…</numerusform>
                <numerusform>Obliczam punkty ({points}), po {n} przebiegi każdy; agenci: {agents:,}, narzędzie przyjmuje {capacity} na sekundę…</numerusform>
                <numerusform>Obliczam punkty ({points}), po {n} przebiegów każdy; agenci: {agents:,}, narzędzie przyjmuje {capacity} na sekundę…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second). Bars: the middle half of the runs.</source>
            <oldsource>Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second; roll of the dice {seed}). Bars: the middle half of the runs.</oldsource>
            <comment>SWEEP_DONE</comment>
            <extracomment>English for one: Each point: the middle of {n} run (agents: {agents:,}; the tool accepts {capacity} a second). Bars: the middle half of the runs.</extracomment>
            <translation>
                <numerusform>Każdy punkt: środkowy wynik z {n} przebiegu (agenci: {agents:,}; narzędzie przyjmuje {capacity} na sekundę). Paski: środkowa połowa przebiegów.</numerusform>
                <numerusform>Każdy punkt: środkowy wynik z {n} przebiegów (agenci: {agents:,}; narzędzie przyjmuje {capacity} na sekundę). Paski: środkowa połowa przebiegów.</numerusform>
                <numerusform>Każdy punkt: środkowy wynik z {n} przebiegów (agenci: {agents:,}; narzędzie przyjmuje {capacity} na sekundę). Paski: środkowa połowa przebiegów.</numerusform>
            </translation>
        </message>
        <message>
            <source>Sweep stopped after {done} points. Press Run the sweep to start it again.</source>
            <comment>SWEEP_CANCELLED</comment>
            <translation>Przegląd zatrzymany po {done} punktach. Naciśnij „Uruchom przegląd”, by zacząć od nowa.</translation>
        </message>
        <message>
            <source>The sweep could not finish: {reason}</source>
            <comment>SWEEP_FAILED</comment>
            <translation>Nie udało się dokończyć przeglądu: {reason}</translation>
        </message>
        <message>
            <source>The settings have changed since this sweep. Press Run the sweep to redo it for the new settings.</source>
            <comment>SWEEP_STALE</comment>
            <translation>Ustawienia zmieniły się od tego przeglądu. Naciśnij „Uruchom przegląd”, by powtórzyć go dla nowych ustawień.</translation>
        </message>
        <message numerus="yes">
            <source>Out of date for your settings: {curves} (drawn faint). The other curves still hold. Press Run the sweep to redo just those curves.</source>
            <comment>SWEEP_STALE_SOME</comment>
            <extracomment>English for one: Out of date for your settings: {curves} (drawn faint). The other curves still hold. Press Run the sweep to redo just that curve.</extracomment>
            <translation>
                <numerusform>Nieaktualna dla twoich ustawień: {curves} (blada). Pozostałe krzywe są aktualne. Naciśnij „Uruchom przegląd”, by powtórzyć tylko tę krzywą.</numerusform>
                <numerusform>Nieaktualne dla twoich ustawień: {curves} (blade). Pozostałe krzywe są aktualne. Naciśnij „Uruchom przegląd”, by powtórzyć tylko te krzywe.</numerusform>
                <numerusform>Nieaktualne dla twoich ustawień: {curves} (blade). Pozostałe krzywe są aktualne. Naciśnij „Uruchom przegląd”, by powtórzyć tylko te krzywe.</numerusform>
            </translation>
        </message>
        <message>
            <source>Working out your point: {rule}, {runs} runs…</source>
            <comment>SWEEP_ADDING</comment>
            <translation>Obliczam twój punkt: {rule}, przebiegi: {runs}…</translation>
        </message>
        <message numerus="yes">
            <source>Your point {number}, the middle of {runs}: {rule}, {n:,} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</source>
            <oldsource>Your point {number}: {rule}, {n:,} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</oldsource>
            <comment>SWEEP_ADDED</comment>
            <extracomment>English for one: Your point {number}, the middle of {runs}: {rule}, {n:,} call, typical agent served at {typical:.1f} s, last at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>Twój punkt {number}, środkowy wynik z {runs}: {rule}, {n:,} zapytanie, typowy agent obsłużony po {typical:.1f} s, ostatni po {last:.1f} s.</numerusform>
                <numerusform>Twój punkt {number}, środkowy wynik z {runs}: {rule}, {n:,} zapytania, typowy agent obsłużony po {typical:.1f} s, ostatni po {last:.1f} s.</numerusform>
                <numerusform>Twój punkt {number}, środkowy wynik z {runs}: {rule}, {n:,} zapytań, typowy agent obsłużony po {typical:.1f} s, ostatni po {last:.1f} s.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your point {number}, the middle of {runs}: {rule}, {n:,} calls. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</source>
            <oldsource>Your point {number}: {rule}, {n:,} calls. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</oldsource>
            <comment>SWEEP_ADDED_OFF</comment>
            <extracomment>English for one: Your point {number}, the middle of {runs}: {rule}, {n:,} call. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</extracomment>
            <translation>
                <numerusform>Twój punkt {number}, środkowy wynik z {runs}: {rule}, {n:,} zapytanie. Nie pasuje do tych krzywych: narysowano je dla innych ustawień. Naciśnij „Uruchom przegląd”, by narysować je od nowa dla twoich.</numerusform>
                <numerusform>Twój punkt {number}, środkowy wynik z {runs}: {rule}, {n:,} zapytania. Nie pasuje do tych krzywych: narysowano je dla innych ustawień. Naciśnij „Uruchom przegląd”, by narysować je od nowa dla twoich.</numerusform>
                <numerusform>Twój punkt {number}, środkowy wynik z {runs}: {rule}, {n:,} zapytań. Nie pasuje do tych krzywych: narysowano je dla innych ustawień. Naciśnij „Uruchom przegląd”, by narysować je od nowa dla twoich.</numerusform>
            </translation>
        </message>
        <message>
            <source>Load against the typical agent's wait</source>
            <comment>SWEEP_TITLES/typical_served</comment>
            <translation>Obciążenie a czekanie typowego agenta</translation>
        </message>
        <message>
            <source>Load against the last agent's wait</source>
            <comment>SWEEP_TITLES/last_served</comment>
            <translation>Obciążenie a czekanie ostatniego agenta</translation>
        </message>
        <message>
            <source>calls sent (load)</source>
            <comment>SWEEP_X</comment>
            <translation>wysłane zapytania (obciążenie)</translation>
        </message>
        <message>
            <source>The typical agent</source>
            <comment>SWEEP_PLOT_TITLES/typical_served</comment>
            <translation>Typowy agent</translation>
        </message>
        <message>
            <source>The last agent</source>
            <comment>SWEEP_PLOT_TITLES/last_served</comment>
            <translation>Ostatni agent</translation>
        </message>
        <message>
            <source>wait (s)</source>
            <oldsource>typical agent served (s)</oldsource>
            <comment>SWEEP_Y/typical_served</comment>
            <translation>czekanie (s)</translation>
        </message>
        <message>
            <source>wait (s)</source>
            <oldsource>last agent served (s)</oldsource>
            <comment>SWEEP_Y/last_served</comment>
            <translation>czekanie (s)</translation>
        </message>
        <message>
            <source>Retry immediately, every {low:g} to {high:g} s</source>
            <oldsource>Retry immediately, pause {low:g} to {high:g} s</oldsource>
            <comment>SWEEP_SERIES/immediate</comment>
            <translation>Natychmiastowe ponawianie, co {low:g} do {high:g} s</translation>
        </message>
        <message>
            <source>Exponential backoff, longest wait {low:g} to {high:g} s</source>
            <oldsource>Exponential backoff, longest wait 0.5 to 40 s</oldsource>
            <comment>SWEEP_SERIES/exponential</comment>
            <translation>Wykładnicze odczekanie, najdłuższe czekanie od {low:g} do {high:g} s</translation>
        </message>
        <message>
            <source>Backoff with jitter, longest wait {low:g} to {high:g} s</source>
            <oldsource>Backoff with jitter, longest wait 0.5 to 40 s</oldsource>
            <comment>SWEEP_SERIES/full-jitter</comment>
            <translation>Odczekanie z losowością, najdłuższe czekanie od {low:g} do {high:g} s</translation>
        </message>
        <message>
            <source>Randomness in the wait, {low:g} to {high:g} (at a longest wait of {cap:g} s)</source>
            <oldsource>Randomness in the wait, 0 to 1 (at your longest wait)</oldsource>
            <comment>SWEEP_SERIES/jitter</comment>
            <translation>Losowość czekania, od {low:g} do {high:g} (przy najdłuższym czekaniu {cap:g} s)</translation>
        </message>
        <message>
            <source>Your points</source>
            <comment>SWEEP_SERIES/yours</comment>
            <translation>Twoje punkty</translation>
        </message>
        <message>
            <source>every {value:g} s</source>
            <oldsource>pause {value:g} s</oldsource>
            <comment>SWEEP_POINT_INTERVAL</comment>
            <translation>co {value:g} s</translation>
        </message>
        <message>
            <source>longest wait {value:g} s</source>
            <comment>SWEEP_POINT_CAP</comment>
            <translation>najdłuższe czekanie {value:g} s</translation>
        </message>
        <message>
            <source>randomness {value:g}</source>
            <comment>SWEEP_POINT_JITTER</comment>
            <translation>losowość {value:g}</translation>
        </message>
        <message>
            <source>{value:g} s</source>
            <comment>SWEEP_POINT_SECONDS</comment>
            <translation>{value:g} s</translation>
        </message>
        <message>
            <source>you {number:g}</source>
            <comment>SWEEP_POINT_YOURS</comment>
            <translation>ty {number:g}</translation>
        </message>
        <message>
            <source>★{number:g}</source>
            <comment>SWEEP_POINT_YOURS_STAR</comment>
            <translation>★{number:g}</translation>
        </message>
        <message>
            <source>you {number:g}, other settings</source>
            <comment>SWEEP_POINT_YOURS_OFF</comment>
            <translation>ty {number:g}, inne ustawienia</translation>
        </message>
        <message>
            <source>Each backoff curve runs from a longest wait of 0.5 s to one of 40 s. Retry immediately never backs off, so it has no longest wait: its curve is its pause between tries, 0.05 s to 2 s. Randomness in the wait mixes the two backoff rules (0 = exponential backoff, 1 = backoff with jitter) at your longest wait. Both axes are log scales: equal distances are equal ratios (1,000 to 2,000 is as far as 5,000 to 10,000). That curve is worked out by a slower simulation that uses different random numbers, so randomness 1 and backoff with jitter at the same longest wait differ a little. Each point is the median of its runs and the bars are the quartiles (the middle half of the runs); the roll of the dice is the random seed.</source>
            <comment>SWEEP_EXPLAIN</comment>
            <translation>Każda krzywa odczekania biegnie od najdłuższego czekania 0,5 s do 40 s. „Natychmiastowe ponawianie” nigdy nie odczekuje, więc nie ma najdłuższego czekania: jego krzywa to przerwa między próbami, od 0,05 s do 2 s. „Losowość czekania” miesza dwie zasady odczekania (0 = wykładnicze odczekanie, 1 = odczekanie z losowością) przy twoim najdłuższym czekaniu. Obie osie mają skalę logarytmiczną: równe odległości to równe proporcje (od 1000 do 2000 jest tak samo daleko jak od 5000 do 10 000). Tę krzywą oblicza wolniejsza symulacja, która używa innych liczb losowych, więc losowość 1 i odczekanie z losowością przy tym samym najdłuższym czekaniu trochę się różnią. Każdy punkt to mediana jego przebiegów, a paski to kwartyle (środkowa połowa przebiegów); rzut kostką to ziarno losowania.</translation>
        </message>
        <message>
            <source>the sweep</source>
            <comment>WHAT_SWEEP</comment>
            <translation>przegląd</translation>
        </message>
        <message>
            <source> (so many calls: 1 in {k} refused calls is drawn)</source>
            <comment>TIMELINE_THINNED</comment>
            <translation> (tyle zapytań, że rysujemy 1 na {k} odrzuconych)</translation>
        </message>
        <message>
            <source>Calls and answers</source>
            <comment>VIEW_TABS/plots</comment>
            <translation>Zapytania i odpowiedzi</translation>
        </message>
        <message>
            <source>Side by side</source>
            <comment>VIEW_TABS/compare</comment>
            <translation>Obok siebie</translation>
        </message>
        <message>
            <source>Timeline</source>
            <comment>VIEW_TABS/timeline</comment>
            <translation>Oś czasu</translation>
        </message>
        <message>
            <source>Crowd at the door</source>
            <comment>VIEW_TABS/crowd</comment>
            <translation>Tłum pod drzwiami</translation>
        </message>
        <message>
            <source>Load and waiting</source>
            <comment>VIEW_TABS/sweep</comment>
            <translation>Obciążenie i czekanie</translation>
        </message>
        <message>
            <source>Brooker's study</source>
            <comment>VIEW_TABS/brooker</comment>
            <translation>Badanie Brookera</translation>
        </message>
        <message>
            <source>Real storm</source>
            <comment>VIEW_TABS/storm</comment>
            <translation>Prawdziwa burza</translation>
        </message>
        <message>
            <source>Calls to the tool in each bar and when agents got their answer.</source>
            <comment>VIEW_TAB_TIPS/plots</comment>
            <translation>Zapytania do narzędzia w każdym słupku i kiedy agenci dostali odpowiedź.</translation>
        </message>
        <message>
            <source>Waiting in step above, your rule below, on one time line: watch the herd and the steady band together.</source>
            <comment>VIEW_TAB_TIPS/compare</comment>
            <translation>Czekanie w jednym rytmie na górze, twoja zasada na dole, na jednej osi czasu: zobacz razem stado i równy pas.</translation>
        </message>
        <message>
            <source>One row per agent, one mark per call: green accepted, red refused.</source>
            <comment>VIEW_TAB_TIPS/timeline</comment>
            <translation>Jeden wiersz na agenta, jeden znak na zapytanie: zielone przyjęte, czerwone odrzucone.</translation>
        </message>
        <message>
            <source>Every agent as a dot at the tool's door, replayed in time.</source>
            <comment>VIEW_TAB_TIPS/crowd</comment>
            <translation>Każdy agent jako kropka pod drzwiami narzędzia, odtwarzany w czasie.</translation>
        </message>
        <message>
            <source>Calls sent against waiting for every rule, over a range of settings.</source>
            <comment>VIEW_TAB_TIPS/sweep</comment>
            <translation>Wysłane zapytania wobec czekania, dla każdej zasady, w wielu ustawieniach.</translation>
        </message>
        <message>
            <source>Marc Brooker's 2015 study of backoff and jitter: write calls against the number of clients.</source>
            <comment>VIEW_TAB_TIPS/brooker</comment>
            <translation>Badanie Marca Brookera z 2015 roku o odczekaniu i losowości: zapytania zapisu wobec liczby klientów.</translation>
        </message>
        <message>
            <source>Real retry libraries against a real rate-limited server on this computer, drawn beside the model.</source>
            <comment>VIEW_TAB_TIPS/storm</comment>
            <translation>Prawdziwe biblioteki ponawiania wobec prawdziwego serwera z limitem na tym komputerze, narysowane obok modelu.</translation>
        </message>
        <message>
            <source>Plots wider</source>
            <comment>SPLIT_ACTIONS/wider</comment>
            <translation>Szersze wykresy</translation>
        </message>
        <message>
            <source>Plots narrower</source>
            <comment>SPLIT_ACTIONS/narrower</comment>
            <translation>Węższe wykresy</translation>
        </message>
        <message>
            <source>Load plot taller</source>
            <comment>SPLIT_ACTIONS/taller</comment>
            <translation>Wyższy wykres obciążenia</translation>
        </message>
        <message>
            <source>Load plot shorter</source>
            <comment>SPLIT_ACTIONS/shorter</comment>
            <translation>Niższy wykres obciążenia</translation>
        </message>
        <message>
            <source>The plots take {share:.0f}% of the width.</source>
            <comment>SPLIT_SAID/wider</comment>
            <translation>Wykresy zajmują {share:.0f}% szerokości.</translation>
        </message>
        <message>
            <source>The plots take {share:.0f}% of the width.</source>
            <comment>SPLIT_SAID/narrower</comment>
            <translation>Wykresy zajmują {share:.0f}% szerokości.</translation>
        </message>
        <message>
            <source>The load plot takes {share:.0f}% of the plots' height.</source>
            <comment>SPLIT_SAID/taller</comment>
            <translation>Wykres obciążenia zajmuje {share:.0f}% wysokości wykresów.</translation>
        </message>
        <message>
            <source>The load plot takes {share:.0f}% of the plots' height.</source>
            <comment>SPLIT_SAID/shorter</comment>
            <translation>Wykres obciążenia zajmuje {share:.0f}% wysokości wykresów.</translation>
        </message>
        <message>
            <source>In 2015 Marc Brooker of AWS tested retry rules on a shared record: each client reads it, then writes it back; a write fails if someone else wrote first, and that client backs off and starts again. Every message takes about 10 ms. Which rule gets every client's write through with the fewest calls?</source>
            <comment>BROOKER_INTRO</comment>
            <translation>W 2015 roku Marc Brooker z AWS sprawdzał zasady ponawiania na wspólnym rekordzie: każdy klient go czyta, a potem zapisuje z powrotem; zapis się nie udaje, jeśli ktoś inny zapisał pierwszy, a wtedy ten klient odczekuje i zaczyna od nowa. Każda wiadomość trwa około 10 ms. Która zasada przepuszcza zapis każdego klienta przy najmniejszej liczbie zapytań?</translation>
        </message>
        <message>
            <source>Brooker's own names: 'no backoff' is what this lab calls Retry immediately, 'full jitter' is Backoff with jitter.</source>
            <comment>BROOKER_NAMES_TIP</comment>
            <translation>Nazwy Brookera: „no backoff” to w tym laboratorium „Natychmiastowe ponawianie”, a „full jitter” to „Odczekanie z losowością”.</translation>
        </message>
        <message>
            <source>Run the experiment</source>
            <comment>BROOKER_RUN</comment>
            <translation>Uruchom eksperyment</translation>
        </message>
        <message>
            <source>10 to 190 clients, five rules. It runs in the background; the lab stays usable.</source>
            <comment>BROOKER_RUN_TIP</comment>
            <translation>Od 10 do 190 klientów, pięć zasad. Działa w tle; laboratorium można dalej używać.</translation>
        </message>
        <message>
            <source>Stop</source>
            <comment>BROOKER_STOP</comment>
            <translation>Zatrzymaj</translation>
        </message>
        <message>
            <source> runs each</source>
            <comment>BROOKER_RUNS_SUFFIX</comment>
            <translation> przebiegów na punkt</translation>
        </message>
        <message>
            <source>How many runs each point is the average of.</source>
            <comment>BROOKER_RUNS_TIP</comment>
            <translation>Z ilu przebiegów średnią jest każdy punkt.</translation>
        </message>
        <message>
            <source>Running Brooker's experiment…</source>
            <comment>BROOKER_RUNNING</comment>
            <translation>Trwa eksperyment Brookera…</translation>
        </message>
        <message>
            <source>Stopped. Press Run the experiment to start again.</source>
            <comment>BROOKER_STOPPED</comment>
            <translation>Zatrzymano. Naciśnij „Uruchom eksperyment”, by zacząć od nowa.</translation>
        </message>
        <message>
            <source>The experiment did not finish: {reason}</source>
            <comment>BROOKER_FAILED</comment>
            <translation>Eksperyment się nie zakończył: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>Average of {n} runs a point.</source>
            <oldsource>Average of {runs} runs a point. With {clients} clients: retry immediately {none:,.0f} write calls, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</oldsource>
            <comment>BROOKER_DONE</comment>
            <extracomment>English for one: Average of {n} run a point.</extracomment>
            <translation>
                <numerusform>Średnia z {n} przebiegu na punkt.</numerusform>
                <numerusform>Średnia z {n} przebiegów na punkt.</numerusform>
                <numerusform>Średnia z {n} przebiegów na punkt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</source>
            <comment>BROOKER_DONE_CALLS</comment>
            <extracomment>English for one: With {n} client, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</extracomment>
            <translation>
                <numerusform>Przy {n} kliencie zapytania zapisu: natychmiastowe ponawianie – {none:,.0f}, wykładnicze odczekanie – {exp:,.0f}, odczekanie z losowością – {full:,.0f}.</numerusform>
                <numerusform>Przy {n} klientach zapytania zapisu: natychmiastowe ponawianie – {none:,.0f}, wykładnicze odczekanie – {exp:,.0f}, odczekanie z losowością – {full:,.0f}.</numerusform>
                <numerusform>Przy {n} klientach zapytania zapisu: natychmiastowe ponawianie – {none:,.0f}, wykładnicze odczekanie – {exp:,.0f}, odczekanie z losowością – {full:,.0f}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Write calls until every client has written</source>
            <comment>BROOKER_CALLS_TITLE</comment>
            <translation>Zapytania zapisu, aż każdy klient zapisze</translation>
        </message>
        <message>
            <source>write calls</source>
            <comment>BROOKER_CALLS_Y</comment>
            <translation>zapytania zapisu</translation>
        </message>
        <message>
            <source>Time until the last client has written</source>
            <comment>BROOKER_TIME_TITLE</comment>
            <translation>Czas, aż zapisze ostatni klient</translation>
        </message>
        <message>
            <source>time (s)</source>
            <oldsource>seconds</oldsource>
            <comment>BROOKER_TIME_Y</comment>
            <translation>czas (s)</translation>
        </message>
        <message>
            <source>clients</source>
            <comment>BROOKER_X</comment>
            <translation>klienci</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>BROOKER_RULES/none</comment>
            <translation>Natychmiastowe ponawianie</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>BROOKER_RULES/exponential</comment>
            <translation>Wykładnicze odczekanie</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>BROOKER_RULES/full-jitter</comment>
            <translation>Odczekanie z losowością</translation>
        </message>
        <message>
            <source>Equal jitter</source>
            <comment>BROOKER_RULES/equal-jitter</comment>
            <translation>Równa losowość</translation>
        </message>
        <message>
            <source>Decorrelated jitter</source>
            <comment>BROOKER_RULES/decorrelated-jitter</comment>
            <translation>Losowość nieskorelowana</translation>
        </message>
        <message>
            <source>tenacity, no wait (its default)</source>
            <comment>PRESET_LABELS/tenacity-no-wait</comment>
            <translation>tenacity, bez czekania (domyślnie)</translation>
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
            <translation>backoff.expo (odczekanie z losowością, domyślnie)</translation>
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
            <translation>urllib3 Retry słuchający Retry-After</translation>
        </message>
        <message>
            <source>botocore standard mode (AWS SDKs)</source>
            <comment>PRESET_LABELS/botocore-standard</comment>
            <translation>botocore, tryb standardowy (AWS SDK)</translation>
        </message>
        <message>
            <source>gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>PRESET_LABELS/grpc-backoff</comment>
            <translation>Odczekanie w gRPC (1 s, x1,6, losowość 0,2, maks. 120 s)</translation>
        </message>
        <message numerus="yes">
            <source>Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {n} calls a second and refuses the rest.</source>
            <oldsource>Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {capacity} calls a second and refuses the rest, then lets {agents} real clients call it at once, each retrying with the library you choose. Time runs {scale} times faster; every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</oldsource>
            <comment>STORM_INTRO</comment>
            <extracomment>English for one: Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {n} call a second and refuses the rest.</extracomment>
            <translation>
                <numerusform>Czy kod ponawiania, którego ludzie naprawdę używają, tworzy stado? Ta karta uruchamia na tym komputerze mały serwer WWW (tylko 127.0.0.1), który przyjmuje {n} zapytanie na sekundę i odrzuca resztę.</numerusform>
                <numerusform>Czy kod ponawiania, którego ludzie naprawdę używają, tworzy stado? Ta karta uruchamia na tym komputerze mały serwer WWW (tylko 127.0.0.1), który przyjmuje {n} zapytania na sekundę i odrzuca resztę.</numerusform>
                <numerusform>Czy kod ponawiania, którego ludzie naprawdę używają, tworzy stado? Ta karta uruchamia na tym komputerze mały serwer WWW (tylko 127.0.0.1), który przyjmuje {n} zapytań na sekundę i odrzuca resztę.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Then {n} real clients call it at once, each retrying with the library you choose.</source>
            <comment>STORM_INTRO_CLIENTS</comment>
            <extracomment>English for one: Then {n} real client calls it, retrying with the library you choose.</extracomment>
            <translation>
                <numerusform>Potem {n} prawdziwy klient go wywołuje, ponawiając z wybraną przez ciebie biblioteką.</numerusform>
                <numerusform>Potem {n} prawdziwych klientów wywołuje go naraz, każdy ponawiając z wybraną przez ciebie biblioteką.</numerusform>
                <numerusform>Potem {n} prawdziwych klientów wywołuje go naraz, każdy ponawiając z wybraną przez ciebie biblioteką.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Time runs {n} times faster; every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</source>
            <comment>STORM_INTRO_TIME</comment>
            <extracomment>English for one: Time runs at the story's own speed ({n}x); every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</extracomment>
            <translation>
                <numerusform>Czas biegnie w tempie opowieści ({n}x); każdy wynik jest podany w czasie opowieści. Obok narysowane jest przewidywanie modelu dla tego samego tłumu.</numerusform>
                <numerusform>Czas biegnie {n} razy szybciej; każdy wynik jest podany w czasie opowieści. Obok narysowane jest przewidywanie modelu dla tego samego tłumu.</numerusform>
                <numerusform>Czas biegnie {n} razy szybciej; każdy wynik jest podany w czasie opowieści. Obok narysowane jest przewidywanie modelu dla tego samego tłumu.</numerusform>
            </translation>
        </message>
        <message>
            <source>Library</source>
            <comment>STORM_LIBRARY</comment>
            <translation>Biblioteka</translation>
        </message>
        <message>
            <source>The retry library and settings the clients use.</source>
            <oldsource>The retry library and settings the clients use (docs/rules.md lists where each comes from).</oldsource>
            <comment>STORM_LIBRARY_TIP</comment>
            <translation>Biblioteka ponawiania i ustawienia, których używają klienci.</translation>
        </message>
        <message>
            <source>Agents</source>
            <comment>STORM_AGENTS</comment>
            <translation>Agenci</translation>
        </message>
        <message>
            <source>How many real clients call at once (10 to 300), one thread each.</source>
            <comment>STORM_AGENTS_TIP</comment>
            <translation>Ile prawdziwych klientów wywołuje naraz (od 10 do 300), każdy w osobnym wątku.</translation>
        </message>
        <message>
            <source>Capacity</source>
            <comment>STORM_CAPACITY</comment>
            <translation>Przepustowość</translation>
        </message>
        <message>
            <source>Calls the server accepts each story second (1 to 50).</source>
            <comment>STORM_CAPACITY_TIP</comment>
            <translation>Ile zapytań serwer przyjmuje w każdej sekundzie opowieści (od 1 do 50).</translation>
        </message>
        <message>
            <source>Time x</source>
            <comment>STORM_SCALE</comment>
            <translation>Czas x</translation>
        </message>
        <message>
            <source>How many times faster than the story the storm runs (1 to 20). Faster is quicker to watch but this computer's own delays count for more.</source>
            <comment>STORM_SCALE_TIP</comment>
            <translation>Ile razy szybciej niż w opowieści biegnie burza (od 1 do 20). Szybciej to krótsze oglądanie, ale własne opóźnienia tego komputera bardziej wtedy ważą.</translation>
        </message>
        <message>
            <source>Run the real storm</source>
            <comment>STORM_RUN</comment>
            <translation>Uruchom prawdziwą burzę</translation>
        </message>
        <message>
            <source>Starts the server and the clients. Takes a few seconds; the lab stays usable.</source>
            <comment>STORM_RUN_TIP</comment>
            <translation>Uruchamia serwer i klientów. Trwa kilka sekund; laboratorium można dalej używać.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>STORM_CANCEL</comment>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>This chart will show a real storm on this computer: a real server that accepts a few calls a second, real clients retrying with a real library, and the model's calls each second beside them.</source>
            <comment>STORM_EMPTY</comment>
            <translation>Ten wykres pokaże prawdziwą burzę na tym komputerze: prawdziwy serwer, który przyjmuje kilka zapytań na sekundę, prawdziwych klientów ponawiających z prawdziwą biblioteką, a obok zapytania modelu w każdej sekundzie.</translation>
        </message>
        <message>
            <source>The real storm is running: the chart appears when it is over.</source>
            <comment>STORM_EMPTY_RUNNING</comment>
            <translation>Prawdziwa burza trwa: wykres pojawi się, gdy się skończy.</translation>
        </message>
        <message>
            <source>Choose a library and press Run the real storm.</source>
            <comment>STORM_READY</comment>
            <translation>Wybierz bibliotekę i naciśnij „Uruchom prawdziwą burzę”.</translation>
        </message>
        <message numerus="yes">
            <source>Real storm: {done} of {n} agents done; story time {story:.0f} s…</source>
            <oldsource>Real storm: {done} of {agents} agents done, {story:.0f} story seconds…</oldsource>
            <comment>STORM_RUNNING</comment>
            <extracomment>English for one: Real storm: {done} of {n} agent done; story time {story:.0f} s…</extracomment>
            <translation>
                <numerusform>Prawdziwa burza trwa: gotowe {done} z {n} agenta; czas opowieści {story:.0f} s…</numerusform>
                <numerusform>Prawdziwa burza trwa: gotowe {done} z {n} agentów; czas opowieści {story:.0f} s…</numerusform>
                <numerusform>Prawdziwa burza trwa: gotowe {done} z {n} agentów; czas opowieści {story:.0f} s…</numerusform>
            </translation>
        </message>
        <message>
            <source>Cancelling: stopping the agents and closing their connections…</source>
            <comment>STORM_CANCELLING</comment>
            <translation>Anuluję: zatrzymuję agentów i zamykam ich połączenia…</translation>
        </message>
        <message>
            <source>Cancelled. Everything is shut down; press Run the real storm to start again.</source>
            <comment>STORM_CANCELLED</comment>
            <translation>Anulowano. Wszystko jest wyłączone; naciśnij „Uruchom prawdziwą burzę”, by zacząć od nowa.</translation>
        </message>
        <message numerus="yes">
            <source>Cancelled. Every connection is closed; {n} agents are still asleep inside their retry library and end as soon as they wake (they send nothing more).</source>
            <oldsource>Cancelled. Every connection is closed; {left} agents are still asleep inside their retry library and end as soon as they wake (they send nothing more).</oldsource>
            <comment>STORM_CANCELLED_ASLEEP</comment>
            <extracomment>English for one: Cancelled. Every connection is closed; {n} agent is still asleep inside its retry library and ends as soon as it wakes (it sends nothing more).</extracomment>
            <translation>
                <numerusform>Anulowano. Każde połączenie jest zamknięte; {n} agent wciąż śpi w swojej bibliotece ponawiania i skończy, gdy tylko się obudzi (nic już nie wyśle).</numerusform>
                <numerusform>Anulowano. Każde połączenie jest zamknięte; {n} agentów wciąż śpi w swoich bibliotekach ponawiania i skończą, gdy tylko się obudzą (nic już nie wyślą).</numerusform>
                <numerusform>Anulowano. Każde połączenie jest zamknięte; {n} agentów wciąż śpi w swoich bibliotekach ponawiania i skończą, gdy tylko się obudzą (nic już nie wyślą).</numerusform>
            </translation>
        </message>
        <message>
            <source>The real storm did not finish: {reason}</source>
            <comment>STORM_FAILED</comment>
            <translation>Prawdziwa burza się nie zakończyła: {reason}</translation>
        </message>
        <message>
            <source>The real storm could not start: {reason}</source>
            <comment>STORM_NOT_STARTED</comment>
            <translation>Prawdziwa burza nie mogła się rozpocząć: {reason}</translation>
        </message>
        <message>
            <source>This copy of the lab was built without {modules}, so these libraries cannot run for real here: {names}. Their model presets are in Advanced, Other retry rules.</source>
            <comment>STORM_MISSING</comment>
            <translation>Ta kopia laboratorium powstała bez {modules}, więc te biblioteki nie mogą tu naprawdę działać: {names}. Ich gotowe ustawienia w modelu są w Zaawansowane, Inne zasady ponawiania.</translation>
        </message>
        <message>
            <source>This copy of the lab has none of the retry libraries, so it cannot run a real storm.</source>
            <comment>STORM_NONE</comment>
            <translation>Ta kopia laboratorium nie ma żadnej biblioteki ponawiania, więc nie może uruchomić prawdziwej burzy.</translation>
        </message>
        <message>
            <source>Calls each second: the real storm and the model</source>
            <comment>STORM_CHART_TITLE</comment>
            <translation>Zapytania na sekundę: prawdziwa burza i model</translation>
        </message>
        <message>
            <source>calls each second</source>
            <oldsource>calls</oldsource>
            <comment>STORM_CHART_Y</comment>
            <translation>zapytania na sekundę</translation>
        </message>
        <message>
            <source>story seconds</source>
            <comment>STORM_CHART_X</comment>
            <translation>sekundy opowieści</translation>
        </message>
        <message>
            <source>Real storm</source>
            <comment>STORM_REAL</comment>
            <translation>Prawdziwa burza</translation>
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
                <numerusform>{library}: wysłane zapytania – naprawdę {real_calls:,}, model {model_calls:,} (mediana z {n} przebiegu); ostatni agent obsłużony – naprawdę {real_last}, model {model_last}. {agreement}</numerusform>
                <numerusform>{library}: wysłane zapytania – naprawdę {real_calls:,}, model {model_calls:,} (mediana z {n} przebiegów); ostatni agent obsłużony – naprawdę {real_last}, model {model_last}. {agreement}</numerusform>
                <numerusform>{library}: wysłane zapytania – naprawdę {real_calls:,}, model {model_calls:,} (mediana z {n} przebiegów); ostatni agent obsłużony – naprawdę {real_last}, model {model_last}. {agreement}</numerusform>
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
            <translation>nikogo nie obsłużono</translation>
        </message>
        <message>
            <source>Reality and the model cannot be compared: one of them served nobody.</source>
            <comment>STORM_AGREE_NOBODY</comment>
            <translation>Nie da się porównać rzeczywistości z modelem: jedno z nich nikogo nie obsłużyło.</translation>
        </message>
        <message>
            <source>Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/close</comment>
            <translation>Rzeczywistość i model zgadzają się bardzo dobrze: prawdziwi klienci wysłali {calls}, ostatni agent został obsłużony {last}.</translation>
        </message>
        <message>
            <source>Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/rough</comment>
            <translation>Rzeczywistość i model zgadzają się z grubsza: prawdziwi klienci wysłali {calls}, ostatni agent został obsłużony {last}.</translation>
        </message>
        <message>
            <source>Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/apart</comment>
            <translation>Rzeczywistość i model bardzo się różnią: prawdziwi klienci wysłali {calls}, ostatni agent został obsłużony {last}.</translation>
        </message>
        <message>
            <source>Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/close</comment>
            <translation>Rzeczywistość i model zgadzają się bardzo dobrze: prawdziwi klienci wysłali {calls}, ostatni agent został obsłużony {last}, a typowy agent {typical}.</translation>
        </message>
        <message>
            <source>Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/rough</comment>
            <translation>Rzeczywistość i model zgadzają się z grubsza: prawdziwi klienci wysłali {calls}, ostatni agent został obsłużony {last}, a typowy agent {typical}.</translation>
        </message>
        <message>
            <source>Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/apart</comment>
            <translation>Rzeczywistość i model bardzo się różnią: prawdziwi klienci wysłali {calls}, ostatni agent został obsłużony {last}, a typowy agent {typical}.</translation>
        </message>
        <message>
            <source>about the same (within {gap:.0%})</source>
            <comment>STORM_GAP/same</comment>
            <translation>mniej więcej tyle samo (w granicach {gap:.0%})</translation>
        </message>
        <message>
            <source>{gap:.0%} more calls</source>
            <comment>STORM_GAP/more_calls</comment>
            <translation>o {gap:.0%} więcej zapytań</translation>
        </message>
        <message>
            <source>{gap:.0%} fewer calls</source>
            <comment>STORM_GAP/fewer_calls</comment>
            <translation>o {gap:.0%} mniej zapytań</translation>
        </message>
        <message>
            <source>{gap:.0%} later</source>
            <comment>STORM_GAP/later</comment>
            <translation>o {gap:.0%} później</translation>
        </message>
        <message>
            <source>{gap:.0%} sooner</source>
            <comment>STORM_GAP/sooner</comment>
            <translation>o {gap:.0%} wcześniej</translation>
        </message>
        <message>
            <source>{gap} (inside the model's own spread over {runs} runs, {low:,.0f} to {high:,.0f})</source>
            <comment>STORM_GAP_INSIDE_CALLS</comment>
            <translation>{gap} (w granicach rozrzutu samego modelu w {runs} przebiegach: od {low:,.0f} do {high:,.0f})</translation>
        </message>
        <message>
            <source>{gap} (inside the model's own spread over {runs} runs, {low:.1f} to {high:.1f} s)</source>
            <comment>STORM_GAP_INSIDE_SECONDS</comment>
            <translation>{gap} (w granicach rozrzutu samego modelu w {runs} przebiegach: od {low:.1f} do {high:.1f} s)</translation>
        </message>
        <message>
            <source>Real clients cannot all call at the same instant: on this computer their first calls took {spread:.1f} story seconds, not 0, and that spread acts like extra jitter.</source>
            <comment>STORM_FIRST_CALLS_SPREAD</comment>
            <translation>Prawdziwi klienci nie mogą wysłać zapytań wszyscy w tej samej chwili: na tym komputerze ich pierwsze zapytania rozłożyły się na {spread:.1f} s czasu opowieści, a nie 0, i ten rozrzut działa jak dodatkowa losowość.</translation>
        </message>
        <message>
            <source>Real clients cannot all call at the same instant: this computer spreads the crowd out, and that acts like extra jitter.</source>
            <comment>STORM_FIRST_CALLS_SPREAD_UNKNOWN</comment>
            <translation>Prawdziwi klienci nie mogą wysłać zapytań wszyscy w tej samej chwili: ten komputer rozkłada tłum w czasie, a to działa jak dodatkowa losowość.</translation>
        </message>
        <message>
            <source>the calls of an earlier save are still being written; try again when it says Saved</source>
            <comment>SAVE_BUSY</comment>
            <translation>zapytania z wcześniejszego zapisu wciąż są zapisywane; spróbuj ponownie, gdy pojawi się „Zapisano”</translation>
        </message>
        <message>
            <source>Saving before closing</source>
            <comment>SAVING_ON_CLOSE_TITLE</comment>
            <translation>Zapisuję przed zamknięciem</translation>
        </message>
        <message numerus="yes">
            <source>Saving… all {n:,} calls to {name} before the lab closes.</source>
            <comment>SAVING_ON_CLOSE</comment>
            <extracomment>English for one: Saving… the {n:,} call to {name} before the lab closes.</extracomment>
            <translation>
                <numerusform>Zapisuję… {n:,} zapytanie do {name}, zanim laboratorium się zamknie.</numerusform>
                <numerusform>Zapisuję… komplet {n:,} zapytań do {name}, zanim laboratorium się zamknie.</numerusform>
                <numerusform>Zapisuję… komplet {n:,} zapytań do {name}, zanim laboratorium się zamknie.</numerusform>
            </translation>
        </message>
        <message>
            <source>Close without them</source>
            <comment>SAVING_ON_CLOSE_SKIP</comment>
            <translation>Zamknij bez nich</translation>
        </message>
        <message>
            <source>The calls were NOT saved: {path} was not finished when the lab closed ({calls:,} calls). The table was saved. Save data again to get them.</source>
            <comment>NOT_SAVED_ON_CLOSE</comment>
            <translation>Zapytania NIE zostały zapisane: {path} nie był gotowy, gdy laboratorium się zamknęło (zapytania: {calls:,}). Tabela została zapisana. Zapisz dane jeszcze raz, by je mieć.</translation>
        </message>
        <message>
            <source>The animation was NOT saved: {path} was not finished when the lab closed. Save the animation again to get it.</source>
            <comment>ANIMATION_NOT_SAVED_ON_CLOSE</comment>
            <translation>Animacja NIE została zapisana: {path} nie był gotowy, gdy laboratorium się zamknęło. Zapisz animację jeszcze raz, by ją mieć.</translation>
        </message>
        <message>
            <source>Getting the crowd ready: sorting {calls:,} calls by agent…</source>
            <comment>CROWD_PREPARING</comment>
            <translation>Przygotowuję tłum: porządkuję zapytania ({calls:,}) według agentów…</translation>
        </message>
        <message numerus="yes">
            <source>{n} people need an answer at the same moment. The door lets in {capacity} a second.</source>
            <comment>ATTRACT_HEADLINE</comment>
            <extracomment>English for one: {n} person needs an answer. The door lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>{n} osoba potrzebuje odpowiedzi. Drzwi wpuszczają {capacity} na sekundę.</numerusform>
                <numerusform>{n} osoby potrzebują odpowiedzi w tej samej chwili. Drzwi wpuszczają {capacity} na sekundę.</numerusform>
                <numerusform>{n} osób potrzebuje odpowiedzi w tej samej chwili. Drzwi wpuszczają {capacity} na sekundę.</numerusform>
            </translation>
        </message>
        <message>
            <source>Turned away, how long should each one wait before trying again?</source>
            <comment>ATTRACT_QUESTION</comment>
            <translation>Gdy ktoś zostanie odrzucony, jak długo powinien czekać, zanim spróbuje znowu?</translation>
        </message>
        <message numerus="yes">
            <source>When you try it yourself, you start with a smaller crowd: {n} people at a door that lets in {capacity} a second.</source>
            <oldsource>A bigger crowd than in “The door”, where {n} people knock at a door that lets in {capacity} a second: the same story, on a bigger scale.</oldsource>
            <comment>ATTRACT_BIGGER</comment>
            <extracomment>English for one: When you try it yourself, you start with a smaller crowd: {n} person at a door that lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>Gdy spróbujesz samodzielnie, zaczniesz od mniejszego tłumu: {n} osoba przy drzwiach, które wpuszczają {capacity} na sekundę.</numerusform>
                <numerusform>Gdy spróbujesz samodzielnie, zaczniesz od mniejszego tłumu: {n} osoby przy drzwiach, które wpuszczają {capacity} na sekundę.</numerusform>
                <numerusform>Gdy spróbujesz samodzielnie, zaczniesz od mniejszego tłumu: {n} osób przy drzwiach, które wpuszczają {capacity} na sekundę.</numerusform>
            </translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <oldsource>Everyone waits the same time</oldsource>
            <comment>ATTRACT_CAPTION/exponential/0</comment>
            <translation>Czekaj coraz dłużej</translation>
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together and are turned away together, again and again. (In the lab: exponential backoff.)</source>
            <oldsource>Everyone waits the same time, so they all come back together and are turned away together, again and again. (In the lab: exponential backoff.)</oldsource>
            <comment>ATTRACT_CAPTION/exponential/1</comment>
            <translation>Za każdym razem wszyscy czekają dwa razy dłużej, wszyscy tyle samo, więc wracają razem i razem zostają odrzuceni, znowu i znowu. (W laboratorium: wykładnicze odczekanie.)</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <oldsource>Everyone waits a random time</oldsource>
            <comment>ATTRACT_CAPTION/full-jitter/0</comment>
            <translation>Czekaj losowy czas</translation>
        </message>
        <message>
            <source>They come back spread out, and the door stays busy letting them in. (In the lab: backoff with jitter.)</source>
            <oldsource>So they come back spread out, and the door stays busy letting them in.</oldsource>
            <comment>ATTRACT_CAPTION/full-jitter/1</comment>
            <translation>Wracają rozproszeni, a drzwi cały czas kogoś wpuszczają. (W laboratorium: odczekanie z losowością.)</translation>
        </message>
        <message numerus="yes">
            <source>{now:.0f} s: {n} of {agents} answered so far</source>
            <oldsource>{now:.0f} s: {served} of {agents} answered, {n:,} knocks</oldsource>
            <comment>ATTRACT_CLOCK</comment>
            <extracomment>English for one: {now:.0f} s: {n} of {agents} answered so far</extracomment>
            <translation>
                <numerusform>{now:.0f} s: odpowiedź ma już {n} z {agents}</numerusform>
                <numerusform>{now:.0f} s: odpowiedź mają już {n} z {agents}</numerusform>
                <numerusform>{now:.0f} s: odpowiedź ma już {n} z {agents}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In this one run, all {agents} answered after {last:.1f} s, with {n:,} knocks</source>
            <oldsource>In this one run, all {agents} answered after {last:.1f} s, with {calls:,} knocks</oldsource>
            <comment>ATTRACT_DONE</comment>
            <extracomment>English for one: In this one run, all {agents} answered after {last:.1f} s, with {n:,} knock</extracomment>
            <translation>
                <numerusform>W tym jednym przebiegu po {last:.1f} s odpowiedź miała już każda z {agents} osób; potrzebne było {n:,} pukanie</numerusform>
                <numerusform>W tym jednym przebiegu po {last:.1f} s odpowiedź miała już każda z {agents} osób; potrzebne były {n:,} pukania</numerusform>
                <numerusform>W tym jednym przebiegu po {last:.1f} s odpowiedź miała już każda z {agents} osób; potrzeba było {n:,} pukań</numerusform>
            </translation>
        </message>
        <message>
            <source>{times:.1f} times sooner in this run than waiting longer each time!</source>
            <oldsource>{times:.1f} times sooner than waiting longer each time!</oldsource>
            <comment>ATTRACT_SOONER</comment>
            <translation>W nim {times:.1f} razy szybciej niż czekając coraz dłużej!</translation>
        </message>
        <message>
            <source>{done}. {sooner}</source>
            <comment>ATTRACT_DONE_SOONER</comment>
            <translation>{done}. {sooner}</translation>
        </message>
        <message>
            <source>(both shown {factor:.0f}x faster)</source>
            <comment>ATTRACT_PACE</comment>
            <translation>(obie animacje {factor:.0f}x szybciej)</translation>
        </message>
        <message>
            <source>(shown at real speed)</source>
            <comment>ATTRACT_PACE_REAL</comment>
            <translation>(w prawdziwym tempie)</translation>
        </message>
        <message>
            <source>Each dot is a person at the door</source>
            <comment>ATTRACT_VIEW/crowd</comment>
            <translation>Każda kropka to osoba pod drzwiami</translation>
        </message>
        <message>
            <source>Each row is a person; a cross is a knock turned away, a dot a knock let in</source>
            <oldsource>Each row is a person; a cross is a knock turned away</oldsource>
            <comment>ATTRACT_VIEW/timeline</comment>
            <translation>Każdy wiersz to osoba; krzyżyk to odrzucone pukanie, kropka – wpuszczone pukanie</translation>
        </message>
        <message>
            <source>Touch the screen to try it yourself</source>
            <comment>ATTRACT_INVITE</comment>
            <translation>Dotknij ekranu, żeby spróbować samodzielnie</translation>
        </message>
        <message>
            <source>❚❚ Pause</source>
            <comment>ATTRACT_PAUSE</comment>
            <translation>❚❚ Pauza</translation>
        </message>
        <message>
            <source>▶ Play</source>
            <comment>ATTRACT_RESUME</comment>
            <translation>▶ Odtwórz</translation>
        </message>
        <message>
            <source>Stop the moving pictures (space bar); touch anywhere else to try it yourself.</source>
            <comment>ATTRACT_PAUSE_TIP</comment>
            <translation>Zatrzymaj ruchome obrazki (spacja); dotknij w innym miejscu, żeby spróbować samodzielnie.</translation>
        </message>
        <message>
            <source>Paused: touch {play} to go on</source>
            <oldsource>Paused: press Play or the space bar to go on</oldsource>
            <comment>ATTRACT_PAUSED_NOTE</comment>
            <translation>Pauza: dotknij {play}, żeby kontynuować</translation>
        </message>
        <message>
            <source>person</source>
            <comment>ATTRACT_TIMELINE_Y</comment>
            <translation>osoba</translation>
        </message>
        <message>
            <source>“The door” tells the story with friends at a door. The other lessons tell it as computers live it: the friends are computer helpers called agents, the door is a busy tool, and a knock is a call. Choose a lesson.</source>
            <comment>KIOSK_START_INTRO</comment>
            <translation>„Drzwi” opowiadają tę historię o przyjaciołach przed drzwiami. Pozostałe lekcje opowiadają ją tak, jak przeżywają ją komputery: przyjaciele to komputerowi pomocnicy zwani agentami, drzwi to zajęte narzędzie, a pukanie to zapytanie. Wybierz lekcję.</translation>
        </message>
        <message>
            <source>Each lesson starts ready to use. ◀ All lessons brings you back here.</source>
            <comment>KIOSK_START_FOOTER</comment>
            <translation>Każda lekcja jest od razu gotowa. Przycisk „◀ Wszystkie lekcje” przenosi cię z powrotem tutaj.</translation>
        </message>
        <message>
            <source>the kiosk page needs {need}, more than the {size} screen</source>
            <comment>KIOSK_TOO_SMALL</comment>
            <translation>strona kiosku potrzebuje {need}, więcej niż ekran {size}</translation>
        </message>
        <message>
            <source>{what}: more</source>
            <comment>KIOSK_MORE</comment>
            <translation>{what}: więcej</translation>
        </message>
        <message>
            <source>{what}: less</source>
            <comment>KIOSK_LESS</comment>
            <translation>{what}: mniej</translation>
        </message>
        <message>
            <source>Scroll the settings</source>
            <comment>KIOSK_SCROLL_SETTINGS</comment>
            <translation>Przewiń ustawienia</translation>
        </message>
        <message>
            <source>Back to the lab's view</source>
            <comment>PLOT_BACK</comment>
            <translation type="vanished">Wróć do widoku laboratorium</translation>
        </message>
        <message>
            <source>Updating the table: run {done} of {total}…</source>
            <comment>TABLE_UPDATING</comment>
            <translation type="vanished">Aktualizuję tabelę: przebieg {done} z {total}…</translation>
        </message>
        <message>
            <source>“{rule}” was first, but count the knocks too: each one is work for the door.</source>
            <comment>DOOR_SOONEST_BUT_HARD</comment>
            <translation type="vanished">Sposób „{rule}” był pierwszy, ale policz też pukania: każde to praca dla drzwi.</translation>
        </message>
        <message>
            <source>For {n} agents the calls were usually about the same: 'Wait a random time' {calls:g}, 'Wait longer each time' {other_calls:g}.</source>
            <oldsource>For {n} agents the calls were about the same: 'Wait a random time' {calls:g}, 'Wait longer each time' {other_calls:g} in the middle.</oldsource>
            <comment>TEN_WHY_CALLS_SAME</comment>
            <translation type="vanished">Dla {n} agenta zapytań było zwykle prawie tyle samo: „Czekaj losowy czas” {calls:g}, „Czekaj coraz dłużej” {other_calls:g}.</translation>
        </message>
        <message>
            <source>'Wait a random time' also usually sent fewer calls: {calls:g}, and 'Wait longer each time' {other_calls:g}.</source>
            <oldsource>It also sent fewer calls: in the middle {calls:g}, and 'Wait longer each time' {other_calls:g}.</oldsource>
            <comment>TEN_WHY_CALLS_FEWER</comment>
            <translation type="vanished">„Czekaj losowy czas” zwykle wysyłał też mniej zapytań: {calls:g}, a „Czekaj coraz dłużej” {other_calls:g}.</translation>
        </message>
        <message>
            <source>But 'Wait a random time' usually sent more calls: {calls:g}, and 'Wait longer each time' {other_calls:g}.</source>
            <oldsource>But it sent more calls: in the middle {calls:g}, and 'Wait longer each time' {other_calls:g}.</oldsource>
            <comment>TEN_WHY_CALLS_MORE</comment>
            <translation type="vanished">Ale „Czekaj losowy czas” zwykle wysyłał więcej zapytań: {calls:g}, a „Czekaj coraz dłużej” {other_calls:g}.</translation>
        </message>
        <message>
            <source>Show the whole run</source>
            <comment>TEN_PLOT_BACK</comment>
            <translation type="vanished">Pokaż cały przebieg</translation>
        </message>
        <message>
            <source>Plots only</source>
            <comment>EXPORT_PLOTS</comment>
            <translation type="vanished">Tylko wykresy</translation>
        </message>
        <message>
            <source>High contrast</source>
            <comment>PROFILE_LABELS/title</comment>
            <translation type="vanished">Wysoki kontrast</translation>
        </message>
        <message>
            <source>The new colours are used when the lab opens again. Open it again now? Your settings are kept.</source>
            <comment>PROFILE_LABELS/restart</comment>
            <translation type="vanished">Nowe kolory pojawią się po ponownym otwarciu laboratorium. Otworzyć je ponownie teraz? Twoje ustawienia zostaną zachowane.</translation>
        </message>
        <message>
            <source>Open again now</source>
            <comment>PROFILE_LABELS/now</comment>
            <translation type="vanished">Otwórz ponownie teraz</translation>
        </message>
        <message>
            <source>Later</source>
            <comment>PROFILE_LABELS/later</comment>
            <translation type="vanished">Później</translation>
        </message>
        <message>
            <source>Slide from 0 (every agent waits exactly the backoff time: lockstep) to 1 (a random wait up to it).</source>
            <comment>SLIDER/jitter/2</comment>
            <translation type="vanished">Przesuń od 0 (każdy agent czeka dokładnie czas odczekania: wszyscy w jednym rytmie) do 1 (losowe czekanie do tego czasu).</translation>
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">to inne {runs} przebiegów, z własnym rzutem kostką</translation>
        </message>
        <message>
            <source>is the middle of another {runs} runs with its own roll of the dice</source>
            <comment>PUBLISHED_WHY/random</comment>
            <translation type="vanished">to środkowy wynik z innych {runs} przebiegów, z własnym rzutem kostką</translation>
        </message>
        <message>
            <source>is the middle of another {runs} runs with its own roll of the dice and rounding</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">to środkowy wynik z innych {runs} przebiegów, z własnym rzutem kostką i zaokrągleniem</translation>
        </message>
        <message>
            <source>The published table differs a little ({why}): {figures}.</source>
            <oldsource>The published table differs a little ({why}, docs/model.md): {figures}.</oldsource>
            <comment>PUBLISHED_NOTE</comment>
            <translation type="vanished">Opublikowana tabela nieco się różni ({why}): {figures}.</translation>
        </message>
        <message>
            <source>rounding</source>
            <comment>PUBLISHED_WHY/rounded</comment>
            <translation type="vanished">zaokrąglenia</translation>
        </message>
        <message>
            <source>another {runs} runs</source>
            <oldsource>another {runs} runs, with other random draws</oldsource>
            <comment>PUBLISHED_WHY/random</comment>
            <translation type="vanished">inne {runs} przebiegów</translation>
        </message>
        <message>
            <source>rounding; another {runs} runs</source>
            <oldsource>rounding, and another {runs} runs with other random draws</oldsource>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">zaokrąglenia; inne {runs} przebiegów</translation>
        </message>
        <message>
            <source>Add my point once for each rule in the chart's key ({done} of its {total} rules tried so far), and say what you expected before each one lands.</source>
            <oldsource>Add my point once for each of the three rules ({done} of the {total} rules tried so far), and say what you expected before each one lands.</oldsource>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation type="vanished">Naciśnij „Dodaj mój punkt” raz dla każdej zasady z legendy wykresu (na razie wypróbowano {done} z jej {total} zasad) i powiedz, czego się spodziewasz, zanim każdy się pojawi.</translation>
        </message>
        <message>
            <source>Lessons</source>
            <comment>LESSONS_BUTTON</comment>
            <translation type="vanished">Lekcje</translation>
        </message>
        <message>
            <source>Go to the start screen and choose a lesson (Ctrl+L).</source>
            <comment>LESSONS_BUTTON_TIP</comment>
            <translation type="vanished">Przejdź do ekranu startowego i wybierz lekcję (Ctrl+L).</translation>
        </message>
        <message>
            <source>Animation</source>
            <comment>WHAT_ANIMATION</comment>
            <translation type="vanished">Animacja</translation>
        </message>
        <message>
            <source>Worksheet</source>
            <comment>WHAT_WORKSHEET</comment>
            <translation type="vanished">Karta pracy</translation>
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool takes 20 every second and is never idle (200 + 180 + … + 20 = 1,100 calls). At its usual pace, every 0.1 s, the same rule sent 6,300 calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <comment>LOAD_NOTICE_ONE_SECOND</comment>
            <translation type="vanished">&lt;b&gt;Natychmiastowe ponawianie co 1 s&lt;/b&gt; wypada tu dobrze tylko dlatego, że to narzędzie liczy zapytania w pełnych sekundach: każdy odrzucony agent pyta znowu w następnej sekundzie narzędzia, więc narzędzie co sekundę przyjmuje 20 i nigdy nie stoi bezczynnie (200 + 180 + … + 20 = 1100 zapytań). W zwykłym tempie, co 0,1 s, ta sama zasada wysłała 6300 zapytań. Czekanie dopasowane do zegara jednego narzędzia to szczęście, a nie zasada dla każdego narzędzia.</translation>
        </message>
        <message>
            <source>Save this replay as an animation for slides, or print a worksheet.</source>
            <comment>TAKEAWAY_BUTTON_TIP</comment>
            <translation type="vanished">Zapisz tę powtórkę jako animację do prezentacji albo wydrukuj kartę pracy.</translation>
        </message>
        <message>
            <source>Worksheet (PDF)</source>
            <comment>TAKEAWAY_SHEET</comment>
            <translation type="vanished">Karta pracy (PDF)</translation>
        </message>
        <message>
            <source>One page with the lesson's questions, a picture of your run and lines to write on. You choose where to save it (Save as opens in Documents).</source>
            <oldsource>One page with the lesson's questions, a picture of your run and lines to write on. Saved in Documents.</oldsource>
            <comment>TAKEAWAY_SHEET_TIP</comment>
            <translation type="vanished">Jedna strona z pytaniami lekcji, obrazem twojego przebiegu i liniami do pisania. Ty wybierasz, gdzie ją zapisać (okno „Zapisz jako” otwiera się w Dokumentach).</translation>
        </message>
        <message>
            <source>Teacher's worksheet with answers (PDF)</source>
            <comment>TAKEAWAY_ANSWERS</comment>
            <translation type="vanished">Karta pracy dla nauczyciela z odpowiedziami (PDF)</translation>
        </message>
        <message>
            <source>The same page with the model's answers from the teachers' notes.</source>
            <oldsource>The same page with the model's answers from the teacher's notes.</oldsource>
            <comment>TAKEAWAY_ANSWERS_TIP</comment>
            <translation type="vanished">Ta sama strona z wzorcowymi odpowiedziami z notatek dla nauczycieli.</translation>
        </message>
        <message>
            <source>What does a longer Longest wait buy exponential backoff?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/0</comment>
            <translation type="vanished">Co daje wykładniczemu odczekaniu dłuższe „Najdłuższe czekanie”?</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent {n:,} calls, {times:.1f} times as many as “{least}” ({fewest:,}).</source>
            <oldsource>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent {n:,} calls, about {times} times as many as “{least}” ({fewest:,}).</oldsource>
            <comment>TEN_REVEAL_LEAD</comment>
            <translation type="vanished">&lt;b&gt;Najpierw policz zapytania.&lt;/b&gt; Sposób „{most}” wysłał {n:,} zapytanie, {times:.1f} razy więcej niż „{least}” ({fewest:,}).</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; All three sent about as many: from {fewest:,} to {n:,} calls.</source>
            <comment>TEN_REVEAL_LEAD_SAME</comment>
            <translation type="vanished">&lt;b&gt;Najpierw policz zapytania.&lt;/b&gt; Wszystkie trzy sposoby wysłały mniej więcej tyle samo zapytań: od {fewest:,} do {n:,}.</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline and the table give the middle of many runs, so their figures can differ a little.</source>
            <oldsource>One time scale for both, so their widths compare: in these runs the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}).</oldsource>
            <comment>COMPARE_SCALE</comment>
            <translation type="vanished">Jedna skala czasu dla obu, więc szerokości można porównać: w dwóch pokazanych przebiegach ostatni agent zostaje obsłużony po {top:.1f} s na górze i po {bottom:.1f} s na dole ({words}). Nagłówek i tabela podają środek wielu przebiegów, więc ich liczby mogą się nieco różnić.</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline gives the middle of many runs, so its figures can differ a little.</source>
            <comment>COMPARE_SCALE_NO_TABLE</comment>
            <translation type="vanished">Jedna skala czasu dla obu, więc szerokości można porównać: w dwóch pokazanych przebiegach ostatni agent zostaje obsłużony po {top:.1f} s na górze i po {bottom:.1f} s na dole ({words}). Nagłówek podaje środek wielu przebiegów, więc jego liczby mogą się nieco różnić.</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in, not done yet &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;done, a moment after getting in</source>
            <comment>CROWD_LEGEND</comment>
            <translation type="vanished">&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; szary: czeka &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; czerwony z krzyżykiem: właśnie się odbił &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; zielona obwódka: wszedł, jeszcze nie skończył &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; granatowy:&amp;nbsp;skończył, chwilę po wejściu</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in, not done yet &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;done</source>
            <oldsource>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;done</oldsource>
            <comment>CROWD_LEGEND</comment>
            <translation type="vanished">&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; szary: czeka &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; czerwony z krzyżykiem: właśnie się odbił &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; zielona obwódka: wszedł, jeszcze nie skończył &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; granatowy:&amp;nbsp;skończył</translation>
        </message>
        <message>
            <source>On a chart with the focus: move along it, zoom in or out, back as it was</source>
            <oldsource>Lesson: Ten agents (ages 11 to 15)</oldsource>
            <comment>SHORTCUTS/13/1</comment>
            <translation type="vanished">Na wybranym wykresie: przesuwaj się po nim, powiększaj lub pomniejszaj, wróć do początku</translation>
        </message>
        <message>
            <source>none</source>
            <comment>CAPTION_RANDOMNESS/immediate</comment>
            <translation type="vanished">brak</translation>
        </message>
        <message>
            <source>none</source>
            <comment>CAPTION_RANDOMNESS/exponential</comment>
            <translation type="vanished">brak</translation>
        </message>
        <message>
            <source>full, 1.00</source>
            <comment>CAPTION_RANDOMNESS/full-jitter</comment>
            <translation type="vanished">pełna, 1,00</translation>
        </message>
        <message>
            <source>the rule's own</source>
            <comment>CAPTION_RANDOMNESS_OWN</comment>
            <translation type="vanished">własna zasady</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in {sooner} of them.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner in {sooner}.</oldsource>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <translation type="vanished">Na {n} przebieg sposób „Czekaj losowy czas” dał ostatniemu agentowi odpowiedź szybciej niż „Czekaj coraz dłużej” w {sooner} z nich.</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in only {sooner} of them.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner in only {sooner}.</oldsource>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <translation type="vanished">Na {n} przebieg sposób „Czekaj losowy czas” dał ostatniemu agentowi odpowiedź szybciej niż „Czekaj coraz dłużej” tylko w {sooner} z nich.</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner in {sooner}.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in {sooner}.</oldsource>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <translation type="vanished">Na {n} przebieg sposób „Czekaj losowy czas” dał ostatniemu agentowi odpowiedź szybciej w {sooner}.</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner in only {sooner}.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in only {sooner}.</oldsource>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <translation type="vanished">Na {n} przebieg sposób „Czekaj losowy czas” dał ostatniemu agentowi odpowiedź szybciej tylko w {sooner}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) and quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls), and its last answer came sooner than with “{other}”: {done:.1f} s against {other_done:.1f} s.</oldsource>
            <comment>TEN_REVEAL_RANDOM_SOONER</comment>
            <translation type="vanished">&lt;b&gt;{rule}&lt;/b&gt;: łagodnie dla narzędzia ({n:,} zapytanie) i szybciej niż „{other}”: ostatnia odpowiedź po {done:.1f} s wobec {other_done:.1f} s.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls), but this time its last answer came no sooner than with “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</oldsource>
            <comment>TEN_REVEAL_RANDOM_NOT_SOONER</comment>
            <translation type="vanished">&lt;b&gt;{rule}&lt;/b&gt;: łagodnie dla narzędzia ({n:,} zapytanie), ale tym razem nie szybciej niż „{other}”: ostatnia odpowiedź po {done:.1f} s wobec {other_done:.1f} s. Przy tylko dziesięciu agentach jeden przebieg może wyjść różnie: naciśnij „Kolejny przebieg”.</translation>
        </message>
        <message>
            <source>With only ten agents, one that picks a short wait may hear no again: a few more calls. In the lab's big crowd it sends fewer.</source>
            <oldsource>With only ten agents it can send a few more calls: an agent that picks a short wait may hear no again. With the lab's big crowd it sends fewer.</oldsource>
            <comment>TEN_REVEAL_FEW_AGENTS</comment>
            <translation type="vanished">Przy tylko dziesięciu agentach ten, kto wylosuje krótkie czekanie, może znowu usłyszeć „nie”: kilka zapytań więcej. W dużym tłumie w laboratorium wysyła mniej.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls), and its last answer came sooner than with “{other}”: {done:.1f} s against {other_done:.1f} s.</source>
            <comment>TEN_REVEAL_RANDOM_SOONER</comment>
            <translation type="vanished">&lt;b&gt;{rule}&lt;/b&gt;: łagodnie dla narzędzia ({n:,} zapytanie), a ostatnia odpowiedź przyszła szybciej niż przy „{other}”: {done:.1f} s wobec {other_done:.1f} s.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls), but this time its last answer came no sooner than with “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</source>
            <comment>TEN_REVEAL_RANDOM_NOT_SOONER</comment>
            <translation type="vanished">&lt;b&gt;{rule}&lt;/b&gt;: łagodnie dla narzędzia ({n:,} zapytanie), ale tym razem ostatnia odpowiedź nie przyszła szybciej niż przy „{other}”: {done:.1f} s wobec {other_done:.1f} s. Przy tylko dziesięciu agentach jeden przebieg może wyjść różnie: naciśnij „Kolejny przebieg”.</translation>
        </message>
        <message>
            <source>With only ten agents it can send a few more calls: an agent that picks a short wait may hear no again. With the lab's big crowd it sends fewer.</source>
            <comment>TEN_REVEAL_FEW_AGENTS</comment>
            <translation type="vanished">Przy tylko dziesięciu agentach może wysłać kilka zapytań więcej: agent, który wylosuje krótkie czekanie, może znowu usłyszeć „nie”. Przy dużym tłumie w laboratorium wysyła mniej.</translation>
        </message>
        <message>
            <source>For {n} agents the calls were about the same: 'Wait a random time' {calls:g}, 'Wait longer each time' {other_calls:g} in the middle.</source>
            <oldsource>For {n} agents the calls were about the same: in the middle, 'Wait a random time' sent {calls:g} and 'Wait longer each time' {other_calls:g}.</oldsource>
            <comment>TEN_WHY_CALLS_SAME</comment>
            <translation type="vanished">Dla {n} agenta zapytań było prawie tyle samo: „Czekaj losowy czas” {calls:g}, „Czekaj coraz dłużej” {other_calls:g} (środkowy wynik).</translation>
        </message>
        <message>
            <source>It also sent fewer calls: in the middle {calls:g}, and 'Wait longer each time' {other_calls:g}.</source>
            <comment>TEN_WHY_CALLS_FEWER</comment>
            <translation type="vanished">Wysłał też mniej zapytań: środkowy wynik {calls:g}, a „Czekaj coraz dłużej” {other_calls:g}.</translation>
        </message>
        <message>
            <source>But it sent more calls: in the middle {calls:g}, and 'Wait longer each time' {other_calls:g}.</source>
            <comment>TEN_WHY_CALLS_MORE</comment>
            <translation type="vanished">Ale wysłał więcej zapytań: środkowy wynik {calls:g}, a „Czekaj coraz dłużej” {other_calls:g}.</translation>
        </message>
        <message>
            <source>Save every agent's calls and when it was answered, for each way, as a CSV file in your Documents folder (Ctrl+E).</source>
            <comment>TEN_DATA_TIP</comment>
            <translation type="vanished">Zapisz zapytania każdego agenta i chwilę, w której dostał odpowiedź, dla każdego sposobu, jako plik CSV w folderze Dokumenty (Ctrl+E).</translation>
        </message>
        <message>
            <source>Put every setting back to the published story's values.</source>
            <comment>TIP/reset</comment>
            <translation type="vanished">Przywróć wszystkim ustawieniom wartości z opublikowanej opowieści.</translation>
        </message>
        <message>
            <source>Watch the same crowd again from the start.</source>
            <comment>DOOR_AGAIN_TIP</comment>
            <translation type="vanished">Zobacz ten sam tłum jeszcze raz od początku.</translation>
        </message>
        <message>
            <source>Friends who got through the door: done, or inside waiting for their answer.</source>
            <oldsource>Agents let in through the door (accepted).</oldsource>
            <comment>CROWD_COUNTER_TIPS/inside</comment>
            <translation type="vanished">Przyjaciele, którzy przeszli przez drzwi: skończyli albo czekają w środku na odpowiedź.</translation>
        </message>
        <message>
            <source>Friends who have their answer: they are done.</source>
            <oldsource>Agents whose answer has arrived.</oldsource>
            <comment>CROWD_COUNTER_TIPS/served</comment>
            <translation type="vanished">Przyjaciele, którzy mają już odpowiedź: skończyli.</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;done</source>
            <oldsource>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: inside, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</oldsource>
            <comment>CROWD_LEGEND</comment>
            <translation type="vanished">&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; szary: czeka &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; czerwony z krzyżykiem: właśnie się odbił &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; zielona obwódka: wszedł, czeka na odpowiedź &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; granatowy:&amp;nbsp;skończył</translation>
        </message>
        <message>
            <source>Write on each dot how many times that agent has knocked.</source>
            <oldsource>&lt;b&gt;The pictures show one run, and the next run can turn out differently.&lt;/b&gt;</oldsource>
            <comment>CROWD_SHOW_COUNTS_TIP</comment>
            <translation type="vanished">Pokazuje na każdej kropce, ile razy ten agent zapukał.</translation>
        </message>
        <message>
            <source>The rest of the note: what happened run by run, and why ten agents differ from the lab's crowd.</source>
            <comment>TEN_WHY_OPEN_TIP</comment>
            <translation type="vanished">Reszta notatki: co się działo w kolejnych przebiegach i dlaczego dziesięciu agentów różni się od tłumu w laboratorium.</translation>
        </message>
        <message>
            <source>Run by run, 'Wait a random time' sent fewer calls in {fewer} of the {n} runs, as many in {same} and more in {more}.</source>
            <comment>TEN_WHY_RUN_BY_RUN</comment>
            <translation type="vanished">Przebieg po przebiegu: sposób „Czekaj losowy czas” wysłał mniej zapytań w {fewer} z {n} przebiegu, tyle samo w {same} i więcej w {more}.</translation>
        </message>
        <message>
            <source>Why about the same? Waiting longer each time, they do come back together (the stripes of crosses), but ten agents are a small crowd: each time a few get their answer, and after a few rounds no one is left, whichever way they wait. Why sooner? Waiting longer each time, the agents still waiting wait longer and longer, all together; a random wait is often shorter.</source>
            <oldsource>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? Waiting longer each time, an unlucky agent waits longer and longer; a random wait is often shorter.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">Dlaczego mniej więcej tyle samo? Przy czekaniu coraz dłużej agenci naprawdę wracają razem (pasy krzyżyków), ale dziesięciu agentów to mały tłum: za każdym razem kilku dostaje odpowiedź i po kilku rundach nikt nie zostaje, jakkolwiek czekają. Dlaczego szybciej? Przy czekaniu coraz dłużej agenci, którzy wciąż czekają, czekają coraz dłużej, wszyscy razem; losowe czekanie jest często krótsze.</translation>
        </message>
        <message>
            <source>With {agents} agents (the lab) they crowd back together, and a random wait sends fewer calls: {n:,} calls, last answer at {last:.1f} s; waiting longer each time {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</source>
            <oldsource>With {agents} agents (the lab) they crowd back together, and then a random wait sends fewer calls: there it sent {n:,} calls, last answer at {last:.1f} s; waiting longer each time sent {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</oldsource>
            <comment>TEN_WHY_LAB</comment>
            <translation type="vanished">Przy {agents} agentach (w laboratorium) wracają wszyscy razem i losowe czekanie wysyła mniej zapytań: {n:,} zapytanie, ostatnia odpowiedź po {last:.1f} s; czekanie coraz dłużej: {other_calls:,}, ostatnia odpowiedź po {other_last:.1f} s (środkowy wynik z {runs} przebiegów).</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent {n:,} calls, about {times} times as many as “{least}” ({fewest:,}).</source>
            <comment>TEN_REVEAL_LEAD</comment>
            <translation type="vanished">&lt;b&gt;Najpierw policz zapytania.&lt;/b&gt; Sposób „{most}” wysłał {n:,} zapytanie, około {times} razy więcej niż „{least}” ({fewest:,}).</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent about {times} times as many calls as the fewest: {n:,} calls.</source>
            <comment>TEN_REVEAL_HARD_QUICK</comment>
            <translation type="vanished">&lt;b&gt;{rule}&lt;/b&gt;: szybko (ostatnia odpowiedź po {done:.1f} s), ale około {times} razy więcej zapytań niż najoszczędniejszy sposób: {n:,} zapytanie.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} calls, about {times} times as many as the fewest, and last answer only at {done:.1f} s.</source>
            <comment>TEN_REVEAL_HARD_SLOW</comment>
            <translation type="vanished">&lt;b&gt;{rule}&lt;/b&gt;: mocno obciąża narzędzie i jest wolny: {n:,} zapytanie, około {times} razy więcej niż najoszczędniejszy sposób, a ostatnia odpowiedź dopiero po {done:.1f} s.</translation>
        </message>
        <message>
            <source>Paused: press Play or the space bar to go on</source>
            <comment>ATTRACT_PAUSED_NOTE</comment>
            <translation type="vanished">Pauza: naciśnij Odtwórz albo spację, żeby kontynuować</translation>
        </message>
        <message>
            <source>Random
wait</source>
            <comment>TEN_COLUMNS/full-jitter</comment>
            <translation type="vanished">Czekaj
losowy czas</translation>
        </message>
        <message>
            <source>Green dots are calls the tool took. Red crosses are calls it said no to.</source>
            <comment>TEN_NOTICE/0</comment>
            <translation type="vanished">Zielone kropki to zapytania, które narzędzie przyjęło. Czerwone krzyżyki to zapytania, którym powiedziało „nie”.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait longer each time&lt;/b&gt;: the crosses line up in stripes from top to bottom. All the agents come back at the same moment, so most of them hear no together.</source>
            <comment>TEN_NOTICE/1</comment>
            <translation type="vanished">&lt;b&gt;Czekaj coraz dłużej&lt;/b&gt;: krzyżyki układają się w paski z góry na dół. Wszyscy agenci wracają w tej samej chwili, więc większość z nich razem słyszy „nie”.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait a random time&lt;/b&gt;: the crosses are spread out, so the tool is busy more of the time.</source>
            <comment>TEN_NOTICE/2</comment>
            <translation type="vanished">&lt;b&gt;Czekaj losowy czas&lt;/b&gt;: krzyżyki są rozrzucone, więc narzędzie przez więcej czasu ma co robić.</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way? Find it in the table, then find its row in the picture.</source>
            <oldsource>Which agent waited longest each way? Find it in the table, then in the picture.</oldsource>
            <comment>TEN_TRY/0</comment>
            <translation type="vanished">Który agent przy każdym sposobie ponawiał próby najwięcej razy? Znajdź go w tabeli, a potem jego wiersz na obrazku.</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: 'Wait longer each time' or 'Wait a random time'?</source>
            <oldsource>Which gets the last agent an answer sooner: 'Wait longer each time' or 'Wait a random time'? Press Another run a few times. Does it hold?</oldsource>
            <comment>TEN_TRY/1</comment>
            <translation type="vanished">Który sposób szybciej daje ostatniemu agentowi odpowiedź: „Czekaj coraz dłużej” czy „Czekaj losowy czas”?</translation>
        </message>
        <message>
            <source>rounding, and another {runs} runs with other random draws</source>
            <oldsource>rounding, and other random draws</oldsource>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">zaokrąglenia oraz inne {runs} przebiegów z innymi losowaniami</translation>
        </message>
        <message>
            <source>other random draws</source>
            <comment>PUBLISHED_WHY/random</comment>
            <translation type="vanished">inne losowania</translation>
        </message>
        <message>
            <source>rounding, and other random draws</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">zaokrąglenia, losowania</translation>
        </message>
        <message>
            <source>Retry immediately with a pause of 1 s: why is it so good here?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/0</comment>
            <translation type="vanished">Natychmiastowe ponawianie z przerwą 1 s: dlaczego tutaj wypada tak dobrze?</translation>
        </message>
        <message>
            <source>Retry immediately with a pause of 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <comment>LOAD_TRY/2</comment>
            <translation type="vanished">Natychmiastowe ponawianie z przerwą 1 s: dlaczego tutaj wypada tak dobrze? (Podpowiedź: narzędzie liczy zapytania w pełnych sekundach.)</translation>
        </message>
        <message>
            <source>Retry immediately, pause {low:g} to {high:g} s</source>
            <oldsource>Retry immediately, pause 0.05 to 2 s</oldsource>
            <comment>SWEEP_SERIES/immediate</comment>
            <translation type="vanished">Natychmiastowe ponawianie, przerwa od {low:g} do {high:g} s</translation>
        </message>
        <message>
            <source>pause {value:g} s</source>
            <comment>SWEEP_POINT_INTERVAL</comment>
            <translation type="vanished">przerwa {value:g} s</translation>
        </message>
        <message>
            <source>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Play and watch it to the end (4x is quicker).</source>
            <oldsource>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Again and watch it to the end (4x is quicker).</oldsource>
            <comment>DOOR_NOTICE_SKIPPED</comment>
            <translation type="vanished">Sposób „{rule}”: przeskoczono na koniec. To nic, ale liczy się tylko oglądanie: naciśnij „Odtwórz” i obejrzyj go do końca (na 4x szybciej).</translation>
        </message>
        <message>
            <source>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? Waiting longer each time, an unlucky agent waits longer and longer; a random wait is often shorter.</source>
            <oldsource>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? There an unlucky agent waits longer and longer; a random wait is often shorter.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">Dlaczego mniej więcej tyle samo? Dziesięciu agentów rzadko pyta w tej samej chwili, więc czekanie coraz dłużej już ich rozprasza. Dlaczego szybciej? Przy czekaniu coraz dłużej agent, który ma pecha, czeka coraz dłużej i dłużej; losowe czekanie jest często krótsze.</translation>
        </message>
        <message>
            <source>Quick, but {refused:,} of the {n:,} knocks bounced off: the door was crowded with knocks all the time.</source>
            <comment>DOOR_DONE_KNOCKS_AT_ONCE</comment>
            <translation type="vanished">Szybko, ale z {n:,} pukania aż {refused:,} się odbiło: przy drzwiach cały czas był tłok.</translation>
        </message>
        <message>
            <source>Which choice is all done soonest? How many knocks did it take?</source>
            <comment>WORKSHEETS/door/questions/0/0</comment>
            <translation type="vanished">Przy którym sposobie wszyscy wejdą najszybciej? Ile razy trzeba było zapukać?</translation>
        </message>
        <message>
            <source>Knocking again: 10 seconds, as fast as perfect turn-taking. But it takes 489 knocks for 30 friends, about 16 each, and one friend knocked 31 times.</source>
            <comment>WORKSHEETS/door/questions/0/1</comment>
            <translation type="vanished">Pukają od razu: 10 sekund, tak szybko jak przy idealnym czekaniu na swoją kolej. Ale 30 przyjaciół puka aż 489 razy, około 16 razy każdy, a jeden z nich zapukał 31 razy.</translation>
        </message>
        <message>
            <source>Which choice needs the fewest knocks?</source>
            <comment>WORKSHEETS/door/questions/1/0</comment>
            <translation type="vanished">Przy którym sposobie pukań jest najmniej?</translation>
        </message>
        <message>
            <source>Waiting a random time: 151 knocks, and everyone is done after 13 seconds, only 3 seconds more than knocking again.</source>
            <comment>WORKSHEETS/door/questions/1/1</comment>
            <translation type="vanished">Czekanie przez losowy czas: 151 pukań, a wszyscy wchodzą po 13 sekundach, tylko 3 sekundy później niż przy pukaniu od razu.</translation>
        </message>
        <message>
            <source>"Wait longer each time": 33 seconds, though it needs only 192 knocks. Everyone waits exactly the same time, so everyone comes back in the same second. The door lets 3 in, the other 27 bounce off together, and they all wait longer together; in between, the door stands empty.</source>
            <oldsource>Everyone waits exactly the same time, so everyone comes back in the same second. The door lets 3 in, the other 27 bounce off together, and they all wait longer together. It takes 33 seconds.</oldsource>
            <comment>WORKSHEETS/door/questions/2/1</comment>
            <translation type="vanished">„Czekają coraz dłużej”: 33 sekundy, choć potrzeba tylko 192 pukań. Wszyscy czekają dokładnie tyle samo, więc wszyscy wracają w tej samej sekundzie. Drzwi wpuszczają 3, a pozostałych 27 razem się odbija i wszyscy razem czekają jeszcze dłużej; w tym czasie drzwi stoją puste.</translation>
        </message>
        <message>
            <source>Now watch "wait a random time". When do the friends come back? Compare its time and knocks with the other two choices.</source>
            <oldsource>Why does waiting a random time work?</oldsource>
            <comment>WORKSHEETS/door/questions/3/0</comment>
            <translation type="vanished">Teraz popatrz na „Czekają losowy czas”. Kiedy przyjaciele wracają? Porównaj czas i liczbę pukań z dwoma pozostałymi sposobami.</translation>
        </message>
        <message>
            <source>One by one, at different moments, so most of the time there is room at the door when someone arrives: 151 knocks and done after 13 seconds, against 192 knocks and 33 seconds for waiting longer each time, and 489 knocks and 10 seconds for knocking again.</source>
            <oldsource>Friends come back at different moments, so most of the time there is room at the door when someone arrives.</oldsource>
            <comment>WORKSHEETS/door/questions/3/1</comment>
            <translation type="vanished">Pojedynczo, w różnych chwilach, więc zwykle przy drzwiach jest miejsce, gdy ktoś przychodzi: 151 pukań i wszyscy w środku po 13 sekundach, wobec 192 pukań i 33 sekund przy czekaniu coraz dłużej oraz 489 pukań i 10 sekund przy pukaniu od razu.</translation>
        </message>
        <message>
            <source>Knock again: 1,373 knocks, done after 17 s. Wait longer: 489 knocks, 61 s. Random wait: 332 knocks, 18 s.</source>
            <comment>WORKSHEETS/door/questions/4/1</comment>
            <translation type="vanished">Pukają od razu: 1373 pukania, koniec po 17 s. Czekają dłużej: 489 pukań, 61 s. Czekają losowo: 332 pukania, 18 s.</translation>
        </message>
        <message>
            <source>Each row is a person; a cross is a knock turned away</source>
            <comment>ATTRACT_VIEW/timeline</comment>
            <translation type="vanished">Każdy wiersz to osoba; krzyżyk to odrzucone pukanie</translation>
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together and bounce off together.</source>
            <comment>DOOR_REVEAL_WHY/exponential</comment>
            <translation type="vanished">Za każdym razem wszyscy czekają dwa razy dłużej, wszyscy tyle samo, więc wracają razem i razem się odbijają.</translation>
        </message>
        <message>
            <source>Each friend waits a different time, so they come back one by one and the door keeps letting friends in.</source>
            <comment>DOOR_REVEAL_WHY/full-jitter</comment>
            <translation type="vanished">Każdy przyjaciel czeka inny czas, więc wracają po kolei, a drzwi cały czas wpuszczają przyjaciół.</translation>
        </message>
        <message>
            <source>All done after, on one time line</source>
            <comment>DOOR_RACE_TITLE</comment>
            <translation type="vanished">Kiedy wszyscy skończyli, na jednej osi czasu</translation>
        </message>
        <message>
            <source>Each bar runs from the start until everyone was done. The shorter the bar, the sooner they were all done.</source>
            <comment>DOOR_RACE_TIP</comment>
            <translation type="vanished">Każdy pasek biegnie od startu, aż wszyscy skończyli. Im krótszy pasek, tym szybciej wszyscy skończyli.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Knock again straight away:&lt;/b&gt; it can end soonest, but only because there are few friends. The door is always crowded with knocks, and most of them bounce off. A real computer with many more callers would be swamped, and then hardly anyone gets in.</source>
            <oldsource>&lt;b&gt;Knock again straight away:&lt;/b&gt; the door is always crowded, and most knocks bounce off.</oldsource>
            <comment>DOOR_NOTICE/0</comment>
            <translation type="vanished">&lt;b&gt;Pukają od razu:&lt;/b&gt; może skończyć się najszybciej, ale tylko dlatego, że przyjaciół jest niewielu. Przy drzwiach zawsze jest tłok pukań i większość z nich się odbija. Prawdziwy komputer z dużo większą liczbą chętnych byłby zasypany i prawie nikt by się nie dostał.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait longer each time:&lt;/b&gt; each time, everyone waits twice as long, all the same wait, so they come back together, bounce off together, and wait again.</source>
            <oldsource>&lt;b&gt;Wait longer each time:&lt;/b&gt; everyone waits the same time, so they all come back together, bounce off together, and wait again.</oldsource>
            <comment>DOOR_NOTICE/1</comment>
            <translation type="vanished">&lt;b&gt;Czekają coraz dłużej:&lt;/b&gt; za każdym razem wszyscy czekają dwa razy dłużej, wszyscy tyle samo, więc wracają razem, razem się odbijają i znowu czekają.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait a random time:&lt;/b&gt; friends come back at different moments, so the door keeps letting friends in.</source>
            <comment>DOOR_NOTICE/2</comment>
            <translation type="vanished">&lt;b&gt;Czekają losowy czas:&lt;/b&gt; przyjaciele wracają w różnych chwilach, więc drzwi cały czas kogoś wpuszczają.</translation>
        </message>
        <message>
            <source>Try all three. Which one is all done soonest? Which needs the fewest knocks?</source>
            <comment>DOOR_TRY/0</comment>
            <translation type="vanished">Wypróbuj wszystkie trzy. Przy którym wszyscy wejdą najszybciej? Który potrzebuje najmniej pukań?</translation>
        </message>
        <message>
            <source>Add my point once for each of the three rules ({done} of the {total} rules tried so far), and say what you expected before each one lands.</source>
            <oldsource>Add my point once for each of the three rules ({done} of {total} so far), and say what you expected before each one lands.</oldsource>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation type="vanished">Dodaj swój punkt po razie dla każdej z trzech zasad (na razie wypróbowano {done} z {total} zasad) i powiedz, czego się spodziewasz, zanim każdy się pojawi.</translation>
        </message>
        <message>
            <source>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</source>
            <comment>LOAD_TRY_KIOSK/1</comment>
            <translation type="vanished">Ustaw „Losowość czekania” na 0,25 i naciśnij „Dodaj mój punkt”: jak bardzo pomaga odrobina losowości?</translation>
        </message>
        <message>
            <source>Choose Exponential backoff, then Retry immediately, and press Add my point after each. Which of your stars is lowest and furthest left?</source>
            <oldsource>Choose Exponential backoff and press Add my point. Which of your stars is lowest and furthest left?</oldsource>
            <comment>LOAD_TRY_KIOSK/2</comment>
            <translation type="vanished">Wybierz „Wykładnicze odczekanie”, potem „Natychmiastowe ponawianie”, i po każdym naciśnij „Dodaj mój punkt”. Która z twoich gwiazdek jest najniżej i najbardziej w lewo?</translation>
        </message>
        <message>
            <source>Change the capacity or the agents and press Run the sweep again. Does the best rule change?</source>
            <comment>LOAD_TRY_KIOSK/3</comment>
            <translation type="vanished">Zmień przepustowość albo liczbę agentów i znów naciśnij „Uruchom przegląd”. Czy najlepsza zasada się zmienia?</translation>
        </message>
        <message>
            <source>Not the lab's story: {settings}.</source>
            <comment>WORKSHEET_OTHER_SETTINGS</comment>
            <translation type="vanished">Nie jak w historii laboratorium: {settings}.</translation>
        </message>
        <message>
            <source>Your point {number}: {rule}, {n:,} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</source>
            <oldsource>Your point {number}: {rule}, {calls:,.0f} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</oldsource>
            <comment>SWEEP_ADDED</comment>
            <translation type="vanished">Twój punkt {number}: {rule}, {n:,} zapytanie, typowy agent obsłużony po {typical:.1f} s, ostatni po {last:.1f} s.</translation>
        </message>
        <message>
            <source>Your point {number}: {rule}, {n:,} calls. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</source>
            <comment>SWEEP_ADDED_OFF</comment>
            <translation type="vanished">Twój punkt {number}: {rule}, {n:,} zapytanie. Nie pasuje do tych krzywych: narysowano je dla innych ustawień. Naciśnij „Uruchom przegląd”, by narysować je od nowa dla twoich.</translation>
        </message>
        <message>
            <source>{times:.1f} times sooner than waiting longer each time!</source>
            <oldsource>{times:.0f} times sooner than waiting longer each time!</oldsource>
            <comment>ATTRACT_SOONER</comment>
            <translation type="vanished">{times:.1f} razy szybciej niż przy czekaniu coraz dłużej!</translation>
        </message>
        <message>
            <source>Retry immediately, pause 0.05 to 2 s</source>
            <comment>SWEEP_SERIES/immediate</comment>
            <translation type="vanished">Natychmiastowe ponawianie, przerwa od 0,05 do 2 s</translation>
        </message>
        <message>
            <source>Exponential backoff, longest wait 0.5 to 40 s</source>
            <comment>SWEEP_SERIES/exponential</comment>
            <translation type="vanished">Wykładnicze odczekanie, najdłuższe czekanie od 0,5 do 40 s</translation>
        </message>
        <message>
            <source>Backoff with jitter, longest wait 0.5 to 40 s</source>
            <comment>SWEEP_SERIES/full-jitter</comment>
            <translation type="vanished">Odczekanie z losowością, najdłuższe czekanie od 0,5 do 40 s</translation>
        </message>
        <message>
            <source>Randomness in the wait, 0 to 1 (at your longest wait)</source>
            <comment>SWEEP_SERIES/jitter</comment>
            <translation type="vanished">Losowość czekania, od 0 do 1 (przy twoim najdłuższym czekaniu)</translation>
        </message>
        <message>
            <source>Waiting longer or a random wait: which gets the last agent an answer sooner?</source>
            <oldsource>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">Który sposób szybciej daje ostatniemu agentowi odpowiedź: „Czekaj coraz dłużej” czy „Czekaj losowy czas”?</translation>
        </message>
        <message>
            <source>Press Another run. Which numbers change, and which stay the same?</source>
            <comment>WORKSHEETS/ten-agents/questions/4/0</comment>
            <translation type="vanished">Naciśnij „Kolejny przebieg”. Które liczby się zmieniają, a które zostają takie same?</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does your answer to 3 hold? Which numbers change?</source>
            <oldsource>Press Another run. Which numbers change, and which stay the same?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/4/0</comment>
            <translation type="vanished">Naciśnij kilka razy „Kolejny przebieg”. Czy twoja odpowiedź na 3 się sprawdza? Które liczby się zmieniają?</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run: does it hold?</source>
            <oldsource>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run a few times. Does it hold?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">Który sposób szybciej daje ostatniemu agentowi odpowiedź: „Czekaj coraz dłużej” czy „Czekaj losowy czas”? Naciśnij „Kolejny przebieg”: czy tak zostaje?</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run a few times. Does it hold?</source>
            <oldsource>Which gets the last agent its answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run a few times: does that hold?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">Który sposób szybciej daje ostatniemu agentowi odpowiedź: „Czekaj coraz dłużej” czy „Czekaj losowy czas”? Naciśnij kilka razy „Kolejny przebieg”. Czy tak zostaje?</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does that still hold? Which numbers change, and which stay the same?</source>
            <oldsource>Press Another run. Which numbers change, and which stay just the same? Why?</oldsource>
            <comment>TEN_TRY/2</comment>
            <translation type="vanished">Naciśnij kilka razy „Kolejny przebieg”. Czy tak zostaje? Które liczby się zmieniają, a które zostają takie same?</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: 'Wait longer each time' or 'Wait a random time'? Press Another run a few times. Does it hold?</source>
            <oldsource>Which gets the last agent its answer sooner: 'Wait longer each time' or 'Wait a random time'? Press Another run a few times: does that hold?</oldsource>
            <comment>TEN_TRY/1</comment>
            <translation type="vanished">Który sposób szybciej daje ostatniemu agentowi odpowiedź: „Czekaj coraz dłużej” czy „Czekaj losowy czas”? Naciśnij kilka razy „Kolejny przebieg”: czy tak zostaje?</translation>
        </message>
        <message>
            <source>Press Another run. Which numbers change, and which stay just the same? Why?</source>
            <comment>TEN_TRY/2</comment>
            <translation type="vanished">Naciśnij „Kolejny przebieg”. Które liczby się zmieniają, a które zostają dokładnie takie same? Dlaczego?</translation>
        </message>
        <message>
            <source>For {n} agents the calls were about the same: in the middle, 'Wait a random time' sent {calls:g} and 'Wait longer each time' {other_calls:g}.</source>
            <comment>TEN_WHY_CALLS_SAME</comment>
            <translation type="vanished">Dla {n} agenta zapytań było prawie tyle samo (środkowy wynik): „Czekaj losowy czas” {calls:g}, „Czekaj coraz dłużej” {other_calls:g}.</translation>
        </message>
        <message>
            <source>Which gets the last agent its answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run a few times: does that hold?</source>
            <oldsource>Which way gets the last agent its answer soonest?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">Który sposób szybciej daje ostatniemu agentowi odpowiedź: „Czekaj coraz dłużej” czy „Czekaj losowy czas”? Naciśnij kilka razy „Kolejny przebieg”: czy tak zostaje?</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in {sooner}.</source>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <translation type="vanished">Na {n} przebieg „Czekaj losowy czas” dał ostatniemu agentowi odpowiedź szybciej niż „Czekaj coraz dłużej” w {sooner}.</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in only {sooner}.</source>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <translation type="vanished">Na {n} przebieg „Czekaj losowy czas” dał ostatniemu agentowi odpowiedź szybciej niż „Czekaj coraz dłużej” tylko w {sooner}.</translation>
        </message>
        <message>
            <source>Which gets the last agent its answer sooner: 'Wait longer each time' or 'Wait a random time'? Press Another run a few times: does that hold?</source>
            <oldsource>Which way gets the last agent its answer soonest? Which sends the fewest calls?</oldsource>
            <comment>TEN_TRY/1</comment>
            <translation type="vanished">Który sposób szybciej daje ostatniemu agentowi odpowiedź: „Czekaj coraz dłużej” czy „Czekaj losowy czas”? Naciśnij kilka razy „Kolejny przebieg”: czy tak zostaje?</translation>
        </message>
        <message>
            <source>&lt;b&gt;The pictures show one run, and the next run can turn out differently.&lt;/b&gt;</source>
            <comment>TEN_WHY_ONE_RUN</comment>
            <translation type="vanished">&lt;b&gt;Obrazki pokazują jeden przebieg, a następny może wyjść inaczej.&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? There an unlucky agent waits longer and longer; a random wait is often shorter.</source>
            <oldsource>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? Waiting longer each time makes an unlucky agent wait longer and longer; a random wait is often shorter, so the last agent calls again sooner.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">Dlaczego mniej więcej tyle samo? Dziesięciu agentów rzadko pyta w tej samej chwili, więc czekanie coraz dłużej już ich rozprasza. Dlaczego szybciej? Tam agent, który ma pecha, czeka coraz dłużej i dłużej; losowe czekanie jest często krótsze.</translation>
        </message>
        <message>
            <source>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? Waiting longer each time makes an unlucky agent wait longer and longer; a random wait is often shorter, so the last agent calls again sooner.</source>
            <oldsource>Why not fewer calls? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out; a random wait is often shorter, so its agents call again sooner.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">Dlaczego mniej więcej tyle samo? Dziesięciu agentów rzadko pyta w tej samej chwili, więc czekanie coraz dłużej już ich rozprasza. Dlaczego szybciej? Przy czekaniu coraz dłużej agent, który ma pecha, czeka coraz dłużej i dłużej; losowe czekanie jest często krótsze, więc ostatni agent pyta znowu wcześniej.</translation>
        </message>
        <message>
            <source>With {agents} agents (the lab) they crowd back together, and then a random wait sends fewer calls: there it sent {n:,} calls, last answer at {last:.1f} s; waiting longer each time sent {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</source>
            <oldsource>With {agents} agents (the lab) they crowd back together: there a random wait sent {n:,} calls, last answer at {last:.1f} s; waiting longer each time sent {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</oldsource>
            <comment>TEN_WHY_LAB</comment>
            <translation type="vanished">Przy {agents} agentach (w laboratorium) wracają wszyscy razem i wtedy losowe czekanie wysyła mniej zapytań: tam wysłało {n:,} zapytanie, ostatnia odpowiedź po {last:.1f} s; czekanie coraz dłużej: liczba zapytań {other_calls:,}, ostatnia odpowiedź po {other_last:.1f} s (środkowy wynik z {runs} przebiegów).</translation>
        </message>
        <message>
            <source>Which way gets the last agent its answer soonest?</source>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">Przy którym sposobie ostatni agent najszybciej dostaje odpowiedź?</translation>
        </message>
        <message>
            <source>Soonest: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s), then {third} ({third_last:.1f} s).</source>
            <comment>TEN_SHEET_ORDER_THREE</comment>
            <translation type="vanished">Najwcześniej: {first} ({first_last:.1f} s), potem {second} ({second_last:.1f} s), a na końcu {third} ({third_last:.1f} s).</translation>
        </message>
        <message>
            <source>Soonest: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s).</source>
            <comment>TEN_SHEET_ORDER_TWO</comment>
            <translation type="vanished">Najwcześniej: {first} ({first_last:.1f} s), potem {second} ({second_last:.1f} s).</translation>
        </message>
        <message>
            <source>All three ways at the same moment: {last:.1f} s.</source>
            <comment>TEN_SHEET_ORDER_SAME</comment>
            <translation type="vanished">Wszystkie trzy sposoby w tej samej chwili: {last:.1f} s.</translation>
        </message>
        <message>
            <source>Trying again at once gets the last agent its answer soonest, but only by sending many more calls and keeping the tool full of calls it says no to.</source>
            <oldsource>Trying again at once is soonest by keeping the tool swamped.</oldsource>
            <comment>TEN_SHEET_SWAMPED</comment>
            <translation type="vanished">Ponawianie od razu najszybciej daje ostatniemu agentowi odpowiedź, ale tylko dzięki wysyłaniu o wiele więcej zapytań i zapełnianiu narzędzia zapytaniami, na które mówi „nie”.</translation>
        </message>
        <message>
            <source>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls and 'Wait longer each time' {other_calls:g}.</source>
            <oldsource>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls and 'Wait longer each time' {other_calls:g}. With the lab's {agents} agents, a random wait sent {lab_calls:,} calls and waiting longer each time {other_lab_calls:,}.</oldsource>
            <comment>TEN_WHY_SHORT</comment>
            <translation type="vanished">Środkowy wynik z {n} przebiegu: liczba zapytań „Czekaj losowy czas” {calls:g}, „Czekaj coraz dłużej” {other_calls:g}.</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' sent fewer calls than 'Wait longer each time' in {fewer}, as many in {same} and more in {more}. In the middle it sent fewer: {calls:g} calls against {other_calls:g}.</source>
            <comment>TEN_WHY_FEWER</comment>
            <translation type="vanished">W {n} przebiegu „Czekaj losowy czas” wysłało mniej zapytań niż „Czekaj coraz dłużej” w {fewer} z nich, tyle samo w {same}, a więcej w {more}. Środkowy wynik był mniejszy: liczba zapytań {calls:g} wobec {other_calls:g}.</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' sent fewer calls than 'Wait longer each time' in {fewer}, as many in {same} and more in {more}. In the middle it did not send fewer: {calls:g} calls against {other_calls:g}.</source>
            <comment>TEN_WHY_NOT_FEWER</comment>
            <translation type="vanished">W {n} przebiegu „Czekaj losowy czas” wysłało mniej zapytań niż „Czekaj coraz dłużej” w {fewer} z nich, tyle samo w {same}, a więcej w {more}. Środkowy wynik nie był mniejszy: liczba zapytań {calls:g} wobec {other_calls:g}.</translation>
        </message>
        <message>
            <source>Its last agent had an answer sooner in {sooner} of the {n} runs (in the middle {last:.1f} s, against {other_last:.1f} s).</source>
            <comment>TEN_WHY_SOONER</comment>
            <translation type="vanished">Jego ostatni agent dostał odpowiedź wcześniej w {sooner} z {n} przebiegu (środkowy wynik {last:.1f} s wobec {other_last:.1f} s).</translation>
        </message>
        <message>
            <source>Its last agent had an answer sooner in {sooner} of the {n} runs, but not in the middle ({last:.1f} s, against {other_last:.1f} s).</source>
            <comment>TEN_WHY_NOT_SOONER</comment>
            <translation type="vanished">Jego ostatni agent dostał odpowiedź wcześniej w {sooner} z {n} przebiegu, ale nie w środkowym wyniku ({last:.1f} s wobec {other_last:.1f} s).</translation>
        </message>
        <message>
            <source>Why not fewer calls? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out; a random wait is often shorter, so its agents call again sooner.</source>
            <oldsource>&lt;b&gt;Why is 'Wait a random time' not the winner here?&lt;/b&gt; With only ten agents, few of them call at the same moment, so waiting longer each time already spreads them out, and a random wait can send just as many calls. With 200 agents (the lab), they all crowd back together: there, random waits send about a sixth fewer calls and the last agent has its answer about five times sooner.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">Dlaczego nie mniej zapytań? Dziesięciu agentów rzadko pyta w tej samej chwili, więc czekanie coraz dłużej już ich rozprasza; losowe czekanie jest często krótsze, więc jego agenci pytają znowu wcześniej.</translation>
        </message>
        <message>
            <source>With {agents} agents (the lab) they crowd back together: there a random wait sent {n:,} calls, last answer at {last:.1f} s; waiting longer each time sent {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</source>
            <oldsource>With {agents} agents (the lab) they crowd back together: there a random wait sent {n:,} calls against {other_calls:,}, last answer at {last:.1f} s against {other_last:.1f} s (the middle of {runs} runs).</oldsource>
            <comment>TEN_WHY_LAB</comment>
            <translation type="vanished">Przy {agents} agentach (w laboratorium) wracają wszyscy razem: tam losowe czekanie wysłało {n:,} zapytanie, ostatnia odpowiedź po {last:.1f} s; czekanie coraz dłużej: liczba zapytań {other_calls:,}, ostatnia odpowiedź po {other_last:.1f} s (środkowy wynik z {runs} przebiegów).</translation>
        </message>
        <message>
            <source>Which way gets the last agent its answer soonest? Which sends the fewest calls?</source>
            <comment>TEN_TRY/1</comment>
            <translation type="vanished">Przy którym sposobie ostatni agent najszybciej dostaje odpowiedź? Który wysyła najmniej zapytań?</translation>
        </message>
        <message>
            <source>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls and 'Wait longer each time' {other_calls:g}. With the lab's {agents} agents, a random wait sent {lab_calls:,} calls and waiting longer each time {other_lab_calls:,}.</source>
            <oldsource>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls against {other_calls:g}; with the lab's {agents} agents, {lab_calls:,} against {other_lab_calls:,}.</oldsource>
            <comment>TEN_WHY_SHORT</comment>
            <translation type="vanished">Środkowy wynik z {n} przebiegu: liczba zapytań „Czekaj losowy czas” {calls:g}, „Czekaj coraz dłużej” {other_calls:g}. Przy {agents} agentach w laboratorium: losowe czekanie {lab_calls:,}, czekanie coraz dłużej {other_lab_calls:,}.</translation>
        </message>
        <message>
            <source>Watch the crowd try the door. Press again to pause.</source>
            <comment>DOOR_PLAY_TIP</comment>
            <translation type="vanished">Zobacz, jak tłum próbuje przejść przez drzwi. Naciśnij znowu, by zatrzymać.</translation>
        </message>
        <message>
            <source>You jumped to the end: press Again to watch it.</source>
            <comment>DOOR_SKIPPED</comment>
            <translation type="vanished">Przeskoczyłeś na koniec: naciśnij „Jeszcze raz”, żeby ją obejrzeć.</translation>
        </message>
        <message>
            <source>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Again and watch it to the end (4x is quicker).</source>
            <comment>DOOR_NOTICE_SKIPPED</comment>
            <translation type="vanished">Sposób „{rule}”: przeskoczono na koniec. To nic, ale liczy się tylko oglądanie: naciśnij „Jeszcze raz” i obejrzyj go do końca (na 4x szybciej).</translation>
        </message>
        <message>
            <source>{rule}: agent {agents}, {n} retries, served at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_ONE</comment>
            <translation type="vanished">{rule}: agent {agents}, {n} ponowienie, obsłużony po {served:.1f} s.</translation>
        </message>
        <message>
            <source>{rule}: agents {agents}, {n} retries each, served at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_MANY</comment>
            <translation type="vanished">{rule}: agenci {agents}, każdy {n} ponowienie, obsłużeni po {served:.1f} s.</translation>
        </message>
        <message>
            <source>{rule}: agents {agents}, {n} retries each, the last served at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_APART</comment>
            <translation type="vanished">{rule}: agenci {agents}, każdy {n} ponowienie, ostatni obsłużony po {served:.1f} s.</translation>
        </message>
        <message>
            <source>Trying again at once is soonest by keeping the tool swamped.</source>
            <comment>TEN_SHEET_SWAMPED</comment>
            <translation type="vanished">Ponawianie od razu jest najszybsze, bo zasypuje narzędzie zapytaniami.</translation>
        </message>
        <message>
            <source>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls against {other_calls:g}; with the lab's {agents} agents, {lab_calls:,} against {other_lab_calls:,}.</source>
            <comment>TEN_WHY_SHORT</comment>
            <translation type="vanished">Środkowy wynik z {n} przebiegu: „Czekaj losowy czas” – liczba zapytań {calls:g} wobec {other_calls:g}; przy {agents} agentach w laboratorium {lab_calls:,} wobec {other_lab_calls:,}.</translation>
        </message>
        <message>
            <source>With {agents} agents (the lab) they crowd back together: there a random wait sent {n:,} calls against {other_calls:,}, last answer at {last:.1f} s against {other_last:.1f} s (the middle of {runs} runs).</source>
            <comment>TEN_WHY_LAB</comment>
            <translation type="vanished">Przy {agents} agentach (w laboratorium) wracają wszyscy razem: tam losowe czekanie wysłało {n:,} zapytanie wobec {other_calls:,}, ostatnia odpowiedź po {last:.1f} s wobec {other_last:.1f} s (środkowy wynik z {runs} przebiegów).</translation>
        </message>
        <message>
            <source>Add my point once for each of the three rules ({done} of {total} so far), and say what you expected before each one lands.</source>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation type="vanished">Dodaj swój punkt po razie dla każdej z trzech zasad (na razie {done} z {total}) i powiedz, czego się spodziewasz, zanim każdy się pojawi.</translation>
        </message>
        <message>
            <source>Try again at once: 146 calls for 10 answers, almost three times as many as either way of waiting (54 and 55).</source>
            <comment>WORKSHEETS/ten-agents/questions/0/1</comment>
            <translation type="vanished">Spróbuj od razu ponownie: 146 zapytań na 10 odpowiedzi, prawie trzy razy więcej niż przy każdym ze sposobów czekania (54 i 55).</translation>
        </message>
        <message>
            <source>Try again at once: agents 4 and 10, 27 retries each, served at 5.1 s. Wait longer each time: agents 8 and 9, 7 retries each, 14.1 s. Wait a random time: agent 7, 8 retries, 11.3 s.</source>
            <comment>WORKSHEETS/ten-agents/questions/1/1</comment>
            <translation type="vanished">Spróbuj od razu ponownie: agenci 4 i 10, po 27 ponowień, obsłużeni po 5,1 s. Czekaj coraz dłużej: agenci 8 i 9, po 7 ponowień, 14,1 s. Czekaj losowy czas: agent 7, 8 ponowień, 11,3 s.</translation>
        </message>
        <message>
            <source>Try again at once (5.1 s), by keeping the tool swamped. Then waiting a random time (11.3 s), then waiting longer each time (14.1 s).</source>
            <comment>WORKSHEETS/ten-agents/questions/2/1</comment>
            <translation type="vanished">„Spróbuj od razu ponownie” (5,1 s), bo zasypuje narzędzie zapytaniami. Potem „Czekaj losowy czas” (11,3 s), a na końcu „Czekaj coraz dłużej” (14,1 s).</translation>
        </message>
        <message>
            <source>The totals of try again at once (146) and wait longer (54, last agent at 14.1 s) stay the same: their waits have no randomness. Their rows per agent do change, because agents calling at the same instant are let in in a random order. The random wait's totals change: 55 calls and 8.6 s, then 53 calls and 6.1 s.</source>
            <oldsource>Try again at once (146) and wait longer (54, last agent at 14.1 s) stay exactly the same: their waits have no randomness. The random wait changes: 55 calls and 8.6 s, then 53 calls and 6.1 s.</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/4/1</comment>
            <translation type="vanished">Sumy dla „Spróbuj od razu ponownie” (146) i „Czekaj coraz dłużej” (54, ostatni agent po 14,1 s) zostają takie same: w ich czekaniu nie ma losowości. Wiersze poszczególnych agentów jednak się zmieniają, bo agenci pytający w tej samej chwili są wpuszczani w losowej kolejności. Sumy losowego czekania się zmieniają: 55 zapytań i 8,6 s, potem 53 zapytania i 6,1 s.</translation>
        </message>
        <message>
            <source>The retry library and settings the clients use (docs/rules.md lists where each comes from).</source>
            <comment>STORM_LIBRARY_TIP</comment>
            <translation type="vanished">Biblioteka ponawiania i ustawienia, których używają klienci (docs/rules.md podaje, skąd pochodzi każda).</translation>
        </message>
        <message>
            <source>Whole runs, start to finish: middle of {n} runs, roll of the dice {seed}. Highlighted: the rule you chose.</source>
            <comment>TABLE_NOTE</comment>
            <translation type="vanished">Całe przebiegi, od początku do końca: środkowy wynik z {n} przebiegu, rzut kostką {seed}. Wyróżniona: wybrana przez ciebie zasada.</translation>
        </message>
        <message>
            <source>The published table differs a little ({why}, docs/model.md): {figures}.</source>
            <oldsource>Published table: {figures} ({why}: docs/model.md).</oldsource>
            <comment>PUBLISHED_NOTE</comment>
            <translation type="vanished">Opublikowana tabela nieco się różni ({why}, docs/model.md): {figures}.</translation>
        </message>
        <message>
            <source>The published table is the middle of {runs} runs. {figures}. {why} The facts are in docs/model.md, in its section on the model's figures against the published table.</source>
            <oldsource>The published table is the middle of {runs} runs. {figures}. {why} docs/model.md, 'The model's figures against the published table', has the facts.</oldsource>
            <comment>PUBLISHED_TIP</comment>
            <translation type="vanished">Opublikowana tabela to środkowy wynik z {runs} przebiegów. {figures}. {why} Fakty są w docs/model.md, w części o liczbach modelu zestawionych z opublikowaną tabelą.</translation>
        </message>
        <message>
            <source>Open now (teacher)</source>
            <comment>NOTICE_EARLY</comment>
            <translation type="vanished">Otwórz teraz (nauczyciel)</translation>
        </message>
        <message>
            <source>&lt;b&gt;{done} of {total} watched to the end.&lt;/b&gt; Watch all three, then say what you saw.</source>
            <oldsource>Watch all three to the end first ({done} of {total} watched). What did you see? Talk about it.</oldsource>
            <comment>DOOR_NOTICE_ASK</comment>
            <translation type="vanished">&lt;b&gt;Do końca obejrzano {done} z {total}.&lt;/b&gt; Obejrzyj wszystkie trzy, a potem powiedz, co było widać.</translation>
        </message>
        <message>
            <source>Published table: {figures} ({why}: docs/model.md).</source>
            <comment>PUBLISHED_NOTE</comment>
            <translation type="vanished">Opublikowana tabela: {figures} ({why}: docs/model.md).</translation>
        </message>
        <message>
            <source>Save the teacher's worksheet</source>
            <comment>SAVE_AS/answers</comment>
            <translation type="vanished">Zapisz kartę pracy dla nauczyciela</translation>
        </message>
        <message>
            <source>Add my point for Exponential backoff (as it starts), then with Randomness in the wait at 0.25: how much does a little randomness help?</source>
            <oldsource>Press Add my point for Exponential backoff (as the lesson starts), then again with Randomness in the wait at 0.25: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/0</comment>
            <translation type="vanished">„Dodaj mój punkt” przy „Wykładnicze odczekanie” (tak zaczyna się lekcja), potem przy „Losowość czekania” = 0,25: jak bardzo pomaga odrobina losowości?</translation>
        </message>
        <message>
            <source>Retry immediately, Pause between tries 1 s (Advanced), Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <oldsource>Retry immediately with Pause between tries at 1 s (Advanced), Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</oldsource>
            <comment>LOAD_TRY/2</comment>
            <translation type="vanished">„Natychmiastowe ponawianie”, „Przerwa między próbami” 1 s (Zaawansowane), „Dodaj mój punkt”: dlaczego tutaj wypada tak dobrze? (Podpowiedź: narzędzie liczy zapytania w pełnych sekundach.)</translation>
        </message>
        <message>
            <source>Press Add my point for Exponential backoff (as the lesson starts), then again with Randomness in the wait at 0.25: how much does a little randomness help?</source>
            <oldsource>With Exponential backoff (as the lesson starts), press Add my point. Then set Randomness in the wait to 0.25 and press it again: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/0</comment>
            <translation type="vanished">Naciśnij „Dodaj mój punkt” przy „Wykładnicze odczekanie” (tak zaczyna się lekcja), potem znowu przy „Losowość czekania” = 0,25: jak bardzo pomaga odrobina losowości?</translation>
        </message>
        <message>
            <source>Retry immediately with Pause between tries at 1 s (Advanced), Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <oldsource>Choose Retry immediately, set Pause between tries to 1 s (Advanced), press Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</oldsource>
            <comment>LOAD_TRY/2</comment>
            <translation type="vanished">„Natychmiastowe ponawianie” z „Przerwa między próbami” = 1 s (Zaawansowane), „Dodaj mój punkt”: dlaczego tutaj wypada tak dobrze? (Podpowiedź: narzędzie liczy zapytania w pełnych sekundach.)</translation>
        </message>
        <message>
            <source>With Exponential backoff (as the lesson starts), press Add my point. Then set Randomness in the wait to 0.25 and press it again: how much does a little randomness help?</source>
            <oldsource>Choose Backoff with jitter, set Longest wait to 5 s (Advanced), press Add my point. Where does it land?</oldsource>
            <comment>LOAD_TRY/0</comment>
            <translation type="vanished">Gdy wybrane jest „Wykładnicze odczekanie” (tak zaczyna się lekcja), naciśnij „Dodaj mój punkt”. Potem ustaw „Losowość czekania” na 0,25 i naciśnij go jeszcze raz: jak bardzo pomaga odrobina losowości?</translation>
        </message>
        <message>
            <source>Choose Retry immediately, set Pause between tries to 1 s (Advanced), press Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <oldsource>Retry immediately with a pause of 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</oldsource>
            <comment>LOAD_TRY/2</comment>
            <translation type="vanished">Wybierz „Natychmiastowe ponawianie”, ustaw „Przerwa między próbami” na 1 s (Zaawansowane), naciśnij „Dodaj mój punkt”: dlaczego tutaj wypada tak dobrze? (Podpowiedź: narzędzie liczy zapytania w pełnych sekundach.)</translation>
        </message>
        <message>
            <source>After a no, wait a random time, up to that same limit. Everyone waits a different time.</source>
            <comment>TEN_RULE_LINES/full-jitter</comment>
            <translation type="vanished">Po „nie” poczekaj losowy czas, najwyżej do tej samej granicy. Każdy czeka inny czas.</translation>
        </message>
        <message>
            <source>Choose Backoff with jitter, set Longest wait to 5 s (Advanced), press Add my point. Where does it land?</source>
            <comment>LOAD_TRY/0</comment>
            <translation type="vanished">Wybierz „Odczekanie z losowością”, ustaw „Najdłuższe czekanie” na 5 s (Zaawansowane), naciśnij „Dodaj mój punkt”. Gdzie wypada?</translation>
        </message>
        <message>
            <source>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</source>
            <comment>LOAD_TRY/1</comment>
            <translation type="vanished">Ustaw „Losowość czekania” na 0,25 i naciśnij „Dodaj mój punkt”: jak bardzo pomaga odrobina losowości?</translation>
        </message>
        <message>
            <source>Choose Exponential backoff and press Add my point. Which of your stars is lowest and furthest left?</source>
            <comment>LOAD_TRY_KIOSK/2</comment>
            <translation type="vanished">Wybierz „Wykładnicze odczekanie” i naciśnij „Dodaj mój punkt”. Która z twoich gwiazdek jest najniżej i najbardziej w lewo?</translation>
        </message>
        <message>
            <source>Calls</source>
            <comment>VIEW_TABS_SHORT/plots</comment>
            <translation type="vanished">Zapytania</translation>
        </message>
        <message>
            <source>Side by side</source>
            <comment>VIEW_TABS_SHORT/compare</comment>
            <translation type="vanished">Obok siebie</translation>
        </message>
        <message>
            <source>Timeline</source>
            <comment>VIEW_TABS_SHORT/timeline</comment>
            <translation type="vanished">Oś czasu</translation>
        </message>
        <message>
            <source>Crowd</source>
            <comment>VIEW_TABS_SHORT/crowd</comment>
            <translation type="vanished">Tłum</translation>
        </message>
        <message>
            <source>Load/waiting</source>
            <comment>VIEW_TABS_SHORT/sweep</comment>
            <translation type="vanished">Obciążenie/czekanie</translation>
        </message>
        <message>
            <source>Brooker</source>
            <comment>VIEW_TABS_SHORT/brooker</comment>
            <translation type="vanished">Brooker</translation>
        </message>
        <message>
            <source>Real storm</source>
            <comment>VIEW_TABS_SHORT/storm</comment>
            <translation type="vanished">Prawdziwa burza</translation>
        </message>
        <message>
            <source>Jump to the end of this replay. It works once you have watched it for a little while.</source>
            <comment>DOOR_SKIP_TIP</comment>
            <translation type="vanished">Przeskocz na koniec tej powtórki. Działa, gdy już ją trochę pooglądasz.</translation>
        </message>
        <message>
            <source>Watch a little first… “To the end” works in {n} seconds.</source>
            <comment>DOOR_SKIP_WAIT</comment>
            <translation type="vanished">Najpierw popatrz chwilę… „Do końca” zadziała za {n} sekundę.</translation>
        </message>
        <message>
            <source>{now:.0f} s: {served} of {agents} answered, {n:,} knocks</source>
            <oldsource>{now:.0f} s: {served} of {agents} answered, {calls:,} knocks</oldsource>
            <comment>ATTRACT_CLOCK</comment>
            <translation type="vanished">{now:.0f} s: z odpowiedzią {served} z {agents}, {n:,} pukanie</translation>
        </message>
        <message>
            <source>What happened each time</source>
            <comment>DOOR_BOARD_TITLE</comment>
            <translation type="vanished">Co się stało za każdym razem</translation>
        </message>
        <message>
            <source>seconds</source>
            <comment>BROOKER_TIME_Y</comment>
            <translation type="vanished">sekundy</translation>
        </message>
        <message>
            <source>calls</source>
            <comment>STORM_CHART_Y</comment>
            <translation type="vanished">zapytania</translation>
        </message>
        <message>
            <source>&lt;b&gt;Why is 'Wait a random time' not the winner here?&lt;/b&gt; With only ten agents, few of them call at the same moment, so waiting longer each time already spreads them out, and a random wait can send just as many calls. With 200 agents (the lab), they all crowd back together: there, random waits send about a sixth fewer calls and the last agent has its answer about five times sooner.</source>
            <oldsource>&lt;b&gt;Why is 'Wait a random time' not the winner here?&lt;/b&gt; With only ten agents, few of them call at the same moment, so waiting longer each time already spreads them out, and a random wait can send just as many calls. With 200 agents (the lab), they all crowd back together: there, random waits send about a sixth fewer calls and every agent has its answer about five times sooner.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">&lt;b&gt;Dlaczego „Czekaj losowy czas” tutaj nie wygrywa?&lt;/b&gt; Przy tylko dziesięciu agentach niewielu pyta w tej samej chwili, więc czekanie coraz dłużej już ich rozprasza, a losowe czekanie może wysłać tyle samo zapytań. Przy 200 agentach (w laboratorium) wszyscy wracają razem: tam losowe czekanie wysyła mniej więcej o jedną szóstą mniej zapytań, a ostatni agent dostaje odpowiedź mniej więcej pięć razy szybciej.</translation>
        </message>
        <message>
            <source>&lt;b&gt;This time 'Wait a random time' won.&lt;/b&gt; It sent {calls} calls and its last agent had an answer at {last:.1f} s; 'Wait longer each time' sent {other_calls} calls, last answer at {other_last:.1f} s. With only ten agents, the random wait's result changes from run to run: this time it won, another time it may not. With 200 agents (the lab), it wins nearly every time.</source>
            <comment>TEN_WHY_WON</comment>
            <translation type="vanished">&lt;b&gt;Tym razem „Czekaj losowy czas” wygrało.&lt;/b&gt; Liczba jego zapytań wyniosła {calls}, a ostatni agent dostał odpowiedź po {last:.1f} s; przy „Czekaj coraz dłużej” liczba zapytań wyniosła {other_calls}, a ostatnia odpowiedź przyszła po {other_last:.1f} s. Przy tylko dziesięciu agentach wynik losowego czekania zmienia się z próby na próbę: tym razem wygrało, innym razem może nie. Przy 200 agentach (w laboratorium) wygrywa prawie zawsze.</translation>
        </message>
        <message>
            <source>&lt;b&gt;This time 'Wait a random time' won on one count, not both.&lt;/b&gt; It sent {calls} calls and its last agent had an answer at {last:.1f} s; 'Wait longer each time' sent {other_calls} calls, last answer at {other_last:.1f} s. With only ten agents, few of them call at the same moment, so the random wait's result changes from run to run. With 200 agents (the lab), it wins on both nearly every time.</source>
            <comment>TEN_WHY_ONE_COUNT</comment>
            <translation type="vanished">&lt;b&gt;Tym razem „Czekaj losowy czas” wygrało w jednym, ale nie w obu.&lt;/b&gt; Liczba jego zapytań wyniosła {calls}, a ostatni agent dostał odpowiedź po {last:.1f} s; przy „Czekaj coraz dłużej” liczba zapytań wyniosła {other_calls}, a ostatnia odpowiedź przyszła po {other_last:.1f} s. Przy tylko dziesięciu agentach niewielu pyta w tej samej chwili, więc wynik losowego czekania zmienia się z próby na próbę. Przy 200 agentach (w laboratorium) prawie zawsze wygrywa w obu.</translation>
        </message>
        <message>
            <source>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The table is the middle of {runs}.</source>
            <oldsource>The plots show a typical run of {runs} (the one closest to the middle): {calls:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The table is the middle of {runs}.</oldsource>
            <comment>STATUS_SHOWING</comment>
            <translation type="vanished">Wykresy pokazują typowy przebieg z {runs} (najbliżej środka): wysłano {n:,} zapytanie, odrzucono {refused:,}, ostatni agent został obsłużony po {last:.1f} s. Tabela to środkowy wynik z {runs}.</translation>
        </message>
        <message>
            <source>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The headline's figures are the middle of {runs}.</source>
            <comment>STATUS_SHOWING_NO_TABLE</comment>
            <translation type="vanished">Wykresy pokazują typowy przebieg z {runs} (najbliżej środka): wysłano {n:,} zapytanie, odrzucono {refused:,}, ostatni agent został obsłużony po {last:.1f} s. Liczby w nagłówku to środkowy wynik z {runs}.</translation>
        </message>
        <message>
            <source>typical agent served (s)</source>
            <comment>SWEEP_Y/typical_served</comment>
            <translation type="vanished">typowy agent obsłużony (s)</translation>
        </message>
        <message>
            <source>last agent served (s)</source>
            <comment>SWEEP_Y/last_served</comment>
            <translation type="vanished">ostatni agent obsłużony (s)</translation>
        </message>
        <message>
            <source>Slow</source>
            <comment>DOOR_SPEEDS/Slow</comment>
            <translation type="vanished">Wolne</translation>
        </message>
        <message>
            <source>Normal</source>
            <comment>DOOR_SPEEDS/Normal</comment>
            <translation type="vanished">Normalne</translation>
        </message>
        <message>
            <source>Fast</source>
            <comment>DOOR_SPEEDS/Fast</comment>
            <translation type="vanished">Szybkie</translation>
        </message>
        <message>
            <source>How fast the replay runs. Slow is real time.</source>
            <comment>DOOR_SPEED_TIP</comment>
            <translation type="vanished">Jak szybko biegnie powtórka. „Wolne” to prawdziwy czas.</translation>
        </message>
        <message>
            <source>Why is "wait longer each time" so slow?</source>
            <comment>WORKSHEETS/door/questions/2/0</comment>
            <translation type="vanished">Dlaczego czekanie coraz dłużej trwa tak długo?</translation>
        </message>
        <message>
            <source>Everyone waits exactly the same time, so everyone comes back in the same second. The door lets 3 in, the other 27 bounce off together, and they all wait longer together. It takes 33 seconds.</source>
            <comment>WORKSHEETS/door/questions/2/1</comment>
            <translation type="vanished">Wszyscy czekają dokładnie tyle samo, więc wszyscy wracają w tej samej sekundzie. Drzwi wpuszczają 3, a pozostałych 27 razem się odbija i wszyscy razem czekają jeszcze dłużej. Trwa to 33 sekundy.</translation>
        </message>
        <message>
            <source>Why does waiting a random time work?</source>
            <comment>WORKSHEETS/door/questions/3/0</comment>
            <translation type="vanished">Dlaczego czekanie przez losowy czas działa?</translation>
        </message>
        <message>
            <source>Friends come back at different moments, so most of the time there is room at the door when someone arrives.</source>
            <comment>WORKSHEETS/door/questions/3/1</comment>
            <translation type="vanished">Przyjaciele wracają w różnych chwilach, więc zwykle przy drzwiach jest miejsce, gdy ktoś przychodzi.</translation>
        </message>
        <message>
            <source>Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts {capacity} a second (roll of the dice {seed})…</source>
            <comment>SWEEP_RUNNING</comment>
            <translation type="vanished">Obliczam punkty ({points}), po {n} przebiegu każdy; agenci: {agents:,}, narzędzie przyjmuje {capacity} na sekundę (rzut kostką {seed})…</translation>
        </message>
        <message>
            <source>Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second; roll of the dice {seed}). Bars: the middle half of the runs.</source>
            <comment>SWEEP_DONE</comment>
            <translation type="vanished">Każdy punkt: środkowy wynik z {n} przebiegu (agenci: {agents:,}; narzędzie przyjmuje {capacity} na sekundę; rzut kostką {seed}). Paski: środkowa połowa przebiegów.</translation>
        </message>
        <message>
            <source>{rule}: {calls} calls, last answer at {last:.1f} s</source>
            <comment>TEN_TIMELINE_TITLE</comment>
            <translation type="vanished">{rule}: zapytania: {calls}, ostatnia odpowiedź po {last:.1f} s</translation>
        </message>
        <message>
            <source>Watch: they all wait the same time, so they all come back together and bounce off again.</source>
            <comment>DOOR_WATCH/exponential</comment>
            <translation type="vanished">Patrzcie: wszyscy czekają tyle samo, więc wracają razem i znowu się odbijają.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait longer each time:&lt;/b&gt; everyone waits the same time, so they all come back together, bounce off together, and wait again.</source>
            <comment>DOOR_NOTICE/1</comment>
            <translation type="vanished">&lt;b&gt;Czekają coraz dłużej:&lt;/b&gt; wszyscy czekają tyle samo, więc wracają razem, razem się odbijają i znowu czekają.</translation>
        </message>
        <message>
            <source>Inside: {n:,} of {agents:,}</source>
            <comment>CROWD_IN</comment>
            <translation type="vanished">W środku: {n:,} z {agents:,}</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_SERVED</comment>
            <translation type="vanished">Z odpowiedzią: {n:,} z {agents:,}</translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>CROWD_COUNTER_NAMES/inside</comment>
            <translation type="vanished">W środku</translation>
        </message>
        <message>
            <source>Answered</source>
            <comment>CROWD_COUNTER_NAMES/served</comment>
            <translation type="vanished">Z odpowiedzią</translation>
        </message>
        <message>
            <source>Every call any agent has made so far.</source>
            <comment>CROWD_COUNTER_TIPS/knocks</comment>
            <translation type="vanished">Wszystkie zapytania, jakie dotąd wysłali agenci.</translation>
        </message>
        <message>
            <source>Knocks that bounced off the door (refused).</source>
            <comment>CROWD_COUNTER_TIPS/refused</comment>
            <translation type="vanished">Pukania, które odbiły się od drzwi (odrzucone).</translation>
        </message>
        <message>
            <source>Agents let in through the door (accepted).</source>
            <comment>CROWD_COUNTER_TIPS/inside</comment>
            <translation type="vanished">Agenci wpuszczeni przez drzwi (przyjęci).</translation>
        </message>
        <message>
            <source>Agents whose answer has arrived.</source>
            <comment>CROWD_COUNTER_TIPS/served</comment>
            <translation type="vanished">Agenci, do których dotarła odpowiedź.</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: inside, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</source>
            <oldsource>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;●&lt;/span&gt; red: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: inside, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</oldsource>
            <comment>CROWD_LEGEND</comment>
            <translation type="vanished">&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; szary: czeka &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; czerwony z krzyżykiem: właśnie się odbił &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; zielona obwódka: w środku, czeka na odpowiedź &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; granatowy: ma odpowiedź</translation>
        </message>
        <message>
            <source>Everyone waits the same time, so they all come back together and are turned away together, again and again. (In the lab: exponential backoff.)</source>
            <oldsource>So they all come back together, and are turned away together, again and again.</oldsource>
            <comment>ATTRACT_CAPTION/exponential/1</comment>
            <translation type="vanished">Wszyscy czekają tyle samo, więc wracają razem i razem zostają odrzuceni, znowu i znowu. (W laboratorium: wykładnicze odczekanie.)</translation>
        </message>
        <message>
            <source>One page with the lesson's questions and a picture of your run. Saved in Documents.</source>
            <comment>LESSONS_WORKSHEET_TIP</comment>
            <translation type="vanished">Jedna strona z pytaniami lekcji i obrazem twojego przebiegu. Zapisywana w Dokumentach.</translation>
        </message>
        <message>
            <source>The replay on screen as an animated GIF, 960 x 540, for slides. Saved in Pictures.</source>
            <comment>TAKEAWAY_GIF_TIP</comment>
            <translation type="vanished">Powtórka z ekranu jako animowany GIF, 960 x 540, do prezentacji. Zapisywana w Obrazach.</translation>
        </message>
        <message>
            <source>One page with the lesson's questions, a picture of your run and lines to write on. Saved in Documents.</source>
            <comment>TAKEAWAY_SHEET_TIP</comment>
            <translation type="vanished">Jedna strona z pytaniami lekcji, obrazem twojego przebiegu i liniami do pisania. Zapisywana w Dokumentach.</translation>
        </message>
        <message>
            <source>Exponential backoff above backoff with jitter (or your rule against its partner), on one time axis, as an animated GIF for slides. Saved in Pictures.</source>
            <comment>TAKEAWAY_GIF_COMPARE_TIP</comment>
            <translation type="vanished">Wykładnicze odczekanie nad odczekaniem z losowością (albo twoja zasada nad swoją parą), na jednej osi czasu, jako animowany GIF do prezentacji. Zapisywany w Obrazach.</translation>
        </message>
        <message>
            <source>Exponential backoff and backoff with jitter (or your rule and its partner) as two animations on the same time axis and clock, one per slide. Saved in Pictures.</source>
            <comment>TAKEAWAY_GIF_PAIR_TIP</comment>
            <translation type="vanished">Wykładnicze odczekanie i odczekanie z losowością (albo twoja zasada i jej para) jako dwie animacje na tej samej osi czasu i z tym samym zegarem, po jednej na slajd. Zapisywane w Obrazach.</translation>
        </message>
        <message>
            <source>Your point {number}: {rule}, {calls:,.0f} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</source>
            <comment>SWEEP_ADDED</comment>
            <translation type="vanished">Twój punkt {number}: {rule}, zapytania: {calls:,.0f}, typowy agent obsłużony po {typical:.1f} s, ostatni po {last:.1f} s.</translation>
        </message>
        <message>
            <source>Measured {count} of {total} calls: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</source>
            <comment>MEASURE_DONE</comment>
            <translation type="vanished">Zmierzono {count} z {total} zapytań: mediana {median:.2f} s (od {low:.2f} do {high:.2f} s). Symulacja używa teraz tych czasów.</translation>
        </message>
        <message>
            <source>{rule}: {agents} agents, a tool that takes {capacity} calls a second</source>
            <comment>TAKEAWAY_LAB_TITLE</comment>
            <translation type="vanished">{rule}: agenci: {agents}, przepustowość narzędzia: {capacity} na sekundę</translation>
        </message>
        <message>
            <source>{rule}: {calls:,} calls sent, last agent served at {last:.1f} s</source>
            <comment>TAKEAWAY_COMPARE_PLOT</comment>
            <translation type="vanished">{rule}: wysłane zapytania: {calls:,}, ostatni agent obsłużony po {last:.1f} s</translation>
        </message>
        <message>
            <source>Saving… all {calls:,} calls to {name} before the lab closes.</source>
            <comment>SAVING_ON_CLOSE</comment>
            <translation type="vanished">Zapisuję… wszystkie zapytania ({calls:,}) do {name}, zanim laboratorium się zamknie.</translation>
        </message>
        <message>
            <source>The same page with the model's answers from the teacher's notes.</source>
            <comment>TAKEAWAY_ANSWERS_TIP</comment>
            <translation type="vanished">Ta sama strona z wzorcowymi odpowiedziami z notatek dla nauczyciela.</translation>
        </message>
        <message>
            <source>Each lesson starts ready to use. ◀ All lessons brings you back here. With a keyboard: Tab moves to the next button, and Space or Enter presses it.</source>
            <oldsource>Each lesson starts ready to use. ◀ All lessons brings you back here.</oldsource>
            <comment>KIOSK_START_FOOTER</comment>
            <translation type="vanished">Każda lekcja jest od razu gotowa. Przycisk „◀ Wszystkie lekcje” przenosi cię z powrotem tutaj. Z klawiaturą: Tab przechodzi do następnego przycisku, a Spacja lub Enter go naciska.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Knock again straight away:&lt;/b&gt; the door is always crowded, and most knocks bounce off.</source>
            <comment>DOOR_NOTICE/0</comment>
            <translation type="vanished">&lt;b&gt;Pukają od razu:&lt;/b&gt; przy drzwiach zawsze jest tłok i większość pukań się odbija.</translation>
        </message>
        <message>
            <source>{calls:,} calls</source>
            <comment>LOAD_CUT_FIRST</comment>
            <translation type="vanished">Zapytania: {calls:,}</translation>
        </message>
        <message>
            <source>{rule}: {agents:,} agents sent {calls:,} calls, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</source>
            <comment>DESCRIBE_FIGURES</comment>
            <translation type="vanished">{rule}: agenci: {agents:,}, wysłane zapytania: {calls:,}, w tym odrzucone: {refused:,}. Typowy agent został obsłużony po {typical:.1f} s, a ostatni po {last:.1f} s.</translation>
        </message>
        <message>
            <source>The calls come in {count} waves, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</source>
            <comment>DESCRIBE_WAVES</comment>
            <translation type="vanished">Zapytania przychodzą falami (liczba fal: {count}), które zaczynają się w chwilach {times} s; między falami narzędzie stoi bezczynnie przez {idle:.0f} z {span:.0f} sekund: tłum ponawia w jednym rytmie.</translation>
        </message>
        <message>
            <source>{times} and {more} more</source>
            <comment>DESCRIBE_WAVES_MORE</comment>
            <translation type="vanished">{times} i jeszcze {more}</translation>
        </message>
        <message>
            <source>The tool is full, accepting its {capacity} calls a second, for the first {full:.0f} seconds; then the calls tail off until {end:.1f} s.</source>
            <comment>DESCRIBE_FULL</comment>
            <translation type="vanished">Narzędzie jest pełne – przyjmuje tyle, ile może ({capacity} na sekundę) – przez pierwsze {full:.0f} s; potem zapytań ubywa, aż do {end:.1f} s.</translation>
        </message>
        <message>
            <source>The tool is full, accepting its {capacity} calls a second, from the start until {end:.1f} s.</source>
            <comment>DESCRIBE_FULL_ALL</comment>
            <translation type="vanished">Narzędzie jest pełne – przyjmuje tyle, ile może ({capacity} na sekundę) – od początku aż do {end:.1f} s.</translation>
        </message>
        <message>
            <source>A flood of refused calls: for the first {flood:.0f} seconds the tool refuses at least {times:g} times its limit every second, up to {peak:,} calls in a single second against a limit of {capacity}; {refused:,} of {calls:,} calls are refused.</source>
            <comment>DESCRIBE_FLOOD</comment>
            <translation type="vanished">Powódź odrzuconych zapytań: przez pierwsze {flood:.0f} s narzędzie co sekundę odrzuca co najmniej {times:g} razy więcej, niż wynosi jego granica, nawet {peak:,} zapytań w jednej sekundzie przy granicy {capacity}; odrzucono {refused:,} z {calls:,} zapytań.</translation>
        </message>
        <message>
            <source>{served:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</source>
            <comment>DESCRIBE_SERVED</comment>
            <translation type="vanished">Obsłużeni agenci: {served:,}. Połowa z nich do {typical:.1f} s, dziewięciu na dziesięciu do {p90:.1f} s, ostatni po {last:.1f} s. Przy idealnej współpracy ostatni zostałby obsłużony po {perfect:.1f} s.</translation>
        </message>
        <message>
            <source>Answers arrive in {count} bursts, the same times as the waves of calls.</source>
            <comment>DESCRIBE_SERVED_WAVES</comment>
            <translation type="vanished">Odpowiedzi przychodzą porcjami (liczba porcji: {count}), w tych samych chwilach co fale zapytań.</translation>
        </message>
        <message>
            <source>Answers arrive steadily, about {rate:.0f} agents a second at first.</source>
            <comment>DESCRIBE_SERVED_STEADY</comment>
            <translation type="vanished">Odpowiedzi przychodzą równo, na początku około {rate:.0f} agentów na sekundę.</translation>
        </message>
        <message>
            <source>{rule}: {calls:,} calls, the last agent served at {last:.1f} s.</source>
            <comment>DESCRIBE_COMPARE_ONE</comment>
            <translation type="vanished">{rule}: zapytania: {calls:,}, ostatni agent obsłużony po {last:.1f} s.</translation>
        </message>
        <message>
            <source>One row per agent, one mark per call. The typical agent needed {typical_tries} calls, the busiest {most_tries}; the last agent was served at {last:.1f} s.</source>
            <comment>DESCRIBE_TIMELINE</comment>
            <translation type="vanished">Jeden wiersz na agenta, jeden znak na zapytanie. Typowy agent potrzebował zapytań: {typical_tries}, najbardziej zajęty: {most_tries}; ostatni agent został obsłużony po {last:.1f} s.</translation>
        </message>
        <message>
            <source>The crowd at the door at {now:.1f} s: {served:,} of {agents:,} agents served, {waiting:,} still waiting. The last is served at {last:.1f} s.</source>
            <comment>DESCRIBE_CROWD</comment>
            <translation type="vanished">Tłum pod drzwiami w chwili {now:.1f} s: obsłużono {served:,} z {agents:,} agentów, wciąż czeka: {waiting:,}. Ostatni zostanie obsłużony po {last:.1f} s.</translation>
        </message>
        <message>
            <source>{series}: {points:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</source>
            <comment>DESCRIBE_PLOT_SERIES</comment>
            <translation type="vanished">{series}: punkty: {points:,}, w poziomie od {x0:g} do {x1:g}, w pionie od {y0:g} do {y1:g}.</translation>
        </message>
        <message>
            <source>{series}: {points} settings, sending {calls_low:,.0f} to {calls_high:,.0f} calls, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</source>
            <comment>DESCRIBE_SWEEP_SERIES</comment>
            <translation type="vanished">{series}: ustawienia: {points}, wysłano od {calls_low:,.0f} do {calls_high:,.0f} zapytań, czekanie od {wait_low:.1f} s do {wait_high:.1f} s.</translation>
        </message>
        <message>
            <source>{rule}: from {clients_low} to {clients_high} clients, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</source>
            <comment>DESCRIBE_BROOKER_RULE</comment>
            <translation type="vanished">{rule}: od {clients_low} do {clients_high} klientów liczba zapytań zapisu rośnie z {calls_low:,.0f} do {calls_high:,.0f}, a czas, aż ostatni klient zapisze, z {time_low:.2f} s do {time_high:.2f} s.</translation>
        </message>
        <message>
            <source>With {clients} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</source>
            <comment>DESCRIBE_BROOKER_BEST_CALLS</comment>
            <translation type="vanished">Przy {clients} klientach najmniej zapytań zapisu potrzebuje zasada {best}: {best_calls:,.0f}; potem {next}: {next_calls:,.0f}, a najwięcej zasada {worst}: {worst_calls:,.0f}, czyli {times:.1f} razy więcej.</translation>
        </message>
        <message>
            <source>With {clients} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</source>
            <comment>DESCRIBE_BROOKER_BEST_TIME</comment>
            <translation type="vanished">Przy {clients} klientach wszyscy klienci najszybciej kończą zapis z zasadą {best}: w {best_time:.2f} s; potem {next}: {next_time:.2f} s, a najdłużej trwa to z zasadą {worst}: {worst_time:.2f} s, czyli {times:.1f} razy dłużej.</translation>
        </message>
        <message>
            <source>{library}: the real clients sent {calls:,} calls. The tool accepts {capacity} calls a second; the busiest second, at {peak_at} s, had {peak:,} calls, and {over} of the {seconds} seconds had more calls than the tool accepts. {idle} seconds in between had no call at all. The last agent was served at {last}.</source>
            <comment>DESCRIBE_STORM_REAL</comment>
            <translation type="vanished">{library}: prawdziwi klienci wysłali zapytania: {calls:,}. Narzędzie przyjmuje do {capacity} zapytań na sekundę; w najbardziej zatłoczonej sekundzie, po {peak_at} s, zapytań było {peak:,}, a w {over} z {seconds} sekund było więcej zapytań, niż narzędzie przyjmuje. Sekundy pomiędzy bez żadnego zapytania: {idle}. Ostatni agent został obsłużony po {last}.</translation>
        </message>
        <message>
            <source>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</source>
            <comment>DESCRIBE_STORM_MODEL_MORE</comment>
            <translation type="vanished">Linia modelu: zapytania: {calls:,}, najwyżej {peak:,} w jednej sekundzie, ostatni agent obsłużony po {last}; prawdziwy przebieg wysłał {ratio:.1f} razy więcej zapytań niż model.</translation>
        </message>
        <message>
            <source>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</source>
            <comment>DESCRIBE_STORM_MODEL_FEWER</comment>
            <translation type="vanished">Linia modelu: zapytania: {calls:,}, najwyżej {peak:,} w jednej sekundzie, ostatni agent obsłużony po {last}; prawdziwy przebieg wysłał {ratio:.1f} razy mniej zapytań niż model.</translation>
        </message>
        <message>
            <source>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</source>
            <comment>DESCRIBE_STORM_MODEL_CLOSE</comment>
            <translation type="vanished">Linia modelu: zapytania: {calls:,}, najwyżej {peak:,} w jednej sekundzie, ostatni agent obsłużony po {last}; prawdziwy przebieg wysłał mniej więcej tyle samo zapytań co model.</translation>
        </message>
        <message>
            <source>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agent {agents} tried again most, {most} times.</source>
            <comment>DESCRIBE_TEN_ONE_MOST</comment>
            <translation type="vanished">{rule}: zapytania: {calls:,}, odrzucone: {refused:,}, ponowienia łącznie: {total:,}. Najwięcej ponawiał agent {agents}, liczba ponowień: {most}.</translation>
        </message>
        <message>
            <source>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agents {agents} tried again most, {most} times each.</source>
            <comment>DESCRIBE_TEN_MANY_MOST</comment>
            <translation type="vanished">{rule}: zapytania: {calls:,}, odrzucone: {refused:,}, ponowienia łącznie: {total:,}. Najwięcej ponawiali agenci {agents}, każdy tyle samo: {most}.</translation>
        </message>
        <message>
            <source>All {agents} agents had their answer by {last:.1f} s.</source>
            <comment>DESCRIBE_TEN_ANSWERED</comment>
            <translation type="vanished">Wszyscy agenci ({agents}) dostali odpowiedź do {last:.1f} s.</translation>
        </message>
        <message>
            <source>The published table is the middle of {runs} runs. {figures}. {why} docs/model.md, 'The model's figures against the published table', has the facts.</source>
            <comment>PUBLISHED_TIP</comment>
            <translation type="vanished">Opublikowana tabela to środkowy wynik z {runs} przebiegów. {figures}. {why} Fakty są w docs/model.md, w części „The model's figures against the published table”.</translation>
        </message>
        <message>
            <source>Everyone was done after {last:.0f} seconds. It took {knocks:,} knocks, and {refused:,} of them bounced off.</source>
            <comment>DOOR_DONE</comment>
            <translation type="vanished">Wszyscy weszli po {last:.0f} sekundach. Pukali {knocks:,} razy, a {refused:,} razy się odbili.</translation>
        </message>
        <message>
            <source>Average of {runs} runs a point. With {clients} clients: retry immediately {none:,.0f} write calls, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</source>
            <comment>BROOKER_DONE</comment>
            <translation type="vanished">Średnia z {runs} przebiegów na punkt. Przy {clients} klientach: natychmiastowe ponawianie – zapytania zapisu: {none:,.0f}, wykładnicze odczekanie – {exp:,.0f}, odczekanie z losowością – {full:,.0f}.</translation>
        </message>
        <message>
            <source>Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {capacity} calls a second and refuses the rest, then lets {agents} real clients call it at once, each retrying with the library you choose. Time runs {scale} times faster; every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</source>
            <comment>STORM_INTRO</comment>
            <translation type="vanished">Czy kod ponawiania, którego ludzie naprawdę używają, tworzy stado? Ta karta uruchamia na tym komputerze mały serwer WWW (tylko 127.0.0.1) o przepustowości {capacity} na sekundę, który odrzuca nadmiarowe zapytania, a potem pozwala, by prawdziwi klienci (jest ich {agents}) wywołali go naraz, każdy ponawiając z wybraną przez ciebie biblioteką. Czas biegnie {scale} razy szybciej; każdy wynik jest podany w czasie opowieści. Obok narysowane jest przewidywanie modelu dla tego samego tłumu.</translation>
        </message>
        <message>
            <source>Real storm: {done} of {agents} agents done, {story:.0f} story seconds…</source>
            <comment>STORM_RUNNING</comment>
            <translation type="vanished">Prawdziwa burza: gotowi agenci: {done} z {agents}, sekundy opowieści: {story:.0f}…</translation>
        </message>
        <message>
            <source>Cancelled. Every connection is closed; {left} agents are still asleep inside their retry library and end as soon as they wake (they send nothing more).</source>
            <comment>STORM_CANCELLED_ASLEEP</comment>
            <translation type="vanished">Anulowano. Każde połączenie jest zamknięte; agenci, którzy wciąż śpią w swojej bibliotece ponawiania (jest ich {left}), skończą, gdy tylko się obudzą (nic już nie wyślą).</translation>
        </message>
        <message>
            <source>{library}: real {real_calls:,} calls, last agent served at {real_last}; model {model_calls:,} calls, {model_last} (median of {runs} runs). {agreement}</source>
            <comment>STORM_DONE</comment>
            <translation type="vanished">{library}: naprawdę zapytania: {real_calls:,}, ostatni agent obsłużony po {real_last}; model: zapytania: {model_calls:,}, {model_last} (mediana z {runs} przebiegów). {agreement}</translation>
        </message>
        <message>
            <source>{now:.0f} s: {served} of {agents} answered, {calls:,} knocks</source>
            <comment>ATTRACT_CLOCK</comment>
            <translation type="vanished">{now:.0f} s: z odpowiedzią {served} z {agents}, pukania: {calls:,}</translation>
        </message>
        <message>
            <source>In this one run, all {agents} answered after {last:.1f} s, with {calls:,} knocks</source>
            <oldsource>All {agents} answered after {last:.0f} s, with {calls:,} knocks</oldsource>
            <comment>ATTRACT_DONE</comment>
            <translation type="vanished">W tym jednym przebiegu wszyscy ({agents}) z odpowiedzią po {last:.1f} s, pukania: {calls:,}</translation>
        </message>
        <message>
            <source>Save a picture of the window in your Pictures folder.</source>
            <comment>TIP/export</comment>
            <translation type="vanished">Zapisz obraz okna w folderze Obrazy.</translation>
        </message>
        <message>
            <source>Each row is one agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; {accepted_word} dot: the tool said yes, then &lt;span style='color:{green}'&gt;—&lt;/span&gt; the answer on its way &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; {refused_word} cross: the tool said no</source>
            <comment>TEN_LEGEND</comment>
            <translation type="vanished">Każdy wiersz to jeden agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; {accepted_word} kropka: narzędzie powiedziało „tak”, potem &lt;span style='color:{green}'&gt;—&lt;/span&gt; odpowiedź w drodze &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; {refused_word} krzyżyk: narzędzie powiedziało „nie”</translation>
        </message>
        <message>
            <source>The plots show a typical run of {runs} (the one closest to the middle): {calls:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The table is the middle of {runs}.</source>
            <comment>STATUS_SHOWING</comment>
            <translation type="vanished">Wykresy pokazują typowy przebieg z {runs} (najbliżej środka): wysłane zapytania: {calls:,}, odrzucone: {refused:,}, ostatni agent obsłużony po {last:.1f} s. Tabela to środkowy wynik z {runs}.</translation>
        </message>
        <message>
            <source>When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the table's middle of {runs} runs&lt;/span&gt;</source>
            <comment>HIST_TITLE_BATCH</comment>
            <translation type="vanished">Kiedy agenci dostali odpowiedź (typowy przebieg)&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; wynik tabeli: środkowy z {runs}&lt;/span&gt;</translation>
        </message>
        <message>
            <source>Working out {points} points, {runs} runs each, for {agents:,} agents and {capacity} calls a second (roll of the dice {seed})…</source>
            <comment>SWEEP_RUNNING</comment>
            <translation type="vanished">Obliczam punkty ({points}), po {runs} przebiegów każdy; agenci: {agents:,}, przepustowość: {capacity} na sekundę (rzut kostką {seed})…</translation>
        </message>
        <message>
            <source>Each point: the middle of {runs} runs, {agents:,} agents, {capacity} calls a second, roll of the dice {seed}. Bars: the middle half of the runs.</source>
            <comment>SWEEP_DONE</comment>
            <translation type="vanished">Każdy punkt: środkowy wynik z {runs} przebiegów; agenci: {agents:,}, przepustowość: {capacity} na sekundę, rzut kostką {seed}. Paski: środkowa połowa przebiegów.</translation>
        </message>
        <message>
            <source>Time: {now:.0f} s</source>
            <oldsource>Time: {now:.1f} s</oldsource>
            <comment>DOOR_CLOCK</comment>
            <translation type="vanished">Czas: {now:.0f} s</translation>
        </message>
        <message>
            <source>Inside: {n:,} of {agents:,}</source>
            <comment>CROWD_IN</comment>
            <translation type="vanished">W środku: {n:,} z {agents:,}</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_SERVED</comment>
            <translation type="vanished">Z odpowiedzią: {n:,} z {agents:,}</translation>
        </message>
        <message>
            <source>Accepted: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/inside</comment>
            <translation type="vanished">Przyjęci: {n:,} z {agents:,}</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/served</comment>
            <translation type="vanished">Z odpowiedzią: {n:,} z {agents:,}</translation>
        </message>
        <message>
            <source>{agents:,} agents all need an answer from a tool that accepts {n} calls a second. How should a refused agent try again?</source>
            <comment>TAGLINE</comment>
            <translation type="vanished">{agents:,} agentów potrzebuje odpowiedzi od narzędzia, które przyjmuje {n} zapytanie na sekundę. Jak odrzucony agent powinien spróbować ponownie?</translation>
        </message>
        <message>
            <source>{gave_up:,} of the {agents:,} agents gave up without an answer.</source>
            <comment>DESCRIBE_GAVE_UP</comment>
            <translation type="vanished">{gave_up:,} z {agents:,} agentów zrezygnowało bez odpowiedzi.</translation>
        </message>
        <message>
            <source>{gave_up:,} of {agents:,} agents gave up and were never served (not counted in the times).</source>
            <comment>STATUS_GAVE_UP</comment>
            <translation type="vanished">{gave_up:,} z {agents:,} agentów zrezygnowało i nigdy nie zostało obsłużonych (nie liczą się do czasów).</translation>
        </message>
        <message>
            <source>{agents} friends are ready. Press Play, or choose what they do.</source>
            <comment>DOOR_READY</comment>
            <translation type="vanished">Przyjaciele są gotowi (jest ich {agents}). Naciśnijcie Odtwórz albo wybierzcie, co robią.</translation>
        </message>
        <message>
            <source>{agents} computer helpers (agents) all need an answer from one slow tool at the same time. The tool takes only {capacity} calls each second and says no to the rest. An answer takes about {answer:.0f} second.</source>
            <comment>TEN_BLURB</comment>
            <translation type="vanished">{agents} komputerowych pomocników (agentów) potrzebuje w tej samej chwili odpowiedzi od jednego powolnego narzędzia. Narzędzie przyjmuje tylko {capacity} zapytania na sekundę, a reszcie mówi „nie”. Odpowiedź trwa około {answer:.0f} sekundy.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {agents:,} agents, a tool that accepts {n} calls a second.</source>
            <comment>LOAD_TAGLINE</comment>
            <translation type="vanished">&lt;b&gt;Obciążenie a czekanie&lt;/b&gt; (od 15 lat): agenci: {agents:,}, narzędzie przyjmuje {n} zapytanie na sekundę.</translation>
        </message>
        <message>
            <source>{agents} people need an answer at the same moment. The door lets in {capacity} a second.</source>
            <comment>ATTRACT_HEADLINE</comment>
            <translation type="vanished">{agents} osób potrzebuje odpowiedzi w tej samej chwili. Drzwi wpuszczają {capacity} na sekundę.</translation>
        </message>
        <message>
            <source>teal</source>
            <comment>COLOUR_NAMES/teal</comment>
            <translation type="vanished">morski</translation>
        </message>
        <message>
            <source>{v}</source>
            <comment>PUBLISHED_METRIC/last_served</comment>
            <translation type="vanished">{v}</translation>
        </message>
        <message>
            <source>{v} calls</source>
            <comment>PUBLISHED_METRIC/calls</comment>
            <translation type="vanished">zapytania: {v}</translation>
        </message>
        <message>
            <source>{v} refused</source>
            <comment>PUBLISHED_METRIC/refused</comment>
            <translation type="vanished">odrzucone: {v}</translation>
        </message>
        <message>
            <source>typical agent {v}</source>
            <comment>PUBLISHED_METRIC/typical_served</comment>
            <translation type="vanished">typowy agent {v}</translation>
        </message>
        <message>
            <source>%d %b %Y</source>
            <comment>CAPTION_DATE</comment>
            <translation type="vanished">%d.%m.%Y</translation>
        </message>
        <message>
            <source>Your run: {what}.</source>
            <comment>WORKSHEET_CONTEXT</comment>
            <translation type="vanished">Twój przebieg: {what}.</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in these runs the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}).</source>
            <comment>COMPARE_SCALE</comment>
            <translation type="vanished">Jedna skala czasu dla obu, więc szerokości można porównać: w tych przebiegach ostatni agent zostaje obsłużony po {top:.1f} s na górze i po {bottom:.1f} s na dole ({words}).</translation>
        </message>
        <message>
            <source>Try again at once (146) and wait longer (54, last agent at 14.1 s) stay exactly the same: their waits have no randomness. The random wait changes: 55 calls and 8.6 s, then 53 calls and 6.1 s.</source>
            <comment>WORKSHEETS/ten-agents/questions/4/1</comment>
            <translation type="vanished">„Spróbuj od razu ponownie” (146) i „Czekaj coraz dłużej” (54, ostatni agent po 14,1 s) zostają dokładnie takie same: w ich czekaniu nie ma losowości. Losowe czekanie się zmienia: 55 zapytań i 8,6 s, potem 53 zapytania i 6,1 s.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Why is 'Wait a random time' not the winner here?&lt;/b&gt; With only ten agents, few of them call at the same moment, so waiting longer each time already spreads them out, and a random wait can send just as many calls. With 200 agents (the lab), they all crowd back together: there, random waits send about a sixth fewer calls and every agent has its answer about five times sooner.</source>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">&lt;b&gt;Dlaczego „Czekaj losowy czas” tutaj nie wygrywa?&lt;/b&gt; Przy tylko dziesięciu agentach niewielu pyta w tej samej chwili, więc czekanie coraz dłużej już ich rozprasza, a losowe czekanie może wysłać tyle samo zapytań. Przy 200 agentach (w laboratorium) wszyscy wracają razem: tam losowe czekanie wysyła mniej więcej o jedną szóstą mniej zapytań, a każdy agent dostaje odpowiedź mniej więcej pięć razy szybciej.</translation>
        </message>
        <message>
            <source>All {agents} answered after {last:.0f} s, with {calls:,} knocks</source>
            <comment>ATTRACT_DONE</comment>
            <translation type="vanished">Wszyscy ({agents}) z odpowiedzią po {last:.0f} s, pukania: {calls:,}</translation>
        </message>
        <message>
            <source>{times:.0f} times sooner than waiting longer each time!</source>
            <oldsource>{times:.0f} times sooner than waiting the same time!</oldsource>
            <comment>ATTRACT_SOONER</comment>
            <translation type="vanished">{times:.0f} razy szybciej niż przy czekaniu coraz dłużej!</translation>
        </message>
    </context>
    <context>
        <name>class_round_words</name>
        <message>
            <source>By hand: knock when you like</source>
            <comment>ROUND_RULE_NAMES/by-hand</comment>
            <translation>Ręcznie: pukaj, kiedy chcesz</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>ROUND_RULE_NAMES/wait-longer</comment>
            <translation>Czekaj coraz dłużej</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>ROUND_RULE_NAMES/wait-random</comment>
            <translation>Czekaj losowy czas</translation>
        </message>
        <message>
            <source>By hand</source>
            <comment>ROUND_RULE_SHORT/by-hand</comment>
            <translation>Ręcznie</translation>
        </message>
        <message>
            <source>Wait longer</source>
            <comment>ROUND_RULE_SHORT/wait-longer</comment>
            <translation>Czekaj dłużej</translation>
        </message>
        <message>
            <source>Random wait</source>
            <comment>ROUND_RULE_SHORT/wait-random</comment>
            <translation>Losowo czekaj</translation>
        </message>
        <message>
            <source>Pupils knock whenever they like. People knock again at once: the class makes its own storm.</source>
            <comment>ROUND_RULE_TIPS/by-hand</comment>
            <translation>Uczniowie pukają, kiedy chcą. Ludzie pukają od razu jeszcze raz: klasa tworzy własną burzę.</translation>
        </message>
        <message>
            <source>After each 'no' the page waits, twice as long each time, then knocks by itself.</source>
            <comment>ROUND_RULE_TIPS/wait-longer</comment>
            <translation>Po każdym „nie” strona czeka, za każdym razem dwa razy dłużej, a potem sama puka.</translation>
        </message>
        <message>
            <source>After each 'no' the page waits a random time, then knocks by itself.</source>
            <comment>ROUND_RULE_TIPS/wait-random</comment>
            <translation>Po każdym „nie” strona czeka losowy czas, a potem sama puka.</translation>
        </message>
        <message>
            <source>Pupils press Knock whenever they like; nothing waits for them.</source>
            <comment>ROUND_RULE_LINES/by-hand</comment>
            <translation>Uczniowie naciskają Puk, kiedy chcą; nic na nich nie czeka.</translation>
        </message>
        <message>
            <source>After each 'no' the page waits 0.5 s, then 1, 2, 4 s (at most), and knocks by itself.</source>
            <comment>ROUND_RULE_LINES/wait-longer</comment>
            <translation>Po każdym „nie” strona czeka 0,5 s, potem 1, 2, 4 s (najwyżej) i sama puka.</translation>
        </message>
        <message>
            <source>After each 'no' the page waits a random time up to 0.5 s, then up to 1, 2, 4 s, and knocks by itself.</source>
            <comment>ROUND_RULE_LINES/wait-random</comment>
            <translation>Po każdym „nie” strona czeka losowy czas do 0,5 s, potem do 1, 2, 4 s, i sama puka.</translation>
        </message>
        <message>
            <source>Class round: the door</source>
            <comment>PAGE/title</comment>
            <translation>Runda klasowa: drzwi</translation>
        </message>
        <message>
            <source>Join the class round</source>
            <comment>PAGE/join_heading</comment>
            <translation>Dołącz do rundy klasowej</translation>
        </message>
        <message>
            <source>Type the 4-digit code from the big screen.</source>
            <comment>PAGE/join_prompt</comment>
            <translation>Wpisz 4-cyfrowy kod z dużego ekranu.</translation>
        </message>
        <message>
            <source>Join</source>
            <comment>PAGE/join_button</comment>
            <translation>Dołącz</translation>
        </message>
        <message>
            <source>That code is not right. Look at the big screen and try again.</source>
            <comment>PAGE/join_wrong</comment>
            <translation>Ten kod jest nieprawidłowy. Popatrz na duży ekran i spróbuj jeszcze raz.</translation>
        </message>
        <message>
            <source>The round is full. Ask your teacher.</source>
            <comment>PAGE/join_full</comment>
            <translation>Runda jest pełna. Zapytaj nauczyciela.</translation>
        </message>
        <message>
            <source>This round has ended. Look at the big screen.</source>
            <comment>PAGE/join_over</comment>
            <translation>Ta runda się skończyła. Popatrz na duży ekran.</translation>
        </message>
        <message>
            <source>Too many tries. Wait a minute, then try again.</source>
            <comment>PAGE/join_slow</comment>
            <translation>Za dużo prób. Poczekaj minutę i spróbuj jeszcze raz.</translation>
        </message>
        <message>
            <source>You are</source>
            <comment>PAGE/you_are</comment>
            <translation>Jesteś</translation>
        </message>
        <message>
            <source>Knock</source>
            <comment>PAGE/knock</comment>
            <translation>Puk</translation>
        </message>
        <message>
            <source>Knock on the door to get in!</source>
            <comment>PAGE/ready</comment>
            <translation>Zapukaj do drzwi, żeby wejść!</translation>
        </message>
        <message>
            <source>No! The door is full. Knock again when you like.</source>
            <comment>PAGE/refused_hand</comment>
            <translation>Nie! Drzwi są pełne. Zapukaj znowu, kiedy chcesz.</translation>
        </message>
        <message>
            <source>No! The door is full. Waiting {s} s, then knocking again…</source>
            <comment>PAGE/refused_wait</comment>
            <translation>Nie! Drzwi są pełne. Czekam {s} s, potem pukam znowu…</translation>
        </message>
        <message>
            <source>Waiting {s} s…</source>
            <comment>PAGE/waiting</comment>
            <translation>Czekam {s} s…</translation>
        </message>
        <message>
            <source>Yes! The door is opening…</source>
            <comment>PAGE/opening</comment>
            <translation>Tak! Drzwi się otwierają…</translation>
        </message>
        <message>
            <source>You're in!</source>
            <comment>PAGE/inside</comment>
            <translation>Jesteś w środku!</translation>
        </message>
        <message>
            <source>Too fast! One knock at a time.</source>
            <comment>PAGE/too_fast</comment>
            <translation>Za szybko! Jedno pukanie naraz.</translation>
        </message>
        <message>
            <source>The round is over. Look at the big screen.</source>
            <comment>PAGE/over</comment>
            <translation>Runda się skończyła. Popatrz na duży ekran.</translation>
        </message>
        <message>
            <source>Cannot reach the lab. Trying again…</source>
            <comment>PAGE/lost</comment>
            <translation>Nie mogę połączyć się z laboratorium. Próbuję ponownie…</translation>
        </message>
        <message>
            <source>Your knocks: {n}</source>
            <comment>PAGE/knocks</comment>
            <translation>Twoje pukania: {n}</translation>
        </message>
        <message>
            <source>{inside} of {pupils} inside</source>
            <comment>PAGE/crowd</comment>
            <translation>W środku: {inside} z {pupils}</translation>
        </message>
        <message>
            <source>Start a class round…</source>
            <comment>MENU_START</comment>
            <translation>Rozpocznij rundę klasową…</translation>
        </message>
        <message>
            <source>Start a class round (group visit)</source>
            <comment>KIOSK_STAFF_ROUND</comment>
            <translation>Rozpocznij rundę klasową (wizyta grupy)</translation>
        </message>
        <message>
            <source>Pupils join from their own phones or tablets and become the crowd at the door.</source>
            <comment>MENU_START_TIP</comment>
            <translation>Uczniowie dołączają ze swoich telefonów lub tabletów i stają się tłumem pod drzwiami.</translation>
        </message>
        <message>
            <source>Class round: the door</source>
            <comment>WINDOW_TITLE</comment>
            <translation>Runda klasowa: drzwi</translation>
        </message>
        <message>
            <source>Start a class round</source>
            <comment>SETUP_TITLE</comment>
            <translation>Rozpocznij rundę klasową</translation>
        </message>
        <message>
            <source>Each pupil's phone, tablet or Chromebook becomes one of the crowd at the door, and this computer is the door. Pupils need no app and no account, and type no names.</source>
            <comment>SETUP_INTRO</comment>
            <translation>Telefon, tablet albo Chromebook każdego ucznia staje się jedną osobą z tłumu pod drzwiami, a ten komputer jest drzwiami. Uczniowie nie potrzebują aplikacji ani konta i nie wpisują imion.</translation>
        </message>
        <message>
            <source>The door lets in (a second)</source>
            <comment>SETUP_CAPACITY</comment>
            <translation>Drzwi wpuszczają (na sekundę)</translation>
        </message>
        <message>
            <source>How pupils try again</source>
            <comment>SETUP_RULE</comment>
            <translation>Jak uczniowie próbują ponownie</translation>
        </message>
        <message>
            <source>At most this many pupils</source>
            <comment>SETUP_PUPILS</comment>
            <translation>Najwyżej tylu uczniów</translation>
        </message>
        <message>
            <source>The round ends after (minutes)</source>
            <comment>SETUP_MINUTES</comment>
            <translation>Runda kończy się po (minutach)</translation>
        </message>
        <message>
            <source>Who can join</source>
            <comment>SETUP_NETWORK</comment>
            <translation>Kto może dołączyć</translation>
        </message>
        <message>
            <source>Only this computer (to try it out)</source>
            <comment>SETUP_LOCAL</comment>
            <translation>Tylko ten komputer (do wypróbowania)</translation>
        </message>
        <message>
            <source>The room's network: {address} ({name})</source>
            <comment>SETUP_ROOM</comment>
            <translation>Sieć w sali: {address} ({name})</translation>
        </message>
        <message>
            <source>No room network found: connect this computer to the class's Wi-Fi or start its own hotspot.</source>
            <comment>SETUP_NO_ROOM</comment>
            <translation>Nie znaleziono sieci w sali: połącz ten komputer z Wi-Fi klasy albo uruchom na nim własny hotspot.</translation>
        </message>
        <message>
            <source>Choosing the room's network lets devices on it reach this computer until the round ends. Nothing is stored after the round.</source>
            <comment>SETUP_ROOM_NOTE</comment>
            <translation>Wybranie sieci w sali pozwala urządzeniom w niej łączyć się z tym komputerem do końca rundy. Po rundzie nic nie jest przechowywane.</translation>
        </message>
        <message>
            <source>Start the round</source>
            <comment>SETUP_START</comment>
            <translation>Rozpocznij rundę</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>SETUP_CANCEL</comment>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>Open</source>
            <comment>JOIN_AT</comment>
            <translation>Otwórz</translation>
        </message>
        <message>
            <source>Code</source>
            <comment>JOIN_CODE</comment>
            <translation>Kod</translation>
        </message>
        <message>
            <source>Scan the code with your camera, or type the address, then the code.</source>
            <comment>JOIN_HINT</comment>
            <translation>Zeskanuj kod aparatem albo wpisz adres, a potem kod.</translation>
        </message>
        <message numerus="yes">
            <source>{rule} · the door lets in {n} pupils a second</source>
            <oldsource>{rule} · the door lets in {capacity} a second</oldsource>
            <comment>DOOR_LINE</comment>
            <extracomment>English for one: {rule} · the door lets in {n} pupil a second</extracomment>
            <translation>
                <numerusform>{rule} · drzwi wpuszczają {n} ucznia na sekundę</numerusform>
                <numerusform>{rule} · drzwi wpuszczają {n} uczniów na sekundę</numerusform>
                <numerusform>{rule} · drzwi wpuszczają {n} uczniów na sekundę</numerusform>
            </translation>
        </message>
        <message>
            <source>Waiting for pupils to join…</source>
            <comment>PUPILS_NONE</comment>
            <translation>Czekam, aż uczniowie dołączą…</translation>
        </message>
        <message numerus="yes">
            <source>{n} pupils joined · pupils who knocked: {knocked} · inside: {inside}</source>
            <oldsource>{n} pupils joined · knocked: {knocked} · inside: {inside}</oldsource>
            <comment>PUPILS_JOINED</comment>
            <extracomment>English for one: {n} pupil joined · pupils who knocked: {knocked} · inside: {inside}</extracomment>
            <translation>
                <numerusform>Dołączył {n} uczeń · uczniów, którzy pukali: {knocked} · w środku: {inside}</numerusform>
                <numerusform>Dołączyło {n} uczniów · uczniów, którzy pukali: {knocked} · w środku: {inside}</numerusform>
                <numerusform>Dołączyło {n} uczniów · uczniów, którzy pukali: {knocked} · w środku: {inside}</numerusform>
            </translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>INSIDE_TITLE</comment>
            <translation>W środku</translation>
        </message>
        <message>
            <source>Nobody is inside yet.</source>
            <comment>INSIDE_NONE</comment>
            <translation>Nikogo jeszcze nie ma w środku.</translation>
        </message>
        <message>
            <source>The class's knocks</source>
            <comment>LOAD_TITLE</comment>
            <translation>Pukania klasy</translation>
        </message>
        <message>
            <source>knocks each second</source>
            <comment>LOAD_Y</comment>
            <translation>pukania na sekundę</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} knocks</source>
            <oldsource>{calls:,} knocks</oldsource>
            <comment>LOAD_CUT_FIRST</comment>
            <extracomment>English for one: {n:,} knock</extracomment>
            <translation>
                <numerusform>{n:,} pukanie</numerusform>
                <numerusform>{n:,} pukania</numerusform>
                <numerusform>{n:,} pukań</numerusform>
            </translation>
        </message>
        <message>
            <source>Ends in {minutes}:{seconds:02d}</source>
            <comment>TIME_LEFT</comment>
            <translation>Koniec za {minutes}:{seconds:02d}</translation>
        </message>
        <message>
            <source>End the round</source>
            <comment>END_ROUND</comment>
            <translation>Zakończ rundę</translation>
        </message>
        <message>
            <source>Stop the round now: pupils' pages say it is over and nothing listens any more.</source>
            <comment>END_ROUND_TIP</comment>
            <translation>Zatrzymaj rundę teraz: strony uczniów pokażą, że się skończyła, i nic już nie nasłuchuje.</translation>
        </message>
        <message>
            <source>End the round?</source>
            <comment>END_ASK_TITLE</comment>
            <translation>Zakończyć rundę?</translation>
        </message>
        <message>
            <source>End the round now? Every pupil's page will say it is over, and nobody can knock any more. This cannot be undone.</source>
            <comment>END_ASK</comment>
            <translation>Zakończyć rundę teraz? Strona każdego ucznia pokaże, że się skończyła, i nikt nie będzie mógł już pukać. Tego nie da się cofnąć.</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <comment>END_ASK_KEEP</comment>
            <translation>Grajmy dalej</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>CLOSE</comment>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>No device has reached the lab yet. If pupils see "cannot be reached", the network keeps devices apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start a new round.</source>
            <oldsource>No device has reached the lab yet. If pupils see "cannot be reached", the network keeps devices apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start a new round (docs/class-round.md).</oldsource>
            <comment>NO_DEVICE</comment>
            <translation>Żadne urządzenie nie połączyło się jeszcze z laboratorium. Jeśli uczniowie widzą „nie można połączyć”, sieć oddziela od siebie urządzenia (częste w szkolnym Wi-Fi): uruchom na tym komputerze własny hotspot, niech uczniowie się z nim połączą, i rozpocznij nową rundę.</translation>
        </message>
        <message>
            <source>Only this computer can join this round (to try it out).</source>
            <comment>LOCAL_ONLY</comment>
            <translation>Do tej rundy może dołączyć tylko ten komputer (do wypróbowania).</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>ENDED_TITLE</comment>
            <translation>Runda się skończyła</translation>
        </message>
        <message>
            <source>The teacher ended the round.</source>
            <comment>ENDED_WHY/teacher</comment>
            <translation>Nauczyciel zakończył rundę.</translation>
        </message>
        <message>
            <source>The round's time ran out.</source>
            <comment>ENDED_WHY/time</comment>
            <translation>Skończył się czas rundy.</translation>
        </message>
        <message>
            <source>The lab was closed.</source>
            <comment>ENDED_WHY/closed</comment>
            <translation>Laboratorium zostało zamknięte.</translation>
        </message>
        <message>
            <source>Your class</source>
            <comment>RESULT_HEADINGS/1</comment>
            <translation>Twoja klasa</translation>
        </message>
        <message>
            <source>The computer's model</source>
            <comment>RESULT_HEADINGS/2</comment>
            <translation>Model komputera</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>RESULT_ROWS/0</comment>
            <translation>Pukania</translation>
        </message>
        <message>
            <source>Knocks refused</source>
            <comment>RESULT_ROWS/1</comment>
            <translation>Odprawione pukania</translation>
        </message>
        <message>
            <source>Everyone in after</source>
            <comment>RESULT_ROWS/2</comment>
            <translation>Wszyscy w środku po</translation>
        </message>
        <message>
            <source>Typical pupil in after</source>
            <comment>RESULT_ROWS/3</comment>
            <translation>Typowy uczeń w środku po</translation>
        </message>
        <message numerus="yes">
            <source>The computer's model: what it says for the same class, {n} pupils who {how}, at a door that lets in {capacity} a second.</source>
            <comment>RESULT_NOTE</comment>
            <extracomment>English for one: The computer's model: what it says for the same class, {n} pupil who {how}, at a door that lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>Model komputera: co mówi dla tej samej klasy, czyli dla {n} ucznia, który {how}, przy drzwiach wpuszczających {capacity} na sekundę.</numerusform>
                <numerusform>Model komputera: co mówi dla tej samej klasy, czyli dla {n} uczniów, z których każdy {how}, przy drzwiach wpuszczających {capacity} na sekundę.</numerusform>
                <numerusform>Model komputera: co mówi dla tej samej klasy, czyli dla {n} uczniów, z których każdy {how}, przy drzwiach wpuszczających {capacity} na sekundę.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the middle of the first {n} pupils in.</source>
            <comment>RESULT_NOTE_CUT</comment>
            <extracomment>English for one: The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the {n} pupil who got in first.</extracomment>
            <translation>
                <numerusform>Runda skończyła się {seconds:.0f} s po pierwszym pukaniu, gdy część uczniów była jeszcze na zewnątrz, więc obie kolumny liczą do tej chwili, a „typowy” to {n} uczeń, który wszedł pierwszy.</numerusform>
                <numerusform>Runda skończyła się {seconds:.0f} s po pierwszym pukaniu, gdy część uczniów była jeszcze na zewnątrz, więc obie kolumny liczą do tej chwili, a „typowy” to środek pierwszych {n} uczniów, którzy weszli.</numerusform>
                <numerusform>Runda skończyła się {seconds:.0f} s po pierwszym pukaniu, gdy część uczniów była jeszcze na zewnątrz, więc obie kolumny liczą do tej chwili, a „typowy” to środek pierwszych {n} uczniów, którzy weszli.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n} pupils joined but never knocked.</source>
            <comment>RESULT_NOTE_NEVER</comment>
            <extracomment>English for one: {n} pupil joined but never knocked.</extracomment>
            <translation>
                <numerusform>Dołączył {n} uczeń, ale nie zapukał.</numerusform>
                <numerusform>Dołączyło {n} uczniów, ale żaden z nich nie zapukał.</numerusform>
                <numerusform>Dołączyło {n} uczniów, ale żaden z nich nie zapukał.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model is for the {n} pupils who knocked.</source>
            <comment>RESULT_NOTE_KNOCKED</comment>
            <extracomment>English for one: The model is for the {n} pupil who knocked.</extracomment>
            <translation>
                <numerusform>Model dotyczy {n} ucznia, który pukał.</numerusform>
                <numerusform>Model dotyczy {n} uczniów, którzy pukali.</numerusform>
                <numerusform>Model dotyczy {n} uczniów, którzy pukali.</numerusform>
            </translation>
        </message>
        <message>
            <source>knock again every quarter of a second</source>
            <comment>MODEL_HOW/by-hand</comment>
            <translation>puka znowu co ćwierć sekundy</translation>
        </message>
        <message>
            <source>wait half a second, then twice as long after each 'no', up to 4 s</source>
            <comment>MODEL_HOW/wait-longer</comment>
            <translation>czeka pół sekundy, a po każdym „nie” dwa razy dłużej, najwyżej 4 s</translation>
        </message>
        <message>
            <source>wait a random time, up to half a second, then up to twice as long after each 'no', up to 4 s</source>
            <comment>MODEL_HOW/wait-random</comment>
            <translation>czeka losowy czas, najpierw najwyżej pół sekundy, a po każdym „nie” najwyżej dwa razy dłużej, maksymalnie 4 s</translation>
        </message>
        <message numerus="yes">
            <source>{inside} of {n} in</source>
            <oldsource>{inside} of {pupils} in</oldsource>
            <comment>RESULT_NOT_ALL</comment>
            <extracomment>English for one: {inside} of {n} in</extracomment>
            <translation>
                <numerusform>{inside} z {n} w środku</numerusform>
                <numerusform>{inside} z {n} w środku</numerusform>
                <numerusform>{inside} z {n} w środku</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody knocked in this round.</source>
            <comment>RESULT_NOBODY</comment>
            <translation>W tej rundzie nikt nie zapukał.</translation>
        </message>
        <message>
            <source>Nobody joined</source>
            <comment>RESULT_NOBODY_JOINED</comment>
            <translation>Nikt nie dołączył</translation>
        </message>
        <message>
            <source>Rounds so far</source>
            <comment>ROUNDS_TITLE</comment>
            <translation>Dotychczasowe rundy</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>ROUNDS_HEADINGS/0</comment>
            <translation>Runda</translation>
        </message>
        <message>
            <source>Way of playing</source>
            <comment>ROUNDS_HEADINGS/1</comment>
            <translation>Sposób gry</translation>
        </message>
        <message>
            <source>Door</source>
            <comment>ROUNDS_HEADINGS/2</comment>
            <translation>Drzwi</translation>
        </message>
        <message>
            <source>Pupils</source>
            <comment>ROUNDS_HEADINGS/3</comment>
            <translation>Uczniowie</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>ROUNDS_HEADINGS/4</comment>
            <translation>Pukania</translation>
        </message>
        <message>
            <source>Refused</source>
            <comment>ROUNDS_HEADINGS/5</comment>
            <translation>Odprawione</translation>
        </message>
        <message>
            <source>All in after</source>
            <comment>ROUNDS_HEADINGS/6</comment>
            <translation>Wszyscy weszli po</translation>
        </message>
        <message>
            <source>Typical in</source>
            <comment>ROUNDS_HEADINGS/7</comment>
            <translation>Typowo po</translation>
        </message>
        <message>
            <source>Model knocks</source>
            <comment>ROUNDS_HEADINGS/8</comment>
            <translation>Pukania modelu</translation>
        </message>
        <message>
            <source>Model all in</source>
            <comment>ROUNDS_HEADINGS/9</comment>
            <translation>Model: wszyscy po</translation>
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
            <translation>Zapisz rundy (CSV)</translation>
        </message>
        <message>
            <source>Save every round of this session as a CSV file in the lab's folder in Documents (never over another).</source>
            <comment>SAVE_ROUNDS_TIP</comment>
            <translation>Zapisz każdą rundę tej sesji jako plik CSV w folderze laboratorium w Dokumentach (nigdy nie nadpisując innego).</translation>
        </message>
        <message>
            <source>Saved: {path}</source>
            <comment>SAVED_ROUNDS</comment>
            <translation>Zapisano: {path}</translation>
        </message>
        <message>
            <source>Could not save the rounds: {reason}</source>
            <comment>SAVE_ROUNDS_FAILED</comment>
            <translation>Nie udało się zapisać rund: {reason}</translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>RESULT_SECONDS</comment>
            <translation>{value:.1f} s</translation>
        </message>
        <message>
            <source>Could not start the round: {reason}</source>
            <comment>START_FAILED</comment>
            <translation>Nie udało się rozpocząć rundy: {reason}</translation>
        </message>
        <message>
            <source>{dropped} bad messages dropped</source>
            <comment>DROPPED</comment>
            <translation>Odrzucone błędne wiadomości: {dropped}</translation>
        </message>
        <message>
            <source>a class's own devices knock on the lab's door: a round served on this computer's network</source>
            <comment>CLI_HELP</comment>
            <translation>urządzenia klasy pukają do drzwi laboratorium: runda prowadzona w sieci tego komputera</translation>
        </message>
        <message>
            <source>No device has reached the lab yet. If pupils see "cannot be reached", the network keeps devices apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start a new round (docs/class-round.md).</source>
            <comment>NO_DEVICE</comment>
            <translation type="vanished">Żadne urządzenie nie połączyło się jeszcze z laboratorium. Jeśli uczniowie widzą „nie można połączyć”, sieć oddziela od siebie urządzenia (częste w szkolnym Wi-Fi): uruchom na tym komputerze własny hotspot, niech uczniowie się z nim połączą, i rozpocznij nową rundę (docs/class-round.md).</translation>
        </message>
        <message>
            <source>{n} pupils joined · knocked: {knocked} · inside: {inside}</source>
            <oldsource>{pupils} joined · {knocked} knocked · {inside} inside</oldsource>
            <comment>PUPILS_JOINED</comment>
            <translation type="vanished">Dołączył {n} uczeń · z pukaniem: {knocked} · w środku: {inside}</translation>
        </message>
        <message>
            <source>The computer's model: what it says for the same class, {agents} pupils who {how}, at a door that lets in {capacity} a second.</source>
            <comment>RESULT_NOTE</comment>
            <translation type="vanished">Model komputera: co mówi dla tej samej klasy – uczniów: {agents}, którzy {how} – przy drzwiach wpuszczających {capacity} na sekundę.</translation>
        </message>
        <message>
            <source>The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the middle of the first {first} in.</source>
            <comment>RESULT_NOTE_CUT</comment>
            <translation type="vanished">Runda skończyła się {seconds:.0f} s po pierwszym pukaniu, gdy część uczniów była jeszcze na zewnątrz, więc obie kolumny liczą do tej chwili, a „typowy” to środek pierwszych {first}, którzy weszli.</translation>
        </message>
        <message>
            <source>{never} joined but never knocked: the model is for the {knocked} who knocked.</source>
            <comment>RESULT_NOTE_NEVER</comment>
            <translation type="vanished">Dołączyli, ale nie zapukali (jest ich {never}): model dotyczy tych, którzy pukali ({knocked}).</translation>
        </message>
        <message>
            <source>{rule} · the door lets in {capacity} a second</source>
            <comment>DOOR_LINE</comment>
            <translation type="vanished">{rule} · drzwi wpuszczają {capacity} na sekundę</translation>
        </message>
        <message>
            <source>{pupils} joined · {knocked} knocked · {inside} inside</source>
            <comment>PUPILS_JOINED</comment>
            <translation type="vanished">Dołączyli: {pupils} · pukali: {knocked} · w środku: {inside}</translation>
        </message>
        <message>
            <source>{calls:,} knocks</source>
            <comment>LOAD_CUT_FIRST</comment>
            <translation type="vanished">Pukania: {calls:,}</translation>
        </message>
        <message>
            <source>{inside} of {pupils} in</source>
            <comment>RESULT_NOT_ALL</comment>
            <translation type="vanished">W środku: {inside} z {pupils}</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>OK</translation>
        </message>
        <message>
            <source>Cancel</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>Close</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Save</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>Zachowaj</translation>
        </message>
        <message>
            <source>Open</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>Otwórz</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>&amp;Tak</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>&amp;Nie</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>&amp;Cofnij</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>&amp;Przywróć</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>W&amp;ytnij</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>S&amp;kopiuj</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>&amp;Wklej</translation>
        </message>
        <message>
            <source>Delete</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>Usuń</translation>
        </message>
        <message>
            <source>Select All</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>Zaznacz wszystko</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>&amp;Cofnij</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>&amp;Przywróć</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>W&amp;ytnij</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>S&amp;kopiuj</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>Skopiuj &amp;adres odsyłacza</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>&amp;Wklej</translation>
        </message>
        <message>
            <source>Delete</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>Usuń</translation>
        </message>
        <message>
            <source>Select All</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>Zaznacz wszystko</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>&amp;Zaznacz wszystko</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>Krok do &amp;góry</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>Krok w &amp;dół</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;Szukaj w:</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Nazwa &amp;pliku:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Pliki &amp;rodzaju:</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;Zachowaj</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;Otwórz</translation>
        </message>
        <message>
            <source>Back</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Powrót</translation>
        </message>
        <message>
            <source>Forward</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Do przodu</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Katalog wyżej</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Utwórz nowy katalog</translation>
        </message>
        <message>
            <source>List View</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Lista</translation>
        </message>
        <message>
            <source>Detail View</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Szczegóły</translation>
        </message>
        <message>
            <source>Go back</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Wróć</translation>
        </message>
        <message>
            <source>Go forward</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Przejdź dalej</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Przejdź do katalogu wyżej</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Utwórz nowy katalog</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Pokaż listę</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Pokaż szczegóły</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;Zmień nazwę</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;Usuń</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Pokaż &amp;ukryte pliki</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;Nowy katalog</translation>
        </message>
        <message>
            <source>New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Nowy katalog</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Pasek boczny</translation>
        </message>
        <message>
            <source>Files</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Pliki</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Lista miejsc i zakładek</translation>
        </message>
        <message>
            <source>Remove</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>Usuń</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>%1 już istnieje.
Czy chcesz go zastąpić?</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>Nazwa</translation>
        </message>
        <message>
            <source>Size</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>Rozmiar</translation>
        </message>
        <message>
            <source>Type</source>
            <comment>All other platforms</comment>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>Rodzaj</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>Data modyfikacji</translation>
        </message>
        <message>
            <source>Computer</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>Komputer</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <comment>All other platforms</comment>
            <extracomment>Qt's own: the Save as dialog's kind of an entry.</extracomment>
            <translation>Katalog</translation>
        </message>
        <message>
            <source>Drive</source>
            <extracomment>Qt's own: the Save as dialog's kind of an entry.</extracomment>
            <translation>Napęd</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Space</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>Spacja</translation>
        </message>
        <message>
            <source>Left</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>Lewo</translation>
        </message>
        <message>
            <source>Right</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>Prawo</translation>
        </message>
        <message>
            <source>Up</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>Góra</translation>
        </message>
        <message>
            <source>Down</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>Dół</translation>
        </message>
    </context>
</TS>
