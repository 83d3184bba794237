/** @module Japanese headline templates, company names and article paragraphs of the demo corpus. */
import { SECTORS } from '../companies/seed-companies';
import type { Paragraphs } from './content';
import { CHIPMAKERS, DEFENCE_TICKERS, DRUGMAKERS, POWER } from './picks';
import { defineTemplates } from './template';
import { TRADE_PARTNERS } from './vocab';

const { IT, FIN, COM } = SECTORS;

/** How Japanese headlines name the seed companies they write about: companyId → [headline name, full name]. */
export const JA_COMPANY_NAMES: Readonly<Record<number, readonly [string, string]>> = {
  1: ['アップル', 'アップル'],
  2: ['マイクロソフト', 'マイクロソフト'],
  3: ['エヌビディア', 'エヌビディア'],
  4: ['アマゾン', 'アマゾン・ドット・コム'],
  5: ['アルファベット', 'グーグル親会社のアルファベット'],
  6: ['メタ', 'メタ・プラットフォームズ'],
  7: ['テスラ', 'テスラ'],
  11: ['AMD', 'アドバンスト・マイクロ・デバイセズ（AMD）'],
  15: ['インテル', 'インテル'],
  62: ['ウォルマート', 'ウォルマート'],
  67: ['JPモルガン', 'JPモルガン・チェース'],
  69: ['イーライリリー', 'イーライリリー'],
  96: ['ファイザー', 'ファイザー'],
  100: ['ボーイング', 'ボーイング'],
  102: ['ロッキード', 'ロッキード・マーチン'],
  128: ['TSMC', '台湾積体電路製造（TSMC）'],
  129: ['ノボノルディスク', 'ノボノルディスク'],
  132: ['アリババ', 'アリババ集団'],
  237: ['ASML', 'ASMLホールディング'],
  253: ['トヨタ', 'トヨタ自動車'],
  254: ['ソニーG', 'ソニーグループ'],
  255: ['三菱UFJ', '三菱UFJフィナンシャル・グループ'],
  256: ['キーエンス', 'キーエンス'],
  257: ['日立', '日立製作所'],
  258: ['東エレク', '東京エレクトロン'],
  259: ['ソフトバンクG', 'ソフトバンクグループ'],
  260: ['ファストリ', 'ファーストリテイリング'],
  261: ['任天堂', '任天堂'],
  262: ['三井住友FG', '三井住友フィナンシャルグループ'],
  263: ['三菱商事', '三菱商事'],
  264: ['リクルート', 'リクルートホールディングス'],
  265: ['信越化学', '信越化学工業'],
  266: ['武田薬品', '武田薬品工業'],
  267: ['ホンダ', '本田技研工業'],
  268: ['三井物産', '三井物産'],
  269: ['第一三共', '第一三共'],
  270: ['KDDI', 'KDDI'],
  271: ['NTT', 'NTT'],
  272: ['東京海上', '東京海上ホールディングス'],
  273: ['みずほFG', 'みずほフィナンシャルグループ'],
  274: ['伊藤忠', '伊藤忠商事'],
  275: ['日本製鉄', '日本製鉄'],
  276: ['デンソー', 'デンソー'],
  277: ['アドバンテスト', 'アドバンテスト'],
  278: ['セブン&アイ', 'セブン&アイ・ホールディングス'],
  279: ['キヤノン', 'キヤノン'],
  280: ['パナソニックHD', 'パナソニックホールディングス'],
  281: ['日産', '日産自動車'],
  282: ['三菱重工', '三菱重工業'],
  283: ['ファナック', 'ファナック'],
  284: ['テンセント', '騰訊控股（テンセント）'],
  327: ['サムスン電子', 'サムスン電子'],
  328: ['SKハイニックス', 'SKハイニックス'],
  340: ['ハンファエアロスペース', 'ハンファエアロスペース'],
};

