import { definePage } from '@/content/schemas';

export default definePage({
  path: '/corporativo/servicios/reconocimientos',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Reconocimientos',
      description:
        'Premios y acreditaciones que ha recibido el Aeropuerto Internacional El Dorado por su servicio, su operación y su gestión ambiental.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Los reconocimientos de El Dorado son el resultado del trabajo conjunto de la comunidad aeroportuaria: <strong>OPAIN S.A.</strong> como concesionario, la Aerocivil, Migración Colombia, la DIAN, la Policía Aeroportuaria, las aerolíneas, los operadores de tierra y los cientos de locales y empresas que atienden a los pasajeros cada día.</p>',
        },
        {
          type: 'cards',
          title: 'Principales reconocimientos',
          items: [
            {
              title: 'Mejor aeropuerto de Suramérica',
              text: 'El Dorado ha sido elegido en varias ediciones de los Skytrax World Airport Awards, basados en encuestas a pasajeros de numerosos países, como el mejor aeropuerto de Suramérica.',
              href: '/eldorado-informa',
              linkLabel: 'Ver noticias',
            },
            {
              title: 'Acreditación de carbono (ACI)',
              text: 'El aeropuerto participa en Airport Carbon Accreditation, el programa de gestión de emisiones del Airports Council International, con verificación independiente.',
              href: '/eldorado-sostenible/servicios/reconocimientos-y-certificaciones',
              linkLabel: 'Ver certificaciones ambientales',
            },
            {
              title: 'Accesibilidad e inclusión',
              text: 'Programas como el cordón de girasoles para discapacidades no visibles y la asistencia a personas con movilidad reducida.',
              href: '/servicios/sunflower',
              linkLabel: 'Ver programa Sunflower',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Qué evalúan estos reconocimientos</h3><ul><li><strong>Experiencia del pasajero:</strong> facilidad de conexión, tiempos de espera, limpieza, señalización, oferta de comercio y restaurantes, y amabilidad del personal.</li><li><strong>Operación:</strong> puntualidad, seguridad operacional y capacidad para atender pasajeros y carga.</li><li><strong>Sostenibilidad:</strong> medición y reducción de emisiones, gestión del agua y de los residuos.</li></ul>',
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Los anuncios de cada premio, con su año y categoría, se publican en <a href="/eldorado-informa">El Dorado Informa</a> y en el <a href="/eldorado-informa/historico">histórico de noticias</a>. Su opinión cuenta para las próximas evaluaciones: cuéntenos su experiencia en <a href="/contacto#pqrs">PQRS</a>.</p>',
        },
      ],
    },
    en: {
      title: 'Awards',
      description:
        'Awards and accreditations received by El Dorado International Airport for its service, its operation and its environmental management.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Dorado’s awards are the result of the joint work of the airport community: <strong>OPAIN S.A.</strong> as concessionaire, Aerocivil (the civil aviation authority), Migración Colombia, DIAN customs, the Airport Police, the airlines, the ground handlers and the hundreds of shops and companies that serve passengers every day.</p>',
        },
        {
          type: 'cards',
          title: 'Main awards',
          items: [
            {
              title: 'Best airport in South America',
              text: 'In several editions of the Skytrax World Airport Awards, based on surveys of passengers from around the world, El Dorado has been voted the best airport in South America.',
              href: '/eldorado-informa',
              linkLabel: 'See the news',
            },
            {
              title: 'Carbon accreditation (ACI)',
              text: 'The airport takes part in Airport Carbon Accreditation, the Airports Council International emissions management programme, with independent verification.',
              href: '/eldorado-sostenible/servicios/reconocimientos-y-certificaciones',
              linkLabel: 'See environmental certifications',
            },
            {
              title: 'Accessibility and inclusion',
              text: 'Programmes such as the sunflower lanyard for hidden disabilities and assistance for passengers with reduced mobility.',
              href: '/servicios/sunflower',
              linkLabel: 'See the Sunflower programme',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>What these awards assess</h3><ul><li><strong>Passenger experience:</strong> ease of connections, waiting times, cleanliness, signage, shops and restaurants, and staff friendliness.</li><li><strong>Operations:</strong> punctuality, operational safety and capacity to handle passengers and cargo.</li><li><strong>Sustainability:</strong> measuring and reducing emissions, managing water and waste.</li></ul>',
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Each award, with its year and category, is announced in <a href="/eldorado-informa">El Dorado Informa</a> and in the <a href="/eldorado-informa/historico">news archive</a>. Your opinion counts for the next assessments: tell us about your experience through <a href="/contacto#pqrs">PQRS</a>.</p>',
        },
      ],
    },
    fr: {
      title: 'Distinctions',
      description:
        'Les prix et accréditations reçus par l’aéroport international El Dorado pour son service, son exploitation et sa gestion environnementale.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Les distinctions d’El Dorado sont le fruit du travail commun de la communauté aéroportuaire : <strong>OPAIN S.A.</strong> en tant que concessionnaire, l’Aerocivil (autorité de l’aviation civile), Migración Colombia, les douanes (DIAN), la police aéroportuaire, les compagnies aériennes, les prestataires d’assistance en escale et les centaines de commerces et d’entreprises qui servent les passagers chaque jour.</p>',
        },
        {
          type: 'cards',
          title: 'Principales distinctions',
          items: [
            {
              title: 'Meilleur aéroport d’Amérique du Sud',
              text: 'Lors de plusieurs éditions des Skytrax World Airport Awards, fondés sur des enquêtes auprès de passagers du monde entier, El Dorado a été élu meilleur aéroport d’Amérique du Sud.',
              href: '/eldorado-informa',
              linkLabel: 'Voir les actualités',
            },
            {
              title: 'Accréditation carbone (ACI)',
              text: 'L’aéroport participe à Airport Carbon Accreditation, le programme de gestion des émissions de l’Airports Council International, avec vérification indépendante.',
              href: '/eldorado-sostenible/servicios/reconocimientos-y-certificaciones',
              linkLabel: 'Voir les certifications environnementales',
            },
            {
              title: 'Accessibilité et inclusion',
              text: 'Des programmes comme le cordon tournesol pour les handicaps invisibles et l’assistance aux personnes à mobilité réduite.',
              href: '/servicios/sunflower',
              linkLabel: 'Voir le programme Sunflower',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Ce que ces distinctions évaluent</h3><ul><li><strong>Expérience passager :</strong> facilité des correspondances, temps d’attente, propreté, signalétique, offre de boutiques et de restaurants, et amabilité du personnel.</li><li><strong>Exploitation :</strong> ponctualité, sécurité opérationnelle et capacité à traiter passagers et fret.</li><li><strong>Durabilité :</strong> mesure et réduction des émissions, gestion de l’eau et des déchets.</li></ul>',
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Chaque prix, avec son année et sa catégorie, est annoncé dans <a href="/eldorado-informa">El Dorado Informa</a> et dans les <a href="/eldorado-informa/historico">archives des actualités</a>. Votre avis compte pour les prochaines évaluations : racontez-nous votre expérience via <a href="/contacto#pqrs">PQRS</a>.</p>',
        },
      ],
    },
    pt: {
      title: 'Reconhecimentos',
      description:
        'Prêmios e acreditações recebidos pelo Aeroporto Internacional El Dorado por seu atendimento, sua operação e sua gestão ambiental.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Os reconhecimentos do El Dorado são resultado do trabalho conjunto da comunidade aeroportuária: a <strong>OPAIN S.A.</strong> como concessionária, a Aerocivil (autoridade de aviação civil), a Migración Colombia, a DIAN (alfândega), a Polícia Aeroportuária, as companhias aéreas, as empresas de serviços em solo e as centenas de lojas e empresas que atendem os passageiros diariamente.</p>',
        },
        {
          type: 'cards',
          title: 'Principais reconhecimentos',
          items: [
            {
              title: 'Melhor aeroporto da América do Sul',
              text: 'Em várias edições do Skytrax World Airport Awards, baseado em pesquisas com passageiros do mundo inteiro, o El Dorado foi eleito o melhor aeroporto da América do Sul.',
              href: '/eldorado-informa',
              linkLabel: 'Ver notícias',
            },
            {
              title: 'Acreditação de carbono (ACI)',
              text: 'O aeroporto participa do Airport Carbon Accreditation, o programa de gestão de emissões do Airports Council International, com verificação independente.',
              href: '/eldorado-sostenible/servicios/reconocimientos-y-certificaciones',
              linkLabel: 'Ver certificações ambientais',
            },
            {
              title: 'Acessibilidade e inclusão',
              text: 'Programas como o cordão de girassóis para deficiências ocultas e a assistência a pessoas com mobilidade reduzida.',
              href: '/servicios/sunflower',
              linkLabel: 'Ver o programa Sunflower',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>O que esses reconhecimentos avaliam</h3><ul><li><strong>Experiência do passageiro:</strong> facilidade de conexão, tempos de espera, limpeza, sinalização, oferta de lojas e restaurantes e cordialidade da equipe.</li><li><strong>Operação:</strong> pontualidade, segurança operacional e capacidade para atender passageiros e carga.</li><li><strong>Sustentabilidade:</strong> medição e redução de emissões, gestão da água e dos resíduos.</li></ul>',
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Cada prêmio, com ano e categoria, é anunciado no <a href="/eldorado-informa">El Dorado Informa</a> e no <a href="/eldorado-informa/historico">histórico de notícias</a>. Sua opinião conta para as próximas avaliações: conte sua experiência pelo <a href="/contacto#pqrs">PQRS</a>.</p>',
        },
      ],
    },
  },
});
