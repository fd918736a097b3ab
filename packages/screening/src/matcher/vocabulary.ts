/** Splits a whitespace-separated word list (comment lines starting with # are skipped). */
function words(text: string): Set<string> {
  return new Set(
    text
      .split("\n")
      .filter((line) => !line.trim().startsWith("#"))
      .join(" ")
      .split(/\s+/)
      .filter(Boolean),
  );
}

/** One group of equivalent spellings per line, canonical spelling first. */
function groups(text: string): string[][] {
  return text
    .split("\n")
    .map((line) => line.trim().split(/\s+/).filter(Boolean))
    .filter((group) => group.length > 1);
}

/**
 * Word lists the name score relies on. All entries are in folded form (see `foldToLatin`), after
 * runs of single letters are joined ("S.A." -> "sa", "L.L.C." -> "llc").
 */

/** Legal forms of many countries: they say what kind of company, not which one, so they are dropped. */
export const legalForms = words(`
  # English-speaking
  llc ltd limited inc incorporated corp corporation co cos company plc
  llp lp pllc lllp pte pty pvt private public unlimited
  # German, Dutch, Nordic
  gmbh mbh ag kg kgaa ohg ug ev bv nv vof ab oy oyj aps
  asa hf ehf
  # Romance languages
  sa sas sarl srl spa sl sll slu ltda cia cv sab sapi eirl sacv sadecv rl srlcv rlcv sderl sderlcv
  sca scs snc sprl bvba lda epe sociedad anonima societe anonyme
  societa responsabilidad limitada
  # Russian and post-Soviet (OOO, AO, ZAO, PAO...; Ukrainian TOV, PAT; Kazakh TOO; Uzbek MChJ)
  ooo oao zao pao ao jsc ojsc cjsc pjsc tov pat too mchj ip
  fgup gup mup nko
  # ... and the same spelt out in transliterated Russian and Ukrainian (OOO = Obshchestvo s Ogranichennoi
  # Otvetstvennostyu, AO = Aktsionernoe Obshchestvo, TOV = Tovarystvo z Obmezhenoyu Vidpovidalnistyu)
  obshchestvo obshestvo ogranichennoi ogranichennoy ogranichennoj otvetstvennostyu otvetstvennostiu
  aktsionernoe aktsionernoye akcionernoe otkrytoe otkrytoye zakrytoe zakrytoye publichnoe nepublichnoe
  tovarystvo tovarishchestvo obmezhenoyu vidpovidalnistyu kompaniya
  # Central and Eastern Europe
  sro as doo dd ad ead ood eood kft zrt nyrt bt sp zoo
  sia uab ou
  # Middle East, Asia
  fze fzco fzc fz fzllc dmcc est wll bsc qsc qpsc sal sae sak
  saog saoc psc tic sti kk kabushiki kaisha yk sdn bhd pt
  tbk jv ltdco
  # Generic corporate phrasing that OFAC spells out
  liability joint stock closed open share shareholding holding holdings
`);

/**
 * Kinds of legal form, as evidence (a company AG is not the GmbH of the same name): private limited
 * companies, stock corporations, partnerships. Words not here (CO, COMPANY, HOLDING) say no kind.
 * "Public limited company" says two kinds, and agrees with either.
 */
export const legalFormKinds: ReadonlyMap<string, number> = new Map([
  ...[
    ...words(`llc ltd limited gmbh mbh ooo tov too sarl srl sro doo bv kft zoo pty pte pvt private lda ltda sl
      slu sll eood ood sia uab mchj bvba sprl aps yk fzco fze fzllc fzc wll ug eirl sderl sderlcv srlcv rlcv rl
      liability ogranichennoi ogranichennoy ogranichennoj otvetstvennostyu otvetstvennostiu obmezhenoyu
      vidpovidalnistyu pllc ltdco`),
  ].map((w) => [w, 1] as const),
  ...[
    ...words(`ag sa nv jsc ojsc cjsc pjsc pao oao zao ao plc spa ab asa oyj oy dd ad ead zrt nyrt kk kabushiki
      kaisha tbk sab sae sak psc qsc qpsc bsc saog saoc inc incorporated corp corporation joint stock
      aktsionernoe aktsionernoye akcionernoe public publichnoe sas sca kgaa se sapi sacv sadecv anonima
      anonyme`),
  ].map((w) => [w, 2] as const),
  ...[...words("kg ohg lp llp lllp snc scs vof")].map((w) => [w, 4] as const),
]);

/** Words that carry no identity at all. */
export const stopWords = words(`
  the of and for de del della dei di da do dos das du des
  la le les y e et und van von der den a an
  in at on by to
`);

/**
 * The Arabic article (AL-, EL-, UL-): part of the name as written, often dropped or glued to the next
 * word (AL-SHANTI, SHANTI, ALSHANTI). It weighs little and never identifies alone.
 */
export const particles = words(`
  al el ul
`);

/**
 * Business words so common that they never identify a party by themselves (TRADING, GROUP...):
 * they count a little towards a name, and a match resting on them alone is capped (see name-score).
 */