export const JA_TEMPLATES = defineTemplates('ja', [
  // markets
  [
    ['markets', 'business'],
    '+',
    '{co}株が{pct}高、{quarter}決算が市場予想上回る',
    '{co_name}が発表した{quarter}決算は、売上高・利益ともにアナリスト予想を上回った。',
  ],
  [
    ['markets', 'business'],
    '-',
    '{co}株が{pct}安、通期見通しを下方修正',
    '{co_short}は需要の鈍化を理由に、通期の業績予想を引き下げた。',
  ],
  [
    ['markets'],
    '+',
    '{index}が最高値更新、{co_short}がけん引',
    '{index}は前日比{pct_small}高の{level}で取引を終えた。{co_name}などの主力株が買われた。',
  ],
  [
    ['markets'],
    '-',
    '{index}が{pct_idx}下落、幅広い銘柄に売り',
    '金利見通しの見直しを背景に売りが広がり、{index}は{level}で終えた。',
  ],
  [
    ['markets', 'economy'],
    '0',
    '{index}は小動き、{bank}の政策決定控え',
    '市場参加者は{bank_long}の金融政策決定を見極めようと、様子見姿勢を強めた。',
  ],
  [
    ['markets'],
    '+',
    '{co}株が{pct}上昇、投資判断の引き上げ相次ぐ',
    '複数の証券会社が{co_short}の投資判断を「買い」に引き上げた。',
  ],
  // economy
  [
    ['economy'],
    '-',
    '{country}の消費者物価、{month}は{pct_cpi}上昇に加速',
    '物価上昇率は市場予想を上回り、利下げ観測が後退した。',
    { countries: ['US', 'GB', 'DE', 'JP', 'CA', 'AU'] },
  ],
  [
    ['economy'],
    '+',
    '{country}のインフレ率、{pct_cpi}に鈍化',
    '{month}の物価上昇率は前月から低下し、利下げへの期待が高まった。',
    { countries: ['US', 'GB', 'DE', 'FR', 'CA', 'AU'] },
  ],
  [
    ['economy'],
    '0',
    '{bank}、政策金利を{rate}に据え置き',
    '{bank_long}は政策金利を据え置き、追加のデータを見極める姿勢を示した。',
  ],
  [
    ['economy', 'markets'],
    '+',
    '{bank}が{bps}の利下げ、株式市場は上昇',
    '{bank_long}は政策金利を{rate}に引き下げた。株式と債券がともに買われた。',
  ],
  [
    ['economy'],
    '-',
    '{bank}が利上げ、政策金利は{rate}に',
    '{bank_long}はインフレ圧力が根強いとして、追加の利上げを決めた。',
  ],
  [
    ['economy'],
    '-',
    '日本の実質GDP、{quarter}は年率{pct}減',
    '個人消費の落ち込みが響き、2四半期ぶりのマイナス成長となった。',
    { fixedCountries: ['JP'] },
  ],
  [
    ['economy'],
    '+',
    '米雇用統計、就業者数の伸びが予想上回る',
    '{month}の非農業部門就業者数は市場予想を上回り、失業率は横ばいだった。',
    { fixedCountries: ['US'] },
  ],
  // business
  [
    ['business'],
    '0',
    '{co}、{co2}の事業を{amount}で買収へ',
    '{co_name}は関係当局の承認を経て、来年の取引完了を見込む。',
  ],
  [
    ['business'],
    '+',
    '{co}、通期業績予想を上方修正',
    '{co_short}は好調な需要を背景に、今期の売上高が前期比{pct_mid}増になる見通しを示した。',
  ],
  [
    ['business'],
    '-',
    '{co}、{cut_jobs}人の人員削減を発表',
    '{co_name}は構造改革の一環として、年間{amount_m}のコスト削減を目指す。',
  ],
  [
    ['business', 'markets'],
    '+',
    '{co}、{amount}の自社株買いを発表',
    '{co_name}は潤沢な手元資金を株主還元に充てる。',
  ],
  [
    ['business'],
    '0',
    '{co}、新たな最高財務責任者（CFO）を任命',
    '{co_name}によると、新CFOは来四半期に就任する。',
  ],
  [[], '0', '{co}、来週の投資家向け説明会に登壇', '{co_name}の経営陣が中期戦略について説明する予定だ。'],
  // politics
  [
    ['politics', 'economy'],
    '0',
    '衆院で補正予算案が可決',
    '政府は物価高対策を柱とする経済対策の財源に充てる。',
    { fixedCountries: ['JP'] },
  ],
  [
    ['politics'],
    '-',
    '{country}で内閣不信任決議案が提出、政局不安強まる',
    '予算を巡る協議が決裂し、野党が決議案を提出した。',
    { countries: ['JP', 'FR', 'KR', 'IT'] },
  ],
  // geopolitics
  [
    ['geopolitics', 'markets'],
    '-',
    '{country}と{country2}の緊張高まる、市場に動揺',
    '投資家はリスク回避姿勢を強め、金や国債に資金を移した。',
  ],
  [
    ['geopolitics', 'economy'],
    '0',
    '{country}と{country2}、貿易協議を再開',
    '双方は閣僚級の協議を開いたが、大きな進展は見込まれていない。',
    { countries: TRADE_PARTNERS },
  ],
  // regulation
  [
    ['regulation', 'business'],
    '-',
    '{agency}、{co}の調査を開始',
    '{agency}は{co_name}が競争法に違反した疑いがあるとして調査を始めた。',
    { regulator: 'competition' },
  ],
  [
    ['regulation', 'business'],
    '-',
    '金融庁、{co}に業務改善命令',
    '金融庁は{co_name}の内部管理体制に不備があったと指摘した。',
    { companyCountries: ['JP'], sectors: [FIN] },
  ],
  // technology
  [
    ['technology', 'business'],
    '+',
    '{co}、新型AI半導体を発表',
    '{co_name}によると、新製品は従来品の2倍以上の性能を低い消費電力で実現する。株価は{pct}上昇した。',
    { industries: CHIPMAKERS },
  ],
  [
    ['technology'],
    '-',
    '{co}で大規模なシステム障害',
    '{co_short}のサービスが数時間にわたり利用しにくい状態となった。',
    { sectors: [IT, COM] },
  ],
  // energy
  [
    ['energy', 'commodities'],
    '+',
    '{cmd}が{pct}上昇、供給懸念で',
    '産油国が減産を維持する姿勢を示し、価格は{cmd_price}まで上昇した。',
    { commodities: ['energy'] },
  ],
  [
    ['energy', 'commodities'],
    '-',
    '{cmd}が{pct}下落、需要減速を警戒',
    '弱い経済指標を受けて売りが広がり、価格は{cmd_price}まで下げた。',
    { commodities: ['energy'] },
  ],
  [
    ['energy', 'business'],
    '+',
    '{co}、洋上風力発電に{amount}を投資',
    '{co_name}の計画では、100万世帯以上に電力を供給する。',
    { industries: POWER },
  ],
  // commodities
  [
    ['commodities'],
    '+',
    '{cmd}価格が{n}カ月ぶり高値',
    '{cmd}は{cmd_price}まで上昇した。投資家の実物資産への需要が強い。',
    { commodities: ['metals'] },
  ],
  [
    ['commodities', 'climate'],
    '-',
    '干ばつで{cmd}価格が急騰',
    '主要産地の天候不順で{cmd}は{pct}上昇した。',
    { commodities: ['agri'] },
  ],
  // crypto
  [
    ['crypto', 'markets'],
    '+',
    '{coin}が{pct}上昇、{coin_price}に',
    '上場投資商品への資金流入が続き、暗号資産が全面高となった。',
  ],
  [
    ['crypto', 'markets'],
    '-',
    '{coin}が{pct}急落、清算相次ぐ',
    'レバレッジをかけた持ち高の解消が相次ぎ、{coin}は{coin_price}まで下落した。',
  ],
  // health
  [
    ['health', 'business'],
    '+',
    '{co}の新薬、最終段階の臨床試験で主要目標を達成',
    '{co_short}の治療薬を投与された患者は、偽薬と比べて明確な改善を示した。',
    { industries: DRUGMAKERS },
  ],
  [
    ['health', 'business'],
    '-',
    '{co}、安全性の懸念で臨床試験を中断',
    '{co_name}は重い副作用の報告を受け、新たな患者の登録を停止した。',
    { industries: DRUGMAKERS },
  ],
  // climate
  [
    ['climate', 'business'],
    '0',
    '{co}、2030年までに温室効果ガス排出量を{pct_big}削減へ',
    '{co_name}は再生可能エネルギーの導入と設備の効率化で目標達成を目指す。',
  ],
  [
    ['climate', 'energy'],
    '-',
    '{country}で記録的猛暑、電力需給ひっ迫',
    '冷房需要が過去最高となり、電力価格が急騰した。',
    { countries: ['JP', 'IN', 'US', 'FR'] },
  ],
  // security
  [
    ['security', 'technology'],
    '-',
    '{co}にサイバー攻撃、顧客情報流出の恐れ',
    '{co_name}は不正アクセスを確認し、関係当局に報告した。',
  ],
  [
    ['security', 'business'],
    '+',
    '{co}、{amount}の防衛装備品を受注',
    '受注により{co_name}の受注残高が積み上がる。',
    { tickers: DEFENCE_TICKERS },
  ],
]);

