import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/sobre-la-iniciativa',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Sobre la iniciativa',
      description:
        'Por qué existe El Dorado Sostenible, quiénes participan y cómo pueden contribuir pasajeros, empleados y empresas del aeropuerto.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Dorado es uno de los aeropuertos con más pasajeros y carga de América Latina y funciona las 24 horas en medio de la ciudad, junto al río Bogotá y a barrios de Fontibón y Engativá. Una operación de ese tamaño consume agua y energía, genera residuos y emisiones, y convive con humedales, aves y vecinos. <strong>El Dorado Sostenible</strong> nace para gestionar esos impactos de forma ordenada, medible y verificable.</p><p>La iniciativa la lidera <strong>OPAIN S.A.</strong>, concesionario del aeropuerto, pero su resultado depende de toda la comunidad aeroportuaria: aerolíneas, operadores de tierra, restaurantes y tiendas, entidades del Estado y pasajeros.</p>',
        },
        {
          type: 'steps',
          title: 'Cómo trabaja el programa',
          items: [
            {
              title: 'Medir',
              text: 'Se miden consumos de agua y energía, residuos generados y emisiones de gases de efecto invernadero.',
            },
            {
              title: 'Planear',
              text: 'Con esos datos se fijan metas y se priorizan proyectos de ahorro, tratamiento y reducción.',
            },
            {
              title: 'Ejecutar',
              text: 'Los proyectos se aplican en terminales, plataformas, zonas verdes y obras, junto con las empresas que operan en el aeropuerto.',
            },
            {
              title: 'Verificar',
              text: 'Las autoridades ambientales hacen seguimiento y terceros independientes verifican los resultados de los programas voluntarios.',
            },
          ],
        },
        {
          type: 'accordion',
          title: 'Cómo participar',
          items: [
            {
              question: 'Si es pasajero o visitante',
              answerHtml:
                '<ul><li>Separe sus residuos en las canecas blanca, verde y negra (<a href="/eldorado-sostenible/servicios/residuos">cómo separar</a>).</li><li>Lleve una botella reutilizable y llénela después del control de seguridad, donde haya puntos de agua.</li><li>Prefiera el <a href="/transporte/como-llegar-al-aeropuerto">transporte público</a> o el carro compartido para llegar.</li><li>Reporte fugas, derrames o animales en zonas de paso al personal del aeropuerto.</li></ul>',
            },
            {
              question: 'Si trabaja en el aeropuerto',
              answerHtml:
                '<p>Siga las instrucciones de separación de residuos y de manejo de sustancias de su empresa, participe en las capacitaciones ambientales y reporte cualquier incidente (derrame, fuga, fauna) a su supervisor y al centro de control del aeropuerto.</p>',
            },
            {
              question: 'Si su empresa es arrendataria u operador',
              answerHtml:
                '<p>Los locales y operadores deben cumplir los requisitos ambientales del aeropuerto: trampas de grasa en cocinas, almacenamiento seguro de químicos, entrega de residuos separados y reporte de información. Para dudas sobre requisitos, escriba por el <a href="/eldorado-sostenible/contacto">contacto de El Dorado Sostenible</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Conozca los temas del programa en <a href="/eldorado-sostenible/servicios/que-es-eldorado-sostenible">¿Qué es El Dorado Sostenible?</a> y los compromisos de la dirección en las <a href="/eldorado-sostenible/servicios/politicas-eldorado-sostenible">políticas</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Proponga una idea o haga una pregunta',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    en: {
      title: 'About the initiative',
      description:
        'Why El Dorado Sostenible exists, who takes part and how passengers, employees and airport companies can contribute.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Dorado is one of the busiest passenger and cargo airports in Latin America and runs 24 hours a day in the middle of the city, next to the Bogotá River and the neighbourhoods of Fontibón and Engativá. An operation of that size uses water and energy, produces waste and emissions, and shares its surroundings with wetlands, birds and neighbours. <strong>El Dorado Sostenible</strong> was created to manage those impacts in an orderly, measurable and verifiable way.</p><p>The initiative is led by <strong>OPAIN S.A.</strong>, the airport concessionaire, but its results depend on the whole airport community: airlines, ground handlers, restaurants and shops, government agencies and passengers.</p>',
        },
        {
          type: 'steps',
          title: 'How the programme works',
          items: [
            {
              title: 'Measure',
              text: 'Water and energy use, waste produced and greenhouse gas emissions are measured.',
            },
            {
              title: 'Plan',
              text: 'With that data, targets are set and saving, treatment and reduction projects are prioritised.',
            },
            {
              title: 'Implement',
              text: 'Projects are carried out in the terminals, aprons, green areas and building works, together with the companies operating at the airport.',
            },
            {
              title: 'Verify',
              text: 'Environmental authorities monitor compliance and independent third parties verify the results of the voluntary programmes.',
            },
          ],
        },
        {
          type: 'accordion',
          title: 'How to take part',
          items: [
            {
              question: 'If you are a passenger or visitor',
              answerHtml:
                '<ul><li>Sort your waste into the white, green and black bins (<a href="/eldorado-sostenible/servicios/residuos">how to sort</a>).</li><li>Bring a reusable bottle and fill it after the security check, wherever there are water points.</li><li>Choose <a href="/transporte/como-llegar-al-aeropuerto">public transport</a> or a shared car to get here.</li><li>Report leaks, spills or animals in walkways to airport staff.</li></ul>',
            },
            {
              question: 'If you work at the airport',
              answerHtml:
                '<p>Follow your company’s instructions on waste sorting and handling of substances, take part in the environmental training sessions and report any incident (spill, leak, wildlife) to your supervisor and to the airport control centre.</p>',
            },
            {
              question: 'If your company is a tenant or operator',
              answerHtml:
                '<p>Tenants and operators must meet the airport’s environmental requirements: grease traps in kitchens, safe chemical storage, handing over sorted waste and reporting data. For questions about the requirements, write through the <a href="/eldorado-sostenible/contacto">El Dorado Sostenible contact form</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Discover the programme’s topics in <a href="/eldorado-sostenible/servicios/que-es-eldorado-sostenible">What is El Dorado Sostenible?</a> and management’s commitments in the <a href="/eldorado-sostenible/servicios/politicas-eldorado-sostenible">policies</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Suggest an idea or ask a question',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    fr: {
      title: 'À propos de l’initiative',
      description:
        'Pourquoi El Dorado Sostenible existe, qui y participe et comment passagers, employés et entreprises de l’aéroport peuvent contribuer.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Dorado est l’un des aéroports d’Amérique latine qui accueillent le plus de passagers et de fret. Il fonctionne 24 heures sur 24 au cœur de la ville, près du fleuve Bogotá et des quartiers de Fontibón et d’Engativá. Une activité de cette taille consomme de l’eau et de l’énergie, produit des déchets et des émissions, et côtoie des zones humides, des oiseaux et des riverains. <strong>El Dorado Sostenible</strong> a été créé pour gérer ces impacts de manière organisée, mesurable et vérifiable.</p><p>L’initiative est pilotée par <strong>OPAIN S.A.</strong>, concessionnaire de l’aéroport, mais ses résultats dépendent de toute la communauté aéroportuaire : compagnies aériennes, prestataires d’assistance en escale, restaurants et boutiques, administrations et passagers.</p>',
        },
        {
          type: 'steps',
          title: 'Le fonctionnement du programme',
          items: [
            {
              title: 'Mesurer',
              text: 'On mesure les consommations d’eau et d’énergie, les déchets produits et les émissions de gaz à effet de serre.',
            },
            {
              title: 'Planifier',
              text: 'À partir de ces données, on fixe des objectifs et on hiérarchise les projets d’économie, de traitement et de réduction.',
            },
            {
              title: 'Mettre en œuvre',
              text: 'Les projets sont menés dans les terminaux, sur les aires de trafic, dans les espaces verts et sur les chantiers, avec les entreprises présentes sur l’aéroport.',
            },
            {
              title: 'Vérifier',
              text: 'Les autorités environnementales assurent le suivi et des tiers indépendants vérifient les résultats des programmes volontaires.',
            },
          ],
        },
        {
          type: 'accordion',
          title: 'Comment participer',
          items: [
            {
              question: 'Si vous êtes passager ou visiteur',
              answerHtml:
                '<ul><li>Triez vos déchets dans les poubelles blanche, verte et noire (<a href="/eldorado-sostenible/servicios/residuos">comment trier</a>).</li><li>Apportez une gourde et remplissez-la après le contrôle de sûreté, là où il y a des points d’eau.</li><li>Privilégiez les <a href="/transporte/como-llegar-al-aeropuerto">transports en commun</a> ou le covoiturage pour venir.</li><li>Signalez au personnel de l’aéroport les fuites, déversements ou animaux dans les zones de passage.</li></ul>',
            },
            {
              question: 'Si vous travaillez à l’aéroport',
              answerHtml:
                '<p>Suivez les consignes de votre entreprise pour le tri des déchets et la manipulation des produits, participez aux formations environnementales et signalez tout incident (déversement, fuite, faune) à votre responsable et au centre de contrôle de l’aéroport.</p>',
            },
            {
              question: 'Si votre entreprise est locataire ou opératrice',
              answerHtml:
                '<p>Les locataires et opérateurs doivent respecter les exigences environnementales de l’aéroport : bacs à graisse dans les cuisines, stockage sûr des produits chimiques, remise des déchets triés et transmission des données. Pour toute question sur ces exigences, écrivez via le <a href="/eldorado-sostenible/contacto">contact d’El Dorado Sostenible</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Découvrez les thèmes du programme dans <a href="/eldorado-sostenible/servicios/que-es-eldorado-sostenible">Qu’est-ce qu’El Dorado Sostenible ?</a> et les engagements de la direction dans les <a href="/eldorado-sostenible/servicios/politicas-eldorado-sostenible">politiques</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Proposez une idée ou posez une question',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    pt: {
      title: 'Sobre a iniciativa',
      description:
        'Por que o El Dorado Sostenible existe, quem participa e como passageiros, funcionários e empresas do aeroporto podem contribuir.',
      blocks: [
        {
          type: 'richText',
          html: '<p>O El Dorado é um dos aeroportos com maior movimento de passageiros e de carga da América Latina e funciona 24 horas no meio da cidade, ao lado do rio Bogotá e dos bairros de Fontibón e Engativá. Uma operação desse porte consome água e energia, gera resíduos e emissões e convive com áreas úmidas, aves e vizinhos. O <strong>El Dorado Sostenible</strong> nasceu para gerenciar esses impactos de forma organizada, mensurável e verificável.</p><p>A iniciativa é liderada pela <strong>OPAIN S.A.</strong>, concessionária do aeroporto, mas o resultado depende de toda a comunidade aeroportuária: companhias aéreas, empresas de serviços em solo, restaurantes e lojas, órgãos do governo e passageiros.</p>',
        },
        {
          type: 'steps',
          title: 'Como o programa funciona',
          items: [
            {
              title: 'Medir',
              text: 'São medidos o consumo de água e energia, os resíduos gerados e as emissões de gases de efeito estufa.',
            },
            {
              title: 'Planejar',
              text: 'Com esses dados, são definidas metas e priorizados projetos de economia, tratamento e redução.',
            },
            {
              title: 'Executar',
              text: 'Os projetos são aplicados nos terminais, pátios, áreas verdes e obras, junto com as empresas que operam no aeroporto.',
            },
            {
              title: 'Verificar',
              text: 'As autoridades ambientais fazem o acompanhamento e terceiros independentes verificam os resultados dos programas voluntários.',
            },
          ],
        },
        {
          type: 'accordion',
          title: 'Como participar',
          items: [
            {
              question: 'Se você é passageiro ou visitante',
              answerHtml:
                '<ul><li>Separe seus resíduos nas lixeiras branca, verde e preta (<a href="/eldorado-sostenible/servicios/residuos">como separar</a>).</li><li>Traga uma garrafa reutilizável e encha depois da inspeção de segurança, onde houver pontos de água.</li><li>Prefira o <a href="/transporte/como-llegar-al-aeropuerto">transporte público</a> ou a carona para chegar.</li><li>Avise a equipe do aeroporto sobre vazamentos, derramamentos ou animais nas áreas de circulação.</li></ul>',
            },
            {
              question: 'Se você trabalha no aeroporto',
              answerHtml:
                '<p>Siga as instruções da sua empresa sobre separação de resíduos e manuseio de substâncias, participe dos treinamentos ambientais e comunique qualquer incidente (derramamento, vazamento, fauna) ao seu supervisor e ao centro de controle do aeroporto.</p>',
            },
            {
              question: 'Se sua empresa é locatária ou operadora',
              answerHtml:
                '<p>Locatários e operadores devem cumprir os requisitos ambientais do aeroporto: caixas de gordura nas cozinhas, armazenamento seguro de produtos químicos, entrega de resíduos separados e envio de informações. Para dúvidas sobre os requisitos, escreva pelo <a href="/eldorado-sostenible/contacto">contato do El Dorado Sostenible</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Conheça os temas do programa em <a href="/eldorado-sostenible/servicios/que-es-eldorado-sostenible">O que é o El Dorado Sostenible?</a> e os compromissos da direção nas <a href="/eldorado-sostenible/servicios/politicas-eldorado-sostenible">políticas</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Sugira uma ideia ou tire uma dúvida',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
  },
});
