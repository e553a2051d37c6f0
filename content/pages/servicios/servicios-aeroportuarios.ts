import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/servicios-aeroportuarios',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Servicios aeroportuarios',
      description:
        'Lo que encuentra en la Terminal 1 de El Dorado, piso por piso: llegadas, salidas, muelles, comida, dinero, conexión y atención al pasajero.',
      blocks: [
        {
          type: 'richText',
          html: `<p>La Terminal 1 concentra casi toda la operación de El Dorado. En el <strong>piso 1</strong> están las llegadas y en el <strong>piso 2</strong> las salidas. Después de los filtros de seguridad, las salas de embarque se reparten en el <strong>muelle nacional</strong> y el <strong>muelle internacional</strong>. Use los <a href="/mapas">mapas</a> para ubicar cada servicio.</p>`,
        },
        {
          type: 'table',
          caption: 'Servicios de la Terminal 1 por piso',
          columns: ['Piso o zona', 'Qué encuentra'],
          rows: [
            [
              'Piso 1 – Llegadas',
              'Salas de equipaje nacional e internacional, salida de taxis autorizados (puertas {{taxiGates}}), carros de equipaje (puertas {{cartLocationsFloor1Gates}}), alquiler de vehículos, casas de cambio, cajeros y puntos de información',
            ],
            [
              'Piso 2 – Salidas',
              'Counters de aerolíneas, carros de equipaje (puertas {{cartLocationsFloor2Gates}}), filtros de seguridad, Migración Colombia, punto de vacunación, puntos de información, restaurantes y tiendas',
            ],
            ['Muelle nacional', 'Salas de vuelos nacionales, plazoleta de comidas, tiendas, salas VIP y baños'],
            [
              'Muelle internacional',
              'Salas de vuelos internacionales, tiendas libres de impuestos, plazoleta de comidas, salas VIP y baños',
            ],
          ],
        },
        {
          type: 'richText',
          html: `<h3>Comodidades para cada pasajero</h3>
<ul>
<li><strong>Internet gratuito</strong> en la terminal y tomas de corriente junto a las sillas de espera.</li>
<li><strong>{{foodCourts}} plazoletas de comidas</strong>, en la zona pública y en los muelles nacional e internacional.</li>
<li><strong>Carros de equipaje</strong> las 24 horas: depósito de {{cartDepositCop}} en la Terminal 1, gratis en la Terminal 2.</li>
<li><strong>Cámaras de seguridad</strong> en áreas públicas y Policía Aeroportuaria presente en la terminal.</li>
<li><strong>Espacios libres de humo:</strong> no hay zonas de fumadores ({{smokingLaw}}).</li>
</ul>`,
        },
        {
          type: 'cards',
          title: 'Servicios más consultados',
          items: [
            {
              title: 'Restaurantes',
              text: 'Dónde comer antes o después de volar.',
              href: '/establecimientos/restaurantes',
            },
            {
              title: 'Tiendas',
              text: 'Tiendas y libres de impuestos.',
              href: '/establecimientos/tiendas',
            },
            {
              title: 'Salas VIP',
              text: 'Salas de espera con acceso pago o por membresía.',
              href: '/establecimientos/salas-vip',
            },
            {
              title: 'Cajeros electrónicos',
              text: 'Ubicación de los cajeros en la terminal.',
              href: '/establecimientos/cajeros-electronicos',
            },
            {
              title: 'Internet wifi',
              text: 'Cómo conectarse gratis.',
              href: '/servicios/internet-wifi',
            },
            {
              title: 'Sanidad y emergencias',
              text: 'Atención médica en el aeropuerto.',
              href: '/servicios/sanidad-y-emergencia',
            },
          ],
        },
        {
          type: 'contact',
          title: 'Información al pasajero',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'Dora responde por WhatsApp las 24 horas. Los puntos de información están en los pisos 1 y 2.',
          url: '/contacto',
        },
      ],
    },
    en: {
      title: 'Airport facilities',
      description:
        'What you find in El Dorado’s Terminal 1, floor by floor: arrivals, departures, piers, food, money, connectivity and passenger service.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Terminal 1 handles almost all of El Dorado’s operations. Arrivals are on <strong>floor 1</strong> and departures on <strong>floor 2</strong>. After security, the boarding lounges are split between the <strong>national pier</strong> and the <strong>international pier</strong>. Use the <a href="/mapas">maps</a> to find each service.</p>`,
        },
        {
          type: 'table',
          caption: 'Terminal 1 services by floor',
          columns: ['Floor or area', 'What you find'],
          rows: [
            [
              'Floor 1 – Arrivals',
              'National and international baggage halls, authorised taxi exit (gates {{taxiGates}}), baggage carts (gates {{cartLocationsFloor1Gates}}), car rental, exchange offices, ATMs and information points',
            ],
            [
              'Floor 2 – Departures',
              'Airline counters, baggage carts (gates {{cartLocationsFloor2Gates}}), security checkpoints, Migración Colombia, vaccination point, information points, restaurants and shops',
            ],
            ['National pier', 'Domestic flight lounges, food court, shops, VIP lounges and toilets'],
            [
              'International pier',
              'International flight lounges, duty-free shops, food court, VIP lounges and toilets',
            ],
          ],
        },
        {
          type: 'richText',
          html: `<h3>Comforts for every passenger</h3>
<ul>
<li><strong>Free internet</strong> in the terminal and power outlets next to the waiting seats.</li>
<li><strong>{{foodCourts}} food courts</strong>, in the public area and in the national and international piers.</li>
<li><strong>Baggage carts</strong> 24 hours a day: {{cartDepositCop}} deposit in Terminal 1, free in Terminal 2.</li>
<li><strong>Security cameras</strong> in public areas and the Airport Police on duty in the terminal.</li>
<li><strong>Smoke-free spaces:</strong> there are no smoking areas ({{smokingLaw}}).</li>
</ul>`,
        },
        {
          type: 'cards',
          title: 'Most requested services',
          items: [
            {
              title: 'Restaurants',
              text: 'Where to eat before or after your flight.',
              href: '/establecimientos/restaurantes',
            },
            {
              title: 'Shops',
              text: 'Shops and duty free.',
              href: '/establecimientos/tiendas',
            },
            {
              title: 'VIP lounges',
              text: 'Lounges with paid or membership access.',
              href: '/establecimientos/salas-vip',
            },
            {
              title: 'ATMs',
              text: 'Where the cash machines are in the terminal.',
              href: '/establecimientos/cajeros-electronicos',
            },
            {
              title: 'Wi-Fi',
              text: 'How to connect for free.',
              href: '/servicios/internet-wifi',
            },
            {
              title: 'Medical care and emergencies',
              text: 'Medical care at the airport.',
              href: '/servicios/sanidad-y-emergencia',
            },
          ],
        },
        {
          type: 'contact',
          title: 'Passenger information',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'Dora answers on WhatsApp 24 hours a day. Information points are on floors 1 and 2.',
          url: '/contacto',
        },
      ],
    },
    fr: {
      title: 'Services aéroportuaires',
      description:
        'Ce que vous trouvez au Terminal 1 d’El Dorado, niveau par niveau : arrivées, départs, jetées, restauration, argent, connexion et accueil des passagers.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Le Terminal 1 concentre la quasi-totalité de l’activité d’El Dorado. Les arrivées sont au <strong>niveau 1</strong> et les départs au <strong>niveau 2</strong>. Après le contrôle de sûreté, les salles d’embarquement se répartissent entre la <strong>jetée nationale</strong> et la <strong>jetée internationale</strong>. Utilisez les <a href="/mapas">plans</a> pour situer chaque service.</p>`,
        },
        {
          type: 'table',
          caption: 'Services du Terminal 1 par niveau',
          columns: ['Niveau ou zone', 'Ce que vous y trouvez'],
          rows: [
            [
              'Niveau 1 – Arrivées',
              'Salles de livraison des bagages nationales et internationales, sortie des taxis autorisés (portes {{taxiGates}}), chariots à bagages (portes {{cartLocationsFloor1Gates}}), location de voitures, bureaux de change, distributeurs et points d’information',
            ],
            [
              'Niveau 2 – Départs',
              'Comptoirs des compagnies, chariots à bagages (portes {{cartLocationsFloor2Gates}}), contrôles de sûreté, Migración Colombia, point de vaccination, points d’information, restaurants et boutiques',
            ],
            [
              'Jetée nationale',
              'Salles des vols intérieurs, espace de restauration, boutiques, salons VIP et toilettes',
            ],
            [
              'Jetée internationale',
              'Salles des vols internationaux, boutiques hors taxes, espace de restauration, salons VIP et toilettes',
            ],
          ],
        },
        {
          type: 'richText',
          html: `<h3>Le confort de chaque passager</h3>
<ul>
<li><strong>Internet gratuit</strong> dans le terminal et prises électriques près des sièges d’attente.</li>
<li><strong>{{foodCourts}} espaces de restauration</strong>, en zone publique et dans les jetées nationale et internationale.</li>
<li><strong>Chariots à bagages</strong> 24 h/24 : caution de {{cartDepositCop}} au Terminal 1, gratuits au Terminal 2.</li>
<li><strong>Caméras de sécurité</strong> dans les zones publiques et Police aéroportuaire présente dans le terminal.</li>
<li><strong>Espaces sans tabac :</strong> il n’y a pas d’espace fumeurs ({{smokingLaw}}).</li>
</ul>`,
        },
        {
          type: 'cards',
          title: 'Services les plus consultés',
          items: [
            {
              title: 'Restaurants',
              text: 'Où manger avant ou après le vol.',
              href: '/establecimientos/restaurantes',
            },
            {
              title: 'Boutiques',
              text: 'Boutiques et hors taxes.',
              href: '/establecimientos/tiendas',
            },
            {
              title: 'Salons VIP',
              text: 'Salons accessibles avec paiement ou abonnement.',
              href: '/establecimientos/salas-vip',
            },
            {
              title: 'Distributeurs',
              text: 'Emplacement des distributeurs dans le terminal.',
              href: '/establecimientos/cajeros-electronicos',
            },
            {
              title: 'Wi-Fi',
              text: 'Comment se connecter gratuitement.',
              href: '/servicios/internet-wifi',
            },
            {
              title: 'Soins et urgences',
              text: 'Soins médicaux à l’aéroport.',
              href: '/servicios/sanidad-y-emergencia',
            },
          ],
        },
        {
          type: 'contact',
          title: 'Information des passagers',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'Dora répond sur WhatsApp 24 h/24. Les points d’information se trouvent aux niveaux 1 et 2.',
          url: '/contacto',
        },
      ],
    },
    pt: {
      title: 'Serviços aeroportuários',
      description:
        'O que você encontra no Terminal 1 do El Dorado, piso por piso: desembarque, embarque, píeres, alimentação, dinheiro, conexão e atendimento ao passageiro.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O Terminal 1 concentra quase toda a operação do El Dorado. O desembarque fica no <strong>piso 1</strong> e o embarque no <strong>piso 2</strong>. Depois da inspeção de segurança, as salas de embarque se dividem entre o <strong>píer nacional</strong> e o <strong>píer internacional</strong>. Use os <a href="/mapas">mapas</a> para localizar cada serviço.</p>`,
        },
        {
          type: 'table',
          caption: 'Serviços do Terminal 1 por piso',
          columns: ['Piso ou área', 'O que você encontra'],
          rows: [
            [
              'Piso 1 – Desembarque',
              'Salas de restituição de bagagem nacional e internacional, saída dos táxis autorizados (portas {{taxiGates}}), carrinhos de bagagem (portas {{cartLocationsFloor1Gates}}), aluguel de carros, casas de câmbio, caixas eletrônicos e pontos de informação',
            ],
            [
              'Piso 2 – Embarque',
              'Balcões das companhias, carrinhos de bagagem (portas {{cartLocationsFloor2Gates}}), inspeção de segurança, Migración Colombia, posto de vacinação, pontos de informação, restaurantes e lojas',
            ],
            ['Píer nacional', 'Salas de voos nacionais, praça de alimentação, lojas, salas VIP e banheiros'],
            [
              'Píer internacional',
              'Salas de voos internacionais, free shops, praça de alimentação, salas VIP e banheiros',
            ],
          ],
        },
        {
          type: 'richText',
          html: `<h3>Conforto para cada passageiro</h3>
<ul>
<li><strong>Internet gratuita</strong> no terminal e tomadas junto às cadeiras de espera.</li>
<li><strong>{{foodCourts}} praças de alimentação</strong>, na área pública e nos píeres nacional e internacional.</li>
<li><strong>Carrinhos de bagagem</strong> 24 horas: depósito de {{cartDepositCop}} no Terminal 1, gratuitos no Terminal 2.</li>
<li><strong>Câmeras de segurança</strong> nas áreas públicas e Polícia Aeroportuária presente no terminal.</li>
<li><strong>Ambientes livres de fumo:</strong> não há áreas para fumantes ({{smokingLaw}}).</li>
</ul>`,
        },
        {
          type: 'cards',
          title: 'Serviços mais procurados',
          items: [
            {
              title: 'Restaurantes',
              text: 'Onde comer antes ou depois do voo.',
              href: '/establecimientos/restaurantes',
            },
            {
              title: 'Lojas',
              text: 'Lojas e free shops.',
              href: '/establecimientos/tiendas',
            },
            {
              title: 'Salas VIP',
              text: 'Salas com acesso pago ou por associação.',
              href: '/establecimientos/salas-vip',
            },
            {
              title: 'Caixas eletrônicos',
              text: 'Onde ficam os caixas no terminal.',
              href: '/establecimientos/cajeros-electronicos',
            },
            {
              title: 'Wi-Fi',
              text: 'Como se conectar gratuitamente.',
              href: '/servicios/internet-wifi',
            },
            {
              title: 'Saúde e emergências',
              text: 'Atendimento médico no aeroporto.',
              href: '/servicios/sanidad-y-emergencia',
            },
          ],
        },
        {
          type: 'contact',
          title: 'Informação ao passageiro',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'A Dora responde pelo WhatsApp 24 horas por dia. Os pontos de informação ficam nos pisos 1 e 2.',
          url: '/contacto',
        },
      ],
    },
  },
});