export const JA_PARAGRAPHS: Paragraphs = {
  context: {
    markets: [
      '売買代金は過去30日の平均を上回った。',
      '市場では今後も値動きの荒い展開が続くとの見方が出ている。',
    ],
    economy: [
      '事前の市場予想では小幅な変化が見込まれていた。',
      '次回の金融政策会合を前にした重要指標の一つとなる。',
    ],
    business: [
      '同社は次回の四半期決算で詳細を明らかにする予定だ。',
      'アナリストは、今回の判断は中期経営計画に沿ったものだとみている。',
    ],
    politics: ['法案は今後、参院で審議される。', '世論調査では有権者の評価が割れている。'],
    geopolitics: [
      '追加の協議が予定されているが、日程は決まっていない。',
      '防衛関連株とエネルギー株が特に敏感に反応した。',
    ],
    regulation: ['業界団体は意見を提出する方針だ。', '手続きには少なくとも1年かかるとみられる。'],
    technology: [
      'データセンター向け需要が業界の収益をけん引している。',
      '競合各社も年内に同様の製品を投入する見通しだ。',
    ],
    energy: ['在庫は過去5年平均を下回っている。', '製油所は需要期を前に高い稼働率を維持している。'],
    commodities: [
      '現物の買い手は現在の価格水準で様子見姿勢を強めている。',
      '投機筋の持ち高は3週連続で変化した。',
    ],
    crypto: ['主要取引所の売買高が大きく膨らんだ。', '機関投資家にとって規制の明確化が引き続き焦点となる。'],
    health: ['詳細なデータは今後の学会で発表される予定だ。', '各国の医療制度は薬剤費の抑制を迫られている。'],
    climate: [
      '目標はパリ協定の枠組みに沿ったものだ。',
      '保険業界は異常気象による損害の拡大に警鐘を鳴らしている。',
    ],
    security: ['当局は重要インフラへの攻撃が増えていると警告している。', '調査は現在も続いている。'],
  },
  general: ['説明会の模様は同社のウェブサイトで配信される。', '経営陣は質疑応答にも応じる予定だ。'],
  tone: {
    positive: [
      '市場は好感し、複数のアナリストが目標株価を引き上げた。',
      '発表内容は多くの市場参加者の予想を上回った。',
      '経営陣は足元でも好調が続いているとの認識を示した。',
    ],
    neutral: [
      '市場の反応は限定的だった。',
      '長期的な影響を見極めるのは時期尚早との声が多い。',
      '通期見通しに変更はない。',
    ],
    negative: [
      '発表を受け、以前からくすぶっていた懸念が一段と強まった。',
      '複数のアナリストが業績予想を引き下げた。',
      '以前から指摘されていた課題が改めて浮き彫りになった。',
    ],
  },
  close: ['同社はこれ以上のコメントを控えた。', '詳細は今後数週間で明らかになる見通しだ。'],
  update: '（詳細を追加して更新）',
};
