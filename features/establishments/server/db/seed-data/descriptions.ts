import type { Localized } from '@/lib/server/db/seed-data/text';

/*
 * Descriptions of the directory's establishments, per category, in es/en/fr/pt. `{name}` is the
 * establishment's name. The seed writes one description per establishment and locale.
 */

export const CATEGORY_DESCRIPTIONS: Record<string, Localized> = {
  fast_food: [
    '{name} prepara comida rápida para comer en la mesa o llevar al avión: hamburguesas, combos y bebidas listos en pocos minutos.',
    '{name} serves fast food to eat in or take on board: burgers, combos and drinks ready in a few minutes.',
    '{name} propose une restauration rapide sur place ou à emporter à bord : burgers, menus et boissons prêts en quelques minutes.',
    '{name} serve fast food para comer no local ou levar a bordo: hambúrgueres, combos e bebidas prontos em poucos minutos.',
  ],
  grill: [
    '{name} sirve carnes a la parrilla, acompañamientos y platos fuertes para quienes tienen tiempo de sentarse antes del vuelo.',
    '{name} serves grilled meat, sides and main courses for those with time to sit down before their flight.',
    '{name} sert des viandes grillées, des accompagnements et des plats consistants pour ceux qui ont le temps de s’asseoir avant le vol.',
    '{name} serve carnes grelhadas, acompanhamentos e pratos principais para quem tem tempo de se sentar antes do voo.',
  ],
  oriental_food: [
    '{name} ofrece cocina oriental: arroces al wok, sushi y platos para llevar, preparados al momento.',
    '{name} offers Asian cuisine: wok-fried rice, sushi and dishes to go, cooked to order.',
    '{name} propose une cuisine asiatique : riz sautés au wok, sushis et plats à emporter, préparés à la minute.',
    '{name} oferece cozinha oriental: arroz no wok, sushi e pratos para viagem, preparados na hora.',
  ],
  coffee_pastries: [
    '{name} es el lugar para un café colombiano, un pan recién horneado o un postre mientras esperas tu vuelo.',
    '{name} is the place for a Colombian coffee, freshly baked bread or a dessert while you wait for your flight.',
    '{name} est l’endroit idéal pour un café colombien, une viennoiserie ou un dessert en attendant votre vol.',
    '{name} é o lugar para um café colombiano, um pão saído do forno ou uma sobremesa enquanto espera o seu voo.',
  ],
  italian_food: [
    '{name} cocina platos italianos: pastas, lasañas y antipastos, con servicio a la mesa o para llevar.',
    '{name} cooks Italian dishes: pasta, lasagne and antipasti, served at the table or to go.',
    '{name} prépare des plats italiens : pâtes, lasagnes et antipasti, servis à table ou à emporter.',
    '{name} prepara pratos italianos: massas, lasanhas e antepastos, servidos à mesa ou para viagem.',
  ],
  pizza: [
    '{name} hornea pizzas enteras y por porción, ideales para compartir o comer rápido antes de embarcar.',
    '{name} bakes whole pizzas and slices, good for sharing or a quick bite before boarding.',
    '{name} cuit des pizzas entières ou à la part, à partager ou à manger vite avant l’embarquement.',
    '{name} assa pizzas inteiras e em fatias, boas para dividir ou comer rápido antes do embarque.',
  ],
  chicken_wings: [
    '{name} se especializa en pollo: apanado, asado y alitas con salsas, en porciones individuales o para compartir.',
    '{name} specialises in chicken: fried, roasted and wings with sauces, in single portions or to share.',
    '{name} est spécialisé dans le poulet : pané, rôti et ailes en sauce, en portions individuelles ou à partager.',
    '{name} é especializado em frango: empanado, assado e asinhas com molhos, em porções individuais ou para dividir.',
  ],
  local_food: [
    '{name} sirve comida típica colombiana: ajiaco, bandeja paisa, arepas y empanadas, con sabores de todas las regiones.',
    '{name} serves traditional Colombian food: ajiaco soup, bandeja paisa, arepas and empanadas from every region.',
    '{name} sert une cuisine colombienne traditionnelle : ajiaco, bandeja paisa, arepas et empanadas de toutes les régions.',
    '{name} serve comida típica colombiana: ajiaco, bandeja paisa, arepas e empanadas de todas as regiões.',
  ],
  crepes: [
    '{name} prepara crepes de sal y de dulce, waffles, helados y ensaladas, en un ambiente tranquilo para sentarse.',
    '{name} makes savoury and sweet crêpes, waffles, ice cream and salads, in a calm place to sit down.',
    '{name} prépare des crêpes salées et sucrées, des gaufres, des glaces et des salades, dans un cadre calme.',
    '{name} prepara crepes salgados e doces, waffles, sorvetes e saladas, num ambiente tranquilo.',
  ],
  healthy_food: [
    '{name} ofrece opciones saludables: bowls, ensaladas, jugos naturales y snacks livianos para antes del vuelo.',
    '{name} offers healthy options: bowls, salads, fresh juices and light snacks before your flight.',
    '{name} propose des options saines : bowls, salades, jus frais et en-cas légers avant le vol.',
    '{name} oferece opções saudáveis: bowls, saladas, sucos naturais e lanches leves antes do voo.',
  ],
  coffee_bar: [
    '{name} combina café y bar: cervezas artesanales, vinos, cócteles y algo de picar para brindar antes de viajar.',
    '{name} is a coffee bar: craft beer, wine, cocktails and bar snacks for a toast before you travel.',
    '{name} est un café-bar : bières artisanales, vins, cocktails et petites assiettes pour trinquer avant le départ.',
    '{name} é um café bar: cervejas artesanais, vinhos, coquetéis e petiscos para brindar antes de viajar.',
  ],
  duty_free: [
    '{name} vende licores, perfumes, cosméticos, chocolates y tabaco libres de impuestos para pasajeros con pase de abordar internacional.',
    '{name} sells tax-free spirits, perfume, cosmetics and chocolates to passengers with an international boarding pass.',
    '{name} vend alcools, parfums, cosmétiques et chocolats hors taxes aux passagers munis d’une carte d’embarquement internationale.',
    '{name} vende bebidas, perfumes, cosméticos e chocolates sem impostos para passageiros com cartão de embarque internacional.',
  ],
  fashion_accessories: [
    '{name} tiene ropa, calzado, maletas y accesorios de diseño colombiano e internacional para el viaje.',
    '{name} stocks clothing, shoes, luggage and accessories by Colombian and international designers.',
    '{name} propose vêtements, chaussures, bagages et accessoires de créateurs colombiens et internationaux.',
    '{name} tem roupas, calçados, malas e acessórios de marcas colombianas e internacionais.',
  ],
  electronics: [
    '{name} vende audífonos, cargadores, adaptadores de enchufe y tecnología para viajar conectado.',
    '{name} sells headphones, chargers, plug adapters and gadgets to stay connected on the road.',
    '{name} vend casques, chargeurs, adaptateurs de prise et accessoires pour voyager connecté.',
    '{name} vende fones, carregadores, adaptadores de tomada e tecnologia para viajar conectado.',
  ],
  books_magazines: [
    '{name} tiene libros en español e inglés, revistas, prensa y lecturas para el vuelo.',
    '{name} has books in Spanish and English, magazines, newspapers and reading for the flight.',
    '{name} propose des livres en espagnol et en anglais, des magazines, la presse et de la lecture pour le vol.',
    '{name} tem livros em espanhol e inglês, revistas, jornais e leitura para o voo.',
  ],
  souvenirs_crafts: [
    '{name} reúne artesanías colombianas: mochilas wayuu, sombreros vueltiaos, cerámica y recuerdos hechos a mano.',
    '{name} gathers Colombian handicrafts: Wayuu bags, vueltiao hats, pottery and handmade souvenirs.',
    '{name} réunit l’artisanat colombien : sacs wayuu, chapeaux vueltiaos, céramique et souvenirs faits main.',
    '{name} reúne artesanato colombiano: bolsas wayuu, chapéus vueltiaos, cerâmica e lembranças feitas à mão.',
  ],
  pharmacy_health: [
    '{name} es una droguería con medicamentos de venta libre, artículos de cuidado personal y elementos de viaje.',
    '{name} is a pharmacy with over-the-counter medicines, personal care and travel essentials.',
    '{name} est une pharmacie : médicaments sans ordonnance, soins personnels et essentiels de voyage.',
    '{name} é uma farmácia com medicamentos sem receita, cuidados pessoais e itens de viagem.',
  ],
  jewelry_watches: [
    '{name} ofrece joyería y esmeraldas colombianas certificadas, además de relojes y piezas en oro.',
    '{name} offers jewellery and certified Colombian emeralds, as well as watches and gold pieces.',
    '{name} propose des bijoux et des émeraudes colombiennes certifiées, ainsi que des montres et des pièces en or.',
    '{name} oferece joias e esmeraldas colombianas certificadas, além de relógios e peças em ouro.',
  ],
  beauty_perfume: [
    '{name} tiene perfumes, maquillaje y productos de cuidado de la piel de marcas nacionales e internacionales.',
    '{name} has perfume, make-up and skincare from Colombian and international brands.',
    '{name} propose parfums, maquillage et soins de la peau de marques colombiennes et internationales.',
    '{name} tem perfumes, maquiagem e cuidados com a pele de marcas nacionais e internacionais.',
  ],
  sweets_chocolates: [
    '{name} vende chocolates, dulces típicos y café colombiano, ideales para regalar al llegar a tu destino.',
    '{name} sells chocolates, traditional sweets and Colombian coffee, good gifts for your arrival.',
    '{name} vend chocolats, douceurs traditionnelles et café colombien, parfaits à offrir à l’arrivée.',
    '{name} vende chocolates, doces típicos e café colombiano, ótimos para presentear na chegada.',
  ],
  toys_kids: [
    '{name} tiene juguetes, peluches y juegos de viaje para entretener a los niños durante la espera y el vuelo.',
    '{name} has toys, soft toys and travel games to keep children busy while waiting and on board.',
    '{name} propose jouets, peluches et jeux de voyage pour occuper les enfants pendant l’attente et le vol.',
    '{name} tem brinquedos, pelúcias e jogos de viagem para entreter as crianças na espera e no voo.',
  ],
  convenience_store: [
    '{name} es una tienda de conveniencia con snacks, bebidas, prensa y artículos de última hora.',
    '{name} is a convenience store with snacks, drinks, newspapers and last-minute items.',
    '{name} est une supérette : en-cas, boissons, presse et articles de dernière minute.',
    '{name} é uma loja de conveniência com lanches, bebidas, jornais e itens de última hora.',
  ],
  airline_lounge: [
    '{name} recibe a pasajeros de clase ejecutiva, viajeros frecuentes y miembros de su programa, con comida, bebidas, wifi y zonas de descanso.',
    '{name} welcomes business-class passengers, frequent flyers and programme members with food, drinks, wifi and rest areas.',
    '{name} accueille les passagers en classe affaires, les voyageurs fréquents et les membres de son programme : restauration, boissons, wifi et espaces de repos.',
    '{name} recebe passageiros da classe executiva, viajantes frequentes e membros do programa, com comida, bebidas, wifi e áreas de descanso.',
  ],
  independent_lounge: [
    '{name} es una sala abierta a todos los pasajeros por pago de ingreso o con tarjetas y programas de salas aliados.',
    '{name} is open to every passenger for an entry fee or with partner cards and lounge programmes.',
    '{name} est ouvert à tous les passagers moyennant un droit d’entrée ou avec les cartes et programmes partenaires.',
    '{name} é aberta a todos os passageiros mediante pagamento ou com cartões e programas de salas parceiros.',
  ],
  bank: [
    'Cajero de {name} para retirar pesos colombianos con tarjetas débito y crédito nacionales e internacionales.',
    '{name} cash machine: withdraw Colombian pesos with Colombian and international debit and credit cards.',
    'Distributeur {name} : retrait de pesos colombiens avec cartes de débit et de crédit colombiennes et internationales.',
    'Caixa eletrônico {name} para sacar pesos colombianos com cartões de débito e crédito nacionais e internacionais.',
  ],
  exchange_house: [
    '{name} compra y vende dólares, euros y otras divisas en efectivo. Presenta tu pasaporte o documento de identidad.',
    '{name} buys and sells US dollars, euros and other currencies in cash. Bring your passport or ID.',
    '{name} achète et vend des dollars, des euros et d’autres devises en espèces. Munissez-vous de votre passeport.',
    '{name} compra e vende dólares, euros e outras moedas em espécie. Apresente passaporte ou documento de identidade.',
  ],
  rent_car: [
    '{name} alquila vehículos con entrega en el aeropuerto. Reserva con anticipación y presenta tu licencia vigente y una tarjeta de crédito.',
    '{name} rents cars with pick-up at the airport. Book ahead and bring a valid driving licence and a credit card.',
    '{name} loue des véhicules à retirer à l’aéroport. Réservez à l’avance et présentez un permis valide et une carte de crédit.',
    '{name} aluga carros com retirada no aeroporto. Reserve com antecedência e apresente carteira de motorista válida e cartão de crédito.',
  ],
  domestic_airline: [
    '{name} atiende check-in, entrega de equipaje y cambios de tiquete en sus mostradores del aeropuerto.',
    '{name} handles check-in, bag drop and ticket changes at its airport counters.',
    '{name} assure l’enregistrement, le dépôt des bagages et les modifications de billets à ses comptoirs.',
    '{name} faz check-in, despacho de bagagem e alterações de passagem em seus balcões no aeroporto.',
  ],
  international_airline: [
    '{name} opera vuelos internacionales desde El Dorado. En sus mostradores se hace el check-in, la entrega de equipaje y la revisión de documentos de viaje.',
    '{name} operates international flights from El Dorado. Its counters handle check-in, bag drop and travel document checks.',
    '{name} opère des vols internationaux depuis El Dorado. Ses comptoirs assurent l’enregistrement, le dépôt des bagages et le contrôle des documents.',
    '{name} opera voos internacionais a partir de El Dorado. Seus balcões fazem check-in, despacho de bagagem e verificação de documentos.',
  ],
  migration_customs: [
    '{name} tiene presencia permanente en el aeropuerto para los controles de entrada y salida del país.',
    '{name} is present around the clock at the airport for entry and exit controls.',
    '{name} est présente en permanence à l’aéroport pour les contrôles d’entrée et de sortie du pays.',
    '{name} tem presença permanente no aeroporto para os controles de entrada e saída do país.',
  ],
  security: [
    '{name} apoya la seguridad del terminal y atiende denuncias y emergencias las 24 horas.',
    '{name} supports terminal security and takes reports and emergencies 24 hours a day.',
    '{name} contribue à la sécurité du terminal et reçoit plaintes et urgences 24 h/24.',
    '{name} apoia a segurança do terminal e atende denúncias e emergências 24 horas por dia.',
  ],
  health: [
    '{name} vigila la sanidad en el aeropuerto: control de viajeros, vacunación y atención de eventos de salud pública.',
    '{name} oversees health at the airport: traveller checks, vaccination and public-health events.',
    '{name} veille à la santé à l’aéroport : contrôle des voyageurs, vaccination et événements de santé publique.',
    '{name} cuida da saúde no aeroporto: controle de viajantes, vacinação e eventos de saúde pública.',
  ],
  aviation_authority: [
    '{name} es la autoridad de la aviación civil en Colombia; en el aeropuerto atiende a usuarios y supervisa la operación.',
    '{name} is Colombia’s civil aviation authority; at the airport it assists travellers and oversees operations.',
    '{name} est l’autorité de l’aviation civile colombienne ; à l’aéroport, elle renseigne les usagers et supervise l’exploitation.',
    '{name} é a autoridade de aviação civil da Colômbia; no aeroporto atende usuários e supervisiona a operação.',
  ],
};
