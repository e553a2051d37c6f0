import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/nosotros',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Nosotros',
      description:
        'Quién opera el Aeropuerto Internacional El Dorado, qué hace cada entidad en la terminal y a quién acudir según su necesidad.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El <strong>Aeropuerto Internacional El Dorado</strong>, en el occidente de Bogotá, es la principal puerta aérea de Colombia y uno de los aeropuertos con más pasajeros y más carga de América Latina.</p>
<p>Desde 2007 lo opera <strong>OPAIN S.A.</strong>, en concesión otorgada por la Aeronáutica Civil (Aerocivil). OPAIN administra, mantiene y moderniza la terminal de pasajeros, las áreas comerciales, los parqueaderos y los servicios al pasajero. La Terminal 1 actual fue construida dentro de esta concesión.</p>`,
        },
        {
          type: 'table',
          caption: 'Quién hace qué en El Dorado',
          columns: ['Entidad', 'Se encarga de', 'Acuda a ella para'],
          rows: [
            [
              'OPAIN S.A. (operador del aeropuerto)',
              'Terminal, servicios al pasajero, parqueaderos, carros de equipaje, locales comerciales',
              'Quejas sobre instalaciones, objetos perdidos en zonas públicas, información general',
            ],
            [
              'Aerolíneas',
              'Check-in, embarque, equipaje, asistencia en silla de ruedas',
              'Retrasos, cancelaciones, equipaje perdido o dañado',
            ],
            [
              'Aerocivil',
              'Autoridad aeronáutica y control del tránsito aéreo',
              'Derechos del pasajero frente a las aerolíneas',
            ],
            [
              'Migración Colombia',
              'Control migratorio de vuelos internacionales',
              'Check-MIG, Biomig, permisos de permanencia',
            ],
            [
              'DIAN e ICA',
              'Control aduanero y sanitario agropecuario',
              'Declaración de equipaje, mascotas, productos de origen animal o vegetal',
            ],
            [
              'Policía Aeroportuaria',
              'Seguridad y orden en la terminal',
              'Denuncias, hurtos, emergencias de seguridad',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Sus datos personales',
          html: `<p>OPAIN trata los datos personales que usted entrega en este sitio y en el aeropuerto según la {{dataProtectionLaw}}. Puede pedir que los consulten, corrijan o eliminen en <a href="/eliminacion-datos">eliminación de datos</a>.</p>`,
        },
        {
          type: 'cards',
          title: 'Conozca más',
          items: [
            {
              title: 'Corporativo',
              text: 'Información para aliados, aerolíneas y proveedores.',
              href: '/corporativo',
            },
            {
              title: 'Reconocimientos',
              text: 'Premios y certificaciones del aeropuerto.',
              href: '/corporativo/servicios/reconocimientos',
            },
            {
              title: 'Estadísticas',
              text: 'Pasajeros, operaciones y carga.',
              href: '/comunicados/estadisticas-del-aeropuerto',
            },
            {
              title: 'El Dorado sostenible',
              text: 'Agua, energía, residuos y comunidades.',
              href: '/eldorado-sostenible',
            },
            {
              title: 'Trabaje con nosotros',
              text: 'Vacantes en el aeropuerto.',
              href: '/corporativo/servicios/trabaja-con-nosotros',
            },
          ],
        },
      ],
    },
    en: {
      title: 'About us',
      description:
        'Who runs El Dorado International Airport, what each organisation does in the terminal and who to turn to for what you need.',
      blocks: [
        {
          type: 'richText',
          html: `<p><strong>El Dorado International Airport</strong>, in western Bogota, is Colombia’s main air gateway and one of the busiest airports in Latin America for passengers and cargo.</p>
