import type { FaqEntry } from '@/content/entry-schemas';

/** Frequently asked questions, by topic, in the order shown on /faq. */
export const faq: FaqEntry[] = [
  {
    slug: 'cuanto-antes-llegar',
    topic: 'llegada',
    locales: {
      es: {
        question: '¿Con cuánta anticipación debo llegar al aeropuerto?',
        answerHtml:
          '<p>Llega <strong>2 horas antes</strong> en vuelos nacionales y <strong>3 horas antes</strong> en vuelos internacionales. En temporada alta suma 30 minutos y consulta el <a href="/informacion-en-tiempo-real/tiempo-en-filas">tiempo en filas</a>.</p>',
      },
      en: {
        question: 'How early should I get to the airport?',
        answerHtml:
          '<p>Arrive <strong>2 hours before</strong> domestic flights and <strong>3 hours before</strong> international flights. In high season add 30 minutes and check the <a href="/informacion-en-tiempo-real/tiempo-en-filas">queue times</a>.</p>',
      },
      fr: {
        question: 'Combien de temps à l’avance dois-je arriver à l’aéroport ?',
        answerHtml:
          '<p>Arrivez <strong>2 heures avant</strong> un vol national et <strong>3 heures avant</strong> un vol international. En haute saison, prévoyez 30 minutes de plus et consultez les <a href="/informacion-en-tiempo-real/tiempo-en-filas">temps d’attente</a>.</p>',
      },
      pt: {
        question: 'Com quanta antecedência devo chegar ao aeroporto?',
        answerHtml:
          '<p>Chegue <strong>2 horas antes</strong> em voos nacionais e <strong>3 horas antes</strong> em voos internacionais. Na alta temporada, acrescente 30 minutos e consulte o <a href="/informacion-en-tiempo-real/tiempo-en-filas">tempo nas filas</a>.</p>',
      },
    },
  },
  {
    slug: 'que-terminal',
    topic: 'llegada',
    locales: {
      es: {
        question: '¿De qué terminal sale mi vuelo?',
        answerHtml:
          '<p>Casi todos los vuelos nacionales e internacionales operan en la Terminal 1. La Terminal 2 atiende algunos vuelos nacionales regionales. Confirma la terminal de tu vuelo en el <a href="/vuelos/salidas">tablero de salidas</a>.</p>',
      },
      en: {
        question: 'Which terminal does my flight leave from?',
        answerHtml:
          '<p>Almost all domestic and international flights use Terminal 1. Terminal 2 handles some regional domestic flights. Confirm your flight’s terminal on the <a href="/vuelos/salidas">departures board</a>.</p>',
      },
      fr: {
        question: 'De quel terminal part mon vol ?',
        answerHtml:
          '<p>Presque tous les vols nationaux et internationaux partent du Terminal 1. Le Terminal 2 accueille certains vols régionaux. Vérifiez le terminal de votre vol sur le <a href="/vuelos/salidas">tableau des départs</a>.</p>',
      },
      pt: {
        question: 'De qual terminal sai o meu voo?',
        answerHtml:
          '<p>Quase todos os voos nacionais e internacionais operam na Terminal 1. A Terminal 2 atende alguns voos regionais. Confirme a terminal do seu voo no <a href="/vuelos/salidas">painel de partidas</a>.</p>',
      },
    },
  },
  {
    slug: 'liquidos-equipaje-de-mano',
    topic: 'equipaje',
    locales: {
      es: {
        question: '¿Qué líquidos puedo llevar en el equipaje de mano?',
        answerHtml:
          '<p>En vuelos internacionales, envases de máximo {{liquidContainerMl}} ml dentro de una bolsa transparente resellable de {{liquidBagLitres}} litro ({{liquidBagSize}}), una por pasajero. Medicamentos y alimentos para bebé van aparte en la cantidad necesaria.</p>',
      },
      en: {
        question: 'Which liquids can I carry in my hand luggage?',
        answerHtml:
          '<p>On international flights, containers of up to {{liquidContainerMl}} ml inside one clear resealable {{liquidBagLitres}}-litre bag ({{liquidBagSize}}), one per passenger. Medicines and baby food go separately, in the quantity needed.</p>',
      },
      fr: {
        question: 'Quels liquides puis-je emporter en cabine ?',
        answerHtml:
          '<p>Sur les vols internationaux, des contenants de {{liquidContainerMl}} ml maximum dans un sac transparent refermable de {{liquidBagLitres}} litre ({{liquidBagSize}}), un par passager. Médicaments et aliments pour bébé à part, dans la quantité nécessaire.</p>',
      },
      pt: {
        question: 'Quais líquidos posso levar na bagagem de mão?',
        answerHtml:
          '<p>Em voos internacionais, frascos de no máximo {{liquidContainerMl}} ml dentro de um saco transparente com fecho de {{liquidBagLitres}} litro ({{liquidBagSize}}), um por passageiro. Medicamentos e alimentos para bebês vão à parte, na quantidade necessária.</p>',
      },
    },
  },
  {
    slug: 'carros-de-equipaje-costo',
    topic: 'equipaje',
    locales: {
      es: {
        question: '¿Cuánto cuesta un carro de equipaje?',
        answerHtml:
          '<p>El carro de autoservicio pide un depósito de {{cartDepositCop}}, {{cartDepositUsd}} o {{cartDepositEur}}, reembolsable completo si lo devuelves en los primeros {{cartRefundMinutes}} minutos; en la Terminal 2 es gratis. El servicio asistido cuesta {{assistedCartCop}}.</p>',
      },
      en: {
        question: 'How much is a luggage cart?',
        answerHtml:
          '<p>A self-service cart takes a deposit of {{cartDepositCop}}, {{cartDepositUsd}} or {{cartDepositEur}}, fully refunded if you return it within the first {{cartRefundMinutes}} minutes; in Terminal 2 it is free. The assisted service costs {{assistedCartCop}}.</p>',
      },
      fr: {
        question: 'Combien coûte un chariot à bagages ?',
        answerHtml:
          '<p>Le chariot en libre-service demande une caution de {{cartDepositCop}}, {{cartDepositUsd}} ou {{cartDepositEur}}, remboursée si vous le rendez dans les {{cartRefundMinutes}} premières minutes ; il est gratuit au Terminal 2. Le service assisté coûte {{assistedCartCop}}.</p>',
      },
      pt: {
        question: 'Quanto custa um carrinho de bagagem?',
        answerHtml:
          '<p>O carrinho de autoatendimento exige um depósito de {{cartDepositCop}}, {{cartDepositUsd}} ou {{cartDepositEur}}, devolvido se você o retornar nos primeiros {{cartRefundMinutes}} minutos; na Terminal 2 é gratuito. O serviço assistido custa {{assistedCartCop}}.</p>',
      },
    },
  },
  {
    slug: 'objetos-perdidos',
    topic: 'equipaje',
    locales: {
      es: {
        question: 'Perdí algo en el aeropuerto, ¿qué hago?',
        answerHtml:
          '<p>Escribe a Dora por WhatsApp al {{doraWhatsapp}} (24/7) con la descripción, el lugar y la hora. Si lo perdiste dentro del avión, contacta a tu aerolínea. Más en <a href="/servicios/objetos-perdidos">objetos perdidos</a>.</p>',
      },
      en: {
        question: 'I lost something at the airport. What should I do?',
        answerHtml:
          '<p>Message Dora on WhatsApp at {{doraWhatsapp}} (24/7) with a description, the place and the time. If you lost it on board, contact your airline. More on <a href="/servicios/objetos-perdidos">lost and found</a>.</p>',
      },
      fr: {
        question: 'J’ai perdu un objet à l’aéroport, que faire ?',
        answerHtml:
          '<p>Écrivez à Dora sur WhatsApp au {{doraWhatsapp}} (24 h/24) avec la description, le lieu et l’heure. Si vous l’avez perdu à bord, contactez votre compagnie. Plus d’informations : <a href="/servicios/objetos-perdidos">objets perdus</a>.</p>',
      },
      pt: {
        question: 'Perdi algo no aeroporto. O que faço?',
        answerHtml:
          '<p>Escreva para a Dora pelo WhatsApp {{doraWhatsapp}} (24 horas) com a descrição, o local e o horário. Se perdeu dentro do avião, fale com a sua companhia aérea. Mais em <a href="/servicios/objetos-perdidos">objetos perdidos</a>.</p>',
      },
    },
  },
  {
    slug: 'zonas-para-fumar',
    topic: 'seguridad',
    locales: {
      es: {
        question: '¿Hay zonas para fumar?',
        answerHtml:
          '<p>No. Por la {{smokingLaw}} no hay áreas para fumar dentro del aeropuerto, tampoco para cigarrillos electrónicos. Solo se puede fumar fuera del edificio.</p>',
      },
      en: {
        question: 'Are there smoking areas?',
        answerHtml:
          '<p>No. Under Colombian law ({{smokingLaw}}) there are no smoking areas inside the airport, including for e-cigarettes. Smoking is only allowed outside the building.</p>',
      },
      fr: {
        question: 'Y a-t-il des zones fumeurs ?',
        answerHtml:
          '<p>Non. En vertu de la loi colombienne ({{smokingLaw}}), il n’y a pas de zone fumeurs dans l’aéroport, cigarettes électroniques comprises. On ne peut fumer qu’à l’extérieur du bâtiment.</p>',
      },
      pt: {
        question: 'Existem áreas para fumantes?',
        answerHtml:
          '<p>Não. Pela lei colombiana ({{smokingLaw}}) não há áreas para fumar dentro do aeroporto, nem para cigarros eletrônicos. Só é permitido fumar fora do edifício.</p>',
      },
    },
  },
  {
    slug: 'migracion-biometrica',
    topic: 'seguridad',
    locales: {
      es: {
        question: '¿Cómo funciona Migración en vuelos internacionales?',
        answerHtml:
          '<p>Migración Colombia revisa tu pasaporte al salir y al llegar. Los colombianos y extranjeros registrados pueden usar las puertas biométricas; el resto pasa por los módulos tradicionales. Mira los <a href="/informacion-en-tiempo-real/tiempo-en-filas">tiempos de espera</a> y los requisitos en <a href="/servicios/migracion-y-pasaportes">migración y pasaportes</a>.</p>',
      },
      en: {
        question: 'How does immigration work on international flights?',
        answerHtml:
          '<p>Migración Colombia checks your passport on departure and arrival. Colombians and registered foreigners can use the biometric gates; everyone else uses the traditional desks. See the <a href="/informacion-en-tiempo-real/tiempo-en-filas">wait times</a> and requirements on <a href="/servicios/migracion-y-pasaportes">immigration and passports</a>.</p>',
      },
      fr: {
        question: 'Comment se passe l’immigration sur les vols internationaux ?',
        answerHtml:
          '<p>Migración Colombia contrôle votre passeport au départ et à l’arrivée. Les Colombiens et les étrangers enregistrés peuvent utiliser les portes biométriques ; les autres passent aux guichets traditionnels. Consultez les <a href="/informacion-en-tiempo-real/tiempo-en-filas">temps d’attente</a> et les conditions sur <a href="/servicios/migracion-y-pasaportes">immigration et passeports</a>.</p>',
      },
      pt: {
        question: 'Como funciona a Migração em voos internacionais?',
        answerHtml:
          '<p>A Migración Colombia confere o seu passaporte na saída e na chegada. Colombianos e estrangeiros cadastrados podem usar os portões biométricos; os demais passam pelos guichês tradicionais. Veja os <a href="/informacion-en-tiempo-real/tiempo-en-filas">tempos de espera</a> e os requisitos em <a href="/servicios/migracion-y-pasaportes">migração e passaportes</a>.</p>',
      },
    },
  },
  {
    slug: 'wifi-gratis',
    topic: 'servicios',
    locales: {
      es: {
        question: '¿El aeropuerto tiene wifi gratis?',
        answerHtml:
          '<p>Sí. Conéctate a la red del aeropuerto en todas las terminales, sin costo. También hay tomacorrientes y puertos USB en las salas de espera. Más en <a href="/servicios/internet-wifi">internet y wifi</a>.</p>',
      },
      en: {
        question: 'Is there free wifi?',
        answerHtml:
          '<p>Yes. Connect to the airport network in every terminal at no cost. There are also power outlets and USB ports in the waiting areas. More on <a href="/servicios/internet-wifi">internet and wifi</a>.</p>',
      },
      fr: {
        question: 'Y a-t-il du wifi gratuit ?',
        answerHtml:
          '<p>Oui. Connectez-vous gratuitement au réseau de l’aéroport dans tous les terminaux. Des prises électriques et ports USB sont disponibles dans les salles d’attente. Plus d’informations : <a href="/servicios/internet-wifi">internet et wifi</a>.</p>',
      },
      pt: {
        question: 'O aeroporto tem wi-fi grátis?',
        answerHtml:
          '<p>Sim. Conecte-se à rede do aeroporto em todas as terminais, sem custo. Também há tomadas e portas USB nas salas de espera. Mais em <a href="/servicios/internet-wifi">internet e wi-fi</a>.</p>',
      },
    },
  },
  {
    slug: 'donde-comer',
    topic: 'servicios',
    locales: {
      es: {
        question: '¿Dónde puedo comer?',
        answerHtml:
          '<p>Hay {{foodCourts}} plazoletas de comidas, en la zona pública y en los muelles nacional e internacional, además de cafés y restaurantes. Consulta el <a href="/establecimientos/restaurantes">directorio de restaurantes</a>.</p>',
      },
      en: {
        question: 'Where can I eat?',
        answerHtml:
          '<p>There are {{foodCourts}} food courts, in the public area and on the domestic and international piers, plus cafés and restaurants. See the <a href="/establecimientos/restaurantes">restaurant directory</a>.</p>',
      },
      fr: {
        question: 'Où puis-je manger ?',
        answerHtml:
          '<p>L’aéroport compte {{foodCourts}} espaces de restauration, en zone publique et sur les jetées nationale et internationale, ainsi que des cafés et restaurants. Consultez l’<a href="/establecimientos/restaurantes">annuaire des restaurants</a>.</p>',
      },
      pt: {
        question: 'Onde posso comer?',
        answerHtml:
          '<p>Há {{foodCourts}} praças de alimentação, na área pública e nos píeres nacional e internacional, além de cafés e restaurantes. Veja o <a href="/establecimientos/restaurantes">guia de restaurantes</a>.</p>',
      },
    },
  },
  {
    slug: 'silla-de-ruedas',
    topic: 'accesibilidad',
    locales: {
      es: {
        question: '¿Cómo pido una silla de ruedas?',
        answerHtml:
          '<p>Solicítala a tu aerolínea al comprar el tiquete o al menos 48 horas antes del vuelo; la aerolínea te asiste desde el counter hasta el avión. En el aeropuerto, pide ayuda en los puntos de información. Más en <a href="/accesibilidad">accesibilidad</a>.</p>',
      },
      en: {
        question: 'How do I request a wheelchair?',
        answerHtml:
          '<p>Ask your airline when you buy your ticket or at least 48 hours before the flight; the airline assists you from check-in to the aircraft. At the airport, ask at the information desks. More on <a href="/accesibilidad">accessibility</a>.</p>',
      },
      fr: {
        question: 'Comment demander un fauteuil roulant ?',
        answerHtml:
          '<p>Demandez-le à votre compagnie lors de l’achat du billet ou au moins 48 heures avant le vol ; elle vous accompagne de l’enregistrement jusqu’à l’avion. À l’aéroport, adressez-vous aux points d’information. Plus d’informations : <a href="/accesibilidad">accessibilité</a>.</p>',
      },
      pt: {
        question: 'Como peço uma cadeira de rodas?',
        answerHtml:
          '<p>Solicite à sua companhia aérea ao comprar a passagem ou pelo menos 48 horas antes do voo; a companhia presta assistência do check-in até o avião. No aeroporto, peça ajuda nos pontos de informação. Mais em <a href="/accesibilidad">acessibilidade</a>.</p>',
      },
    },
  },
  {
    slug: 'taxi-autorizado',
    topic: 'transporte',
    locales: {
      es: {
        question: '¿Dónde tomo un taxi autorizado?',
        answerHtml:
          '<p>En el piso {{taxiFloor}}, puertas {{taxiGates}} de la Terminal 1, en la fila de taxis autorizados. También puedes <a href="/servicios/taxis">reservar un taxi</a> y verificar la placa antes de subir.</p>',
      },
      en: {
        question: 'Where do I get an authorised taxi?',
        answerHtml:
          '<p>On floor {{taxiFloor}}, gates {{taxiGates}} of Terminal 1, at the authorised taxi rank. You can also <a href="/servicios/taxis">book a taxi</a> and check its plate before getting in.</p>',
      },
      fr: {
        question: 'Où prendre un taxi autorisé ?',
        answerHtml:
          '<p>Au niveau {{taxiFloor}}, portes {{taxiGates}} du Terminal 1, à la station de taxis autorisés. Vous pouvez aussi <a href="/servicios/taxis">réserver un taxi</a> et vérifier sa plaque avant de monter.</p>',
      },
      pt: {
        question: 'Onde pego um táxi autorizado?',
        answerHtml:
          '<p>No piso {{taxiFloor}}, portões {{taxiGates}} da Terminal 1, na fila de táxis autorizados. Você também pode <a href="/servicios/taxis">reservar um táxi</a> e verificar a placa antes de embarcar.</p>',
      },
    },
  },
  {
    slug: 'transmilenio-aeropuerto',
    topic: 'transporte',
    locales: {
      es: {
        question: '¿Puedo llegar en TransMilenio?',
        answerHtml:
          '<p>Sí. Toma una ruta troncal hasta el Portal El Dorado (avenida calle 26) y allí el alimentador gratuito al aeropuerto. Mira rutas, tiempos y costos en <a href="/transporte/como-llegar-al-aeropuerto">cómo llegar al aeropuerto</a>.</p>',
      },
      en: {
        question: 'Can I get there by TransMilenio?',
        answerHtml:
          '<p>Yes. Take a trunk route to Portal El Dorado (Avenida Calle 26) and then the free feeder bus to the airport. See routes, times and fares on <a href="/transporte/como-llegar-al-aeropuerto">getting to the airport</a>.</p>',
      },
      fr: {
        question: 'Puis-je venir en TransMilenio ?',
        answerHtml:
          '<p>Oui. Prenez une ligne principale jusqu’au Portal El Dorado (avenue Calle 26), puis le bus de rabattement gratuit jusqu’à l’aéroport. Lignes, durées et tarifs sur <a href="/transporte/como-llegar-al-aeropuerto">venir à l’aéroport</a>.</p>',
      },
      pt: {
        question: 'Posso chegar de TransMilenio?',
        answerHtml:
          '<p>Sim. Pegue uma linha troncal até o Portal El Dorado (avenida Calle 26) e ali o ônibus alimentador gratuito até o aeroporto. Veja linhas, tempos e custos em <a href="/transporte/como-llegar-al-aeropuerto">como chegar ao aeroporto</a>.</p>',
      },
    },
  },
];
