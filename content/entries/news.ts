import type { NewsEntry } from '@/content/entry-schemas';

/** El Dorado Informa: news, newest first on the site (order here does not matter). */
export const news: NewsEntry[] = [
  {
    slug: 'temporada-de-fin-de-ano-2026',
    publishedAt: '2026-11-15',
    illustration: 'plane-terminal',
    locales: {
      es: {
        title: 'Temporada de fin de año: llega con tiempo a El Dorado',
        summary:
          'Entre diciembre y la segunda semana de enero aumenta el número de pasajeros. Te contamos cómo planear tu llegada.',
        bodyHtml:
          '<p>Durante la temporada de fin de año el aeropuerto recibe más viajeros de lo habitual. Recomendamos llegar <strong>3 horas antes</strong> en vuelos internacionales y <strong>2 horas antes</strong> en vuelos nacionales.</p><ul><li>Haz el check-in en línea con tu aerolínea y lleva tu pase de abordar en el celular.</li><li>Consulta el <a href="/informacion-en-tiempo-real/tiempo-en-filas">tiempo de espera en los filtros</a> antes de salir.</li><li>Si vas en vehículo particular, revisa la <a href="/informacion-en-tiempo-real/parqueaderos">disponibilidad de parqueaderos</a>.</li></ul>',
      },
      en: {
        title: 'Year-end season: arrive at El Dorado with time to spare',
        summary:
          'Passenger numbers rise from December to the second week of January. Here is how to plan your arrival.',
        bodyHtml:
          '<p>During the year-end season the airport handles more travellers than usual. We recommend arriving <strong>3 hours early</strong> for international flights and <strong>2 hours early</strong> for domestic flights.</p><ul><li>Check in online with your airline and keep your boarding pass on your phone.</li><li>Look up the <a href="/informacion-en-tiempo-real/tiempo-en-filas">security wait times</a> before you leave.</li><li>If you drive, check <a href="/informacion-en-tiempo-real/parqueaderos">parking availability</a>.</li></ul>',
      },
      fr: {
        title: 'Fêtes de fin d’année : arrivez à El Dorado en avance',
        summary:
          'De décembre à la deuxième semaine de janvier, le nombre de passagers augmente. Voici comment préparer votre arrivée.',
        bodyHtml:
          '<p>Pendant les fêtes de fin d’année, l’aéroport accueille plus de voyageurs que d’habitude. Nous vous conseillons d’arriver <strong>3 heures avant</strong> un vol international et <strong>2 heures avant</strong> un vol national.</p><ul><li>Enregistrez-vous en ligne auprès de votre compagnie et gardez votre carte d’embarquement sur votre téléphone.</li><li>Consultez le <a href="/informacion-en-tiempo-real/tiempo-en-filas">temps d’attente aux contrôles</a> avant de partir.</li><li>Si vous venez en voiture, vérifiez la <a href="/informacion-en-tiempo-real/parqueaderos">disponibilité des parkings</a>.</li></ul>',
      },
      pt: {
        title: 'Temporada de fim de ano: chegue com antecedência ao El Dorado',
        summary:
          'De dezembro até a segunda semana de janeiro o número de passageiros aumenta. Veja como planejar sua chegada.',
        bodyHtml:
          '<p>Na temporada de fim de ano o aeroporto recebe mais viajantes do que o normal. Recomendamos chegar <strong>3 horas antes</strong> em voos internacionais e <strong>2 horas antes</strong> em voos nacionais.</p><ul><li>Faça o check-in on-line com a sua companhia aérea e leve o cartão de embarque no celular.</li><li>Consulte o <a href="/informacion-en-tiempo-real/tiempo-en-filas">tempo de espera nos controles</a> antes de sair.</li><li>Se for de carro, confira a <a href="/informacion-en-tiempo-real/parqueaderos">disponibilidade de estacionamento</a>.</li></ul>',
      },
    },
  },
  {
    slug: 'dora-asistente-virtual-whatsapp',
    publishedAt: '2026-10-02',
    illustration: 'dora-chat',
    locales: {
      es: {
        title: 'Dora, la asistente virtual del aeropuerto, responde por WhatsApp 24/7',
        summary: 'Objetos perdidos, servicios, ubicación de puertas y más: escríbele a Dora a cualquier hora.',
        bodyHtml:
          '<p>Dora atiende por WhatsApp en el número <strong>{{doraWhatsapp}}</strong>, todos los días y a cualquier hora. Puedes preguntarle por objetos perdidos, servicios del aeropuerto, parqueaderos o cómo llegar.</p><p>Conoce más en la página de <a href="/dora">Dora</a>.</p>',
      },
      en: {
        title: 'Dora, the airport’s virtual assistant, answers on WhatsApp 24/7',
        summary: 'Lost items, services, gate locations and more: message Dora at any time.',
        bodyHtml:
          '<p>Dora answers on WhatsApp at <strong>{{doraWhatsapp}}</strong>, every day and at any hour. Ask her about lost items, airport services, parking or how to get here.</p><p>Find out more on the <a href="/dora">Dora</a> page.</p>',
      },
      fr: {
        title: 'Dora, l’assistante virtuelle de l’aéroport, répond sur WhatsApp 24 h/24',
        summary: 'Objets perdus, services, emplacement des portes : écrivez à Dora à toute heure.',
        bodyHtml:
          '<p>Dora répond sur WhatsApp au <strong>{{doraWhatsapp}}</strong>, tous les jours et à toute heure. Posez-lui vos questions sur les objets perdus, les services de l’aéroport, les parkings ou l’accès à l’aéroport.</p><p>En savoir plus sur la page <a href="/dora">Dora</a>.</p>',
      },
      pt: {
        title: 'Dora, a assistente virtual do aeroporto, atende pelo WhatsApp 24 horas',
        summary: 'Objetos perdidos, serviços, localização de portões e mais: escreva para a Dora a qualquer hora.',
        bodyHtml:
          '<p>A Dora atende pelo WhatsApp no número <strong>{{doraWhatsapp}}</strong>, todos os dias e a qualquer hora. Pergunte sobre objetos perdidos, serviços do aeroporto, estacionamentos ou como chegar.</p><p>Saiba mais na página da <a href="/dora">Dora</a>.</p>',
      },
    },
  },
  {
    slug: 'carros-de-equipaje-deposito-reembolsable',
    publishedAt: '2026-07-20',
    illustration: 'luggage-cart',
    locales: {
      es: {
        title: 'Carros de equipaje: depósito reembolsable y servicio asistido',
        summary: 'Así funcionan los carros de equipaje de la Terminal 1, cuánto cuesta el depósito y cómo recuperarlo.',
        bodyHtml:
          '<p>El carro de autoservicio requiere un depósito de <strong>{{cartDepositCop}}</strong> ({{cartDepositUsd}} o {{cartDepositEur}}), que se devuelve completo si lo regresas dentro de los primeros {{cartRefundMinutes}} minutos. En la Terminal 2 el carro es gratuito.</p><p>El servicio asistido, con un auxiliar que lleva tu equipaje, cuesta {{assistedCartCop}} y no es reembolsable. Más detalles en <a href="/servicios/carros-de-equipaje">carros de equipaje</a>.</p>',
      },
      en: {
        title: 'Luggage carts: refundable deposit and assisted service',
        summary: 'How the Terminal 1 luggage carts work, what the deposit costs and how to get it back.',
        bodyHtml:
          '<p>A self-service cart takes a deposit of <strong>{{cartDepositCop}}</strong> ({{cartDepositUsd}} or {{cartDepositEur}}), fully refunded if you return it within the first {{cartRefundMinutes}} minutes. In Terminal 2 carts are free.</p><p>The assisted service, with a porter who carries your bags, costs {{assistedCartCop}} and is not refundable. More on the <a href="/servicios/carros-de-equipaje">luggage carts</a> page.</p>',
      },
      fr: {
        title: 'Chariots à bagages : caution remboursable et service assisté',
        summary: 'Fonctionnement des chariots du Terminal 1, montant de la caution et remboursement.',
        bodyHtml:
          '<p>Le chariot en libre-service demande une caution de <strong>{{cartDepositCop}}</strong> ({{cartDepositUsd}} ou {{cartDepositEur}}), remboursée intégralement si vous le rendez dans les {{cartRefundMinutes}} premières minutes. Au Terminal 2, les chariots sont gratuits.</p><p>Le service assisté, avec un porteur, coûte {{assistedCartCop}} et n’est pas remboursable. Plus d’informations sur la page <a href="/servicios/carros-de-equipaje">chariots à bagages</a>.</p>',
      },
      pt: {
        title: 'Carrinhos de bagagem: depósito reembolsável e serviço assistido',
        summary: 'Como funcionam os carrinhos da Terminal 1, quanto custa o depósito e como recuperá-lo.',
        bodyHtml:
          '<p>O carrinho de autoatendimento exige um depósito de <strong>{{cartDepositCop}}</strong> ({{cartDepositUsd}} ou {{cartDepositEur}}), devolvido integralmente se você o retornar nos primeiros {{cartRefundMinutes}} minutos. Na Terminal 2 o carrinho é gratuito.</p><p>O serviço assistido, com um carregador, custa {{assistedCartCop}} e não é reembolsável. Mais detalhes em <a href="/servicios/carros-de-equipaje">carrinhos de bagagem</a>.</p>',
      },
    },
  },
  {
    slug: 'programa-girasol-discapacidades-ocultas',
    publishedAt: '2026-03-10',
    illustration: 'sunflower',
    locales: {
      es: {
        title: 'El Dorado se une al programa del girasol para discapacidades ocultas',
        summary:
          'Pasajeros con autismo, demencia, ansiedad u otras condiciones no visibles pueden pedir el cordón con girasoles.',
        bodyHtml:
          '<p>El cordón con girasoles indica de forma discreta que quien lo lleva puede necesitar más tiempo o ayuda. Nuestro personal está capacitado para reconocerlo en filtros, Migración y abordaje.</p><p>Solicítalo gratis en los puntos de información. Más en <a href="/servicios/sunflower">programa Sunflower</a>.</p>',
      },
      en: {
        title: 'El Dorado joins the Sunflower programme for hidden disabilities',
        summary:
          'Passengers with autism, dementia, anxiety or other non-visible conditions can ask for the sunflower lanyard.',
        bodyHtml:
          '<p>The sunflower lanyard discreetly shows that its wearer may need more time or help. Our staff are trained to recognise it at security, immigration and boarding.</p><p>Ask for one free of charge at the information desks. More on the <a href="/servicios/sunflower">Sunflower programme</a> page.</p>',
      },
      fr: {
        title: 'El Dorado adhère au programme Tournesol pour les handicaps invisibles',
        summary:
          'Les passagers avec autisme, démence, anxiété ou autre condition invisible peuvent demander le cordon tournesol.',
        bodyHtml:
          '<p>Le cordon orné de tournesols signale discrètement que la personne qui le porte peut avoir besoin de plus de temps ou d’aide. Notre personnel est formé pour le reconnaître aux contrôles, à l’immigration et à l’embarquement.</p><p>Demandez-le gratuitement aux points d’information. Plus d’informations sur la page <a href="/servicios/sunflower">programme Tournesol</a>.</p>',
      },
      pt: {
        title: 'El Dorado adere ao programa do girassol para deficiências ocultas',
        summary:
          'Passageiros com autismo, demência, ansiedade ou outras condições não visíveis podem pedir o cordão de girassóis.',
        bodyHtml:
          '<p>O cordão com girassóis indica de forma discreta que quem o usa pode precisar de mais tempo ou ajuda. Nossa equipe está treinada para reconhecê-lo nos controles, na Migração e no embarque.</p><p>Peça o seu gratuitamente nos pontos de informação. Mais em <a href="/servicios/sunflower">programa Sunflower</a>.</p>',
      },
    },
  },
  {
    slug: 'liquidos-en-vuelos-internacionales',
    publishedAt: '2025-12-01',
    illustration: 'liquids-bag',
    locales: {
      es: {
        title: 'Recuerda la regla de líquidos en vuelos internacionales',
        summary:
          'Envases de máximo {{liquidContainerMl}} ml en una bolsa transparente resellable de 1 litro: así pasas más rápido el filtro.',
        bodyHtml:
          '<p>En vuelos internacionales, los líquidos, geles y aerosoles de mano deben ir en envases de máximo <strong>{{liquidContainerMl}} ml</strong>, dentro de una bolsa transparente resellable de {{liquidBagLitres}} litro (unos {{liquidBagSize}}), una por pasajero.</p><p>Los medicamentos y alimentos para bebés se permiten en la cantidad necesaria para el viaje; preséntalos aparte en el filtro.</p>',
      },
      en: {
        title: 'Remember the liquids rule on international flights',
        summary:
          'Containers of up to {{liquidContainerMl}} ml in one resealable 1-litre clear bag: that is how you get through security faster.',
        bodyHtml:
          '<p>On international flights, liquids, gels and aerosols in hand luggage must be in containers of at most <strong>{{liquidContainerMl}} ml</strong>, inside one clear resealable bag of {{liquidBagLitres}} litre (about {{liquidBagSize}}), one per passenger.</p><p>Medicines and baby food are allowed in the quantity needed for the trip; show them separately at security.</p>',
      },
      fr: {
        title: 'Rappel : la règle des liquides sur les vols internationaux',
        summary:
          'Contenants de {{liquidContainerMl}} ml maximum dans un sac transparent refermable d’un litre : passez le contrôle plus vite.',
        bodyHtml:
          '<p>Sur les vols internationaux, les liquides, gels et aérosols en cabine doivent être dans des contenants de <strong>{{liquidContainerMl}} ml</strong> maximum, placés dans un sac transparent refermable de {{liquidBagLitres}} litre (environ {{liquidBagSize}}), un par passager.</p><p>Les médicaments et les aliments pour bébé sont autorisés dans la quantité nécessaire au voyage ; présentez-les à part au contrôle.</p>',
      },
      pt: {
        title: 'Lembre-se da regra de líquidos em voos internacionais',
        summary:
          'Frascos de no máximo {{liquidContainerMl}} ml em um saco transparente com fecho de 1 litro: assim você passa mais rápido pelo controle.',
        bodyHtml:
          '<p>Em voos internacionais, líquidos, géis e aerossóis na bagagem de mão devem estar em frascos de no máximo <strong>{{liquidContainerMl}} ml</strong>, dentro de um saco transparente com fecho de {{liquidBagLitres}} litro (cerca de {{liquidBagSize}}), um por passageiro.</p><p>Medicamentos e alimentos para bebês são permitidos na quantidade necessária para a viagem; apresente-os separadamente no controle.</p>',
      },
    },
  },
  {
    slug: 'espacios-libres-de-humo',
    publishedAt: '2025-06-15',
    illustration: 'terminal',
    locales: {
      es: {
        title: 'El Dorado es un aeropuerto libre de humo',
        summary: 'No hay zonas para fumar dentro del aeropuerto, por mandato de la {{smokingLaw}}.',
        bodyHtml:
          '<p>Por la {{smokingLaw}}, en el aeropuerto no hay áreas para fumar, ni en la zona pública ni después de los filtros. La norma incluye cigarrillos electrónicos y vapeadores.</p><p>Si necesitas fumar, hazlo fuera del edificio, en los espacios abiertos señalizados del exterior.</p>',
      },
      en: {
        title: 'El Dorado is a smoke-free airport',
        summary: 'There are no smoking areas inside the airport, as required by Colombian law {{smokingLaw}}.',
        bodyHtml:
          '<p>Under Colombian law ({{smokingLaw}}), there are no smoking areas at the airport, neither in the public area nor beyond security. The rule includes e-cigarettes and vapes.</p><p>If you need to smoke, do so outside the building, in the signposted open-air spaces.</p>',
      },
      fr: {
        title: 'El Dorado est un aéroport sans tabac',
        summary: 'Il n’y a aucune zone fumeurs dans l’aéroport, conformément à la loi colombienne {{smokingLaw}}.',
        bodyHtml:
          '<p>En vertu de la loi colombienne ({{smokingLaw}}), l’aéroport n’a aucune zone fumeurs, ni en zone publique ni après les contrôles. La règle s’applique aussi aux cigarettes électroniques.</p><p>Pour fumer, sortez du bâtiment vers les espaces extérieurs signalés.</p>',
      },
      pt: {
        title: 'El Dorado é um aeroporto livre de fumo',
        summary: 'Não há áreas para fumantes dentro do aeroporto, conforme a Lei colombiana {{smokingLaw}}.',
        bodyHtml:
          '<p>Pela lei colombiana ({{smokingLaw}}), não há áreas para fumar no aeroporto, nem na área pública nem depois dos controles. A regra inclui cigarros eletrônicos e vapes.</p><p>Se precisar fumar, faça-o fora do edifício, nos espaços abertos sinalizados.</p>',
      },
    },
  },
];
