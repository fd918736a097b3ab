import type { Random } from "./random";

/**
 * Names that must not match: real companies nobody lists, and ordinary businesses and people built from
 * common words, many with the generic words (TRADING, GLOBAL, GROUP) listed names also carry.
 * Companies present on any loaded list (Huawei, Gazprom, Hikvision...) are deliberately absent.
 */
const realCompanies = `
Apple Inc.|Microsoft Corporation|Alphabet Inc.|Amazon.com, Inc.|Walmart Inc.|Johnson & Johnson|Procter & Gamble Co.
Nestle S.A.|Unilever PLC|Siemens AG|Robert Bosch GmbH|BASF SE|Bayer AG|Volkswagen AG|BMW AG|Daimler Truck Holding AG
Toyota Motor Corporation|Honda Motor Co., Ltd.|Sony Group Corporation|Panasonic Holdings Corporation|Hitachi, Ltd.
Samsung Electronics Co., Ltd.|LG Electronics Inc.|Hyundai Motor Company|Kia Corporation|SK Hynix Inc.
Tata Consultancy Services Limited|Infosys Limited|Wipro Limited|Reliance Industries Limited|Mahindra & Mahindra Ltd.
Nokia Oyj|Ericsson AB|Volvo AB|IKEA of Sweden AB|H&M Hennes & Mauritz AB|Novo Nordisk A/S|Maersk Line A/S|Carlsberg A/S
Heineken N.V.|Philips N.V.|ASML Holding N.V.|Shell plc|BP p.l.c.|TotalEnergies SE|Airbus SE|Danone S.A.|L'Oreal S.A.
Michelin SCA|Renault S.A.|Peugeot S.A.|Carrefour S.A.|Sanofi S.A.|LVMH Moet Hennessy Louis Vuitton SE|Hermes International
Roche Holding AG|Novartis AG|ABB Ltd|Holcim Ltd|Zurich Insurance Group AG|Swiss Re AG|Logitech International S.A.
Inditex S.A.|Telefonica S.A.|Iberdrola S.A.|Banco Santander S.A.|Repsol S.A.|Enel S.p.A.|Eni S.p.A.|Ferrari N.V.|Pirelli & C. S.p.A.
Barilla G. e R. Fratelli S.p.A.|Luxottica Group S.p.A.|Tesco PLC|Sainsbury's Supermarkets Ltd|Marks and Spencer Group plc
Rolls-Royce Holdings plc|Vodafone Group Plc|GlaxoSmithKline plc|AstraZeneca PLC|Diageo plc|Burberry Group plc|Dyson Limited
Ford Motor Company|General Motors Company|Tesla, Inc.|Boeing Company|Lockheed Martin Corporation|Caterpillar Inc.|Deere & Company
3M Company|Honeywell International Inc.|General Electric Company|Intel Corporation|Advanced Micro Devices, Inc.|NVIDIA Corporation
Cisco Systems, Inc.|Oracle Corporation|Salesforce, Inc.|Adobe Inc.|IBM Corporation|Dell Technologies Inc.|HP Inc.|Qualcomm Incorporated
Texas Instruments Incorporated|Broadcom Inc.|Pfizer Inc.|Merck & Co., Inc.|Abbott Laboratories|Medtronic plc|Coca-Cola Company
PepsiCo, Inc.|Mondelez International, Inc.|Kraft Heinz Company|General Mills, Inc.|Kellogg Company|Mars, Incorporated|Cargill, Incorporated
Nike, Inc.|Adidas AG|Puma SE|Levi Strauss & Co.|Gap Inc.|Target Corporation|Costco Wholesale Corporation|Home Depot, Inc.|Lowe's Companies, Inc.
FedEx Corporation|United Parcel Service, Inc.|DHL Group|Kuehne + Nagel International AG|DSV A/S|C.H. Robinson Worldwide, Inc.
Magna International Inc.|Bombardier Inc.|Shopify Inc.|Lululemon Athletica Inc.|Canadian National Railway Company|Suncor Energy Inc.
BHP Group Limited|Rio Tinto plc|Woolworths Group Limited|Wesfarmers Limited|Commonwealth Bank of Australia|Qantas Airways Limited
Embraer S.A.|Natura &Co Holding S.A.|Grupo Bimbo, S.A.B. de C.V.|Cemex, S.A.B. de C.V.|Fomento Economico Mexicano|Arcelik A.S.
Koc Holding A.S.|Sabanci Holding|Emirates Airline|Etihad Airways|DP World Limited|Majid Al Futtaim Holding LLC
Taiwan Semiconductor Manufacturing Company Limited|Foxconn Interconnect Technology|Acer Incorporated|ASUSTeK Computer Inc.
Canon Inc.|Nikon Corporation|Fujifilm Holdings Corporation|Kyocera Corporation|Murata Manufacturing Co., Ltd.|Denso Corporation
Bridgestone Corporation|Shiseido Company, Limited|Uniqlo Co., Ltd.|Nintendo Co., Ltd.|Yamaha Corporation|Suzuki Motor Corporation
`
  .split(/[|\n]/)
  .map((s) => s.trim())
  .filter(Boolean);

