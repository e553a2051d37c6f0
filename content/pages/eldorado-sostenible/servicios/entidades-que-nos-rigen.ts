import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/entidades-que-nos-rigen',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Entidades que nos rigen',
      description:
        'Las autoridades que regulan y vigilan la gestión ambiental y la operación de El Dorado: ANLA, Secretaría Distrital de Ambiente, CAR Cundinamarca, Aerocivil y otras.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Aeropuerto Internacional El Dorado es infraestructura pública del Estado colombiano, operada por <strong>OPAIN S.A.</strong> mediante un contrato de concesión. Su gestión ambiental responde ante varias autoridades, según el tema y el lugar: el aeropuerto está en la localidad de Fontibón, dentro del perímetro urbano de Bogotá, y limita al occidente con el río Bogotá y los municipios de la sabana.</p>',
        },
        {
          type: 'table',
          caption: 'Autoridades y su papel',
          columns: ['Entidad', 'Papel frente al aeropuerto'],
          rows: [
            [
              'ANLA – Autoridad Nacional de Licencias Ambientales',
              'Otorga y hace seguimiento a la licencia ambiental del aeropuerto, incluidas las obligaciones sobre ruido, agua, residuos y compensaciones.',
            ],
            [
              'Ministerio de Ambiente y Desarrollo Sostenible',
              'Expide la normativa ambiental nacional (vertimientos, residuos, código de colores, cambio climático).',
            ],
            [
              'Secretaría Distrital de Ambiente (SDA)',
              'Autoridad ambiental en el área urbana de Bogotá: arbolado urbano, vertimientos al alcantarillado, publicidad exterior, emisiones y residuos.',
            ],
            [
              'CAR Cundinamarca',
              'Autoridad ambiental regional en la cuenca del río Bogotá fuera del perímetro urbano del Distrito.',
            ],
            [
              'Aerocivil – Unidad Administrativa Especial de Aeronáutica Civil',
              'Autoridad aeronáutica: Reglamentos Aeronáuticos de Colombia, seguridad operacional, mercancías peligrosas y gestión del riesgo de fauna.',
            ],
            [
              'ANI – Agencia Nacional de Infraestructura',
              'Entidad que supervisa el contrato de concesión del aeropuerto.',
            ],
            [
              'Secretaría Distrital de Salud e IDEAM',
              'Vigilancia sanitaria de agua, alimentos y plagas (Salud); información ambiental y registro de residuos peligrosos (IDEAM).',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: '¿Quiere presentar una queja ambiental?',
          html: '<p>Escríbanos primero en <a href="/contacto#pqrs">PQRS</a> o en el <a href="/eldorado-sostenible/contacto">contacto de El Dorado Sostenible</a> para que el aeropuerto la atienda. También puede acudir directamente a la autoridad competente por sus canales de atención a la ciudadanía.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Políticas de El Dorado Sostenible',
              text: 'Los compromisos que el aeropuerto asume más allá de la ley.',
              href: '/eldorado-sostenible/servicios/politicas-eldorado-sostenible',
            },
            {
              title: 'Reconocimientos y certificaciones',
              text: 'Verificaciones independientes de la gestión ambiental.',
              href: '/eldorado-sostenible/servicios/reconocimientos-y-certificaciones',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Authorities that regulate us',
      description:
        'The authorities that regulate and oversee El Dorado’s environmental management and operation: ANLA, Bogota’s Environment Department, CAR Cundinamarca, Aerocivil and others.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Dorado International Airport is public infrastructure of the Colombian State, operated by <strong>OPAIN S.A.</strong> under a concession contract. Its environmental management answers to several authorities depending on the subject and location: the airport lies in the Fontibón district, within Bogota’s urban boundary, and borders the Bogotá River and the municipalities of the Sabana to the west.</p>',
        },
        {
          type: 'table',
          caption: 'Authorities and their role',
          columns: ['Authority', 'Role regarding the airport'],
          rows: [
            [
              'ANLA – National Environmental Licensing Authority',
              'Grants and monitors the airport’s environmental licence, including obligations on noise, water, waste and compensation.',
            ],
            [
              'Ministry of Environment and Sustainable Development',
              'Issues national environmental regulations (discharges, waste, bin colour code, climate change).',
            ],
            [
              'Secretaría Distrital de Ambiente (SDA), Bogota’s Environment Department',
              'Environmental authority in Bogota’s urban area: urban trees, discharges into the sewer, outdoor advertising, emissions and waste.',
            ],
            [
              'CAR Cundinamarca',
              'Regional environmental authority in the Bogotá River basin outside the city’s urban boundary.',
            ],
            [
              'Aerocivil – Civil Aviation Authority of Colombia',
              'Aviation authority: Colombian Aeronautical Regulations, operational safety, dangerous goods and wildlife hazard management.',
            ],
            ['ANI – National Infrastructure Agency', 'Oversees the airport’s concession contract.'],
            [
              'Bogota Health Department and IDEAM',
              'Health surveillance of water, food and pests (Health Department); environmental information and the hazardous waste register (IDEAM).',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Do you want to make an environmental complaint?',
          html: '<p>Write to us first through <a href="/contacto#pqrs">PQRS</a> or the <a href="/eldorado-sostenible/contacto">El Dorado Sostenible contact form</a> so that the airport can deal with it. You can also go directly to the competent authority through its citizen service channels.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'El Dorado Sostenible policies',
              text: 'The commitments the airport makes beyond the law.',
              href: '/eldorado-sostenible/servicios/politicas-eldorado-sostenible',
            },
            {
              title: 'Awards and certifications',
              text: 'Independent verification of environmental management.',
              href: '/eldorado-sostenible/servicios/reconocimientos-y-certificaciones',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Autorités de tutelle',
      description:
        'Les autorités qui réglementent et contrôlent la gestion environnementale et l’exploitation d’El Dorado : ANLA, secrétariat à l’Environnement de Bogota, CAR Cundinamarca, Aerocivil et autres.',
      blocks: [
        {
          type: 'richText',
          html: '<p>L’aéroport international El Dorado est une infrastructure publique de l’État colombien, exploitée par <strong>OPAIN S.A.</strong> dans le cadre d’un contrat de concession. Sa gestion environnementale relève de plusieurs autorités selon le sujet et le lieu : l’aéroport se trouve dans la localité de Fontibón, dans le périmètre urbain de Bogota, et touche à l’ouest le fleuve Bogotá et les communes de la Sabana.</p>',
        },
        {
          type: 'table',
          caption: 'Les autorités et leur rôle',
          columns: ['Autorité', 'Rôle vis-à-vis de l’aéroport'],
          rows: [
            [
              'ANLA – Autorité nationale des permis environnementaux',
              'Délivre et contrôle le permis environnemental de l’aéroport, y compris les obligations sur le bruit, l’eau, les déchets et les compensations.',
            ],
            [
              'Ministère de l’Environnement et du Développement durable',
              'Édicte la réglementation environnementale nationale (rejets, déchets, code couleur, changement climatique).',
            ],
            [
              'Secretaría Distrital de Ambiente (SDA), secrétariat à l’Environnement de Bogota',
              'Autorité environnementale de la zone urbaine de Bogota : arbres urbains, rejets dans les égouts, affichage extérieur, émissions et déchets.',
            ],
            [
              'CAR Cundinamarca',
              'Autorité environnementale régionale du bassin du fleuve Bogotá hors du périmètre urbain de la capitale.',
            ],
            [
              'Aerocivil – autorité de l’aviation civile colombienne',
              'Autorité aéronautique : règlements aéronautiques colombiens, sécurité opérationnelle, marchandises dangereuses et gestion du risque animalier.',
            ],
            ['ANI – Agence nationale des infrastructures', 'Supervise le contrat de concession de l’aéroport.'],
            [
              'Secrétariat à la Santé de Bogota et IDEAM',
              'Contrôle sanitaire de l’eau, des aliments et des nuisibles (Santé) ; information environnementale et registre des déchets dangereux (IDEAM).',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Vous souhaitez déposer une plainte environnementale ?',
          html: '<p>Écrivez-nous d’abord via <a href="/contacto#pqrs">PQRS</a> ou le <a href="/eldorado-sostenible/contacto">contact d’El Dorado Sostenible</a> pour que l’aéroport la traite. Vous pouvez aussi vous adresser directement à l’autorité compétente par ses canaux d’accueil du public.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Politiques d’El Dorado Sostenible',
              text: 'Les engagements pris par l’aéroport au-delà de la loi.',
              href: '/eldorado-sostenible/servicios/politicas-eldorado-sostenible',
            },
            {
              title: 'Distinctions et certifications',
              text: 'Vérifications indépendantes de la gestion environnementale.',
              href: '/eldorado-sostenible/servicios/reconocimientos-y-certificaciones',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Órgãos que nos regulam',
      description:
        'As autoridades que regulam e fiscalizam a gestão ambiental e a operação do El Dorado: ANLA, Secretaria Distrital de Meio Ambiente, CAR Cundinamarca, Aerocivil e outras.',
      blocks: [
        {
          type: 'richText',
          html: '<p>O Aeroporto Internacional El Dorado é infraestrutura pública do Estado colombiano, operada pela <strong>OPAIN S.A.</strong> por meio de um contrato de concessão. Sua gestão ambiental responde a várias autoridades, conforme o tema e o local: o aeroporto fica na localidade de Fontibón, dentro do perímetro urbano de Bogotá, e faz divisa a oeste com o rio Bogotá e os municípios da savana.</p>',
        },
        {
          type: 'table',
          caption: 'Autoridades e seu papel',
          columns: ['Órgão', 'Papel em relação ao aeroporto'],
          rows: [
            [
              'ANLA – Autoridade Nacional de Licenças Ambientais',
              'Concede e acompanha a licença ambiental do aeroporto, incluindo as obrigações sobre ruído, água, resíduos e compensações.',
            ],
            [
              'Ministério de Meio Ambiente e Desenvolvimento Sustentável',
              'Edita a regulamentação ambiental nacional (efluentes, resíduos, código de cores, mudança do clima).',
            ],
            [
              'Secretaría Distrital de Ambiente (SDA), secretaria de meio ambiente de Bogotá',
              'Autoridade ambiental na área urbana de Bogotá: arborização urbana, lançamentos na rede de esgoto, publicidade externa, emissões e resíduos.',
            ],
            [
              'CAR Cundinamarca',
              'Autoridade ambiental regional na bacia do rio Bogotá fora do perímetro urbano do Distrito.',
            ],
            [
              'Aerocivil – autoridade de aviação civil da Colômbia',
              'Autoridade aeronáutica: Regulamentos Aeronáuticos da Colômbia, segurança operacional, artigos perigosos e gestão do risco de fauna.',
            ],
            ['ANI – Agência Nacional de Infraestrutura', 'Supervisiona o contrato de concessão do aeroporto.'],
            [
              'Secretaria Distrital de Saúde e IDEAM',
              'Vigilância sanitária de água, alimentos e pragas (Saúde); informação ambiental e registro de resíduos perigosos (IDEAM).',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Quer apresentar uma reclamação ambiental?',
          html: '<p>Escreva primeiro pelo <a href="/contacto#pqrs">PQRS</a> ou pelo <a href="/eldorado-sostenible/contacto">contato do El Dorado Sostenible</a> para que o aeroporto a atenda. Você também pode recorrer diretamente à autoridade competente pelos canais de atendimento ao cidadão.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Políticas do El Dorado Sostenible',
              text: 'Os compromissos que o aeroporto assume além da lei.',
              href: '/eldorado-sostenible/servicios/politicas-eldorado-sostenible',
            },
            {
              title: 'Reconhecimentos e certificações',
              text: 'Verificações independentes da gestão ambiental.',
              href: '/eldorado-sostenible/servicios/reconocimientos-y-certificaciones',
            },
          ],
        },
      ],
    },
  },
});
