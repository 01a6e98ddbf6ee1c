<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ur_PK" sourcelanguage="en">
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
            <translation>1 گنا</translation>
        </message>
        <message>
            <source>5x</source>
            <comment>SPEEDS/5x</comment>
            <translation>5 گنا</translation>
        </message>
        <message>
            <source>20x</source>
            <comment>SPEEDS/20x</comment>
            <translation>20 گنا</translation>
        </message>
        <message>
            <source>Instant</source>
            <comment>SPEEDS/Instant</comment>
            <translation>فوراً</translation>
        </message>
        <message>
            <source>1x (real time)</source>
            <comment>DOOR_SPEEDS/1x (real time)</comment>
            <translation>1 گنا (اصل وقت)</translation>
        </message>
        <message>
            <source>2x</source>
            <comment>DOOR_SPEEDS/2x</comment>
            <translation>2 گنا</translation>
        </message>
        <message>
            <source>4x</source>
            <comment>DOOR_SPEEDS/4x</comment>
            <translation>4 گنا</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab</source>
            <comment>APP_NAME</comment>
            <translation>والاسی دوبارہ کوشش لیب</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>RULE_LABELS/immediate</comment>
            <translation>فوراً دوبارہ کوشش</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>RULE_LABELS/exponential</comment>
            <translation>دُگنا ہوتا انتظار</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>RULE_LABELS/full-jitter</comment>
            <translation>بے ترتیبی کے ساتھ دُگنا انتظار</translation>
        </message>
        <message>
            <source>Randomness in the wait</source>
            <comment>RULE_LABELS/jitter</comment>
            <translation>انتظار میں بے ترتیبی</translation>
        </message>
        <message>
            <source>Equal jitter</source>
            <comment>RULE_LABELS/equal-jitter</comment>
            <translation>برابر بے ترتیبی</translation>
        </message>
        <message>
            <source>Decorrelated jitter</source>
            <comment>RULE_LABELS/decorrelated-jitter</comment>
            <translation>بے ربط بے ترتیبی</translation>
        </message>
        <message>
            <source>Proportional jitter (gRPC)</source>
            <comment>RULE_LABELS/proportional-jitter</comment>
            <translation>متناسب بے ترتیبی (gRPC)</translation>
        </message>
        <message>
            <source>Obey the server's hint</source>
            <comment>RULE_LABELS/retry-after</comment>
            <translation>سرور کا اشارہ مانیں</translation>
        </message>
        <message>
            <source>tenacity, no wait (its default)</source>
            <comment>RULE_LABELS/tenacity-no-wait</comment>
            <translation>tenacity، کوئی انتظار نہیں (اس کا طے شدہ طریقہ)</translation>
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
            <translation>backoff.expo (بے ترتیبی کے ساتھ دُگنا انتظار، اس کا طے شدہ طریقہ)</translation>
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
            <translation>urllib3 Retry جو Retry-After مانتا ہے</translation>
        </message>
        <message>
            <source>botocore standard mode (AWS SDKs)</source>
            <comment>RULE_LABELS/botocore-standard</comment>
            <translation>botocore کا معیاری طریقہ (AWS SDKs)</translation>
        </message>
        <message>
            <source>gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>RULE_LABELS/grpc-backoff</comment>
            <translation>gRPC کا انتظار (1 سیکنڈ، 1.6 گنا، بے ترتیبی 0.2، زیادہ سے زیادہ 120 سیکنڈ)</translation>
        </message>
        <message>
            <source>A refused agent tries again after a fixed short pause (the retry interval).</source>
            <comment>RULE_HELP/immediate</comment>
            <translation>رد ہونے والا ایجنٹ ایک مقررہ مختصر وقفے کے بعد دوبارہ کوشش کرتا ہے (دوبارہ کوشش کا وقفہ)۔</translation>
        </message>
        <message>
            <source>A refused agent waits the first wait (the backoff base), then twice as long after each refusal, up to the longest wait (the backoff cap).</source>
            <comment>RULE_HELP/exponential</comment>
            <translation>رد ہونے والا ایجنٹ پہلے، پہلا انتظار کرتا ہے (انتظار کی بنیاد)، پھر ہر انکار کے بعد دُگنا انتظار، سب سے لمبے انتظار تک (انتظار کی حد)۔</translation>
        </message>
        <message>
            <source>Like exponential backoff, but each agent waits a random time anywhere up to that growing limit.</source>
            <comment>RULE_HELP/full-jitter</comment>
            <translation>دُگنا ہوتا انتظار کی طرح، مگر ہر ایجنٹ اس بڑھتی ہوئی حد تک کوئی بھی بے ترتیب وقت انتظار کرتا ہے۔</translation>
        </message>
        <message>
            <source>Between the two: a fixed part (1 - J) of the backoff limit plus a random part up to J of it. J = 0 is exponential backoff, J = 1 is backoff with jitter.</source>
            <comment>RULE_HELP/jitter</comment>
            <translation>دونوں کے بیچ: انتظار کی حد کا ایک مقررہ حصہ (1 - J) اور اس کے J حصے تک ایک بے ترتیب حصہ۔ J = 0 دُگنا ہوتا انتظار ہے، J = 1 بے ترتیبی کے ساتھ دُگنا انتظار۔</translation>
        </message>
        <message>
            <source>Half the backoff limit for certain, plus a random time up to the other half.</source>
            <comment>RULE_HELP/equal-jitter</comment>
            <translation>انتظار کی حد کا آدھا یقینی، اور باقی آدھے تک ایک بے ترتیب وقت۔</translation>
        </message>
        <message>
            <source>A random wait between the first wait and three times the last wait, up to the longest wait.</source>
            <comment>RULE_HELP/decorrelated-jitter</comment>
            <translation>پہلے انتظار اور پچھلے انتظار کے تین گنا کے بیچ ایک بے ترتیب انتظار، سب سے لمبے انتظار تک۔</translation>
        </message>
        <message>
            <source>The wait grows by a multiplier (1.6) each time, then is stretched or shrunk at random by up to a spread (20%), as gRPC does.</source>
            <comment>RULE_HELP/proportional-jitter</comment>
            <translation>انتظار ہر بار ایک ضرب (1.6) سے بڑھتا ہے، پھر بے ترتیب طور پر ایک پھیلاؤ (20%) تک لمبا یا چھوٹا کیا جاتا ہے، جیسے gRPC کرتا ہے۔</translation>
        </message>
        <message>
            <source>The tool says when it will take calls again; the agent calls back then (plus an optional random delay).</source>
            <comment>RULE_HELP/retry-after</comment>
            <translation>ٹول بتاتا ہے کہ وہ کب دوبارہ کالیں لے گا؛ ایجنٹ تب کال کرتا ہے (چاہیں تو ساتھ میں ایک بے ترتیب تاخیر)۔</translation>
        </message>
        <message>
            <source>Retry rule</source>
            <comment>TABLE_HEADINGS/0</comment>
            <translation>دوبارہ کوشش کا اصول</translation>
        </message>
        <message>
            <source>Last agent served</source>
            <comment>TABLE_HEADINGS/1</comment>
            <translation>آخری ایجنٹ کو جواب</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>TABLE_HEADINGS/2</comment>
            <translation>بھیجی گئی کالیں</translation>
        </message>
        <message>
            <source>Calls refused</source>
            <comment>TABLE_HEADINGS/3</comment>
            <translation>رد ہونے والی کالیں</translation>
        </message>
        <message>
            <source>Typical agent served</source>
            <comment>TABLE_HEADINGS/4</comment>
            <translation>عام ایجنٹ کو جواب</translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>TABLE_SECONDS</comment>
            <translation>{value:.1f} سیکنڈ</translation>
        </message>
        <message>
            <source>{value:,.0f}</source>
            <comment>TABLE_COUNT</comment>
            <translation>{value:,.0f}</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab: one busy tool, many agents</source>
            <comment>WINDOW_TITLE</comment>
            <translation>والاسی دوبارہ کوشش لیب: ایک مصروف ٹول، بہت سے ایجنٹ</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} agents all need an answer from one busy tool.</source>
            <comment>TAGLINE</comment>
            <extracomment>English for one: {n:,} agent needs an answer from one busy tool.</extracomment>
            <translation>
                <numerusform>{n:,} ایجنٹ کو ایک مصروف ٹول سے جواب چاہیے۔</numerusform>
                <numerusform>{n:,} ایجنٹوں کو ایک مصروف ٹول سے جواب چاہیے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n:,} calls a second. How should a refused agent try again?</source>
            <comment>TAGLINE_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n:,} call a second. How should a refused agent try again?</extracomment>
            <translation>
                <numerusform>ٹول فی سیکنڈ {n:,} کال لیتا ہے۔ رد ہونے پر ایجنٹ دوبارہ کیسے کوشش کرے؟</numerusform>
                <numerusform>ٹول فی سیکنڈ {n:,} کالیں لیتا ہے۔ رد ہونے پر ایجنٹ دوبارہ کیسے کوشش کرے؟</numerusform>
            </translation>
        </message>
        <message>
            <source>(Advanced settings in use: {what}.)</source>
            <comment>ADVANCED_IN_USE</comment>
            <translation>(مزید سیٹنگز استعمال میں ہیں: {what}۔)</translation>
        </message>
        <message>
            <source>the tool: {value}</source>
            <comment>ADVANCED_SUMMARY/limiter</comment>
            <translation>ٹول: {value}</translation>
        </message>
        <message>
            <source>retry budget: {value}</source>
            <comment>ADVANCED_SUMMARY/budget</comment>
            <translation>دوبارہ کوشش کا بجٹ: {value}</translation>
        </message>
        <message>
            <source>arrivals: {value}</source>
            <comment>ADVANCED_SUMMARY/arrival</comment>
            <translation>آمد: {value}</translation>
        </message>
        <message>
            <source>give up after {value:g} calls</source>
            <comment>ADVANCED_SUMMARY/max_attempts</comment>
            <translation>{value:g} کالوں کے بعد ہار مان لیں</translation>
        </message>
        <message>
            <source>give up after {value:g} s</source>
            <comment>ADVANCED_SUMMARY/deadline</comment>
            <translation>{value:g} سیکنڈ کے بعد ہار مان لیں</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>RULE_BUTTON/immediate</comment>
            <translation>فوراً دوبارہ کوشش</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>RULE_BUTTON/exponential</comment>
            <translation>دُگنا ہوتا انتظار</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>RULE_BUTTON/full-jitter</comment>
            <translation>بے ترتیبی کے ساتھ دُگنا انتظار</translation>
        </message>
        <message>
            <source>Try again at once, every {interval:g} s</source>
            <oldsource>Try again every {interval:g} s</oldsource>
            <comment>RULE_SHORT/immediate</comment>
            <translation>فوراً دوبارہ، ہر {interval:g} سیکنڈ</translation>
        </message>
        <message>
            <source>Wait longer each time, up to {cap:g} s</source>
            <oldsource>Wait {base:g} s, then double, up to {cap:g} s</oldsource>
            <comment>RULE_SHORT/exponential</comment>
            <translation>ہر بار لمبا انتظار، {cap:g} سیکنڈ تک</translation>
        </message>
        <message>
            <source>Wait a random time, up to that limit</source>
            <oldsource>A random wait, up to that same limit</oldsource>
            <comment>RULE_SHORT/full-jitter</comment>
            <translation>بے ترتیب انتظار، اسی حد تک</translation>
        </message>
        <message>
            <source>How refused agents try again</source>
            <comment>PANEL_RULE</comment>
            <translation>رد ہونے والے ایجنٹ دوبارہ کیسے کوشش کریں</translation>
        </message>
        <message>
            <source>The crowd and the tool</source>
            <comment>PANEL_CROWD</comment>
            <translation>ہجوم اور ٹول</translation>
        </message>
        <message>
            <source>Advanced</source>
            <comment>PANEL_ADVANCED</comment>
            <translation>مزید سیٹنگز</translation>
        </message>
        <message>
            <source>Agents</source>
            <comment>SLIDER/agents/0</comment>
            <translation>ایجنٹ</translation>
        </message>
        <message>
            <source>How many agents all need an answer at the same moment.</source>
            <comment>SLIDER/agents/2</comment>
            <translation>کتنے ایجنٹوں کو ایک ہی لمحے میں جواب چاہیے۔</translation>
        </message>
        <message>
            <source>Capacity</source>
            <comment>SLIDER/capacity/0</comment>
            <translation>گنجائش</translation>
        </message>
        <message numerus="yes">
            <source> calls/s</source>
            <comment>SLIDER/capacity/1</comment>
            <extracomment>English for one:  call/s</extracomment>
            <translation>
                <numerusform> کال/سیکنڈ</numerusform>
                <numerusform> کالیں/سیکنڈ</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the tool accepts each second. Any more are refused straight away.</source>
            <comment>SLIDER/capacity/2</comment>
            <translation>ٹول فی سیکنڈ کتنی کالیں قبول کرتا ہے۔ اس سے زیادہ فوراً رد ہو جاتی ہیں۔</translation>
        </message>
        <message>
            <source>Answer time</source>
            <comment>SLIDER/answer_time/0</comment>
            <translation>جواب کا وقت</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/answer_time/1</comment>
            <translation> سیکنڈ</translation>
        </message>
        <message>
            <source>How long the tool takes to answer an accepted call.</source>
            <comment>SLIDER/answer_time/2</comment>
            <translation>قبول ہونے والی کال کا جواب دینے میں ٹول کتنا وقت لیتا ہے۔</translation>
        </message>
        <message>
            <source>Pause between tries</source>
            <comment>SLIDER/interval/0</comment>
            <translation>کوششوں کے بیچ وقفہ</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/interval/1</comment>
            <translation> سیکنڈ</translation>
        </message>
        <message>
            <source>With 'retry immediately', how long a refused agent pauses before calling again (the retry interval).</source>
            <comment>SLIDER/interval/2</comment>
            <translation>'فوراً دوبارہ کوشش' میں، رد ہونے والا ایجنٹ دوبارہ کال کرنے سے پہلے کتنا رکتا ہے (دوبارہ کوشش کا وقفہ)۔</translation>
        </message>
        <message>
            <source>First wait</source>
            <comment>SLIDER/base/0</comment>
            <translation>پہلا انتظار</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/base/1</comment>
            <translation> سیکنڈ</translation>
        </message>
        <message>
            <source>The first wait after a refusal, for the backoff rules (the backoff base).</source>
            <comment>SLIDER/base/2</comment>
            <translation>انکار کے بعد پہلا انتظار، انتظار والے اصولوں کے لیے (انتظار کی بنیاد)۔</translation>
        </message>
        <message>
            <source>Longest wait</source>
            <comment>SLIDER/cap/0</comment>
            <translation>سب سے لمبا انتظار</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/cap/1</comment>
            <translation> سیکنڈ</translation>
        </message>
        <message>
            <source>The longest wait the backoff rules ever use (the backoff cap).</source>
            <comment>SLIDER/cap/2</comment>
            <translation>سب سے لمبا انتظار جو انتظار والے اصول کبھی کرتے ہیں (انتظار کی حد)۔</translation>
        </message>
        <message>
            <source>Time to hear no</source>
            <comment>SLIDER/refusal_rtt/0</comment>
            <translation>انکار سننے کا وقت</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/refusal_rtt/1</comment>
            <translation> سیکنڈ</translation>
        </message>
        <message>
            <source>How long it takes an agent to hear that its call was refused (the refusal round trip).</source>
            <comment>SLIDER/refusal_rtt/2</comment>
            <translation>ایجنٹ کو یہ سننے میں کتنا وقت لگتا ہے کہ اس کی کال رد ہو گئی (انکار کا آنا جانا)۔</translation>
        </message>
        <message>
            <source>Runs to compare</source>
            <comment>SLIDER/runs/0</comment>
            <translation>موازنے کے لیے چکر</translation>
        </message>
        <message>
            <source>How many runs the results table takes the middle of (the median).</source>
            <comment>SLIDER/runs/2</comment>
            <translation>نتائج کا جدول کتنے چکروں کی درمیانی قدر (میڈین) لیتا ہے۔</translation>
        </message>
        <message>
            <source>Which roll of the dice</source>
            <comment>SLIDER/seed/0</comment>
            <translation>پانسے کی کون سی چال</translation>
        </message>
        <message>
            <source>The random seed: the same number gives exactly the same runs again; another number, other dice rolls.</source>
            <comment>SLIDER/seed/2</comment>
            <translation>بے ترتیب بیج: ایک ہی نمبر بالکل وہی چکر دوبارہ دیتا ہے؛ دوسرا نمبر، پانسے کی دوسری چالیں۔</translation>
        </message>
        <message>
            <source>Randomness in the wait</source>
            <comment>SLIDER/jitter/0</comment>
            <translation>انتظار میں بے ترتیبی</translation>
        </message>
        <message>
            <source>Slide from 0 (every agent waits exactly the backoff time: lockstep) to 1 (a random wait up to it). The small values get more of the track: its middle is 0.25.</source>
            <comment>SLIDER/jitter/2</comment>
            <translation>0 سے (ہر ایجنٹ بالکل انتظار کا وقت انتظار کرتا ہے: سب ایک ساتھ قدم ملا کر) 1 تک (اس تک ایک بے ترتیب انتظار) سرکائیں۔ چھوٹی قدروں کو پٹی کا زیادہ حصہ ملتا ہے: اس کا درمیان 0.25 ہے۔</translation>
        </message>
        <message>
            <source>Growth per refusal</source>
            <comment>SLIDER/multiplier/0</comment>
            <translation>ہر انکار پر اضافہ</translation>
        </message>
        <message>
            <source> x</source>
            <comment>SLIDER/multiplier/1</comment>
            <translation> گنا</translation>
        </message>
        <message>
            <source>How many times longer each wait is than the last (gRPC uses 1.6).</source>
            <comment>SLIDER/multiplier/2</comment>
            <translation>ہر انتظار پچھلے سے کتنے گنا لمبا ہے (gRPC میں 1.6)۔</translation>
        </message>
        <message>
            <source>Random stretch</source>
            <comment>SLIDER/spread/0</comment>
            <translation>بے ترتیب کھنچاؤ</translation>
        </message>
        <message>
            <source>How far each wait is stretched or shrunk at random (0.2 = up to 20%).</source>
            <comment>SLIDER/spread/2</comment>
            <translation>ہر انتظار کو بے ترتیب طور پر کتنا لمبا یا چھوٹا کیا جائے (0.2 = 20% تک)۔</translation>
        </message>
        <message>
            <source>Random delay after the hint</source>
            <comment>SLIDER/hint_jitter/0</comment>
            <translation>اشارے کے بعد بے ترتیب تاخیر</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/hint_jitter/1</comment>
            <translation> سیکنڈ</translation>
        </message>
        <message>
            <source>A random extra wait, up to this, after the time the tool gave.</source>
            <comment>SLIDER/hint_jitter/2</comment>
            <translation>ٹول کے بتائے ہوئے وقت کے بعد، اس حد تک ایک بے ترتیب اضافی انتظار۔</translation>
        </message>
        <message>
            <source>Give up after (calls)</source>
            <comment>SLIDER/max_attempts/0</comment>
            <translation>ہار مانیں (کالوں کے بعد)</translation>
        </message>
        <message>
            <source>An agent stops after this many calls. 0 = never gives up.</source>
            <comment>SLIDER/max_attempts/2</comment>
            <translation>ایجنٹ اتنی کالوں کے بعد رک جاتا ہے۔ 0 = کبھی ہار نہیں مانتا۔</translation>
        </message>
        <message>
            <source>Give up after (seconds)</source>
            <comment>SLIDER/deadline/0</comment>
            <translation>ہار مانیں (سیکنڈ کے بعد)</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/deadline/1</comment>
            <translation> سیکنڈ</translation>
        </message>
        <message>
            <source>An agent stops trying this long after it first called. 0 = never.</source>
            <comment>SLIDER/deadline/2</comment>
            <translation>ایجنٹ اپنی پہلی کال کے اتنی دیر بعد کوشش چھوڑ دیتا ہے۔ 0 = کبھی نہیں۔</translation>
        </message>
        <message>
            <source>Burst</source>
            <comment>SLIDER/burst/0</comment>
            <translation>بَرسٹ</translation>
        </message>
        <message numerus="yes">
            <source> calls</source>
            <comment>SLIDER/burst/1</comment>
            <extracomment>English for one:  call</extracomment>
            <translation>
                <numerusform> کال</numerusform>
                <numerusform> کالیں</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the token bucket can take at once after a quiet spell.</source>
            <comment>SLIDER/burst/2</comment>
            <translation>خاموشی کے بعد ٹوکن بکٹ ایک ساتھ کتنی کالیں لے سکتا ہے۔</translation>
        </message>
        <message>
            <source>Calls at once</source>
            <comment>SLIDER/concurrency/0</comment>
            <translation>ایک ساتھ کالیں</translation>
        </message>
        <message>
            <source>How many calls the tool works on at the same time.</source>
            <comment>SLIDER/concurrency/2</comment>
            <translation>ٹول ایک ہی وقت میں کتنی کالوں پر کام کرتا ہے۔</translation>
        </message>
        <message>
            <source>Queue length</source>
            <comment>SLIDER/queue/0</comment>
            <translation>قطار کی لمبائی</translation>
        </message>
        <message numerus="yes">
            <source> calls</source>
            <comment>SLIDER/queue/1</comment>
            <extracomment>English for one:  call</extracomment>
            <translation>
                <numerusform> کال</numerusform>
                <numerusform> کالیں</numerusform>
            </translation>
        </message>
        <message>
            <source>How many calls the tool holds waiting before it refuses.</source>
            <comment>SLIDER/queue/2</comment>
            <translation>رد کرنے سے پہلے ٹول کتنی کالیں انتظار میں رکھتا ہے۔</translation>
        </message>
        <message>
            <source>Arrivals spread over</source>
            <comment>SLIDER/arrival_spread/0</comment>
            <translation>آمد کا پھیلاؤ</translation>
        </message>
        <message>
            <source> s</source>
            <comment>SLIDER/arrival_spread/1</comment>
            <translation> سیکنڈ</translation>
        </message>
        <message>
            <source>Agents arrive at random times within this many seconds.</source>
            <comment>SLIDER/arrival_spread/2</comment>
            <translation>ایجنٹ اتنے سیکنڈ کے اندر بے ترتیب وقتوں پر آتے ہیں۔</translation>
        </message>
        <message>
            <source>Arrivals per second</source>
            <comment>SLIDER/arrival_rate/0</comment>
            <translation>فی سیکنڈ آمد</translation>
        </message>
        <message>
            <source>/s</source>
            <comment>SLIDER/arrival_rate/1</comment>
            <translation>/سیکنڈ</translation>
        </message>
        <message>
            <source>On average this many agents arrive each second, at random.</source>
            <comment>SLIDER/arrival_rate/2</comment>
            <translation>اوسطاً فی سیکنڈ اتنے ایجنٹ بے ترتیب طور پر آتے ہیں۔</translation>
        </message>
        <message>
            <source>How many friends</source>
            <comment>SLIDER/door_agents/0</comment>
            <translation>کتنے دوست</translation>
        </message>
        <message>
            <source>How many friends are in the crowd at the door (20 to 50).</source>
            <comment>SLIDER/door_agents/2</comment>
            <translation>دروازے پر ہجوم میں کتنے دوست ہیں (20 سے 50)۔</translation>
        </message>
        <message>
            <source>Other retry rules</source>
            <comment>CHOICE/other_rule/0</comment>
            <translation>دوبارہ کوشش کے دوسرے اصول</translation>
        </message>
        <message>
            <source>More ways to wait, from real client libraries. Pick one to use it instead of the buttons.</source>
            <comment>CHOICE/other_rule/1</comment>
            <translation>انتظار کے مزید طریقے، اصل کلائنٹ لائبریریوں سے۔ بٹنوں کی جگہ استعمال کرنے کے لیے ایک چنیں۔</translation>
        </message>
        <message>
            <source>Client retry budget</source>
            <comment>CHOICE/budget/0</comment>
            <translation>کلائنٹ کا دوبارہ کوشش بجٹ</translation>
        </message>
        <message>
            <source>A limit the agents' own software puts on retries, whatever the tool says.</source>
            <comment>CHOICE/budget/1</comment>
            <translation>ایک حد جو ایجنٹوں کا اپنا سافٹ ویئر دوبارہ کوششوں پر لگاتا ہے، ٹول جو بھی کہے۔</translation>
        </message>
        <message>
            <source>The tool's rule</source>
            <comment>CHOICE/limiter/0</comment>
            <translation>ٹول کا اصول</translation>
        </message>
        <message>
            <source>How the tool decides which calls to accept.</source>
            <comment>CHOICE/limiter/1</comment>
            <translation>ٹول کیسے طے کرتا ہے کہ کون سی کالیں قبول کرے۔</translation>
        </message>
        <message>
            <source>When agents arrive</source>
            <comment>CHOICE/arrival/0</comment>
            <translation>ایجنٹ کب آتے ہیں</translation>
        </message>
        <message>
            <source>All at once, or spread out over time.</source>
            <comment>CHOICE/arrival/1</comment>
            <translation>سب ایک ساتھ، یا وقت کے ساتھ پھیلے ہوئے۔</translation>
        </message>
        <message>
            <source>None: use the buttons above</source>
            <comment>CHOICE_ITEMS/other_rule/</comment>
            <translation>کوئی نہیں: اوپر والے بٹن استعمال کریں</translation>
        </message>
        <message>
            <source>Equal jitter: half fixed, half random</source>
            <comment>CHOICE_ITEMS/other_rule/equal-jitter</comment>
            <translation>برابر بے ترتیبی: آدھا مقررہ، آدھا بے ترتیب</translation>
        </message>
        <message>
            <source>Random, up to 3 times the last wait (decorrelated jitter)</source>
            <comment>CHOICE_ITEMS/other_rule/decorrelated-jitter</comment>
            <translation>بے ترتیب، پچھلے انتظار کے 3 گنا تک (بے ربط بے ترتیبی)</translation>
        </message>
        <message>
            <source>Proportional jitter (gRPC)</source>
            <comment>CHOICE_ITEMS/other_rule/proportional-jitter</comment>
            <translation>متناسب بے ترتیبی (gRPC)</translation>
        </message>
        <message>
            <source>Obey the server's hint</source>
            <comment>CHOICE_ITEMS/other_rule/retry-after</comment>
            <translation>سرور کا اشارہ مانیں</translation>
        </message>
        <message>
            <source>Library: tenacity, no wait (its default)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-no-wait</comment>
            <translation>لائبریری: tenacity، کوئی انتظار نہیں (اس کا طے شدہ طریقہ)</translation>
        </message>
        <message>
            <source>Library: tenacity wait_exponential(1, min 4, max 10)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-exponential</comment>
            <translation>لائبریری: tenacity wait_exponential(1, min 4, max 10)</translation>
        </message>
        <message>
            <source>Library: tenacity wait_random_exponential(1, max 60)</source>
            <comment>CHOICE_ITEMS/other_rule/tenacity-random-exponential</comment>
            <translation>لائبریری: tenacity wait_random_exponential(1, max 60)</translation>
        </message>
        <message>
            <source>Library: backoff.expo (backoff with jitter, its default)</source>
            <comment>CHOICE_ITEMS/other_rule/backoff-expo</comment>
            <translation>لائبریری: backoff.expo (بے ترتیبی کے ساتھ دُگنا انتظار، اس کا طے شدہ طریقہ)</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry(backoff_factor=0.5)</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-backoff</comment>
            <translation>لائبریری: urllib3 Retry(backoff_factor=0.5)</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-jitter</comment>
            <translation>لائبریری: urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)</translation>
        </message>
        <message>
            <source>Library: urllib3 Retry obeying Retry-After</source>
            <comment>CHOICE_ITEMS/other_rule/urllib3-retry-after</comment>
            <translation>لائبریری: urllib3 Retry جو Retry-After مانتا ہے</translation>
        </message>
        <message>
            <source>Library: botocore standard mode (AWS SDKs)</source>
            <comment>CHOICE_ITEMS/other_rule/botocore-standard</comment>
            <translation>لائبریری: botocore کا معیاری طریقہ (AWS SDKs)</translation>
        </message>
        <message>
            <source>Library: gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>CHOICE_ITEMS/other_rule/grpc-backoff</comment>
            <translation>لائبریری: gRPC کا انتظار (1 سیکنڈ، 1.6 گنا، بے ترتیبی 0.2، زیادہ سے زیادہ 120 سیکنڈ)</translation>
        </message>
        <message>
            <source>None</source>
            <comment>CHOICE_ITEMS/budget/none</comment>
            <translation>کوئی نہیں</translation>
        </message>
        <message>
            <source>Retries at most 10% of calls (SRE)</source>
            <comment>CHOICE_ITEMS/budget/ratio</comment>
            <translation>دوبارہ کوششیں زیادہ سے زیادہ 10% کالیں (SRE)</translation>
        </message>
        <message>
            <source>Retry quota: 500 tokens, 5 a retry (AWS)</source>
            <comment>CHOICE_ITEMS/budget/token-bucket</comment>
            <translation>دوبارہ کوشش کوٹہ: 500 ٹوکن، ہر کوشش پر 5 (AWS)</translation>
        </message>
        <message>
            <source>Adaptive throttling (SRE)</source>
            <comment>CHOICE_ITEMS/budget/adaptive</comment>
            <translation>خود بدلنے والی روک تھام (SRE)</translation>
        </message>
        <message>
            <source>Fixed window: C calls in each second</source>
            <comment>CHOICE_ITEMS/limiter/fixed-window</comment>
            <translation>مقررہ کھڑکی: فی سیکنڈ C کالیں</translation>
        </message>
        <message>
            <source>Sliding window: C calls in any second</source>
            <comment>CHOICE_ITEMS/limiter/sliding-window</comment>
            <translation>سرکتی کھڑکی: کسی بھی سیکنڈ میں C کالیں</translation>
        </message>
        <message>
            <source>Saves up turns: C a second, with a burst (token bucket)</source>
            <comment>CHOICE_ITEMS/limiter/token-bucket</comment>
            <translation>باریاں بچاتا ہے: C فی سیکنڈ، ساتھ ایک بَرسٹ (ٹوکن بکٹ)</translation>
        </message>
        <message>
            <source>Concurrency: a few calls at once</source>
            <comment>CHOICE_ITEMS/limiter/concurrency</comment>
            <translation>ایک ساتھ کام: چند کالیں بیک وقت</translation>
        </message>
        <message>
            <source>Queue: waits in line, refuses when full</source>
            <comment>CHOICE_ITEMS/limiter/queue</comment>
            <translation>قطار: لائن میں انتظار، بھرنے پر انکار</translation>
        </message>
        <message>
            <source>All at once</source>
            <comment>CHOICE_ITEMS/arrival/all-at-once</comment>
            <translation>سب ایک ساتھ</translation>
        </message>
        <message>
            <source>Spread out evenly</source>
            <comment>CHOICE_ITEMS/arrival/uniform</comment>
            <translation>برابر پھیلے ہوئے</translation>
        </message>
        <message>
            <source>At random (Poisson)</source>
            <comment>CHOICE_ITEMS/arrival/poisson</comment>
            <translation>بے ترتیب (پوائسن)</translation>
        </message>
        <message>
            <source>Never</source>
            <comment>NEVER</comment>
            <translation>کبھی نہیں</translation>
        </message>
        <message>
            <source>{low} to {high}</source>
            <comment>TYPED_RANGE</comment>
            <translation>{low} سے {high}</translation>
        </message>
        <message>
            <source>“{text}” is not a number: type one from {allowed}.</source>
            <comment>TYPED_NOT_A_NUMBER</comment>
            <translation>“{text}” نمبر نہیں ہے: {allowed} میں سے ایک نمبر لکھیں۔</translation>
        </message>
        <message>
            <source>{text} is outside what this takes: type a number from {allowed}.</source>
            <comment>TYPED_OUTSIDE</comment>
            <translation>{text} اس کی حد سے باہر ہے: {allowed} میں سے ایک نمبر لکھیں۔</translation>
        </message>
        <message>
            <source>{text} is not a whole number: type one from {allowed}.</source>
            <comment>TYPED_NOT_WHOLE</comment>
            <translation>{text} پورا نمبر نہیں ہے: {allowed} میں سے ایک لکھیں۔</translation>
        </message>
        <message>
            <source>{text} has more decimals than this takes ({decimals}): type a number from {allowed}.</source>
            <comment>TYPED_DECIMALS</comment>
            <translation>{text} میں اس سے زیادہ اعشاریے ہیں جتنے یہ لیتا ہے ({decimals}): {allowed} میں سے ایک نمبر لکھیں۔</translation>
        </message>
        <message>
            <source>{text} has an exponent: type {plain} instead (a number from {allowed}).</source>
            <comment>TYPED_EXPONENT</comment>
            <translation>{text} میں قوت نما ہے: اس کی جگہ {plain} لکھیں ({allowed} میں سے ایک نمبر)۔</translation>
        </message>
        <message>
            <source>{text} could mean {grouped} or {decimal}: type {grouped} or {decimal}.</source>
            <comment>TYPED_AMBIGUOUS</comment>
            <translation>{text} کا مطلب {grouped} بھی ہو سکتا ہے اور {decimal} بھی: {grouped} یا {decimal} لکھیں۔</translation>
        </message>
        <message>
            <source>Longest wait moved up to {value} too: it cannot be shorter than the first wait.</source>
            <comment>CAP_FOLLOWS_BASE</comment>
            <translation>سب سے لمبا انتظار بھی بڑھ کر {value} ہو گیا: یہ پہلے انتظار سے چھوٹا نہیں ہو سکتا۔</translation>
        </message>
        <message>
            <source>First wait moved down to {value} too: it cannot be longer than the longest wait.</source>
            <comment>BASE_FOLLOWS_CAP</comment>
            <translation>پہلا انتظار بھی گھٹ کر {value} ہو گیا: یہ سب سے لمبے انتظار سے لمبا نہیں ہو سکتا۔</translation>
        </message>
        <message>
            <source>agents that each need one answer</source>
            <comment>PARAM_HELP/agents</comment>
            <translation>ایجنٹ جن میں سے ہر ایک کو ایک جواب چاہیے</translation>
        </message>
        <message>
            <source>calls the tool accepts a second</source>
            <comment>PARAM_HELP/capacity</comment>
            <translation>کالیں جو ٹول فی سیکنڈ قبول کرتا ہے</translation>
        </message>
        <message>
            <source>seconds an accepted call takes to answer (the measured median is 1.07)</source>
            <comment>PARAM_HELP/answer_time</comment>
            <translation>قبول شدہ کال کے جواب میں لگنے والے سیکنڈ (ناپی گئی درمیانی قدر 1.07 ہے)</translation>
        </message>
        <message>
            <source>seconds before a refused agent learns it was refused</source>
            <comment>PARAM_HELP/refusal_rtt</comment>
            <translation>رد ہونے والے ایجنٹ کو انکار کا پتا چلنے سے پہلے کے سیکنڈ</translation>
        </message>
        <message>
            <source>stop a run with an error after this many calls</source>
            <comment>PARAM_HELP/call_budget</comment>
            <translation>اتنی کالوں کے بعد چکر کو ایک خرابی کے ساتھ روک دیں</translation>
        </message>
        <message>
            <source>wait between immediate retries</source>
            <comment>PARAM_HELP/interval</comment>
            <translation>فوری دوبارہ کوششوں کے بیچ انتظار</translation>
        </message>
        <message>
            <source>first backoff wait</source>
            <comment>PARAM_HELP/base</comment>
            <translation>انتظار کا پہلا انتظار</translation>
        </message>
        <message>
            <source>longest backoff wait</source>
            <comment>PARAM_HELP/cap</comment>
            <translation>انتظار کا سب سے لمبا انتظار</translation>
        </message>
        <message>
            <source>J from 0 (exponential) to 1 (full jitter)</source>
            <comment>PARAM_HELP/jitter</comment>
            <translation>J، 0 (دُگنا ہوتا انتظار) سے 1 (مکمل بے ترتیبی) تک</translation>
        </message>
        <message>
            <source>growth of the wait per refusal</source>
            <comment>PARAM_HELP/multiplier</comment>
            <translation>ہر انکار پر انتظار میں اضافہ</translation>
        </message>
        <message>
            <source>wait x uniform(1 - spread, 1 + spread)</source>
            <comment>PARAM_HELP/spread</comment>
            <translation>انتظار × uniform(1 - پھیلاؤ، 1 + پھیلاؤ)</translation>
        </message>
        <message>
            <source>seconds of uniform jitter added after the tool's hint</source>
            <comment>PARAM_HELP/hint_jitter</comment>
            <translation>ٹول کے اشارے کے بعد یکساں بے ترتیبی کے سیکنڈ</translation>
        </message>
        <message>
            <source>calls per agent; after the last is refused the agent gives up</source>
            <comment>PARAM_HELP/max_attempts</comment>
            <translation>فی ایجنٹ کالیں؛ آخری کال رد ہونے پر ایجنٹ ہار مان لیتا ہے</translation>
        </message>
        <message>
            <source>seconds after its arrival beyond which an agent gives up instead of calling again</source>
            <comment>PARAM_HELP/deadline</comment>
            <translation>آمد کے بعد کے سیکنڈ جن کے بعد ایجنٹ دوبارہ کال کرنے کی بجائے ہار مان لیتا ہے</translation>
        </message>
        <message>
            <source>largest burst</source>
            <comment>PARAM_HELP/burst</comment>
            <translation>سب سے بڑا بَرسٹ</translation>
        </message>
        <message>
            <source>calls in progress at once</source>
            <comment>PARAM_HELP/concurrency</comment>
            <translation>ایک ساتھ جاری کالیں</translation>
        </message>
        <message>
            <source>calls held waiting</source>
            <comment>PARAM_HELP/queue</comment>
            <translation>انتظار میں رکھی کالیں</translation>
        </message>
        <message>
            <source>agents arrive uniformly over this many seconds</source>
            <comment>PARAM_HELP/arrival_spread</comment>
            <translation>ایجنٹ اتنے سیکنڈ میں یکساں طور پر آتے ہیں</translation>
        </message>
        <message>
            <source>agents a second</source>
            <comment>PARAM_HELP/arrival_rate</comment>
            <translation>ایجنٹ فی سیکنڈ</translation>
        </message>
        <message>
            <source>the tool's rule for refusing</source>
            <comment>CHOICE_HELP/limiter</comment>
            <translation>انکار کرنے کا ٹول کا اصول</translation>
        </message>
        <message>
            <source>retry budget of the client library the crowd shares</source>
            <comment>CHOICE_HELP/budget</comment>
            <translation>کلائنٹ لائبریری کا دوبارہ کوشش بجٹ، جو پورا ہجوم بانٹتا ہے</translation>
        </message>
        <message>
            <source>when agents arrive (default all-at-once); --arrival-spread alone means uniform, --arrival-rate alone poisson</source>
            <comment>CHOICE_HELP/arrival</comment>
            <translation>ایجنٹ کب آتے ہیں (طے شدہ: all-at-once)؛ صرف --arrival-spread کا مطلب uniform، صرف --arrival-rate کا poisson</translation>
        </message>
        <message>
            <source>published measurement (median 1.07 s)</source>
            <comment>ANSWER_PUBLISHED</comment>
            <translation>شائع شدہ پیمائش (درمیانی قدر 1.07 سیکنڈ)</translation>
        </message>
        <message>
            <source>set by hand</source>
            <comment>ANSWER_CHANGED</comment>
            <translation>ہاتھ سے طے کیا گیا</translation>
        </message>
        <message>
            <source>times given on the command line: {times} s</source>
            <comment>ANSWER_GIVEN</comment>
            <translation>کمانڈ لائن پر دیے گئے وقت: {times} سیکنڈ</translation>
        </message>
        <message>
            <source>times given on the command line ({n:,}): from {low} to {high} s, median {median} s</source>
            <comment>ANSWER_GIVEN_MANY</comment>
            <translation>کمانڈ لائن پر دیے گئے وقت ({n:,}): {low} سے {high} سیکنڈ تک، درمیانی قدر {median} سیکنڈ</translation>
        </message>
        <message>
            <source>Calls to the tool</source>
            <comment>LOAD_TITLE</comment>
            <translation>ٹول کو کالیں</translation>
        </message>
        <message>
            <source>Show the whole chart</source>
            <oldsource>Back to the lab's view</oldsource>
            <comment>PLOT_BACK</comment>
            <translation>پورا چارٹ دکھائیں</translation>
        </message>
        <message>
            <source>Undo your zoom or drag: the plot shows again the ranges the lab chose for it. Key: Home, on the chart.</source>
            <oldsource>Undo your zoom or drag: the plot shows again the ranges the lab chose for it.</oldsource>
            <comment>PLOT_BACK_TIP</comment>
            <translation>اپنا زوم یا گھسیٹنا واپس لیں: پلاٹ پھر وہی حدیں دکھائے گا جو لیب نے اس کے لیے چنی تھیں۔ کلید: چارٹ پر Home۔</translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>LOAD_X</comment>
            <translation>وقت (سیکنڈ)</translation>
        </message>
        <message>
            <source>calls each second</source>
            <comment>LOAD_Y</comment>
            <translation>کالیں فی سیکنڈ</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} calls</source>
            <oldsource>{calls:,} calls</oldsource>
            <comment>LOAD_CUT_FIRST</comment>
            <extracomment>English for one: {n:,} call</extracomment>
            <translation>
                <numerusform>{n:,} کال</numerusform>
                <numerusform>{n:,} کالیں</numerusform>
            </translation>
        </message>
        <message>
            <source>The true heights of the cut bars under this bracket, one number for each bar, left to right: {heights}. They are not added up, and they are not decimals.</source>
            <comment>LOAD_CUT_GROUP_TIP</comment>
            <translation>اس بریکٹ کے نیچے کٹی ہوئی پٹیوں کی اصل اونچائیاں، ہر پٹی کے لیے ایک عدد، بائیں سے دائیں: {heights}۔ یہ آپس میں جمع نہیں کیے گئے، اور یہ اعشاریہ نہیں ہیں۔</translation>
        </message>
        <message>
            <source>calls in each {width} s bar</source>
            <comment>LOAD_Y_BAR</comment>
            <translation>ہر {width} سیکنڈ کی پٹی میں کالیں</translation>
        </message>
        <message>
            <source>limit: {capacity} a second</source>
            <comment>LOAD_CAPACITY</comment>
            <translation>حد: {capacity} فی سیکنڈ</translation>
        </message>
        <message>
            <source>accepted</source>
            <comment>LOAD_ACCEPTED</comment>
            <translation>قبول</translation>
        </message>
        <message>
            <source>refused</source>
            <comment>LOAD_REFUSED</comment>
            <translation>رد</translation>
        </message>
        <message>
            <source>Bar width</source>
            <comment>LOAD_BIN</comment>
            <translation>پٹی کی چوڑائی</translation>
        </message>
        <message>
            <source>{width:g} s</source>
            <comment>LOAD_BIN_CHOICE</comment>
            <translation>{width:g} سیکنڈ</translation>
        </message>
        <message>
            <source>How much time each bar of the load plot covers.</source>
            <comment>LOAD_BIN_HELP</comment>
            <translation>لوڈ گراف کی ہر پٹی کتنا وقت دکھاتی ہے۔</translation>
        </message>
        <message>
            <source>When agents got their answer</source>
            <comment>HIST_TITLE</comment>
            <translation>ایجنٹوں کو جواب کب ملا</translation>
        </message>
        <message numerus="yes">
            <source>When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the middle of all {n} runs&lt;/span&gt;</source>
            <oldsource>When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the table's middle of {n} runs&lt;/span&gt;</oldsource>
            <comment>HIST_TITLE_BATCH</comment>
            <extracomment>English for one: When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the middle of {n} run&lt;/span&gt;</extracomment>
            <translation>
                <numerusform>ایک عام چکر میں ایجنٹوں کو جواب کب ملا&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; {n} چکر کی درمیانی قدر&lt;/span&gt;</numerusform>
                <numerusform>ایک عام چکر میں ایجنٹوں کو جواب کب ملا&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; تمام {n} چکروں کی درمیانی قدر&lt;/span&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>HIST_X</comment>
            <translation>وقت (سیکنڈ)</translation>
        </message>
        <message>
            <source>agents served</source>
            <comment>HIST_Y</comment>
            <translation>جواب پانے والے ایجنٹ</translation>
        </message>
        <message>
            <source>typical agent {value:.1f} s</source>
            <comment>HIST_TYPICAL</comment>
            <translation>عام ایجنٹ {value:.1f} سیکنڈ</translation>
        </message>
        <message>
            <source>last agent {value:.1f} s</source>
            <comment>HIST_LAST</comment>
            <translation>آخری ایجنٹ {value:.1f} سیکنڈ</translation>
        </message>
        <message>
            <source>perfect teamwork: last agent {value:.1f} s</source>
            <oldsource>perfect teamwork {value:.1f} s</oldsource>
            <comment>HIST_PERFECT</comment>
            <translation>مکمل تعاون: آخری ایجنٹ {value:.1f} سیکنڈ</translation>
        </message>
        <message>
            <source>typical agent</source>
            <comment>HIST_TYPICAL_NAME</comment>
            <translation>عام ایجنٹ</translation>
        </message>
        <message>
            <source>last agent</source>
            <comment>HIST_LAST_NAME</comment>
            <translation>آخری ایجنٹ</translation>
        </message>
        <message>
            <source>perfect teamwork</source>
            <comment>HIST_PERFECT_NAME</comment>
            <translation>مکمل تعاون</translation>
        </message>
        <message>
            <source>If the agents took turns perfectly, the last one would be served at this time.</source>
            <comment>HIST_PERFECT_HELP</comment>
            <translation>اگر ایجنٹ بالکل ٹھیک باری باری آتے، تو آخری کو اس وقت جواب ملتا۔</translation>
        </message>
        <message>
            <source>randomness {j:.2f} in the wait</source>
            <comment>DESCRIBE_RULE_JITTER</comment>
            <translation>انتظار میں بے ترتیبی {j:.2f}</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {agents:,} agents sent {n:,} calls, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</source>
            <oldsource>{rule}: {agents:,} agents sent {calls:,} calls, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_FIGURES</comment>
            <extracomment>English for one: {rule}: {agents:,} agents sent {n:,} call, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: {agents:,} ایجنٹوں نے {n:,} کال بھیجی، اور {refused:,} کال رد ہوئی۔ عام ایجنٹ کو {typical:.1f} سیکنڈ پر اور آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا۔</numerusform>
                <numerusform>{rule}: {agents:,} ایجنٹوں نے {n:,} کالیں بھیجیں، جن میں سے {refused:,} رد ہوئیں۔ عام ایجنٹ کو {typical:.1f} سیکنڈ پر اور آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n:,} of the {agents:,} agents gave up without an answer.</source>
            <comment>DESCRIBE_GAVE_UP</comment>
            <extracomment>English for one: {n:,} of the {agents:,} agents gave up without an answer.</extracomment>
            <translation>
                <numerusform>{agents:,} ایجنٹوں میں سے {n:,} جواب کے بغیر ہار مان گیا۔</numerusform>
                <numerusform>{agents:,} ایجنٹوں میں سے {n:,} جواب کے بغیر ہار مان گئے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The calls come in {n} waves, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</source>
            <oldsource>The calls come in {count} waves, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</oldsource>
            <comment>DESCRIBE_WAVES</comment>
            <extracomment>English for one: The calls come in {n} wave, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</extracomment>
            <translation>
                <numerusform>کالیں {n} لہر میں آتی ہیں، جو {times} سیکنڈ پر شروع ہوتی ہے؛ لہروں کے بیچ ٹول {span:.0f} میں سے {idle:.0f} سیکنڈ خالی کھڑا رہتا ہے: ہجوم قدم ملا کر دوبارہ کوشش کرتا ہے۔</numerusform>
                <numerusform>کالیں {n} لہروں میں آتی ہیں، جو {times} سیکنڈ پر شروع ہوتی ہیں؛ لہروں کے بیچ ٹول {span:.0f} میں سے {idle:.0f} سیکنڈ خالی کھڑا رہتا ہے: ہجوم قدم ملا کر دوبارہ کوشش کرتا ہے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{times} and {n} more</source>
            <oldsource>{times} and {more} more</oldsource>
            <comment>DESCRIBE_WAVES_MORE</comment>
            <extracomment>English for one: {times} and {n} more</extracomment>
            <translation>
                <numerusform>{times} اور {n} مزید</numerusform>
                <numerusform>{times} اور {n} مزید</numerusform>
            </translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>DESCRIBE_LIST_LAST</comment>
            <translation>{first} اور {last}</translation>
        </message>
        <message numerus="yes">
            <source>The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} seconds; then the calls tail off until {end:.1f} s.</source>
            <oldsource>The tool is full, accepting its {capacity} calls a second, for the first {full:.0f} seconds; then the calls tail off until {end:.1f} s.</oldsource>
            <comment>DESCRIBE_FULL</comment>
            <extracomment>English for one: The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} second; then the calls tail off until {end:.1f} s.</extracomment>
            <translation>
                <numerusform>ٹول بھرا ہوا ہے، پہلے {n:.0f} سیکنڈ تک جتنی کالیں لے سکتا ہے لیتا ہے ({capacity} فی سیکنڈ)؛ پھر کالیں {end:.1f} سیکنڈ تک کم ہوتی جاتی ہیں۔</numerusform>
                <numerusform>ٹول بھرا ہوا ہے، پہلے {n:.0f} سیکنڈ تک جتنی کالیں لے سکتا ہے لیتا ہے ({capacity} فی سیکنڈ)؛ پھر کالیں {end:.1f} سیکنڈ تک کم ہوتی جاتی ہیں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool is full, accepting its {n} calls a second, from the start until {end:.1f} s.</source>
            <oldsource>The tool is full, accepting its {capacity} calls a second, from the start until {end:.1f} s.</oldsource>
            <comment>DESCRIBE_FULL_ALL</comment>
            <extracomment>English for one: The tool is full, accepting its {n} call a second, from the start until {end:.1f} s.</extracomment>
            <translation>
                <numerusform>ٹول شروع سے {end:.1f} سیکنڈ تک بھرا ہوا ہے، اپنی {n} کال فی سیکنڈ قبول کر رہا ہے۔</numerusform>
                <numerusform>ٹول شروع سے {end:.1f} سیکنڈ تک بھرا ہوا ہے، اپنی {n} کالیں فی سیکنڈ قبول کر رہا ہے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The calls are spread out from 0 to {end:.1f} s, at most {n:,} calls in one second.</source>
            <comment>DESCRIBE_STEADY</comment>
            <extracomment>English for one: The calls are spread out from 0 to {end:.1f} s, at most {n:,} call in one second.</extracomment>
            <translation>
                <numerusform>کالیں 0 سے {end:.1f} سیکنڈ تک پھیلی ہوئی ہیں، ایک سیکنڈ میں زیادہ سے زیادہ {n:,} کال۔</numerusform>
                <numerusform>کالیں 0 سے {end:.1f} سیکنڈ تک پھیلی ہوئی ہیں، ایک سیکنڈ میں زیادہ سے زیادہ {n:,} کالیں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A flood of refused calls: for the first {n:.0f} seconds the tool refuses at least {times:g} times its limit every second.</source>
            <oldsource>A flood of refused calls: for the first {flood:.0f} seconds the tool refuses at least {times:g} times its limit every second, up to {peak:,} calls in a single second against a limit of {capacity}; {refused:,} of {calls:,} calls are refused.</oldsource>
            <comment>DESCRIBE_FLOOD</comment>
            <extracomment>English for one: A flood of refused calls: for the first {n:.0f} second the tool refuses at least {times:g} times its limit.</extracomment>
            <translation>
                <numerusform>رد ہونے والی کالوں کا سیلاب: پہلے {n:.0f} سیکنڈ میں ٹول اپنی حد سے کم از کم {times:g} گنا کالیں رد کرتا ہے۔</numerusform>
                <numerusform>رد ہونے والی کالوں کا سیلاب: پہلے {n:.0f} سیکنڈ تک ٹول فی سیکنڈ اپنی حد سے کم از کم {times:g} گنا کالیں رد کرتا ہے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Up to {n:,} calls come in a single second against a limit of {capacity}; refused in all: {refused:,} of {calls:,}.</source>
            <comment>DESCRIBE_FLOOD_PEAK</comment>
            <extracomment>English for one: Up to {n:,} call comes in a single second against a limit of {capacity}; refused in all: {refused:,} of {calls:,}.</extracomment>
            <translation>
                <numerusform>ایک ہی سیکنڈ میں {n:,} کال تک آتی ہے، جبکہ حد {capacity} ہے؛ کل رد: {calls:,} میں سے {refused:,}۔</numerusform>
                <numerusform>ایک ہی سیکنڈ میں {n:,} کالوں تک آتی ہیں، جبکہ حد {capacity} ہے؛ کل رد: {calls:,} میں سے {refused:,}۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</source>
            <oldsource>{served:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</oldsource>
            <comment>DESCRIBE_SERVED</comment>
            <extracomment>English for one: {n:,} agent was served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</extracomment>
            <translation>
                <numerusform>{n:,} ایجنٹ کو جواب ملا: آدھوں کو {typical:.1f} سیکنڈ تک، دس میں سے نو کو {p90:.1f} سیکنڈ تک، آخری کو {last:.1f} سیکنڈ پر۔ بہترین باری سے آخری کو {perfect:.1f} سیکنڈ پر جواب ملتا۔</numerusform>
                <numerusform>{n:,} ایجنٹوں کو جواب ملا: آدھوں کو {typical:.1f} سیکنڈ تک، دس میں سے نو کو {p90:.1f} سیکنڈ تک، آخری کو {last:.1f} سیکنڈ پر۔ بہترین باری سے آخری کو {perfect:.1f} سیکنڈ پر جواب ملتا۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Answers arrive in {n} bursts, the same times as the waves of calls.</source>
            <oldsource>Answers arrive in {count} bursts, the same times as the waves of calls.</oldsource>
            <comment>DESCRIBE_SERVED_WAVES</comment>
            <extracomment>English for one: Answers arrive in {n} burst, the same times as the waves of calls.</extracomment>
            <translation>
                <numerusform>جواب {n} جھٹکے میں آتے ہیں، انہی وقتوں پر جب کالوں کی لہریں آتی ہیں۔</numerusform>
                <numerusform>جواب {n} جھٹکوں میں آتے ہیں، انہی وقتوں پر جب کالوں کی لہریں آتی ہیں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Answers arrive steadily, about {n:.0f} agents a second at first.</source>
            <oldsource>Answers arrive steadily, about {rate:.0f} agents a second at first.</oldsource>
            <comment>DESCRIBE_SERVED_STEADY</comment>
            <extracomment>English for one: Answers arrive steadily, about {n:.0f} agent a second at first.</extracomment>
            <translation>
                <numerusform>جواب مسلسل آتے ہیں، شروع میں تقریباً {n:.0f} ایجنٹ فی سیکنڈ۔</numerusform>
                <numerusform>جواب مسلسل آتے ہیں، شروع میں تقریباً {n:.0f} ایجنٹ فی سیکنڈ۔</numerusform>
            </translation>
        </message>
        <message>
            <source>No agent was served.</source>
            <comment>DESCRIBE_NONE_SERVED</comment>
            <translation>کسی ایجنٹ کو جواب نہیں ملا۔</translation>
        </message>
        <message>
            <source>Above, {other}; below, {mine}. {other_figures} {mine_figures}</source>
            <comment>DESCRIBE_COMPARE</comment>
            <translation>اوپر {other}؛ نیچے {mine}۔ {other_figures} {mine_figures}</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls, the last agent served at {last:.1f} s.</source>
            <oldsource>{rule}: {calls:,} calls, the last agent served at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_COMPARE_ONE</comment>
            <extracomment>English for one: {rule}: {n:,} call, the last agent served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: {n:,} کال، آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا۔</numerusform>
                <numerusform>{rule}: {n:,} کالیں، آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>One row per agent, one mark per call. The typical agent needed {n} calls, the busiest {most_tries}; the last agent was served at {last:.1f} s.</source>
            <oldsource>One row per agent, one mark per call. The typical agent needed {typical_tries} calls, the busiest {most_tries}; the last agent was served at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_TIMELINE</comment>
            <extracomment>English for one: One row per agent, one mark per call. The typical agent needed {n} call, the busiest {most_tries}; the last agent was served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>ہر ایجنٹ کی ایک قطار، ہر کال کا ایک نشان۔ عام ایجنٹ کو {n} کال لگی، سب سے مصروف کو {most_tries}؛ آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا۔</numerusform>
                <numerusform>ہر ایجنٹ کی ایک قطار، ہر کال کا ایک نشان۔ عام ایجنٹ کو {n} کالیں لگیں، سب سے مصروف کو {most_tries}؛ آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The crowd at the door at {now:.1f} s: {served:,} of {n:,} agents served, {waiting:,} still waiting. The last is served at {last:.1f} s.</source>
            <oldsource>The crowd at the door at {now:.1f} s: {served:,} of {agents:,} agents served, {waiting:,} still waiting. The last is served at {last:.1f} s.</oldsource>
            <comment>DESCRIBE_CROWD</comment>
            <extracomment>English for one: The crowd at the door at {now:.1f} s: {served:,} of {n:,} agent served, {waiting:,} still waiting. The last is served at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>{now:.1f} سیکنڈ پر دروازے پر ہجوم: {n:,} میں سے {served:,} ایجنٹ کو جواب مل گیا، {waiting:,} ابھی انتظار میں۔ آخری کو {last:.1f} سیکنڈ پر جواب ملتا ہے۔</numerusform>
                <numerusform>{now:.1f} سیکنڈ پر دروازے پر ہجوم: {n:,} میں سے {served:,} ایجنٹوں کو جواب مل گیا، {waiting:,} ابھی انتظار میں۔ آخری کو {last:.1f} سیکنڈ پر جواب ملتا ہے۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing drawn yet: the run is being worked out.</source>
            <comment>DESCRIBE_NO_RUN</comment>
            <translation>ابھی کچھ نہیں بنا: چکر کا حساب ہو رہا ہے۔</translation>
        </message>
        <message numerus="yes">
            <source>{series}: {n:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</source>
            <oldsource>{series}: {points:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</oldsource>
            <comment>DESCRIBE_PLOT_SERIES</comment>
            <extracomment>English for one: {series}: {n:,} point, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</extracomment>
            <translation>
                <numerusform>{series}: {n:,} نقطہ، افقی {x0:g} سے {x1:g} تک، عمودی {y0:g} سے {y1:g} تک۔</numerusform>
                <numerusform>{series}: {n:,} نقطے، افقی {x0:g} سے {x1:g} تک، عمودی {y0:g} سے {y1:g} تک۔</numerusform>
            </translation>
        </message>
        <message>
            <source>{title}: no data drawn yet.</source>
            <comment>DESCRIBE_PLOT_EMPTY</comment>
            <translation>{title}: ابھی کوئی ڈیٹا نہیں بنا۔</translation>
        </message>
        <message>
            <source>{title}. {series}</source>
            <comment>DESCRIBE_PLOT</comment>
            <translation>{title}۔ {series}</translation>
        </message>
        <message numerus="yes">
            <source>{series}: {n} settings, calls sent from {calls_low:,.0f} to {calls_high:,.0f}, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</source>
            <oldsource>{series}: {points} settings, sending {calls_low:,.0f} to {calls_high:,.0f} calls, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</oldsource>
            <comment>DESCRIBE_SWEEP_SERIES</comment>
            <extracomment>English for one: {series}: {n} setting, calls sent from {calls_low:,.0f} to {calls_high:,.0f}, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</extracomment>
            <translation>
                <numerusform>{series}: {n} سیٹنگ، بھیجی گئی کالیں {calls_low:,.0f} سے {calls_high:,.0f} تک، {wait_low:.1f} سے {wait_high:.1f} سیکنڈ تک انتظار کے ساتھ۔</numerusform>
                <numerusform>{series}: {n} سیٹنگز، بھیجی گئی کالیں {calls_low:,.0f} سے {calls_high:,.0f} تک، {wait_low:.1f} سے {wait_high:.1f} سیکنڈ تک انتظار کے ساتھ۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Brooker's study: no runs drawn yet. Press Run the experiment.</source>
            <comment>DESCRIBE_BROOKER_EMPTY</comment>
            <translation>بروکر کا مطالعہ: ابھی کوئی چکر نہیں بنایا گیا۔ 'تجربہ چلائیں' دبائیں۔</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: from {clients_low} to {n} clients, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</source>
            <oldsource>{rule}: from {clients_low} to {clients_high} clients, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</oldsource>
            <comment>DESCRIBE_BROOKER_RULE</comment>
            <extracomment>English for one: {rule}: from {clients_low} to {n} client, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</extracomment>
            <translation>
                <numerusform>{rule}: {clients_low} سے {n} کلائنٹ تک، لکھنے کی کالیں {calls_low:,.0f} سے بڑھ کر {calls_high:,.0f} ہو جاتی ہیں اور آخری کلائنٹ کے لکھ لینے تک کا وقت {time_low:.2f} سیکنڈ سے {time_high:.2f} سیکنڈ ہو جاتا ہے۔</numerusform>
                <numerusform>{rule}: {clients_low} سے {n} کلائنٹس تک، لکھنے کی کالیں {calls_low:,.0f} سے بڑھ کر {calls_high:,.0f} ہو جاتی ہیں اور آخری کلائنٹ کے لکھ لینے تک کا وقت {time_low:.2f} سیکنڈ سے {time_high:.2f} سیکنڈ ہو جاتا ہے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</source>
            <oldsource>With {clients} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</oldsource>
            <comment>DESCRIBE_BROOKER_BEST_CALLS</comment>
            <extracomment>English for one: With {n} client, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</extracomment>
            <translation>
                <numerusform>{n} کلائنٹ کے ساتھ، {best} کو سب سے کم لکھنے کی کالیں چاہییں، {best_calls:,.0f}؛ اس کے بعد {next} ہے، {next_calls:,.0f} کے ساتھ، اور {worst} کو سب سے زیادہ چاہییں، {worst_calls:,.0f}، یعنی {times:.1f} گنا۔</numerusform>
                <numerusform>{n} کلائنٹس کے ساتھ، {best} کو سب سے کم لکھنے کی کالیں چاہییں، {best_calls:,.0f}؛ اس کے بعد {next} ہے، {next_calls:,.0f} کے ساتھ، اور {worst} کو سب سے زیادہ چاہییں، {worst_calls:,.0f}، یعنی {times:.1f} گنا۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</source>
            <oldsource>With {clients} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</oldsource>
            <comment>DESCRIBE_BROOKER_BEST_TIME</comment>
            <extracomment>English for one: With {n} client, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</extracomment>
            <translation>
                <numerusform>{n} کلائنٹ کے ساتھ، {best} میں ہر کلائنٹ سب سے جلدی لکھ لیتا ہے، {best_time:.2f} سیکنڈ میں؛ اس کے بعد {next} ہے، {next_time:.2f} سیکنڈ پر، اور {worst} سب سے زیادہ وقت لیتا ہے، {worst_time:.2f} سیکنڈ، یعنی {times:.1f} گنا۔</numerusform>
                <numerusform>{n} کلائنٹس کے ساتھ، {best} میں ہر کلائنٹ سب سے جلدی لکھ لیتا ہے، {best_time:.2f} سیکنڈ میں؛ اس کے بعد {next} ہے، {next_time:.2f} سیکنڈ پر، اور {worst} سب سے زیادہ وقت لیتا ہے، {worst_time:.2f} سیکنڈ، یعنی {times:.1f} گنا۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{library}: the real clients sent {n:,} calls.</source>
            <oldsource>{library}: the real clients sent {calls:,} calls. The tool accepts {capacity} calls a second; the busiest second, at {peak_at} s, had {peak:,} calls, and {over} of the {seconds} seconds had more calls than the tool accepts. {idle} seconds in between had no call at all. The last agent was served at {last}.</oldsource>
            <comment>DESCRIBE_STORM_REAL</comment>
            <extracomment>English for one: {library}: the real clients sent {n:,} call.</extracomment>
            <translation>
                <numerusform>{library}: اصل کلائنٹس نے {n:,} کال بھیجی۔</numerusform>
                <numerusform>{library}: اصل کلائنٹس نے {n:,} کالیں بھیجیں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n} calls a second.</source>
            <comment>DESCRIBE_STORM_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n} call a second.</extracomment>
            <translation>
                <numerusform>ٹول فی سیکنڈ {n} کال قبول کرتا ہے۔</numerusform>
                <numerusform>ٹول فی سیکنڈ {n} کالیں قبول کرتا ہے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The busiest second, at {peak_at} s, had {n:,} calls.</source>
            <comment>DESCRIBE_STORM_PEAK</comment>
            <extracomment>English for one: The busiest second, at {peak_at} s, had {n:,} call.</extracomment>
            <translation>
                <numerusform>سب سے مصروف سیکنڈ میں، {peak_at} سیکنڈ پر، {n:,} کال تھی۔</numerusform>
                <numerusform>سب سے مصروف سیکنڈ میں، {peak_at} سیکنڈ پر، {n:,} کالیں تھیں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In {over} of the {n} seconds there were more calls than the tool accepts.</source>
            <comment>DESCRIBE_STORM_OVER</comment>
            <extracomment>English for one: In {over} of the {n} second there were more calls than the tool accepts.</extracomment>
            <translation>
                <numerusform>وہ سیکنڈ جن میں ٹول کی حد سے زیادہ کالیں تھیں: {n} سیکنڈ میں سے {over}۔</numerusform>
                <numerusform>وہ سیکنڈ جن میں ٹول کی حد سے زیادہ کالیں تھیں: {n} سیکنڈ میں سے {over}۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n} seconds in between had no call at all. The last agent was served at {last}.</source>
            <comment>DESCRIBE_STORM_IDLE</comment>
            <extracomment>English for one: {n} second in between had no call at all. The last agent was served at {last}.</extracomment>
            <translation>
                <numerusform>بیچ میں {n} سیکنڈ ایسا تھا جس میں کوئی کال نہیں تھی۔ آخری ایجنٹ کو جواب {last} پر ملا۔</numerusform>
                <numerusform>بیچ میں {n} سیکنڈ ایسے تھے جن میں کوئی کال نہیں تھی۔ آخری ایجنٹ کو جواب {last} پر ملا۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</source>
            <oldsource>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</oldsource>
            <comment>DESCRIBE_STORM_MODEL_MORE</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</extracomment>
            <translation>
                <numerusform>ماڈل کی لکیر: {n:,} کال، ایک سیکنڈ میں زیادہ سے زیادہ {peak:,}، آخری ایجنٹ کو جواب {last} پر؛ اصل چکر نے ماڈل سے {ratio:.1f} گنا زیادہ کالیں بھیجیں۔</numerusform>
                <numerusform>ماڈل کی لکیر: {n:,} کالیں، ایک سیکنڈ میں زیادہ سے زیادہ {peak:,}، آخری ایجنٹ کو جواب {last} پر؛ اصل چکر نے ماڈل سے {ratio:.1f} گنا زیادہ کالیں بھیجیں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</source>
            <oldsource>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</oldsource>
            <comment>DESCRIBE_STORM_MODEL_FEWER</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</extracomment>
            <translation>
                <numerusform>ماڈل کی لکیر: {n:,} کال، ایک سیکنڈ میں زیادہ سے زیادہ {peak:,}، آخری ایجنٹ کو جواب {last} پر؛ اصل چکر نے ماڈل سے {ratio:.1f} گنا کم کالیں بھیجیں۔</numerusform>
                <numerusform>ماڈل کی لکیر: {n:,} کالیں، ایک سیکنڈ میں زیادہ سے زیادہ {peak:,}، آخری ایجنٹ کو جواب {last} پر؛ اصل چکر نے ماڈل سے {ratio:.1f} گنا کم کالیں بھیجیں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</source>
            <oldsource>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</oldsource>
            <comment>DESCRIBE_STORM_MODEL_CLOSE</comment>
            <extracomment>English for one: The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</extracomment>
            <translation>
                <numerusform>ماڈل کی لکیر: {n:,} کال، ایک سیکنڈ میں زیادہ سے زیادہ {peak:,}، آخری ایجنٹ کو جواب {last} پر؛ اصل چکر نے تقریباً ماڈل جتنی ہی کالیں بھیجیں۔</numerusform>
                <numerusform>ماڈل کی لکیر: {n:,} کالیں، ایک سیکنڈ میں زیادہ سے زیادہ {peak:,}، آخری ایجنٹ کو جواب {last} پر؛ اصل چکر نے تقریباً ماڈل جتنی ہی کالیں بھیجیں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls, {refused:,} of them refused; tries again in all: {total:,}.</source>
            <comment>DESCRIBE_TEN_CALLS</comment>
            <extracomment>English for one: {rule}: {n:,} call, {refused:,} of them refused; tries again in all: {total:,}.</extracomment>
            <translation>
                <numerusform>{rule}: {n:,} کال، ان میں سے {refused:,} رد؛ کل دوبارہ کوششیں: {total:,}۔</numerusform>
                <numerusform>{rule}: {n:,} کالیں، ان میں سے {refused:,} رد؛ کل دوبارہ کوششیں: {total:,}۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Agent {agents} tried again most, {n} times.</source>
            <oldsource>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agent {agents} tried again most, {most} times.</oldsource>
            <comment>DESCRIBE_TEN_ONE_MOST</comment>
            <extracomment>English for one: Agent {agents} tried again most, {n} time.</extracomment>
            <translation>
                <numerusform>ایجنٹ {agents} نے سب سے زیادہ دوبارہ کوشش کی، {n} بار۔</numerusform>
                <numerusform>ایجنٹ {agents} نے سب سے زیادہ دوبارہ کوشش کی، {n} بار۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Agents {agents} tried again most, {n} times each.</source>
            <oldsource>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agents {agents} tried again most, {most} times each.</oldsource>
            <comment>DESCRIBE_TEN_MANY_MOST</comment>
            <extracomment>English for one: Agents {agents} tried again most, {n} time each.</extracomment>
            <translation>
                <numerusform>ایجنٹ {agents} نے سب سے زیادہ دوبارہ کوشش کی، ہر ایک نے {n} بار۔</numerusform>
                <numerusform>ایجنٹ {agents} نے سب سے زیادہ دوبارہ کوشش کی، ہر ایک نے {n} بار۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All {n} agents had their answer by {last:.1f} s.</source>
            <oldsource>All {agents} agents had their answer by {last:.1f} s.</oldsource>
            <comment>DESCRIBE_TEN_ANSWERED</comment>
            <extracomment>English for one: {n} agent had its answer by {last:.1f} s.</extracomment>
            <translation>
                <numerusform>{n} ایجنٹ کو {last:.1f} سیکنڈ تک جواب مل چکا تھا۔</numerusform>
                <numerusform>تمام {n} ایجنٹوں کو {last:.1f} سیکنڈ تک جواب مل چکا تھا۔</numerusform>
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
            <translation>جدول</translation>
        </message>
        <message>
            <source>{name}: {item}</source>
            <comment>ACCESS_COMBO_NAME</comment>
            <translation>{name}: {item}</translation>
        </message>
        <message>
            <source>Headline</source>
            <comment>ACCESS_HEADLINE_NAME</comment>
            <translation>سرخی</translation>
        </message>
        <message>
            <source>Menu</source>
            <comment>ACCESS_MENU_NAME</comment>
            <translation>مینو</translation>
        </message>
        <message>
            <source>Status</source>
            <comment>ACCESS_STATUS_NAME</comment>
            <translation>حالت</translation>
        </message>
        <message>
            <source>{title}, slider</source>
            <comment>ACCESS_SLIDER_NAME</comment>
            <translation>{title}، سلائیڈر</translation>
        </message>
        <message>
            <source>{title}. {intro}</source>
            <comment>ACCESS_LESSON_OPENED</comment>
            <translation>{title}۔ {intro}</translation>
        </message>
        <message>
            <source>Result</source>
            <comment>ACCESS_RESULT_NAME</comment>
            <translation>نتیجہ</translation>
        </message>
        <message>
            <source>Views</source>
            <comment>ACCESS_TABS_NAME</comment>
            <translation>منظر</translation>
        </message>
        <message>
            <source>Columns: {columns}. {rows} rows, one for each retry rule.</source>
            <comment>ACCESS_TABLE_DESCRIPTION</comment>
            <translation>کالم: {columns}۔ {rows} قطاریں، دوبارہ کوشش کے ہر اصول کی ایک۔</translation>
        </message>
        <message>
            <source>What is on the screen</source>
            <comment>ACCESS_SUMMARY_TITLE</comment>
            <translation>اسکرین پر کیا ہے</translation>
        </message>
        <message>
            <source>Page: {page}.</source>
            <comment>ACCESS_SUMMARY_PAGE</comment>
            <translation>صفحہ: {page}۔</translation>
        </message>
        <message>
            <source>View: {view}.</source>
            <comment>ACCESS_SUMMARY_VIEW</comment>
            <translation>منظر: {view}۔</translation>
        </message>
        <message>
            <source>Chart, {name}: {description}</source>
            <comment>ACCESS_SUMMARY_CHART</comment>
            <translation>چارٹ، {name}: {description}</translation>
        </message>
        <message>
            <source>Table, {name}:</source>
            <comment>ACCESS_SUMMARY_TABLE</comment>
            <translation>جدول، {name}:</translation>
        </message>
        <message>
            <source>{cells}.</source>
            <comment>ACCESS_SUMMARY_ROW</comment>
            <translation>{cells}۔</translation>
        </message>
        <message>
            <source>All lessons (the start screen)</source>
            <comment>ACCESS_PAGE_START</comment>
            <translation>تمام اسباق (شروع کی اسکرین)</translation>
        </message>
        <message>
            <source>The lab</source>
            <comment>ACCESS_PAGE_OTHER</comment>
            <translation>لیب</translation>
        </message>
        <message>
            <source>The rules side by side, same crowd</source>
            <comment>TABLE_TITLE</comment>
            <translation>اصول ساتھ ساتھ، وہی ہجوم</translation>
        </message>
        <message numerus="yes">
            <source>Whole runs, start to finish: middle of {n} runs. Highlighted: the rule you chose.</source>
            <oldsource>Whole runs, start to finish: middle of {n} runs, roll of the dice {seed}. Highlighted: the rule you chose.</oldsource>
            <comment>TABLE_NOTE</comment>
            <extracomment>English for one: Whole runs, start to finish: middle of {n} run. Highlighted: the rule you chose.</extracomment>
            <translation>
                <numerusform>پورے چکر، شروع سے آخر تک: {n} چکر کی درمیانی قدر۔ نمایاں: آپ کا چنا ہوا اصول۔</numerusform>
                <numerusform>پورے چکر، شروع سے آخر تک: {n} چکروں کی درمیانی قدر۔ نمایاں: آپ کا چنا ہوا اصول۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Whole runs, start to finish: the middle of {n} runs. Highlighted: the rule you chose.</source>
            <comment>TABLE_NOTE_VISITORS</comment>
            <extracomment>English for one: Whole runs, start to finish: the middle of {n} run. Highlighted: the rule you chose.</extracomment>
            <translation>
                <numerusform>پورے چکر، شروع سے آخر تک: {n} چکر کی درمیانی قدر۔ نمایاں: آپ کا چنا ہوا اصول۔</numerusform>
                <numerusform>پورے چکر، شروع سے آخر تک: {n} چکروں کی درمیانی قدر۔ نمایاں: آپ کا چنا ہوا اصول۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Each number is the median of the runs: half the runs did better, half worse. The roll of the dice is the random seed: the same seed gives exactly the same runs.</source>
            <comment>TABLE_NOTE_TIP</comment>
            <translation>ہر نمبر چکروں کی درمیانی قدر (میڈین) ہے: آدھے چکر اس سے بہتر، آدھے بدتر۔ پانسے کا نمبر بے ترتیب بیج ہے: ایک ہی بیج بالکل وہی چکر دیتا ہے۔</translation>
        </message>
        <message>
            <source>Each number is the median of the runs: half the runs did better, half worse. This table's roll of the dice (the random seed) is {seed}: the same seed gives exactly the same runs.</source>
            <comment>TABLE_NOTE_SEED_TIP</comment>
            <translation>ہر نمبر چکروں کی درمیانی قدر (میڈین) ہے: آدھے چکر اس سے بہتر، آدھے بدتر۔ اس جدول کا پانسے کا نمبر (بے ترتیب بیج) {seed} ہے: ایک ہی بیج بالکل وہی چکر دیتا ہے۔</translation>
        </message>
        <message>
            <source>Agents who gave up</source>
            <comment>TABLE_GAVE_UP</comment>
            <translation>ہار ماننے والے ایجنٹ</translation>
        </message>
        <message numerus="yes">
            <source>The result is this table, the middle of {n} runs; the plots show one of them, and the published table {why}: {figures}.</source>
            <comment>PUBLISHED_NOTE</comment>
            <extracomment>English for one: The result is this table, the middle of {n} run; the plots show that run, and the published table {why}: {figures}.</extracomment>
            <translation>
                <numerusform>نتیجہ یہ جدول ہے، {n} چکر کی درمیانی قدر؛ گراف وہی چکر دکھاتے ہیں، اور شائع شدہ جدول {why}: {figures}۔</numerusform>
                <numerusform>نتیجہ یہ جدول ہے، {n} چکروں کی درمیانی قدر؛ گراف ان میں سے ایک چکر دکھاتے ہیں، اور شائع شدہ جدول {why}: {figures}۔</numerusform>
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
            <translation>{figures}؛ {more}</translation>
        </message>
        <message>
            <source>is rounded its own way</source>
            <comment>PUBLISHED_WHY/rounded</comment>
            <translation>اپنے طریقے سے گول کیا گیا ہے</translation>
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice</source>
            <comment>PUBLISHED_WHY/random</comment>
            <translation>اپنی پانسے کی چال کے ساتھ دوسرے {runs} چکر ہے</translation>
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice and rounding</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation>اپنی پانسے کی چال اور گول کرنے کے ساتھ دوسرے {runs} چکر ہے</translation>
        </message>
        <message>
            <source>The published table is the middle of {runs} runs. {figures}. {why}</source>
            <oldsource>The published table is the middle of {runs} runs. {figures}. {why} The facts are in docs/model.md, in its section on the model's figures against the published table.</oldsource>
            <comment>PUBLISHED_TIP</comment>
            <translation>شائع شدہ جدول {runs} چکروں کی درمیانی قدر ہے۔ {figures}۔ {why}</translation>
        </message>
        <message>
            <source>{rule}: published {published}, here {shown}</source>
            <comment>PUBLISHED_TIP_FIGURE</comment>
            <translation>{rule}: شائع شدہ {published}، یہاں {shown}</translation>
        </message>
        <message>
            <source>{v:.1f} s</source>
            <oldsource>{v}</oldsource>
            <comment>PUBLISHED_METRIC/last_served</comment>
            <translation>{v:.1f} سیکنڈ</translation>
        </message>
        <message>
            <source>{v:,.0f} calls</source>
            <oldsource>{v} calls</oldsource>
            <comment>PUBLISHED_METRIC/calls</comment>
            <translation>{v:,.0f} کالیں</translation>
        </message>
        <message>
            <source>{v:,.0f} refused</source>
            <oldsource>{v} refused</oldsource>
            <comment>PUBLISHED_METRIC/refused</comment>
            <translation>{v:,.0f} رد</translation>
        </message>
        <message>
            <source>typical agent {v:.1f} s</source>
            <oldsource>typical agent {v}</oldsource>
            <comment>PUBLISHED_METRIC/typical_served</comment>
            <translation>عام ایجنٹ {v:.1f} سیکنڈ</translation>
        </message>
        <message>
            <source>A rule without randomness differs only by the write-up's rounding and timing.</source>
            <comment>PUBLISHED_WHY_ROUNDED</comment>
            <translation>بے ترتیبی کے بغیر اصول میں فرق صرف تحریر کے گول کرنے اور وقت کا ہے۔</translation>
        </message>
        <message>
            <source>A random wait's figures move with the random draws: this roll of the dice, {runs} runs and the lab's faster engine draw other numbers than the published runs did.</source>
            <comment>PUBLISHED_WHY_RANDOM</comment>
            <translation>بے ترتیب انتظار کے نتائج بے ترتیب نمبروں کے ساتھ بدلتے ہیں: پانسے کی یہ چال، {runs} چکر اور لیب کا تیز انجن شائع شدہ چکروں سے دوسرے نمبر نکالتے ہیں۔</translation>
        </message>
        <message>
            <source>The published story's figures: this table agrees with the published one.</source>
            <comment>PUBLISHED_SAME</comment>
            <translation>شائع شدہ کہانی کے نتائج: یہ جدول شائع شدہ جدول سے ملتا ہے۔</translation>
        </message>
        <message>
            <source>Other settings than the published story: there is no published table to compare with.</source>
            <comment>PUBLISHED_OTHER</comment>
            <translation>شائع شدہ کہانی سے الگ سیٹنگز: موازنے کے لیے کوئی شائع شدہ جدول نہیں ہے۔</translation>
        </message>
        <message>
            <source>Randomness {j:.2f}</source>
            <comment>JITTER_ROW</comment>
            <translation>بے ترتیبی {j:.2f}</translation>
        </message>
        <message>
            <source>Updating the table: {rule}, run {done} of {total}…</source>
            <oldsource>Updating the table: run {done} of {total}…</oldsource>
            <comment>TABLE_UPDATING</comment>
            <translation>جدول تازہ ہو رہا ہے: {rule}، {total} میں سے چکر {done}…</translation>
        </message>
        <message>
            <source>Updating the table: run {done} of {total}…</source>
            <comment>TABLE_UPDATING_ANY</comment>
            <translation>جدول تازہ ہو رہا ہے: {total} میں سے چکر {done}…</translation>
        </message>
        <message>
            <source>Working out the table…</source>
            <comment>TABLE_WAITING</comment>
            <translation>جدول کا حساب ہو رہا ہے…</translation>
        </message>
        <message>
            <source>Play</source>
            <comment>PLAY</comment>
            <translation>چلائیں</translation>
        </message>
        <message>
            <source>Pause</source>
            <comment>PAUSE</comment>
            <translation>روکیں</translation>
        </message>
        <message>
            <source>Step</source>
            <comment>STEP</comment>
            <translation>ایک قدم</translation>
        </message>
        <message>
            <source>Speed</source>
            <comment>SPEED</comment>
            <translation>رفتار</translation>
        </message>
        <message>
            <source>Reset all</source>
            <comment>RESET_ALL</comment>
            <translation>سب پہلے جیسا</translation>
        </message>
        <message>
            <source>Your last settings</source>
            <comment>LAST_SETTINGS</comment>
            <translation>آپ کی پچھلی سیٹنگز</translation>
        </message>
        <message>
            <source>Free play begins from the lab's own settings, not the lesson's.</source>
            <comment>STATUS_FREE_FROM_LAB</comment>
            <translation>آزاد کھیل لیب کی اپنی سیٹنگز سے شروع ہوتا ہے، سبق کی سیٹنگز سے نہیں۔</translation>
        </message>
        <message>
            <source>Free play begins from the published story. The settings this lab had last time: Your last settings, beside Reset all.</source>
            <comment>STATUS_FROM_STORY</comment>
            <translation>آزاد کھیل شائع شدہ کہانی سے شروع ہوتا ہے۔ پچھلی بار کی سیٹنگز: 'آپ کی پچھلی سیٹنگز'، 'سب پہلے جیسا' کے ساتھ۔</translation>
        </message>
        <message>
            <source>Save picture</source>
            <comment>EXPORT_SCREENSHOT</comment>
            <translation>تصویر محفوظ کریں</translation>
        </message>
        <message>
            <source>Whole window</source>
            <comment>EXPORT_WHOLE</comment>
            <translation>پوری ونڈو</translation>
        </message>
        <message>
            <source>The picture only, for a slide</source>
            <comment>EXPORT_SLIDE</comment>
            <translation>صرف تصویر، سلائیڈ کے لیے</translation>
        </message>
        <message>
            <source>Save data (CSV)</source>
            <comment>EXPORT_DATA</comment>
            <translation>ڈیٹا محفوظ کریں (CSV)</translation>
        </message>
        <message>
            <source>Measure API</source>
            <comment>MEASURE</comment>
            <translation>‏API ناپیں</translation>
        </message>
        <message>
            <source>Time a tool</source>
            <comment>MEASURE_LESSON</comment>
            <translation>ٹول کا وقت ناپیں</translation>
        </message>
        <message>
            <source>Cancel measuring</source>
            <comment>MEASURE_CANCEL</comment>
            <translation>ناپنا بند کریں</translation>
        </message>
        <message>
            <source>Keys</source>
            <comment>HELP</comment>
            <translation>کلیدیں</translation>
        </message>
        <message>
            <source>Replay: {now:.1f} s of {end:.1f} s</source>
            <comment>CLOCK</comment>
            <translation>دوبارہ چلانا: {end:.1f} میں سے {now:.1f} سیکنڈ</translation>
        </message>
        <message>
            <source>Replay this run in simulated time: watch the calls arrive and the agents get served.</source>
            <comment>TIP/play</comment>
            <translation>اس چکر کو فرضی وقت میں دوبارہ چلائیں: کالیں آتی اور ایجنٹوں کو جواب ملتے دیکھیں۔</translation>
        </message>
        <message>
            <source>Move the replay forward by one bar width.</source>
            <comment>TIP/step</comment>
            <translation>دوبارہ چلانے کو ایک پٹی کی چوڑائی آگے بڑھائیں۔</translation>
        </message>
        <message>
            <source>How fast the replay runs. Instant jumps to the end.</source>
            <comment>TIP/speed</comment>
            <translation>دوبارہ چلانا کتنا تیز ہو۔ 'فوراً' سیدھا آخر پر پہنچا دیتا ہے۔</translation>
        </message>
        <message>
            <source>Put every setting back to the published story's values, clear your own points and undo any zoom.</source>
            <oldsource>Put every setting back to the published story's values.</oldsource>
            <comment>TIP/reset</comment>
            <translation>ہر سیٹنگ کو شائع شدہ کہانی کی قدروں پر واپس لائیں، اپنے نقطے مٹائیں اور ہر زوم واپس کریں۔</translation>
        </message>
        <message>
            <source>Put back the settings this lab had when it was last used (free play began from the story's).</source>
            <comment>TIP/last_settings</comment>
            <translation>وہ سیٹنگز واپس لائیں جو اس لیب میں پچھلی بار استعمال کے وقت تھیں (آزاد کھیل کہانی کی سیٹنگز سے شروع ہوا)۔</translation>
        </message>
        <message>
            <source>Save a picture of the page on screen, with a caption naming its rule and settings. You choose where.</source>
            <oldsource>Save a picture of the window in your Pictures folder.</oldsource>
            <comment>TIP/export</comment>
            <translation>اسکرین پر موجود صفحے کی تصویر محفوظ کریں، ساتھ ایک عنوان جس میں اس کا اصول اور سیٹنگز لکھی ہوں۔ جگہ آپ خود چنیں۔</translation>
        </message>
        <message>
            <source>Save the results table, with the settings it was made with, as a CSV file. You choose where.</source>
            <oldsource>Save the results table and every call of this run as CSV files in your Documents folder.</oldsource>
            <comment>TIP/data</comment>
            <translation>نتائج کا جدول، ان سیٹنگز کے ساتھ جن سے یہ بنا، CSV فائل کے طور پر محفوظ کریں۔ آپ خود چنتے ہیں کہ کہاں۔</translation>
        </message>
        <message>
            <source>Time five polite calls to the Department for Transport's road traffic API and use the answer time.</source>
            <comment>TIP/measure</comment>
            <translation>محکمۂ ٹرانسپورٹ (DfT) کے سڑکوں کی ٹریفک والے API کو پانچ شائستہ کالیں کر کے وقت ناپیں اور وہی جواب کا وقت استعمال کریں۔</translation>
        </message>
        <message>
            <source>Time five polite calls to a real tool on the internet, the Department for Transport's road traffic counts (an API), and give the agents' tool its answer time.</source>
            <comment>TIP/measure_lesson</comment>
            <translation>انٹرنیٹ پر ایک اصلی ٹول، محکمۂ ٹرانسپورٹ کی سڑکوں کی ٹریفک کی گنتی (ایک API)، کو پانچ شائستہ کالیں کر کے وقت ناپیں، اور ایجنٹوں کے ٹول کو یہی جواب کا وقت دیں۔</translation>
        </message>
        <message>
            <source>Measuring the real API is not available in this copy of the lab.</source>
            <comment>TIP/measure_off</comment>
            <translation>لیب کی اس کاپی میں اصل API ناپنا دستیاب نہیں۔</translation>
        </message>
        <message>
            <source>Stop the timing calls now. The answer time stays as it was.</source>
            <comment>TIP/measure_cancel</comment>
            <translation>وقت ناپنے والی کالیں ابھی روک دیں۔ جواب کا وقت پہلے جیسا رہے گا۔</translation>
        </message>
        <message>
            <source>Timing polite calls to {where}…</source>
            <comment>MEASURE_STARTED</comment>
            <translation>{where} کو شائستہ کالوں کا وقت ناپا جا رہا ہے…</translation>
        </message>
        <message>
            <source>Measuring: call {index} of {total}: {what}</source>
            <comment>MEASURE_PROGRESS</comment>
            <translation>ناپ رہے ہیں: {total} میں سے کال {index}: {what}</translation>
        </message>
        <message>
            <source>{seconds:.2f} s</source>
            <comment>MEASURE_CALL_OK</comment>
            <translation>{seconds:.2f} سیکنڈ</translation>
        </message>
        <message>
            <source>failed ({error})</source>
            <comment>MEASURE_CALL_FAILED</comment>
            <translation>ناکام ({error})</translation>
        </message>
        <message numerus="yes">
            <source>Measured {count} of {n} calls: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</source>
            <comment>MEASURE_DONE</comment>
            <extracomment>English for one: Measured {count} of {n} call: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</extracomment>
            <translation>
                <numerusform>{n} کال میں سے {count} ناپی گئی: درمیانی قدر {median:.2f} سیکنڈ ({low:.2f} سے {high:.2f} سیکنڈ تک)۔ سمولیشن اب یہی وقت استعمال کرتی ہے۔</numerusform>
                <numerusform>{n} کالوں میں سے {count} ناپی گئیں: درمیانی قدر {median:.2f} سیکنڈ ({low:.2f} سے {high:.2f} سیکنڈ تک)۔ سمولیشن اب یہی وقت استعمال کرتی ہے۔</numerusform>
            </translation>
        </message>
        <message>
            <source>measured {date}: {times} s (median {median:.2f} s)</source>
            <comment>MEASURE_NOTE</comment>
            <translation>{date} کو ناپا: {times} سیکنڈ (درمیانی قدر {median:.2f} سیکنڈ)</translation>
        </message>
        <message>
            <source>Measuring stopped. The answer time stays at {answer:.2f} s.</source>
            <comment>MEASURE_CANCELLED</comment>
            <translation>ناپنا روک دیا گیا۔ جواب کا وقت {answer:.2f} سیکنڈ ہی رہے گا۔</translation>
        </message>
        <message>
            <source>Measuring did not work: {reason}</source>
            <comment>MEASURE_FAILED</comment>
            <translation>ناپنا کام نہیں کیا: {reason}</translation>
        </message>
        <message>
            <source>Measuring did not work</source>
            <comment>MEASURE_FAILED_SHORT</comment>
            <translation>ناپنا کام نہیں کیا</translation>
        </message>
        <message>
            <source>Not measured: the answer time stays {answer:.2f} s.</source>
            <comment>MEASURE_FAILED_NOTE</comment>
            <translation>نہیں ناپا گیا: جواب کا وقت {answer:.2f} سیکنڈ رہے گا۔</translation>
        </message>
        <message>
            <source>Ready.</source>
            <comment>STATUS_READY</comment>
            <translation>تیار۔</translation>
        </message>
        <message>
            <source>Simulating…</source>
            <comment>STATUS_RUNNING</comment>
            <translation>سمولیشن چل رہی ہے…</translation>
        </message>
        <message numerus="yes">
            <source>Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. Table: the middle of {runs}.</source>
            <oldsource>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The table is the middle of {runs}.</oldsource>
            <comment>STATUS_SHOWING</comment>
            <extracomment>English for one: Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. Table: the middle of {runs}.</extracomment>
            <translation>
                <numerusform>گراف: {runs} میں سے ایک عام چکر، {n:,} کال، {refused:,} رد، آخری جواب {last:.1f} سیکنڈ پر۔ جدول: {runs} کی درمیانی قدر۔</numerusform>
                <numerusform>گراف: {runs} میں سے ایک عام چکر، {n:,} کالیں، {refused:,} رد، آخری جواب {last:.1f} سیکنڈ پر۔ جدول: {runs} کی درمیانی قدر۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. Headline: the middle of {runs}.</source>
            <oldsource>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The headline's figures are the middle of {runs}.</oldsource>
            <comment>STATUS_SHOWING_NO_TABLE</comment>
            <extracomment>English for one: Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. Headline: the middle of {runs}.</extracomment>
            <translation>
                <numerusform>گراف: {runs} میں سے ایک عام چکر، {n:,} کال، {refused:,} رد، آخری جواب {last:.1f} سیکنڈ پر۔ سرخی کے اعداد: {runs} کی درمیانی قدر۔</numerusform>
                <numerusform>گراف: {runs} میں سے ایک عام چکر، {n:,} کالیں، {refused:,} رد، آخری جواب {last:.1f} سیکنڈ پر۔ سرخی کے اعداد: {runs} کی درمیانی قدر۔</numerusform>
            </translation>
        </message>
        <message>
            <source>The plots show run {index} of {runs} with the new settings; finding the typical run…</source>
            <comment>STATUS_SHOWING_QUICK</comment>
            <translation>گراف نئی سیٹنگز کے ساتھ {runs} میں سے چکر {index} دکھاتے ہیں؛ عام چکر تلاش ہو رہا ہے…</translation>
        </message>
        <message>
            <source>{lead}</source>
            <comment>COMPARE_PARTNER</comment>
            <translation>{lead}</translation>
        </message>
        <message>
            <source>Your rule: {rule}</source>
            <comment>COMPARE_CHOSEN</comment>
            <translation>آپ کا اصول: {rule}</translation>
        </message>
        <message>
            <source>Working out the rule to compare with…</source>
            <comment>COMPARE_WAITING</comment>
            <translation>موازنے والے اصول کا حساب ہو رہا ہے…</translation>
        </message>
        <message>
            <source>last agent served {last:.1f} s</source>
            <comment>COMPARE_LAST</comment>
            <translation>آخری ایجنٹ کو جواب {last:.1f} سیکنڈ</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below. The headline and the table give the middle of many runs, so their figures can differ a little.</source>
            <oldsource>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline and the table give the middle of many runs, so their figures can differ a little.</oldsource>
            <comment>COMPARE_SCALE</comment>
            <translation>دونوں کے لیے ایک ہی وقت کا پیمانہ، تاکہ ان کی چوڑائی کا موازنہ ہو سکے: تصویر کے دونوں چکروں میں آخری ایجنٹ کو اوپر {top:.1f} سیکنڈ پر اور نیچے {bottom:.1f} سیکنڈ پر جواب ملتا ہے۔ سرخی اور جدول بہت سے چکروں کی درمیانی قدر دیتے ہیں، اس لیے ان کے اعداد تھوڑے مختلف ہو سکتے ہیں۔</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below. The headline gives the middle of many runs, so its figures can differ a little.</source>
            <oldsource>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline gives the middle of many runs, so its figures can differ a little.</oldsource>
            <comment>COMPARE_SCALE_NO_TABLE</comment>
            <translation>دونوں کے لیے ایک ہی وقت کا پیمانہ، تاکہ ان کی چوڑائی کا موازنہ ہو سکے: تصویر کے دونوں چکروں میں آخری ایجنٹ کو اوپر {top:.1f} سیکنڈ پر اور نیچے {bottom:.1f} سیکنڈ پر جواب ملتا ہے۔ سرخی بہت سے چکروں کی درمیانی قدر دیتی ہے، اس لیے اس کے اعداد تھوڑے مختلف ہو سکتے ہیں۔</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}).</source>
            <comment>COMPARE_SCALE_PICTURE</comment>
            <translation>دونوں کے لیے ایک ہی وقت کا پیمانہ، تاکہ ان کی چوڑائی کا موازنہ ہو سکے: تصویر کے دونوں چکروں میں آخری ایجنٹ کو اوپر {top:.1f} سیکنڈ پر اور نیچے {bottom:.1f} سیکنڈ پر جواب ملتا ہے ({words})۔</translation>
        </message>
        <message>
            <source>{times:.1f} times sooner below</source>
            <comment>COMPARE_SOONER</comment>
            <translation>نیچے {times:.1f} گنا جلدی</translation>
        </message>
        <message>
            <source>{times:.1f} times later below</source>
            <comment>COMPARE_LATER</comment>
            <translation>نیچے {times:.1f} گنا دیر سے</translation>
        </message>
        <message>
            <source>{pct:.0f}% sooner below</source>
            <comment>COMPARE_SOONER_PCT</comment>
            <translation>نیچے {pct:.0f}% جلدی</translation>
        </message>
        <message>
            <source>{pct:.0f}% later below</source>
            <comment>COMPARE_LATER_PCT</comment>
            <translation>نیچے {pct:.0f}% دیر سے</translation>
        </message>
        <message>
            <source>about the same time</source>
            <comment>COMPARE_SAME</comment>
            <translation>تقریباً ایک ہی وقت</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>HEADLINE_LEAD/immediate</comment>
            <translation>فوراً دوبارہ کوشش</translation>
        </message>
        <message>
            <source>Exponential backoff (waiting in step)</source>
            <comment>HEADLINE_LEAD/exponential</comment>
            <translation>دُگنا ہوتا انتظار (ایک ساتھ انتظار)</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>HEADLINE_LEAD/full-jitter</comment>
            <translation>بے ترتیبی کے ساتھ دُگنا انتظار</translation>
        </message>
        <message>
            <source>Randomness {j:.2f} in the wait</source>
            <comment>HEADLINE_JITTER</comment>
            <translation>انتظار میں بے ترتیبی {j:.2f}</translation>
        </message>
        <message>
            <source>exponential backoff</source>
            <comment>HEADLINE_OTHER/exponential</comment>
            <translation>دُگنا ہوتا انتظار</translation>
        </message>
        <message>
            <source>backoff with jitter</source>
            <comment>HEADLINE_OTHER/full-jitter</comment>
            <translation>بے ترتیبی کے ساتھ دُگنا انتظار</translation>
        </message>
        <message>
            <source>{pct:.0f}% fewer calls than {other}</source>
            <comment>HEADLINE_FEWER</comment>
            <translation>{other} سے {pct:.0f}% کم کالیں</translation>
        </message>
        <message>
            <source>about as many calls as {other}</source>
            <comment>HEADLINE_SAME_CALLS</comment>
            <translation>تقریباً اتنی ہی کالیں جتنی {other}</translation>
        </message>
        <message>
            <source>{pct:.0f}% more calls than {other}</source>
            <comment>HEADLINE_MORE</comment>
            <translation>{other} سے {pct:.0f}% زیادہ کالیں</translation>
        </message>
        <message>
            <source>{times:.1f} times as many calls as {other}</source>
            <comment>HEADLINE_TIMES_MORE</comment>
            <translation>{other} سے {times:.1f} گنا کالیں</translation>
        </message>
        <message>
            <source>the last agent is served {times:.1f} times sooner</source>
            <comment>HEADLINE_SOONER_TIMES</comment>
            <translation>آخری ایجنٹ کو {times:.1f} گنا جلدی جواب</translation>
        </message>
        <message>
            <source>the last agent is served {pct:.0f}% sooner</source>
            <comment>HEADLINE_SOONER</comment>
            <translation>آخری ایجنٹ کو {pct:.0f}% جلدی جواب</translation>
        </message>
        <message>
            <source>the last agent is served at about the same time</source>
            <comment>HEADLINE_SAME_LAST</comment>
            <translation>آخری ایجنٹ کو تقریباً اسی وقت جواب</translation>
        </message>
        <message>
            <source>the last agent is served {pct:.0f}% later</source>
            <comment>HEADLINE_LATER</comment>
            <translation>آخری ایجنٹ کو {pct:.0f}% دیر سے جواب</translation>
        </message>
        <message>
            <source>the last agent is served {times:.1f} times later</source>
            <comment>HEADLINE_LATER_TIMES</comment>
            <translation>آخری ایجنٹ کو {times:.1f} گنا دیر سے جواب</translation>
        </message>
        <message>
            <source>{lead}: {calls}, and {last}.</source>
            <comment>HEADLINE</comment>
            <translation>{lead}: {calls}، اور {last}۔</translation>
        </message>
        <message>
            <source>Working out how the rules compare…</source>
            <comment>HEADLINE_WAITING</comment>
            <translation>اصولوں کے موازنے کا حساب ہو رہا ہے…</translation>
        </message>
        <message>
            <source>{lead}: working out the calls and when the last agent is served…</source>
            <comment>HEADLINE_PENDING</comment>
            <translation>{lead}: کالوں کا اور آخری ایجنٹ کو جواب ملنے کے وقت کا حساب ہو رہا ہے…</translation>
        </message>
        <message>
            <source>{lead}: too many calls to simulate here. The charts still show the last settings that could be.</source>
            <comment>HEADLINE_TOO_MANY</comment>
            <translation>{lead}: یہاں سمولیشن کے لیے بہت زیادہ کالیں۔ چارٹ ابھی بھی وہ آخری سیٹنگز دکھا رہے ہیں جن کا حساب ہو سکا۔</translation>
        </message>
        <message>
            <source>Working out the first points: they appear here as they are ready.</source>
            <comment>SWEEP_EMPTY_RUNNING</comment>
            <translation>پہلے نقطوں کا حساب ہو رہا ہے: تیار ہوتے ہی یہاں نظر آئیں گے۔</translation>
        </message>
        <message>
            <source>This chart will set every rule's calls sent against how long agents waited, for a range of settings: the best rules sit low and to the left. Press Run the sweep to fill it in.</source>
            <comment>SWEEP_EMPTY</comment>
            <translation>یہ چارٹ کئی سیٹنگز کے لیے ہر اصول کی بھیجی گئی کالوں کو ایجنٹوں کے انتظار کے مقابل دکھائے گا: بہترین اصول نیچے اور بائیں ہوتے ہیں۔ اسے بھرنے کے لیے 'سویپ چلائیں' دبائیں۔</translation>
        </message>
        <message>
            <source>These charts will show Marc Brooker's experiment: how many calls each rule makes, and how long the work takes, as more and more clients compete. Press Run the experiment to fill them in.</source>
            <comment>BROOKER_EMPTY</comment>
            <translation>یہ چارٹ مارک بروکر کا تجربہ دکھائیں گے: ہر اصول کتنی کالیں کرتا ہے، اور کام کتنی دیر میں ہوتا ہے، جب زیادہ سے زیادہ کلائنٹ مقابلہ کرتے ہیں۔ انہیں بھرنے کے لیے 'تجربہ چلائیں' دبائیں۔</translation>
        </message>
        <message>
            <source>The settings on the left do not change this tab: it has its own clients and its own tool.</source>
            <comment>CONTROLS_NOT_USED</comment>
            <translation>ساتھ والی سیٹنگز اس ٹیب کو نہیں بدلتیں: اس کے اپنے کلائنٹ اور اپنا ٹول ہے۔</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} of {agents:,} agents gave up and were never served (not counted in the times).</source>
            <comment>STATUS_GAVE_UP</comment>
            <extracomment>English for one: {n:,} of {agents:,} agents gave up and was never served (not counted in the times).</extracomment>
            <translation>
                <numerusform>{agents:,} میں سے {n:,} ایجنٹ ہار مان گیا اور اسے کبھی جواب نہیں ملا (وقتوں میں شامل نہیں)۔</numerusform>
                <numerusform>{agents:,} میں سے {n:,} ایجنٹ ہار مان گئے اور انہیں کبھی جواب نہیں ملا (وقتوں میں شامل نہیں)۔</numerusform>
            </translation>
        </message>
        <message>
            <source>the picture</source>
            <comment>WHAT_PICTURE</comment>
            <translation>تصویر</translation>
        </message>
        <message>
            <source>the table and the calls</source>
            <comment>WHAT_DATA</comment>
            <translation>جدول اور کالیں</translation>
        </message>
        <message>
            <source>the table</source>
            <comment>WHAT_TABLE</comment>
            <translation>جدول</translation>
        </message>
        <message>
            <source>the calls</source>
            <comment>WHAT_CALLS</comment>
            <translation>کالیں</translation>
        </message>
        <message>
            <source>the simulation for these settings is still running; try again in a moment</source>
            <comment>STILL_RUNNING</comment>
            <translation>ان سیٹنگز کی سمولیشن ابھی چل رہی ہے؛ ذرا دیر بعد پھر کوشش کریں</translation>
        </message>
        <message>
            <source>Saved {what} to {path}</source>
            <comment>STATUS_SAVED</comment>
            <translation>{what} یہاں محفوظ کیا: {path}</translation>
        </message>
        <message>
            <source>Saved the table to {table_path}. Saved the calls to {calls_path}.</source>
            <comment>STATUS_SAVED_TABLE_AND_CALLS</comment>
            <translation>جدول یہاں محفوظ کیا: {table_path}۔ کالیں یہاں محفوظ کیں: {calls_path}۔</translation>
        </message>
        <message>
            <source>Saved the table to {table_path}. Could not save the calls: {reason}</source>
            <comment>STATUS_SAVED_TABLE_NOT_CALLS</comment>
            <translation>جدول یہاں محفوظ کیا: {table_path}۔ کالیں محفوظ نہیں ہو سکیں: {reason}</translation>
        </message>
        <message>
            <source>Saved the table to {path}; saving all {calls:,} calls in the background…</source>
            <comment>STATUS_SAVING_CALLS</comment>
            <translation>جدول {path} میں محفوظ ہو گیا؛ تمام {calls:,} کالیں پس منظر میں محفوظ ہو رہی ہیں…</translation>
        </message>
        <message>
            <source>Saving all {calls:,} calls to {path} in the background…</source>
            <comment>STATUS_SAVING_ONLY_CALLS</comment>
            <translation>تمام {calls:,} کالیں پس منظر میں {path} میں محفوظ ہو رہی ہیں…</translation>
        </message>
        <message>
            <source>Could not save {what}: {reason}</source>
            <comment>STATUS_SAVE_FAILED</comment>
            <translation>{what} محفوظ نہیں ہو سکا: {reason}</translation>
        </message>
        <message>
            <source>the name {name} cannot be written with this computer's file name encoding ({encoding}); choose a name and folder in plain letters, or set a UTF-8 language setting (for example LANG=C.UTF-8)</source>
            <comment>SAVE_REASONS/encoding</comment>
            <translation>نام {name} اس کمپیوٹر کی فائل ناموں کی انکوڈنگ ({encoding}) میں نہیں لکھا جا سکتا؛ سادہ حروف میں نام اور فولڈر چنیں، یا UTF-8 والی زبان کی سیٹنگ لگائیں (مثلاً LANG=C.UTF-8)</translation>
        </message>
        <message>
            <source>the file name {name}... is {size:,} bytes long; a file name here can have at most {limit:,}</source>
            <comment>SAVE_REASONS/name_too_long</comment>
            <translation>فائل کا نام {name}... {size:,} بائٹ لمبا ہے؛ یہاں فائل کا نام زیادہ سے زیادہ {limit:,} بائٹ ہو سکتا ہے</translation>
        </message>
        <message>
            <source>the folder {folder} does not exist</source>
            <comment>SAVE_REASONS/no_folder</comment>
            <translation>فولڈر {folder} موجود نہیں</translation>
        </message>
        <message>
            <source>the folder {folder} cannot be used ({why})</source>
            <comment>SAVE_REASONS/folder_unusable</comment>
            <translation>فولڈر {folder} استعمال نہیں ہو سکتا ({why})</translation>
        </message>
        <message>
            <source>{folder} is not a folder</source>
            <comment>SAVE_REASONS/not_a_folder</comment>
            <translation>{folder} فولڈر نہیں ہے</translation>
        </message>
        <message>
            <source>{path} cannot be used ({why})</source>
            <comment>SAVE_REASONS/unusable</comment>
            <translation>{path} استعمال نہیں ہو سکتا ({why})</translation>
        </message>
        <message>
            <source>cannot write in the folder {folder} ({why})</source>
            <comment>SAVE_REASONS/folder_not_writable</comment>
            <translation>فولڈر {folder} میں لکھا نہیں جا سکتا ({why})</translation>
        </message>
        <message>
            <source>{path} is a symbolic link; the lab does not replace links: give the file's own path or a new name</source>
            <comment>SAVE_REASONS/link</comment>
            <translation>{path} ایک علامتی لنک ہے؛ لیب لنک کی جگہ نہیں لکھتی: فائل کا اپنا راستہ یا نیا نام دیں</translation>
        </message>
        <message>
            <source>{path} is a folder; give a file name</source>
            <comment>SAVE_REASONS/is_folder</comment>
            <translation>{path} ایک فولڈر ہے؛ فائل کا نام دیں</translation>
        </message>
        <message>
            <source>{path} is not a plain file (a pipe, socket or device); give a new name</source>
            <comment>SAVE_REASONS/not_plain</comment>
            <translation>{path} عام فائل نہیں (پائپ، ساکٹ یا آلہ)؛ نیا نام دیں</translation>
        </message>
        <message>
            <source>{path} is read-only; the lab does not replace it: give a new name or make it writable</source>
            <comment>SAVE_REASONS/read_only</comment>
            <translation>{path} صرف پڑھنے کے لیے ہے؛ لیب اس کی جگہ نہیں لکھتی: نیا نام دیں یا اسے لکھنے کے قابل بنائیں</translation>
        </message>
        <message>
            <source>too many files named like {name} in {folder}</source>
            <comment>SAVE_REASONS/too_many</comment>
            <translation>{folder} میں {name} جیسے ناموں کی بہت زیادہ فائلیں ہیں</translation>
        </message>
        <message>
            <source>cannot create the folder {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_make_folder</comment>
            <translation>فولڈر {folder} نہیں بنایا جا سکتا ({why})</translation>
        </message>
        <message>
            <source>cannot write in {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_write_in</comment>
            <translation>{folder} میں لکھا نہیں جا سکتا ({why})</translation>
        </message>
        <message>
            <source>cannot write {name} in {folder} ({why})</source>
            <comment>SAVE_REASONS/cannot_write</comment>
            <translation>{folder} میں {name} نہیں لکھا جا سکتا ({why})</translation>
        </message>
        <message>
            <source>could not find a free name like {name} in {folder}</source>
            <comment>SAVE_REASONS/no_free_name</comment>
            <translation>{folder} میں {name} جیسا کوئی خالی نام نہیں ملا</translation>
        </message>
        <message>
            <source>{name} was not saved (stopped before it was finished)</source>
            <comment>SAVE_REASONS/stopped</comment>
            <translation>{name} محفوظ نہیں ہوا (مکمل ہونے سے پہلے روک دیا گیا)</translation>
        </message>
        <message>
            <source>permission denied</source>
            <comment>SAVE_OS_REASONS/permission</comment>
            <translation>اجازت نہیں</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <comment>SAVE_OS_REASONS/full</comment>
            <translation>ڈسک بھری ہوئی ہے</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <comment>SAVE_OS_REASONS/read_only_disk</comment>
            <translation>ڈسک صرف پڑھنے کے لیے ہے</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <comment>SAVE_OS_REASONS/missing</comment>
            <translation>یہ موجود نہیں</translation>
        </message>
        <message>
            <source>the name is too long</source>
            <comment>SAVE_OS_REASONS/name_too_long</comment>
            <translation>نام بہت لمبا ہے</translation>
        </message>
        <message>
            <source>Could not simulate these settings: {reason}</source>
            <comment>STATUS_ERROR</comment>
            <translation>ان سیٹنگز کی سمولیشن نہیں ہو سکی: {reason}</translation>
        </message>
        <message>
            <source>The lab's simulator stopped unexpectedly and has been restarted; the figures are worked out again for your settings.</source>
            <comment>STATUS_SIMULATOR_RESTARTED</comment>
            <translation>لیب کا سمولیٹر اچانک رک گیا تھا اور دوبارہ شروع کر دیا گیا ہے؛ آپ کی سیٹنگز کے نتائج دوبارہ نکالے جا رہے ہیں۔</translation>
        </message>
        <message>
            <source>the lab's background worker stopped unexpectedly and has been restarted; run it again to carry on</source>
            <comment>BACKGROUND_WORKER_RESTARTED</comment>
            <translation>لیب کا پس منظر والا کارکن اچانک رک گیا تھا اور دوبارہ شروع کر دیا گیا ہے؛ جاری رکھنے کے لیے اسے پھر چلائیں</translation>
        </message>
        <message>
            <source>Everything is back to the published story.</source>
            <comment>STATUS_RESET</comment>
            <translation>سب کچھ شائع شدہ کہانی پر واپس آ گیا ہے۔</translation>
        </message>
        <message>
            <source>This crowd would take too many calls to simulate here. Try fewer agents, more capacity or a slower retry.</source>
            <comment>STATUS_BUDGET</comment>
            <translation>اس ہجوم کی یہاں سمولیشن کے لیے بہت زیادہ کالیں لگیں گی۔ کم ایجنٹ، زیادہ گنجائش یا آہستہ دوبارہ کوشش آزمائیں۔</translation>
        </message>
        <message>
            <source>something unexpected went wrong inside the lab (the details are in {path}); the lab keeps running</source>
            <comment>UNEXPECTED_REASON</comment>
            <translation>لیب کے اندر کچھ غیر متوقع خرابی ہوئی (تفصیل {path} میں ہے)؛ لیب چلتی رہے گی</translation>
        </message>
        <message>
            <source>something unexpected went wrong inside the lab; the lab keeps running</source>
            <comment>UNEXPECTED_REASON_NO_LOG</comment>
            <translation>لیب کے اندر کچھ غیر متوقع خرابی ہوئی؛ لیب چلتی رہے گی</translation>
        </message>
        <message>
            <source>Keyboard keys</source>
            <comment>HELP_TITLE</comment>
            <translation>کی بورڈ کی کلیدیں</translation>
        </message>
        <message>
            <source>Alt+1, Alt+2, Alt+3</source>
            <comment>SHORTCUTS/0/0</comment>
            <translation>Alt+1, Alt+2, Alt+3</translation>
        </message>
        <message>
            <source>Choose a retry rule (in a lesson: its three choices)</source>
            <comment>SHORTCUTS/0/1</comment>
            <translation>دوبارہ کوشش کا اصول چنیں (سبق میں: اس کے تین انتخاب)</translation>
        </message>
        <message>
            <source>Tab / Shift+Tab</source>
            <comment>SHORTCUTS/1/0</comment>
            <translation>Tab / Shift+Tab</translation>
        </message>
        <message>
            <source>Move between controls</source>
            <comment>SHORTCUTS/1/1</comment>
            <translation>کنٹرولز کے بیچ جائیں</translation>
        </message>
        <message>
            <source>Arrow keys, Page Up/Down</source>
            <comment>SHORTCUTS/2/0</comment>
            <translation>تیر والی کلیدیں، Page Up/Down</translation>
        </message>
        <message>
            <source>Change the focused slider</source>
            <comment>SHORTCUTS/2/1</comment>
            <translation>جس سلائیڈر پر فوکس ہے اسے بدلیں</translation>
        </message>
        <message>
            <source>Ctrl+Space</source>
            <comment>SHORTCUTS/3/0</comment>
            <translation>Ctrl+Space</translation>
        </message>
        <message>
            <source>Play or pause the replay</source>
            <comment>SHORTCUTS/3/1</comment>
            <translation>دوبارہ چلانا شروع یا بند کریں</translation>
        </message>
        <message>
            <source>Ctrl+.</source>
            <comment>SHORTCUTS/4/0</comment>
            <translation>Ctrl+.</translation>
        </message>
        <message>
            <source>Step the replay forward</source>
            <comment>SHORTCUTS/4/1</comment>
            <translation>دوبارہ چلانے کو ایک قدم آگے بڑھائیں</translation>
        </message>
        <message>
            <source>Ctrl+1 … Ctrl+4</source>
            <comment>SHORTCUTS/5/0</comment>
            <translation>Ctrl+1 … Ctrl+4</translation>
        </message>
        <message>
            <source>Replay speed: 1x, 5x, 20x, instant</source>
            <comment>SHORTCUTS/5/1</comment>
            <translation>دوبارہ چلانے کی رفتار: 1 گنا، 5 گنا، 20 گنا، فوراً</translation>
        </message>
        <message>
            <source>Ctrl+R</source>
            <comment>SHORTCUTS/6/0</comment>
            <translation>Ctrl+R</translation>
        </message>
        <message>
            <source>Reset all (in a lesson: start it again)</source>
            <comment>SHORTCUTS/6/1</comment>
            <translation>سب دوبارہ (سبق میں: اسے نئے سرے سے شروع کریں)</translation>
        </message>
        <message>
            <source>Ctrl+S</source>
            <comment>SHORTCUTS/7/0</comment>
            <translation>Ctrl+S</translation>
        </message>
        <message>
            <source>Save a picture of the window</source>
            <comment>SHORTCUTS/7/1</comment>
            <translation>ونڈو کی تصویر محفوظ کریں</translation>
        </message>
        <message>
            <source>Ctrl+E</source>
            <comment>SHORTCUTS/8/0</comment>
            <translation>Ctrl+E</translation>
        </message>
        <message>
            <source>Save the data as CSV</source>
            <comment>SHORTCUTS/8/1</comment>
            <translation>ڈیٹا CSV کے طور پر محفوظ کریں</translation>
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
            <translation>اصلی ٹول کے جوابات کا وقت ناپیں (‏API ناپیں)</translation>
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
            <translation>کالیں سنیں: دوبارہ چلانے کی آواز چالو یا بند</translation>
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
            <translation>یہ فہرست دکھائیں</translation>
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
            <translation>پوری اسکرین کو الفاظ میں بیان کریں (اسکرین ریڈر کے لیے)</translation>
        </message>
        <message>
            <source>Arrows, + and -, Home</source>
            <oldsource>F6</oldsource>
            <comment>SHORTCUTS/13/0</comment>
            <translation>تیر، + اور -، Home</translation>
        </message>
        <message>
            <source>On a chart with the focus: move along it, zoom in or out, back to the lab's view</source>
            <oldsource>On a chart with the focus: move along it, zoom in or out, back as it was</oldsource>
            <comment>SHORTCUTS/13/1</comment>
            <translation>فوکس والے چارٹ پر: اس پر چلیں، بڑا یا چھوٹا کریں، لیب کے منظر پر واپس</translation>
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
            <translation>تمام اسباق (شروع کی اسکرین)</translation>
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
            <translation>سبق: دروازہ (عمر 8 سے 11)</translation>
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
            <translation>سبق: دس ایجنٹ (عمر 11 سے 15)</translation>
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
            <translation>سبق: بوجھ بمقابلہ انتظار (15 اور اوپر)</translation>
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
            <translation>آزاد کھیل (پوری لیب)</translation>
        </message>
        <message>
            <source>On the start screen: choose a lesson</source>
            <comment>SHORTCUTS/19/1</comment>
            <translation>شروع کی اسکرین پر: سبق چنیں</translation>
        </message>
        <message>
            <source>Ctrl+Tab, Ctrl+Shift+Tab</source>
            <comment>SHORTCUTS/20/0</comment>
            <translation>Ctrl+Tab, Ctrl+Shift+Tab</translation>
        </message>
        <message>
            <source>In the lab: next or previous view (plots, timeline, crowd, sweep, Brooker)</source>
            <comment>SHORTCUTS/20/1</comment>
            <translation>لیب میں: اگلا یا پچھلا منظر (گراف، وقت کی لکیر، ہجوم، سویپ، بروکر)</translation>
        </message>
        <message>
            <source>Ctrl++, Ctrl+-, Ctrl+0</source>
            <comment>SHORTCUTS/21/0</comment>
            <translation>Ctrl++, Ctrl+-, Ctrl+0</translation>
        </message>
        <message>
            <source>Bigger, smaller, normal size (projector mode; View menu)</source>
            <comment>SHORTCUTS/21/1</comment>
            <translation>بڑا، چھوٹا، عام سائز (پروجیکٹر موڈ؛ منظر مینو)</translation>
        </message>
        <message>
            <source>Alt+Shift+Right, Alt+Shift+Left</source>
            <comment>SHORTCUTS/22/0</comment>
            <translation>Alt+Shift+Right, Alt+Shift+Left</translation>
        </message>
        <message>
            <source>In the lab: the plots wider or narrower beside the settings</source>
            <comment>SHORTCUTS/22/1</comment>
            <translation>لیب میں: سیٹنگز کے ساتھ والے گراف زیادہ چوڑے یا تنگ</translation>
        </message>
        <message>
            <source>Alt+Shift+Down, Alt+Shift+Up</source>
            <comment>SHORTCUTS/23/0</comment>
            <translation>Alt+Shift+Down, Alt+Shift+Up</translation>
        </message>
        <message>
            <source>In the lab: the load plot taller or shorter above the histogram</source>
            <comment>SHORTCUTS/23/1</comment>
            <translation>لیب میں: ہسٹوگرام کے اوپر لوڈ گراف زیادہ لمبا یا چھوٹا</translation>
        </message>
        <message>
            <source>Space or Enter</source>
            <comment>SHORTCUTS/24/0</comment>
            <translation>Space یا Enter</translation>
        </message>
        <message>
            <source>Press the button with the focus</source>
            <comment>SHORTCUTS/24/1</comment>
            <translation>فوکس والا بٹن دبائیں</translation>
        </message>
        <message>
            <source>Ctrl+P</source>
            <comment>SHORTCUTS/25/0</comment>
            <translation>Ctrl+P</translation>
        </message>
        <message>
            <source>Add my point (Load against waiting)</source>
            <comment>SHORTCUTS/25/1</comment>
            <translation>میرا نقطہ جوڑیں (بوجھ بمقابلہ انتظار)</translation>
        </message>
        <message>
            <source>wallasey: error: no screen to open the window on ({reason}). On Linux install the Qt libraries (see README, 'On Linux'), or run 'wallasey-sim table' for the results without a window.</source>
            <comment>NO_DISPLAY</comment>
            <translation>wallasey: error: ونڈو کھولنے کے لیے کوئی اسکرین نہیں ({reason})۔ Linux پر Qt لائبریریاں انسٹال کریں (README میں 'On Linux' دیکھیں)، یا ونڈو کے بغیر نتائج کے لیے 'wallasey-sim table' چلائیں۔</translation>
        </message>
        <message>
            <source>Saving files is switched off on this screen.</source>
            <comment>EXPORTS_OFF</comment>
            <translation>اس اسکرین پر فائلیں محفوظ کرنا بند ہے۔</translation>
        </message>
        <message>
            <source>Staff only</source>
            <comment>STAFF_TITLE</comment>
            <translation>صرف عملے کے لیے</translation>
        </message>
        <message>
            <source>Enter the staff PIN to close the lab.</source>
            <comment>STAFF_PROMPT</comment>
            <translation>لیب بند کرنے کے لیے عملے کا PIN لکھیں۔</translation>
        </message>
        <message>
            <source>That PIN is not right.</source>
            <comment>STAFF_WRONG</comment>
            <translation>یہ PIN درست نہیں۔</translation>
        </message>
        <message>
            <source>Close the lab</source>
            <comment>STAFF_CLOSE</comment>
            <translation>لیب بند کریں</translation>
        </message>
        <message>
            <source>Back</source>
            <comment>STAFF_CANCEL</comment>
            <translation>واپس</translation>
        </message>
        <message>
            <source>Delete the last digit</source>
            <comment>STAFF_DELETE</comment>
            <translation>آخری ہندسہ مٹائیں</translation>
        </message>
        <message>
            <source>Something went wrong and was written to {path}. The lab keeps running.</source>
            <comment>CRASH_LOGGED</comment>
            <translation>کچھ غلط ہو گیا اور {path} میں لکھ دیا گیا۔ لیب چلتی رہے گی۔</translation>
        </message>
        <message>
            <source>wallasey: error: the lab is already running in kiosk mode on this computer (lock: {path}).</source>
            <comment>ALREADY_RUNNING</comment>
            <translation>wallasey: error: لیب اس کمپیوٹر پر پہلے ہی کیوسک موڈ میں چل رہی ہے (لاک: {path})۔</translation>
        </message>
        <message>
            <source>wallasey: kiosk settings written to {path}; the staff PIN is in that file.</source>
            <comment>KIOSK_CONFIG_WRITTEN</comment>
            <translation>wallasey: کیوسک کی سیٹنگز {path} میں لکھ دی گئیں؛ عملے کا PIN اسی فائل میں ہے۔</translation>
        </message>
        <message>
            <source>wallasey: there is no kiosk settings file at {path}, so the picture has the kiosk's defaults.</source>
            <comment>KIOSK_PREVIEW_DEFAULTS</comment>
            <translation>wallasey: {path} پر کیوسک کی سیٹنگز کی کوئی فائل نہیں ہے، اس لیے تصویر میں کیوسک کی طے شدہ سیٹنگز ہیں۔</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <comment>LESSONS_MENU</comment>
            <translation>&amp;اسباق</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <comment>VIEW_MENU</comment>
            <translation>&amp;منظر</translation>
        </message>
        <message>
            <source>Bigger (projector)</source>
            <comment>SCALE_LABELS/bigger</comment>
            <translation>بڑا (پروجیکٹر)</translation>
        </message>
        <message>
            <source>Make text, plots and controls bigger, for a projector or the back of the room.</source>
            <comment>SCALE_LABELS/bigger_tip</comment>
            <translation>متن، گراف اور کنٹرول بڑے کریں، پروجیکٹر یا کمرے کے پچھلے حصے کے لیے۔</translation>
        </message>
        <message>
            <source>Smaller</source>
            <comment>SCALE_LABELS/smaller</comment>
            <translation>چھوٹا</translation>
        </message>
        <message>
            <source>Normal size</source>
            <comment>SCALE_LABELS/normal</comment>
            <translation>عام سائز</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <comment>SCALE_LABELS/size</comment>
            <translation>{percent}%</translation>
        </message>
        <message>
            <source>{percent}% (too big for this {screen} screen)</source>
            <comment>SCALE_LABELS/too_big</comment>
            <translation>{percent}% (اس {screen} اسکرین کے لیے بہت بڑا)</translation>
        </message>
        <message>
            <source>Bigger (projector): {percent}% is the largest for this {screen} screen</source>
            <comment>SCALE_LABELS/bigger_full</comment>
            <translation>بڑا (پروجیکٹر): اس {screen} اسکرین کے لیے {percent}% سب سے بڑا ہے</translation>
        </message>
        <message>
            <source>Hear the calls</source>
            <comment>SOUND_LABELS/sound</comment>
            <translation>کالیں سنیں</translation>
        </message>
        <message>
            <source>Hear the replay as it plays: each answered call rings a high note, each refused call buzzes low, so a herd sounds like bursts and silences and jitter like a steady stream.</source>
            <comment>SOUND_LABELS/sound_tip</comment>
            <translation>دوبارہ چلانے کو چلتے ہوئے سنیں: ہر جواب پانے والی کال اونچی گھنٹی بجاتی ہے، ہر رد ہونے والی کال نیچی بھنبھناہٹ، اس لیے ریلا جھٹکوں اور خاموشیوں جیسا سنائی دیتا ہے اور بے ترتیبی ایک مسلسل دھار جیسی۔</translation>
        </message>
        <message>
            <source>Sound volume</source>
            <comment>SOUND_LABELS/volume</comment>
            <translation>آواز کی سطح</translation>
        </message>
        <message>
            <source>Quiet</source>
            <comment>SOUND_LABELS/quiet</comment>
            <translation>دھیمی</translation>
        </message>
        <message>
            <source>Medium</source>
            <comment>SOUND_LABELS/medium</comment>
            <translation>درمیانی</translation>
        </message>
        <message>
            <source>Loud</source>
            <comment>SOUND_LABELS/loud</comment>
            <translation>اونچی</translation>
        </message>
        <message>
            <source>Sound on: answered calls ring high, refused calls buzz low. Press Play to hear the replay.</source>
            <comment>SOUND_LABELS/on</comment>
            <translation>آواز چالو: جواب پانے والی کالیں اونچی گھنٹی، رد ہونے والی نیچی بھنبھناہٹ۔ سننے کے لیے 'چلائیں' دبائیں۔</translation>
        </message>
        <message>
            <source>Sound off.</source>
            <comment>SOUND_LABELS/off</comment>
            <translation>آواز بند۔</translation>
        </message>
        <message>
            <source>No sound device was found on this computer, so the lab stays silent.</source>
            <comment>SOUND_LABELS/none</comment>
            <translation>اس کمپیوٹر پر کوئی آواز کا آلہ نہیں ملا، اس لیے لیب خاموش رہے گی۔</translation>
        </message>
        <message>
            <source>Sound on</source>
            <comment>SOUND_LABELS/indicator</comment>
            <translation>آواز چالو</translation>
        </message>
        <message>
            <source>The replay is heard as it plays (View &gt; Hear the calls turns it off).</source>
            <comment>SOUND_LABELS/indicator_tip</comment>
            <translation>دوبارہ چلانا چلتے ہوئے سنائی دیتا ہے (منظر &gt; کالیں سنیں اسے بند کرتا ہے)۔</translation>
        </message>
        <message>
            <source>This exhibit has sound</source>
            <comment>SOUND_LABELS/exhibit</comment>
            <translation>اس نمائش میں آواز ہے</translation>
        </message>
        <message>
            <source>Press Play: answered calls ring high, refused calls buzz low.</source>
            <comment>SOUND_LABELS/exhibit_tip</comment>
            <translation>'چلائیں' دبائیں: جواب پانے والی کالیں اونچی گھنٹی، رد ہونے والی نیچی بھنبھناہٹ۔</translation>
        </message>
        <message>
            <source>High contrast (projector colours)</source>
            <comment>PROFILE_LABELS/choice</comment>
            <translation>زیادہ کنٹراسٹ (پروجیکٹر کے رنگ)</translation>
        </message>
        <message>
            <source>Stronger colours and thicker lines, for a washed-out projector or low vision.</source>
            <comment>PROFILE_LABELS/tip</comment>
            <translation>گہرے رنگ اور موٹی لکیریں، دھندلے پروجیکٹر یا کمزور نظر کے لیے۔</translation>
        </message>
        <message>
            <source>Teachers' notes</source>
            <comment>LESSONS_NOTES</comment>
            <translation>اساتذہ کے نوٹس</translation>
        </message>
        <message>
            <source>Each lesson's questions with the model's answers, in a window beside the lab.</source>
            <comment>LESSONS_NOTES_TIP</comment>
            <translation>ہر سبق کے سوال ماڈل کے جوابوں کے ساتھ، لیب کے ساتھ ایک ونڈو میں۔</translation>
        </message>
        <message>
            <source>Worksheet for this lesson (PDF)</source>
            <comment>LESSONS_WORKSHEET</comment>
            <translation>اس سبق کی ورک شیٹ (PDF)</translation>
        </message>
        <message>
            <source>Teacher's worksheet with answers (PDF)</source>
            <comment>LESSONS_WORKSHEET_ANSWERS</comment>
            <translation>استاد کی ورک شیٹ، جوابوں کے ساتھ (PDF)</translation>
        </message>
        <message>
            <source>One page with the lesson's questions and a picture of your run. You choose where to save it (Save as opens in Documents).</source>
            <oldsource>One page with the lesson's questions and a picture of your run. Saved in Documents.</oldsource>
            <comment>LESSONS_WORKSHEET_TIP</comment>
            <translation>ایک صفحہ جس پر سبق کے سوال اور آپ کے چکر کی تصویر ہے۔ آپ خود چنتے ہیں کہ اسے کہاں محفوظ کرنا ہے (محفوظ کرنے کی کھڑکی دستاویزات میں کھلتی ہے)۔</translation>
        </message>
        <message>
            <source>Open a lesson first: free play and the start screen have no worksheet.</source>
            <comment>LESSONS_WORKSHEET_NONE</comment>
            <translation>پہلے کوئی سبق کھولیں: آزاد کھیل اور شروع کی اسکرین کی کوئی ورک شیٹ نہیں۔</translation>
        </message>
        <message>
            <source>{item}: open a lesson first</source>
            <comment>LESSONS_WORKSHEET_FIRST</comment>
            <translation>{item}: پہلے کوئی سبق کھولیں</translation>
        </message>
        <message>
            <source>Teachers' notes: the three lessons</source>
            <comment>NOTES_TITLE</comment>
            <translation>اساتذہ کے نوٹس: تینوں اسباق</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>NOTES_CLOSE</comment>
            <translation>بند کریں</translation>
        </message>
        <message>
            <source>For the technician</source>
            <comment>NOTES_TECHNICIAN</comment>
            <translation>تکنیکی معاون کے لیے</translation>
        </message>
        <message>
            <source>Go to this part of the notes.</source>
            <comment>NOTES_PART_TIP</comment>
            <translation>نوٹس کے اس حصے پر جائیں۔</translation>
        </message>
        <message>
            <source>The teachers' notes are not in this copy of the lab: {reason}</source>
            <comment>NOTES_MISSING</comment>
            <translation>اساتذہ کے نوٹس لیب کی اس کاپی میں نہیں ہیں: {reason}</translation>
        </message>
        <message>
            <source>These teachers' notes are in English: they have not been translated into this language yet.</source>
            <comment>NOTES_IN_ENGLISH</comment>
            <translation>اساتذہ کے یہ نوٹس انگریزی میں ہیں: ان کا ابھی اردو میں ترجمہ نہیں ہوا۔</translation>
        </message>
        <message>
            <source>{asked}% does not fit this {screen} screen: the lab stays at {kept}%, the largest that fits.</source>
            <comment>SCALE_TOO_BIG</comment>
            <translation>{asked}% اس {screen} اسکرین میں پورا نہیں آتا: لیب {kept}% پر رہے گی، جو سب سے بڑا ہے جو پورا آتا ہے۔</translation>
        </message>
        <message>
            <source>All lessons (start screen)</source>
            <comment>LESSON_ACTIONS/start</comment>
            <translation>تمام اسباق (شروع کی اسکرین)</translation>
        </message>
        <message>
            <source>The door (ages 8 to 11)</source>
            <comment>LESSON_ACTIONS/door</comment>
            <translation>دروازہ (عمر 8 سے 11)</translation>
        </message>
        <message>
            <source>Ten agents (ages 11 to 15)</source>
            <comment>LESSON_ACTIONS/ten-agents</comment>
            <translation>دس ایجنٹ (عمر 11 سے 15)</translation>
        </message>
        <message>
            <source>Load against waiting (15 and up)</source>
            <comment>LESSON_ACTIONS/load-vs-waiting</comment>
            <translation>بوجھ بمقابلہ انتظار (15 اور اوپر)</translation>
        </message>
        <message>
            <source>Free play (the whole lab)</source>
            <comment>LESSON_ACTIONS/free-play</comment>
            <translation>آزاد کھیل (پوری لیب)</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>LESSON_CARDS/door/0</comment>
            <translation>دروازہ</translation>
        </message>
        <message>
            <source>Ages 8 to 11 · about 10 minutes</source>
            <comment>LESSON_CARDS/door/1</comment>
            <translation>عمر 8 سے 11 · تقریباً 10 منٹ</translation>
        </message>
        <message>
            <source>A crowd of friends at a door that lets only 3 in each second. How should they try again?</source>
            <comment>LESSON_CARDS/door/2</comment>
            <translation>دوستوں کا ہجوم ایک دروازے پر جو فی سیکنڈ صرف 3 کو اندر آنے دیتا ہے۔ وہ دوبارہ کیسے کوشش کریں؟</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>LESSON_CARDS/ten-agents/0</comment>
            <translation>دس ایجنٹ</translation>
        </message>
        <message>
            <source>Ages 11 to 15 · about 10 minutes</source>
            <comment>LESSON_CARDS/ten-agents/1</comment>
            <translation>عمر 11 سے 15 · تقریباً 10 منٹ</translation>
        </message>
        <message>
            <source>Predict, then count: ten agents, a slow tool and three ways of trying again.</source>
            <comment>LESSON_CARDS/ten-agents/2</comment>
            <translation>پہلے اندازہ، پھر گنتی: دس ایجنٹ، ایک سست ٹول اور دوبارہ کوشش کے تین طریقے۔</translation>
        </message>
        <message>
            <source>Load against waiting</source>
            <comment>LESSON_CARDS/load-vs-waiting/0</comment>
            <translation>بوجھ بمقابلہ انتظار</translation>
        </message>
        <message>
            <source>Ages 15 and up · about 10 minutes</source>
            <comment>LESSON_CARDS/load-vs-waiting/1</comment>
            <translation>عمر 15 اور اوپر · تقریباً 10 منٹ</translation>
        </message>
        <message>
            <source>All 200 agents. Trade the calls a rule sends against how long agents wait.</source>
            <comment>LESSON_CARDS/load-vs-waiting/2</comment>
            <translation>پورے 200 ایجنٹ۔ اصول کی بھیجی گئی کالوں اور ایجنٹوں کے انتظار کا توازن دیکھیں۔</translation>
        </message>
        <message>
            <source>Free play</source>
            <comment>LESSON_CARDS/free-play/0</comment>
            <translation>آزاد کھیل</translation>
        </message>
        <message>
            <source>Any age</source>
            <comment>LESSON_CARDS/free-play/1</comment>
            <translation>ہر عمر</translation>
        </message>
        <message>
            <source>The whole lab: every setting, the live plots, the timeline and the crowd.</source>
            <comment>LESSON_CARDS/free-play/2</comment>
            <translation>پوری لیب: ہر سیٹنگ، لائیو گراف، وقت کی لکیر اور ہجوم۔</translation>
        </message>
        <message>
            <source>Keys: {n} or {key}</source>
            <comment>LESSON_CARD_KEY</comment>
            <translation>کلیدیں: {n} یا {key}</translation>
        </message>
        <message>
            <source>Lots of agents all need an answer from one busy tool at the same moment. When the tool says no, how should they try again? Choose a lesson.</source>
            <comment>START_INTRO</comment>
            <translation>بہت سے ایجنٹوں کو ایک ہی لمحے میں ایک مصروف ٹول سے جواب چاہیے۔ جب ٹول انکار کرے، تو وہ دوبارہ کیسے کوشش کریں؟ ایک سبق چنیں۔</translation>
        </message>
        <message>
            <source>Each lesson starts ready to use. Press F1 for the keys; Ctrl+L comes back here from anywhere.</source>
            <comment>START_FOOTER</comment>
            <translation>ہر سبق استعمال کے لیے تیار شروع ہوتا ہے۔ کلیدوں کے لیے F1 دبائیں؛ Ctrl+L کہیں سے بھی یہاں واپس لاتا ہے۔</translation>
        </message>
        <message>
            <source>Language</source>
            <comment>LANGUAGE_CHOOSER</comment>
            <translation>زبان</translation>
        </message>
        <message>
            <source>Show the lab's words in another language.</source>
            <comment>LANGUAGE_CHOOSER_TIP</comment>
            <translation>لیب کے الفاظ کسی اور زبان میں دکھائیں۔</translation>
        </message>
        <message>
            <source>Changing to {language}…</source>
            <comment>LANGUAGE_CHANGING</comment>
            <translation>زبان بدلی جا رہی ہے: {language}…</translation>
        </message>
        <message>
            <source>Words in English by the Wallasey Retry Lab team.</source>
            <comment>TRANSLATION_CREDIT</comment>
            <translation>اردو الفاظ: والاسی دوبارہ کوشش لیب کے انجینئرز نے مشین کی مدد سے تیار کیے؛ ابھی کسی اہلِ زبان نے ان کی جانچ نہیں کی۔</translation>
        </message>
        <message>
            <source>◀ All lessons</source>
            <comment>LESSONS_BACK</comment>
            <translation>▶ تمام اسباق</translation>
        </message>
        <message>
            <source>Go back to the start screen to choose another lesson (Ctrl+L).</source>
            <comment>LESSONS_BACK_TIP</comment>
            <translation>دوسرا سبق چننے کے لیے شروع کی اسکرین پر واپس جائیں (Ctrl+L)۔</translation>
        </message>
        <message>
            <source>What to notice</source>
            <comment>NOTICE_TITLE</comment>
            <translation>کیا دیکھیں</translation>
        </message>
        <message>
            <source>Try this</source>
            <comment>TRY_TITLE</comment>
            <translation>یہ آزمائیں</translation>
        </message>
        <message>
            <source>Back to “{title}”</source>
            <comment>NOTICE_BACK</comment>
            <translation>”{title}“ پر واپس</translation>
        </message>
        <message>
            <source>Try all of them first ({done} of {total} done). Then talk about what you saw.</source>
            <comment>NOTICE_ASK_ALL</comment>
            <translation>پہلے سب آزمائیں ({total} میں سے {done} ہو گئے)۔ پھر جو دیکھا اس پر بات کریں۔</translation>
        </message>
        <message>
            <source>You have tried them all. What did you see? Talk about it, then open this.</source>
            <comment>NOTICE_READY</comment>
            <translation>آپ نے سب آزما لیے۔ آپ نے کیا دیکھا؟ اس پر بات کریں، پھر اسے کھولیں۔</translation>
        </message>
        <message>
            <source>What did you see?</source>
            <comment>NOTICE_OPEN</comment>
            <translation>آپ نے کیا دیکھا؟</translation>
        </message>
        <message>
            <source>Open 'What to notice' once the class has said what it saw.</source>
            <comment>NOTICE_OPEN_TIP</comment>
            <translation>جب کلاس بتا دے کہ اس نے کیا دیکھا، تو 'کیا دیکھیں' کھولیں۔</translation>
        </message>
        <message>
            <source>Teacher: open it now</source>
            <oldsource>Open now (teacher)</oldsource>
            <comment>NOTICE_EARLY</comment>
            <translation>استاد کے لیے: ابھی کھولیں</translation>
        </message>
        <message>
            <source>Open 'What to notice' before the class has tried every choice.</source>
            <comment>NOTICE_EARLY_TIP</comment>
            <translation>کلاس کے ہر انتخاب آزمانے سے پہلے 'کیا دیکھیں' کھولیں۔</translation>
        </message>
        <message>
            <source>Shows the answers: press again</source>
            <comment>NOTICE_EARLY_SURE</comment>
            <translation>جوابات دکھ جائیں گے: دوبارہ دبائیں</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>DOOR_TITLE</comment>
            <translation>دروازہ</translation>
        </message>
        <message>
            <source>ages 8 to 11</source>
            <comment>DOOR_AGES</comment>
            <translation>عمر 8 سے 11</translation>
        </message>
        <message>
            <source>A crowd of friends all want to get through a door at the same moment. The door lets only {capacity} in each second; anyone else bounces off and has to try again.</source>
            <comment>DOOR_BLURB</comment>
            <translation>دوستوں کا ایک ہجوم ایک ہی لمحے میں دروازے سے گزرنا چاہتا ہے۔ دروازہ فی سیکنڈ صرف {capacity} کو اندر آنے دیتا ہے؛ باقی سب ٹکرا کر لوٹ جاتے ہیں اور انہیں پھر کوشش کرنی پڑتی ہے۔</translation>
        </message>
        <message>
            <source>When the door says no, they…</source>
            <comment>DOOR_CHOICE</comment>
            <translation>جب دروازہ انکار کرے، تو وہ…</translation>
        </message>
        <message>
            <source>Knock again straight away</source>
            <comment>DOOR_RULES/immediate</comment>
            <translation>فوراً پھر دستک دیتے ہیں</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>DOOR_RULES/exponential</comment>
            <translation>ہر بار زیادہ انتظار کرتے ہیں</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>DOOR_RULES/full-jitter</comment>
            <translation>بے ترتیب وقت انتظار کرتے ہیں</translation>
        </message>
        <message>
            <source>Knock again</source>
            <comment>DOOR_RULES_SHORT/immediate</comment>
            <translation>پھر دستک</translation>
        </message>
        <message>
            <source>Wait longer</source>
            <comment>DOOR_RULES_SHORT/exponential</comment>
            <translation>زیادہ انتظار</translation>
        </message>
        <message>
            <source>Random wait</source>
            <comment>DOOR_RULES_SHORT/full-jitter</comment>
            <translation>بے ترتیب انتظار</translation>
        </message>
        <message>
            <source>Every friend who bounces off knocks on the door again at once.</source>
            <comment>DOOR_RULE_TIPS/immediate</comment>
            <translation>ہر دوست جو لوٹ جاتا ہے، فوراً پھر دروازے پر دستک دیتا ہے۔</translation>
        </message>
        <message>
            <source>Every friend who bounces off waits, and waits twice as long after each bounce.</source>
            <comment>DOOR_RULE_TIPS/exponential</comment>
            <translation>ہر دوست جو لوٹ جاتا ہے، انتظار کرتا ہے، اور ہر بار لوٹنے کے بعد دُگنا انتظار کرتا ہے۔</translation>
        </message>
        <message>
            <source>Every friend who bounces off waits a random time before trying again.</source>
            <comment>DOOR_RULE_TIPS/full-jitter</comment>
            <translation>ہر دوست جو لوٹ جاتا ہے، پھر کوشش کرنے سے پہلے بے ترتیب وقت انتظار کرتا ہے۔</translation>
        </message>
        <message>
            <source>Watch the crowd try the door. Press it once more to pause.</source>
            <oldsource>Watch the crowd try the door. Press again to pause.</oldsource>
            <comment>DOOR_PLAY_TIP</comment>
            <translation>ہجوم کو دروازہ آزماتے دیکھیں۔ روکنے کے لیے اسے دوسری بار دبائیں۔</translation>
        </message>
        <message>
            <source>Again</source>
            <comment>DOOR_AGAIN</comment>
            <translation>پھر سے</translation>
        </message>
        <message>
            <source>Watch this choice again from the start. With a random wait, the friends get new random waits; the other two choices are the same every time.</source>
            <oldsource>Watch the same crowd again from the start.</oldsource>
            <comment>DOOR_AGAIN_TIP</comment>
            <translation>یہ انتخاب شروع سے پھر دیکھیں۔ بے ترتیب انتظار میں دوستوں کو انتظار کے نئے بے ترتیب وقت ملتے ہیں؛ باقی دونوں انتخاب ہر بار ایک جیسے رہتے ہیں۔</translation>
        </message>
        <message>
            <source>New random waits this time, so the picture is different. Watch: do the friends still come back one by one?</source>
            <comment>DOOR_AGAIN_NEW</comment>
            <translation>اس بار انتظار کے نئے بے ترتیب وقت ہیں، اس لیے تصویر مختلف ہے۔ دیکھیں: کیا دوست اب بھی ایک ایک کر کے واپس آتے ہیں؟</translation>
        </message>
        <message>
            <source>The same again: nothing in this choice is random, so it happens the same way every time.</source>
            <comment>DOOR_AGAIN_SAME</comment>
            <translation>پھر وہی: اس انتخاب میں کچھ بھی بے ترتیب نہیں، اس لیے یہ ہر بار ایک ہی طرح ہوتا ہے۔</translation>
        </message>
        <message>
            <source>{text} friends is too many: type a number from {allowed}.</source>
            <comment>DOOR_TYPED_TOO_MANY</comment>
            <translation>{text} دوست بہت زیادہ ہیں: {allowed} میں سے ایک نمبر لکھیں۔</translation>
        </message>
        <message>
            <source>{text} friends is too few: type a number from {allowed}.</source>
            <comment>DOOR_TYPED_TOO_FEW</comment>
            <translation>{text} دوست بہت کم ہیں: {allowed} میں سے ایک نمبر لکھیں۔</translation>
        </message>
        <message>
            <source>To the end</source>
            <comment>DOOR_SKIP</comment>
            <translation>آخر تک</translation>
        </message>
        <message>
            <source>Jump to the end of this replay. Only a replay you watch to the end counts as watched.</source>
            <oldsource>Jump to the end of this replay. It works once you have watched it for a little while.</oldsource>
            <comment>DOOR_SKIP_TIP</comment>
            <translation>دوبارہ چلانے کے آخر تک جائیں۔ صرف وہی دوبارہ چلانا دیکھا ہوا گنا جاتا ہے جو آپ آخر تک دیکھیں۔</translation>
        </message>
        <message>
            <source>You jumped to the end: press Play to watch it.</source>
            <oldsource>You jumped to the end: press Again to watch it.</oldsource>
            <comment>DOOR_SKIPPED</comment>
            <translation>آپ سیدھے آخر پر پہنچ گئے: اسے دیکھنے کے لیے ”چلائیں“ دبائیں۔</translation>
        </message>
        <message>
            <source>How fast the replay runs. 1x is real time: one second of the story takes one second. 2x is twice as fast, 4x four times as fast.</source>
            <comment>DOOR_SPEED_TIP</comment>
            <translation>دوبارہ چلانا کتنا تیز ہو۔ 1 گنا اصل وقت ہے: کہانی کا ایک سیکنڈ ایک سیکنڈ میں گزرتا ہے۔ 2 گنا دوگنا تیز ہے، اور 4 گنا چار گنا تیز۔</translation>
        </message>
        <message>
            <source>Replay speed: {speeds}</source>
            <comment>KEYS_DOOR_SPEEDS</comment>
            <translation>دوبارہ چلانے کی رفتار: {speeds}</translation>
        </message>
        <message>
            <source>Time: {now:.0f} s</source>
            <comment>DOOR_CLOCK</comment>
            <translation>وقت: {now:.0f} سیکنڈ</translation>
        </message>
        <message>
            <source>Time</source>
            <comment>DOOR_CLOCK_NAME</comment>
            <translation>وقت</translation>
        </message>
        <message>
            <source>{now:.0f} seconds</source>
            <comment>DOOR_CLOCK_VALUE</comment>
            <translation>{now:.0f} سیکنڈ</translation>
        </message>
        <message numerus="yes">
            <source>{n} friends are ready. Press Play, or choose what they do.</source>
            <comment>DOOR_READY</comment>
            <extracomment>English for one: {n} friend is ready. Press Play, or choose what they do.</extracomment>
            <translation>
                <numerusform>{n} دوست تیار ہے۔ 'چلائیں' دبائیں، یا چنیں کہ وہ کیا کرے۔</numerusform>
                <numerusform>{n} دوست تیار ہیں۔ 'چلائیں' دبائیں، یا چنیں کہ وہ کیا کریں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Everyone was done after {n:.0f} seconds.</source>
            <oldsource>Everyone was done after {last:.0f} seconds. It took {knocks:,} knocks, and {refused:,} of them bounced off.</oldsource>
            <comment>DOOR_DONE</comment>
            <extracomment>English for one: Everyone was done after {n:.0f} second.</extracomment>
            <translation>
                <numerusform>{n:.0f} سیکنڈ بعد سب مکمل ہو گئے۔</numerusform>
                <numerusform>{n:.0f} سیکنڈ بعد سب مکمل ہو گئے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It took {n:,} knocks, and the door turned {refused:,} of them away.</source>
            <comment>DOOR_DONE_KNOCKS</comment>
            <extracomment>English for one: It took {n:,} knock, and the door turned {refused:,} of them away.</extracomment>
            <translation>
                <numerusform>اس میں {n:,} دستک لگی، اور دروازے نے ان میں سے {refused:,} کو لوٹا دیا۔</numerusform>
                <numerusform>اس میں {n:,} دستکیں لگیں، اور دروازے نے ان میں سے {refused:,} کو لوٹا دیا۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>It hammered the door: {refused:,} of the {n:,} knocks bounced off, as the door was crowded with knocks all the time.</source>
            <oldsource>Quick, but {refused:,} of the {n:,} knocks bounced off: the door was crowded with knocks all the time.</oldsource>
            <comment>DOOR_DONE_KNOCKS_AT_ONCE</comment>
            <extracomment>English for one: It hammered the door: {refused:,} of the {n:,} knock bounced off, as the door was crowded with knocks all the time.</extracomment>
            <translation>
                <numerusform>دروازے پر دستکوں کی بوچھاڑ ہو گئی: {n:,} دستک میں سے {refused:,} لوٹ گئیں، کیونکہ دروازے پر ہر وقت دستکوں کی بھیڑ رہی۔</numerusform>
                <numerusform>دروازے پر دستکوں کی بوچھاڑ ہو گئی: {n:,} دستکوں میں سے {refused:,} لوٹ گئیں، کیونکہ دروازے پر ہر وقت دستکوں کی بھیڑ رہی۔</numerusform>
            </translation>
        </message>
        <message>
            <source>“{rule}” was done first, but it knocked far more than “{gentle}”: every knock is work for the door.</source>
            <oldsource>“{rule}” was first, but count the knocks too: each one is work for the door.</oldsource>
            <comment>DOOR_SOONEST_BUT_HARD</comment>
            <translation>”{rule}“ پہلے ختم ہوا، لیکن اس میں ”{gentle}“ سے کہیں زیادہ دستکیں ہوئیں: ہر دستک دروازے کے لیے کام ہے۔</translation>
        </message>
        <message>
            <source>{value:.0f} s</source>
            <comment>DOOR_SECONDS</comment>
            <translation>{value:.0f} سیکنڈ</translation>
        </message>
        <message>
            <source>While nobody knocks, the replay goes {times} times faster: the clock shows how long they really wait.</source>
            <comment>DOOR_QUICK_WAITS</comment>
            <translation>جب کوئی دستک نہیں دیتا، دوبارہ چلانا {times} گنا تیز ہو جاتا ہے: گھڑی دکھاتی ہے کہ وہ اصل میں کتنی دیر انتظار کرتے ہیں۔</translation>
        </message>
        <message>
            <source>Watch the door: it is never free, and almost every knock bounces off.</source>
            <comment>DOOR_WATCH/immediate</comment>
            <translation>دروازہ دیکھیں: یہ کبھی خالی نہیں ہوتا، اور تقریباً ہر دستک لوٹ جاتی ہے۔</translation>
        </message>
        <message>
            <source>Watch: each time, everyone waits twice as long, all the same wait, so they come back together and bounce off again.</source>
            <oldsource>Watch: they all wait the same time, so they all come back together and bounce off again.</oldsource>
            <comment>DOOR_WATCH/exponential</comment>
            <translation>دیکھیں: ہر بار سب دُگنا انتظار کرتے ہیں، سب ایک جتنا، اس لیے سب ایک ساتھ واپس آتے ہیں اور پھر لوٹ جاتے ہیں۔</translation>
        </message>
        <message>
            <source>Watch: each friend waits a different time, so they come back one by one.</source>
            <comment>DOOR_WATCH/full-jitter</comment>
            <translation>دیکھیں: ہر دوست الگ وقت انتظار کرتا ہے، اس لیے وہ ایک ایک کر کے واپس آتے ہیں۔</translation>
        </message>
        <message numerus="yes">
            <source>What happened each time, with {n} friends</source>
            <oldsource>What happened each time</oldsource>
            <comment>DOOR_BOARD_TITLE</comment>
            <extracomment>English for one: What happened each time, with {n} friend</extracomment>
            <translation>
                <numerusform>ہر بار کیا ہوا، {n} دوست کے ساتھ</numerusform>
                <numerusform>ہر بار کیا ہوا، {n} دوستوں کے ساتھ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your board for {n} friends is kept: move the slider back to {n} to see it.</source>
            <comment>DOOR_BOARD_KEPT</comment>
            <extracomment>English for one: Your board for {n} friend is kept: move the slider back to {n} to see it.</extracomment>
            <translation>
                <numerusform>{n} دوست والا آپ کا جدول محفوظ ہے: اسے دیکھنے کے لیے سلائیڈر واپس {n} پر لے جائیں۔</numerusform>
                <numerusform>{n} دوستوں والا آپ کا جدول محفوظ ہے: اسے دیکھنے کے لیے سلائیڈر واپس {n} پر لے جائیں۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>DOOR_BOARD_HEADINGS/0</comment>
            <translation>دستکیں</translation>
        </message>
        <message>
            <source>All done after</source>
            <comment>DOOR_BOARD_HEADINGS/1</comment>
            <translation>سب کے فارغ ہونے تک</translation>
        </message>
        <message>
            <source>Filled in when you watch a choice to the end, so you can compare them.</source>
            <comment>DOOR_BOARD_TIP</comment>
            <translation>جب آپ کوئی انتخاب آخر تک دیکھیں تو یہ بھر جاتا ہے، تاکہ آپ موازنہ کر سکیں۔</translation>
        </message>
        <message>
            <source>Knocks and all done after, as bars</source>
            <oldsource>All done after, on one time line</oldsource>
            <comment>DOOR_RACE_TITLE</comment>
            <translation>دستکیں اور کتنی دیر، پٹیوں کی صورت میں</translation>
        </message>
        <message>
            <source>Two bars for each choice: how many knocks the door got, and how long until everyone was done. The shorter the bar, the fewer the knocks or the sooner they were all done.</source>
            <oldsource>Each bar runs from the start until everyone was done. The shorter the bar, the sooner they were all done.</oldsource>
            <comment>DOOR_RACE_TIP</comment>
            <translation>ہر انتخاب کے لیے دو پٹیاں: دروازے پر کتنی دستکیں ہوئیں، اور سب کے فارغ ہونے میں کتنی دیر لگی۔ پٹی جتنی چھوٹی، دستکیں اتنی کم یا سب اتنی جلدی فارغ۔</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Count the knocks first.&lt;/b&gt; “{most}” hammered the door with {n:,} knocks, about {times} times as many as “{least}” ({fewest:,}).</source>
            <comment>DOOR_REVEAL_LEAD</comment>
            <extracomment>English for one: &lt;b&gt;Count the knocks first.&lt;/b&gt; “{most}” hammered the door with {n:,} knock, about {times} times as many as “{least}” ({fewest:,}).</extracomment>
            <translation>
                <numerusform>&lt;b&gt;پہلے دستکیں گنیں۔&lt;/b&gt; “{most}” نے دروازے پر {n:,} دستک کی بوچھاڑ کر دی، “{least}” ({fewest:,}) سے تقریباً {times} گنا زیادہ۔</numerusform>
                <numerusform>&lt;b&gt;پہلے دستکیں گنیں۔&lt;/b&gt; “{most}” نے دروازے پر {n:,} دستکوں کی بوچھاڑ کر دی، “{least}” ({fewest:,}) سے تقریباً {times} گنا زیادہ۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Count the knocks first.&lt;/b&gt; All three knocked about as often: from {fewest:,} to {n:,} knocks.</source>
            <comment>DOOR_REVEAL_LEAD_SAME</comment>
            <extracomment>English for one: &lt;b&gt;Count the knocks first.&lt;/b&gt; All three knocked about as often: from {fewest:,} to {n:,} knock.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;پہلے دستکیں گنیں۔&lt;/b&gt; تینوں نے تقریباً برابر دستکیں دیں: {fewest:,} سے {n:,} تک۔</numerusform>
                <numerusform>&lt;b&gt;پہلے دستکیں گنیں۔&lt;/b&gt; تینوں نے تقریباً برابر دستکیں دیں: {fewest:,} سے {n:,} تک۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; quick for the friends (all done after {done:.0f} s), but it hammered the door: {n:,} knocks.</source>
            <comment>DOOR_REVEAL_HARD_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; quick for the friends (all done after {done:.0f} s), but it hammered the door: {n:,} knock.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; دوستوں کے لیے تیز ({done:.0f} سیکنڈ میں سب فارغ)، لیکن دروازے پر دستکوں کی بوچھاڑ: {n:,} دستک۔</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; دوستوں کے لیے تیز ({done:.0f} سیکنڈ میں سب فارغ)، لیکن دروازے پر دستکوں کی بوچھاڑ: {n:,} دستکیں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; gentle on the door ({n:,} knocks), but slow: all done only after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_GENTLE_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; gentle on the door ({n:,} knock), but slow: all done only after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; دروازے پر نرم ({n:,} دستک)، لیکن سست: سب {done:.0f} سیکنڈ بعد جا کر فارغ ہوئے۔</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; دروازے پر نرم ({n:,} دستکیں)، لیکن سست: سب {done:.0f} سیکنڈ بعد جا کر فارغ ہوئے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; gentle and quick: {n:,} knocks, and all done after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_GENTLE_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; gentle and quick: {n:,} knock, and all done after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; نرم بھی اور تیز بھی: {n:,} دستک، اور {done:.0f} سیکنڈ میں سب فارغ۔</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; نرم بھی اور تیز بھی: {n:,} دستکیں، اور {done:.0f} سیکنڈ میں سب فارغ۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}:&lt;/b&gt; hard on the door and slow: {n:,} knocks, and all done only after {done:.0f} s.</source>
            <comment>DOOR_REVEAL_HARD_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}:&lt;/b&gt; hard on the door and slow: {n:,} knock, and all done only after {done:.0f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; دروازے پر سخت بھی اور سست بھی: {n:,} دستک، اور سب {done:.0f} سیکنڈ بعد جا کر فارغ ہوئے۔</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; دروازے پر سخت بھی اور سست بھی: {n:,} دستکیں، اور سب {done:.0f} سیکنڈ بعد جا کر فارغ ہوئے۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Everyone knocks again at once, so the door is always crowded.</source>
            <oldsource>Everyone knocks again at once, so the door is crowded with knocks all the time.</oldsource>
            <comment>DOOR_REVEAL_WHY/immediate</comment>
            <translation>سب فوراً پھر دستک دیتے ہیں، اس لیے دروازے پر ہمیشہ بھیڑ رہتی ہے۔</translation>
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together.</source>
            <oldsource>Each time, everyone waits twice as long, all the same wait, so they come back together and bounce off together.</oldsource>
            <comment>DOOR_REVEAL_WHY/exponential</comment>
            <translation>ہر بار سب دُگنا انتظار کرتے ہیں، سب ایک جتنا، اس لیے سب ایک ساتھ واپس آتے ہیں۔</translation>
        </message>
        <message>
            <source>Each friend waits a different time, so they come back one by one.</source>
            <oldsource>Each friend waits a different time, so they come back one by one and the door keeps letting friends in.</oldsource>
            <comment>DOOR_REVEAL_WHY/full-jitter</comment>
            <translation>ہر دوست الگ وقت انتظار کرتا ہے، اس لیے وہ ایک ایک کر کے واپس آتے ہیں۔</translation>
        </message>
        <message>
            <source>Back to the door</source>
            <comment>DOOR_STAGE_BACK</comment>
            <translation>واپس دروازے پر</translation>
        </message>
        <message>
            <source>Show what to try and what to notice in the crowd's place, and the crowd again.</source>
            <comment>DOOR_STAGE_TIP</comment>
            <translation>ہجوم کی جگہ دکھائیں کہ کیا آزمانا ہے اور کیا دیکھنا ہے، اور پھر دوبارہ ہجوم۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;{done} of {total} watched to the end.&lt;/b&gt; Watch all three to the end and the button below opens. Then say what you saw.</source>
            <oldsource>&lt;b&gt;{done} of {total} watched to the end.&lt;/b&gt; Watch all three, then say what you saw.</oldsource>
            <comment>DOOR_NOTICE_ASK</comment>
            <translation>&lt;b&gt;{total} میں سے {done} آخر تک دیکھے۔&lt;/b&gt; تینوں آخر تک دیکھیں تو نیچے والا بٹن کھل جائے گا۔ پھر بتائیں کہ آپ نے کیا دیکھا۔</translation>
        </message>
        <message>
            <source>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Play and watch it to the end.</source>
            <oldsource>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Play and watch it to the end (4x is quicker).</oldsource>
            <comment>DOOR_NOTICE_SKIPPED</comment>
            <translation>آپ ”{rule}“ کے آخر پر سیدھے پہنچ گئے۔ کوئی بات نہیں، لیکن صرف دیکھنا گنا جاتا ہے: ”چلائیں“ دبائیں اور اسے آخر تک دیکھیں۔</translation>
        </message>
        <message>
            <source>Try all three. First the knocks: which one hammers the door hardest? Then the time: is one both gentle and quick?</source>
            <oldsource>Try all three. Which one is all done soonest? Which needs the fewest knocks?</oldsource>
            <comment>DOOR_TRY/0</comment>
            <translation>تینوں آزمائیں۔ پہلے دستکیں: کون سا دروازے پر سب سے زیادہ دستکیں برساتا ہے؟ پھر وقت: کیا کوئی نرم بھی ہے اور جلدی بھی؟</translation>
        </message>
        <message>
            <source>Look at the numbers on the dots: who knocked the most?</source>
            <comment>DOOR_TRY/1</comment>
            <translation>نقطوں پر لکھے نمبر دیکھیں: کس نے سب سے زیادہ دستک دی؟</translation>
        </message>
        <message>
            <source>Move the slider to 50 friends. What happens to the knocks?</source>
            <comment>DOOR_TRY/2</comment>
            <translation>سلائیڈر کو 50 دوستوں پر لے جائیں۔ دستکوں کا کیا ہوتا ہے؟</translation>
        </message>
        <message>
            <source>&amp;Take away</source>
            <comment>TAKEAWAY_MENU</comment>
            <translation>&amp;ساتھ لے جائیں</translation>
        </message>
        <message>
            <source>Take away</source>
            <comment>TAKEAWAY_BUTTON</comment>
            <translation>ساتھ لے جائیں</translation>
        </message>
        <message>
            <source>Save this lesson's replay as an animation (GIF) to keep.</source>
            <oldsource>Save this replay as an animation for slides, or print a worksheet.</oldsource>
            <comment>TAKEAWAY_BUTTON_TIP</comment>
            <translation>اس سبق کا دوبارہ چلانا اینیمیشن (GIF) کے طور پر اپنے پاس محفوظ کریں۔</translation>
        </message>
        <message>
            <source>Save animation (GIF)…</source>
            <comment>TAKEAWAY_GIF</comment>
            <translation>اینیمیشن محفوظ کریں (GIF)…</translation>
        </message>
        <message>
            <source>The replay on screen as an animated GIF, 960 x 540, for slides. You choose where to save it (Save as opens in Pictures).</source>
            <oldsource>The replay on screen as an animated GIF, 960 x 540, for slides. Saved in Pictures.</oldsource>
            <comment>TAKEAWAY_GIF_TIP</comment>
            <translation>اسکرین والا دوبارہ چلانا ایک متحرک GIF کے طور پر، 960 x 540، سلائیڈز کے لیے۔ آپ خود چنتے ہیں کہ اسے کہاں محفوظ کرنا ہے (محفوظ کرنے کی کھڑکی تصاویر میں کھلتی ہے)۔</translation>
        </message>
        <message>
            <source>{now:.1f} s</source>
            <comment>TAKEAWAY_CLOCK</comment>
            <translation>{now:.1f} سیکنڈ</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} agents, a tool that takes at most {capacity} a second</source>
            <comment>TAKEAWAY_LAB_TITLE</comment>
            <extracomment>English for one: {rule}: {n:,} agent, a tool that takes at most {capacity} a second</extracomment>
            <translation>
                <numerusform>{rule}: {n:,} ایجنٹ، ایک ٹول جو فی سیکنڈ زیادہ سے زیادہ {capacity} لیتا ہے</numerusform>
                <numerusform>{rule}: {n:,} ایجنٹ، ایک ٹول جو فی سیکنڈ زیادہ سے زیادہ {capacity} لیتا ہے</numerusform>
            </translation>
        </message>
        <message>
            <source>Save side-by-side animation (GIF)…</source>
            <comment>TAKEAWAY_GIF_COMPARE</comment>
            <translation>ساتھ ساتھ والی اینیمیشن محفوظ کریں (GIF)…</translation>
        </message>
        <message>
            <source>Exponential backoff above backoff with jitter (or your rule against its partner), on one time axis, as an animated GIF for slides. You choose where to save it (Save as opens in Pictures).</source>
            <oldsource>Exponential backoff above backoff with jitter (or your rule against its partner), on one time axis, as an animated GIF for slides. Saved in Pictures.</oldsource>
            <comment>TAKEAWAY_GIF_COMPARE_TIP</comment>
            <translation>دُگنا ہوتا انتظار اوپر اور بے ترتیبی کے ساتھ دُگنا انتظار نیچے (یا آپ کا اصول اپنے جوڑی دار کے مقابل)، ایک ہی وقت کے محور پر، سلائیڈز کے لیے متحرک GIF کے طور پر۔ آپ خود چنتے ہیں کہ اسے کہاں محفوظ کرنا ہے (محفوظ کرنے کی کھڑکی تصاویر میں کھلتی ہے)۔</translation>
        </message>
        <message>
            <source>Save the pair as two GIFs, one time axis…</source>
            <comment>TAKEAWAY_GIF_PAIR</comment>
            <translation>جوڑی کو دو GIF کے طور پر محفوظ کریں، ایک وقت کا محور…</translation>
        </message>
        <message>
            <source>Exponential backoff and backoff with jitter (or your rule and its partner) as two animations on the same time axis and clock, one per slide. You choose where to save them (Save as opens in Pictures).</source>
            <oldsource>Exponential backoff and backoff with jitter (or your rule and its partner) as two animations on the same time axis and clock, one per slide. Saved in Pictures.</oldsource>
            <comment>TAKEAWAY_GIF_PAIR_TIP</comment>
            <translation>دُگنا ہوتا انتظار اور بے ترتیبی کے ساتھ دُگنا انتظار (یا آپ کا اصول اور اس کا جوڑی دار) دو اینیمیشنز کے طور پر، ایک ہی وقت کے محور اور گھڑی پر، ہر سلائیڈ کے لیے ایک۔ آپ خود چنتے ہیں کہ انہیں کہاں محفوظ کرنا ہے (محفوظ کرنے کی کھڑکی تصاویر میں کھلتی ہے)۔</translation>
        </message>
        <message>
            <source>{top} against {bottom}: {agents} agents, a tool that takes {capacity} calls a second</source>
            <comment>TAKEAWAY_COMPARE_TITLE</comment>
            <translation>{top} بمقابلہ {bottom}: {agents} ایجنٹ، ایک ٹول جو فی سیکنڈ {capacity} کالیں لیتا ہے</translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls sent, last agent served at {last:.1f} s</source>
            <comment>TAKEAWAY_COMPARE_PLOT</comment>
            <extracomment>English for one: {rule}: {n:,} call sent, last agent served at {last:.1f} s</extracomment>
            <translation>
                <numerusform>{rule}: {n:,} کال بھیجی گئی، آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا</numerusform>
                <numerusform>{rule}: {n:,} کالیں بھیجی گئیں، آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n:,} calls sent so far</source>
            <comment>TAKEAWAY_COMPARE_PLOT_SO_FAR</comment>
            <extracomment>English for one: {rule}: {n:,} call sent so far</extracomment>
            <translation>
                <numerusform>{rule}: اب تک {n:,} کال بھیجی گئی</numerusform>
                <numerusform>{rule}: اب تک {n:,} کالیں بھیجی گئیں</numerusform>
            </translation>
        </message>
        <message>
            <source>The rule to compare with is still being worked out; try again in a moment.</source>
            <comment>TAKEAWAY_NO_PARTNER</comment>
            <translation>موازنے والے اصول کا ابھی حساب ہو رہا ہے؛ ذرا دیر بعد پھر کوشش کریں۔</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · longest wait {cap} · seed {seed} · made {date}</source>
            <comment>CAPTION</comment>
            <translation>{rules} · {agents:,} ایجنٹ · ٹول فی سیکنڈ {capacity:,} کالیں لیتا ہے · جواب کا وقت {answer:.2f} سیکنڈ · سب سے لمبا انتظار {cap} · پانسے کا نمبر {seed} · بنایا {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} friends · the door lets {capacity:,} in each second · seed {seed} · made {date}</source>
            <comment>CAPTION_DOOR</comment>
            <translation>{rules} · {agents:,} دوست · دروازہ فی سیکنڈ {capacity:,} کو اندر آنے دیتا ہے · پانسے کا نمبر {seed} · بنایا {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · longest wait {cap} · made {date}</source>
            <comment>CAPTION_NO_SEED</comment>
            <translation>{rules} · {agents:,} ایجنٹ · ٹول فی سیکنڈ {capacity:,} کالیں لیتا ہے · جواب کا وقت {answer:.2f} سیکنڈ · سب سے لمبا انتظار {cap} · بنایا {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} friends · the door lets {capacity:,} in each second · made {date}</source>
            <comment>CAPTION_DOOR_NO_SEED</comment>
            <translation>{rules} · {agents:,} دوست · دروازہ فی سیکنڈ {capacity:,} کو اندر آنے دیتا ہے · بنایا {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · seed {seed} · made {date}</source>
            <comment>CAPTION_TEN</comment>
            <translation>{rules} · {agents:,} ایجنٹ · ٹول ہر سیکنڈ {capacity:,} کالیں لیتا ہے · پانسے کا نمبر {seed} · بنایا {date}</translation>
        </message>
        <message>
            <source>{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · made {date}</source>
            <comment>CAPTION_TEN_NO_SEED</comment>
            <translation>{rules} · {agents:,} ایجنٹ · ٹول ہر سیکنڈ {capacity:,} کالیں لیتا ہے · بنایا {date}</translation>
        </message>
        <message>
            <source>{rule}: {randomness}</source>
            <comment>CAPTION_JITTER</comment>
            <translation>{rule}: {randomness}</translation>
        </message>
        <message>
            <source>none</source>
            <comment>CAPTION_NO_CAP</comment>
            <translation>کوئی نہیں</translation>
        </message>
        <message>
            <source>{cap:g} s</source>
            <comment>CAPTION_CAP</comment>
            <translation>{cap:g} سیکنڈ</translation>
        </message>
        <message>
            <source>Making the animation: frame {done} of {total}…</source>
            <comment>TAKEAWAY_PROGRESS</comment>
            <translation>اینیمیشن بن رہی ہے: {total} میں سے فریم {done}…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>TAKEAWAY_CANCEL</comment>
            <translation>منسوخ</translation>
        </message>
        <message>
            <source>Animation cancelled; nothing was saved.</source>
            <comment>TAKEAWAY_CANCELLED</comment>
            <translation>اینیمیشن منسوخ؛ کچھ محفوظ نہیں ہوا۔</translation>
        </message>
        <message>
            <source>There is no replay to save yet.</source>
            <comment>TAKEAWAY_NO_RUN</comment>
            <translation>ابھی محفوظ کرنے کے لیے کوئی دوبارہ چلانا نہیں ہے۔</translation>
        </message>
        <message>
            <source>Free play has no worksheet: open a lesson (Lessons menu) for one.</source>
            <comment>TAKEAWAY_NO_SHEET</comment>
            <translation>آزاد کھیل کی کوئی ورک شیٹ نہیں: اس کے لیے ایک سبق کھولیں (اسباق مینو)۔</translation>
        </message>
        <message>
            <source>the animation</source>
            <comment>WHAT_ANIMATION</comment>
            <translation>اینیمیشن</translation>
        </message>
        <message>
            <source>Animation</source>
            <comment>ANIMATION_TITLE</comment>
            <translation>اینیمیشن</translation>
        </message>
        <message>
            <source>This name is too long for this folder: a name here can have at most {most} bytes, and this one has {length}. Choose a shorter name.</source>
            <comment>SAVE_NAME_TOO_LONG</comment>
            <translation>یہ نام اس فولڈر کے لیے بہت لمبا ہے: یہاں نام زیادہ سے زیادہ {most} بائٹ کا ہو سکتا ہے، اور اس کے {length} بائٹ ہیں۔ کوئی چھوٹا نام چنیں۔</translation>
        </message>
        <message>
            <source>Save picture</source>
            <comment>SAVE_AS/picture</comment>
            <translation>تصویر محفوظ کریں</translation>
        </message>
        <message>
            <source>Save animation</source>
            <comment>SAVE_AS/animation</comment>
            <translation>اینیمیشن محفوظ کریں</translation>
        </message>
        <message>
            <source>Save the two animations</source>
            <comment>SAVE_AS/pair</comment>
            <translation>دونوں اینیمیشن محفوظ کریں</translation>
        </message>
        <message>
            <source>Save worksheet</source>
            <comment>SAVE_AS/worksheet</comment>
            <translation>ورک شیٹ محفوظ کریں</translation>
        </message>
        <message>
            <source>Save the teacher's worksheet with answers</source>
            <oldsource>Save the teacher's worksheet</oldsource>
            <comment>SAVE_AS/answers</comment>
            <translation>جوابوں والی استاد کی ورک شیٹ محفوظ کریں</translation>
        </message>
        <message>
            <source>Save data</source>
            <comment>SAVE_AS/data</comment>
            <translation>ڈیٹا محفوظ کریں</translation>
        </message>
        <message>
            <source>Save every call</source>
            <comment>SAVE_AS/calls</comment>
            <translation>ہر کال محفوظ کریں</translation>
        </message>
        <message>
            <source>wallasey</source>
            <comment>FILE_NAMES/lab</comment>
            <translation>wallasey</translation>
        </message>
        <message>
            <source>plots</source>
            <comment>FILE_NAMES/plots</comment>
            <translation>گراف</translation>
        </message>
        <message>
            <source>slide</source>
            <comment>FILE_NAMES/slide</comment>
            <translation>سلائیڈ</translation>
        </message>
        <message>
            <source>door</source>
            <comment>FILE_NAMES/door</comment>
            <translation>دروازہ</translation>
        </message>
        <message>
            <source>ten agents</source>
            <comment>FILE_NAMES/ten-agents</comment>
            <translation>دس ایجنٹ</translation>
        </message>
        <message>
            <source>load vs waiting</source>
            <comment>FILE_NAMES/load-vs-waiting</comment>
            <translation>بوجھ بمقابلہ انتظار</translation>
        </message>
        <message>
            <source>side by side</source>
            <comment>FILE_NAMES/side-by-side</comment>
            <translation>ساتھ ساتھ</translation>
        </message>
        <message>
            <source>pair</source>
            <comment>FILE_NAMES/pair</comment>
            <translation>جوڑا</translation>
        </message>
        <message>
            <source>worksheet</source>
            <comment>FILE_NAMES/worksheet</comment>
            <translation>ورک شیٹ</translation>
        </message>
        <message>
            <source>answers</source>
            <comment>FILE_NAMES/answers</comment>
            <translation>جوابات</translation>
        </message>
        <message>
            <source>table</source>
            <comment>FILE_NAMES/table</comment>
            <translation>جدول</translation>
        </message>
        <message>
            <source>calls</source>
            <comment>FILE_NAMES/calls</comment>
            <translation>کالیں</translation>
        </message>
        <message>
            <source>sweep</source>
            <comment>FILE_NAMES/sweep</comment>
            <translation>سویپ</translation>
        </message>
        <message>
            <source>class rounds</source>
            <comment>FILE_NAMES/class-rounds</comment>
            <translation>کلاس راؤنڈ</translation>
        </message>
        <message>
            <source>Save every call of the run (CSV)…</source>
            <comment>TAKEAWAY_CALLS</comment>
            <translation>چکر کی ہر کال محفوظ کریں (CSV)…</translation>
        </message>
        <message>
            <source>Every call of the run on screen (when it was sent, which agent, accepted or refused) as one CSV file. You choose where to save it (Save as opens in Documents).</source>
            <comment>TAKEAWAY_CALLS_TIP</comment>
            <translation>اسکرین پر چکر کی ہر کال (کب بھیجی گئی، کس ایجنٹ نے، قبول ہوئی یا رد) ایک CSV فائل کے طور پر۔ آپ خود چنتے ہیں کہ اسے کہاں محفوظ کرنا ہے (محفوظ کرنے کی کھڑکی دستاویزات میں کھلتی ہے)۔</translation>
        </message>
        <message>
            <source>the worksheet</source>
            <comment>WHAT_WORKSHEET</comment>
            <translation>ورک شیٹ</translation>
        </message>
        <message>
            <source>the teacher's worksheet with answers</source>
            <comment>WHAT_ANSWERS</comment>
            <translation>جوابوں والی استاد کی ورک شیٹ</translation>
        </message>
        <message>
            <source>worksheet</source>
            <comment>WORKSHEET_PUPIL</comment>
            <translation>ورک شیٹ</translation>
        </message>
        <message>
            <source>Teacher's copy, with the model's answers</source>
            <comment>WORKSHEET_TEACHER</comment>
            <translation>استاد کی کاپی، ماڈل کے جوابوں کے ساتھ</translation>
        </message>
        <message>
            <source>Name: ____________________________    Date: ______________</source>
            <comment>WORKSHEET_NAME_LINE</comment>
            <translation>نام: ____________________________    تاریخ: ______________</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab</source>
            <comment>WORKSHEET_FOOTER</comment>
            <translation>والاسی دوبارہ کوشش لیب</translation>
        </message>
        <message>
            <source>Wallasey Retry Lab · page {page} of {pages}</source>
            <comment>WORKSHEET_FOOTER_PAGES</comment>
            <translation>والاسی دوبارہ کوشش لیب · صفحہ {page} از {pages}</translation>
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
            <translation>{number}۔ {question}</translation>
        </message>
        <message>
            <source>Your run: “{rule}”. Friends: {friends:,}. Knocks: {knocks:,}. Everyone inside after {last:.0f} s.</source>
            <comment>WORKSHEET_RUN_DOOR</comment>
            <translation>آپ کا چکر: “{rule}”۔ دوست: {friends:,}۔ دستکیں: {knocks:,}۔ سب {last:.0f} سیکنڈ بعد اندر۔</translation>
        </message>
        <message>
            <source>Your run, calls sent: “{first}” {first_calls:,}, “{second}” {second_calls:,}, “{third}” {third_calls:,}.</source>
            <comment>WORKSHEET_RUN_TEN</comment>
            <translation>آپ کا چکر، بھیجی گئی کالیں: “{first}” {first_calls:,}، “{second}” {second_calls:,}، “{third}” {third_calls:,}۔</translation>
        </message>
        <message>
            <source>Other settings than the lab's story: {settings}.</source>
            <oldsource>Not the lab's story: {settings}.</oldsource>
            <comment>WORKSHEET_OTHER_SETTINGS</comment>
            <translation>لیب کی کہانی سے الگ سیٹنگز: {settings}۔</translation>
        </message>
        <message>
            <source>{name} {value} (the story: {story})</source>
            <comment>WORKSHEET_SETTING</comment>
            <translation>{name} {value} (کہانی میں: {story})</translation>
        </message>
        <message>
            <source>Guess first, then fill in what you saw</source>
            <comment>WORKSHEET_TRIES_TITLE</comment>
            <translation>پہلے اندازہ لگائیں، پھر لکھیں کہ آپ نے کیا دیکھا</translation>
        </message>
        <message>
            <source>Way</source>
            <comment>WORKSHEET_TRIES_HEADINGS/0</comment>
            <translation>طریقہ</translation>
        </message>
        <message>
            <source>Your guess: calls</source>
            <comment>WORKSHEET_TRIES_HEADINGS/1</comment>
            <translation>آپ کا اندازہ: کالیں</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>WORKSHEET_TRIES_HEADINGS/2</comment>
            <translation>بھیجی گئی کالیں</translation>
        </message>
        <message>
            <source>Last answer at</source>
            <comment>WORKSHEET_TRIES_HEADINGS/3</comment>
            <translation>آخری جواب کا وقت</translation>
        </message>
        <message>
            <source>{last:.1f} s</source>
            <comment>WORKSHEET_TRIES_LAST</comment>
            <translation>{last:.1f} سیکنڈ</translation>
        </message>
        <message>
            <source>The door</source>
            <comment>WORKSHEETS/door/title</comment>
            <translation>دروازہ</translation>
        </message>
        <message>
            <source>ages 8 to 11</source>
            <comment>WORKSHEETS/door/ages</comment>
            <translation>عمر 8 سے 11</translation>
        </message>
        <message>
            <source>A crowd of 30 friends all want to get through a door that lets only 3 in each second. Try all three choices and fill in what you see.</source>
            <comment>WORKSHEETS/door/intro</comment>
            <translation>30 دوستوں کا ہجوم ایک دروازے سے گزرنا چاہتا ہے جو فی سیکنڈ صرف 3 کو اندر آنے دیتا ہے۔ تینوں انتخاب آزمائیں اور جو دیکھیں وہ لکھیں۔</translation>
        </message>
        <message>
            <source>Which choice hammers the door hardest? How many knocks did it take?</source>
            <oldsource>Which choice is all done soonest? How many knocks did it take?</oldsource>
            <comment>WORKSHEETS/door/questions/0/0</comment>
            <translation>کون سا انتخاب دروازے پر سب سے زیادہ دستکیں برساتا ہے؟ کتنی دستکیں لگیں؟</translation>
        </message>
        <message>
            <source>Is one choice both gentle on the door and quick? How many knocks, and when was everyone done?</source>
            <oldsource>Which choice needs the fewest knocks?</oldsource>
            <comment>WORKSHEETS/door/questions/1/0</comment>
            <translation>کیا کوئی انتخاب دروازے پر نرم بھی ہے اور جلدی بھی؟ کتنی دستکیں لگیں، اور سب کب فارغ ہوئے؟</translation>
        </message>
        <message>
            <source>Which choice takes longest until everyone is inside? Watch the friends who bounce off: when do they come back to the door?</source>
            <oldsource>Why is "wait longer each time" so slow?</oldsource>
            <comment>WORKSHEETS/door/questions/2/0</comment>
            <translation>کس انتخاب میں سب کے اندر آنے میں سب سے زیادہ وقت لگتا ہے؟ جو دوست لوٹ جاتے ہیں انہیں دیکھیں: وہ دروازے پر کب واپس آتے ہیں؟</translation>
        </message>
        <message>
            <source>Now watch "wait a random time". When do the friends come back? Compare its knocks and time with the other two choices.</source>
            <oldsource>Now watch "wait a random time". When do the friends come back? Compare its time and knocks with the other two choices.</oldsource>
            <comment>WORKSHEETS/door/questions/3/0</comment>
            <translation>اب “بے ترتیب وقت انتظار کرتے ہیں” کو دیکھیں۔ دوست کب واپس آتے ہیں؟ اس کی دستکیں اور وقت باقی دو انتخابوں سے ملائیں۔</translation>
        </message>
        <message>
            <source>Move the slider to 50 friends. What happens to the knocks?</source>
            <comment>WORKSHEETS/door/questions/4/0</comment>
            <translation>سلائیڈر کو 50 دوستوں پر لے جائیں۔ دستکوں کا کیا ہوتا ہے؟</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>WORKSHEETS/ten-agents/title</comment>
            <translation>دس ایجنٹ</translation>
        </message>
        <message>
            <source>ages 11 to 15</source>
            <comment>WORKSHEETS/ten-agents/ages</comment>
            <translation>عمر 11 سے 15</translation>
        </message>
        <message>
            <source>Ten agents all need an answer from a slow tool that takes 2 calls each second. Guess first, then look at the pictures and the table.</source>
            <comment>WORKSHEETS/ten-agents/intro</comment>
            <translation>دس ایجنٹوں کو ایک سست ٹول سے جواب چاہیے جو فی سیکنڈ 2 کالیں لیتا ہے۔ پہلے اندازہ لگائیں، پھر تصویریں اور جدول دیکھیں۔</translation>
        </message>
        <message>
            <source>Which way sends the most calls? What did you guess?</source>
            <comment>WORKSHEETS/ten-agents/questions/0/0</comment>
            <translation>کون سا طریقہ سب سے زیادہ کالیں بھیجتا ہے؟ آپ کا اندازہ کیا تھا؟</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way?</source>
            <oldsource>Which agent waited longest each way?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/1/0</comment>
            <translation>ہر طریقے میں کس ایجنٹ نے سب سے زیادہ دوبارہ کوشش کی؟</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”?</source>
            <oldsource>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run: does it hold?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation>آخری ایجنٹ کو جواب جلدی کس سے ملتا ہے: “ہر بار زیادہ انتظار” یا “بے ترتیب انتظار”؟</translation>
        </message>
        <message>
            <source>Why do the red crosses line up in stripes when everyone waits longer each time?</source>
            <comment>WORKSHEETS/ten-agents/questions/3/0</comment>
            <translation>جب سب ہر بار زیادہ انتظار کرتے ہیں تو سرخ کراس پٹیوں میں کیوں قطار بناتے ہیں؟</translation>
        </message>
        <message>
            <source>Every agent that hears no waits exactly as long as the others, so they all call again at the same instant, and the tool can take only 2 of them.</source>
            <comment>WORKSHEETS/ten-agents/questions/3/1</comment>
            <translation>جو ایجنٹ انکار سنتا ہے وہ بالکل دوسروں جتنا انتظار کرتا ہے، اس لیے سب ایک ہی لمحے میں دوبارہ کال کرتے ہیں، اور ٹول ان میں سے صرف 2 لے سکتا ہے۔</translation>
        </message>
        <message>
            <source>Press Another run. Does your answer to 3 hold? Which numbers change?</source>
            <oldsource>Press Another run a few times. Does your answer to 3 hold? Which numbers change?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/4/0</comment>
            <translation>“ایک اور چکر” دبائیں۔ کیا سوال 3 کا آپ کا جواب قائم رہتا ہے؟ کون سے نمبر بدلتے ہیں؟</translation>
        </message>
        <message>
            <source>Load against waiting</source>
            <comment>WORKSHEETS/load-vs-waiting/title</comment>
            <translation>بوجھ بمقابلہ انتظار</translation>
        </message>
        <message>
            <source>ages 15 and up</source>
            <comment>WORKSHEETS/load-vs-waiting/ages</comment>
            <translation>عمر 15 اور اوپر</translation>
        </message>
        <message numerus="yes">
            <source>Each point of the chart is the middle of {n:,} runs (agents: {agents:,}; the tool takes {capacity:,} calls a second). Down and to the left is better.</source>
            <oldsource>200 agents, a tool that takes 20 calls a second. Each point of the chart is the middle of 50 runs. Down and to the left is better.</oldsource>
            <comment>WORKSHEETS/load-vs-waiting/intro</comment>
            <extracomment>English for one: Each point of the chart is the middle of {n:,} run (agents: {agents:,}; the tool takes {capacity:,} calls a second). Down and to the left is better.</extracomment>
            <translation>
                <numerusform>چارٹ کا ہر نقطہ {n:,} چکر کی درمیانی قدر ہے (ایجنٹ: {agents:,}؛ ٹول فی سیکنڈ {capacity:,} کالیں لیتا ہے)۔ نیچے اور بائیں بہتر ہے۔</numerusform>
                <numerusform>چارٹ کا ہر نقطہ {n:,} چکروں کی درمیانی قدر ہے (ایجنٹ: {agents:,}؛ ٹول فی سیکنڈ {capacity:,} کالیں لیتا ہے)۔ نیچے اور بائیں بہتر ہے۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Exponential backoff: what do you gain by making the Longest wait longer?</source>
            <oldsource>What does a longer Longest wait buy exponential backoff?</oldsource>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/0</comment>
            <translation>دُگنا ہوتا انتظار: “سب سے لمبا انتظار” بڑھانے سے آپ کو کیا فائدہ ہوتا ہے؟</translation>
        </message>
        <message>
            <source>Nothing. From 1 s up it always sends 1,640 calls; a longer longest wait only makes the herd wait longer (last agent 11 s at a longest wait of 1 s, 107 s at 20 s, 173 s at 40 s).</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/1</comment>
            <translation>کچھ نہیں۔ 1 سیکنڈ سے اوپر یہ ہمیشہ 1,640 کالیں بھیجتا ہے؛ لمبا “سب سے لمبا انتظار” صرف ریلے کو زیادہ انتظار کرواتا ہے (آخری ایجنٹ: سب سے لمبا انتظار 1 سیکنڈ پر 11 سیکنڈ، 20 سیکنڈ پر 107 سیکنڈ، 40 سیکنڈ پر 173 سیکنڈ)۔</translation>
        </message>
        <message>
            <source>And backoff with jitter?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/1/0</comment>
            <translation>اور بے ترتیبی کے ساتھ دُگنا انتظار؟</translation>
        </message>
        <message>
            <source>Its calls fall from 3,467 (longest wait 0.5 s) to about 1,355 (10 s and up) while the typical agent's wait hardly moves (5.6 to 5.8 s). Only the last agent pays: 10.5 s to 24 s.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/1/1</comment>
            <translation>اس کی کالیں 3,467 (سب سے لمبا انتظار 0.5 سیکنڈ) سے گھٹ کر تقریباً 1,355 (10 سیکنڈ اور اوپر) رہ جاتی ہیں جبکہ عام ایجنٹ کا انتظار مشکل سے بدلتا ہے (5.6 سے 5.8 سیکنڈ)۔ صرف آخری ایجنٹ قیمت چکاتا ہے: 10.5 سے 24 سیکنڈ۔</translation>
        </message>
        <message>
            <source>Backoff with jitter, longest wait 5 s: where does your point land?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/2/0</comment>
            <translation>بے ترتیبی کے ساتھ دُگنا انتظار، سب سے لمبا انتظار 5 سیکنڈ: آپ کا نقطہ کہاں آتا ہے؟</translation>
        </message>
        <message>
            <source>1,388 calls, typical 5.7 s, last 13.6 s: nearly the fewest calls with a short worst wait.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/2/1</comment>
            <translation>1,388 کالیں، عام 5.7 سیکنڈ، آخری 13.6 سیکنڈ: تقریباً سب سے کم کالیں، اور بدترین انتظار بھی چھوٹا۔</translation>
        </message>
        <message>
            <source>Randomness 0.25 at a longest wait of 20 s: how much does a little randomness help?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/3/0</comment>
            <translation>20 سیکنڈ کے سب سے لمبے انتظار پر بے ترتیبی 0.25: تھوڑی سی بے ترتیبی کتنی مدد کرتی ہے؟</translation>
        </message>
        <message>
            <source>1,309 calls, typical 6.9 s, last 25.7 s, against 1,640, 20.5 s and 107 s with none.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/3/1</comment>
            <translation>1,309 کالیں، عام 6.9 سیکنڈ، آخری 25.7 سیکنڈ، جبکہ بے ترتیبی کے بغیر 1,640، 20.5 سیکنڈ اور 107 سیکنڈ۔</translation>
        </message>
        <message>
            <source>Retry immediately, every 1 s: why is it so good here?</source>
            <oldsource>Retry immediately with a pause of 1 s: why is it so good here?</oldsource>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/0</comment>
            <translation>فوراً دوبارہ کوشش، ہر 1 سیکنڈ: یہ یہاں اتنی اچھی کیوں ہے؟</translation>
        </message>
        <message>
            <source>1,100 calls, typical 5.8 s, last 10.5 s. A refused agent calls again 1.05 s later, always in the tool's next counting second, so every second the tool takes 20: 200 + 180 + ... + 20 = 1,100.</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/1</comment>
            <translation>1,100 کالیں، عام 5.8 سیکنڈ، آخری 10.5 سیکنڈ۔ رد ہونے والا ایجنٹ 1.05 سیکنڈ بعد دوبارہ کال کرتا ہے، ہمیشہ ٹول کے اگلے گنتی والے سیکنڈ میں، اس لیے ٹول فی سیکنڈ 20 لیتا ہے: 200 + 180 + ... + 20 = 1,100۔</translation>
        </message>
        <message>
            <source>None of the three was both gentle on the door and quick with this crowd.</source>
            <comment>DOOR_SHEET_NONE_BOTH</comment>
            <translation>اس ہجوم کے ساتھ تینوں میں سے کوئی بھی ایسا نہیں تھا جو دروازے پر نرم بھی ہو اور تیز بھی۔</translation>
        </message>
        <message numerus="yes">
            <source>The door lets {capacity} in, the other {n} bounce off together, and they all wait longer together; in between, the door stands empty.</source>
            <comment>DOOR_SHEET_HERD</comment>
            <extracomment>English for one: The door lets {capacity} in, the other {n} bounces off, and they all wait longer together; in between, the door stands empty.</extracomment>
            <translation>
                <numerusform>دروازہ {capacity} کو اندر آنے دیتا ہے، باقی {n} لوٹ جاتا ہے اور زیادہ انتظار کرتا ہے؛ بیچ میں دروازہ خالی کھڑا رہتا ہے۔</numerusform>
                <numerusform>دروازہ {capacity} کو اندر آنے دیتا ہے، باقی {n} ایک ساتھ لوٹ جاتے ہیں، اور سب ایک ساتھ زیادہ انتظار کرتے ہیں؛ بیچ میں دروازہ خالی کھڑا رہتا ہے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} friends:</source>
            <comment>DOOR_SHEET_CROWD</comment>
            <extracomment>English for one: With {n} friend:</extracomment>
            <translation>
                <numerusform>{n} دوست کے ساتھ:</numerusform>
                <numerusform>{n} دوستوں کے ساتھ:</numerusform>
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
                <numerusform>سب سے زیادہ کالیں: {rules}، {n:,} کال، سب سے کم کالوں والے طریقے سے {times:.1f} گنا۔ باقی طریقے: {others}۔</numerusform>
                <numerusform>سب سے زیادہ کالیں: {rules}، {n:,} کالیں، سب سے کم کالوں والے طریقے سے {times:.1f} گنا۔ باقی طریقے: {others}۔</numerusform>
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
                <numerusform>ہر طریقہ اتنی ہی کالیں بھیجتا ہے: {n:,} کال۔</numerusform>
                <numerusform>ہر طریقہ اتنی ہی کالیں بھیجتا ہے: {n:,} کالیں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agent {agents}, {n} retries, answered at {served:.1f} s.</source>
            <oldsource>{rule}: agent {agents}, {n} retries, served at {served:.1f} s.</oldsource>
            <comment>TEN_SHEET_MOST_ONE</comment>
            <extracomment>English for one: {rule}: agent {agents}, {n} retry, answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: ایجنٹ {agents}، {n} دوبارہ کوشش، {served:.1f} سیکنڈ پر جواب۔</numerusform>
                <numerusform>{rule}: ایجنٹ {agents}، {n} دوبارہ کوششیں، {served:.1f} سیکنڈ پر جواب۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agents {agents}, {n} retries each, answered at {served:.1f} s.</source>
            <oldsource>{rule}: agents {agents}, {n} retries each, served at {served:.1f} s.</oldsource>
            <comment>TEN_SHEET_MOST_MANY</comment>
            <extracomment>English for one: {rule}: agents {agents}, {n} retry each, answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: ایجنٹ {agents}، ہر ایک {n} دوبارہ کوشش، {served:.1f} سیکنڈ پر جواب۔</numerusform>
                <numerusform>{rule}: ایجنٹ {agents}، ہر ایک {n} دوبارہ کوششیں، {served:.1f} سیکنڈ پر جواب۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: agents {agents}, {n} retries each, the last answered at {served:.1f} s.</source>
            <oldsource>{rule}: agents {agents}, {n} retries each, the last served at {served:.1f} s.</oldsource>
            <comment>TEN_SHEET_MOST_APART</comment>
            <extracomment>English for one: {rule}: agents {agents}, {n} retry each, the last answered at {served:.1f} s.</extracomment>
            <translation>
                <numerusform>{rule}: ایجنٹ {agents}، ہر ایک {n} دوبارہ کوشش، آخری کو {served:.1f} سیکنڈ پر جواب۔</numerusform>
                <numerusform>{rule}: ایجنٹ {agents}، ہر ایک {n} دوبارہ کوششیں، آخری کو {served:.1f} سیکنڈ پر جواب۔</numerusform>
            </translation>
        </message>
        <message>
            <source>This run, sooner: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s).</source>
            <oldsource>Soonest: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s).</oldsource>
            <comment>TEN_SHEET_ORDER_TWO</comment>
            <translation>اس چکر میں پہلے: {first} ({first_last:.1f} سیکنڈ)، پھر {second} ({second_last:.1f} سیکنڈ)۔</translation>
        </message>
        <message>
            <source>This run, both at the same moment: {last:.1f} s.</source>
            <oldsource>All three ways at the same moment: {last:.1f} s.</oldsource>
            <comment>TEN_SHEET_ORDER_SAME</comment>
            <translation>اس چکر میں دونوں ایک ہی لمحے پر: {last:.1f} سیکنڈ۔</translation>
        </message>
        <message>
            <source>The totals of {immediate} ({immediate_calls:,}) and {exponential} ({exponential_calls:,}, last agent at {exponential_last:.1f} s) stay the same: their waits have no randomness. Their rows per agent do change, because agents calling at the same instant are let in in a random order. The totals of {jitter} change with every run; this run: {jitter_calls:,}, last agent at {jitter_last:.1f} s.</source>
            <comment>TEN_SHEET_ANOTHER</comment>
            <translation>{immediate} ({immediate_calls:,}) اور {exponential} ({exponential_calls:,}، آخری ایجنٹ {exponential_last:.1f} سیکنڈ پر) کے کل وہی رہتے ہیں: ان کے انتظار میں کوئی بے ترتیبی نہیں۔ البتہ ہر ایجنٹ کی قطار بدل جاتی ہے، کیونکہ ایک ہی لمحے میں کال کرنے والے ایجنٹ اتفاقی ترتیب سے اندر آتے ہیں۔ {jitter} کے کل ہر چکر کے ساتھ بدلتے ہیں؛ اس چکر میں: {jitter_calls:,}، آخری ایجنٹ {jitter_last:.1f} سیکنڈ پر۔</translation>
        </message>
        <message>
            <source>The crowd at the door</source>
            <comment>CROWD_TITLE</comment>
            <translation>دروازے پر ہجوم</translation>
        </message>
        <message>
            <source>Each dot is one agent. The number on a dot is how many times it has knocked.</source>
            <comment>CROWD_TIP</comment>
            <translation>ہر نقطہ ایک ایجنٹ ہے۔ نقطے پر لکھا نمبر بتاتا ہے کہ اس نے کتنی بار دستک دی۔</translation>
        </message>
        <message>
            <source>The crowd appears when a run is ready.</source>
            <comment>CROWD_EMPTY</comment>
            <translation>چکر تیار ہوتے ہی ہجوم نظر آئے گا۔</translation>
        </message>
        <message>
            <source>This door lets {capacity} in each second</source>
            <comment>CROWD_SIGN</comment>
            <translation>یہ دروازہ فی سیکنڈ {capacity} کو اندر آنے دیتا ہے</translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>CROWD_INSIDE</comment>
            <translation>اندر</translation>
        </message>
        <message>
            <source>Waiting outside</source>
            <comment>CROWD_OUTSIDE</comment>
            <translation>باہر انتظار میں</translation>
        </message>
        <message>
            <source>Knocks: {n:,}</source>
            <comment>CROWD_KNOCKS</comment>
            <translation>دستکیں: {n:,}</translation>
        </message>
        <message>
            <source>Bounced off: {n:,}</source>
            <comment>CROWD_REFUSED</comment>
            <translation>لوٹ گئیں: {n:,}</translation>
        </message>
        <message>
            <source>Got in: {n:,} of {agents:,}</source>
            <oldsource>Inside: {n:,} of {agents:,}</oldsource>
            <comment>CROWD_IN</comment>
            <translation>اندر گئے: {agents:,} میں سے {n:,}</translation>
        </message>
        <message>
            <source>Done: {n:,} of {agents:,}</source>
            <oldsource>Answered: {n:,} of {agents:,}</oldsource>
            <comment>CROWD_SERVED</comment>
            <translation>مکمل: {agents:,} میں سے {n:,}</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>CROWD_COUNTER_NAMES/knocks</comment>
            <translation>دستکیں</translation>
        </message>
        <message>
            <source>Bounced off</source>
            <comment>CROWD_COUNTER_NAMES/refused</comment>
            <translation>لوٹ گئیں</translation>
        </message>
        <message>
            <source>Got in</source>
            <oldsource>Inside</oldsource>
            <comment>CROWD_COUNTER_NAMES/inside</comment>
            <translation>اندر گئے</translation>
        </message>
        <message>
            <source>Done</source>
            <oldsource>Answered</oldsource>
            <comment>CROWD_COUNTER_NAMES/served</comment>
            <translation>مکمل</translation>
        </message>
        <message>
            <source>Every knock any friend has made so far.</source>
            <oldsource>Every call any agent has made so far.</oldsource>
            <comment>CROWD_COUNTER_TIPS/knocks</comment>
            <translation>اب تک کسی بھی دوست کی ہر دستک۔</translation>
        </message>
        <message>
            <source>Knocks that bounced off the door.</source>
            <oldsource>Knocks that bounced off the door (refused).</oldsource>
            <comment>CROWD_COUNTER_TIPS/refused</comment>
            <translation>دستکیں جو دروازے سے لوٹ گئیں۔</translation>
        </message>
        <message>
            <source>Friends who got through the door: done, or inside and not done yet.</source>
            <oldsource>Friends who got through the door: done, or inside waiting for their answer.</oldsource>
            <comment>CROWD_COUNTER_TIPS/inside</comment>
            <translation>دوست جو دروازے سے اندر گئے: مکمل، یا اندر ہیں اور ابھی مکمل نہیں۔</translation>
        </message>
        <message>
            <source>Friends who are done.</source>
            <oldsource>Friends who have their answer: they are done.</oldsource>
            <comment>CROWD_COUNTER_TIPS/served</comment>
            <translation>دوست جن کا کام مکمل ہے۔</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;got in, then done</source>
            <comment>CROWD_LEGEND</comment>
            <translation>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; سرمئی: انتظار میں &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; سرخ، کراس کے ساتھ: ابھی لوٹا &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; سبز دائرہ: اندر گیا &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; گہرا نیلا:&amp;nbsp;اندر گیا، پھر مکمل</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; green door: letting a friend in &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; red striped door: turning one away</source>
            <comment>CROWD_LEGEND_DOOR</comment>
            <translation>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; سبز دروازہ: دوست کو اندر آنے دے رہا ہے &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; سرخ دھاری دار دروازہ: لوٹا رہا ہے</translation>
        </message>
        <message numerus="yes">
            <source>{dot} on a dot: that friend has knocked {n} times</source>
            <comment>CROWD_COUNT_KEY</comment>
            <extracomment>English for one: {dot} on a dot: that friend has knocked {n} time</extracomment>
            <translation>
                <numerusform>{dot} نقطے پر: اس دوست نے {n} بار دستک دی ہے</numerusform>
                <numerusform>{dot} نقطے پر: اس دوست نے {n} بار دستک دی ہے</numerusform>
            </translation>
        </message>
        <message>
            <source>Show knocks on the dots</source>
            <comment>CROWD_SHOW_COUNTS</comment>
            <translation>نقطوں پر دستکیں دکھائیں</translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, still knocking</source>
            <comment>CROWD_FRIEND_KNOCKING</comment>
            <extracomment>English for one: This friend: {n} knock, still knocking</extracomment>
            <translation>
                <numerusform>یہ دوست: {n} دستک، ابھی دستک دے رہا ہے</numerusform>
                <numerusform>یہ دوست: {n} دستکیں، ابھی دستک دے رہا ہے</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, got in</source>
            <comment>CROWD_FRIEND_IN</comment>
            <extracomment>English for one: This friend: {n} knock, got in</extracomment>
            <translation>
                <numerusform>یہ دوست: {n} دستک، اندر گیا</numerusform>
                <numerusform>یہ دوست: {n} دستکیں، اندر گیا</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This friend: {n} knocks, done</source>
            <comment>CROWD_FRIEND_DONE</comment>
            <extracomment>English for one: This friend: {n} knock, done</extracomment>
            <translation>
                <numerusform>یہ دوست: {n} دستک، مکمل</numerusform>
                <numerusform>یہ دوست: {n} دستکیں، مکمل</numerusform>
            </translation>
        </message>
        <message>
            <source>This friend has not knocked yet</source>
            <comment>CROWD_FRIEND_WAITING</comment>
            <translation>اس دوست نے ابھی دستک نہیں دی</translation>
        </message>
        <message>
            <source>Write on each dot how many times that friend has knocked.</source>
            <oldsource>Write on each dot how many times that agent has knocked.</oldsource>
            <comment>CROWD_SHOW_COUNTS_TIP</comment>
            <translation>ہر نقطے پر دکھاتا ہے کہ اس دوست نے کتنی بار دستک دی۔</translation>
        </message>
        <message>
            <source>The tool accepts {capacity} calls a second</source>
            <comment>CROWD_LAB/sign</comment>
            <translation>ٹول فی سیکنڈ {capacity} کالیں قبول کرتا ہے</translation>
        </message>
        <message>
            <source>Accepted</source>
            <comment>CROWD_LAB/inside_label</comment>
            <translation>قبول</translation>
        </message>
        <message>
            <source>Waiting</source>
            <comment>CROWD_LAB/outside</comment>
            <translation>انتظار میں</translation>
        </message>
        <message>
            <source>Calls sent: {n:,}</source>
            <comment>CROWD_LAB/knocks</comment>
            <translation>بھیجی گئی کالیں: {n:,}</translation>
        </message>
        <message>
            <source>Calls refused: {n:,}</source>
            <comment>CROWD_LAB/refused</comment>
            <translation>رد ہونے والی کالیں: {n:,}</translation>
        </message>
        <message>
            <source>Accepted: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/inside</comment>
            <translation>قبول: {agents:,} میں سے {n:,}</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/served</comment>
            <translation>جواب ملا: {agents:,} میں سے {n:,}</translation>
        </message>
        <message>
            <source>Each dot is one agent. The number on a dot is how many calls it has sent.</source>
            <comment>CROWD_LAB/tip</comment>
            <translation>ہر نقطہ ایک ایجنٹ ہے۔ نقطے پر لکھا نمبر بتاتا ہے کہ اس نے کتنی کالیں بھیجیں۔</translation>
        </message>
        <message>
            <source>Every call any agent has sent so far in this run.</source>
            <comment>CROWD_LAB/tips/knocks</comment>
            <translation>اس چکر میں اب تک کسی بھی ایجنٹ کی بھیجی ہوئی ہر کال۔</translation>
        </message>
        <message>
            <source>Calls the tool refused so far.</source>
            <comment>CROWD_LAB/tips/refused</comment>
            <translation>اب تک ٹول کی رد کی ہوئی کالیں۔</translation>
        </message>
        <message>
            <source>Agents whose call the tool accepted.</source>
            <comment>CROWD_LAB/tips/inside</comment>
            <translation>ایجنٹ جن کی کال ٹول نے قبول کی۔</translation>
        </message>
        <message>
            <source>Agents whose answer has arrived.</source>
            <comment>CROWD_LAB/tips/served</comment>
            <translation>ایجنٹ جن کا جواب آ گیا ہے۔</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;●&lt;/span&gt; red: just refused &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: accepted, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</source>
            <comment>CROWD_LAB/legend</comment>
            <translation>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; سرمئی: انتظار میں &amp;nbsp; &lt;span style='color:{refused}'&gt;●&lt;/span&gt; سرخ: ابھی رد ہوئی &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; سبز دائرہ: قبول، جواب کے انتظار میں &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; گہرا نیلا: جواب مل گیا</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; green door: a call accepted &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; red striped door: a call refused</source>
            <comment>CROWD_LAB/legend_door</comment>
            <translation>&lt;span style='color:{accepted}'&gt;■&lt;/span&gt; سبز دروازہ: کال قبول &amp;nbsp; &lt;span style='color:{refused}'&gt;▨&lt;/span&gt; سرخ دھاری دار دروازہ: کال رد</translation>
        </message>
        <message>
            <source>Show calls on the dots</source>
            <comment>CROWD_LAB/show_counts</comment>
            <translation>نقطوں پر کالیں دکھائیں</translation>
        </message>
        <message>
            <source>Write on each dot how many calls that agent has sent.</source>
            <comment>CROWD_LAB/show_counts_tip</comment>
            <translation>ہر نقطے پر لکھیں کہ اس ایجنٹ نے کتنی کالیں بھیجیں۔</translation>
        </message>
        <message>
            <source>Show the most calls by one agent</source>
            <comment>CROWD_LAB/show_counts_most</comment>
            <translation>ایک ایجنٹ کی سب سے زیادہ کالیں دکھائیں</translation>
        </message>
        <message>
            <source>The dots are too small for a number each: the agent who has sent the most calls so far shows how many, in a bubble. With fewer agents or a bigger window, every dot shows its own.</source>
            <comment>CROWD_LAB/show_counts_most_tip</comment>
            <translation>نقطے ہر ایک پر نمبر کے لیے بہت چھوٹے ہیں: جس ایجنٹ نے اب تک سب سے زیادہ کالیں بھیجیں، وہ ایک غبارے میں ان کی گنتی دکھاتا ہے۔ کم ایجنٹوں یا بڑی کھڑکی میں ہر نقطہ اپنی گنتی دکھاتا ہے۔</translation>
        </message>
        <message>
            <source>Counters: the one run being replayed. The table below: the middle of all the runs, so a little different.</source>
            <comment>CROWD_LAB/note</comment>
            <translation>گنتیاں: صرف وہ ایک چکر جو دوبارہ چل رہا ہے۔ نیچے کا جدول: تمام چکروں کی درمیانی قدر، اس لیے تھوڑا مختلف۔</translation>
        </message>
        <message>
            <source>Counters: the one run being replayed. Your points on the Load and waiting chart: the middle of all the runs, so a little different.</source>
            <comment>CROWD_LAB/note_no_table</comment>
            <translation>گنتیاں: صرف وہ ایک چکر جو دوبارہ چل رہا ہے۔ بوجھ اور انتظار کے چارٹ پر آپ کے نقطے: تمام چکروں کی درمیانی قدر، اس لیے تھوڑا مختلف۔</translation>
        </message>
        <message>
            <source>Every call of every agent</source>
            <comment>TIMELINE_TITLE</comment>
            <translation>ہر ایجنٹ کی ہر کال</translation>
        </message>
        <message>
            <source>time (s)</source>
            <comment>TIMELINE_X</comment>
            <translation>وقت (سیکنڈ)</translation>
        </message>
        <message>
            <source>agent</source>
            <comment>TIMELINE_Y</comment>
            <translation>ایجنٹ</translation>
        </message>
        <message>
            <source>answer on its way</source>
            <comment>TIMELINE_ANSWER</comment>
            <translation>جواب راستے میں</translation>
        </message>
        <message>
            <source>&lt;span style='color:{accepted}'&gt;&amp;#9679;&lt;/span&gt;&amp;nbsp;accepted&amp;nbsp;&amp;nbsp;&lt;span style='color:{refused}'&gt;&amp;#10005;&lt;/span&gt;&amp;nbsp;refused&amp;nbsp;&amp;nbsp;&lt;span style='color:{accepted}'&gt;&amp;#9473;&lt;/span&gt;&amp;nbsp;answer on its way</source>
            <comment>TIMELINE_KEY</comment>
            <translation>&lt;span style='color:{accepted}'&gt;&amp;#9679;&lt;/span&gt;&amp;nbsp;قبول&amp;nbsp;&amp;nbsp;&lt;span style='color:{refused}'&gt;&amp;#10005;&lt;/span&gt;&amp;nbsp;رد&amp;nbsp;&amp;nbsp;&lt;span style='color:{accepted}'&gt;&amp;#9473;&lt;/span&gt;&amp;nbsp;جواب راستے میں</translation>
        </message>
        <message>
            <source>Ten agents</source>
            <comment>TEN_TITLE</comment>
            <translation>دس ایجنٹ</translation>
        </message>
        <message>
            <source>ages 11 to 15</source>
            <comment>TEN_AGES</comment>
            <translation>عمر 11 سے 15</translation>
        </message>
        <message numerus="yes">
            <source>{n} computer helpers (agents) all need an answer from one slow tool at the same time.</source>
            <comment>TEN_BLURB</comment>
            <extracomment>English for one: {n} computer helper (agent) needs an answer from one slow tool.</extracomment>
            <translation>
                <numerusform>{n} کمپیوٹر مددگار (ایجنٹ) کو ایک سست ٹول سے جواب چاہیے۔</numerusform>
                <numerusform>{n} کمپیوٹر مددگاروں (ایجنٹوں) کو ایک ہی وقت میں ایک سست ٹول سے جواب چاہیے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool takes only {n} calls each second and says no to the rest. An answer takes about {answer:.0f} second.</source>
            <comment>TEN_BLURB_TOOL</comment>
            <extracomment>English for one: The tool takes only {n} call each second and says no to the rest. An answer takes about {answer:.0f} second.</extracomment>
            <translation>
                <numerusform>ٹول فی سیکنڈ صرف {n} کال لیتا ہے اور باقی کو انکار کر دیتا ہے۔ ایک جواب میں تقریباً {answer:.0f} سیکنڈ لگتا ہے۔</numerusform>
                <numerusform>ٹول فی سیکنڈ صرف {n} کالیں لیتا ہے اور باقی کو انکار کر دیتا ہے۔ ایک جواب میں تقریباً {answer:.0f} سیکنڈ لگتا ہے۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Guess first: which way sends the most calls?</source>
            <comment>TEN_QUESTION</comment>
            <translation>اندازہ لگائیں: کون سا طریقہ سب سے زیادہ کالیں بھیجتا ہے؟</translation>
        </message>
        <message>
            <source>Guess that '{rule}' sends the most calls, then see what happened.</source>
            <comment>TEN_PREDICT_TIP</comment>
            <translation>اندازہ لگائیں کہ “{rule}” سب سے زیادہ کالیں بھیجتا ہے، پھر دیکھیں کیا ہوا۔</translation>
        </message>
        <message>
            <source>Try again at once</source>
            <comment>TEN_RULES/immediate</comment>
            <translation>فوراً دوبارہ کوشش</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>TEN_RULES/exponential</comment>
            <translation>ہر بار زیادہ انتظار</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>TEN_RULES/full-jitter</comment>
            <translation>بے ترتیب انتظار</translation>
        </message>
        <message>
            <source>After a no, call again a tenth of a second later, again and again.</source>
            <comment>TEN_RULE_LINES/immediate</comment>
            <translation>انکار کے بعد، سیکنڈ کے دسویں حصے بعد دوبارہ کال کریں، بار بار۔</translation>
        </message>
        <message>
            <source>After a no, wait. Each new no makes the wait twice as long. Everyone waits the same time.</source>
            <comment>TEN_RULE_LINES/exponential</comment>
            <translation>انکار کے بعد، انتظار کریں۔ ہر نیا انکار انتظار کو دُگنا کر دیتا ہے۔ سب ایک جتنا انتظار کرتے ہیں۔</translation>
        </message>
        <message>
            <source>After a no, wait a random time from 0 up to a limit. Each new no doubles the limit. Everyone waits a different time.</source>
            <oldsource>After a no, wait a random time, up to that same limit. Everyone waits a different time.</oldsource>
            <comment>TEN_RULE_LINES/full-jitter</comment>
            <translation>انکار کے بعد، ایک حد تک بے ترتیب انتظار کریں جو ہر انکار پر دُگنی ہو۔ ہر کوئی الگ وقت انتظار کرتا ہے۔</translation>
        </message>
        <message>
            <source>Grown-ups call this '{name}'.</source>
            <comment>TEN_RULE_GROWN_UP</comment>
            <translation>بڑے لوگ اسے “{name}” کہتے ہیں۔</translation>
        </message>
        <message>
            <source>{line} &lt;i&gt;(In the lab: {name}.)&lt;/i&gt;</source>
            <comment>TEN_RULE_LINE_IN_LAB</comment>
            <translation>{line} &lt;i&gt;(لیب میں: {name}۔)&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Make your guess first, then look at the pictures. What did you see? Talk about it.</source>
            <comment>TEN_NOTICE_ASK</comment>
            <translation>پہلے اپنا اندازہ لگائیں، پھر تصویریں دیکھیں۔ آپ نے کیا دیکھا؟ اس پر بات کریں۔</translation>
        </message>
        <message>
            <source>You have guessed. What did you see? Talk about it, then open this.</source>
            <comment>TEN_NOTICE_READY</comment>
            <translation>آپ اندازہ لگا چکے۔ آپ نے کیا دیکھا؟ اس پر بات کریں، پھر اسے کھولیں۔</translation>
        </message>
        <message>
            <source>Choose your guess. The results stay hidden until you do.</source>
            <comment>TEN_PREDICT_FIRST</comment>
            <translation>اپنا اندازہ چنیں۔ تب تک نتیجے چھپے رہیں گے۔</translation>
        </message>
        <message>
            <source>Make your guess on the left.
Then every call of every agent appears here.</source>
            <comment>TEN_HIDDEN</comment>
            <translation>ساتھ والی جگہ پر اپنا اندازہ لگائیں۔
پھر ہر ایجنٹ کی ہر کال یہاں نظر آئے گی۔</translation>
        </message>
        <message>
            <source>You guessed it: '{rule}' sent the most calls, {calls}. Now look at the pictures to see why.</source>
            <comment>TEN_RIGHT</comment>
            <translation>آپ کا اندازہ ٹھیک تھا: “{rule}” نے سب سے زیادہ کالیں بھیجیں، {calls}۔ اب تصویریں دیکھ کر سمجھیں کیوں۔</translation>
        </message>
        <message>
            <source>Not this time, and that is how science goes: '{rule}' sent {calls} calls, but '{best}' sent more, {best_calls}. Can you see why in its picture?</source>
            <comment>TEN_WRONG</comment>
            <translation>اس بار نہیں، اور سائنس میں ایسا ہوتا ہے: “{rule}” نے {calls} کالیں بھیجیں، مگر “{best}” نے زیادہ، {best_calls}۔ کیا اس کی تصویر میں وجہ نظر آتی ہے؟</translation>
        </message>
        <message numerus="yes">
            <source>In {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in {sooner} of them.</oldsource>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <extracomment>English for one: In {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</extracomment>
            <translation>
                <numerusform>{n} چکر میں سے {sooner} میں “بے ترتیب انتظار” کا آخری جواب “ہر بار زیادہ انتظار” سے پہلے آیا۔</numerusform>
                <numerusform>{n} چکروں میں سے {sooner} میں “بے ترتیب انتظار” کا آخری جواب “ہر بار زیادہ انتظار” سے پہلے آیا۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In only {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in only {sooner} of them.</oldsource>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <extracomment>English for one: In only {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.</extracomment>
            <translation>
                <numerusform>{n} چکر میں سے صرف {sooner} میں “بے ترتیب انتظار” کا آخری جواب “ہر بار زیادہ انتظار” سے پہلے آیا۔</numerusform>
                <numerusform>{n} چکروں میں سے صرف {sooner} میں “بے ترتیب انتظار” کا آخری جواب “ہر بار زیادہ انتظار” سے پہلے آیا۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This run: 'Wait a random time' sent {n:,} calls, 'Wait longer each time' {other_calls:,}.</source>
            <comment>TEN_WHY_THIS_RUN</comment>
            <extracomment>English for one: This run: 'Wait a random time' sent {n:,} call, 'Wait longer each time' {other_calls:,}.</extracomment>
            <translation>
                <numerusform>اس چکر میں: “بے ترتیب انتظار” نے {n:,} کال بھیجی، “ہر بار زیادہ انتظار” نے {other_calls:,}۔</numerusform>
                <numerusform>اس چکر میں: “بے ترتیب انتظار” نے {n:,} کالیں بھیجیں، “ہر بار زیادہ انتظار” نے {other_calls:,}۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, the two usually sent about the same.</source>
            <comment>TEN_WHY_RUNS_SAME</comment>
            <extracomment>English for one: Over {n} run, the two usually sent about the same.</extracomment>
            <translation>
                <numerusform>{n} چکر میں دونوں نے عام طور پر تقریباً برابر کالیں بھیجیں۔</numerusform>
                <numerusform>{n} چکروں میں دونوں نے عام طور پر تقریباً برابر کالیں بھیجیں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, 'Wait a random time' usually sent fewer calls.</source>
            <comment>TEN_WHY_RUNS_FEWER</comment>
            <extracomment>English for one: Over {n} run, 'Wait a random time' usually sent fewer calls.</extracomment>
            <translation>
                <numerusform>{n} چکر میں “بے ترتیب انتظار” نے عام طور پر کم کالیں بھیجیں۔</numerusform>
                <numerusform>{n} چکروں میں “بے ترتیب انتظار” نے عام طور پر کم کالیں بھیجیں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over {n} runs, 'Wait a random time' usually sent more calls.</source>
            <comment>TEN_WHY_RUNS_MORE</comment>
            <extracomment>English for one: Over {n} run, 'Wait a random time' usually sent more calls.</extracomment>
            <translation>
                <numerusform>{n} چکر میں “بے ترتیب انتظار” نے عام طور پر زیادہ کالیں بھیجیں۔</numerusform>
                <numerusform>{n} چکروں میں “بے ترتیب انتظار” نے عام طور پر زیادہ کالیں بھیجیں۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Why?</source>
            <comment>TEN_WHY_OPEN</comment>
            <translation>کیوں؟</translation>
        </message>
        <message>
            <source>Why a random wait helps: what each no costs, and how a random wait spreads the agents out.</source>
            <oldsource>The rest of the note: what happened run by run, and why ten agents differ from the lab's crowd.</oldsource>
            <comment>TEN_WHY_OPEN_TIP</comment>
            <translation>بے ترتیب انتظار کیوں مدد کرتا ہے: ہر انکار کی کیا قیمت ہے، اور بے ترتیب انتظار ایجنٹوں کو کیسے بکھیر دیتا ہے۔</translation>
        </message>
        <message>
            <source>Every no costs the agent one more call and more waiting.</source>
            <comment>TEN_WHY_COST</comment>
            <translation>ہر انکار کا مطلب ہے ایجنٹ کے لیے ایک اور کال اور مزید انتظار۔</translation>
        </message>
        <message>
            <source>When they wait longer each time, all the agents wait the same time, come back together and mostly hear no again.</source>
            <comment>TEN_WHY_TOGETHER</comment>
            <translation>جب وہ ہر بار زیادہ انتظار کرتے ہیں تو سب ایجنٹ ایک جتنا انتظار کرتے ہیں، ایک ساتھ واپس آتے ہیں اور زیادہ تر کو پھر انکار ملتا ہے۔</translation>
        </message>
        <message>
            <source>A random wait spreads them out: each agent comes back at its own time, so more of them hear yes.</source>
            <comment>TEN_WHY_SPREAD</comment>
            <translation>بے ترتیب انتظار انہیں بکھیر دیتا ہے: ہر ایجنٹ اپنے وقت پر واپس آتا ہے، اس لیے زیادہ ایجنٹوں کو ہاں ملتی ہے۔</translation>
        </message>
        <message numerus="yes">
            <source>With the lab's {agents} agents it matters more: a random wait sent {n:,} calls, waiting longer each time {other_calls:,}.</source>
            <oldsource>With {agents} agents (the lab) they crowd back together, and a random wait sends fewer calls: {n:,} calls, last answer at {last:.1f} s; waiting longer each time {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</oldsource>
            <comment>TEN_WHY_LAB</comment>
            <extracomment>English for one: With the lab's {agents} agents it matters more: a random wait sent {n:,} call, waiting longer each time {other_calls:,}.</extracomment>
            <translation>
                <numerusform>لیب کے {agents} ایجنٹوں کے ساتھ یہ فرق زیادہ اہم ہے: بے ترتیب انتظار نے {n:,} کال بھیجی، ہر بار زیادہ انتظار نے {other_calls:,}۔</numerusform>
                <numerusform>لیب کے {agents} ایجنٹوں کے ساتھ یہ فرق زیادہ اہم ہے: بے ترتیب انتظار نے {n:,} کالیں بھیجیں، ہر بار زیادہ انتظار نے {other_calls:,}۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Show every call again, from the start to the last answer, on all three pictures.</source>
            <comment>TEN_PLOT_BACK_TIP</comment>
            <translation>ہر کال دوبارہ دکھائیں، شروع سے آخری جواب تک، تینوں تصویروں پر۔</translation>
        </message>
        <message>
            <source>all answered at {last:.1f} s</source>
            <comment>TEN_FINISHED</comment>
            <translation>سب کو {last:.1f} سیکنڈ پر جواب مل گیا</translation>
        </message>
        <message>
            <source>Your guess stays: you have seen the results. To guess again, press Start again.</source>
            <comment>TEN_GUESS_KEPT</comment>
            <translation>آپ کا اندازہ وہی رہے گا: آپ نتیجے دیکھ چکے ہیں۔ دوبارہ اندازہ لگانے کے لیے “نئے سرے سے شروع کریں” دبائیں۔</translation>
        </message>
        <message>
            <source>Start again</source>
            <comment>TEN_AGAIN</comment>
            <translation>نئے سرے سے شروع کریں</translation>
        </message>
        <message>
            <source>Hide the results and make a new guess.</source>
            <comment>TEN_AGAIN_TIP</comment>
            <translation>نتیجے چھپائیں اور نیا اندازہ لگائیں۔</translation>
        </message>
        <message>
            <source>&amp;Another run</source>
            <comment>TEN_ANOTHER</comment>
            <translation>ایک اور &amp;چکر</translation>
        </message>
        <message>
            <source>The same ten agents with a new roll of the dice. Which numbers change, and which stay the same? (Alt+A)</source>
            <comment>TEN_ANOTHER_TIP</comment>
            <translation>وہی دس ایجنٹ، پانسے کی نئی چال کے ساتھ۔ کون سے نمبر بدلتے ہیں، اور کون سے وہی رہتے ہیں؟ (⁦Alt+چ⁩)</translation>
        </message>
        <message>
            <source>Try again
at once</source>
            <comment>TEN_COLUMNS/immediate</comment>
            <translation>فوراً
دوبارہ کوشش</translation>
        </message>
        <message>
            <source>Wait longer
each time</source>
            <comment>TEN_COLUMNS/exponential</comment>
            <translation>ہر بار
زیادہ انتظار</translation>
        </message>
        <message>
            <source>Wait a
random time</source>
            <oldsource>Random
wait</oldsource>
            <comment>TEN_COLUMNS/full-jitter</comment>
            <translation>بے ترتیب
انتظار</translation>
        </message>
        <message>
            <source>Save every agent's calls and when it was answered, for each way, as a CSV file. You choose where (Ctrl+E).</source>
            <oldsource>Save every agent's calls and when it was answered, for each way, as a CSV file in your Documents folder (Ctrl+E).</oldsource>
            <comment>TEN_DATA_TIP</comment>
            <translation>ہر طریقے کے لیے ہر ایجنٹ کی کالیں اور اسے جواب کب ملا، CSV فائل کے طور پر محفوظ کریں۔ آپ خود چنتے ہیں کہ کہاں (Ctrl+E)۔</translation>
        </message>
        <message>
            <source>the ten agents' calls</source>
            <comment>TEN_WHAT_DATA</comment>
            <translation>دس ایجنٹوں کی کالیں</translation>
        </message>
        <message>
            <source>Agent {n}</source>
            <comment>TEN_AGENT_ROW</comment>
            <translation>ایجنٹ {n}</translation>
        </message>
        <message>
            <source>All of them</source>
            <comment>TEN_TOTAL_ROW</comment>
            <translation>سب مل کر</translation>
        </message>
        <message>
            <source>Calls sent</source>
            <comment>TEN_CALLS_ROW</comment>
            <translation>بھیجی گئی کالیں</translation>
        </message>
        <message>
            <source>How many times each agent tried again</source>
            <comment>TEN_TABLE_TITLE</comment>
            <translation>ہر ایجنٹ نے کتنی بار دوبارہ کوشش کی</translation>
        </message>
        <message>
            <source>How many times each agent heard no and tried again. Calls sent = tries again + one first call each.</source>
            <comment>TEN_TABLE_TIP</comment>
            <translation>ہر ایجنٹ نے کتنی بار انکار سنا اور دوبارہ کوشش کی۔ بھیجی گئی کالیں = دوبارہ کوششیں + ہر ایک کی ایک پہلی کال۔</translation>
        </message>
        <message numerus="yes">
            <source>“All of them” adds up the tries again. “Calls sent” counts each agent's first call too: {n} more.</source>
            <comment>TEN_TABLE_NOTE</comment>
            <extracomment>English for one: “All of them” adds up the tries again. “Calls sent” counts each agent's first call too: {n} more.</extracomment>
            <translation>
                <numerusform>“سب مل کر” دوبارہ کوششوں کا جوڑ ہے۔ “بھیجی گئی کالیں” میں ہر ایجنٹ کی پہلی کال بھی گنی جاتی ہے: {n} زیادہ۔</numerusform>
                <numerusform>“سب مل کر” دوبارہ کوششوں کا جوڑ ہے۔ “بھیجی گئی کالیں” میں ہر ایجنٹ کی پہلی کال بھی گنی جاتی ہے: {n} زیادہ۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n} calls, last answer at {last:.1f} s</source>
            <comment>TEN_TIMELINE_TITLE</comment>
            <extracomment>English for one: {rule}: {n} call, last answer at {last:.1f} s</extracomment>
            <translation>
                <numerusform>{rule}: {n} کال، آخری جواب {last:.1f} سیکنڈ پر</numerusform>
                <numerusform>{rule}: {n} کالیں، آخری جواب {last:.1f} سیکنڈ پر</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{rule}: {n} calls so far</source>
            <comment>TEN_TIMELINE_TITLE_SO_FAR</comment>
            <extracomment>English for one: {rule}: {n} call so far</extracomment>
            <translation>
                <numerusform>{rule}: اب تک {n} کال</numerusform>
                <numerusform>{rule}: اب تک {n} کالیں</numerusform>
            </translation>
        </message>
        <message>
            <source>green</source>
            <comment>COLOUR_NAMES/green</comment>
            <translation>سبز</translation>
        </message>
        <message>
            <source>red</source>
            <comment>COLOUR_NAMES/red</comment>
            <translation>سرخ</translation>
        </message>
        <message>
            <source>dark blue</source>
            <comment>COLOUR_NAMES/dark blue</comment>
            <translation>گہرا نیلا</translation>
        </message>
        <message>
            <source>grey</source>
            <comment>COLOUR_NAMES/grey</comment>
            <translation>سرمئی</translation>
        </message>
        <message>
            <source>purple</source>
            <comment>COLOUR_NAMES/purple</comment>
            <translation>جامنی</translation>
        </message>
        <message>
            <source>black</source>
            <comment>COLOUR_NAMES/black</comment>
            <translation>سیاہ</translation>
        </message>
        <message>
            <source>gold</source>
            <comment>COLOUR_NAMES/gold</comment>
            <translation>سنہرا</translation>
        </message>
        <message>
            <source>violet</source>
            <comment>COLOUR_NAMES/violet</comment>
            <translation>بنفشی</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>COLOUR_NAMES/blue</comment>
            <translation>نیلا</translation>
        </message>
        <message>
            <source>sky blue</source>
            <comment>COLOUR_NAMES/sky blue</comment>
            <translation>آسمانی</translation>
        </message>
        <message>
            <source>Each row is one agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; green dot: the tool said yes, then &lt;span style='color:{green}'&gt;—&lt;/span&gt; the answer on its way &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; red cross: the tool said no</source>
            <oldsource>Each row is one agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; {accepted_word} dot: the tool said yes, then &lt;span style='color:{green}'&gt;—&lt;/span&gt; the answer on its way &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; {refused_word} cross: the tool said no</oldsource>
            <comment>TEN_LEGEND</comment>
            <translation>ہر قطار ایک ایجنٹ ہے۔ &lt;span style='color:{green}'&gt;●&lt;/span&gt; سبز نقطہ: ٹول نے ہاں کہا، پھر &lt;span style='color:{green}'&gt;—&lt;/span&gt; جواب راستے میں &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; سرخ کراس: ٹول نے انکار کیا</translation>
        </message>
        <message>
            <source>Time runs left to right. Agent 1 is the top row.</source>
            <comment>TEN_LEGEND_TIP</comment>
            <translation>وقت بائیں سے دائیں چلتا ہے۔ ایجنٹ 1 سب سے اوپر والی قطار ہے۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent the most, “{least}” the fewest.</source>
            <oldsource>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent {n:,} calls, {times:.1f} times as many as “{least}” ({fewest:,}).</oldsource>
            <comment>TEN_REVEAL_LEAD</comment>
            <translation>&lt;b&gt;پہلے کالیں گنیں۔&lt;/b&gt; سب سے زیادہ کالیں “{most}” نے بھیجیں، سب سے کم “{least}” نے۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; All three sent about as many.</source>
            <oldsource>&lt;b&gt;Count the calls first.&lt;/b&gt; All three sent about as many: from {fewest:,} to {n:,} calls.</oldsource>
            <comment>TEN_REVEAL_LEAD_SAME</comment>
            <translation>&lt;b&gt;پہلے کالیں گنیں۔&lt;/b&gt; تینوں نے تقریباً برابر کالیں بھیجیں۔</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent {times:.1f} times as many calls as the fewest: {n:,} calls.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent about {times} times as many calls as the fewest: {n:,} calls.</oldsource>
            <comment>TEN_REVEAL_HARD_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent {times:.1f} times as many calls as the fewest: {n:,} call.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; تیز (آخری جواب {done:.1f} سیکنڈ پر)، لیکن سب سے کم کالوں والے طریقے سے {times:.1f} گنا زیادہ کالیں بھیجیں: {n:,} کال۔</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; تیز (آخری جواب {done:.1f} سیکنڈ پر)، لیکن سب سے کم کالوں والے طریقے سے {times:.1f} گنا زیادہ کالیں بھیجیں: {n:,} کالیں۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but slow: last answer only at {done:.1f} s.</source>
            <comment>TEN_REVEAL_GENTLE_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) but slow: last answer only at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; ٹول پر نرم ({n:,} کال)، لیکن سست: آخری جواب {done:.1f} سیکنڈ پر جا کر۔</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; ٹول پر نرم ({n:,} کالیں)، لیکن سست: آخری جواب {done:.1f} سیکنڈ پر جا کر۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle and quick: {n:,} calls, last answer at {done:.1f} s.</source>
            <comment>TEN_REVEAL_GENTLE_QUICK</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle and quick: {n:,} call, last answer at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; نرم بھی اور تیز بھی: {n:,} کال، آخری جواب {done:.1f} سیکنڈ پر۔</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; نرم بھی اور تیز بھی: {n:,} کالیں، آخری جواب {done:.1f} سیکنڈ پر۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} calls, {times:.1f} times as many as the fewest, and last answer only at {done:.1f} s.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} calls, about {times} times as many as the fewest, and last answer only at {done:.1f} s.</oldsource>
            <comment>TEN_REVEAL_HARD_SLOW</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} call, {times:.1f} times as many as the fewest, and last answer only at {done:.1f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; ٹول پر سخت بھی اور سست بھی: {n:,} کال، سب سے کم کالوں والے طریقے سے {times:.1f} گنا زیادہ، اور آخری جواب {done:.1f} سیکنڈ پر جا کر۔</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; ٹول پر سخت بھی اور سست بھی: {n:,} کالیں، سب سے کم کالوں والے طریقے سے {times:.1f} گنا زیادہ، اور آخری جواب {done:.1f} سیکنڈ پر جا کر۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) and quicker than “{other}”: {done:.1f} s against {other_done:.1f} s.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) and quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s.</oldsource>
            <comment>TEN_REVEAL_RANDOM_SOONER</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) and quicker than “{other}”: {done:.1f} s against {other_done:.1f} s.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; ٹول پر نرم ({n:,} کال) اور “{other}” سے تیز: {done:.1f} سیکنڈ، مقابلے میں {other_done:.1f} سیکنڈ۔</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; ٹول پر نرم ({n:,} کالیں) اور “{other}” سے تیز: {done:.1f} سیکنڈ، مقابلے میں {other_done:.1f} سیکنڈ۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</oldsource>
            <comment>TEN_REVEAL_RANDOM_NOT_SOONER</comment>
            <extracomment>English for one: &lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} call) but this time no quicker than “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; ٹول پر نرم ({n:,} کال)، لیکن اس بار “{other}” سے تیز نہیں: {done:.1f} سیکنڈ، مقابلے میں {other_done:.1f} سیکنڈ۔ صرف دس ایجنٹوں کے ساتھ ایک چکر کسی بھی طرف جا سکتا ہے: “ایک اور چکر” دبائیں۔</numerusform>
                <numerusform>&lt;b&gt;{rule}:&lt;/b&gt; ٹول پر نرم ({n:,} کالیں)، لیکن اس بار “{other}” سے تیز نہیں: {done:.1f} سیکنڈ، مقابلے میں {other_done:.1f} سیکنڈ۔ صرف دس ایجنٹوں کے ساتھ ایک چکر کسی بھی طرف جا سکتا ہے: “ایک اور چکر” دبائیں۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Ten agents are few: one with a short wait may hear no again, so a few more calls.</source>
            <oldsource>With only ten agents, one that picks a short wait may hear no again: a few more calls. In the lab's big crowd it sends fewer.</oldsource>
            <comment>TEN_REVEAL_FEW_AGENTS</comment>
            <translation>دس ایجنٹ تھوڑے ہیں: مختصر انتظار والے کو پھر انکار مل سکتا ہے، اس لیے چند کالیں زیادہ۔</translation>
        </message>
        <message>
            <source>Its rows are full of red crosses: the tool says no to almost every call.</source>
            <comment>TEN_REVEAL_WHY/immediate</comment>
            <translation>اس کی قطاریں سرخ کراسوں سے بھری ہیں: ٹول تقریباً ہر کال سے انکار کرتا ہے۔</translation>
        </message>
        <message>
            <source>Its crosses line up in stripes: all the agents come back at the same moment.</source>
            <comment>TEN_REVEAL_WHY/exponential</comment>
            <translation>اس کے کراس پٹیوں میں قطار بناتے ہیں: سب ایجنٹ ایک ہی لمحے واپس آتے ہیں۔</translation>
        </message>
        <message>
            <source>Its crosses are spread out: each agent comes back at its own time.</source>
            <comment>TEN_REVEAL_WHY/full-jitter</comment>
            <translation>اس کے کراس بکھرے ہوئے ہیں: ہر ایجنٹ الگ الگ وقت پر واپس آتا ہے۔</translation>
        </message>
        <message>
            <source>First the calls: which way sends the most? Then the time: is one way both gentle on the tool and quick?</source>
            <oldsource>Which agent tried again the most each way? Find it in the table, then find its row in the picture.</oldsource>
            <comment>TEN_TRY/0</comment>
            <translation>پہلے کالیں: کون سا طریقہ سب سے زیادہ کالیں بھیجتا ہے؟ پھر وقت: کیا کوئی طریقہ ٹول پر نرم بھی ہے اور تیز بھی؟</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way? Find it in the table, then find its row in the picture.</source>
            <oldsource>Which gets the last agent an answer sooner: 'Wait longer each time' or 'Wait a random time'?</oldsource>
            <comment>TEN_TRY/1</comment>
            <translation>ہر طریقے میں کس ایجنٹ نے سب سے زیادہ دوبارہ کوشش کی؟ اسے جدول میں ڈھونڈیں، پھر تصویر میں اس کی قطار ڈھونڈیں۔</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does it still hold? Which numbers change?</source>
            <oldsource>Press Another run a few times. Does that still hold? Which numbers change, and which stay the same?</oldsource>
            <comment>TEN_TRY/2</comment>
            <translation>“ایک اور چکر” چند بار دبائیں۔ کیا یہ بات اب بھی قائم ہے؟ کون سے نمبر بدلتے ہیں؟</translation>
        </message>
        <message>
            <source>First the calls: which way sends the most? Then the time: is one way both gentle on the tool and quick?</source>
            <comment>TEN_TRY_KIOSK/0</comment>
            <translation>پہلے کالیں: کون سا طریقہ سب سے زیادہ کالیں بھیجتا ہے؟ پھر وقت: کیا کوئی طریقہ ٹول پر نرم بھی ہے اور تیز بھی؟</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way?</source>
            <comment>TEN_TRY_KIOSK/1</comment>
            <translation>ہر طریقے میں کس ایجنٹ نے سب سے زیادہ دوبارہ کوشش کی؟</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does it still hold? Which numbers change?</source>
            <comment>TEN_TRY_KIOSK/2</comment>
            <translation>“ایک اور چکر” چند بار دبائیں۔ کیا یہ بات اب بھی قائم ہے؟ کون سے نمبر بدلتے ہیں؟</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {n:,} agents need answers from one tool.</source>
            <comment>LOAD_TAGLINE</comment>
            <extracomment>English for one: &lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {n:,} agent needs answers from one tool.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;بوجھ بمقابلہ انتظار&lt;/b&gt; (15 اور اوپر): {n:,} ایجنٹ کو ایک ٹول سے جواب چاہیے۔</numerusform>
                <numerusform>&lt;b&gt;بوجھ بمقابلہ انتظار&lt;/b&gt; (15 اور اوپر): {n:,} ایجنٹوں کو ایک ٹول سے جواب چاہیے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tool accepts {n:,} calls a second.</source>
            <comment>LOAD_TAGLINE_CAPACITY</comment>
            <extracomment>English for one: The tool accepts {n:,} call a second.</extracomment>
            <translation>
                <numerusform>ٹول فی سیکنڈ {n:,} کال قبول کرتا ہے۔</numerusform>
                <numerusform>ٹول فی سیکنڈ {n:,} کالیں قبول کرتا ہے۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Every rule trades calls sent against waiting. Down and to the left is better: fewer calls, less waiting.</source>
            <comment>LOAD_NOTICE/0</comment>
            <translation>ہر اصول بھیجی گئی کالوں اور انتظار میں سودا کرتا ہے۔ نیچے اور بائیں بہتر ہے: کم کالیں، کم انتظار۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Exponential backoff&lt;/b&gt; hardly changes its calls as the longest wait grows; a longer one only makes agents wait longer.</source>
            <comment>LOAD_NOTICE/1</comment>
            <translation>&lt;b&gt;دُگنا ہوتا انتظار&lt;/b&gt; سب سے لمبا انتظار بڑھنے پر اپنی کالیں مشکل سے بدلتا ہے؛ لمبا انتظار صرف ایجنٹوں کو زیادہ انتظار کرواتا ہے۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Backoff with jitter&lt;/b&gt; sends fewer calls as the longest wait grows, while the typical agent barely waits longer.</source>
            <comment>LOAD_NOTICE/2</comment>
            <translation>&lt;b&gt;بے ترتیبی کے ساتھ دُگنا انتظار&lt;/b&gt; سب سے لمبا انتظار بڑھنے پر کم کالیں بھیجتا ہے، جبکہ عام ایجنٹ کا انتظار مشکل سے بڑھتا ہے۔</translation>
        </message>
        <message>
            <source>The bars show the middle half of the runs: jitter varies from run to run, the other two never do.</source>
            <comment>LOAD_NOTICE/3</comment>
            <translation>پٹیاں چکروں کا درمیانی آدھا حصہ دکھاتی ہیں: بے ترتیبی ہر چکر میں بدلتی ہے، باقی دو کبھی نہیں بدلتے۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool takes {capacity} every second and is never idle ({sum} calls). At its usual pace, every 0.1 s, the same rule sent {usual} calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <oldsource>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool takes 20 every second and is never idle (200 + 180 + … + 20 = 1,100 calls). At its usual pace, every 0.1 s, the same rule sent 6,300 calls. A wait that fits one tool's clock is luck, not a rule for every tool.</oldsource>
            <comment>LOAD_NOTICE_ONE_SECOND</comment>
            <translation>&lt;b&gt;فوراً دوبارہ کوشش، ہر 1 سیکنڈ&lt;/b&gt; یہاں صرف اس لیے اچھی ہے کہ یہ ٹول کالیں پورے سیکنڈوں میں گنتا ہے: ہر انکار شدہ ایجنٹ ٹول کے اگلے سیکنڈ میں دوبارہ کال کرتا ہے، اس لیے ٹول ہر سیکنڈ {capacity} لیتا ہے اور کبھی خالی نہیں بیٹھتا ({sum} کالیں)۔ اپنی عام رفتار پر، ہر 0.1 سیکنڈ، اسی اصول نے {usual} کالیں بھیجیں۔ ایک ٹول کی گھڑی پر بیٹھنے والا انتظار قسمت ہے، ہر ٹول کے لیے اصول نہیں۔</translation>
        </message>
        <message>
            <source>&lt;i&gt;These figures are the sweep's on screen (agents: {agents:,}; the tool accepts {capacity} a second), out of date for your settings: press Run the sweep for yours.&lt;/i&gt;</source>
            <comment>LOAD_NOTICE_FIGURES_STALE</comment>
            <translation>&lt;i&gt;یہ اعداد اسکرین پر موجود سویپ کے ہیں (ایجنٹ: {agents:,}؛ ٹول فی سیکنڈ {capacity} لیتا ہے)، آپ کی سیٹنگز کے لیے پرانے: اپنی سیٹنگز کے اعداد کے لیے 'سویپ چلائیں' دبائیں۔&lt;/i&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool is full every second and never idle. At its usual pace, every 0.1 s, the same rule sends many times as many calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <comment>LOAD_NOTICE_ONE_SECOND_PLAIN</comment>
            <translation>&lt;b&gt;فوراً دوبارہ کوشش، ہر 1 سیکنڈ&lt;/b&gt; یہاں صرف اس لیے اچھی ہے کہ یہ ٹول کالیں پورے سیکنڈوں میں گنتا ہے: ہر انکار شدہ ایجنٹ ٹول کے اگلے سیکنڈ میں دوبارہ کال کرتا ہے، اس لیے ٹول ہر سیکنڈ بھرا رہتا ہے اور کبھی خالی نہیں بیٹھتا۔ اپنی عام رفتار پر، ہر 0.1 سیکنڈ، یہی اصول کئی گنا زیادہ کالیں بھیجتا ہے۔ ایک ٹول کی گھڑی پر بیٹھنے والا انتظار قسمت ہے، ہر ٹول کے لیے اصول نہیں۔</translation>
        </message>
        <message>
            <source>Add my point with each of the three rule buttons, and once with Randomness in the wait between 0 and 1 ({done} of these {total} tried so far), and say what you expected before each one lands.</source>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation>تینوں اصولوں کے بٹنوں میں سے ہر ایک کے ساتھ، اور ایک بار 'انتظار میں بے ترتیبی' کو 0 اور 1 کے درمیان رکھ کر، 'میرا نقطہ جوڑیں' دبائیں (اب تک ان {total} میں سے {done} آزمائے گئے)، اور ہر نقطہ آنے سے پہلے بتائیں کہ آپ کو کیا توقع تھی۔</translation>
        </message>
        <message>
            <source>Add my point for Exponential backoff, then with Randomness in the wait at 0.25: how much does a little randomness help?</source>
            <oldsource>Add my point for Exponential backoff (as it starts), then with Randomness in the wait at 0.25: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/0</comment>
            <translation>'دُگنا ہوتا انتظار' کے ساتھ 'میرا نقطہ جوڑیں'، پھر 'انتظار میں بے ترتیبی' 0.25 پر: تھوڑی سی بے ترتیبی کتنی مدد کرتی ہے؟</translation>
        </message>
        <message>
            <source>Choose Backoff with jitter, set Longest wait to 5 s (Advanced), press Add my point. Where does it land?</source>
            <oldsource>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/1</comment>
            <translation>'بے ترتیبی کے ساتھ دُگنا انتظار' چنیں، 'سب سے لمبا انتظار' 5 سیکنڈ کریں (مزید سیٹنگز)، 'میرا نقطہ جوڑیں' دبائیں۔ یہ کہاں آتا ہے؟</translation>
        </message>
        <message>
            <source>Retry immediately, every 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <oldsource>Retry immediately with a pause of 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</oldsource>
            <comment>LOAD_TRY/2</comment>
            <translation>فوراً دوبارہ کوشش، ہر 1 سیکنڈ: یہ یہاں اتنی اچھی کیوں ہے؟ (اشارہ: ٹول کالیں ہر پورے سیکنڈ میں گنتا ہے۔)</translation>
        </message>
        <message>
            <source>Change the capacity or the agents and press Run the sweep again. Does the best rule change?</source>
            <comment>LOAD_TRY/3</comment>
            <translation>گنجائش یا ایجنٹ بدلیں اور پھر 'سویپ چلائیں' دبائیں۔ کیا بہترین اصول بدلتا ہے؟</translation>
        </message>
        <message>
            <source>Choose Backoff with jitter and press Add my point. Where does your star land?</source>
            <comment>LOAD_TRY_KIOSK/0</comment>
            <translation>'بے ترتیبی کے ساتھ دُگنا انتظار' چنیں اور 'میرا نقطہ جوڑیں' دبائیں۔ آپ کا ستارہ کہاں آتا ہے؟</translation>
        </message>
        <message>
            <source>Set Randomness in the wait to 0.25 and press Add my point. Does a little randomness help?</source>
            <oldsource>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY_KIOSK/1</comment>
            <translation>'انتظار میں بے ترتیبی' 0.25 کریں اور 'میرا نقطہ جوڑیں' دبائیں۔ کیا تھوڑی سی بے ترتیبی مدد کرتی ہے؟</translation>
        </message>
        <message>
            <source>Press Add my point for Exponential backoff, then for Retry immediately. Which star is lowest and furthest left?</source>
            <oldsource>Choose Exponential backoff, then Retry immediately, and press Add my point after each. Which of your stars is lowest and furthest left?</oldsource>
            <comment>LOAD_TRY_KIOSK/2</comment>
            <translation>'دُگنا ہوتا انتظار' کے لیے 'میرا نقطہ جوڑیں' دبائیں، پھر 'فوراً دوبارہ کوشش' کے لیے۔ کون سا ستارہ سب سے نیچے اور سب سے بائیں ہے؟</translation>
        </message>
        <message>
            <source>Change the capacity or the agents, then press Run the sweep again. Does the best rule change?</source>
            <oldsource>Change the capacity or the agents and press Run the sweep again. Does the best rule change?</oldsource>
            <comment>LOAD_TRY_KIOSK/3</comment>
            <translation>گنجائش یا ایجنٹ بدلیں، پھر 'سویپ چلائیں' دوبارہ دبائیں۔ کیا بہترین اصول بدلتا ہے؟</translation>
        </message>
        <message>
            <source>Run the sweep</source>
            <comment>SWEEP_RUN</comment>
            <translation>سویپ چلائیں</translation>
        </message>
        <message>
            <source>Simulate every point of the chart for the current crowd and tool. You can keep using the lab meanwhile.</source>
            <comment>SWEEP_RUN_TIP</comment>
            <translation>موجودہ ہجوم اور ٹول کے لیے چارٹ کے ہر نقطے کی سمولیشن کریں۔ اس دوران آپ لیب استعمال کرتے رہ سکتے ہیں۔</translation>
        </message>
        <message>
            <source>Stop</source>
            <comment>SWEEP_CANCEL</comment>
            <translation>روکیں</translation>
        </message>
        <message>
            <source>Stop the sweep. The points already worked out stay on the chart.</source>
            <comment>SWEEP_CANCEL_TIP</comment>
            <translation>سویپ روک دیں۔ جن نقطوں کا حساب ہو چکا وہ چارٹ پر رہیں گے۔</translation>
        </message>
        <message>
            <source>Add my point</source>
            <comment>SWEEP_ADD</comment>
            <translation>میرا نقطہ جوڑیں</translation>
        </message>
        <message>
            <source>Put the settings on the left (rule, longest wait, pause and all) on the chart as a star.</source>
            <comment>SWEEP_ADD_TIP</comment>
            <translation>ساتھ والی سیٹنگز (اصول، سب سے لمبا انتظار، وقفہ وغیرہ) کو چارٹ پر ایک ستارے کے طور پر لگائیں۔</translation>
        </message>
        <message>
            <source>Clear my points</source>
            <comment>SWEEP_CLEAR</comment>
            <translation>میرے نقطے مٹائیں</translation>
        </message>
        <message>
            <source>Take your own points off the chart.</source>
            <comment>SWEEP_CLEAR_TIP</comment>
            <translation>اپنے نقطے چارٹ سے ہٹائیں۔</translation>
        </message>
        <message>
            <source>Clear my points?</source>
            <comment>SWEEP_CLEAR_ASK_TITLE</comment>
            <translation>میرے نقطے مٹائیں؟</translation>
        </message>
        <message numerus="yes">
            <source>Take your {n} points off the chart? They cannot be brought back.</source>
            <comment>SWEEP_CLEAR_ASK</comment>
            <extracomment>English for one: Take your {n} point off the chart? It cannot be brought back.</extracomment>
            <translation>
                <numerusform>اپنا {n} نقطہ چارٹ سے ہٹائیں؟ اسے واپس نہیں لایا جا سکتا۔</numerusform>
                <numerusform>اپنے {n} نقطے چارٹ سے ہٹائیں؟ انہیں واپس نہیں لایا جا سکتا۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep them</source>
            <comment>SWEEP_CLEAR_KEEP</comment>
            <translation>انہیں رکھیں</translation>
        </message>
        <message>
            <source>Save sweep (CSV)</source>
            <comment>SWEEP_SAVE</comment>
            <translation>سویپ محفوظ کریں (CSV)</translation>
        </message>
        <message>
            <source>Save every point of the chart, with its quartiles, as a CSV file in your Documents folder.</source>
            <comment>SWEEP_SAVE_TIP</comment>
            <translation>چارٹ کا ہر نقطہ، اس کی چوتھائیوں کے ساتھ، CSV فائل کے طور پر آپ کے دستاویزات فولڈر میں محفوظ کریں۔</translation>
        </message>
        <message>
            <source>%p%</source>
            <comment>SWEEP_PROGRESS_FORMAT</comment>
            <translation>%p%</translation>
        </message>
        <message>
            <source>Sweep progress</source>
            <comment>SWEEP_PROGRESS_NAME</comment>
            <translation>سویپ کی پیش رفت</translation>
        </message>
        <message>
            <source>Out of date</source>
            <comment>SWEEP_PROGRESS_STALE</comment>
            <translation>پرانا ہو چکا</translation>
        </message>
        <message numerus="yes">
            <source>{n} curves out of date</source>
            <comment>SWEEP_PROGRESS_STALE_SOME</comment>
            <extracomment>English for one: {n} curve out of date</extracomment>
            <translation>
                <numerusform>{n} خط پرانا ہے</numerusform>
                <numerusform>{n} خط پرانے ہیں</numerusform>
            </translation>
        </message>
        <message>
            <source>Stopped at %p%</source>
            <comment>SWEEP_PROGRESS_STOPPED</comment>
            <translation>%p% پر رک گیا</translation>
        </message>
        <message>
            <source>Press Run the sweep to fill the chart.</source>
            <comment>SWEEP_NOT_RUN</comment>
            <translation>چارٹ بھرنے کے لیے 'سویپ چلائیں' دبائیں۔</translation>
        </message>
        <message numerus="yes">
            <source>Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts {capacity} a second…</source>
            <oldsource>Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts {capacity} a second (roll of the dice {seed})…</oldsource>
            <comment>SWEEP_RUNNING</comment>
            <extracomment>English for one: Working out the points ({points}), {n} run each; agents: {agents:,}; the tool accepts {capacity} a second…</extracomment>
            <translation>
                <numerusform>نقطوں ({points}) کا حساب ہو رہا ہے، ہر ایک کا {n} چکر؛ ایجنٹ: {agents:,}؛ ٹول فی سیکنڈ {capacity} لیتا ہے…</numerusform>
                <numerusform>نقطوں ({points}) کا حساب ہو رہا ہے، ہر ایک کے {n} چکر؛ ایجنٹ: {agents:,}؛ ٹول فی سیکنڈ {capacity} لیتا ہے…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second). Bars: the middle half of the runs.</source>
            <oldsource>Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second; roll of the dice {seed}). Bars: the middle half of the runs.</oldsource>
            <comment>SWEEP_DONE</comment>
            <extracomment>English for one: Each point: the middle of {n} run (agents: {agents:,}; the tool accepts {capacity} a second). Bars: the middle half of the runs.</extracomment>
            <translation>
                <numerusform>ہر نقطہ: {n} چکر کی درمیانی قدر (ایجنٹ: {agents:,}؛ ٹول فی سیکنڈ {capacity} لیتا ہے)۔ پٹیاں: چکروں کا درمیانی آدھا حصہ۔</numerusform>
                <numerusform>ہر نقطہ: {n} چکروں کی درمیانی قدر (ایجنٹ: {agents:,}؛ ٹول فی سیکنڈ {capacity} لیتا ہے)۔ پٹیاں: چکروں کا درمیانی آدھا حصہ۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Sweep stopped after {done} points. Press Run the sweep to start it again.</source>
            <comment>SWEEP_CANCELLED</comment>
            <translation>سویپ {done} نقطوں کے بعد رک گیا۔ دوبارہ شروع کرنے کے لیے 'سویپ چلائیں' دبائیں۔</translation>
        </message>
        <message>
            <source>The sweep could not finish: {reason}</source>
            <comment>SWEEP_FAILED</comment>
            <translation>سویپ مکمل نہیں ہو سکا: {reason}</translation>
        </message>
        <message>
            <source>The settings have changed since this sweep. Press Run the sweep to redo it for the new settings.</source>
            <comment>SWEEP_STALE</comment>
            <translation>اس سویپ کے بعد سیٹنگز بدل گئی ہیں۔ نئی سیٹنگز کے لیے دوبارہ کرنے کو 'سویپ چلائیں' دبائیں۔</translation>
        </message>
        <message numerus="yes">
            <source>Out of date for your settings: {curves} (drawn faint). The other curves still hold. Press Run the sweep to redo just those curves.</source>
            <comment>SWEEP_STALE_SOME</comment>
            <extracomment>English for one: Out of date for your settings: {curves} (drawn faint). The other curves still hold. Press Run the sweep to redo just that curve.</extracomment>
            <translation>
                <numerusform>آپ کی سیٹنگز کے لیے پرانا: {curves} (ہلکا دکھایا گیا)۔ باقی خط درست ہیں۔ صرف اسی خط کو دوبارہ کرنے کو 'سویپ چلائیں' دبائیں۔</numerusform>
                <numerusform>آپ کی سیٹنگز کے لیے پرانے: {curves} (ہلکے دکھائے گئے)۔ باقی خط درست ہیں۔ صرف انہی خطوں کو دوبارہ کرنے کو 'سویپ چلائیں' دبائیں۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Working out your point: {rule}, {runs} runs…</source>
            <comment>SWEEP_ADDING</comment>
            <translation>آپ کے نقطے کا حساب ہو رہا ہے: {rule}، {runs} چکر…</translation>
        </message>
        <message numerus="yes">
            <source>Your point {number}, the middle of {runs}: {rule}, {n:,} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</source>
            <oldsource>Your point {number}: {rule}, {n:,} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</oldsource>
            <comment>SWEEP_ADDED</comment>
            <extracomment>English for one: Your point {number}, the middle of {runs}: {rule}, {n:,} call, typical agent served at {typical:.1f} s, last at {last:.1f} s.</extracomment>
            <translation>
                <numerusform>آپ کا نقطہ {number}، {runs} کی درمیانی قدر: {rule}، {n:,} کال، عام ایجنٹ کو {typical:.1f} سیکنڈ پر جواب، آخری کو {last:.1f} سیکنڈ پر۔</numerusform>
                <numerusform>آپ کا نقطہ {number}، {runs} کی درمیانی قدر: {rule}، {n:,} کالیں، عام ایجنٹ کو {typical:.1f} سیکنڈ پر جواب، آخری کو {last:.1f} سیکنڈ پر۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your point {number}, the middle of {runs}: {rule}, {n:,} calls. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</source>
            <oldsource>Your point {number}: {rule}, {n:,} calls. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</oldsource>
            <comment>SWEEP_ADDED_OFF</comment>
            <extracomment>English for one: Your point {number}, the middle of {runs}: {rule}, {n:,} call. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</extracomment>
            <translation>
                <numerusform>آپ کا نقطہ {number}، {runs} کی درمیانی قدر: {rule}، {n:,} کال۔ یہ ان منحنیوں پر نہیں آتا: یہ دوسری سیٹنگز کے لیے بنے تھے۔ اپنی سیٹنگز کے لیے انہیں دوبارہ بنانے کو 'سویپ چلائیں' دبائیں۔</numerusform>
                <numerusform>آپ کا نقطہ {number}، {runs} کی درمیانی قدر: {rule}، {n:,} کالیں۔ یہ ان منحنیوں پر نہیں آتا: یہ دوسری سیٹنگز کے لیے بنے تھے۔ اپنی سیٹنگز کے لیے انہیں دوبارہ بنانے کو 'سویپ چلائیں' دبائیں۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Load against the typical agent's wait</source>
            <comment>SWEEP_TITLES/typical_served</comment>
            <translation>بوجھ بمقابلہ عام ایجنٹ کا انتظار</translation>
        </message>
        <message>
            <source>Load against the last agent's wait</source>
            <comment>SWEEP_TITLES/last_served</comment>
            <translation>بوجھ بمقابلہ آخری ایجنٹ کا انتظار</translation>
        </message>
        <message>
            <source>calls sent (load)</source>
            <comment>SWEEP_X</comment>
            <translation>بھیجی گئی کالیں (بوجھ)</translation>
        </message>
        <message>
            <source>The typical agent</source>
            <comment>SWEEP_PLOT_TITLES/typical_served</comment>
            <translation>عام ایجنٹ</translation>
        </message>
        <message>
            <source>The last agent</source>
            <comment>SWEEP_PLOT_TITLES/last_served</comment>
            <translation>آخری ایجنٹ</translation>
        </message>
        <message>
            <source>wait (s)</source>
            <oldsource>typical agent served (s)</oldsource>
            <comment>SWEEP_Y/typical_served</comment>
            <translation>انتظار (سیکنڈ)</translation>
        </message>
        <message>
            <source>wait (s)</source>
            <oldsource>last agent served (s)</oldsource>
            <comment>SWEEP_Y/last_served</comment>
            <translation>انتظار (سیکنڈ)</translation>
        </message>
        <message>
            <source>Retry immediately, every {low:g} to {high:g} s</source>
            <oldsource>Retry immediately, pause {low:g} to {high:g} s</oldsource>
            <comment>SWEEP_SERIES/immediate</comment>
            <translation>فوراً دوبارہ کوشش، ہر {low:g} سے {high:g} سیکنڈ</translation>
        </message>
        <message>
            <source>Exponential backoff, longest wait {low:g} to {high:g} s</source>
            <oldsource>Exponential backoff, longest wait 0.5 to 40 s</oldsource>
            <comment>SWEEP_SERIES/exponential</comment>
            <translation>دُگنا ہوتا انتظار، سب سے لمبا انتظار {low:g} سے {high:g} سیکنڈ</translation>
        </message>
        <message>
            <source>Backoff with jitter, longest wait {low:g} to {high:g} s</source>
            <oldsource>Backoff with jitter, longest wait 0.5 to 40 s</oldsource>
            <comment>SWEEP_SERIES/full-jitter</comment>
            <translation>بے ترتیبی کے ساتھ دُگنا انتظار، سب سے لمبا انتظار {low:g} سے {high:g} سیکنڈ</translation>
        </message>
        <message>
            <source>Randomness in the wait, {low:g} to {high:g} (at a longest wait of {cap:g} s)</source>
            <oldsource>Randomness in the wait, 0 to 1 (at your longest wait)</oldsource>
            <comment>SWEEP_SERIES/jitter</comment>
            <translation>انتظار میں بے ترتیبی، {low:g} سے {high:g} ({cap:g} سیکنڈ کے سب سے لمبے انتظار پر)</translation>
        </message>
        <message>
            <source>Your points</source>
            <comment>SWEEP_SERIES/yours</comment>
            <translation>آپ کے نقطے</translation>
        </message>
        <message>
            <source>every {value:g} s</source>
            <oldsource>pause {value:g} s</oldsource>
            <comment>SWEEP_POINT_INTERVAL</comment>
            <translation>ہر {value:g} سیکنڈ</translation>
        </message>
        <message>
            <source>longest wait {value:g} s</source>
            <comment>SWEEP_POINT_CAP</comment>
            <translation>سب سے لمبا انتظار {value:g} سیکنڈ</translation>
        </message>
        <message>
            <source>randomness {value:g}</source>
            <comment>SWEEP_POINT_JITTER</comment>
            <translation>بے ترتیبی {value:g}</translation>
        </message>
        <message>
            <source>{value:g} s</source>
            <comment>SWEEP_POINT_SECONDS</comment>
            <translation>{value:g} سیکنڈ</translation>
        </message>
        <message>
            <source>you {number:g}</source>
            <comment>SWEEP_POINT_YOURS</comment>
            <translation>آپ {number:g}</translation>
        </message>
        <message>
            <source>★{number:g}</source>
            <comment>SWEEP_POINT_YOURS_STAR</comment>
            <translation>★{number:g}</translation>
        </message>
        <message>
            <source>you {number:g}, other settings</source>
            <comment>SWEEP_POINT_YOURS_OFF</comment>
            <translation>آپ {number:g}، دوسری سیٹنگز</translation>
        </message>
        <message>
            <source>Each backoff curve runs from a longest wait of 0.5 s to one of 40 s. Retry immediately never backs off, so it has no longest wait: its curve is its pause between tries, 0.05 s to 2 s. Randomness in the wait mixes the two backoff rules (0 = exponential backoff, 1 = backoff with jitter) at your longest wait. Both axes are log scales: equal distances are equal ratios (1,000 to 2,000 is as far as 5,000 to 10,000). That curve is worked out by a slower simulation that uses different random numbers, so randomness 1 and backoff with jitter at the same longest wait differ a little. Each point is the median of its runs and the bars are the quartiles (the middle half of the runs); the roll of the dice is the random seed.</source>
            <comment>SWEEP_EXPLAIN</comment>
            <translation>انتظار کا ہر خط 0.5 سیکنڈ کے سب سے لمبے انتظار سے 40 سیکنڈ والے تک جاتا ہے۔ فوراً دوبارہ کوشش کبھی انتظار نہیں بڑھاتی، اس لیے اس کا کوئی سب سے لمبا انتظار نہیں: اس کا خط کوششوں کے بیچ اس کا وقفہ ہے، 0.05 سے 2 سیکنڈ۔ انتظار میں بے ترتیبی دونوں انتظار بڑھانے والے اصولوں کو ملاتی ہے (0 = دُگنا ہوتا انتظار، 1 = بے ترتیبی کے ساتھ دُگنا انتظار) آپ کے سب سے لمبے انتظار پر۔ دونوں محور لاگ پیمانے پر ہیں: برابر فاصلے برابر تناسب ہیں (1,000 سے 2,000 اتنا ہی دور ہے جتنا 5,000 سے 10,000)۔ اس خط کا حساب ایک سست سمولیشن کرتی ہے جو دوسرے بے ترتیب نمبر استعمال کرتی ہے، اس لیے ایک ہی سب سے لمبے انتظار پر بے ترتیبی 1 اور بے ترتیبی کے ساتھ دُگنا انتظار میں تھوڑا فرق ہوتا ہے۔ ہر نقطہ اپنے چکروں کی درمیانی قدر (میڈین) ہے اور پٹیاں چوتھائیاں ہیں (چکروں کا درمیانی آدھا حصہ)؛ پانسے کا نمبر بے ترتیب بیج ہے۔</translation>
        </message>
        <message>
            <source>the sweep</source>
            <comment>WHAT_SWEEP</comment>
            <translation>سویپ</translation>
        </message>
        <message>
            <source> (so many calls: 1 in {k} refused calls is drawn)</source>
            <comment>TIMELINE_THINNED</comment>
            <translation> (اتنی زیادہ کالیں: {k} میں سے 1 رد ہونے والی کال دکھائی گئی ہے)</translation>
        </message>
        <message>
            <source>Calls and answers</source>
            <comment>VIEW_TABS/plots</comment>
            <translation>کالیں اور جواب</translation>
        </message>
        <message>
            <source>Side by side</source>
            <comment>VIEW_TABS/compare</comment>
            <translation>ساتھ ساتھ</translation>
        </message>
        <message>
            <source>Timeline</source>
            <comment>VIEW_TABS/timeline</comment>
            <translation>وقت کی لکیر</translation>
        </message>
        <message>
            <source>Crowd at the door</source>
            <comment>VIEW_TABS/crowd</comment>
            <translation>دروازے پر ہجوم</translation>
        </message>
        <message>
            <source>Load and waiting</source>
            <comment>VIEW_TABS/sweep</comment>
            <translation>بوجھ اور انتظار</translation>
        </message>
        <message>
            <source>Brooker's study</source>
            <comment>VIEW_TABS/brooker</comment>
            <translation>بروکر کا مطالعہ</translation>
        </message>
        <message>
            <source>Real storm</source>
            <comment>VIEW_TABS/storm</comment>
            <translation>اصل طوفان</translation>
        </message>
        <message>
            <source>Calls to the tool in each bar and when agents got their answer.</source>
            <comment>VIEW_TAB_TIPS/plots</comment>
            <translation>ہر پٹی میں ٹول کو کالیں اور ایجنٹوں کو جواب کب ملا۔</translation>
        </message>
        <message>
            <source>Waiting in step above, your rule below, on one time line: watch the herd and the steady band together.</source>
            <comment>VIEW_TAB_TIPS/compare</comment>
            <translation>اوپر سب ایک ساتھ انتظار، نیچے آپ کا اصول، ایک ہی وقت کی لکیر پر: ریلا اور مسلسل پٹی ایک ساتھ دیکھیں۔</translation>
        </message>
        <message>
            <source>One row per agent, one mark per call: green accepted, red refused.</source>
            <comment>VIEW_TAB_TIPS/timeline</comment>
            <translation>ہر ایجنٹ کی ایک قطار، ہر کال کا ایک نشان: سبز قبول، سرخ رد۔</translation>
        </message>
        <message>
            <source>Every agent as a dot at the tool's door, replayed in time.</source>
            <comment>VIEW_TAB_TIPS/crowd</comment>
            <translation>ہر ایجنٹ ٹول کے دروازے پر ایک نقطہ، وقت کے ساتھ دوبارہ چلایا گیا۔</translation>
        </message>
        <message>
            <source>Calls sent against waiting for every rule, over a range of settings.</source>
            <comment>VIEW_TAB_TIPS/sweep</comment>
            <translation>ہر اصول کے لیے بھیجی گئی کالیں بمقابلہ انتظار، کئی سیٹنگز پر۔</translation>
        </message>
        <message>
            <source>Marc Brooker's 2015 study of backoff and jitter: write calls against the number of clients.</source>
            <comment>VIEW_TAB_TIPS/brooker</comment>
            <translation>مارک بروکر کا 2015 کا انتظار بڑھانے اور بے ترتیبی کا مطالعہ: لکھنے کی کالیں بمقابلہ کلائنٹس کی تعداد۔</translation>
        </message>
        <message>
            <source>Real retry libraries against a real rate-limited server on this computer, drawn beside the model.</source>
            <comment>VIEW_TAB_TIPS/storm</comment>
            <translation>اصل دوبارہ کوشش لائبریریاں اس کمپیوٹر پر ایک اصل، حد والے سرور کے مقابل، ماڈل کے ساتھ دکھائی گئیں۔</translation>
        </message>
        <message>
            <source>Plots wider</source>
            <comment>SPLIT_ACTIONS/wider</comment>
            <translation>گراف چوڑے</translation>
        </message>
        <message>
            <source>Plots narrower</source>
            <comment>SPLIT_ACTIONS/narrower</comment>
            <translation>گراف تنگ</translation>
        </message>
        <message>
            <source>Load plot taller</source>
            <comment>SPLIT_ACTIONS/taller</comment>
            <translation>لوڈ گراف لمبا</translation>
        </message>
        <message>
            <source>Load plot shorter</source>
            <comment>SPLIT_ACTIONS/shorter</comment>
            <translation>لوڈ گراف چھوٹا</translation>
        </message>
        <message>
            <source>The plots take {share:.0f}% of the width.</source>
            <comment>SPLIT_SAID/wider</comment>
            <translation>گراف چوڑائی کا {share:.0f}% لیتے ہیں۔</translation>
        </message>
        <message>
            <source>The plots take {share:.0f}% of the width.</source>
            <comment>SPLIT_SAID/narrower</comment>
            <translation>گراف چوڑائی کا {share:.0f}% لیتے ہیں۔</translation>
        </message>
        <message>
            <source>The load plot takes {share:.0f}% of the plots' height.</source>
            <comment>SPLIT_SAID/taller</comment>
            <translation>لوڈ گراف، گرافوں کی اونچائی کا {share:.0f}% لیتا ہے۔</translation>
        </message>
        <message>
            <source>The load plot takes {share:.0f}% of the plots' height.</source>
            <comment>SPLIT_SAID/shorter</comment>
            <translation>لوڈ گراف، گرافوں کی اونچائی کا {share:.0f}% لیتا ہے۔</translation>
        </message>
        <message>
            <source>In 2015 Marc Brooker of AWS tested retry rules on a shared record: each client reads it, then writes it back; a write fails if someone else wrote first, and that client backs off and starts again. Every message takes about 10 ms. Which rule gets every client's write through with the fewest calls?</source>
            <comment>BROOKER_INTRO</comment>
            <translation>2015 میں AWS کے مارک بروکر نے ایک مشترکہ ریکارڈ پر دوبارہ کوشش کے اصول آزمائے: ہر کلائنٹ اسے پڑھتا ہے، پھر واپس لکھتا ہے؛ اگر کسی اور نے پہلے لکھ دیا ہو تو لکھنا ناکام ہوتا ہے، اور وہ کلائنٹ پیچھے ہٹ کر انتظار کر کے نئے سرے سے شروع کرتا ہے۔ ہر پیغام میں تقریباً 10 ملی سیکنڈ لگتے ہیں۔ کون سا اصول سب سے کم کالوں میں ہر کلائنٹ کا لکھنا پورا کرواتا ہے؟</translation>
        </message>
        <message>
            <source>Brooker's own names: 'no backoff' is what this lab calls Retry immediately, 'full jitter' is Backoff with jitter.</source>
            <comment>BROOKER_NAMES_TIP</comment>
            <translation>بروکر کے اپنے نام: 'no backoff' وہ ہے جسے یہ لیب 'فوراً دوبارہ کوشش' کہتی ہے، 'full jitter' ہے 'بے ترتیبی کے ساتھ دُگنا انتظار'۔</translation>
        </message>
        <message>
            <source>Run the experiment</source>
            <comment>BROOKER_RUN</comment>
            <translation>تجربہ چلائیں</translation>
        </message>
        <message>
            <source>10 to 190 clients, five rules. It runs in the background; the lab stays usable.</source>
            <comment>BROOKER_RUN_TIP</comment>
            <translation>10 سے 190 کلائنٹ، پانچ اصول۔ یہ پس منظر میں چلتا ہے؛ لیب استعمال ہوتی رہتی ہے۔</translation>
        </message>
        <message>
            <source>Stop</source>
            <comment>BROOKER_STOP</comment>
            <translation>روکیں</translation>
        </message>
        <message>
            <source> runs each</source>
            <comment>BROOKER_RUNS_SUFFIX</comment>
            <translation> چکر فی نقطہ</translation>
        </message>
        <message>
            <source>How many runs each point is the average of.</source>
            <comment>BROOKER_RUNS_TIP</comment>
            <translation>ہر نقطہ کتنے چکروں کا اوسط ہے۔</translation>
        </message>
        <message>
            <source>Running Brooker's experiment…</source>
            <comment>BROOKER_RUNNING</comment>
            <translation>بروکر کا تجربہ چل رہا ہے…</translation>
        </message>
        <message>
            <source>Stopped. Press Run the experiment to start again.</source>
            <comment>BROOKER_STOPPED</comment>
            <translation>روک دیا گیا۔ دوبارہ شروع کرنے کے لیے 'تجربہ چلائیں' دبائیں۔</translation>
        </message>
        <message>
            <source>The experiment did not finish: {reason}</source>
            <comment>BROOKER_FAILED</comment>
            <translation>تجربہ مکمل نہیں ہوا: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>Average of {n} runs a point.</source>
            <oldsource>Average of {runs} runs a point. With {clients} clients: retry immediately {none:,.0f} write calls, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</oldsource>
            <comment>BROOKER_DONE</comment>
            <extracomment>English for one: Average of {n} run a point.</extracomment>
            <translation>
                <numerusform>ہر نقطہ {n} چکر کا اوسط۔</numerusform>
                <numerusform>ہر نقطہ {n} چکروں کا اوسط۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>With {n} clients, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</source>
            <comment>BROOKER_DONE_CALLS</comment>
            <extracomment>English for one: With {n} client, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</extracomment>
            <translation>
                <numerusform>{n} کلائنٹ کے ساتھ، لکھنے کی کالیں: فوراً دوبارہ کوشش {none:,.0f}، دُگنا ہوتا انتظار {exp:,.0f}، بے ترتیبی کے ساتھ دُگنا انتظار {full:,.0f}۔</numerusform>
                <numerusform>{n} کلائنٹس کے ساتھ، لکھنے کی کالیں: فوراً دوبارہ کوشش {none:,.0f}، دُگنا ہوتا انتظار {exp:,.0f}، بے ترتیبی کے ساتھ دُگنا انتظار {full:,.0f}۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Write calls until every client has written</source>
            <comment>BROOKER_CALLS_TITLE</comment>
            <translation>ہر کلائنٹ کے لکھ لینے تک لکھنے کی کالیں</translation>
        </message>
        <message>
            <source>write calls</source>
            <comment>BROOKER_CALLS_Y</comment>
            <translation>لکھنے کی کالیں</translation>
        </message>
        <message>
            <source>Time until the last client has written</source>
            <comment>BROOKER_TIME_TITLE</comment>
            <translation>آخری کلائنٹ کے لکھ لینے تک وقت</translation>
        </message>
        <message>
            <source>time (s)</source>
            <oldsource>seconds</oldsource>
            <comment>BROOKER_TIME_Y</comment>
            <translation>وقت (سیکنڈ)</translation>
        </message>
        <message>
            <source>clients</source>
            <comment>BROOKER_X</comment>
            <translation>کلائنٹ</translation>
        </message>
        <message>
            <source>Retry immediately</source>
            <comment>BROOKER_RULES/none</comment>
            <translation>فوراً دوبارہ کوشش</translation>
        </message>
        <message>
            <source>Exponential backoff</source>
            <comment>BROOKER_RULES/exponential</comment>
            <translation>دُگنا ہوتا انتظار</translation>
        </message>
        <message>
            <source>Backoff with jitter</source>
            <comment>BROOKER_RULES/full-jitter</comment>
            <translation>بے ترتیبی کے ساتھ دُگنا انتظار</translation>
        </message>
        <message>
            <source>Equal jitter</source>
            <comment>BROOKER_RULES/equal-jitter</comment>
            <translation>برابر بے ترتیبی</translation>
        </message>
        <message>
            <source>Decorrelated jitter</source>
            <comment>BROOKER_RULES/decorrelated-jitter</comment>
            <translation>بے ربط بے ترتیبی</translation>
        </message>
        <message>
            <source>tenacity, no wait (its default)</source>
            <comment>PRESET_LABELS/tenacity-no-wait</comment>
            <translation>tenacity، کوئی انتظار نہیں (اس کا طے شدہ طریقہ)</translation>
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
            <translation>backoff.expo (بے ترتیبی کے ساتھ دُگنا انتظار، اس کا طے شدہ طریقہ)</translation>
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
            <translation>urllib3 Retry جو Retry-After مانتا ہے</translation>
        </message>
        <message>
            <source>botocore standard mode (AWS SDKs)</source>
            <comment>PRESET_LABELS/botocore-standard</comment>
            <translation>botocore کا معیاری طریقہ (AWS SDKs)</translation>
        </message>
        <message>
            <source>gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)</source>
            <comment>PRESET_LABELS/grpc-backoff</comment>
            <translation>gRPC کا انتظار (1 سیکنڈ، 1.6 گنا، بے ترتیبی 0.2، زیادہ سے زیادہ 120 سیکنڈ)</translation>
        </message>
        <message numerus="yes">
            <source>Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {n} calls a second and refuses the rest.</source>
            <oldsource>Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {capacity} calls a second and refuses the rest, then lets {agents} real clients call it at once, each retrying with the library you choose. Time runs {scale} times faster; every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</oldsource>
            <comment>STORM_INTRO</comment>
            <extracomment>English for one: Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {n} call a second and refuses the rest.</extracomment>
            <translation>
                <numerusform>کیا لوگوں کا اصل میں استعمال ہونے والا دوبارہ کوشش کا کوڈ ریلا بناتا ہے؟ یہ ٹیب اس کمپیوٹر پر ایک چھوٹا ویب سرور شروع کرتا ہے (صرف 127.0.0.1) جو فی سیکنڈ {n} کال قبول کرتا ہے اور باقی رد کرتا ہے۔</numerusform>
                <numerusform>کیا لوگوں کا اصل میں استعمال ہونے والا دوبارہ کوشش کا کوڈ ریلا بناتا ہے؟ یہ ٹیب اس کمپیوٹر پر ایک چھوٹا ویب سرور شروع کرتا ہے (صرف 127.0.0.1) جو فی سیکنڈ {n} کالیں قبول کرتا ہے اور باقی رد کرتا ہے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Then {n} real clients call it at once, each retrying with the library you choose.</source>
            <comment>STORM_INTRO_CLIENTS</comment>
            <extracomment>English for one: Then {n} real client calls it, retrying with the library you choose.</extracomment>
            <translation>
                <numerusform>پھر {n} اصل کلائنٹ اسے کال کرتا ہے، اور آپ کی چنی ہوئی لائبریری سے دوبارہ کوشش کرتا ہے۔</numerusform>
                <numerusform>پھر {n} اصل کلائنٹس ایک ساتھ اسے کال کرتے ہیں، ہر ایک آپ کی چنی ہوئی لائبریری سے دوبارہ کوشش کرتا ہے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Time runs {n} times faster; every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</source>
            <comment>STORM_INTRO_TIME</comment>
            <extracomment>English for one: Time runs at the story's own speed ({n}x); every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</extracomment>
            <translation>
                <numerusform>وقت کہانی کی رفتار سے چلتا ہے ({n} گنا)؛ ہر نتیجہ کہانی کے وقت میں دیا جاتا ہے۔ اسی ہجوم کے لیے ماڈل کی پیش گوئی ساتھ میں دکھائی جاتی ہے۔</numerusform>
                <numerusform>وقت {n} گنا تیز چلتا ہے؛ ہر نتیجہ کہانی کے وقت میں دیا جاتا ہے۔ اسی ہجوم کے لیے ماڈل کی پیش گوئی ساتھ میں دکھائی جاتی ہے۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Library</source>
            <comment>STORM_LIBRARY</comment>
            <translation>لائبریری</translation>
        </message>
        <message>
            <source>The retry library and settings the clients use.</source>
            <oldsource>The retry library and settings the clients use (docs/rules.md lists where each comes from).</oldsource>
            <comment>STORM_LIBRARY_TIP</comment>
            <translation>کلائنٹس کی استعمال کردہ دوبارہ کوشش لائبریری اور سیٹنگز۔</translation>
        </message>
        <message>
            <source>Agents</source>
            <comment>STORM_AGENTS</comment>
            <translation>ایجنٹ</translation>
        </message>
        <message>
            <source>How many real clients call at once (10 to 300), one thread each.</source>
            <comment>STORM_AGENTS_TIP</comment>
            <translation>کتنے اصل کلائنٹ ایک ساتھ کال کرتے ہیں (10 سے 300)، ہر ایک کا ایک تھریڈ۔</translation>
        </message>
        <message>
            <source>Capacity</source>
            <comment>STORM_CAPACITY</comment>
            <translation>گنجائش</translation>
        </message>
        <message>
            <source>Calls the server accepts each story second (1 to 50).</source>
            <comment>STORM_CAPACITY_TIP</comment>
            <translation>سرور کہانی کے ہر سیکنڈ میں کتنی کالیں قبول کرتا ہے (1 سے 50)۔</translation>
        </message>
        <message>
            <source>Time x</source>
            <comment>STORM_SCALE</comment>
            <translation>وقت (گنا)</translation>
        </message>
        <message>
            <source>How many times faster than the story the storm runs (1 to 20). Faster is quicker to watch but this computer's own delays count for more.</source>
            <comment>STORM_SCALE_TIP</comment>
            <translation>طوفان کہانی سے کتنے گنا تیز چلے (1 سے 20)۔ تیز دیکھنے میں جلدی ہے مگر اس کمپیوٹر کی اپنی تاخیریں زیادہ اثر کرتی ہیں۔</translation>
        </message>
        <message>
            <source>Run the real storm</source>
            <comment>STORM_RUN</comment>
            <translation>اصل طوفان چلائیں</translation>
        </message>
        <message>
            <source>Starts the server and the clients. Takes a few seconds; the lab stays usable.</source>
            <comment>STORM_RUN_TIP</comment>
            <translation>سرور اور کلائنٹس شروع کرتا ہے۔ چند سیکنڈ لگتے ہیں؛ لیب استعمال ہوتی رہتی ہے۔</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>STORM_CANCEL</comment>
            <translation>منسوخ</translation>
        </message>
        <message>
            <source>This chart will show a real storm on this computer: a real server that accepts a few calls a second, real clients retrying with a real library, and the model's calls each second beside them.</source>
            <comment>STORM_EMPTY</comment>
            <translation>یہ چارٹ اس کمپیوٹر پر ایک اصل طوفان دکھائے گا: ایک اصل سرور جو فی سیکنڈ چند کالیں قبول کرتا ہے، اصل لائبریری سے دوبارہ کوشش کرتے اصل کلائنٹ، اور ساتھ میں ماڈل کی فی سیکنڈ کی کالیں۔</translation>
        </message>
        <message>
            <source>The real storm is running: the chart appears when it is over.</source>
            <comment>STORM_EMPTY_RUNNING</comment>
            <translation>اصل طوفان چل رہا ہے: ختم ہونے پر چارٹ نظر آئے گا۔</translation>
        </message>
        <message>
            <source>Choose a library and press Run the real storm.</source>
            <comment>STORM_READY</comment>
            <translation>ایک لائبریری چنیں اور 'اصل طوفان چلائیں' دبائیں۔</translation>
        </message>
        <message numerus="yes">
            <source>Real storm: {done} of {n} agents done; story time {story:.0f} s…</source>
            <oldsource>Real storm: {done} of {agents} agents done, {story:.0f} story seconds…</oldsource>
            <comment>STORM_RUNNING</comment>
            <extracomment>English for one: Real storm: {done} of {n} agent done; story time {story:.0f} s…</extracomment>
            <translation>
                <numerusform>اصل طوفان: {n} میں سے {done} ایجنٹ مکمل؛ کہانی کا وقت {story:.0f} سیکنڈ…</numerusform>
                <numerusform>اصل طوفان: {n} میں سے {done} ایجنٹ مکمل؛ کہانی کا وقت {story:.0f} سیکنڈ…</numerusform>
            </translation>
        </message>
        <message>
            <source>Cancelling: stopping the agents and closing their connections…</source>
            <comment>STORM_CANCELLING</comment>
            <translation>منسوخ ہو رہا ہے: ایجنٹوں کو روکا اور ان کے کنکشن بند کیے جا رہے ہیں…</translation>
        </message>
        <message>
            <source>Cancelled. Everything is shut down; press Run the real storm to start again.</source>
            <comment>STORM_CANCELLED</comment>
            <translation>منسوخ۔ سب کچھ بند ہو گیا؛ دوبارہ شروع کرنے کے لیے 'اصل طوفان چلائیں' دبائیں۔</translation>
        </message>
        <message numerus="yes">
            <source>Cancelled. Every connection is closed; {n} agents are still asleep inside their retry library and end as soon as they wake (they send nothing more).</source>
            <oldsource>Cancelled. Every connection is closed; {left} agents are still asleep inside their retry library and end as soon as they wake (they send nothing more).</oldsource>
            <comment>STORM_CANCELLED_ASLEEP</comment>
            <extracomment>English for one: Cancelled. Every connection is closed; {n} agent is still asleep inside its retry library and ends as soon as it wakes (it sends nothing more).</extracomment>
            <translation>
                <numerusform>منسوخ۔ ہر کنکشن بند ہے؛ {n} ایجنٹ ابھی اپنی دوبارہ کوشش لائبریری کے اندر سو رہا ہے اور جاگتے ہی ختم ہو جائے گا (وہ مزید کچھ نہیں بھیجتا)۔</numerusform>
                <numerusform>منسوخ۔ ہر کنکشن بند ہے؛ {n} ایجنٹ ابھی اپنی دوبارہ کوشش لائبریری کے اندر سو رہے ہیں اور جاگتے ہی ختم ہو جائیں گے (وہ مزید کچھ نہیں بھیجتے)۔</numerusform>
            </translation>
        </message>
        <message>
            <source>The real storm did not finish: {reason}</source>
            <comment>STORM_FAILED</comment>
            <translation>اصل طوفان مکمل نہیں ہوا: {reason}</translation>
        </message>
        <message>
            <source>The real storm could not start: {reason}</source>
            <comment>STORM_NOT_STARTED</comment>
            <translation>اصل طوفان شروع نہیں ہو سکا: {reason}</translation>
        </message>
        <message>
            <source>This copy of the lab was built without {modules}, so these libraries cannot run for real here: {names}. Their model presets are in Advanced, Other retry rules.</source>
            <comment>STORM_MISSING</comment>
            <translation>لیب کی یہ کاپی {modules} کے بغیر بنی ہے، اس لیے یہ لائبریریاں یہاں اصل میں نہیں چل سکتیں: {names}۔ ان کے ماڈل والے انتخاب مزید سیٹنگز، 'دوبارہ کوشش کے دوسرے اصول' میں ہیں۔</translation>
        </message>
        <message>
            <source>This copy of the lab has none of the retry libraries, so it cannot run a real storm.</source>
            <comment>STORM_NONE</comment>
            <translation>لیب کی اس کاپی میں دوبارہ کوشش کی کوئی لائبریری نہیں، اس لیے یہ اصل طوفان نہیں چلا سکتی۔</translation>
        </message>
        <message>
            <source>Calls each second: the real storm and the model</source>
            <comment>STORM_CHART_TITLE</comment>
            <translation>فی سیکنڈ کالیں: اصل طوفان اور ماڈل</translation>
        </message>
        <message>
            <source>calls each second</source>
            <oldsource>calls</oldsource>
            <comment>STORM_CHART_Y</comment>
            <translation>ہر سیکنڈ کالیں</translation>
        </message>
        <message>
            <source>story seconds</source>
            <comment>STORM_CHART_X</comment>
            <translation>کہانی کے سیکنڈ</translation>
        </message>
        <message>
            <source>Real storm</source>
            <comment>STORM_REAL</comment>
            <translation>اصل طوفان</translation>
        </message>
        <message>
            <source>Model</source>
            <comment>STORM_MODEL</comment>
            <translation>ماڈل</translation>
        </message>
        <message numerus="yes">
            <source>{library}: calls sent, real {real_calls:,}, model {model_calls:,} (median of {n} runs); last agent served, real {real_last}, model {model_last}. {agreement}</source>
            <oldsource>{library}: real {real_calls:,} calls, last agent served at {real_last}; model {model_calls:,} calls, {model_last} (median of {runs} runs). {agreement}</oldsource>
            <comment>STORM_DONE</comment>
            <extracomment>English for one: {library}: calls sent, real {real_calls:,}, model {model_calls:,} (median of {n} run); last agent served, real {real_last}, model {model_last}. {agreement}</extracomment>
            <translation>
                <numerusform>{library}: بھیجی گئی کالیں، اصل {real_calls:,}، ماڈل {model_calls:,} ({n} چکر کی درمیانی قدر)؛ آخری ایجنٹ کو جواب، اصل {real_last}، ماڈل {model_last}۔ {agreement}</numerusform>
                <numerusform>{library}: بھیجی گئی کالیں، اصل {real_calls:,}، ماڈل {model_calls:,} ({n} چکروں کی درمیانی قدر)؛ آخری ایجنٹ کو جواب، اصل {real_last}، ماڈل {model_last}۔ {agreement}</numerusform>
            </translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>STORM_SECONDS</comment>
            <translation>{value:.1f} سیکنڈ</translation>
        </message>
        <message>
            <source>none served</source>
            <comment>STORM_NONE_SERVED</comment>
            <translation>کسی کو جواب نہیں ملا</translation>
        </message>
        <message>
            <source>Reality and the model cannot be compared: one of them served nobody.</source>
            <comment>STORM_AGREE_NOBODY</comment>
            <translation>حقیقت اور ماڈل کا موازنہ نہیں ہو سکتا: ان میں سے ایک نے کسی کو جواب نہیں دیا۔</translation>
        </message>
        <message>
            <source>Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/close</comment>
            <translation>حقیقت اور ماڈل بہت قریب سے متفق ہیں: اصل کلائنٹس نے {calls} بھیجیں، آخری ایجنٹ کو جواب {last} ملا۔</translation>
        </message>
        <message>
            <source>Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/rough</comment>
            <translation>حقیقت اور ماڈل موٹے طور پر متفق ہیں: اصل کلائنٹس نے {calls} بھیجیں، آخری ایجنٹ کو جواب {last} ملا۔</translation>
        </message>
        <message>
            <source>Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last}.</source>
            <comment>STORM_AGREE/apart</comment>
            <translation>حقیقت اور ماڈل میں بہت فرق ہے: اصل کلائنٹس نے {calls} بھیجیں، آخری ایجنٹ کو جواب {last} ملا۔</translation>
        </message>
        <message>
            <source>Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/close</comment>
            <translation>حقیقت اور ماڈل بہت قریب سے متفق ہیں: اصل کلائنٹس نے {calls} بھیجیں، آخری ایجنٹ کو جواب {last} ملا اور عام ایجنٹ کو {typical}۔</translation>
        </message>
        <message>
            <source>Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/rough</comment>
            <translation>حقیقت اور ماڈل موٹے طور پر متفق ہیں: اصل کلائنٹس نے {calls} بھیجیں، آخری ایجنٹ کو جواب {last} ملا اور عام ایجنٹ کو {typical}۔</translation>
        </message>
        <message>
            <source>Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last} and the typical agent {typical}.</source>
            <comment>STORM_AGREE_TYPICAL/apart</comment>
            <translation>حقیقت اور ماڈل میں بہت فرق ہے: اصل کلائنٹس نے {calls} بھیجیں، آخری ایجنٹ کو جواب {last} ملا اور عام ایجنٹ کو {typical}۔</translation>
        </message>
        <message>
            <source>about the same (within {gap:.0%})</source>
            <comment>STORM_GAP/same</comment>
            <translation>تقریباً برابر ({gap:.0%} کے اندر)</translation>
        </message>
        <message>
            <source>{gap:.0%} more calls</source>
            <comment>STORM_GAP/more_calls</comment>
            <translation>{gap:.0%} زیادہ کالیں</translation>
        </message>
        <message>
            <source>{gap:.0%} fewer calls</source>
            <comment>STORM_GAP/fewer_calls</comment>
            <translation>{gap:.0%} کم کالیں</translation>
        </message>
        <message>
            <source>{gap:.0%} later</source>
            <comment>STORM_GAP/later</comment>
            <translation>{gap:.0%} دیر سے</translation>
        </message>
        <message>
            <source>{gap:.0%} sooner</source>
            <comment>STORM_GAP/sooner</comment>
            <translation>{gap:.0%} جلدی</translation>
        </message>
        <message>
            <source>{gap} (inside the model's own spread over {runs} runs, {low:,.0f} to {high:,.0f})</source>
            <comment>STORM_GAP_INSIDE_CALLS</comment>
            <translation>{gap} (ماڈل کے اپنے {runs} چکروں کے پھیلاؤ کے اندر، {low:,.0f} سے {high:,.0f})</translation>
        </message>
        <message>
            <source>{gap} (inside the model's own spread over {runs} runs, {low:.1f} to {high:.1f} s)</source>
            <comment>STORM_GAP_INSIDE_SECONDS</comment>
            <translation>{gap} (ماڈل کے اپنے {runs} چکروں کے پھیلاؤ کے اندر، {low:.1f} سے {high:.1f} سیکنڈ)</translation>
        </message>
        <message>
            <source>Real clients cannot all call at the same instant: on this computer their first calls took {spread:.1f} story seconds, not 0, and that spread acts like extra jitter.</source>
            <comment>STORM_FIRST_CALLS_SPREAD</comment>
            <translation>اصل کلائنٹس سب ایک ہی لمحے میں کال نہیں کر سکتے: اس کمپیوٹر پر ان کی پہلی کالوں میں کہانی کے {spread:.1f} سیکنڈ لگے، 0 نہیں، اور یہ پھیلاؤ اضافی بے ترتیبی کی طرح کام کرتا ہے۔</translation>
        </message>
        <message>
            <source>Real clients cannot all call at the same instant: this computer spreads the crowd out, and that acts like extra jitter.</source>
            <comment>STORM_FIRST_CALLS_SPREAD_UNKNOWN</comment>
            <translation>اصل کلائنٹس سب ایک ہی لمحے میں کال نہیں کر سکتے: یہ کمپیوٹر ہجوم کو پھیلا دیتا ہے، اور یہ اضافی بے ترتیبی کی طرح کام کرتا ہے۔</translation>
        </message>
        <message>
            <source>the calls of an earlier save are still being written; try again when it says Saved</source>
            <comment>SAVE_BUSY</comment>
            <translation>پچھلی بار محفوظ کی گئی کالیں ابھی لکھی جا رہی ہیں؛ جب 'محفوظ ہو گیا' لکھا آئے تب پھر کوشش کریں</translation>
        </message>
        <message>
            <source>Saving before closing</source>
            <comment>SAVING_ON_CLOSE_TITLE</comment>
            <translation>بند کرنے سے پہلے محفوظ ہو رہا ہے</translation>
        </message>
        <message numerus="yes">
            <source>Saving… all {n:,} calls to {name} before the lab closes.</source>
            <comment>SAVING_ON_CLOSE</comment>
            <extracomment>English for one: Saving… the {n:,} call to {name} before the lab closes.</extracomment>
            <translation>
                <numerusform>محفوظ ہو رہا ہے… لیب بند ہونے سے پہلے {n:,} کال {name} میں۔</numerusform>
                <numerusform>محفوظ ہو رہا ہے… لیب بند ہونے سے پہلے تمام {n:,} کالیں {name} میں۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Close without them</source>
            <comment>SAVING_ON_CLOSE_SKIP</comment>
            <translation>ان کے بغیر بند کریں</translation>
        </message>
        <message>
            <source>The calls were NOT saved: {path} was not finished when the lab closed ({calls:,} calls). The table was saved. Save data again to get them.</source>
            <comment>NOT_SAVED_ON_CLOSE</comment>
            <translation>کالیں محفوظ نہیں ہوئیں: لیب بند ہوتے وقت {path} مکمل نہیں تھی ({calls:,} کالیں)۔ جدول محفوظ ہو گیا تھا۔ کالیں لینے کے لیے ڈیٹا پھر محفوظ کریں۔</translation>
        </message>
        <message>
            <source>The animation was NOT saved: {path} was not finished when the lab closed. Save the animation again to get it.</source>
            <comment>ANIMATION_NOT_SAVED_ON_CLOSE</comment>
            <translation>اینیمیشن محفوظ نہیں ہوئی: لیب بند ہوتے وقت {path} مکمل نہیں تھی۔ اسے لینے کے لیے اینیمیشن پھر محفوظ کریں۔</translation>
        </message>
        <message>
            <source>Getting the crowd ready: sorting {calls:,} calls by agent…</source>
            <comment>CROWD_PREPARING</comment>
            <translation>ہجوم تیار ہو رہا ہے: {calls:,} کالیں ایجنٹ کے حساب سے ترتیب دی جا رہی ہیں…</translation>
        </message>
        <message numerus="yes">
            <source>{n} people need an answer at the same moment. The door lets in {capacity} a second.</source>
            <comment>ATTRACT_HEADLINE</comment>
            <extracomment>English for one: {n} person needs an answer. The door lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>{n} شخص کو جواب چاہیے۔ دروازہ فی سیکنڈ {capacity} کو اندر آنے دیتا ہے۔</numerusform>
                <numerusform>{n} لوگوں کو ایک ہی لمحے میں جواب چاہیے۔ دروازہ فی سیکنڈ {capacity} کو اندر آنے دیتا ہے۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Turned away, how long should each one wait before trying again?</source>
            <comment>ATTRACT_QUESTION</comment>
            <translation>واپس لوٹائے جانے پر، ہر ایک دوبارہ کوشش سے پہلے کتنا انتظار کرے؟</translation>
        </message>
        <message numerus="yes">
            <source>When you try it yourself, you start with a smaller crowd: {n} people at a door that lets in {capacity} a second.</source>
            <oldsource>A bigger crowd than in “The door”, where {n} people knock at a door that lets in {capacity} a second: the same story, on a bigger scale.</oldsource>
            <comment>ATTRACT_BIGGER</comment>
            <extracomment>English for one: When you try it yourself, you start with a smaller crowd: {n} person at a door that lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>جب آپ خود آزمائیں گے تو ایک چھوٹے ہجوم سے شروع کریں گے: {n} شخص، ایک ایسے دروازے پر جو ایک سیکنڈ میں {capacity} کو اندر آنے دیتا ہے۔</numerusform>
                <numerusform>جب آپ خود آزمائیں گے تو ایک چھوٹے ہجوم سے شروع کریں گے: {n} لوگ، ایک ایسے دروازے پر جو ایک سیکنڈ میں {capacity} کو اندر آنے دیتا ہے۔</numerusform>
            </translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <oldsource>Everyone waits the same time</oldsource>
            <comment>ATTRACT_CAPTION/exponential/0</comment>
            <translation>ہر بار زیادہ انتظار</translation>
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together and are turned away together, again and again. (In the lab: exponential backoff.)</source>
            <oldsource>Everyone waits the same time, so they all come back together and are turned away together, again and again. (In the lab: exponential backoff.)</oldsource>
            <comment>ATTRACT_CAPTION/exponential/1</comment>
            <translation>ہر بار سب دُگنا انتظار کرتے ہیں، سب ایک جتنا، اس لیے سب ایک ساتھ واپس آتے ہیں اور ایک ساتھ لوٹائے جاتے ہیں، بار بار۔ (لیب میں: دُگنا ہوتا انتظار۔)</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <oldsource>Everyone waits a random time</oldsource>
            <comment>ATTRACT_CAPTION/full-jitter/0</comment>
            <translation>بے ترتیب انتظار</translation>
        </message>
        <message>
            <source>They come back spread out, and the door stays busy letting them in. (In the lab: backoff with jitter.)</source>
            <oldsource>So they come back spread out, and the door stays busy letting them in.</oldsource>
            <comment>ATTRACT_CAPTION/full-jitter/1</comment>
            <translation>وہ بکھر کر واپس آتے ہیں، اور دروازہ انہیں اندر آنے دینے میں مصروف رہتا ہے۔ (لیب میں: بے ترتیبی کے ساتھ دُگنا انتظار۔)</translation>
        </message>
        <message numerus="yes">
            <source>{now:.0f} s: {n} of {agents} answered so far</source>
            <oldsource>{now:.0f} s: {served} of {agents} answered, {n:,} knocks</oldsource>
            <comment>ATTRACT_CLOCK</comment>
            <extracomment>English for one: {now:.0f} s: {n} of {agents} answered so far</extracomment>
            <translation>
                <numerusform>{now:.0f} سیکنڈ: اب تک {agents} میں سے {n} کو جواب ملا</numerusform>
                <numerusform>{now:.0f} سیکنڈ: اب تک {agents} میں سے {n} کو جواب ملا</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>In this one run, all {agents} answered after {last:.1f} s, with {n:,} knocks</source>
            <oldsource>In this one run, all {agents} answered after {last:.1f} s, with {calls:,} knocks</oldsource>
            <comment>ATTRACT_DONE</comment>
            <extracomment>English for one: In this one run, all {agents} answered after {last:.1f} s, with {n:,} knock</extracomment>
            <translation>
                <numerusform>اس ایک چکر میں {last:.1f} سیکنڈ بعد تمام {agents} کو جواب مل گیا، {n:,} دستک کے ساتھ</numerusform>
                <numerusform>اس ایک چکر میں {last:.1f} سیکنڈ بعد تمام {agents} کو جواب مل گیا، {n:,} دستکوں کے ساتھ</numerusform>
            </translation>
        </message>
        <message>
            <source>{times:.1f} times sooner in this run than waiting longer each time!</source>
            <oldsource>{times:.1f} times sooner than waiting longer each time!</oldsource>
            <comment>ATTRACT_SOONER</comment>
            <translation>اس چکر میں ہر بار زیادہ انتظار سے {times:.1f} گنا جلدی!</translation>
        </message>
        <message>
            <source>{done}. {sooner}</source>
            <comment>ATTRACT_DONE_SOONER</comment>
            <translation>{done}۔ {sooner}</translation>
        </message>
        <message>
            <source>(both shown {factor:.0f}x faster)</source>
            <comment>ATTRACT_PACE</comment>
            <translation>(دونوں {factor:.0f} گنا تیز دکھائے گئے)</translation>
        </message>
        <message>
            <source>(shown at real speed)</source>
            <comment>ATTRACT_PACE_REAL</comment>
            <translation>(اصل رفتار پر دکھایا گیا)</translation>
        </message>
        <message>
            <source>Each dot is a person at the door</source>
            <comment>ATTRACT_VIEW/crowd</comment>
            <translation>ہر نقطہ دروازے پر ایک شخص ہے</translation>
        </message>
        <message>
            <source>Each row is a person; a cross is a knock turned away, a dot a knock let in</source>
            <oldsource>Each row is a person; a cross is a knock turned away</oldsource>
            <comment>ATTRACT_VIEW/timeline</comment>
            <translation>ہر قطار ایک شخص ہے؛ کراس ایک لوٹائی گئی دستک ہے، نقطہ اندر آنے دی گئی دستک ہے</translation>
        </message>
        <message>
            <source>Touch the screen to try it yourself</source>
            <comment>ATTRACT_INVITE</comment>
            <translation>خود آزمانے کے لیے اسکرین کو چھوئیں</translation>
        </message>
        <message>
            <source>❚❚ Pause</source>
            <comment>ATTRACT_PAUSE</comment>
            <translation>❚❚ روکیں</translation>
        </message>
        <message>
            <source>▶ Play</source>
            <comment>ATTRACT_RESUME</comment>
            <translation>▶ چلائیں</translation>
        </message>
        <message>
            <source>Stop the moving pictures (space bar); touch anywhere else to try it yourself.</source>
            <comment>ATTRACT_PAUSE_TIP</comment>
            <translation>چلتی تصویریں روکیں (اسپیس بار)؛ خود آزمانے کے لیے کہیں اور چھوئیں۔</translation>
        </message>
        <message>
            <source>Paused: touch {play} to go on</source>
            <oldsource>Paused: press Play or the space bar to go on</oldsource>
            <comment>ATTRACT_PAUSED_NOTE</comment>
            <translation>رکا ہوا: آگے چلانے کے لیے {play} کو چھوئیں</translation>
        </message>
        <message>
            <source>person</source>
            <comment>ATTRACT_TIMELINE_Y</comment>
            <translation>شخص</translation>
        </message>
        <message>
            <source>“The door” tells the story with friends at a door. The other lessons tell it as computers live it: the friends are computer helpers called agents, the door is a busy tool, and a knock is a call. Choose a lesson.</source>
            <comment>KIOSK_START_INTRO</comment>
            <translation>”دروازہ“ یہ کہانی دروازے پر کھڑے دوستوں کے ساتھ سناتا ہے۔ باقی سبق یہی کہانی کمپیوٹر کی دنیا میں سناتے ہیں: دوست کمپیوٹر مددگار ہیں جنہیں ایجنٹ کہتے ہیں، دروازہ ایک مصروف ٹول ہے، اور دستک ایک کال ہے۔ ایک سبق چنیں۔</translation>
        </message>
        <message>
            <source>Each lesson starts ready to use. ◀ All lessons brings you back here.</source>
            <comment>KIOSK_START_FOOTER</comment>
            <translation>ہر سبق استعمال کے لیے تیار شروع ہوتا ہے۔ ▶ تمام اسباق آپ کو یہاں واپس لاتا ہے۔</translation>
        </message>
        <message>
            <source>the kiosk page needs {need}, more than the {size} screen</source>
            <comment>KIOSK_TOO_SMALL</comment>
            <translation>کیوسک صفحے کو {need} چاہیے، جو {size} اسکرین سے زیادہ ہے</translation>
        </message>
        <message>
            <source>{what}: more</source>
            <comment>KIOSK_MORE</comment>
            <translation>{what}: زیادہ</translation>
        </message>
        <message>
            <source>{what}: less</source>
            <comment>KIOSK_LESS</comment>
            <translation>{what}: کم</translation>
        </message>
        <message>
            <source>Scroll the settings</source>
            <comment>KIOSK_SCROLL_SETTINGS</comment>
            <translation>سیٹنگز اسکرول کریں</translation>
        </message>
        <message>
            <source>Back to the lab's view</source>
            <comment>PLOT_BACK</comment>
            <translation type="vanished">لیب کے منظر پر واپس</translation>
        </message>
        <message>
            <source>Updating the table: run {done} of {total}…</source>
            <comment>TABLE_UPDATING</comment>
            <translation type="vanished">جدول تازہ ہو رہا ہے: {total} میں سے چکر {done}…</translation>
        </message>
        <message>
            <source>“{rule}” was first, but count the knocks too: each one is work for the door.</source>
            <comment>DOOR_SOONEST_BUT_HARD</comment>
            <translation type="vanished">”{rule}“ پہلے ختم ہوا، لیکن دستکیں بھی گنیں: ہر دستک دروازے کے لیے کام ہے۔</translation>
        </message>
        <message>
            <source>For {n} agents the calls were usually about the same: 'Wait a random time' {calls:g}, 'Wait longer each time' {other_calls:g}.</source>
            <oldsource>For {n} agents the calls were about the same: 'Wait a random time' {calls:g}, 'Wait longer each time' {other_calls:g} in the middle.</oldsource>
            <comment>TEN_WHY_CALLS_SAME</comment>
            <translation type="vanished">{n} ایجنٹ کے لیے کالیں عام طور پر تقریباً برابر تھیں: “بے ترتیب انتظار” {calls:g}، “ہر بار زیادہ انتظار” {other_calls:g}۔</translation>
        </message>
        <message>
            <source>'Wait a random time' also usually sent fewer calls: {calls:g}, and 'Wait longer each time' {other_calls:g}.</source>
            <oldsource>It also sent fewer calls: in the middle {calls:g}, and 'Wait longer each time' {other_calls:g}.</oldsource>
            <comment>TEN_WHY_CALLS_FEWER</comment>
            <translation type="vanished">“بے ترتیب انتظار” نے عام طور پر کالیں بھی کم بھیجیں: {calls:g}، اور “ہر بار زیادہ انتظار” نے {other_calls:g}۔</translation>
        </message>
        <message>
            <source>But 'Wait a random time' usually sent more calls: {calls:g}, and 'Wait longer each time' {other_calls:g}.</source>
            <oldsource>But it sent more calls: in the middle {calls:g}, and 'Wait longer each time' {other_calls:g}.</oldsource>
            <comment>TEN_WHY_CALLS_MORE</comment>
            <translation type="vanished">لیکن “بے ترتیب انتظار” نے عام طور پر زیادہ کالیں بھیجیں: {calls:g}، اور “ہر بار زیادہ انتظار” نے {other_calls:g}۔</translation>
        </message>
        <message>
            <source>Show the whole run</source>
            <comment>TEN_PLOT_BACK</comment>
            <translation type="vanished">پورا چکر دکھائیں</translation>
        </message>
        <message>
            <source>Plots only</source>
            <comment>EXPORT_PLOTS</comment>
            <translation type="vanished">صرف گراف</translation>
        </message>
        <message>
            <source>High contrast</source>
            <comment>PROFILE_LABELS/title</comment>
            <translation type="vanished">زیادہ کنٹراسٹ</translation>
        </message>
        <message>
            <source>The new colours are used when the lab opens again. Open it again now? Your settings are kept.</source>
            <comment>PROFILE_LABELS/restart</comment>
            <translation type="vanished">نئے رنگ لیب دوبارہ کھلنے پر استعمال ہوں گے۔ ابھی دوبارہ کھولیں؟ آپ کی سیٹنگز محفوظ رہیں گی۔</translation>
        </message>
        <message>
            <source>Open again now</source>
            <comment>PROFILE_LABELS/now</comment>
            <translation type="vanished">ابھی دوبارہ کھولیں</translation>
        </message>
        <message>
            <source>Later</source>
            <comment>PROFILE_LABELS/later</comment>
            <translation type="vanished">بعد میں</translation>
        </message>
        <message>
            <source>Slide from 0 (every agent waits exactly the backoff time: lockstep) to 1 (a random wait up to it).</source>
            <comment>SLIDER/jitter/2</comment>
            <translation type="vanished">0 سے (ہر ایجنٹ بالکل انتظار کا وقت انتظار کرتا ہے: سب ایک ساتھ قدم ملا کر) 1 تک (اس تک ایک بے ترتیب انتظار) سرکائیں۔</translation>
        </message>
        <message>
            <source>is another {runs} runs with its own roll of the dice</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">اپنی پانسے کی چال کے ساتھ دوسرے {runs} چکر ہے</translation>
        </message>
        <message>
            <source>is the middle of another {runs} runs with its own roll of the dice</source>
            <comment>PUBLISHED_WHY/random</comment>
            <translation type="vanished">اپنی پانسے کی چال کے ساتھ دوسرے {runs} چکروں کی درمیانی قدر ہے</translation>
        </message>
        <message>
            <source>is the middle of another {runs} runs with its own roll of the dice and rounding</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">اپنی پانسے کی چال اور گول کرنے کے ساتھ دوسرے {runs} چکروں کی درمیانی قدر ہے</translation>
        </message>
        <message>
            <source>The published table differs a little ({why}): {figures}.</source>
            <oldsource>The published table differs a little ({why}, docs/model.md): {figures}.</oldsource>
            <comment>PUBLISHED_NOTE</comment>
            <translation type="vanished">شائع شدہ جدول تھوڑا مختلف ہے ({why}): {figures}۔</translation>
        </message>
        <message>
            <source>rounding</source>
            <comment>PUBLISHED_WHY/rounded</comment>
            <translation type="vanished">گول کرنا</translation>
        </message>
        <message>
            <source>another {runs} runs</source>
            <oldsource>another {runs} runs, with other random draws</oldsource>
            <comment>PUBLISHED_WHY/random</comment>
            <translation type="vanished">دوسرے {runs} چکر</translation>
        </message>
        <message>
            <source>rounding; another {runs} runs</source>
            <oldsource>rounding, and another {runs} runs with other random draws</oldsource>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">گول کرنا؛ دوسرے {runs} چکر</translation>
        </message>
        <message>
            <source>Add my point once for each rule in the chart's key ({done} of its {total} rules tried so far), and say what you expected before each one lands.</source>
            <oldsource>Add my point once for each of the three rules ({done} of the {total} rules tried so far), and say what you expected before each one lands.</oldsource>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation type="vanished">چارٹ کے لیجنڈ کے ہر اصول کے لیے ایک بار 'میرا نقطہ جوڑیں' دبائیں (اب تک اس کے {total} میں سے {done} اصول آزمائے گئے)، اور ہر نقطہ آنے سے پہلے بتائیں کہ آپ کو کیا توقع تھی۔</translation>
        </message>
        <message>
            <source>Lessons</source>
            <comment>LESSONS_BUTTON</comment>
            <translation type="vanished">اسباق</translation>
        </message>
        <message>
            <source>Go to the start screen and choose a lesson (Ctrl+L).</source>
            <comment>LESSONS_BUTTON_TIP</comment>
            <translation type="vanished">شروع کی اسکرین پر جائیں اور ایک سبق چنیں (Ctrl+L)۔</translation>
        </message>
        <message>
            <source>Animation</source>
            <comment>WHAT_ANIMATION</comment>
            <translation type="vanished">اینیمیشن</translation>
        </message>
        <message>
            <source>Worksheet</source>
            <comment>WHAT_WORKSHEET</comment>
            <translation type="vanished">ورک شیٹ</translation>
        </message>
        <message>
            <source>&lt;b&gt;Retry immediately, every 1 s&lt;/b&gt; does well here only because this tool counts calls in whole seconds: each refused agent calls again in the tool's next second, so the tool takes 20 every second and is never idle (200 + 180 + … + 20 = 1,100 calls). At its usual pace, every 0.1 s, the same rule sent 6,300 calls. A wait that fits one tool's clock is luck, not a rule for every tool.</source>
            <comment>LOAD_NOTICE_ONE_SECOND</comment>
            <translation type="vanished">&lt;b&gt;فوراً دوبارہ کوشش، ہر 1 سیکنڈ&lt;/b&gt; یہاں صرف اس لیے اچھی ہے کہ یہ ٹول کالیں پورے سیکنڈوں میں گنتا ہے: ہر انکار شدہ ایجنٹ ٹول کے اگلے سیکنڈ میں دوبارہ کال کرتا ہے، اس لیے ٹول ہر سیکنڈ 20 لیتا ہے اور کبھی خالی نہیں بیٹھتا (200 + 180 + … + 20 = 1,100 کالیں)۔ اپنی عام رفتار پر، ہر 0.1 سیکنڈ، اسی اصول نے 6,300 کالیں بھیجیں۔ ایک ٹول کی گھڑی پر بیٹھنے والا انتظار قسمت ہے، ہر ٹول کے لیے اصول نہیں۔</translation>
        </message>
        <message>
            <source>Save this replay as an animation for slides, or print a worksheet.</source>
            <comment>TAKEAWAY_BUTTON_TIP</comment>
            <translation type="vanished">یہ دوبارہ چلانا سلائیڈز کے لیے اینیمیشن کے طور پر محفوظ کریں، یا ورک شیٹ پرنٹ کریں۔</translation>
        </message>
        <message>
            <source>Worksheet (PDF)</source>
            <comment>TAKEAWAY_SHEET</comment>
            <translation type="vanished">ورک شیٹ (PDF)</translation>
        </message>
        <message>
            <source>One page with the lesson's questions, a picture of your run and lines to write on. You choose where to save it (Save as opens in Documents).</source>
            <oldsource>One page with the lesson's questions, a picture of your run and lines to write on. Saved in Documents.</oldsource>
            <comment>TAKEAWAY_SHEET_TIP</comment>
            <translation type="vanished">ایک صفحہ جس پر سبق کے سوال، آپ کے چکر کی تصویر اور لکھنے کے لیے لکیریں ہیں۔ آپ خود چنتے ہیں کہ اسے کہاں محفوظ کرنا ہے (محفوظ کرنے کی کھڑکی دستاویزات میں کھلتی ہے)۔</translation>
        </message>
        <message>
            <source>Teacher's worksheet with answers (PDF)</source>
            <comment>TAKEAWAY_ANSWERS</comment>
            <translation type="vanished">استاد کی ورک شیٹ، جوابوں کے ساتھ (PDF)</translation>
        </message>
        <message>
            <source>The same page with the model's answers from the teachers' notes.</source>
            <oldsource>The same page with the model's answers from the teacher's notes.</oldsource>
            <comment>TAKEAWAY_ANSWERS_TIP</comment>
            <translation type="vanished">وہی صفحہ، اساتذہ کے نوٹس سے ماڈل کے جوابوں کے ساتھ۔</translation>
        </message>
        <message>
            <source>What does a longer Longest wait buy exponential backoff?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/0/0</comment>
            <translation type="vanished">'سب سے لمبا انتظار' بڑھانے سے دُگنا ہوتا انتظار کو کیا ملتا ہے؟</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent {n:,} calls, {times:.1f} times as many as “{least}” ({fewest:,}).</source>
            <oldsource>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent {n:,} calls, about {times} times as many as “{least}” ({fewest:,}).</oldsource>
            <comment>TEN_REVEAL_LEAD</comment>
            <translation type="vanished">&lt;b&gt;پہلے کالیں گنیں۔&lt;/b&gt; “{most}” نے {n:,} کال بھیجی، “{least}” ({fewest:,}) سے {times:.1f} گنا زیادہ۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; All three sent about as many: from {fewest:,} to {n:,} calls.</source>
            <comment>TEN_REVEAL_LEAD_SAME</comment>
            <translation type="vanished">&lt;b&gt;پہلے کالیں گنیں۔&lt;/b&gt; تینوں نے تقریباً برابر کالیں بھیجیں: {fewest:,} سے {n:,} تک۔</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline and the table give the middle of many runs, so their figures can differ a little.</source>
            <oldsource>One time scale for both, so their widths compare: in these runs the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}).</oldsource>
            <comment>COMPARE_SCALE</comment>
            <translation type="vanished">دونوں کے لیے ایک ہی وقت کا پیمانہ، تاکہ ان کی چوڑائی کا موازنہ ہو سکے: تصویر کے دونوں چکروں میں آخری ایجنٹ کو اوپر {top:.1f} سیکنڈ پر اور نیچے {bottom:.1f} سیکنڈ پر جواب ملتا ہے ({words})۔ سرخی اور جدول بہت سے چکروں کی درمیانی قدر دیتے ہیں، اس لیے ان کے اعداد تھوڑے مختلف ہو سکتے ہیں۔</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in the two runs pictured the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}). The headline gives the middle of many runs, so its figures can differ a little.</source>
            <comment>COMPARE_SCALE_NO_TABLE</comment>
            <translation type="vanished">دونوں کے لیے ایک ہی وقت کا پیمانہ، تاکہ ان کی چوڑائی کا موازنہ ہو سکے: تصویر کے دونوں چکروں میں آخری ایجنٹ کو اوپر {top:.1f} سیکنڈ پر اور نیچے {bottom:.1f} سیکنڈ پر جواب ملتا ہے ({words})۔ سرخی بہت سے چکروں کی درمیانی قدر دیتی ہے، اس لیے اس کے اعداد تھوڑے مختلف ہو سکتے ہیں۔</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in, not done yet &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;done, a moment after getting in</source>
            <comment>CROWD_LEGEND</comment>
            <translation type="vanished">&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; سرمئی: انتظار میں &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; سرخ، کراس کے ساتھ: ابھی لوٹا &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; سبز دائرہ: اندر گیا، ابھی مکمل نہیں &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; گہرا نیلا:&amp;nbsp;مکمل، اندر جانے کے کچھ دیر بعد</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in, not done yet &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;done</source>
            <oldsource>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;done</oldsource>
            <comment>CROWD_LEGEND</comment>
            <translation type="vanished">&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; سرمئی: انتظار میں &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; سرخ، کراس کے ساتھ: ابھی لوٹا &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; سبز دائرہ: اندر گیا، ابھی مکمل نہیں &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; گہرا نیلا:&amp;nbsp;مکمل</translation>
        </message>
        <message>
            <source>On a chart with the focus: move along it, zoom in or out, back as it was</source>
            <oldsource>Lesson: Ten agents (ages 11 to 15)</oldsource>
            <comment>SHORTCUTS/13/1</comment>
            <translation type="vanished">فوکس والے چارٹ پر: اس پر چلیں، بڑا یا چھوٹا کریں، پہلے جیسا کریں</translation>
        </message>
        <message>
            <source>none</source>
            <comment>CAPTION_RANDOMNESS/immediate</comment>
            <translation type="vanished">کوئی نہیں</translation>
        </message>
        <message>
            <source>none</source>
            <comment>CAPTION_RANDOMNESS/exponential</comment>
            <translation type="vanished">کوئی نہیں</translation>
        </message>
        <message>
            <source>full, 1.00</source>
            <comment>CAPTION_RANDOMNESS/full-jitter</comment>
            <translation type="vanished">مکمل، 1.00</translation>
        </message>
        <message>
            <source>the rule's own</source>
            <comment>CAPTION_RANDOMNESS_OWN</comment>
            <translation type="vanished">اصول کی اپنی</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in {sooner} of them.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner in {sooner}.</oldsource>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <translation type="vanished">{n} چکر میں سے {sooner} میں 'بے ترتیب انتظار' نے آخری ایجنٹ کو 'ہر بار زیادہ انتظار' سے جلدی جواب دلوایا۔</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in only {sooner} of them.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner in only {sooner}.</oldsource>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <translation type="vanished">{n} چکر میں سے صرف {sooner} میں 'بے ترتیب انتظار' نے آخری ایجنٹ کو 'ہر بار زیادہ انتظار' سے جلدی جواب دلوایا۔</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner in {sooner}.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in {sooner}.</oldsource>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <translation type="vanished">{n} چکر میں سے {sooner} میں 'بے ترتیب انتظار' نے آخری ایجنٹ کو جلدی جواب دلوایا۔</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner in only {sooner}.</source>
            <oldsource>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in only {sooner}.</oldsource>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <translation type="vanished">{n} چکر میں سے صرف {sooner} میں 'بے ترتیب انتظار' نے آخری ایجنٹ کو جلدی جواب دلوایا۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) and quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls), and its last answer came sooner than with “{other}”: {done:.1f} s against {other_done:.1f} s.</oldsource>
            <comment>TEN_REVEAL_RANDOM_SOONER</comment>
            <translation type="vanished">&lt;b&gt;{rule}:&lt;/b&gt; ٹول پر نرم ({n:,} کال) اور '{other}' سے تیز: آخری جواب {done:.1f} سیکنڈ پر، مقابلے میں {other_done:.1f} سیکنڈ۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: last answer at {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</source>
            <oldsource>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls), but this time its last answer came no sooner than with “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</oldsource>
            <comment>TEN_REVEAL_RANDOM_NOT_SOONER</comment>
            <translation type="vanished">&lt;b&gt;{rule}:&lt;/b&gt; ٹول پر نرم ({n:,} کال)، لیکن اس بار '{other}' سے تیز نہیں: آخری جواب {done:.1f} سیکنڈ پر، مقابلے میں {other_done:.1f} سیکنڈ۔ صرف دس ایجنٹوں کے ساتھ ایک چکر کسی بھی طرف جا سکتا ہے: 'ایک اور چکر' دبائیں۔</translation>
        </message>
        <message>
            <source>With only ten agents, one that picks a short wait may hear no again: a few more calls. In the lab's big crowd it sends fewer.</source>
            <oldsource>With only ten agents it can send a few more calls: an agent that picks a short wait may hear no again. With the lab's big crowd it sends fewer.</oldsource>
            <comment>TEN_REVEAL_FEW_AGENTS</comment>
            <translation type="vanished">صرف دس ایجنٹوں کے ساتھ، جو مختصر انتظار چنے اسے پھر انکار مل سکتا ہے: چند کالیں زیادہ۔ لیب کے بڑے ہجوم میں یہ کم کالیں بھیجتا ہے۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls), and its last answer came sooner than with “{other}”: {done:.1f} s against {other_done:.1f} s.</source>
            <comment>TEN_REVEAL_RANDOM_SOONER</comment>
            <translation type="vanished">&lt;b&gt;{rule}:&lt;/b&gt; ٹول پر نرم ({n:,} کال)، اور اس کا آخری جواب '{other}' سے پہلے آیا: {done:.1f} سیکنڈ، مقابلے میں {other_done:.1f} سیکنڈ۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was gentle on the tool ({n:,} calls), but this time its last answer came no sooner than with “{other}”: {done:.1f} s against {other_done:.1f} s. With only ten agents, one run can go either way: press Another run.</source>
            <comment>TEN_REVEAL_RANDOM_NOT_SOONER</comment>
            <translation type="vanished">&lt;b&gt;{rule}:&lt;/b&gt; ٹول پر نرم ({n:,} کال)، لیکن اس بار اس کا آخری جواب '{other}' سے پہلے نہیں آیا: {done:.1f} سیکنڈ، مقابلے میں {other_done:.1f} سیکنڈ۔ صرف دس ایجنٹوں کے ساتھ ایک چکر کسی بھی طرف جا سکتا ہے: 'ایک اور چکر' دبائیں۔</translation>
        </message>
        <message>
            <source>With only ten agents it can send a few more calls: an agent that picks a short wait may hear no again. With the lab's big crowd it sends fewer.</source>
            <comment>TEN_REVEAL_FEW_AGENTS</comment>
            <translation type="vanished">صرف دس ایجنٹوں کے ساتھ یہ چند کالیں زیادہ بھیج سکتا ہے: جو ایجنٹ مختصر انتظار چنے، اسے پھر انکار مل سکتا ہے۔ لیب کے بڑے ہجوم کے ساتھ یہ کم کالیں بھیجتا ہے۔</translation>
        </message>
        <message>
            <source>For {n} agents the calls were about the same: 'Wait a random time' {calls:g}, 'Wait longer each time' {other_calls:g} in the middle.</source>
            <oldsource>For {n} agents the calls were about the same: in the middle, 'Wait a random time' sent {calls:g} and 'Wait longer each time' {other_calls:g}.</oldsource>
            <comment>TEN_WHY_CALLS_SAME</comment>
            <translation type="vanished">{n} ایجنٹ کے لیے کالیں تقریباً برابر تھیں: 'بے ترتیب انتظار' {calls:g}، 'ہر بار زیادہ انتظار' {other_calls:g} (درمیانی قدر)۔</translation>
        </message>
        <message>
            <source>It also sent fewer calls: in the middle {calls:g}, and 'Wait longer each time' {other_calls:g}.</source>
            <comment>TEN_WHY_CALLS_FEWER</comment>
            <translation type="vanished">اس نے کالیں بھی کم بھیجیں: درمیانی قدر {calls:g}، اور 'ہر بار زیادہ انتظار' {other_calls:g}۔</translation>
        </message>
        <message>
            <source>But it sent more calls: in the middle {calls:g}, and 'Wait longer each time' {other_calls:g}.</source>
            <comment>TEN_WHY_CALLS_MORE</comment>
            <translation type="vanished">لیکن اس نے زیادہ کالیں بھیجیں: درمیانی قدر {calls:g}، اور 'ہر بار زیادہ انتظار' {other_calls:g}۔</translation>
        </message>
        <message>
            <source>Save every agent's calls and when it was answered, for each way, as a CSV file in your Documents folder (Ctrl+E).</source>
            <comment>TEN_DATA_TIP</comment>
            <translation type="vanished">ہر طریقے کے لیے ہر ایجنٹ کی کالیں اور اسے جواب کب ملا، CSV فائل کے طور پر آپ کے دستاویزات فولڈر میں محفوظ کریں (Ctrl+E)۔</translation>
        </message>
        <message>
            <source>Put every setting back to the published story's values.</source>
            <comment>TIP/reset</comment>
            <translation type="vanished">ہر سیٹنگ کو شائع شدہ کہانی کی قدروں پر واپس لائیں۔</translation>
        </message>
        <message>
            <source>Watch the same crowd again from the start.</source>
            <comment>DOOR_AGAIN_TIP</comment>
            <translation type="vanished">وہی ہجوم شروع سے پھر دیکھیں۔</translation>
        </message>
        <message>
            <source>Friends who got through the door: done, or inside waiting for their answer.</source>
            <oldsource>Agents let in through the door (accepted).</oldsource>
            <comment>CROWD_COUNTER_TIPS/inside</comment>
            <translation type="vanished">دوست جو دروازے سے اندر گئے: مکمل، یا اندر جواب کے انتظار میں۔</translation>
        </message>
        <message>
            <source>Friends who have their answer: they are done.</source>
            <oldsource>Agents whose answer has arrived.</oldsource>
            <comment>CROWD_COUNTER_TIPS/served</comment>
            <translation type="vanished">دوست جنہیں جواب مل گیا: ان کا کام مکمل ہے۔</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: got in, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue:&amp;nbsp;done</source>
            <oldsource>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: inside, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</oldsource>
            <comment>CROWD_LEGEND</comment>
            <translation type="vanished">&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; سرمئی: انتظار میں &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; سرخ، کراس کے ساتھ: ابھی لوٹا &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; سبز دائرہ: اندر گیا، جواب کے انتظار میں &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; گہرا نیلا:&amp;nbsp;مکمل</translation>
        </message>
        <message>
            <source>Write on each dot how many times that agent has knocked.</source>
            <oldsource>&lt;b&gt;The pictures show one run, and the next run can turn out differently.&lt;/b&gt;</oldsource>
            <comment>CROWD_SHOW_COUNTS_TIP</comment>
            <translation type="vanished">ہر نقطے پر دکھاتا ہے کہ اس ایجنٹ نے کتنی بار دستک دی۔</translation>
        </message>
        <message>
            <source>The rest of the note: what happened run by run, and why ten agents differ from the lab's crowd.</source>
            <comment>TEN_WHY_OPEN_TIP</comment>
            <translation type="vanished">نوٹ کا باقی حصہ: ہر چکر میں کیا ہوا، اور دس ایجنٹ لیب کے ہجوم سے الگ کیوں ہیں۔</translation>
        </message>
        <message>
            <source>Run by run, 'Wait a random time' sent fewer calls in {fewer} of the {n} runs, as many in {same} and more in {more}.</source>
            <comment>TEN_WHY_RUN_BY_RUN</comment>
            <translation type="vanished">چکر بہ چکر، 'بے ترتیب انتظار' نے {n} چکر میں سے {fewer} میں کم کالیں بھیجیں، {same} میں برابر اور {more} میں زیادہ۔</translation>
        </message>
        <message>
            <source>Why about the same? Waiting longer each time, they do come back together (the stripes of crosses), but ten agents are a small crowd: each time a few get their answer, and after a few rounds no one is left, whichever way they wait. Why sooner? Waiting longer each time, the agents still waiting wait longer and longer, all together; a random wait is often shorter.</source>
            <oldsource>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? Waiting longer each time, an unlucky agent waits longer and longer; a random wait is often shorter.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">تقریباً برابر کیوں؟ ہر بار زیادہ انتظار میں وہ واقعی ایک ساتھ لوٹتے ہیں (کراس کی پٹیاں)، لیکن دس ایجنٹ چھوٹا ہجوم ہیں: ہر بار چند کو جواب مل جاتا ہے، اور چند باریوں کے بعد کوئی باقی نہیں رہتا، چاہے وہ کسی بھی طرح انتظار کریں۔ جلدی کیوں؟ ہر بار زیادہ انتظار میں، جو ایجنٹ ابھی انتظار میں ہیں وہ سب مل کر لمبے سے لمبا انتظار کرتے ہیں؛ بے ترتیب انتظار اکثر چھوٹا ہوتا ہے۔</translation>
        </message>
        <message>
            <source>With {agents} agents (the lab) they crowd back together, and a random wait sends fewer calls: {n:,} calls, last answer at {last:.1f} s; waiting longer each time {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</source>
            <oldsource>With {agents} agents (the lab) they crowd back together, and then a random wait sends fewer calls: there it sent {n:,} calls, last answer at {last:.1f} s; waiting longer each time sent {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</oldsource>
            <comment>TEN_WHY_LAB</comment>
            <translation type="vanished">{agents} ایجنٹوں کے ساتھ (لیب میں) وہ سب ایک ساتھ لوٹتے ہیں، اور بے ترتیب انتظار کم کالیں بھیجتا ہے: {n:,} کال، آخری جواب {last:.1f} سیکنڈ پر؛ ہر بار زیادہ انتظار {other_calls:,}، آخری جواب {other_last:.1f} سیکنڈ پر ({runs} چکروں کی درمیانی قدر)۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Count the calls first.&lt;/b&gt; “{most}” sent {n:,} calls, about {times} times as many as “{least}” ({fewest:,}).</source>
            <comment>TEN_REVEAL_LEAD</comment>
            <translation type="vanished">&lt;b&gt;پہلے کالیں گنیں۔&lt;/b&gt; “{most}” نے {n:,} کال بھیجی، “{least}” ({fewest:,}) سے تقریباً {times} گنا زیادہ۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was quick (last answer at {done:.1f} s) but sent about {times} times as many calls as the fewest: {n:,} calls.</source>
            <comment>TEN_REVEAL_HARD_QUICK</comment>
            <translation type="vanished">&lt;b&gt;{rule}:&lt;/b&gt; تیز (آخری جواب {done:.1f} سیکنڈ پر)، لیکن سب سے کم کالوں والے طریقے سے تقریباً {times} گنا زیادہ کالیں بھیجیں: {n:,} کال۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;{rule}&lt;/b&gt; was hard on the tool and slow: {n:,} calls, about {times} times as many as the fewest, and last answer only at {done:.1f} s.</source>
            <comment>TEN_REVEAL_HARD_SLOW</comment>
            <translation type="vanished">&lt;b&gt;{rule}:&lt;/b&gt; ٹول پر سخت بھی اور سست بھی: {n:,} کال، سب سے کم کالوں والے طریقے سے تقریباً {times} گنا زیادہ، اور آخری جواب {done:.1f} سیکنڈ پر جا کر۔</translation>
        </message>
        <message>
            <source>Paused: press Play or the space bar to go on</source>
            <comment>ATTRACT_PAUSED_NOTE</comment>
            <translation type="vanished">رکا ہوا: آگے چلانے کے لیے 'چلائیں' یا اسپیس بار دبائیں</translation>
        </message>
        <message>
            <source>Random
wait</source>
            <comment>TEN_COLUMNS/full-jitter</comment>
            <translation type="vanished">بے ترتیب
انتظار</translation>
        </message>
        <message>
            <source>Green dots are calls the tool took. Red crosses are calls it said no to.</source>
            <comment>TEN_NOTICE/0</comment>
            <translation type="vanished">سبز نقطے وہ کالیں ہیں جو ٹول نے لیں۔ سرخ کراس وہ کالیں ہیں جنہیں اس نے انکار کیا۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait longer each time&lt;/b&gt;: the crosses line up in stripes from top to bottom. All the agents come back at the same moment, so most of them hear no together.</source>
            <comment>TEN_NOTICE/1</comment>
            <translation type="vanished">&lt;b&gt;ہر بار زیادہ انتظار&lt;/b&gt;: کراس اوپر سے نیچے تک پٹیوں میں قطار بناتے ہیں۔ سب ایجنٹ ایک ہی لمحے واپس آتے ہیں، اس لیے زیادہ تر ایک ساتھ انکار سنتے ہیں۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait a random time&lt;/b&gt;: the crosses are spread out, so the tool is busy more of the time.</source>
            <comment>TEN_NOTICE/2</comment>
            <translation type="vanished">&lt;b&gt;بے ترتیب انتظار&lt;/b&gt;: کراس بکھرے ہوئے ہیں، اس لیے ٹول زیادہ وقت مصروف رہتا ہے۔</translation>
        </message>
        <message>
            <source>Which agent tried again the most each way? Find it in the table, then find its row in the picture.</source>
            <oldsource>Which agent waited longest each way? Find it in the table, then in the picture.</oldsource>
            <comment>TEN_TRY/0</comment>
            <translation type="vanished">ہر طریقے میں کس ایجنٹ نے سب سے زیادہ دوبارہ کوشش کی؟ اسے جدول میں ڈھونڈیں، پھر تصویر میں اس کی قطار ڈھونڈیں۔</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: 'Wait longer each time' or 'Wait a random time'?</source>
            <oldsource>Which gets the last agent an answer sooner: 'Wait longer each time' or 'Wait a random time'? Press Another run a few times. Does it hold?</oldsource>
            <comment>TEN_TRY/1</comment>
            <translation type="vanished">آخری ایجنٹ کو جواب جلدی کس سے ملتا ہے: 'ہر بار زیادہ انتظار' یا 'بے ترتیب انتظار'؟</translation>
        </message>
        <message>
            <source>rounding, and another {runs} runs with other random draws</source>
            <oldsource>rounding, and other random draws</oldsource>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">گول کرنا، اور دوسرے {runs} چکر دوسرے بے ترتیب نمبروں کے ساتھ</translation>
        </message>
        <message>
            <source>other random draws</source>
            <comment>PUBLISHED_WHY/random</comment>
            <translation type="vanished">دوسرے بے ترتیب نمبر</translation>
        </message>
        <message>
            <source>rounding, and other random draws</source>
            <comment>PUBLISHED_WHY/both</comment>
            <translation type="vanished">گول کرنا، اور دوسرے بے ترتیب نمبر</translation>
        </message>
        <message>
            <source>Retry immediately with a pause of 1 s: why is it so good here?</source>
            <comment>WORKSHEETS/load-vs-waiting/questions/4/0</comment>
            <translation type="vanished">1 سیکنڈ کے وقفے کے ساتھ فوراً دوبارہ کوشش: یہ یہاں اتنی اچھی کیوں ہے؟</translation>
        </message>
        <message>
            <source>Retry immediately with a pause of 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <comment>LOAD_TRY/2</comment>
            <translation type="vanished">1 سیکنڈ کے وقفے کے ساتھ فوراً دوبارہ کوشش: یہ یہاں اتنی اچھی کیوں ہے؟ (اشارہ: ٹول کالیں ہر پورے سیکنڈ میں گنتا ہے۔)</translation>
        </message>
        <message>
            <source>Retry immediately, pause {low:g} to {high:g} s</source>
            <oldsource>Retry immediately, pause 0.05 to 2 s</oldsource>
            <comment>SWEEP_SERIES/immediate</comment>
            <translation type="vanished">فوراً دوبارہ کوشش، وقفہ {low:g} سے {high:g} سیکنڈ</translation>
        </message>
        <message>
            <source>pause {value:g} s</source>
            <comment>SWEEP_POINT_INTERVAL</comment>
            <translation type="vanished">وقفہ {value:g} سیکنڈ</translation>
        </message>
        <message>
            <source>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Play and watch it to the end (4x is quicker).</source>
            <oldsource>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Again and watch it to the end (4x is quicker).</oldsource>
            <comment>DOOR_NOTICE_SKIPPED</comment>
            <translation type="vanished">آپ ”{rule}“ کے آخر پر سیدھے پہنچ گئے۔ کوئی بات نہیں، لیکن صرف دیکھنا گنا جاتا ہے: ”چلائیں“ دبائیں اور اسے آخر تک دیکھیں (4x پر جلدی ہوگا)۔</translation>
        </message>
        <message>
            <source>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? Waiting longer each time, an unlucky agent waits longer and longer; a random wait is often shorter.</source>
            <oldsource>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? There an unlucky agent waits longer and longer; a random wait is often shorter.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">تقریباً برابر کیوں؟ دس ایجنٹ کم ہی ایک لمحے میں کال کرتے ہیں، اس لیے ہر بار زیادہ انتظار پہلے ہی انہیں بکھیر دیتا ہے۔ جلدی کیوں؟ ہر بار زیادہ انتظار میں بدقسمت ایجنٹ لمبے سے لمبا انتظار کرتا ہے؛ بے ترتیب انتظار اکثر چھوٹا ہوتا ہے۔</translation>
        </message>
        <message>
            <source>Quick, but {refused:,} of the {n:,} knocks bounced off: the door was crowded with knocks all the time.</source>
            <comment>DOOR_DONE_KNOCKS_AT_ONCE</comment>
            <translation type="vanished">جلدی ہو گیا، لیکن {n:,} دستک میں سے {refused:,} لوٹ گئیں: دروازے پر ہر وقت دستکوں کی بھیڑ رہی۔</translation>
        </message>
        <message>
            <source>Which choice is all done soonest? How many knocks did it take?</source>
            <comment>WORKSHEETS/door/questions/0/0</comment>
            <translation type="vanished">کس انتخاب میں سب سے جلدی سب اندر ہو جاتے ہیں؟ کتنی دستکیں لگیں؟</translation>
        </message>
        <message>
            <source>Knocking again: 10 seconds, as fast as perfect turn-taking. But it takes 489 knocks for 30 friends, about 16 each, and one friend knocked 31 times.</source>
            <comment>WORKSHEETS/door/questions/0/1</comment>
            <translation type="vanished">پھر دستک دینا: 10 سیکنڈ، بالکل ٹھیک باری جتنا تیز۔ مگر 30 دوستوں کے لیے 489 دستکیں لگتی ہیں، ہر ایک کی تقریباً 16، اور ایک دوست نے 31 بار دستک دی۔</translation>
        </message>
        <message>
            <source>Which choice needs the fewest knocks?</source>
            <comment>WORKSHEETS/door/questions/1/0</comment>
            <translation type="vanished">کس انتخاب میں سب سے کم دستکیں لگتی ہیں؟</translation>
        </message>
        <message>
            <source>Waiting a random time: 151 knocks, and everyone is done after 13 seconds, only 3 seconds more than knocking again.</source>
            <comment>WORKSHEETS/door/questions/1/1</comment>
            <translation type="vanished">بے ترتیب انتظار: 151 دستکیں، اور 13 سیکنڈ بعد سب اندر، پھر دستک دینے سے صرف 3 سیکنڈ زیادہ۔</translation>
        </message>
        <message>
            <source>"Wait longer each time": 33 seconds, though it needs only 192 knocks. Everyone waits exactly the same time, so everyone comes back in the same second. The door lets 3 in, the other 27 bounce off together, and they all wait longer together; in between, the door stands empty.</source>
            <oldsource>Everyone waits exactly the same time, so everyone comes back in the same second. The door lets 3 in, the other 27 bounce off together, and they all wait longer together. It takes 33 seconds.</oldsource>
            <comment>WORKSHEETS/door/questions/2/1</comment>
            <translation type="vanished">“ہر بار زیادہ انتظار کرتے ہیں”: 33 سیکنڈ، حالانکہ صرف 192 دستکیں لگتی ہیں۔ سب بالکل ایک جتنا انتظار کرتے ہیں، اس لیے سب ایک ہی سیکنڈ میں واپس آتے ہیں۔ دروازہ 3 کو اندر آنے دیتا ہے، باقی 27 ایک ساتھ لوٹ جاتے ہیں، اور سب ایک ساتھ زیادہ انتظار کرتے ہیں؛ اس دوران دروازہ خالی رہتا ہے۔</translation>
        </message>
        <message>
            <source>Now watch "wait a random time". When do the friends come back? Compare its time and knocks with the other two choices.</source>
            <oldsource>Why does waiting a random time work?</oldsource>
            <comment>WORKSHEETS/door/questions/3/0</comment>
            <translation type="vanished">اب “بے ترتیب وقت انتظار کرتے ہیں” کو دیکھیں۔ دوست کب واپس آتے ہیں؟ اس کا وقت اور دستکیں باقی دو انتخابوں سے ملائیں۔</translation>
        </message>
        <message>
            <source>One by one, at different moments, so most of the time there is room at the door when someone arrives: 151 knocks and done after 13 seconds, against 192 knocks and 33 seconds for waiting longer each time, and 489 knocks and 10 seconds for knocking again.</source>
            <oldsource>Friends come back at different moments, so most of the time there is room at the door when someone arrives.</oldsource>
            <comment>WORKSHEETS/door/questions/3/1</comment>
            <translation type="vanished">ایک ایک کر کے، الگ الگ لمحوں پر، اس لیے جب کوئی پہنچتا ہے تو زیادہ تر دروازے پر جگہ ہوتی ہے: 151 دستکیں اور 13 سیکنڈ بعد سب اندر، جبکہ ہر بار زیادہ انتظار میں 192 دستکیں اور 33 سیکنڈ، اور فوراً پھر دستک دینے میں 489 دستکیں اور 10 سیکنڈ۔</translation>
        </message>
        <message>
            <source>Knock again: 1,373 knocks, done after 17 s. Wait longer: 489 knocks, 61 s. Random wait: 332 knocks, 18 s.</source>
            <comment>WORKSHEETS/door/questions/4/1</comment>
            <translation type="vanished">پھر دستک: 1,373 دستکیں، 17 سیکنڈ میں سب اندر۔ زیادہ انتظار: 489 دستکیں، 61 سیکنڈ۔ بے ترتیب انتظار: 332 دستکیں، 18 سیکنڈ۔</translation>
        </message>
        <message>
            <source>Each row is a person; a cross is a knock turned away</source>
            <comment>ATTRACT_VIEW/timeline</comment>
            <translation type="vanished">ہر قطار ایک شخص ہے؛ کراس ایک لوٹائی گئی دستک ہے</translation>
        </message>
        <message>
            <source>Each time, everyone waits twice as long, all the same wait, so they come back together and bounce off together.</source>
            <comment>DOOR_REVEAL_WHY/exponential</comment>
            <translation type="vanished">ہر بار سب دُگنا انتظار کرتے ہیں، سب ایک جتنا، اس لیے سب ایک ساتھ واپس آتے ہیں اور ایک ساتھ لوٹ جاتے ہیں۔</translation>
        </message>
        <message>
            <source>Each friend waits a different time, so they come back one by one and the door keeps letting friends in.</source>
            <comment>DOOR_REVEAL_WHY/full-jitter</comment>
            <translation type="vanished">ہر دوست الگ وقت انتظار کرتا ہے، اس لیے وہ ایک ایک کر کے واپس آتے ہیں اور دروازہ دوستوں کو اندر آنے دیتا رہتا ہے۔</translation>
        </message>
        <message>
            <source>All done after, on one time line</source>
            <comment>DOOR_RACE_TITLE</comment>
            <translation type="vanished">سب کب مکمل ہوئے، ایک ہی وقت کی لکیر پر</translation>
        </message>
        <message>
            <source>Each bar runs from the start until everyone was done. The shorter the bar, the sooner they were all done.</source>
            <comment>DOOR_RACE_TIP</comment>
            <translation type="vanished">ہر پٹی شروع سے اس وقت تک جاتی ہے جب سب مکمل ہو گئے۔ پٹی جتنی چھوٹی، سب اتنی جلدی مکمل ہوئے۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Knock again straight away:&lt;/b&gt; it can end soonest, but only because there are few friends. The door is always crowded with knocks, and most of them bounce off. A real computer with many more callers would be swamped, and then hardly anyone gets in.</source>
            <oldsource>&lt;b&gt;Knock again straight away:&lt;/b&gt; the door is always crowded, and most knocks bounce off.</oldsource>
            <comment>DOOR_NOTICE/0</comment>
            <translation type="vanished">&lt;b&gt;فوراً پھر دستک دیتے ہیں:&lt;/b&gt; یہ سب سے جلدی ختم ہو سکتا ہے، مگر صرف اس لیے کہ دوست تھوڑے ہیں۔ دروازے پر ہمیشہ دستکوں کی بھیڑ رہتی ہے، اور زیادہ تر دستکیں لوٹ جاتی ہیں۔ بہت زیادہ لوگوں کے ساتھ ایک اصلی کمپیوٹر دب جائے گا، اور شاید ہی کوئی اندر آ سکے۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait longer each time:&lt;/b&gt; each time, everyone waits twice as long, all the same wait, so they come back together, bounce off together, and wait again.</source>
            <oldsource>&lt;b&gt;Wait longer each time:&lt;/b&gt; everyone waits the same time, so they all come back together, bounce off together, and wait again.</oldsource>
            <comment>DOOR_NOTICE/1</comment>
            <translation type="vanished">&lt;b&gt;ہر بار زیادہ انتظار کرتے ہیں:&lt;/b&gt; ہر بار سب دُگنا انتظار کرتے ہیں، سب ایک جتنا، اس لیے سب ایک ساتھ واپس آتے ہیں، ایک ساتھ لوٹتے ہیں، اور پھر انتظار کرتے ہیں۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait a random time:&lt;/b&gt; friends come back at different moments, so the door keeps letting friends in.</source>
            <comment>DOOR_NOTICE/2</comment>
            <translation type="vanished">&lt;b&gt;بے ترتیب وقت انتظار کرتے ہیں:&lt;/b&gt; دوست الگ الگ لمحوں پر واپس آتے ہیں، اس لیے دروازہ دوستوں کو اندر آنے دیتا رہتا ہے۔</translation>
        </message>
        <message>
            <source>Try all three. Which one is all done soonest? Which needs the fewest knocks?</source>
            <comment>DOOR_TRY/0</comment>
            <translation type="vanished">تینوں آزمائیں۔ کس میں سب سے جلدی سب اندر ہو جاتے ہیں؟ کس میں سب سے کم دستکیں لگتی ہیں؟</translation>
        </message>
        <message>
            <source>Add my point once for each of the three rules ({done} of the {total} rules tried so far), and say what you expected before each one lands.</source>
            <oldsource>Add my point once for each of the three rules ({done} of {total} so far), and say what you expected before each one lands.</oldsource>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation type="vanished">تینوں اصولوں میں سے ہر ایک کے لیے ایک بار 'میرا نقطہ جوڑیں' (اب تک {total} میں سے {done} اصول آزمائے گئے)، اور ہر نقطہ آنے سے پہلے بتائیں کہ آپ کو کیا توقع تھی۔</translation>
        </message>
        <message>
            <source>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</source>
            <comment>LOAD_TRY_KIOSK/1</comment>
            <translation type="vanished">'انتظار میں بے ترتیبی' 0.25 کریں اور 'میرا نقطہ جوڑیں' دبائیں: تھوڑی سی بے ترتیبی کتنی مدد کرتی ہے؟</translation>
        </message>
        <message>
            <source>Choose Exponential backoff, then Retry immediately, and press Add my point after each. Which of your stars is lowest and furthest left?</source>
            <oldsource>Choose Exponential backoff and press Add my point. Which of your stars is lowest and furthest left?</oldsource>
            <comment>LOAD_TRY_KIOSK/2</comment>
            <translation type="vanished">'دُگنا ہوتا انتظار' چنیں، پھر 'فوراً دوبارہ کوشش'، اور ہر ایک کے بعد 'میرا نقطہ جوڑیں' دبائیں۔ آپ کا کون سا ستارہ سب سے نیچے اور سب سے بائیں ہے؟</translation>
        </message>
        <message>
            <source>Change the capacity or the agents and press Run the sweep again. Does the best rule change?</source>
            <comment>LOAD_TRY_KIOSK/3</comment>
            <translation type="vanished">گنجائش یا ایجنٹ بدلیں اور پھر 'سویپ چلائیں' دبائیں۔ کیا بہترین اصول بدلتا ہے؟</translation>
        </message>
        <message>
            <source>Not the lab's story: {settings}.</source>
            <comment>WORKSHEET_OTHER_SETTINGS</comment>
            <translation type="vanished">لیب کی کہانی والی نہیں: {settings}۔</translation>
        </message>
        <message>
            <source>Your point {number}: {rule}, {n:,} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</source>
            <oldsource>Your point {number}: {rule}, {calls:,.0f} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</oldsource>
            <comment>SWEEP_ADDED</comment>
            <translation type="vanished">آپ کا نقطہ {number}: {rule}، {n:,} کال، عام ایجنٹ کو {typical:.1f} سیکنڈ پر جواب، آخری کو {last:.1f} سیکنڈ پر۔</translation>
        </message>
        <message>
            <source>Your point {number}: {rule}, {n:,} calls. It does not belong on these curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.</source>
            <comment>SWEEP_ADDED_OFF</comment>
            <translation type="vanished">آپ کا نقطہ {number}: {rule}، {n:,} کال۔ یہ ان منحنیوں پر نہیں آتا: یہ دوسری سیٹنگز کے لیے بنے تھے۔ اپنی سیٹنگز کے لیے انہیں دوبارہ بنانے کو 'سویپ چلائیں' دبائیں۔</translation>
        </message>
        <message>
            <source>{times:.1f} times sooner than waiting longer each time!</source>
            <oldsource>{times:.0f} times sooner than waiting longer each time!</oldsource>
            <comment>ATTRACT_SOONER</comment>
            <translation type="vanished">ہر بار زیادہ انتظار سے {times:.1f} گنا جلدی!</translation>
        </message>
        <message>
            <source>Retry immediately, pause 0.05 to 2 s</source>
            <comment>SWEEP_SERIES/immediate</comment>
            <translation type="vanished">فوراً دوبارہ کوشش، وقفہ 0.05 سے 2 سیکنڈ</translation>
        </message>
        <message>
            <source>Exponential backoff, longest wait 0.5 to 40 s</source>
            <comment>SWEEP_SERIES/exponential</comment>
            <translation type="vanished">دُگنا ہوتا انتظار، سب سے لمبا انتظار 0.5 سے 40 سیکنڈ</translation>
        </message>
        <message>
            <source>Backoff with jitter, longest wait 0.5 to 40 s</source>
            <comment>SWEEP_SERIES/full-jitter</comment>
            <translation type="vanished">بے ترتیبی کے ساتھ دُگنا انتظار، سب سے لمبا انتظار 0.5 سے 40 سیکنڈ</translation>
        </message>
        <message>
            <source>Randomness in the wait, 0 to 1 (at your longest wait)</source>
            <comment>SWEEP_SERIES/jitter</comment>
            <translation type="vanished">انتظار میں بے ترتیبی، 0 سے 1 (آپ کے سب سے لمبے انتظار پر)</translation>
        </message>
        <message>
            <source>Waiting longer or a random wait: which gets the last agent an answer sooner?</source>
            <oldsource>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">آخری ایجنٹ کو جواب جلدی کس سے ملتا ہے: “ہر بار زیادہ انتظار” یا “بے ترتیب انتظار”؟</translation>
        </message>
        <message>
            <source>Press Another run. Which numbers change, and which stay the same?</source>
            <comment>WORKSHEETS/ten-agents/questions/4/0</comment>
            <translation type="vanished">'ایک اور چکر' دبائیں۔ کون سے نمبر بدلتے ہیں، اور کون سے وہی رہتے ہیں؟</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does your answer to 3 hold? Which numbers change?</source>
            <oldsource>Press Another run. Which numbers change, and which stay the same?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/4/0</comment>
            <translation type="vanished">'ایک اور چکر' چند بار دبائیں۔ کیا سوال 3 کا آپ کا جواب قائم رہتا ہے؟ کون سے نمبر بدلتے ہیں؟</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run: does it hold?</source>
            <oldsource>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run a few times. Does it hold?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">آخری ایجنٹ کو جواب جلدی کس سے ملتا ہے: “ہر بار زیادہ انتظار” یا “بے ترتیب انتظار”؟ 'ایک اور چکر' دبائیں: کیا یہ بات قائم رہتی ہے؟</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run a few times. Does it hold?</source>
            <oldsource>Which gets the last agent its answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run a few times: does that hold?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">آخری ایجنٹ کو جواب جلدی کس سے ملتا ہے: “ہر بار زیادہ انتظار” یا “بے ترتیب انتظار”؟ 'ایک اور چکر' چند بار دبائیں۔ کیا یہ بات قائم رہتی ہے؟</translation>
        </message>
        <message>
            <source>Press Another run a few times. Does that still hold? Which numbers change, and which stay the same?</source>
            <oldsource>Press Another run. Which numbers change, and which stay just the same? Why?</oldsource>
            <comment>TEN_TRY/2</comment>
            <translation type="vanished">'ایک اور چکر' چند بار دبائیں۔ کیا یہ بات اب بھی قائم ہے؟ کون سے نمبر بدلتے ہیں، اور کون سے وہی رہتے ہیں؟</translation>
        </message>
        <message>
            <source>Which gets the last agent an answer sooner: 'Wait longer each time' or 'Wait a random time'? Press Another run a few times. Does it hold?</source>
            <oldsource>Which gets the last agent its answer sooner: 'Wait longer each time' or 'Wait a random time'? Press Another run a few times: does that hold?</oldsource>
            <comment>TEN_TRY/1</comment>
            <translation type="vanished">آخری ایجنٹ کو جواب جلدی کس سے ملتا ہے: 'ہر بار زیادہ انتظار' یا 'بے ترتیب انتظار'؟ 'ایک اور چکر' چند بار دبائیں: کیا یہ بات قائم رہتی ہے؟</translation>
        </message>
        <message>
            <source>Press Another run. Which numbers change, and which stay just the same? Why?</source>
            <comment>TEN_TRY/2</comment>
            <translation type="vanished">'ایک اور چکر' دبائیں۔ کون سے نمبر بدلتے ہیں، اور کون سے بالکل وہی رہتے ہیں؟ کیوں؟</translation>
        </message>
        <message>
            <source>For {n} agents the calls were about the same: in the middle, 'Wait a random time' sent {calls:g} and 'Wait longer each time' {other_calls:g}.</source>
            <comment>TEN_WHY_CALLS_SAME</comment>
            <translation type="vanished">{n} ایجنٹ کے لیے کالیں تقریباً برابر تھیں: درمیانی قدر میں 'بے ترتیب انتظار' نے {calls:g} بھیجیں اور 'ہر بار زیادہ انتظار' نے {other_calls:g}۔</translation>
        </message>
        <message>
            <source>Which gets the last agent its answer sooner: “Wait longer each time” or “Wait a random time”? Press Another run a few times: does that hold?</source>
            <oldsource>Which way gets the last agent its answer soonest?</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">آخری ایجنٹ کو جواب جلدی کس سے ملتا ہے: “ہر بار زیادہ انتظار” یا “بے ترتیب انتظار”؟ 'ایک اور چکر' چند بار دبائیں: کیا یہ بات قائم رہتی ہے؟</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in {sooner}.</source>
            <comment>TEN_WHY_SOONER_MOSTLY</comment>
            <translation type="vanished">{n} چکر میں سے {sooner} میں 'بے ترتیب انتظار' نے آخری ایجنٹ کو 'ہر بار زیادہ انتظار' سے جلدی جواب دلوایا۔</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' got its last agent an answer sooner than 'Wait longer each time' in only {sooner}.</source>
            <comment>TEN_WHY_SOONER_SELDOM</comment>
            <translation type="vanished">{n} چکر میں سے صرف {sooner} میں 'بے ترتیب انتظار' نے آخری ایجنٹ کو 'ہر بار زیادہ انتظار' سے جلدی جواب دلوایا۔</translation>
        </message>
        <message>
            <source>Which gets the last agent its answer sooner: 'Wait longer each time' or 'Wait a random time'? Press Another run a few times: does that hold?</source>
            <oldsource>Which way gets the last agent its answer soonest? Which sends the fewest calls?</oldsource>
            <comment>TEN_TRY/1</comment>
            <translation type="vanished">آخری ایجنٹ کو جواب جلدی کس سے ملتا ہے: 'ہر بار زیادہ انتظار' یا 'بے ترتیب انتظار'؟ 'ایک اور چکر' چند بار دبائیں: کیا یہ بات قائم رہتی ہے؟</translation>
        </message>
        <message>
            <source>&lt;b&gt;The pictures show one run, and the next run can turn out differently.&lt;/b&gt;</source>
            <comment>TEN_WHY_ONE_RUN</comment>
            <translation type="vanished">&lt;b&gt;تصویریں ایک چکر دکھاتی ہیں، اور اگلا چکر مختلف نکل سکتا ہے۔&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? There an unlucky agent waits longer and longer; a random wait is often shorter.</source>
            <oldsource>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? Waiting longer each time makes an unlucky agent wait longer and longer; a random wait is often shorter, so the last agent calls again sooner.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">تقریباً برابر کیوں؟ دس ایجنٹ کم ہی ایک لمحے میں کال کرتے ہیں، اس لیے ہر بار زیادہ انتظار پہلے ہی انہیں بکھیر دیتا ہے۔ جلدی کیوں؟ وہاں بدقسمت ایجنٹ لمبے سے لمبا انتظار کرتا ہے؛ بے ترتیب انتظار اکثر چھوٹا ہوتا ہے۔</translation>
        </message>
        <message>
            <source>Why about the same? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out. Why sooner? Waiting longer each time makes an unlucky agent wait longer and longer; a random wait is often shorter, so the last agent calls again sooner.</source>
            <oldsource>Why not fewer calls? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out; a random wait is often shorter, so its agents call again sooner.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">تقریباً برابر کیوں؟ دس ایجنٹ کم ہی ایک لمحے میں کال کرتے ہیں، اس لیے ہر بار زیادہ انتظار پہلے ہی انہیں بکھیر دیتا ہے۔ جلدی کیوں؟ ہر بار زیادہ انتظار میں بدقسمت ایجنٹ کو لمبے سے لمبا انتظار کرنا پڑتا ہے؛ بے ترتیب انتظار اکثر چھوٹا ہوتا ہے، اس لیے آخری ایجنٹ جلدی دوبارہ کال کرتا ہے۔</translation>
        </message>
        <message>
            <source>With {agents} agents (the lab) they crowd back together, and then a random wait sends fewer calls: there it sent {n:,} calls, last answer at {last:.1f} s; waiting longer each time sent {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</source>
            <oldsource>With {agents} agents (the lab) they crowd back together: there a random wait sent {n:,} calls, last answer at {last:.1f} s; waiting longer each time sent {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</oldsource>
            <comment>TEN_WHY_LAB</comment>
            <translation type="vanished">{agents} ایجنٹوں کے ساتھ (لیب میں) وہ سب ایک ساتھ لوٹتے ہیں، اور تب بے ترتیب انتظار کم کالیں بھیجتا ہے: وہاں اس نے {n:,} کال بھیجی، آخری جواب {last:.1f} سیکنڈ پر؛ ہر بار زیادہ انتظار نے {other_calls:,} بھیجیں، آخری جواب {other_last:.1f} سیکنڈ پر ({runs} چکروں کی درمیانی قدر)۔</translation>
        </message>
        <message>
            <source>Which way gets the last agent its answer soonest?</source>
            <comment>WORKSHEETS/ten-agents/questions/2/0</comment>
            <translation type="vanished">کس طریقے سے آخری ایجنٹ کو سب سے جلدی جواب ملتا ہے؟</translation>
        </message>
        <message>
            <source>Soonest: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s), then {third} ({third_last:.1f} s).</source>
            <comment>TEN_SHEET_ORDER_THREE</comment>
            <translation type="vanished">سب سے پہلے: {first} ({first_last:.1f} سیکنڈ)، پھر {second} ({second_last:.1f} سیکنڈ)، پھر {third} ({third_last:.1f} سیکنڈ)۔</translation>
        </message>
        <message>
            <source>Soonest: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s).</source>
            <comment>TEN_SHEET_ORDER_TWO</comment>
            <translation type="vanished">سب سے پہلے: {first} ({first_last:.1f} سیکنڈ)، پھر {second} ({second_last:.1f} سیکنڈ)۔</translation>
        </message>
        <message>
            <source>All three ways at the same moment: {last:.1f} s.</source>
            <comment>TEN_SHEET_ORDER_SAME</comment>
            <translation type="vanished">تینوں طریقے ایک ہی لمحے پر: {last:.1f} سیکنڈ۔</translation>
        </message>
        <message>
            <source>Trying again at once gets the last agent its answer soonest, but only by sending many more calls and keeping the tool full of calls it says no to.</source>
            <oldsource>Trying again at once is soonest by keeping the tool swamped.</oldsource>
            <comment>TEN_SHEET_SWAMPED</comment>
            <translation type="vanished">فوراً دوبارہ کوشش آخری ایجنٹ کو سب سے جلدی جواب دلاتی ہے، لیکن صرف بہت زیادہ کالیں بھیج کر اور ٹول کو ایسی کالوں سے بھرا رکھ کر جنہیں وہ نہ کہتا ہے۔</translation>
        </message>
        <message>
            <source>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls and 'Wait longer each time' {other_calls:g}.</source>
            <oldsource>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls and 'Wait longer each time' {other_calls:g}. With the lab's {agents} agents, a random wait sent {lab_calls:,} calls and waiting longer each time {other_lab_calls:,}.</oldsource>
            <comment>TEN_WHY_SHORT</comment>
            <translation type="vanished">{n} چکر کی درمیانی قدر: 'بے ترتیب انتظار' کی {calls:g} کالیں، 'ہر بار زیادہ انتظار' کی {other_calls:g}۔</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' sent fewer calls than 'Wait longer each time' in {fewer}, as many in {same} and more in {more}. In the middle it sent fewer: {calls:g} calls against {other_calls:g}.</source>
            <comment>TEN_WHY_FEWER</comment>
            <translation type="vanished">{n} چکر میں، 'بے ترتیب انتظار' نے 'ہر بار زیادہ انتظار' سے کم کالیں {fewer} میں بھیجیں، برابر {same} میں اور زیادہ {more} میں۔ درمیانی قدر میں اس نے کم بھیجیں: کالوں کی تعداد {calls:g}، مقابلے میں {other_calls:g}۔</translation>
        </message>
        <message>
            <source>Over {n} runs, 'Wait a random time' sent fewer calls than 'Wait longer each time' in {fewer}, as many in {same} and more in {more}. In the middle it did not send fewer: {calls:g} calls against {other_calls:g}.</source>
            <comment>TEN_WHY_NOT_FEWER</comment>
            <translation type="vanished">{n} چکر میں، 'بے ترتیب انتظار' نے 'ہر بار زیادہ انتظار' سے کم کالیں {fewer} میں بھیجیں، برابر {same} میں اور زیادہ {more} میں۔ درمیانی قدر میں اس نے کم نہیں بھیجیں: کالوں کی تعداد {calls:g}، مقابلے میں {other_calls:g}۔</translation>
        </message>
        <message>
            <source>Its last agent had an answer sooner in {sooner} of the {n} runs (in the middle {last:.1f} s, against {other_last:.1f} s).</source>
            <comment>TEN_WHY_SOONER</comment>
            <translation type="vanished">اس کے آخری ایجنٹ کو {n} چکر میں سے {sooner} میں جلدی جواب ملا (درمیانی قدر {last:.1f} سیکنڈ، مقابلے میں {other_last:.1f} سیکنڈ)۔</translation>
        </message>
        <message>
            <source>Its last agent had an answer sooner in {sooner} of the {n} runs, but not in the middle ({last:.1f} s, against {other_last:.1f} s).</source>
            <comment>TEN_WHY_NOT_SOONER</comment>
            <translation type="vanished">اس کے آخری ایجنٹ کو {n} چکر میں سے {sooner} میں جلدی جواب ملا، مگر درمیانی قدر میں نہیں ({last:.1f} سیکنڈ، مقابلے میں {other_last:.1f} سیکنڈ)۔</translation>
        </message>
        <message>
            <source>Why not fewer calls? Ten agents seldom call at the same moment, so waiting longer each time already spreads them out; a random wait is often shorter, so its agents call again sooner.</source>
            <oldsource>&lt;b&gt;Why is 'Wait a random time' not the winner here?&lt;/b&gt; With only ten agents, few of them call at the same moment, so waiting longer each time already spreads them out, and a random wait can send just as many calls. With 200 agents (the lab), they all crowd back together: there, random waits send about a sixth fewer calls and the last agent has its answer about five times sooner.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">کم کالیں کیوں نہیں؟ دس ایجنٹ کم ہی ایک لمحے میں کال کرتے ہیں، اس لیے ہر بار زیادہ انتظار پہلے ہی انہیں بکھیر دیتا ہے؛ بے ترتیب انتظار اکثر چھوٹا ہوتا ہے، اس لیے اس کے ایجنٹ جلدی دوبارہ کال کرتے ہیں۔</translation>
        </message>
        <message>
            <source>With {agents} agents (the lab) they crowd back together: there a random wait sent {n:,} calls, last answer at {last:.1f} s; waiting longer each time sent {other_calls:,}, last answer at {other_last:.1f} s (the middle of {runs} runs).</source>
            <oldsource>With {agents} agents (the lab) they crowd back together: there a random wait sent {n:,} calls against {other_calls:,}, last answer at {last:.1f} s against {other_last:.1f} s (the middle of {runs} runs).</oldsource>
            <comment>TEN_WHY_LAB</comment>
            <translation type="vanished">{agents} ایجنٹوں کے ساتھ (لیب میں) وہ سب ایک ساتھ لوٹتے ہیں: وہاں بے ترتیب انتظار نے {n:,} کال بھیجی، آخری جواب {last:.1f} سیکنڈ پر؛ ہر بار زیادہ انتظار نے {other_calls:,} بھیجیں، آخری جواب {other_last:.1f} سیکنڈ پر ({runs} چکروں کی درمیانی قدر)۔</translation>
        </message>
        <message>
            <source>Which way gets the last agent its answer soonest? Which sends the fewest calls?</source>
            <comment>TEN_TRY/1</comment>
            <translation type="vanished">کس طریقے سے آخری ایجنٹ کو سب سے جلدی جواب ملتا ہے؟ کون سا سب سے کم کالیں بھیجتا ہے؟</translation>
        </message>
        <message>
            <source>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls and 'Wait longer each time' {other_calls:g}. With the lab's {agents} agents, a random wait sent {lab_calls:,} calls and waiting longer each time {other_lab_calls:,}.</source>
            <oldsource>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls against {other_calls:g}; with the lab's {agents} agents, {lab_calls:,} against {other_lab_calls:,}.</oldsource>
            <comment>TEN_WHY_SHORT</comment>
            <translation type="vanished">{n} چکر کی درمیانی قدر: 'بے ترتیب انتظار' کی {calls:g} کالیں، 'ہر بار زیادہ انتظار' کی {other_calls:g}۔ لیب کے {agents} ایجنٹوں کے ساتھ: بے ترتیب انتظار {lab_calls:,}، ہر بار زیادہ انتظار {other_lab_calls:,}۔</translation>
        </message>
        <message>
            <source>Watch the crowd try the door. Press again to pause.</source>
            <comment>DOOR_PLAY_TIP</comment>
            <translation type="vanished">ہجوم کو دروازہ آزماتے دیکھیں۔ روکنے کے لیے پھر دبائیں۔</translation>
        </message>
        <message>
            <source>You jumped to the end: press Again to watch it.</source>
            <comment>DOOR_SKIPPED</comment>
            <translation type="vanished">آپ سیدھے آخر پر پہنچ گئے: اسے دیکھنے کے لیے ”پھر سے“ دبائیں۔</translation>
        </message>
        <message>
            <source>You jumped to the end of “{rule}”. That is fine, but only watching counts: press Again and watch it to the end (4x is quicker).</source>
            <comment>DOOR_NOTICE_SKIPPED</comment>
            <translation type="vanished">آپ ”{rule}“ کے آخر پر سیدھے پہنچ گئے۔ کوئی بات نہیں، لیکن صرف دیکھنا گنا جاتا ہے: ”پھر سے“ دبائیں اور اسے آخر تک دیکھیں (4x پر جلدی ہوگا)۔</translation>
        </message>
        <message>
            <source>{rule}: agent {agents}, {n} retries, served at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_ONE</comment>
            <translation type="vanished">{rule}: ایجنٹ {agents}، {n} دوبارہ کوشش، {served:.1f} سیکنڈ پر جواب۔</translation>
        </message>
        <message>
            <source>{rule}: agents {agents}, {n} retries each, served at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_MANY</comment>
            <translation type="vanished">{rule}: ایجنٹ {agents}، ہر ایک {n} دوبارہ کوشش، {served:.1f} سیکنڈ پر جواب۔</translation>
        </message>
        <message>
            <source>{rule}: agents {agents}, {n} retries each, the last served at {served:.1f} s.</source>
            <comment>TEN_SHEET_MOST_APART</comment>
            <translation type="vanished">{rule}: ایجنٹ {agents}، ہر ایک {n} دوبارہ کوشش، آخری کو {served:.1f} سیکنڈ پر جواب۔</translation>
        </message>
        <message>
            <source>Trying again at once is soonest by keeping the tool swamped.</source>
            <comment>TEN_SHEET_SWAMPED</comment>
            <translation type="vanished">فوراً دوبارہ کوشش ٹول کو بھرا رکھ کر سب سے پہلے پہنچتی ہے۔</translation>
        </message>
        <message>
            <source>In the middle of {n} runs, 'Wait a random time' sent {calls:g} calls against {other_calls:g}; with the lab's {agents} agents, {lab_calls:,} against {other_lab_calls:,}.</source>
            <comment>TEN_WHY_SHORT</comment>
            <translation type="vanished">{n} چکر کی درمیانی قدر میں 'بے ترتیب انتظار' کی کالوں کی تعداد {calls:g}، مقابلے میں {other_calls:g}؛ لیب کے {agents} ایجنٹوں کے ساتھ {lab_calls:,}، مقابلے میں {other_lab_calls:,}۔</translation>
        </message>
        <message>
            <source>With {agents} agents (the lab) they crowd back together: there a random wait sent {n:,} calls against {other_calls:,}, last answer at {last:.1f} s against {other_last:.1f} s (the middle of {runs} runs).</source>
            <comment>TEN_WHY_LAB</comment>
            <translation type="vanished">{agents} ایجنٹوں کے ساتھ (لیب میں) وہ سب ایک ساتھ لوٹتے ہیں: وہاں بے ترتیب انتظار نے {n:,} کال بھیجی، مقابلے میں {other_calls:,}؛ آخری جواب {last:.1f} سیکنڈ پر، مقابلے میں {other_last:.1f} سیکنڈ ({runs} چکروں کی درمیانی قدر)۔</translation>
        </message>
        <message>
            <source>Add my point once for each of the three rules ({done} of {total} so far), and say what you expected before each one lands.</source>
            <comment>LOAD_NOTICE_ASK</comment>
            <translation type="vanished">تینوں اصولوں میں سے ہر ایک کے لیے ایک بار 'میرا نقطہ جوڑیں' ({total} میں سے اب تک {done})، اور ہر نقطہ آنے سے پہلے بتائیں کہ آپ کو کیا توقع تھی۔</translation>
        </message>
        <message>
            <source>Try again at once: 146 calls for 10 answers, almost three times as many as either way of waiting (54 and 55).</source>
            <comment>WORKSHEETS/ten-agents/questions/0/1</comment>
            <translation type="vanished">فوراً دوبارہ: 10 جوابوں کے لیے 146 کالیں، انتظار کے دونوں طریقوں (54 اور 55) سے تقریباً تین گنا۔</translation>
        </message>
        <message>
            <source>Try again at once: agents 4 and 10, 27 retries each, served at 5.1 s. Wait longer each time: agents 8 and 9, 7 retries each, 14.1 s. Wait a random time: agent 7, 8 retries, 11.3 s.</source>
            <comment>WORKSHEETS/ten-agents/questions/1/1</comment>
            <translation type="vanished">فوراً دوبارہ: ایجنٹ 4 اور 10، ہر ایک 27 دوبارہ کوششیں، 5.1 سیکنڈ پر جواب۔ ہر بار زیادہ انتظار: ایجنٹ 8 اور 9، ہر ایک 7 دوبارہ کوششیں، 14.1 سیکنڈ۔ بے ترتیب انتظار: ایجنٹ 7، 8 دوبارہ کوششیں، 11.3 سیکنڈ۔</translation>
        </message>
        <message>
            <source>Try again at once (5.1 s), by keeping the tool swamped. Then waiting a random time (11.3 s), then waiting longer each time (14.1 s).</source>
            <comment>WORKSHEETS/ten-agents/questions/2/1</comment>
            <translation type="vanished">فوراً دوبارہ (5.1 سیکنڈ)، ٹول کو بھرا رکھ کر۔ پھر بے ترتیب انتظار (11.3 سیکنڈ)، پھر ہر بار زیادہ انتظار (14.1 سیکنڈ)۔</translation>
        </message>
        <message>
            <source>The totals of try again at once (146) and wait longer (54, last agent at 14.1 s) stay the same: their waits have no randomness. Their rows per agent do change, because agents calling at the same instant are let in in a random order. The random wait's totals change: 55 calls and 8.6 s, then 53 calls and 6.1 s.</source>
            <oldsource>Try again at once (146) and wait longer (54, last agent at 14.1 s) stay exactly the same: their waits have no randomness. The random wait changes: 55 calls and 8.6 s, then 53 calls and 6.1 s.</oldsource>
            <comment>WORKSHEETS/ten-agents/questions/4/1</comment>
            <translation type="vanished">فوراً دوبارہ (146) اور زیادہ انتظار (54، آخری ایجنٹ 14.1 سیکنڈ پر) کے کل وہی رہتے ہیں: ان کے انتظار میں کوئی بے ترتیبی نہیں۔ البتہ ہر ایجنٹ کی قطار بدل جاتی ہے، کیونکہ ایک ہی لمحے میں کال کرنے والے ایجنٹ بے ترتیب ترتیب سے اندر آتے ہیں۔ بے ترتیب انتظار کے کل بدلتے ہیں: 55 کالیں اور 8.6 سیکنڈ، پھر 53 کالیں اور 6.1 سیکنڈ۔</translation>
        </message>
        <message>
            <source>The retry library and settings the clients use (docs/rules.md lists where each comes from).</source>
            <comment>STORM_LIBRARY_TIP</comment>
            <translation type="vanished">کلائنٹس کی استعمال کردہ دوبارہ کوشش لائبریری اور سیٹنگز (docs/rules.md بتاتا ہے کہ ہر ایک کہاں سے آئی)۔</translation>
        </message>
        <message>
            <source>Whole runs, start to finish: middle of {n} runs, roll of the dice {seed}. Highlighted: the rule you chose.</source>
            <comment>TABLE_NOTE</comment>
            <translation type="vanished">پورے چکر، شروع سے آخر تک: {n} چکر کی درمیانی قدر، پانسے کا نمبر {seed}۔ نمایاں: آپ کا چنا ہوا اصول۔</translation>
        </message>
        <message>
            <source>The published table differs a little ({why}, docs/model.md): {figures}.</source>
            <oldsource>Published table: {figures} ({why}: docs/model.md).</oldsource>
            <comment>PUBLISHED_NOTE</comment>
            <translation type="vanished">شائع شدہ جدول تھوڑا مختلف ہے ({why}، docs/model.md): {figures}۔</translation>
        </message>
        <message>
            <source>The published table is the middle of {runs} runs. {figures}. {why} The facts are in docs/model.md, in its section on the model's figures against the published table.</source>
            <oldsource>The published table is the middle of {runs} runs. {figures}. {why} docs/model.md, 'The model's figures against the published table', has the facts.</oldsource>
            <comment>PUBLISHED_TIP</comment>
            <translation type="vanished">شائع شدہ جدول {runs} چکروں کی درمیانی قدر ہے۔ {figures}۔ {why} پوری تفصیل docs/model.md میں ہے، اس حصے میں جو ماڈل کے اعداد کا شائع شدہ جدول سے موازنہ کرتا ہے۔</translation>
        </message>
        <message>
            <source>Open now (teacher)</source>
            <comment>NOTICE_EARLY</comment>
            <translation type="vanished">ابھی کھولیں (استاد)</translation>
        </message>
        <message>
            <source>&lt;b&gt;{done} of {total} watched to the end.&lt;/b&gt; Watch all three, then say what you saw.</source>
            <oldsource>Watch all three to the end first ({done} of {total} watched). What did you see? Talk about it.</oldsource>
            <comment>DOOR_NOTICE_ASK</comment>
            <translation type="vanished">&lt;b&gt;{total} میں سے {done} آخر تک دیکھے۔&lt;/b&gt; تینوں دیکھیں، پھر بتائیں کہ آپ نے کیا دیکھا۔</translation>
        </message>
        <message>
            <source>Published table: {figures} ({why}: docs/model.md).</source>
            <comment>PUBLISHED_NOTE</comment>
            <translation type="vanished">شائع شدہ جدول: {figures} ({why}: docs/model.md)۔</translation>
        </message>
        <message>
            <source>Save the teacher's worksheet</source>
            <comment>SAVE_AS/answers</comment>
            <translation type="vanished">استاد کی ورک شیٹ محفوظ کریں</translation>
        </message>
        <message>
            <source>Add my point for Exponential backoff (as it starts), then with Randomness in the wait at 0.25: how much does a little randomness help?</source>
            <oldsource>Press Add my point for Exponential backoff (as the lesson starts), then again with Randomness in the wait at 0.25: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/0</comment>
            <translation type="vanished">'دُگنا ہوتا انتظار' کے ساتھ (جیسے شروع ہوتا ہے) 'میرا نقطہ جوڑیں'، پھر 'انتظار میں بے ترتیبی' 0.25 پر: تھوڑی سی بے ترتیبی کتنی مدد کرتی ہے؟</translation>
        </message>
        <message>
            <source>Retry immediately, Pause between tries 1 s (Advanced), Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <oldsource>Retry immediately with Pause between tries at 1 s (Advanced), Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</oldsource>
            <comment>LOAD_TRY/2</comment>
            <translation type="vanished">'فوراً دوبارہ کوشش'، 'کوششوں کے بیچ وقفہ' 1 سیکنڈ (مزید سیٹنگز)، 'میرا نقطہ جوڑیں': یہ یہاں اتنی اچھی کیوں ہے؟ (اشارہ: ٹول کالیں ہر پورے سیکنڈ میں گنتا ہے۔)</translation>
        </message>
        <message>
            <source>Press Add my point for Exponential backoff (as the lesson starts), then again with Randomness in the wait at 0.25: how much does a little randomness help?</source>
            <oldsource>With Exponential backoff (as the lesson starts), press Add my point. Then set Randomness in the wait to 0.25 and press it again: how much does a little randomness help?</oldsource>
            <comment>LOAD_TRY/0</comment>
            <translation type="vanished">'دُگنا ہوتا انتظار' کے ساتھ (جیسے سبق شروع ہوتا ہے) 'میرا نقطہ جوڑیں' دبائیں، پھر 'انتظار میں بے ترتیبی' 0.25 پر دوبارہ: تھوڑی سی بے ترتیبی کتنی مدد کرتی ہے؟</translation>
        </message>
        <message>
            <source>Retry immediately with Pause between tries at 1 s (Advanced), Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <oldsource>Choose Retry immediately, set Pause between tries to 1 s (Advanced), press Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</oldsource>
            <comment>LOAD_TRY/2</comment>
            <translation type="vanished">'فوراً دوبارہ کوشش'، 'کوششوں کے بیچ وقفہ' 1 سیکنڈ (مزید سیٹنگز)، 'میرا نقطہ جوڑیں': یہ یہاں اتنی اچھی کیوں ہے؟ (اشارہ: ٹول کالیں ہر پورے سیکنڈ میں گنتا ہے۔)</translation>
        </message>
        <message>
            <source>With Exponential backoff (as the lesson starts), press Add my point. Then set Randomness in the wait to 0.25 and press it again: how much does a little randomness help?</source>
            <oldsource>Choose Backoff with jitter, set Longest wait to 5 s (Advanced), press Add my point. Where does it land?</oldsource>
            <comment>LOAD_TRY/0</comment>
            <translation type="vanished">'دُگنا ہوتا انتظار' کے ساتھ (جیسے سبق شروع ہوتا ہے) 'میرا نقطہ جوڑیں' دبائیں۔ پھر 'انتظار میں بے ترتیبی' 0.25 کریں اور دوبارہ دبائیں: تھوڑی سی بے ترتیبی کتنی مدد کرتی ہے؟</translation>
        </message>
        <message>
            <source>Choose Retry immediately, set Pause between tries to 1 s (Advanced), press Add my point: why is it so good here? (Hint: the tool counts calls in whole seconds.)</source>
            <oldsource>Retry immediately with a pause of 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)</oldsource>
            <comment>LOAD_TRY/2</comment>
            <translation type="vanished">'فوراً دوبارہ کوشش' چنیں، 'کوششوں کے بیچ وقفہ' 1 سیکنڈ کریں (مزید سیٹنگز)، 'میرا نقطہ جوڑیں' دبائیں: یہ یہاں اتنی اچھی کیوں ہے؟ (اشارہ: ٹول کالیں ہر پورے سیکنڈ میں گنتا ہے۔)</translation>
        </message>
        <message>
            <source>After a no, wait a random time, up to that same limit. Everyone waits a different time.</source>
            <comment>TEN_RULE_LINES/full-jitter</comment>
            <translation type="vanished">انکار کے بعد، اسی حد تک کوئی بے ترتیب وقت انتظار کریں۔ ہر کوئی الگ وقت انتظار کرتا ہے۔</translation>
        </message>
        <message>
            <source>Choose Backoff with jitter, set Longest wait to 5 s (Advanced), press Add my point. Where does it land?</source>
            <comment>LOAD_TRY/0</comment>
            <translation type="vanished">'بے ترتیبی کے ساتھ دُگنا انتظار' چنیں، 'سب سے لمبا انتظار' 5 سیکنڈ کریں (مزید سیٹنگز)، 'میرا نقطہ جوڑیں' دبائیں۔ یہ کہاں آتا ہے؟</translation>
        </message>
        <message>
            <source>Set Randomness in the wait to 0.25 and press Add my point: how much does a little randomness help?</source>
            <comment>LOAD_TRY/1</comment>
            <translation type="vanished">'انتظار میں بے ترتیبی' 0.25 کریں اور 'میرا نقطہ جوڑیں' دبائیں: تھوڑی سی بے ترتیبی کتنی مدد کرتی ہے؟</translation>
        </message>
        <message>
            <source>Choose Exponential backoff and press Add my point. Which of your stars is lowest and furthest left?</source>
            <comment>LOAD_TRY_KIOSK/2</comment>
            <translation type="vanished">'دُگنا ہوتا انتظار' چنیں اور 'میرا نقطہ جوڑیں' دبائیں۔ آپ کا کون سا ستارہ سب سے نیچے اور سب سے بائیں ہے؟</translation>
        </message>
        <message>
            <source>Calls</source>
            <comment>VIEW_TABS_SHORT/plots</comment>
            <translation type="vanished">کالیں</translation>
        </message>
        <message>
            <source>Side by side</source>
            <comment>VIEW_TABS_SHORT/compare</comment>
            <translation type="vanished">ساتھ ساتھ</translation>
        </message>
        <message>
            <source>Timeline</source>
            <comment>VIEW_TABS_SHORT/timeline</comment>
            <translation type="vanished">وقت کی لکیر</translation>
        </message>
        <message>
            <source>Crowd</source>
            <comment>VIEW_TABS_SHORT/crowd</comment>
            <translation type="vanished">ہجوم</translation>
        </message>
        <message>
            <source>Load/waiting</source>
            <comment>VIEW_TABS_SHORT/sweep</comment>
            <translation type="vanished">بوجھ/انتظار</translation>
        </message>
        <message>
            <source>Brooker</source>
            <comment>VIEW_TABS_SHORT/brooker</comment>
            <translation type="vanished">بروکر</translation>
        </message>
        <message>
            <source>Real storm</source>
            <comment>VIEW_TABS_SHORT/storm</comment>
            <translation type="vanished">اصل طوفان</translation>
        </message>
        <message>
            <source>Jump to the end of this replay. It works once you have watched it for a little while.</source>
            <comment>DOOR_SKIP_TIP</comment>
            <translation type="vanished">دوبارہ چلانے کے آخر تک جائیں۔ یہ تب کام کرتا ہے جب آپ اسے تھوڑی دیر دیکھ لیں۔</translation>
        </message>
        <message>
            <source>Watch a little first… “To the end” works in {n} seconds.</source>
            <comment>DOOR_SKIP_WAIT</comment>
            <translation type="vanished">پہلے تھوڑا دیکھیں… 'آخر تک' {n} سیکنڈ میں کام کرے گا۔</translation>
        </message>
        <message>
            <source>{now:.0f} s: {served} of {agents} answered, {n:,} knocks</source>
            <oldsource>{now:.0f} s: {served} of {agents} answered, {calls:,} knocks</oldsource>
            <comment>ATTRACT_CLOCK</comment>
            <translation type="vanished">{now:.0f} سیکنڈ: {agents} میں سے {served} کو جواب ملا، {n:,} دستک</translation>
        </message>
        <message>
            <source>What happened each time</source>
            <comment>DOOR_BOARD_TITLE</comment>
            <translation type="vanished">ہر بار کیا ہوا</translation>
        </message>
        <message>
            <source>seconds</source>
            <comment>BROOKER_TIME_Y</comment>
            <translation type="vanished">سیکنڈ</translation>
        </message>
        <message>
            <source>calls</source>
            <comment>STORM_CHART_Y</comment>
            <translation type="vanished">کالیں</translation>
        </message>
        <message>
            <source>&lt;b&gt;Why is 'Wait a random time' not the winner here?&lt;/b&gt; With only ten agents, few of them call at the same moment, so waiting longer each time already spreads them out, and a random wait can send just as many calls. With 200 agents (the lab), they all crowd back together: there, random waits send about a sixth fewer calls and the last agent has its answer about five times sooner.</source>
            <oldsource>&lt;b&gt;Why is 'Wait a random time' not the winner here?&lt;/b&gt; With only ten agents, few of them call at the same moment, so waiting longer each time already spreads them out, and a random wait can send just as many calls. With 200 agents (the lab), they all crowd back together: there, random waits send about a sixth fewer calls and every agent has its answer about five times sooner.</oldsource>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">&lt;b&gt;یہاں 'بے ترتیب انتظار' کیوں نہیں جیتتا؟&lt;/b&gt; صرف دس ایجنٹوں میں سے کم ہی ایک لمحے میں کال کرتے ہیں، اس لیے ہر بار زیادہ انتظار پہلے ہی انہیں بکھیر دیتا ہے، اور بے ترتیب انتظار بھی اتنی ہی کالیں بھیج سکتا ہے۔ 200 ایجنٹوں کے ساتھ (لیب میں) وہ سب ایک ساتھ لوٹتے ہیں: وہاں بے ترتیب انتظار تقریباً چھٹا حصہ کم کالیں بھیجتا ہے اور آخری ایجنٹ کو تقریباً پانچ گنا جلدی جواب ملتا ہے۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;This time 'Wait a random time' won.&lt;/b&gt; It sent {calls} calls and its last agent had an answer at {last:.1f} s; 'Wait longer each time' sent {other_calls} calls, last answer at {other_last:.1f} s. With only ten agents, the random wait's result changes from run to run: this time it won, another time it may not. With 200 agents (the lab), it wins nearly every time.</source>
            <comment>TEN_WHY_WON</comment>
            <translation type="vanished">&lt;b&gt;اس بار 'بے ترتیب انتظار' جیت گیا۔&lt;/b&gt; اس نے {calls} کالیں بھیجیں اور اس کے آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا؛ 'ہر بار زیادہ انتظار' نے {other_calls} کالیں بھیجیں، آخری جواب {other_last:.1f} سیکنڈ پر۔ صرف دس ایجنٹوں کے ساتھ بے ترتیب انتظار کا نتیجہ ہر بار بدلتا ہے: اس بار یہ جیتا، اگلی بار شاید نہ جیتے۔ 200 ایجنٹوں کے ساتھ (لیب میں) یہ تقریباً ہر بار جیتتا ہے۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;This time 'Wait a random time' won on one count, not both.&lt;/b&gt; It sent {calls} calls and its last agent had an answer at {last:.1f} s; 'Wait longer each time' sent {other_calls} calls, last answer at {other_last:.1f} s. With only ten agents, few of them call at the same moment, so the random wait's result changes from run to run. With 200 agents (the lab), it wins on both nearly every time.</source>
            <comment>TEN_WHY_ONE_COUNT</comment>
            <translation type="vanished">&lt;b&gt;اس بار 'بے ترتیب انتظار' ایک بات میں جیتا، دونوں میں نہیں۔&lt;/b&gt; اس نے {calls} کالیں بھیجیں اور اس کے آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا؛ 'ہر بار زیادہ انتظار' نے {other_calls} کالیں بھیجیں، آخری جواب {other_last:.1f} سیکنڈ پر۔ صرف دس ایجنٹوں میں سے کم ہی ایک لمحے میں کال کرتے ہیں، اس لیے بے ترتیب انتظار کا نتیجہ ہر بار بدلتا ہے۔ 200 ایجنٹوں کے ساتھ (لیب میں) یہ تقریباً ہر بار دونوں میں جیتتا ہے۔</translation>
        </message>
        <message>
            <source>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The table is the middle of {runs}.</source>
            <oldsource>The plots show a typical run of {runs} (the one closest to the middle): {calls:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The table is the middle of {runs}.</oldsource>
            <comment>STATUS_SHOWING</comment>
            <translation type="vanished">گراف {runs} میں سے ایک عام چکر دکھاتے ہیں: {n:,} کال، {refused:,} رد، آخری جواب {last:.1f} سیکنڈ پر۔ جدول: {runs} کی درمیانی قدر۔</translation>
        </message>
        <message>
            <source>The plots show a typical run of {runs} (the one closest to the middle): {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The headline's figures are the middle of {runs}.</source>
            <comment>STATUS_SHOWING_NO_TABLE</comment>
            <translation type="vanished">گراف {runs} میں سے ایک عام چکر دکھاتے ہیں: {n:,} کال، {refused:,} رد، آخری جواب {last:.1f} سیکنڈ پر۔ سرخی کے اعداد: {runs} کی درمیانی قدر۔</translation>
        </message>
        <message>
            <source>typical agent served (s)</source>
            <comment>SWEEP_Y/typical_served</comment>
            <translation type="vanished">عام ایجنٹ کو جواب (سیکنڈ)</translation>
        </message>
        <message>
            <source>last agent served (s)</source>
            <comment>SWEEP_Y/last_served</comment>
            <translation type="vanished">آخری ایجنٹ کو جواب (سیکنڈ)</translation>
        </message>
        <message>
            <source>Slow</source>
            <comment>DOOR_SPEEDS/Slow</comment>
            <translation type="vanished">آہستہ</translation>
        </message>
        <message>
            <source>Normal</source>
            <comment>DOOR_SPEEDS/Normal</comment>
            <translation type="vanished">عام</translation>
        </message>
        <message>
            <source>Fast</source>
            <comment>DOOR_SPEEDS/Fast</comment>
            <translation type="vanished">تیز</translation>
        </message>
        <message>
            <source>How fast the replay runs. Slow is real time.</source>
            <comment>DOOR_SPEED_TIP</comment>
            <translation type="vanished">دوبارہ چلانا کتنا تیز ہو۔ 'آہستہ' اصل وقت ہے۔</translation>
        </message>
        <message>
            <source>Why is "wait longer each time" so slow?</source>
            <comment>WORKSHEETS/door/questions/2/0</comment>
            <translation type="vanished">“ہر بار زیادہ انتظار” اتنا سست کیوں ہے؟</translation>
        </message>
        <message>
            <source>Everyone waits exactly the same time, so everyone comes back in the same second. The door lets 3 in, the other 27 bounce off together, and they all wait longer together. It takes 33 seconds.</source>
            <comment>WORKSHEETS/door/questions/2/1</comment>
            <translation type="vanished">سب بالکل ایک جتنا انتظار کرتے ہیں، اس لیے سب ایک ہی سیکنڈ میں واپس آتے ہیں۔ دروازہ 3 کو اندر آنے دیتا ہے، باقی 27 ایک ساتھ لوٹ جاتے ہیں، اور سب ایک ساتھ زیادہ انتظار کرتے ہیں۔ اس میں 33 سیکنڈ لگتے ہیں۔</translation>
        </message>
        <message>
            <source>Why does waiting a random time work?</source>
            <comment>WORKSHEETS/door/questions/3/0</comment>
            <translation type="vanished">بے ترتیب وقت انتظار کرنا کیوں کام کرتا ہے؟</translation>
        </message>
        <message>
            <source>Friends come back at different moments, so most of the time there is room at the door when someone arrives.</source>
            <comment>WORKSHEETS/door/questions/3/1</comment>
            <translation type="vanished">دوست الگ الگ لمحوں پر واپس آتے ہیں، اس لیے جب کوئی پہنچتا ہے تو زیادہ تر دروازے پر جگہ ہوتی ہے۔</translation>
        </message>
        <message>
            <source>Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts {capacity} a second (roll of the dice {seed})…</source>
            <comment>SWEEP_RUNNING</comment>
            <translation type="vanished">نقطوں ({points}) کا حساب ہو رہا ہے، ہر ایک کا {n} چکر؛ ایجنٹ: {agents:,}؛ ٹول ایک سیکنڈ میں {capacity} لیتا ہے (پانسے کا نمبر {seed})…</translation>
        </message>
        <message>
            <source>Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second; roll of the dice {seed}). Bars: the middle half of the runs.</source>
            <comment>SWEEP_DONE</comment>
            <translation type="vanished">ہر نقطہ: {n} چکر کی درمیانی قدر (ایجنٹ: {agents:,}؛ ٹول ایک سیکنڈ میں {capacity} لیتا ہے؛ پانسے کا نمبر {seed})۔ پٹیاں: چکروں کا درمیانی آدھا حصہ۔</translation>
        </message>
        <message>
            <source>{rule}: {calls} calls, last answer at {last:.1f} s</source>
            <comment>TEN_TIMELINE_TITLE</comment>
            <translation type="vanished">{rule}: {calls} کالیں، آخری جواب {last:.1f} سیکنڈ پر</translation>
        </message>
        <message>
            <source>Watch: they all wait the same time, so they all come back together and bounce off again.</source>
            <comment>DOOR_WATCH/exponential</comment>
            <translation type="vanished">دیکھیں: سب ایک جتنا انتظار کرتے ہیں، اس لیے سب ایک ساتھ واپس آتے ہیں اور پھر لوٹ جاتے ہیں۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Wait longer each time:&lt;/b&gt; everyone waits the same time, so they all come back together, bounce off together, and wait again.</source>
            <comment>DOOR_NOTICE/1</comment>
            <translation type="vanished">&lt;b&gt;ہر بار زیادہ انتظار کریں:&lt;/b&gt; سب ایک جتنا انتظار کرتے ہیں، اس لیے سب ایک ساتھ واپس آتے ہیں، ایک ساتھ لوٹتے ہیں، اور پھر انتظار کرتے ہیں۔</translation>
        </message>
        <message>
            <source>Inside: {n:,} of {agents:,}</source>
            <comment>CROWD_IN</comment>
            <translation type="vanished">اندر: {agents:,} میں سے {n:,}</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_SERVED</comment>
            <translation type="vanished">جواب ملا: {agents:,} میں سے {n:,}</translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>CROWD_COUNTER_NAMES/inside</comment>
            <translation type="vanished">اندر</translation>
        </message>
        <message>
            <source>Answered</source>
            <comment>CROWD_COUNTER_NAMES/served</comment>
            <translation type="vanished">جواب ملا</translation>
        </message>
        <message>
            <source>Every call any agent has made so far.</source>
            <comment>CROWD_COUNTER_TIPS/knocks</comment>
            <translation type="vanished">اب تک کسی بھی ایجنٹ کی ہر کال۔</translation>
        </message>
        <message>
            <source>Knocks that bounced off the door (refused).</source>
            <comment>CROWD_COUNTER_TIPS/refused</comment>
            <translation type="vanished">دستکیں جو دروازے سے لوٹ گئیں (رد)۔</translation>
        </message>
        <message>
            <source>Agents let in through the door (accepted).</source>
            <comment>CROWD_COUNTER_TIPS/inside</comment>
            <translation type="vanished">ایجنٹ جنہیں دروازے سے اندر آنے دیا گیا (قبول)۔</translation>
        </message>
        <message>
            <source>Agents whose answer has arrived.</source>
            <comment>CROWD_COUNTER_TIPS/served</comment>
            <translation type="vanished">ایجنٹ جن کا جواب آ گیا ہے۔</translation>
        </message>
        <message>
            <source>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; red with a cross: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: inside, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</source>
            <oldsource>&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; grey: waiting &amp;nbsp; &lt;span style='color:{refused}'&gt;●&lt;/span&gt; red: just bounced off &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; green ring: inside, waiting for the answer &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; dark blue: answered</oldsource>
            <comment>CROWD_LEGEND</comment>
            <translation type="vanished">&lt;span style='color:{waiting}'&gt;●&lt;/span&gt; سرمئی: انتظار میں &amp;nbsp; &lt;span style='color:{refused}'&gt;⊗&lt;/span&gt; سرخ، کراس کے ساتھ: ابھی لوٹا &amp;nbsp; &lt;span style='color:{accepted}'&gt;○&lt;/span&gt; سبز دائرہ: اندر، جواب کے انتظار میں &amp;nbsp; &lt;span style='color:{answered}'&gt;●&lt;/span&gt; گہرا نیلا: جواب مل گیا</translation>
        </message>
        <message>
            <source>Everyone waits the same time, so they all come back together and are turned away together, again and again. (In the lab: exponential backoff.)</source>
            <oldsource>So they all come back together, and are turned away together, again and again.</oldsource>
            <comment>ATTRACT_CAPTION/exponential/1</comment>
            <translation type="vanished">سب ایک جتنا انتظار کرتے ہیں، اس لیے سب ایک ساتھ واپس آتے ہیں اور ایک ساتھ لوٹائے جاتے ہیں، بار بار۔ (لیب میں: دُگنا ہوتا انتظار۔)</translation>
        </message>
        <message>
            <source>One page with the lesson's questions and a picture of your run. Saved in Documents.</source>
            <comment>LESSONS_WORKSHEET_TIP</comment>
            <translation type="vanished">ایک صفحہ جس پر سبق کے سوال اور آپ کے چکر کی تصویر ہے۔ Documents میں محفوظ ہوتا ہے۔</translation>
        </message>
        <message>
            <source>The replay on screen as an animated GIF, 960 x 540, for slides. Saved in Pictures.</source>
            <comment>TAKEAWAY_GIF_TIP</comment>
            <translation type="vanished">اسکرین والا دوبارہ چلانا ایک متحرک GIF کے طور پر، 960 x 540، سلائیڈز کے لیے۔ Pictures میں محفوظ ہوتا ہے۔</translation>
        </message>
        <message>
            <source>One page with the lesson's questions, a picture of your run and lines to write on. Saved in Documents.</source>
            <comment>TAKEAWAY_SHEET_TIP</comment>
            <translation type="vanished">ایک صفحہ جس پر سبق کے سوال، آپ کے چکر کی تصویر اور لکھنے کے لیے لکیریں ہیں۔ Documents میں محفوظ ہوتا ہے۔</translation>
        </message>
        <message>
            <source>Exponential backoff above backoff with jitter (or your rule against its partner), on one time axis, as an animated GIF for slides. Saved in Pictures.</source>
            <comment>TAKEAWAY_GIF_COMPARE_TIP</comment>
            <translation type="vanished">دُگنا ہوتا انتظار اوپر اور بے ترتیبی کے ساتھ دُگنا انتظار نیچے (یا آپ کا اصول اپنے جوڑی دار کے مقابل)، ایک ہی وقت کے محور پر، سلائیڈز کے لیے متحرک GIF کے طور پر۔ Pictures میں محفوظ ہوتا ہے۔</translation>
        </message>
        <message>
            <source>Exponential backoff and backoff with jitter (or your rule and its partner) as two animations on the same time axis and clock, one per slide. Saved in Pictures.</source>
            <comment>TAKEAWAY_GIF_PAIR_TIP</comment>
            <translation type="vanished">دُگنا ہوتا انتظار اور بے ترتیبی کے ساتھ دُگنا انتظار (یا آپ کا اصول اور اس کا جوڑی دار) دو اینیمیشنز کے طور پر، ایک ہی وقت کے محور اور گھڑی پر، ہر سلائیڈ کے لیے ایک۔ Pictures میں محفوظ ہوتی ہیں۔</translation>
        </message>
        <message>
            <source>Your point {number}: {rule}, {calls:,.0f} calls, typical agent served at {typical:.1f} s, last at {last:.1f} s.</source>
            <comment>SWEEP_ADDED</comment>
            <translation type="vanished">آپ کا نقطہ {number}: {rule}، {calls:,.0f} کالیں، عام ایجنٹ کو {typical:.1f} سیکنڈ پر جواب، آخری کو {last:.1f} سیکنڈ پر۔</translation>
        </message>
        <message>
            <source>Measured {count} of {total} calls: median {median:.2f} s (from {low:.2f} to {high:.2f} s). The simulation now uses these times.</source>
            <comment>MEASURE_DONE</comment>
            <translation type="vanished">{total} میں سے {count} کالیں ناپی گئیں: درمیانی قدر {median:.2f} سیکنڈ ({low:.2f} سے {high:.2f} سیکنڈ تک)۔ سمولیشن اب یہی وقت استعمال کرتی ہے۔</translation>
        </message>
        <message>
            <source>{rule}: {agents} agents, a tool that takes {capacity} calls a second</source>
            <comment>TAKEAWAY_LAB_TITLE</comment>
            <translation type="vanished">{rule}: {agents} ایجنٹ، ایک ٹول جو ایک سیکنڈ میں {capacity} کالیں لیتا ہے</translation>
        </message>
        <message>
            <source>{rule}: {calls:,} calls sent, last agent served at {last:.1f} s</source>
            <comment>TAKEAWAY_COMPARE_PLOT</comment>
            <translation type="vanished">{rule}: {calls:,} کالیں بھیجی گئیں، آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا</translation>
        </message>
        <message>
            <source>Saving… all {calls:,} calls to {name} before the lab closes.</source>
            <comment>SAVING_ON_CLOSE</comment>
            <translation type="vanished">محفوظ ہو رہا ہے… لیب بند ہونے سے پہلے تمام {calls:,} کالیں {name} میں۔</translation>
        </message>
        <message>
            <source>The same page with the model's answers from the teacher's notes.</source>
            <comment>TAKEAWAY_ANSWERS_TIP</comment>
            <translation type="vanished">وہی صفحہ، اساتذہ کے نوٹس سے ماڈل کے جوابوں کے ساتھ۔</translation>
        </message>
        <message>
            <source>Each lesson starts ready to use. ◀ All lessons brings you back here. With a keyboard: Tab moves to the next button, and Space or Enter presses it.</source>
            <oldsource>Each lesson starts ready to use. ◀ All lessons brings you back here.</oldsource>
            <comment>KIOSK_START_FOOTER</comment>
            <translation type="vanished">ہر سبق استعمال کے لیے تیار شروع ہوتا ہے۔ ▶ تمام اسباق آپ کو یہاں واپس لاتا ہے۔ کی بورڈ سے: Tab اگلے بٹن پر لے جاتا ہے، اور Space یا Enter اسے دباتا ہے۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Knock again straight away:&lt;/b&gt; the door is always crowded, and most knocks bounce off.</source>
            <comment>DOOR_NOTICE/0</comment>
            <translation type="vanished">&lt;b&gt;فوراً پھر دستک دیں:&lt;/b&gt; دروازے پر ہمیشہ بھیڑ رہتی ہے، اور زیادہ تر دستکیں لوٹ جاتی ہیں۔</translation>
        </message>
        <message>
            <source>{calls:,} calls</source>
            <comment>LOAD_CUT_FIRST</comment>
            <translation type="vanished">{calls:,} کالیں</translation>
        </message>
        <message>
            <source>{rule}: {agents:,} agents sent {calls:,} calls, {refused:,} of them refused. The typical agent was served at {typical:.1f} s and the last agent at {last:.1f} s.</source>
            <comment>DESCRIBE_FIGURES</comment>
            <translation type="vanished">{rule}: {agents:,} ایجنٹوں نے {calls:,} کالیں بھیجیں، جن میں سے {refused:,} رد ہوئیں۔ عام ایجنٹ کو {typical:.1f} سیکنڈ پر اور آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا۔</translation>
        </message>
        <message>
            <source>The calls come in {count} waves, starting at {times} s; between the waves the tool stands idle for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.</source>
            <comment>DESCRIBE_WAVES</comment>
            <translation type="vanished">کالیں {count} لہروں میں آتی ہیں، جو {times} سیکنڈ پر شروع ہوتی ہیں؛ لہروں کے بیچ ٹول {span:.0f} میں سے {idle:.0f} سیکنڈ خالی کھڑا رہتا ہے: ہجوم قدم ملا کر دوبارہ کوشش کرتا ہے۔</translation>
        </message>
        <message>
            <source>{times} and {more} more</source>
            <comment>DESCRIBE_WAVES_MORE</comment>
            <translation type="vanished">{times} اور {more} مزید</translation>
        </message>
        <message>
            <source>The tool is full, accepting its {capacity} calls a second, for the first {full:.0f} seconds; then the calls tail off until {end:.1f} s.</source>
            <comment>DESCRIBE_FULL</comment>
            <translation type="vanished">ٹول بھرا ہوا ہے، پہلے {full:.0f} سیکنڈ تک اپنی {capacity} کالیں فی سیکنڈ قبول کر رہا ہے؛ پھر کالیں {end:.1f} سیکنڈ تک کم ہوتی جاتی ہیں۔</translation>
        </message>
        <message>
            <source>The tool is full, accepting its {capacity} calls a second, from the start until {end:.1f} s.</source>
            <comment>DESCRIBE_FULL_ALL</comment>
            <translation type="vanished">ٹول شروع سے {end:.1f} سیکنڈ تک بھرا ہوا ہے، اپنی {capacity} کالیں فی سیکنڈ قبول کر رہا ہے۔</translation>
        </message>
        <message>
            <source>A flood of refused calls: for the first {flood:.0f} seconds the tool refuses at least {times:g} times its limit every second, up to {peak:,} calls in a single second against a limit of {capacity}; {refused:,} of {calls:,} calls are refused.</source>
            <comment>DESCRIBE_FLOOD</comment>
            <translation type="vanished">رد ہونے والی کالوں کا سیلاب: پہلے {flood:.0f} سیکنڈ تک ٹول فی سیکنڈ اپنی حد سے کم از کم {times:g} گنا کالیں رد کرتا ہے، ایک ہی سیکنڈ میں {peak:,} کالوں تک، جبکہ حد {capacity} ہے؛ {calls:,} میں سے {refused:,} کالیں رد ہوتی ہیں۔</translation>
        </message>
        <message>
            <source>{served:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.</source>
            <comment>DESCRIBE_SERVED</comment>
            <translation type="vanished">{served:,} ایجنٹوں کو جواب ملا: آدھوں کو {typical:.1f} سیکنڈ تک، دس میں سے نو کو {p90:.1f} سیکنڈ تک، آخری کو {last:.1f} سیکنڈ پر۔ بہترین باری سے آخری کو {perfect:.1f} سیکنڈ پر جواب ملتا۔</translation>
        </message>
        <message>
            <source>Answers arrive in {count} bursts, the same times as the waves of calls.</source>
            <comment>DESCRIBE_SERVED_WAVES</comment>
            <translation type="vanished">جواب {count} جھٹکوں میں آتے ہیں، انہی وقتوں پر جب کالوں کی لہریں آتی ہیں۔</translation>
        </message>
        <message>
            <source>Answers arrive steadily, about {rate:.0f} agents a second at first.</source>
            <comment>DESCRIBE_SERVED_STEADY</comment>
            <translation type="vanished">جواب مسلسل آتے ہیں، شروع میں تقریباً {rate:.0f} ایجنٹ فی سیکنڈ۔</translation>
        </message>
        <message>
            <source>{rule}: {calls:,} calls, the last agent served at {last:.1f} s.</source>
            <comment>DESCRIBE_COMPARE_ONE</comment>
            <translation type="vanished">{rule}: {calls:,} کالیں، آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا۔</translation>
        </message>
        <message>
            <source>One row per agent, one mark per call. The typical agent needed {typical_tries} calls, the busiest {most_tries}; the last agent was served at {last:.1f} s.</source>
            <comment>DESCRIBE_TIMELINE</comment>
            <translation type="vanished">ہر ایجنٹ کی ایک قطار، ہر کال کا ایک نشان۔ عام ایجنٹ کو {typical_tries} کالیں لگیں، سب سے مصروف کو {most_tries}؛ آخری ایجنٹ کو {last:.1f} سیکنڈ پر جواب ملا۔</translation>
        </message>
        <message>
            <source>The crowd at the door at {now:.1f} s: {served:,} of {agents:,} agents served, {waiting:,} still waiting. The last is served at {last:.1f} s.</source>
            <comment>DESCRIBE_CROWD</comment>
            <translation type="vanished">{now:.1f} سیکنڈ پر دروازے پر ہجوم: {agents:,} میں سے {served:,} ایجنٹوں کو جواب مل گیا، {waiting:,} ابھی انتظار میں۔ آخری کو {last:.1f} سیکنڈ پر جواب ملتا ہے۔</translation>
        </message>
        <message>
            <source>{series}: {points:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.</source>
            <comment>DESCRIBE_PLOT_SERIES</comment>
            <translation type="vanished">{series}: {points:,} نقطے، افقی {x0:g} سے {x1:g} تک، عمودی {y0:g} سے {y1:g} تک۔</translation>
        </message>
        <message>
            <source>{series}: {points} settings, sending {calls_low:,.0f} to {calls_high:,.0f} calls, with waits from {wait_low:.1f} s to {wait_high:.1f} s.</source>
            <comment>DESCRIBE_SWEEP_SERIES</comment>
            <translation type="vanished">{series}: {points} سیٹنگز، {calls_low:,.0f} سے {calls_high:,.0f} کالیں، {wait_low:.1f} سے {wait_high:.1f} سیکنڈ تک انتظار کے ساتھ۔</translation>
        </message>
        <message>
            <source>{rule}: from {clients_low} to {clients_high} clients, write calls grow from {calls_low:,.0f} to {calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to {time_high:.2f} s.</source>
            <comment>DESCRIBE_BROOKER_RULE</comment>
            <translation type="vanished">{rule}: {clients_low} سے {clients_high} کلائنٹس تک، لکھنے کی کالیں {calls_low:,.0f} سے بڑھ کر {calls_high:,.0f} ہو جاتی ہیں اور آخری کلائنٹ کے لکھ لینے تک کا وقت {time_low:.2f} سیکنڈ سے {time_high:.2f} سیکنڈ ہو جاتا ہے۔</translation>
        </message>
        <message>
            <source>With {clients} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times as many.</source>
            <comment>DESCRIBE_BROOKER_BEST_CALLS</comment>
            <translation type="vanished">{clients} کلائنٹس کے ساتھ، {best} کو سب سے کم لکھنے کی کالیں چاہییں، {best_calls:,.0f}؛ اس کے بعد {next} ہے، {next_calls:,.0f} کے ساتھ، اور {worst} کو سب سے زیادہ چاہییں، {worst_calls:,.0f}، یعنی {times:.1f} گنا۔</translation>
        </message>
        <message>
            <source>With {clients} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} times as long.</source>
            <comment>DESCRIBE_BROOKER_BEST_TIME</comment>
            <translation type="vanished">{clients} کلائنٹس کے ساتھ، {best} میں ہر کلائنٹ سب سے جلدی لکھ لیتا ہے، {best_time:.2f} سیکنڈ میں؛ اس کے بعد {next} ہے، {next_time:.2f} سیکنڈ پر، اور {worst} سب سے زیادہ وقت لیتا ہے، {worst_time:.2f} سیکنڈ، یعنی {times:.1f} گنا۔</translation>
        </message>
        <message>
            <source>{library}: the real clients sent {calls:,} calls. The tool accepts {capacity} calls a second; the busiest second, at {peak_at} s, had {peak:,} calls, and {over} of the {seconds} seconds had more calls than the tool accepts. {idle} seconds in between had no call at all. The last agent was served at {last}.</source>
            <comment>DESCRIBE_STORM_REAL</comment>
            <translation type="vanished">{library}: اصل کلائنٹس نے {calls:,} کالیں بھیجیں۔ ٹول ایک سیکنڈ میں {capacity} کالیں قبول کرتا ہے؛ سب سے مصروف سیکنڈ میں، {peak_at} سیکنڈ پر، {peak:,} کالیں تھیں، اور {seconds} سیکنڈ میں سے {over} سیکنڈ میں ٹول کی حد سے زیادہ کالیں تھیں۔ بیچ میں {idle} سیکنڈ ایسے تھے جن میں کوئی کال نہیں تھی۔ آخری ایجنٹ کو جواب {last} پر ملا۔</translation>
        </message>
        <message>
            <source>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times as many calls as the model.</source>
            <comment>DESCRIBE_STORM_MODEL_MORE</comment>
            <translation type="vanished">ماڈل کی لکیر: {calls:,} کالیں، ایک سیکنڈ میں زیادہ سے زیادہ {peak:,}، آخری ایجنٹ کو جواب {last} پر؛ اصل چکر نے ماڈل سے {ratio:.1f} گنا زیادہ کالیں بھیجیں۔</translation>
        </message>
        <message>
            <source>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent {ratio:.1f} times fewer calls than the model.</source>
            <comment>DESCRIBE_STORM_MODEL_FEWER</comment>
            <translation type="vanished">ماڈل کی لکیر: {calls:,} کالیں، ایک سیکنڈ میں زیادہ سے زیادہ {peak:,}، آخری ایجنٹ کو جواب {last} پر؛ اصل چکر نے ماڈل سے {ratio:.1f} گنا کم کالیں بھیجیں۔</translation>
        </message>
        <message>
            <source>The model's line: {calls:,} calls, at most {peak:,} in one second, the last agent served at {last}; the real run sent about as many calls as the model.</source>
            <comment>DESCRIBE_STORM_MODEL_CLOSE</comment>
            <translation type="vanished">ماڈل کی لکیر: {calls:,} کالیں، ایک سیکنڈ میں زیادہ سے زیادہ {peak:,}، آخری ایجنٹ کو جواب {last} پر؛ اصل چکر نے تقریباً ماڈل جتنی ہی کالیں بھیجیں۔</translation>
        </message>
        <message>
            <source>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agent {agents} tried again most, {most} times.</source>
            <comment>DESCRIBE_TEN_ONE_MOST</comment>
            <translation type="vanished">{rule}: {calls:,} کالیں، ان میں سے {refused:,} رد، کل {total:,} دوبارہ کوششیں۔ ایجنٹ {agents} نے سب سے زیادہ دوبارہ کوشش کی، {most} بار۔</translation>
        </message>
        <message>
            <source>{rule}: {calls:,} calls, {refused:,} of them refused, {total:,} tries again in all. Agents {agents} tried again most, {most} times each.</source>
            <comment>DESCRIBE_TEN_MANY_MOST</comment>
            <translation type="vanished">{rule}: {calls:,} کالیں، ان میں سے {refused:,} رد، کل {total:,} دوبارہ کوششیں۔ ایجنٹ {agents} نے سب سے زیادہ دوبارہ کوشش کی، ہر ایک نے {most} بار۔</translation>
        </message>
        <message>
            <source>All {agents} agents had their answer by {last:.1f} s.</source>
            <comment>DESCRIBE_TEN_ANSWERED</comment>
            <translation type="vanished">تمام {agents} ایجنٹوں کو {last:.1f} سیکنڈ تک جواب مل چکا تھا۔</translation>
        </message>
        <message>
            <source>The published table is the middle of {runs} runs. {figures}. {why} docs/model.md, 'The model's figures against the published table', has the facts.</source>
            <comment>PUBLISHED_TIP</comment>
            <translation type="vanished">شائع شدہ جدول {runs} چکروں کی درمیانی قدر ہے۔ {figures}۔ {why} docs/model.md میں، 'The model's figures against the published table'، پوری تفصیل ہے۔</translation>
        </message>
        <message>
            <source>Everyone was done after {last:.0f} seconds. It took {knocks:,} knocks, and {refused:,} of them bounced off.</source>
            <comment>DOOR_DONE</comment>
            <translation type="vanished">{last:.0f} سیکنڈ بعد سب اندر تھے۔ اس میں {knocks:,} دستکیں لگیں، اور ان میں سے {refused:,} لوٹ گئیں۔</translation>
        </message>
        <message>
            <source>Average of {runs} runs a point. With {clients} clients: retry immediately {none:,.0f} write calls, exponential backoff {exp:,.0f}, backoff with jitter {full:,.0f}.</source>
            <comment>BROOKER_DONE</comment>
            <translation type="vanished">ہر نقطہ {runs} چکروں کا اوسط۔ {clients} کلائنٹس کے ساتھ: فوراً دوبارہ کوشش {none:,.0f} لکھنے کی کالیں، دُگنا ہوتا انتظار {exp:,.0f}، بے ترتیبی کے ساتھ دُگنا انتظار {full:,.0f}۔</translation>
        </message>
        <message>
            <source>Does the retry code people really use make a herd? This tab starts a small web server on this computer (127.0.0.1 only) that accepts {capacity} calls a second and refuses the rest, then lets {agents} real clients call it at once, each retrying with the library you choose. Time runs {scale} times faster; every figure is given in story time. The model's prediction for the same crowd is drawn beside it.</source>
            <comment>STORM_INTRO</comment>
            <translation type="vanished">کیا لوگوں کا اصل میں استعمال ہونے والا دوبارہ کوشش کا کوڈ ریلا بناتا ہے؟ یہ ٹیب اس کمپیوٹر پر ایک چھوٹا ویب سرور شروع کرتا ہے (صرف 127.0.0.1) جو ایک سیکنڈ میں {capacity} کالیں قبول کرتا ہے اور باقی رد کرتا ہے، پھر {agents} اصل کلائنٹس کو ایک ساتھ اسے کال کرنے دیتا ہے، ہر ایک آپ کی چنی ہوئی لائبریری سے دوبارہ کوشش کرتا ہے۔ وقت {scale} گنا تیز چلتا ہے؛ ہر نتیجہ کہانی کے وقت میں دیا جاتا ہے۔ اسی ہجوم کے لیے ماڈل کی پیش گوئی ساتھ میں دکھائی جاتی ہے۔</translation>
        </message>
        <message>
            <source>Real storm: {done} of {agents} agents done, {story:.0f} story seconds…</source>
            <comment>STORM_RUNNING</comment>
            <translation type="vanished">اصل طوفان: {agents} میں سے {done} ایجنٹ مکمل، کہانی کے {story:.0f} سیکنڈ…</translation>
        </message>
        <message>
            <source>Cancelled. Every connection is closed; {left} agents are still asleep inside their retry library and end as soon as they wake (they send nothing more).</source>
            <comment>STORM_CANCELLED_ASLEEP</comment>
            <translation type="vanished">منسوخ۔ ہر کنکشن بند ہے؛ {left} ایجنٹ ابھی اپنی دوبارہ کوشش لائبریری کے اندر سو رہے ہیں اور جاگتے ہی ختم ہو جائیں گے (وہ مزید کچھ نہیں بھیجتے)۔</translation>
        </message>
        <message>
            <source>{library}: real {real_calls:,} calls, last agent served at {real_last}; model {model_calls:,} calls, {model_last} (median of {runs} runs). {agreement}</source>
            <comment>STORM_DONE</comment>
            <translation type="vanished">{library}: اصل {real_calls:,} کالیں، آخری ایجنٹ کو {real_last} پر جواب؛ ماڈل {model_calls:,} کالیں، {model_last} ({runs} چکروں کی درمیانی قدر)۔ {agreement}</translation>
        </message>
        <message>
            <source>{now:.0f} s: {served} of {agents} answered, {calls:,} knocks</source>
            <comment>ATTRACT_CLOCK</comment>
            <translation type="vanished">{now:.0f} سیکنڈ: {agents} میں سے {served} کو جواب ملا، {calls:,} دستکیں</translation>
        </message>
        <message>
            <source>In this one run, all {agents} answered after {last:.1f} s, with {calls:,} knocks</source>
            <oldsource>All {agents} answered after {last:.0f} s, with {calls:,} knocks</oldsource>
            <comment>ATTRACT_DONE</comment>
            <translation type="vanished">اس ایک چکر میں {last:.1f} سیکنڈ بعد تمام {agents} کو جواب مل گیا، {calls:,} دستکوں کے ساتھ</translation>
        </message>
        <message>
            <source>Save a picture of the window in your Pictures folder.</source>
            <comment>TIP/export</comment>
            <translation type="vanished">ونڈو کی تصویر آپ کے Pictures فولڈر میں محفوظ کریں۔</translation>
        </message>
        <message>
            <source>Each row is one agent. &lt;span style='color:{green}'&gt;●&lt;/span&gt; {accepted_word} dot: the tool said yes, then &lt;span style='color:{green}'&gt;—&lt;/span&gt; the answer on its way &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; {refused_word} cross: the tool said no</source>
            <comment>TEN_LEGEND</comment>
            <translation type="vanished">ہر قطار ایک ایجنٹ ہے۔ &lt;span style='color:{green}'&gt;●&lt;/span&gt; {accepted_word} نقطہ: ٹول نے ہاں کہا، پھر &lt;span style='color:{green}'&gt;—&lt;/span&gt; جواب راستے میں &amp;nbsp; &lt;span style='color:{red}'&gt;✕&lt;/span&gt; {refused_word} کراس: ٹول نے انکار کیا</translation>
        </message>
        <message>
            <source>The plots show a typical run of {runs} (the one closest to the middle): {calls:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. The table is the middle of {runs}.</source>
            <comment>STATUS_SHOWING</comment>
            <translation type="vanished">گراف {runs} میں سے ایک عام چکر دکھاتے ہیں: {calls:,} کالیں، {refused:,} رد، آخری جواب {last:.1f} سیکنڈ پر۔ جدول: {runs} کی درمیانی قدر۔</translation>
        </message>
        <message>
            <source>When agents got their answer in one typical run&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; the table's middle of {runs} runs&lt;/span&gt;</source>
            <comment>HIST_TITLE_BATCH</comment>
            <translation type="vanished">ایک عام چکر میں ایجنٹوں کو جواب کب ملا&amp;nbsp;&amp;nbsp;&lt;span style='color:{colour}'&gt;&amp;#9651; جدول: {runs} چکروں کی درمیانی قدر&lt;/span&gt;</translation>
        </message>
        <message>
            <source>Working out {points} points, {runs} runs each, for {agents:,} agents and {capacity} calls a second (roll of the dice {seed})…</source>
            <comment>SWEEP_RUNNING</comment>
            <translation type="vanished">{points} نقطوں کا حساب ہو رہا ہے، ہر ایک کے {runs} چکر، {agents:,} ایجنٹوں اور {capacity} کالیں فی سیکنڈ کے لیے (پانسے کا نمبر {seed})…</translation>
        </message>
        <message>
            <source>Each point: the middle of {runs} runs, {agents:,} agents, {capacity} calls a second, roll of the dice {seed}. Bars: the middle half of the runs.</source>
            <comment>SWEEP_DONE</comment>
            <translation type="vanished">ہر نقطہ: {runs} چکروں کی درمیانی قدر، {agents:,} ایجنٹ، {capacity} کالیں فی سیکنڈ، پانسے کا نمبر {seed}۔ پٹیاں: چکروں کا درمیانی آدھا حصہ۔</translation>
        </message>
        <message>
            <source>Time: {now:.0f} s</source>
            <oldsource>Time: {now:.1f} s</oldsource>
            <comment>DOOR_CLOCK</comment>
            <translation type="vanished">وقت: {now:.0f} سیکنڈ</translation>
        </message>
        <message>
            <source>Inside: {n:,} of {agents:,}</source>
            <comment>CROWD_IN</comment>
            <translation type="vanished">اندر: {agents:,} میں سے {n:,}</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_SERVED</comment>
            <translation type="vanished">جواب ملا: {agents:,} میں سے {n:,}</translation>
        </message>
        <message>
            <source>Accepted: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/inside</comment>
            <translation type="vanished">قبول: {agents:,} میں سے {n:,}</translation>
        </message>
        <message>
            <source>Answered: {n:,} of {agents:,}</source>
            <comment>CROWD_LAB/served</comment>
            <translation type="vanished">جواب ملا: {agents:,} میں سے {n:,}</translation>
        </message>
        <message>
            <source>{agents:,} agents all need an answer from a tool that accepts {n} calls a second. How should a refused agent try again?</source>
            <comment>TAGLINE</comment>
            <translation type="vanished">{agents:,} ایجنٹوں کو ایسے ٹول سے جواب چاہیے جو فی سیکنڈ {n} کال لیتا ہے۔ رد ہونے پر ایجنٹ دوبارہ کیسے کوشش کرے؟</translation>
        </message>
        <message>
            <source>{gave_up:,} of the {agents:,} agents gave up without an answer.</source>
            <comment>DESCRIBE_GAVE_UP</comment>
            <translation type="vanished">{agents:,} ایجنٹوں میں سے {gave_up:,} جواب کے بغیر ہار مان گئے۔</translation>
        </message>
        <message>
            <source>{gave_up:,} of {agents:,} agents gave up and were never served (not counted in the times).</source>
            <comment>STATUS_GAVE_UP</comment>
            <translation type="vanished">{agents:,} میں سے {gave_up:,} ایجنٹ ہار مان گئے اور انہیں کبھی جواب نہیں ملا (وقتوں میں شامل نہیں)۔</translation>
        </message>
        <message>
            <source>{agents} friends are ready. Press Play, or choose what they do.</source>
            <comment>DOOR_READY</comment>
            <translation type="vanished">{agents} دوست تیار ہیں۔ 'چلائیں' دبائیں، یا چنیں کہ وہ کیا کریں۔</translation>
        </message>
        <message>
            <source>{agents} computer helpers (agents) all need an answer from one slow tool at the same time. The tool takes only {capacity} calls each second and says no to the rest. An answer takes about {answer:.0f} second.</source>
            <comment>TEN_BLURB</comment>
            <translation type="vanished">{agents} کمپیوٹر مددگاروں (ایجنٹوں) کو ایک ہی وقت میں ایک سست ٹول سے جواب چاہیے۔ ٹول ہر سیکنڈ صرف {capacity} کالیں لیتا ہے اور باقی کو انکار کر دیتا ہے۔ ایک جواب میں تقریباً {answer:.0f} سیکنڈ لگتا ہے۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Load against waiting&lt;/b&gt; (15 and up): {agents:,} agents, a tool that accepts {n} calls a second.</source>
            <comment>LOAD_TAGLINE</comment>
            <translation type="vanished">&lt;b&gt;بوجھ بمقابلہ انتظار&lt;/b&gt; (15 اور اوپر): {agents:,} ایجنٹ، ایک ٹول جو ایک سیکنڈ میں {n} کال قبول کرتا ہے۔</translation>
        </message>
        <message>
            <source>{agents} people need an answer at the same moment. The door lets in {capacity} a second.</source>
            <comment>ATTRACT_HEADLINE</comment>
            <translation type="vanished">{agents} لوگوں کو ایک ہی لمحے میں جواب چاہیے۔ دروازہ ایک سیکنڈ میں {capacity} کو اندر آنے دیتا ہے۔</translation>
        </message>
        <message>
            <source>teal</source>
            <comment>COLOUR_NAMES/teal</comment>
            <translation type="vanished">فیروزی</translation>
        </message>
        <message>
            <source>{v}</source>
            <comment>PUBLISHED_METRIC/last_served</comment>
            <translation type="vanished">{v}</translation>
        </message>
        <message>
            <source>{v} calls</source>
            <comment>PUBLISHED_METRIC/calls</comment>
            <translation type="vanished">{v} کالیں</translation>
        </message>
        <message>
            <source>{v} refused</source>
            <comment>PUBLISHED_METRIC/refused</comment>
            <translation type="vanished">{v} رد</translation>
        </message>
        <message>
            <source>typical agent {v}</source>
            <comment>PUBLISHED_METRIC/typical_served</comment>
            <translation type="vanished">عام ایجنٹ {v}</translation>
        </message>
        <message>
            <source>%d %b %Y</source>
            <comment>CAPTION_DATE</comment>
            <translation type="vanished">%d/%m/%Y</translation>
        </message>
        <message>
            <source>Your run: {what}.</source>
            <comment>WORKSHEET_CONTEXT</comment>
            <translation type="vanished">آپ کا رن: {what}۔</translation>
        </message>
        <message>
            <source>One time scale for both, so their widths compare: in these runs the last agent is served at {top:.1f} s above and at {bottom:.1f} s below ({words}).</source>
            <comment>COMPARE_SCALE</comment>
            <translation type="vanished">دونوں کے لیے ایک ہی وقت کا پیمانہ، تاکہ ان کی چوڑائی کا موازنہ ہو سکے: ان رنز میں آخری ایجنٹ کو اوپر {top:.1f} سیکنڈ پر اور نیچے {bottom:.1f} سیکنڈ پر جواب ملتا ہے ({words})۔</translation>
        </message>
        <message>
            <source>Try again at once (146) and wait longer (54, last agent at 14.1 s) stay exactly the same: their waits have no randomness. The random wait changes: 55 calls and 8.6 s, then 53 calls and 6.1 s.</source>
            <comment>WORKSHEETS/ten-agents/questions/4/1</comment>
            <translation type="vanished">فوراً دوبارہ (146) اور زیادہ انتظار (54، آخری ایجنٹ 14.1 سیکنڈ پر) بالکل وہی رہتے ہیں: ان کے انتظار میں کوئی بے ترتیبی نہیں۔ بے ترتیب انتظار بدلتا ہے: 55 کالیں اور 8.6 سیکنڈ، پھر 53 کالیں اور 6.1 سیکنڈ۔</translation>
        </message>
        <message>
            <source>&lt;b&gt;Why is 'Wait a random time' not the winner here?&lt;/b&gt; With only ten agents, few of them call at the same moment, so waiting longer each time already spreads them out, and a random wait can send just as many calls. With 200 agents (the lab), they all crowd back together: there, random waits send about a sixth fewer calls and every agent has its answer about five times sooner.</source>
            <comment>TEN_WHY_FEW</comment>
            <translation type="vanished">&lt;b&gt;یہاں 'بے ترتیب انتظار' کیوں نہیں جیتتا؟&lt;/b&gt; صرف دس ایجنٹوں میں سے کم ہی ایک لمحے میں کال کرتے ہیں، اس لیے ہر بار زیادہ انتظار پہلے ہی انہیں بکھیر دیتا ہے، اور بے ترتیب انتظار بھی اتنی ہی کالیں بھیج سکتا ہے۔ 200 ایجنٹوں کے ساتھ (لیب میں) وہ سب ایک ساتھ لوٹتے ہیں: وہاں بے ترتیب انتظار تقریباً چھٹا حصہ کم کالیں بھیجتا ہے اور ہر ایجنٹ کو تقریباً پانچ گنا جلدی جواب ملتا ہے۔</translation>
        </message>
        <message>
            <source>All {agents} answered after {last:.0f} s, with {calls:,} knocks</source>
            <comment>ATTRACT_DONE</comment>
            <translation type="vanished">{last:.0f} سیکنڈ بعد تمام {agents} کو جواب مل گیا، {calls:,} دستکوں کے ساتھ</translation>
        </message>
        <message>
            <source>{times:.0f} times sooner than waiting longer each time!</source>
            <oldsource>{times:.0f} times sooner than waiting the same time!</oldsource>
            <comment>ATTRACT_SOONER</comment>
            <translation type="vanished">ہر بار زیادہ انتظار سے {times:.0f} گنا جلدی!</translation>
        </message>
    </context>
    <context>
        <name>class_round_words</name>
        <message>
            <source>By hand: knock when you like</source>
            <comment>ROUND_RULE_NAMES/by-hand</comment>
            <translation>ہاتھ سے: جب چاہیں دستک دیں</translation>
        </message>
        <message>
            <source>Wait longer each time</source>
            <comment>ROUND_RULE_NAMES/wait-longer</comment>
            <translation>ہر بار زیادہ انتظار</translation>
        </message>
        <message>
            <source>Wait a random time</source>
            <comment>ROUND_RULE_NAMES/wait-random</comment>
            <translation>بے ترتیب انتظار</translation>
        </message>
        <message>
            <source>By hand</source>
            <comment>ROUND_RULE_SHORT/by-hand</comment>
            <translation>ہاتھ سے</translation>
        </message>
        <message>
            <source>Wait longer</source>
            <comment>ROUND_RULE_SHORT/wait-longer</comment>
            <translation>زیادہ انتظار</translation>
        </message>
        <message>
            <source>Random wait</source>
            <comment>ROUND_RULE_SHORT/wait-random</comment>
            <translation>بے ترتیب انتظار</translation>
        </message>
        <message>
            <source>Pupils knock whenever they like. People knock again at once: the class makes its own storm.</source>
            <comment>ROUND_RULE_TIPS/by-hand</comment>
            <translation>طلبہ جب چاہیں دستک دیتے ہیں۔ لوگ فوراً پھر دستک دیتے ہیں: کلاس اپنا طوفان خود بناتی ہے۔</translation>
        </message>
        <message>
            <source>After each 'no' the page waits, twice as long each time, then knocks by itself.</source>
            <comment>ROUND_RULE_TIPS/wait-longer</comment>
            <translation>ہر 'نہیں' کے بعد صفحہ انتظار کرتا ہے، ہر بار دُگنا، پھر خود دستک دیتا ہے۔</translation>
        </message>
        <message>
            <source>After each 'no' the page waits a random time, then knocks by itself.</source>
            <comment>ROUND_RULE_TIPS/wait-random</comment>
            <translation>ہر 'نہیں' کے بعد صفحہ بے ترتیب وقت انتظار کرتا ہے، پھر خود دستک دیتا ہے۔</translation>
        </message>
        <message>
            <source>Pupils press Knock whenever they like; nothing waits for them.</source>
            <comment>ROUND_RULE_LINES/by-hand</comment>
            <translation>طلبہ جب چاہیں 'دستک' دباتے ہیں؛ کچھ بھی ان کا انتظار نہیں کرتا۔</translation>
        </message>
        <message>
            <source>After each 'no' the page waits 0.5 s, then 1, 2, 4 s (at most), and knocks by itself.</source>
            <comment>ROUND_RULE_LINES/wait-longer</comment>
            <translation>ہر 'نہیں' کے بعد صفحہ 0.5 سیکنڈ انتظار کرتا ہے، پھر 1، 2، 4 سیکنڈ (زیادہ سے زیادہ)، اور خود دستک دیتا ہے۔</translation>
        </message>
        <message>
            <source>After each 'no' the page waits a random time up to 0.5 s, then up to 1, 2, 4 s, and knocks by itself.</source>
            <comment>ROUND_RULE_LINES/wait-random</comment>
            <translation>ہر 'نہیں' کے بعد صفحہ 0.5 سیکنڈ تک کوئی بے ترتیب وقت انتظار کرتا ہے، پھر 1، 2، 4 سیکنڈ تک، اور خود دستک دیتا ہے۔</translation>
        </message>
        <message>
            <source>Class round: the door</source>
            <comment>PAGE/title</comment>
            <translation>کلاس راؤنڈ: دروازہ</translation>
        </message>
        <message>
            <source>Join the class round</source>
            <comment>PAGE/join_heading</comment>
            <translation>کلاس راؤنڈ میں شامل ہوں</translation>
        </message>
        <message>
            <source>Type the 4-digit code from the big screen.</source>
            <comment>PAGE/join_prompt</comment>
            <translation>بڑی اسکرین سے 4 ہندسوں والا کوڈ لکھیں۔</translation>
        </message>
        <message>
            <source>Join</source>
            <comment>PAGE/join_button</comment>
            <translation>شامل ہوں</translation>
        </message>
        <message>
            <source>That code is not right. Look at the big screen and try again.</source>
            <comment>PAGE/join_wrong</comment>
            <translation>یہ کوڈ درست نہیں۔ بڑی اسکرین دیکھیں اور پھر کوشش کریں۔</translation>
        </message>
        <message>
            <source>The round is full. Ask your teacher.</source>
            <comment>PAGE/join_full</comment>
            <translation>راؤنڈ بھر گیا ہے۔ اپنے استاد سے پوچھیں۔</translation>
        </message>
        <message>
            <source>This round has ended. Look at the big screen.</source>
            <comment>PAGE/join_over</comment>
            <translation>یہ راؤنڈ ختم ہو گیا ہے۔ بڑی اسکرین دیکھیں۔</translation>
        </message>
        <message>
            <source>Too many tries. Wait a minute, then try again.</source>
            <comment>PAGE/join_slow</comment>
            <translation>بہت زیادہ کوششیں۔ ایک منٹ انتظار کریں، پھر کوشش کریں۔</translation>
        </message>
        <message>
            <source>You are</source>
            <comment>PAGE/you_are</comment>
            <translation>آپ ہیں</translation>
        </message>
        <message>
            <source>Knock</source>
            <comment>PAGE/knock</comment>
            <translation>دستک</translation>
        </message>
        <message>
            <source>Knock on the door to get in!</source>
            <comment>PAGE/ready</comment>
            <translation>اندر آنے کے لیے دروازے پر دستک دیں!</translation>
        </message>
        <message>
            <source>No! The door is full. Knock again when you like.</source>
            <comment>PAGE/refused_hand</comment>
            <translation>نہیں! دروازہ بھرا ہوا ہے۔ جب چاہیں پھر دستک دیں۔</translation>
        </message>
        <message>
            <source>No! The door is full. Waiting {s} s, then knocking again…</source>
            <comment>PAGE/refused_wait</comment>
            <translation>نہیں! دروازہ بھرا ہوا ہے۔ {s} سیکنڈ انتظار، پھر دوبارہ دستک…</translation>
        </message>
        <message>
            <source>Waiting {s} s…</source>
            <comment>PAGE/waiting</comment>
            <translation>{s} سیکنڈ انتظار…</translation>
        </message>
        <message>
            <source>Yes! The door is opening…</source>
            <comment>PAGE/opening</comment>
            <translation>ہاں! دروازہ کھل رہا ہے…</translation>
        </message>
        <message>
            <source>You're in!</source>
            <comment>PAGE/inside</comment>
            <translation>آپ اندر ہیں!</translation>
        </message>
        <message>
            <source>Too fast! One knock at a time.</source>
            <comment>PAGE/too_fast</comment>
            <translation>بہت تیز! ایک وقت میں ایک دستک۔</translation>
        </message>
        <message>
            <source>The round is over. Look at the big screen.</source>
            <comment>PAGE/over</comment>
            <translation>راؤنڈ ختم ہو گیا۔ بڑی اسکرین دیکھیں۔</translation>
        </message>
        <message>
            <source>Cannot reach the lab. Trying again…</source>
            <comment>PAGE/lost</comment>
            <translation>لیب تک نہیں پہنچ سکتے۔ پھر کوشش ہو رہی ہے…</translation>
        </message>
        <message>
            <source>Your knocks: {n}</source>
            <comment>PAGE/knocks</comment>
            <translation>آپ کی دستکیں: {n}</translation>
        </message>
        <message>
            <source>{inside} of {pupils} inside</source>
            <comment>PAGE/crowd</comment>
            <translation>{pupils} میں سے {inside} اندر</translation>
        </message>
        <message>
            <source>Start a class round…</source>
            <comment>MENU_START</comment>
            <translation>کلاس راؤنڈ شروع کریں…</translation>
        </message>
        <message>
            <source>Start a class round (group visit)</source>
            <comment>KIOSK_STAFF_ROUND</comment>
            <translation>کلاس راؤنڈ شروع کریں (گروپ وزٹ)</translation>
        </message>
        <message>
            <source>Pupils join from their own phones or tablets and become the crowd at the door.</source>
            <comment>MENU_START_TIP</comment>
            <translation>طلبہ اپنے فون یا ٹیبلٹ سے شامل ہوتے ہیں اور دروازے پر ہجوم بن جاتے ہیں۔</translation>
        </message>
        <message>
            <source>Class round: the door</source>
            <comment>WINDOW_TITLE</comment>
            <translation>کلاس راؤنڈ: دروازہ</translation>
        </message>
        <message>
            <source>Start a class round</source>
            <comment>SETUP_TITLE</comment>
            <translation>کلاس راؤنڈ شروع کریں</translation>
        </message>
        <message>
            <source>Each pupil's phone, tablet or Chromebook becomes one of the crowd at the door, and this computer is the door. Pupils need no app and no account, and type no names.</source>
            <comment>SETUP_INTRO</comment>
            <translation>ہر طالب علم کا فون، ٹیبلٹ یا Chromebook دروازے پر ہجوم کا ایک فرد بن جاتا ہے، اور یہ کمپیوٹر دروازہ ہے۔ طلبہ کو نہ کسی ایپ کی ضرورت ہے نہ اکاؤنٹ کی، اور وہ کوئی نام نہیں لکھتے۔</translation>
        </message>
        <message>
            <source>The door lets in (a second)</source>
            <comment>SETUP_CAPACITY</comment>
            <translation>دروازہ اندر آنے دیتا ہے (فی سیکنڈ)</translation>
        </message>
        <message>
            <source>How pupils try again</source>
            <comment>SETUP_RULE</comment>
            <translation>طلبہ دوبارہ کیسے کوشش کریں</translation>
        </message>
        <message>
            <source>At most this many pupils</source>
            <comment>SETUP_PUPILS</comment>
            <translation>زیادہ سے زیادہ اتنے طلبہ</translation>
        </message>
        <message>
            <source>The round ends after (minutes)</source>
            <comment>SETUP_MINUTES</comment>
            <translation>راؤنڈ اتنی دیر بعد ختم (منٹ)</translation>
        </message>
        <message>
            <source>Who can join</source>
            <comment>SETUP_NETWORK</comment>
            <translation>کون شامل ہو سکتا ہے</translation>
        </message>
        <message>
            <source>Only this computer (to try it out)</source>
            <comment>SETUP_LOCAL</comment>
            <translation>صرف یہ کمپیوٹر (آزمانے کے لیے)</translation>
        </message>
        <message>
            <source>The room's network: {address} ({name})</source>
            <comment>SETUP_ROOM</comment>
            <translation>کمرے کا نیٹ ورک: {address} ({name})</translation>
        </message>
        <message>
            <source>No room network found: connect this computer to the class's Wi-Fi or start its own hotspot.</source>
            <comment>SETUP_NO_ROOM</comment>
            <translation>کمرے کا کوئی نیٹ ورک نہیں ملا: اس کمپیوٹر کو کلاس کے Wi-Fi سے جوڑیں یا اس کا اپنا ہاٹ اسپاٹ شروع کریں۔</translation>
        </message>
        <message>
            <source>Choosing the room's network lets devices on it reach this computer until the round ends. Nothing is stored after the round.</source>
            <comment>SETUP_ROOM_NOTE</comment>
            <translation>کمرے کا نیٹ ورک چننے سے اس پر موجود آلات راؤنڈ ختم ہونے تک اس کمپیوٹر تک پہنچ سکتے ہیں۔ راؤنڈ کے بعد کچھ محفوظ نہیں رہتا۔</translation>
        </message>
        <message>
            <source>Start the round</source>
            <comment>SETUP_START</comment>
            <translation>راؤنڈ شروع کریں</translation>
        </message>
        <message>
            <source>Cancel</source>
            <comment>SETUP_CANCEL</comment>
            <translation>منسوخ</translation>
        </message>
        <message>
            <source>Open</source>
            <comment>JOIN_AT</comment>
            <translation>کھولیں</translation>
        </message>
        <message>
            <source>Code</source>
            <comment>JOIN_CODE</comment>
            <translation>کوڈ</translation>
        </message>
        <message>
            <source>Scan the code with your camera, or type the address, then the code.</source>
            <comment>JOIN_HINT</comment>
            <translation>اپنے کیمرے سے کوڈ اسکین کریں، یا پتا لکھیں، پھر کوڈ۔</translation>
        </message>
        <message numerus="yes">
            <source>{rule} · the door lets in {n} pupils a second</source>
            <oldsource>{rule} · the door lets in {capacity} a second</oldsource>
            <comment>DOOR_LINE</comment>
            <extracomment>English for one: {rule} · the door lets in {n} pupil a second</extracomment>
            <translation>
                <numerusform>{rule} · دروازہ فی سیکنڈ {n} طالب علم کو اندر آنے دیتا ہے</numerusform>
                <numerusform>{rule} · دروازہ فی سیکنڈ {n} طلبہ کو اندر آنے دیتا ہے</numerusform>
            </translation>
        </message>
        <message>
            <source>Waiting for pupils to join…</source>
            <comment>PUPILS_NONE</comment>
            <translation>طلبہ کے شامل ہونے کا انتظار…</translation>
        </message>
        <message numerus="yes">
            <source>{n} pupils joined · pupils who knocked: {knocked} · inside: {inside}</source>
            <oldsource>{n} pupils joined · knocked: {knocked} · inside: {inside}</oldsource>
            <comment>PUPILS_JOINED</comment>
            <extracomment>English for one: {n} pupil joined · pupils who knocked: {knocked} · inside: {inside}</extracomment>
            <translation>
                <numerusform>{n} طالب علم شامل ہوا · دستک دینے والے طلبہ: {knocked} · اندر: {inside}</numerusform>
                <numerusform>{n} طلبہ شامل ہوئے · دستک دینے والے طلبہ: {knocked} · اندر: {inside}</numerusform>
            </translation>
        </message>
        <message>
            <source>Inside</source>
            <comment>INSIDE_TITLE</comment>
            <translation>اندر</translation>
        </message>
        <message>
            <source>Nobody is inside yet.</source>
            <comment>INSIDE_NONE</comment>
            <translation>ابھی کوئی اندر نہیں۔</translation>
        </message>
        <message>
            <source>The class's knocks</source>
            <comment>LOAD_TITLE</comment>
            <translation>کلاس کی دستکیں</translation>
        </message>
        <message>
            <source>knocks each second</source>
            <comment>LOAD_Y</comment>
            <translation>فی سیکنڈ دستکیں</translation>
        </message>
        <message numerus="yes">
            <source>{n:,} knocks</source>
            <oldsource>{calls:,} knocks</oldsource>
            <comment>LOAD_CUT_FIRST</comment>
            <extracomment>English for one: {n:,} knock</extracomment>
            <translation>
                <numerusform>{n:,} دستک</numerusform>
                <numerusform>{n:,} دستکیں</numerusform>
            </translation>
        </message>
        <message>
            <source>Ends in {minutes}:{seconds:02d}</source>
            <comment>TIME_LEFT</comment>
            <translation>ختم ہونے میں {minutes}:{seconds:02d}</translation>
        </message>
        <message>
            <source>End the round</source>
            <comment>END_ROUND</comment>
            <translation>راؤنڈ ختم کریں</translation>
        </message>
        <message>
            <source>Stop the round now: pupils' pages say it is over and nothing listens any more.</source>
            <comment>END_ROUND_TIP</comment>
            <translation>راؤنڈ ابھی روک دیں: طلبہ کے صفحات بتائیں گے کہ یہ ختم ہو گیا اور اب کوئی نہیں سن رہا۔</translation>
        </message>
        <message>
            <source>End the round?</source>
            <comment>END_ASK_TITLE</comment>
            <translation>راؤنڈ ختم کریں؟</translation>
        </message>
        <message>
            <source>End the round now? Every pupil's page will say it is over, and nobody can knock any more. This cannot be undone.</source>
            <comment>END_ASK</comment>
            <translation>کیا راؤنڈ ابھی ختم کر دیں؟ ہر طالب علم کا صفحہ بتائے گا کہ یہ ختم ہو گیا، اور کوئی بھی مزید دستک نہیں دے سکے گا۔ یہ واپس نہیں ہو سکتا۔</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <comment>END_ASK_KEEP</comment>
            <translation>کھیلتے رہیں</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>CLOSE</comment>
            <translation>بند کریں</translation>
        </message>
        <message>
            <source>No device has reached the lab yet. If pupils see "cannot be reached", the network keeps devices apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start a new round.</source>
            <oldsource>No device has reached the lab yet. If pupils see "cannot be reached", the network keeps devices apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start a new round (docs/class-round.md).</oldsource>
            <comment>NO_DEVICE</comment>
            <translation>ابھی تک کوئی آلہ لیب تک نہیں پہنچا۔ اگر طلبہ کو “cannot be reached” نظر آئے، تو نیٹ ورک آلات کو الگ رکھتا ہے (اسکول کے Wi-Fi پر عام بات): اس کمپیوٹر کا اپنا ہاٹ اسپاٹ شروع کریں، طلبہ کو اس سے جوڑیں، اور نیا راؤنڈ شروع کریں۔</translation>
        </message>
        <message>
            <source>Only this computer can join this round (to try it out).</source>
            <comment>LOCAL_ONLY</comment>
            <translation>اس راؤنڈ میں صرف یہ کمپیوٹر شامل ہو سکتا ہے (آزمانے کے لیے)۔</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>ENDED_TITLE</comment>
            <translation>راؤنڈ ختم ہو گیا</translation>
        </message>
        <message>
            <source>The teacher ended the round.</source>
            <comment>ENDED_WHY/teacher</comment>
            <translation>استاد نے راؤنڈ ختم کر دیا۔</translation>
        </message>
        <message>
            <source>The round's time ran out.</source>
            <comment>ENDED_WHY/time</comment>
            <translation>راؤنڈ کا وقت ختم ہو گیا۔</translation>
        </message>
        <message>
            <source>The lab was closed.</source>
            <comment>ENDED_WHY/closed</comment>
            <translation>لیب بند کر دی گئی۔</translation>
        </message>
        <message>
            <source>Your class</source>
            <comment>RESULT_HEADINGS/1</comment>
            <translation>آپ کی کلاس</translation>
        </message>
        <message>
            <source>The computer's model</source>
            <comment>RESULT_HEADINGS/2</comment>
            <translation>کمپیوٹر کا ماڈل</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>RESULT_ROWS/0</comment>
            <translation>دستکیں</translation>
        </message>
        <message>
            <source>Knocks refused</source>
            <comment>RESULT_ROWS/1</comment>
            <translation>رد ہونے والی دستکیں</translation>
        </message>
        <message>
            <source>Everyone in after</source>
            <comment>RESULT_ROWS/2</comment>
            <translation>سب اندر، اتنی دیر بعد</translation>
        </message>
        <message>
            <source>Typical pupil in after</source>
            <comment>RESULT_ROWS/3</comment>
            <translation>عام طالب علم اندر، اتنی دیر بعد</translation>
        </message>
        <message numerus="yes">
            <source>The computer's model: what it says for the same class, {n} pupils who {how}, at a door that lets in {capacity} a second.</source>
            <comment>RESULT_NOTE</comment>
            <extracomment>English for one: The computer's model: what it says for the same class, {n} pupil who {how}, at a door that lets in {capacity} a second.</extracomment>
            <translation>
                <numerusform>کمپیوٹر کا ماڈل: اسی کلاس کے لیے وہ کیا کہتا ہے، {n} طالب علم جو {how}، ایک دروازے پر جو فی سیکنڈ {capacity} کو اندر آنے دیتا ہے۔</numerusform>
                <numerusform>کمپیوٹر کا ماڈل: اسی کلاس کے لیے وہ کیا کہتا ہے، {n} طلبہ جو {how}، ایک دروازے پر جو فی سیکنڈ {capacity} کو اندر آنے دیتا ہے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the middle of the first {n} pupils in.</source>
            <comment>RESULT_NOTE_CUT</comment>
            <extracomment>English for one: The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the {n} pupil who got in first.</extracomment>
            <translation>
                <numerusform>راؤنڈ پہلی دستک کے {seconds:.0f} سیکنڈ بعد ختم ہوا جبکہ کچھ طلبہ ابھی باہر تھے، اس لیے دونوں کالم تب تک گنتے ہیں، اور “عام” وہ {n} طالب علم ہے جو سب سے پہلے اندر آیا۔</numerusform>
                <numerusform>راؤنڈ پہلی دستک کے {seconds:.0f} سیکنڈ بعد ختم ہوا جبکہ کچھ طلبہ ابھی باہر تھے، اس لیے دونوں کالم تب تک گنتے ہیں، اور “عام” پہلے {n} اندر آنے والے طلبہ کی درمیانی قدر ہے۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{n} pupils joined but never knocked.</source>
            <comment>RESULT_NOTE_NEVER</comment>
            <extracomment>English for one: {n} pupil joined but never knocked.</extracomment>
            <translation>
                <numerusform>{n} طالب علم شامل ہوا مگر اس نے کبھی دستک نہیں دی۔</numerusform>
                <numerusform>{n} طلبہ شامل ہوئے مگر انہوں نے کبھی دستک نہیں دی۔</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The model is for the {n} pupils who knocked.</source>
            <comment>RESULT_NOTE_KNOCKED</comment>
            <extracomment>English for one: The model is for the {n} pupil who knocked.</extracomment>
            <translation>
                <numerusform>ماڈل اس {n} طالب علم کے لیے ہے جس نے دستک دی۔</numerusform>
                <numerusform>ماڈل ان {n} طلبہ کے لیے ہے جنہوں نے دستک دی۔</numerusform>
            </translation>
        </message>
        <message>
            <source>knock again every quarter of a second</source>
            <comment>MODEL_HOW/by-hand</comment>
            <translation>ہر چوتھائی سیکنڈ پھر دستک دیتے ہیں</translation>
        </message>
        <message>
            <source>wait half a second, then twice as long after each 'no', up to 4 s</source>
            <comment>MODEL_HOW/wait-longer</comment>
            <translation>آدھا سیکنڈ انتظار کرتے ہیں، پھر ہر 'نہیں' کے بعد دُگنا، 4 سیکنڈ تک</translation>
        </message>
        <message>
            <source>wait a random time, up to half a second, then up to twice as long after each 'no', up to 4 s</source>
            <comment>MODEL_HOW/wait-random</comment>
            <translation>آدھے سیکنڈ تک کوئی بے ترتیب وقت انتظار کرتے ہیں، پھر ہر 'نہیں' کے بعد دُگنے تک، 4 سیکنڈ تک</translation>
        </message>
        <message numerus="yes">
            <source>{inside} of {n} in</source>
            <oldsource>{inside} of {pupils} in</oldsource>
            <comment>RESULT_NOT_ALL</comment>
            <extracomment>English for one: {inside} of {n} in</extracomment>
            <translation>
                <numerusform>{n} میں سے {inside} اندر</numerusform>
                <numerusform>{n} میں سے {inside} اندر</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody knocked in this round.</source>
            <comment>RESULT_NOBODY</comment>
            <translation>اس راؤنڈ میں کسی نے دستک نہیں دی۔</translation>
        </message>
        <message>
            <source>Nobody joined</source>
            <comment>RESULT_NOBODY_JOINED</comment>
            <translation>کوئی شامل نہیں ہوا</translation>
        </message>
        <message>
            <source>Rounds so far</source>
            <comment>ROUNDS_TITLE</comment>
            <translation>اب تک کے راؤنڈ</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>ROUNDS_HEADINGS/0</comment>
            <translation>راؤنڈ</translation>
        </message>
        <message>
            <source>Way of playing</source>
            <comment>ROUNDS_HEADINGS/1</comment>
            <translation>کھیلنے کا طریقہ</translation>
        </message>
        <message>
            <source>Door</source>
            <comment>ROUNDS_HEADINGS/2</comment>
            <translation>دروازہ</translation>
        </message>
        <message>
            <source>Pupils</source>
            <comment>ROUNDS_HEADINGS/3</comment>
            <translation>طلبہ</translation>
        </message>
        <message>
            <source>Knocks</source>
            <comment>ROUNDS_HEADINGS/4</comment>
            <translation>دستکیں</translation>
        </message>
        <message>
            <source>Refused</source>
            <comment>ROUNDS_HEADINGS/5</comment>
            <translation>رد</translation>
        </message>
        <message>
            <source>All in after</source>
            <comment>ROUNDS_HEADINGS/6</comment>
            <translation>سب اندر، بعد</translation>
        </message>
        <message>
            <source>Typical in</source>
            <comment>ROUNDS_HEADINGS/7</comment>
            <translation>عام اندر</translation>
        </message>
        <message>
            <source>Model knocks</source>
            <comment>ROUNDS_HEADINGS/8</comment>
            <translation>ماڈل کی دستکیں</translation>
        </message>
        <message>
            <source>Model all in</source>
            <comment>ROUNDS_HEADINGS/9</comment>
            <translation>ماڈل: سب اندر</translation>
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
            <translation>راؤنڈ محفوظ کریں (CSV)</translation>
        </message>
        <message>
            <source>Save every round of this session as a CSV file in the lab's folder in Documents (never over another).</source>
            <comment>SAVE_ROUNDS_TIP</comment>
            <translation>اس نشست کا ہر راؤنڈ CSV فائل کے طور پر دستاویزات میں لیب کے فولڈر میں محفوظ کریں (کبھی کسی دوسری فائل کے اوپر نہیں)۔</translation>
        </message>
        <message>
            <source>Saved: {path}</source>
            <comment>SAVED_ROUNDS</comment>
            <translation>محفوظ ہو گیا: {path}</translation>
        </message>
        <message>
            <source>Could not save the rounds: {reason}</source>
            <comment>SAVE_ROUNDS_FAILED</comment>
            <translation>راؤنڈ محفوظ نہیں ہو سکے: {reason}</translation>
        </message>
        <message>
            <source>{value:.1f} s</source>
            <comment>RESULT_SECONDS</comment>
            <translation>{value:.1f} سیکنڈ</translation>
        </message>
        <message>
            <source>Could not start the round: {reason}</source>
            <comment>START_FAILED</comment>
            <translation>راؤنڈ شروع نہیں ہو سکا: {reason}</translation>
        </message>
        <message>
            <source>{dropped} bad messages dropped</source>
            <comment>DROPPED</comment>
            <translation>{dropped} خراب پیغامات چھوڑ دیے گئے</translation>
        </message>
        <message>
            <source>a class's own devices knock on the lab's door: a round served on this computer's network</source>
            <comment>CLI_HELP</comment>
            <translation>ایک کلاس کے اپنے آلات لیب کے دروازے پر دستک دیتے ہیں: اس کمپیوٹر کے نیٹ ورک پر چلنے والا راؤنڈ</translation>
        </message>
        <message>
            <source>No device has reached the lab yet. If pupils see "cannot be reached", the network keeps devices apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start a new round (docs/class-round.md).</source>
            <comment>NO_DEVICE</comment>
            <translation type="vanished">ابھی تک کوئی آلہ لیب تک نہیں پہنچا۔ اگر طلبہ کو “cannot be reached” نظر آئے، تو نیٹ ورک آلات کو الگ رکھتا ہے (اسکول کے Wi-Fi پر عام بات): اس کمپیوٹر کا اپنا ہاٹ اسپاٹ شروع کریں، طلبہ کو اس سے جوڑیں، اور نیا راؤنڈ شروع کریں (docs/class-round.md)۔</translation>
        </message>
        <message>
            <source>{n} pupils joined · knocked: {knocked} · inside: {inside}</source>
            <oldsource>{pupils} joined · {knocked} knocked · {inside} inside</oldsource>
            <comment>PUPILS_JOINED</comment>
            <translation type="vanished">{n} طالب علم شامل ہوا · دستک دی: {knocked} · اندر: {inside}</translation>
        </message>
        <message>
            <source>The computer's model: what it says for the same class, {agents} pupils who {how}, at a door that lets in {capacity} a second.</source>
            <comment>RESULT_NOTE</comment>
            <translation type="vanished">کمپیوٹر کا ماڈل: اسی کلاس کے لیے وہ کیا کہتا ہے، {agents} طلبہ جو {how}، ایک دروازے پر جو ایک سیکنڈ میں {capacity} کو اندر آنے دیتا ہے۔</translation>
        </message>
        <message>
            <source>The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up to then, and "typical" is the middle of the first {first} in.</source>
            <comment>RESULT_NOTE_CUT</comment>
            <translation type="vanished">راؤنڈ پہلی دستک کے {seconds:.0f} سیکنڈ بعد ختم ہوا جبکہ کچھ طلبہ ابھی باہر تھے، اس لیے دونوں کالم تب تک گنتے ہیں، اور “عام” پہلے {first} اندر آنے والوں کی درمیانی قدر ہے۔</translation>
        </message>
        <message>
            <source>{never} joined but never knocked: the model is for the {knocked} who knocked.</source>
            <comment>RESULT_NOTE_NEVER</comment>
            <translation type="vanished">{never} شامل ہوئے مگر کبھی دستک نہیں دی: ماڈل ان {knocked} کے لیے ہے جنہوں نے دستک دی۔</translation>
        </message>
        <message>
            <source>{rule} · the door lets in {capacity} a second</source>
            <comment>DOOR_LINE</comment>
            <translation type="vanished">{rule} · دروازہ ایک سیکنڈ میں {capacity} کو اندر آنے دیتا ہے</translation>
        </message>
        <message>
            <source>{pupils} joined · {knocked} knocked · {inside} inside</source>
            <comment>PUPILS_JOINED</comment>
            <translation type="vanished">{pupils} شامل · {knocked} نے دستک دی · {inside} اندر</translation>
        </message>
        <message>
            <source>{calls:,} knocks</source>
            <comment>LOAD_CUT_FIRST</comment>
            <translation type="vanished">{calls:,} دستکیں</translation>
        </message>
        <message>
            <source>{inside} of {pupils} in</source>
            <comment>RESULT_NOT_ALL</comment>
            <translation type="vanished">{pupils} میں سے {inside} اندر</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>ٹھیک ہے</translation>
        </message>
        <message>
            <source>Cancel</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>منسوخ کریں</translation>
        </message>
        <message>
            <source>Close</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>بند کریں</translation>
        </message>
        <message>
            <source>Save</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>محفوظ کریں</translation>
        </message>
        <message>
            <source>Open</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>کھولیں</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>&amp;ہاں</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <extracomment>Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).</extracomment>
            <translation>&amp;نہیں</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>&amp;کالعدم کریں</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>&amp;دوبارہ کریں</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>کا&amp;ٹیں</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>&amp;نقل کریں</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>&amp;چسپاں کریں</translation>
        </message>
        <message>
            <source>Delete</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>حذف کریں</translation>
        </message>
        <message>
            <source>Select All</source>
            <extracomment>Qt's own: the menu a right click opens in a box to type in.</extracomment>
            <translation>سب منتخب کریں</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>&amp;کالعدم کریں</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>&amp;دوبارہ کریں</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>کا&amp;ٹیں</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>&amp;نقل کریں</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>&amp;ربط کا پتہ نقل کریں</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>&amp;چسپاں کریں</translation>
        </message>
        <message>
            <source>Delete</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>حذف کریں</translation>
        </message>
        <message>
            <source>Select All</source>
            <extracomment>Qt's own: the menu a right click opens in the teachers' notes and other texts.</extracomment>
            <translation>سب منتخب کریں</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>&amp;سب منتخب کریں</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>ایک قدم &amp;اوپر</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <extracomment>Qt's own: the menu a right click opens in a number box.</extracomment>
            <translation>ایک قدم &amp;نیچے</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;یہاں دیکھیں:</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>فائل کا &amp;نام:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>فائلوں کی &amp;قسم:</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;محفوظ کریں</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;کھولیں</translation>
        </message>
        <message>
            <source>Back</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>پیچھے</translation>
        </message>
        <message>
            <source>Forward</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>آگے</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>اوپر والا فولڈر</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>نیا فولڈر بنائیں</translation>
        </message>
        <message>
            <source>List View</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>فہرست کا منظر</translation>
        </message>
        <message>
            <source>Detail View</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>تفصیلی منظر</translation>
        </message>
        <message>
            <source>Go back</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>پیچھے جائیں</translation>
        </message>
        <message>
            <source>Go forward</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>آگے جائیں</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>اوپر والے فولڈر میں جائیں</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>ایک نیا فولڈر بنائیں</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>فہرست کے منظر میں بدلیں</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>تفصیلی منظر میں بدلیں</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;نام بدلیں</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;حذف کریں</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>&amp;چھپی فائلیں دکھائیں</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>نیا &amp;فولڈر</translation>
        </message>
        <message>
            <source>New Folder</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>نیا فولڈر</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>سائیڈ بار</translation>
        </message>
        <message>
            <source>Files</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>فائلیں</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>جگہوں اور بُک مارکس کی فہرست</translation>
        </message>
        <message>
            <source>Remove</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>ہٹائیں</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <extracomment>Qt's own: the Save as dialog, its buttons, menus and question.</extracomment>
            <translation>⁨%1⁩ پہلے سے موجود ہے۔
کیا آپ اس کی جگہ نئی فائل رکھنا چاہتے ہیں؟</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>نام</translation>
        </message>
        <message>
            <source>Size</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>سائز</translation>
        </message>
        <message>
            <source>Type</source>
            <comment>All other platforms</comment>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>قسم</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>تبدیلی کی تاریخ</translation>
        </message>
        <message>
            <source>Computer</source>
            <extracomment>Qt's own: the Save as dialog's column headings.</extracomment>
            <translation>کمپیوٹر</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <comment>All other platforms</comment>
            <extracomment>Qt's own: the Save as dialog's kind of an entry.</extracomment>
            <translation>فولڈر</translation>
        </message>
        <message>
            <source>Drive</source>
            <extracomment>Qt's own: the Save as dialog's kind of an entry.</extracomment>
            <translation>ڈرائیو</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Space</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>اسپیس</translation>
        </message>
        <message>
            <source>Left</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>بائیں تیر</translation>
        </message>
        <message>
            <source>Right</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>دائیں تیر</translation>
        </message>
        <message>
            <source>Up</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>اوپر تیر</translation>
        </message>
        <message>
            <source>Down</source>
            <extracomment>Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: the right arrow key). Only the keys a keycap shows no word for.</extracomment>
            <translation>نیچے تیر</translation>
        </message>
    </context>
</TS>