const surnames =
  `Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin Jackson Thompson White
Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Hill Green Adams Baker Nelson Carter Mitchell Roberts Turner Phillips
Campbell Parker Evans Edwards Collins Stewart Morris Rogers Reed Cook Morgan Bell Murphy Bailey Cooper Richardson Cox Howard Ward
Peterson Gray Watson Brooks Kelly Sanders Price Bennett Wood Barnes Ross Henderson Coleman Jenkins Perry Powell Long Patterson Hughes
Flores Washington Butler Simmons Foster Bryant Alexander Russell Griffin Hayes Myers Ford Hamilton Graham Sullivan Wallace West Cole
Jordan Reynolds Fisher Ellis Harrison Gibson McDonald Marshall Owens Kennedy Wells Lawson Fletcher Schmidt Schneider Fischer Weber
Meyer Wagner Becker Hoffmann Schulz Koch Richter Klein Wolf Neumann Dubois Durand Lefebvre Moreau Laurent Simon Michel Garnier
Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Jansen Visser Bakker Smit Dekker Nielsen Hansen Pedersen
Larsen Andersen Johansson Karlsson Nilsson Eriksson Lindberg Virtanen Korhonen Novak Horvath Kowalski Nowak Tanaka Suzuki Watanabe
Yamamoto Nakamura Kobayashi Sato Kato Yoshida Yamada Sasaki Matsumoto Inoue Kimura Hayashi Shimizu Yamaguchi Mori Ikeda Hashimoto
Fernandes Oliveira Santos Pereira Costa Rodrigues Almeida Nascimento Lima Araujo Carvalho Gomes Martins Rocha Ribeiro Barbosa
Murray Dunn Lynch Quinn Doyle Byrne Walsh Ryan OConnor Brennan Gallagher MacLeod Fraser Douglas Hendry Gillespie Ramsay Crawford`
    .split(/\s+/)
    .filter(Boolean);

const qualifiers =
  `Blue Ridge|Silver Lake|Golden Gate|Green Valley|Red Rock|North Star|Summit|Pinnacle|Harbor|Lakeside|Riverside|Oakwood
Maple Leaf|Cedar|Pine Creek|Bay Area|Coastal|Prairie|Mountain View|Sunrise|Sunset|Evergreen|Highland|Meadow|Orchard|Keystone|Cornerstone
Liberty|Heritage|Pioneer|Frontier|Atlas|Apex|Vertex|Horizon|Crescent|Anchor|Beacon|Compass|Falcon|Eagle|Hawk|Lion|Bear Creek|Fox Hollow
Brightwater|Clearwater|Stonebridge|Ironwood|Copperfield|Westfield|Eastgate|Northwind|Southport|Fairview|Greenfield|Brookside|Hillcrest`
    .split(/[|\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

const trades =
  `Trading|Global Trading|International Trading|General Trading|Logistics|Shipping|Freight Services|Supply|Industrial Supply
Engineering|Construction|Manufacturing|Technologies|Software|Electronics|Foods|Farms|Textiles|Apparel|Plastics|Packaging|Metals
Steel Works|Chemicals|Pharmaceuticals|Medical Supplies|Consulting|Capital|Investments|Holdings|Group|Enterprises|Industries|Motors
Auto Parts|Energy|Solar|Oil & Gas|Mining|Timber|Furniture|Paper|Printing|Marine Services|Aviation Services|Import Export|Distribution
Wholesale|Retail|Hardware|Tools|Machinery|Equipment Rental|Plumbing|Electrical|Roofing|Landscaping|Bakery|Coffee|Brewing|Wines`
    .split(/[|\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

const legalForms = [
  "LLC",
  "Inc.",
  "Ltd",
  "Limited",
  "Corp.",
  "Co.",
  "GmbH",
  "S.A.",
  "B.V.",
  "Pty Ltd",
  "PLC",
  "LLP",
  "AG",
  "S.r.l.",
  "Co., Ltd.",
  "",
];

function givenNames(): string[] {
  return `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica Thomas Sarah
Charles Karen Christopher Lisa Daniel Nancy Matthew Betty Anthony Margaret Mark Sandra Donald Ashley Steven Kimberly Paul Emily Andrew
Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Dorothy George Melissa Timothy Deborah Ronald Stephanie Edward Rebecca Jason Sharon
Jeffrey Laura Ryan Cynthia Jacob Kathleen Gary Amy Nicholas Angela Eric Shirley Jonathan Anna Stephen Brenda Larry Pamela Justin Emma
Scott Nicole Brandon Helen Benjamin Samantha Samuel Katherine Gregory Christine Frank Debra Alexander Rachel Raymond Carolyn Patrick Janet
Hans Klaus Jurgen Pierre Jean Luc Marco Giuseppe Lars Sven Pieter Jan Kenji Hiroshi Yuki Akira Carlos Jose Luis Maria Ana Sofia Lucia`
    .split(/\s+/)
    .filter(Boolean);
}

export function cleanCompanies(random: Random, count: number): string[] {
  const names = [...realCompanies];
  while (names.length < count) {
    const base = random.next() < 0.5 ? random.pick(surnames) : random.pick(qualifiers);
    const joiner = random.next() < 0.15 ? ` & ${random.pick(surnames)}` : "";
    names.push(`${base}${joiner} ${random.pick(trades)} ${random.pick(legalForms)}`.trim());
  }
  return random.sample(names, count);
}

export function cleanPersons(random: Random, count: number): string[] {
  const given = givenNames();
  const names: string[] = [];
  while (names.length < count) {
    const middle = random.next() < 0.3 ? ` ${random.pick(given)}` : "";
    const full = `${random.pick(given)}${middle} ${random.pick(surnames)}`;
    names.push(
      random.next() < 0.3 ? `${full.split(" ").at(-1)}, ${full.split(" ").slice(0, -1).join(" ")}` : full,
    );
  }
  return names;
}