export const genericWords = words(`
  trading trade traders group international intl industries industry industrial
  enterprise enterprises general services service global import export imports
  exports investment investments development technology technologies tech
  engineering commercial construction manufacturing shipping logistics transport
  solutions systems products partners associates management consulting capital
  ventures resources energy supply supplies marketing agency
  center centre office national united new world worldwide overseas
  foreign economic bank finance financial fund foundation organization
  organisation association institute union factory plant store shop market
  mining oil gas petroleum petrochemical chemical chemicals electronics
  electric electrical equipment machinery materials metals steel textile
  textiles food foods pharmaceutical pharma medical health airlines airline
  aviation air marine maritime line lines navigation express freight
  cargo real estate property properties insurance securities
  exchange brokers broker agencies agro agricultural distribution distributors
  wholesale retail sales consultants contracting contractors projects software
  network networks media communications telecom research science sciences
  design branch head main representative firm
  bureau ministry department state republic federal authority committee
  council directorate administration concern complex works
  production scientific unitary federation
`);

/**
 * Country names and adjectives inside company names (BANK OF RUSSIA, IRANIAN OIL) identify less than
 * the rest of the name; they weigh like generic words but do not count as generic for the cap.
 */
export const placeWords = words(`
  russia russian iran iranian china chinese syria syrian korea korean
  north south east west cuba cuban iraq iraqi venezuela venezuelan
  belarus belarusian ukraine ukrainian crimea afghanistan afghan pakistan
  lebanon lebanese yemen yemeni libya libyan sudan sudanese burma myanmar
  turkey turkish emirates uae dubai hong kong moscow tehran beijing
  shanghai america american usa us uk britain british europe european
  asia asian africa african middle gulf arab arabian islamic persian
  pacific atlantic caribbean latin mexico mexican colombia colombian
  panama singapore malaysia india indian germany german france french
  italy italian spain spanish japan japanese canada canadian brazil
  nicaragua zimbabwe somalia mali congo
`);

/**
 * Spellings of the same given name or name part across transliterations. Each group is one name;
 * the first spelling is the canonical one. Kept to names frequent on the lists, where the phonetic
 * key alone is not enough (Mohammed / Muhammad differ in two vowels and a doubled letter).
 */
export const nameVariantGroups = groups(`
  muhammad mohammad mohammed muhammed mohamed mohamad muhamad mohamud mehmet mehmed mohd muhamed mukhammad magomed
  ahmad ahmed ahmet akhmad akhmed
  abd abdul abdel abdal abdol abdoul abdu
  husayn hussein husein hussain husain hossein hosein huseyin gusein
  hasan hassan hassen gasan
  yusuf youssef yousef yusef yousif yousuf youssouf josef joseph yosef
  ibrahim ebrahim ibragim abraham
  umar omar omer
  uthman othman osman usman othmane
  usama osama ussama
  abu abou abo
  bin ben ibn bn
  ali aly
  mustafa mostafa moustafa mustapha
  mahmud mahmoud mahmood makhmud
  khalid khaled halid
  said saeed saied sayed sayyid seyed seyyed syed sayid
  jamal gamal jamaal
  jafar jaafar djafar jafer
  qasim qassem kassem kasim qasem gasem
  yahya yahia yehia yahiya
  abdallah abdullah abdulla abdellah
  aleksandr alexander aleksander alexandr oleksandr alyaksandr
  sergey sergei serhiy serhii siarhei sergiy
  yevgeny evgeny evgeniy yevgeniy evgenii yevhen eugene
  dmitry dmitri dmitriy dmytro dzmitry
  andrey andrei andriy andrii andrew
  aleksey alexey alexei aleksei oleksiy oleksii
  yuri yury yuriy iouri yurii jurij
  nikolay nikolai mykola nicolai mikalai
  mikhail mikhael mykhailo michael mikhailo
  vladimir volodymyr uladzimir wladimir
  pyotr petr petro piotr peter
  igor ihor
  oleg oleh
  viktor victor
  konstantin kostiantyn constantin kanstantsin
  grigory grigori grigoriy hryhoriy gregory
  vasily vasili vasiliy vasyl
  anatoly anatoliy anatolii
  arkady arkadiy arkadii
  valery valeriy valerii
  gennady gennadiy hennadiy
  ilya ilia illia
  tatyana tatiana tetiana
  natalya natalia nataliya
  yelena elena olena helen
  olga olha volha
  maria mariya mariia mary
  yekaterina ekaterina kateryna katerina catherine
  zhou chou
  zhang chang
`);

/** English given names and their common short forms (Robert / Bob), applied to persons only. */
export const nicknameGroups = groups(`
  robert bob bobby rob robbie bert
  william bill billy will willy liam
  richard rick ricky dick rich
  james jim jimmy jamie
  john jack johnny jon
  joseph joe joey
  thomas tom tommy
  charles charlie chuck chas
  michael mike mick mickey
  david dave davey
  daniel dan danny
  edward ed eddie ted ned
  anthony tony
  christopher chris kit
  nicholas nick nicky
  alexander alex sasha sandy
  andrew andy drew
  benjamin ben benny
  samuel sam sammy
  steven stephen steve
  matthew matt
  patrick pat paddy
  peter pete
  timothy tim timmy
  kenneth ken kenny
  ronald ron ronnie
  donald don donnie
  gerald gerry jerry
  lawrence larry
  leonard leo len lenny
  elizabeth liz beth betty eliza lisa
  margaret maggie meg peggy margo
  katherine kate kathy katie catherine
  jennifer jen jenny
  patricia patty trish tricia
  susan sue susie
  deborah debbie deb
  rebecca becky becca
  victoria vicky tori
  vladimir vova volodya
  aleksandr sasha sanya
  dmitry dima
  yevgeny zhenya
  mikhail misha
  nikolay kolya
`);