<p>Since 2007 it has been run by <strong>OPAIN S.A.</strong> under a concession granted by Colombia’s Civil Aviation authority (Aerocivil). OPAIN manages, maintains and modernises the passenger terminal, commercial areas, car parks and passenger services. Today’s Terminal 1 was built under this concession.</p>`,
        },
        {
          type: 'table',
          caption: 'Who does what at El Dorado',
          columns: ['Organisation', 'Responsible for', 'Contact them about'],
          rows: [
            [
              'OPAIN S.A. (airport operator)',
              'Terminal, passenger services, car parks, baggage carts, shops and restaurants',
              'Complaints about facilities, items lost in public areas, general information',
            ],
            [
              'Airlines',
              'Check-in, boarding, baggage, wheelchair assistance',
              'Delays, cancellations, lost or damaged baggage',
            ],
            ['Aerocivil', 'Aviation authority and air traffic control', 'Passenger rights with respect to airlines'],
            [
              'Migración Colombia',
              'Immigration control for international flights',
              'Check-MIG, Biomig, permits to stay',
            ],
            [
              'DIAN and ICA',
              'Customs and agricultural health control',
              'Baggage declaration, pets, products of animal or plant origin',
            ],
            ['Airport Police', 'Safety and order in the terminal', 'Reporting crimes, theft, security emergencies'],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Your personal data',
          html: `<p>OPAIN processes the personal data you provide on this site and at the airport in accordance with Colombian data protection law ({{dataProtectionLaw}}). You can ask for it to be shown, corrected or deleted under <a href="/eliminacion-datos">data deletion</a>.</p>`,
        },
        {
          type: 'cards',
          title: 'Find out more',
          items: [
            {
              title: 'Corporate',
              text: 'Information for partners, airlines and suppliers.',
              href: '/corporativo',
            },
            {
              title: 'Awards',
              text: 'The airport’s awards and certifications.',
              href: '/corporativo/servicios/reconocimientos',
            },
            {
              title: 'Statistics',
              text: 'Passengers, flights and cargo.',
              href: '/comunicados/estadisticas-del-aeropuerto',
            },
            {
              title: 'Sustainable El Dorado',
              text: 'Water, energy, waste and communities.',
              href: '/eldorado-sostenible',
            },
            {
              title: 'Work with us',
              text: 'Job openings at the airport.',
              href: '/corporativo/servicios/trabaja-con-nosotros',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Qui sommes-nous',
      description:
        'Qui exploite l’aéroport international El Dorado, le rôle de chaque organisme dans le terminal et à qui vous adresser selon votre besoin.',
      blocks: [
        {
          type: 'richText',
          html: `<p>L’<strong>aéroport international El Dorado</strong>, dans l’ouest de Bogota, est la principale porte d’entrée aérienne de la Colombie et l’un des aéroports d’Amérique latine les plus fréquentés, pour les passagers comme pour le fret.</p>
<p>Depuis 2007, il est exploité par <strong>OPAIN S.A.</strong>, dans le cadre d’une concession accordée par l’aviation civile colombienne (Aerocivil). OPAIN gère, entretient et modernise l’aérogare, les espaces commerciaux, les parkings et les services aux passagers. L’actuel Terminal 1 a été construit dans le cadre de cette concession.</p>`,
        },
        {
          type: 'table',
          caption: 'Qui fait quoi à El Dorado',
          columns: ['Organisme', 'Responsable de', 'À contacter pour'],
          rows: [
            [
              'OPAIN S.A. (exploitant de l’aéroport)',
              'Terminal, services aux passagers, parkings, chariots à bagages, commerces',
              'Réclamations sur les installations, objets perdus en zone publique, informations générales',
            ],
            [
              'Compagnies aériennes',
              'Enregistrement, embarquement, bagages, assistance en fauteuil roulant',
              'Retards, annulations, bagages perdus ou endommagés',
            ],
            ['Aerocivil', 'Autorité aéronautique et contrôle aérien', 'Droits des passagers vis-à-vis des compagnies'],
            [
              'Migración Colombia',
              'Contrôle migratoire des vols internationaux',
              'Check-MIG, Biomig, permis de séjour',
            ],
            [
              'DIAN et ICA',
              'Contrôle douanier et sanitaire agricole',
              'Déclaration de bagages, animaux, produits d’origine animale ou végétale',
            ],
            [
              'Police aéroportuaire',
              'Sécurité et ordre public dans le terminal',
              'Plaintes, vols, urgences de sécurité',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Vos données personnelles',
          html: `<p>OPAIN traite les données personnelles que vous fournissez sur ce site et à l’aéroport conformément à la loi colombienne sur la protection des données ({{dataProtectionLaw}}). Vous pouvez demander à les consulter, les rectifier ou les supprimer dans <a href="/eliminacion-datos">suppression des données</a>.</p>`,
        },
        {
          type: 'cards',
          title: 'En savoir plus',
          items: [
            {
              title: 'Espace entreprise',
              text: 'Informations pour les partenaires, compagnies et fournisseurs.',
              href: '/corporativo',
            },
            {
              title: 'Distinctions',
              text: 'Prix et certifications de l’aéroport.',
              href: '/corporativo/servicios/reconocimientos',
            },
            {
              title: 'Statistiques',
              text: 'Passagers, mouvements et fret.',
              href: '/comunicados/estadisticas-del-aeropuerto',
            },
            {
              title: 'El Dorado durable',
              text: 'Eau, énergie, déchets et communautés.',
              href: '/eldorado-sostenible',
            },
            {
              title: 'Travailler avec nous',
              text: 'Offres d’emploi à l’aéroport.',
              href: '/corporativo/servicios/trabaja-con-nosotros',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Quem somos',
      description:
        'Quem opera o Aeroporto Internacional El Dorado, o que cada entidade faz no terminal e a quem recorrer conforme a sua necessidade.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O <strong>Aeroporto Internacional El Dorado</strong>, no oeste de Bogotá, é a principal porta de entrada aérea da Colômbia e um dos aeroportos com mais passageiros e mais carga da América Latina.</p>
<p>Desde 2007 ele é operado pela <strong>OPAIN S.A.</strong>, em concessão outorgada pela Aeronáutica Civil da Colômbia (Aerocivil). A OPAIN administra, mantém e moderniza o terminal de passageiros, as áreas comerciais, os estacionamentos e os serviços ao passageiro. O atual Terminal 1 foi construído dentro dessa concessão.</p>`,
        },
        {
          type: 'table',
          caption: 'Quem faz o quê no El Dorado',
          columns: ['Entidade', 'Responsável por', 'Procure-a para'],
          rows: [
            [
              'OPAIN S.A. (operadora do aeroporto)',
              'Terminal, serviços ao passageiro, estacionamentos, carrinhos de bagagem, lojas e restaurantes',
              'Reclamações sobre instalações, objetos perdidos em áreas públicas, informações gerais',
            ],
            [
              'Companhias aéreas',
              'Check-in, embarque, bagagem, assistência em cadeira de rodas',
              'Atrasos, cancelamentos, bagagem extraviada ou danificada',
            ],
            [
              'Aerocivil',
              'Autoridade aeronáutica e controle de tráfego aéreo',
              'Direitos do passageiro perante as companhias',
            ],
            [
              'Migración Colombia',
              'Controle migratório dos voos internacionais',
              'Check-MIG, Biomig, permissões de permanência',
            ],
            [
              'DIAN e ICA',
              'Controle aduaneiro e sanitário agropecuário',
              'Declaração de bagagem, animais de estimação, produtos de origem animal ou vegetal',
            ],
            ['Polícia Aeroportuária', 'Segurança e ordem no terminal', 'Denúncias, furtos, emergências de segurança'],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Seus dados pessoais',
          html: `<p>A OPAIN trata os dados pessoais que você fornece neste site e no aeroporto de acordo com a lei colombiana de proteção de dados ({{dataProtectionLaw}}). Você pode pedir para consultá-los, corrigi-los ou excluí-los em <a href="/eliminacion-datos">exclusão de dados</a>.</p>`,
        },
        {
          type: 'cards',
          title: 'Saiba mais',
          items: [
            {
              title: 'Corporativo',
              text: 'Informações para parceiros, companhias aéreas e fornecedores.',
              href: '/corporativo',
            },
            {
              title: 'Reconhecimentos',
              text: 'Prêmios e certificações do aeroporto.',
              href: '/corporativo/servicios/reconocimientos',
            },
            {
              title: 'Estatísticas',
              text: 'Passageiros, operações e carga.',
              href: '/comunicados/estadisticas-del-aeropuerto',
            },
            {
              title: 'El Dorado sustentável',
              text: 'Água, energia, resíduos e comunidades.',
              href: '/eldorado-sostenible',
            },
            {
              title: 'Trabalhe conosco',
              text: 'Vagas no aeroporto.',
              href: '/corporativo/servicios/trabaja-con-nosotros',
            },
          ],
        },
      ],
    },
  },
});
