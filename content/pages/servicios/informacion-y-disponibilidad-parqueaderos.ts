import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/informacion-y-disponibilidad-parqueaderos',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Parqueaderos',
      description:
        'Dónde parquear en El Dorado, cómo entrar y pagar, zonas para motos y personas con discapacidad, y cupos disponibles en tiempo real.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El parqueadero público de la Terminal 1 está frente al edificio de la terminal y funciona <strong>las 24 horas</strong>. Desde allí se llega a pie, por caminos señalizados, al piso 1 (llegadas) y al piso 2 (salidas). Se entra por la vía de acceso al aeropuerto desde la avenida El Dorado (calle 26); siga las señales «Parqueadero».</p>
<p>En la vía de salidas del piso 2 y en la de llegadas del piso 1 solo se puede parar el tiempo justo para subir o bajar pasajeros. Si va a esperar a alguien, entre al parqueadero.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Cupos disponibles ahora',
          html: `<p>Esta página muestra la disponibilidad actual. También puede consultarla, junto con las filas y las distancias, en <a href="/informacion-en-tiempo-real/parqueaderos">información en tiempo real</a> antes de salir hacia el aeropuerto.</p>`,
        },
        {
          type: 'table',
          caption: 'Zonas y formas de pago',
          columns: ['Zona', 'Para quién', 'Tenga en cuenta'],
          rows: [
            [
              'Carros',
              'Vehículos particulares, por horas o por días',
              'Tome el tiquete a la entrada y guárdelo: lo necesita para pagar y salir.',
            ],
            [
              'Motos',
              'Motocicletas, en la zona demarcada para motos',
              'Tarifa propia para motos. No deje el casco sin asegurar.',
            ],
            [
              'Cupos preferenciales',
              'Personas con discapacidad',
              'Cerca de los accesos peatonales. Deje visible el distintivo.',
            ],
            [
              'Cajas de pago',
              'Pago antes de volver al vehículo',
              'Se acepta efectivo y tarjeta; pregunte en caja por otros medios.',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Cómo usar el parqueadero',
          items: [
            {
              title: 'Revise la disponibilidad',
              text: 'Consulte los cupos libres en tiempo real antes de salir, en especial en temporada alta y festivos.',
            },
            {
              title: 'Tome el tiquete',
              text: 'Retírelo en la barrera de entrada. Anote o fotografíe el nivel y la zona donde deja el vehículo.',
            },
            {
              title: 'Pague antes de salir',
              text: 'Pague en una caja o punto de pago con su tiquete al volver. Después del pago tiene un tiempo limitado para salir.',
            },
            {
              title: 'Salga por la barrera',
              text: 'Presente o inserte el tiquete pagado en la barrera de salida.',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Cuánto cuesta?',
              answerHtml: `<p>La tarifa se cobra por minutos, con valores distintos para carros y motos, según la regulación de Bogotá. Las tarifas vigentes están publicadas en las entradas y en las cajas de pago del parqueadero. Para estadías de varios días, pregunte en caja por la tarifa diaria.</p>`,
            },
            {
              question: 'Perdí el tiquete, ¿qué hago?',
              answerHtml: `<p>Acérquese a una caja de pago con la tarjeta de propiedad del vehículo y su documento de identidad. Se cobra el tiempo de permanencia más el valor fijado por pérdida de tiquete.</p>`,
            },
            {
              question: 'Mi carro no enciende o tuve un problema en el parqueadero',
              answerHtml: `<p>Busque al personal del parqueadero o acérquese a la administración. Si fue un daño o un hurto, repórtelo en el momento y radique su caso en <a href="/contacto#pqrs">peticiones, quejas y reclamos</a>.</p>`,
            },
            {
              question: '¿Hay otra forma de llegar sin carro?',
              answerHtml: `<p>Sí: taxis autorizados, transporte público y autos de aplicación. Compare opciones en <a href="/transporte/como-llegar-al-aeropuerto">cómo llegar al aeropuerto</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'También le puede servir',
          items: [
            {
              title: 'Parqueaderos en tiempo real',
              text: 'Cupos libres ahora mismo.',
              href: '/informacion-en-tiempo-real/parqueaderos',
            },
            {
              title: 'Cómo llegar al aeropuerto',
              text: 'Rutas, tiempos y costos por medio de transporte.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Taxis',
              text: 'Reserve un taxi autorizado.',
              href: '/servicios/taxis',
            },
            {
              title: 'Renta de vehículos',
              text: 'Empresas de alquiler de carros en el aeropuerto.',
              href: '/establecimientos/renta-de-vehiculos',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Parking',
      description:
        'Where to park at El Dorado, how to get in and pay, areas for motorbikes and people with disabilities, and free spaces in real time.',
      blocks: [
        {
          type: 'richText',
          html: `<p>The Terminal 1 public car park is in front of the terminal building and is open <strong>24 hours a day</strong>. Signposted walkways take you to floor 1 (arrivals) and floor 2 (departures). The entrance is on the airport access road from Avenida El Dorado (Calle 26); follow the “Parqueadero” signs.</p>
<p>On the departures road (floor 2) and the arrivals road (floor 1) you may only stop long enough to drop off or pick up passengers. If you are waiting for someone, use the car park.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Free spaces now',
          html: `<p>This page shows current availability. You can also check it, together with queues and distances, under <a href="/informacion-en-tiempo-real/parqueaderos">real-time information</a> before you set off for the airport.</p>`,
        },
        {
          type: 'table',
          caption: 'Areas and payment',
          columns: ['Area', 'For', 'Keep in mind'],
          rows: [
            [
              'Cars',
              'Private vehicles, by the hour or by the day',
              'Take a ticket at the entrance and keep it: you need it to pay and leave.',
            ],
            [
              'Motorbikes',
              'Motorcycles, in the marked motorbike area',
              'Motorbikes have their own rate. Do not leave your helmet unsecured.',
            ],
            ['Reserved spaces', 'People with disabilities', 'Close to the pedestrian exits. Display your badge.'],
            [
              'Pay stations',
              'Pay before returning to your vehicle',
              'Cash and cards accepted; ask at the pay station about other methods.',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'How to use the car park',
          items: [
            {
              title: 'Check availability',
              text: 'See free spaces in real time before you leave, especially in high season and on public holidays.',
            },
            {
              title: 'Take a ticket',
              text: 'Take it at the entrance barrier. Note or photograph the level and area where you leave your vehicle.',
            },
            {
              title: 'Pay before leaving',
              text: 'Pay at a pay station with your ticket when you come back. After paying, you have a limited time to drive out.',
            },
            {
              title: 'Exit through the barrier',
              text: 'Show or insert your paid ticket at the exit barrier.',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'How much does it cost?',
              answerHtml: `<p>Parking is charged by the minute, with different rates for cars and motorbikes, under Bogota’s regulations. Current rates are posted at the entrances and pay stations. For stays of several days, ask at a pay station about the daily rate.</p>`,
            },
            {
              question: 'I lost my ticket. What do I do?',
              answerHtml: `<p>Go to a pay station with the vehicle registration document and your ID. You pay for the time parked plus the set lost-ticket charge.</p>`,
            },
            {
              question: 'My car will not start, or I had a problem in the car park',
              answerHtml: `<p>Find the car park staff or go to the car park office. For damage or theft, report it on the spot and file your case under <a href="/contacto#pqrs">requests and complaints</a>.</p>`,
            },
            {
              question: 'Is there another way to get there without a car?',
              answerHtml: `<p>Yes: authorised taxis, public transport and ride-hailing cars. Compare options under <a href="/transporte/como-llegar-al-aeropuerto">getting to the airport</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'You may also need',
          items: [
            {
              title: 'Real-time parking',
              text: 'Free spaces right now.',
              href: '/informacion-en-tiempo-real/parqueaderos',
            },
            {
              title: 'Getting to the airport',
              text: 'Routes, times and costs by mode of transport.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Taxis',
              text: 'Book an authorised taxi.',
              href: '/servicios/taxis',
            },
            {
              title: 'Car rental',
              text: 'Car rental companies at the airport.',
              href: '/establecimientos/renta-de-vehiculos',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Parkings',
      description:
        'Où se garer à El Dorado, comment entrer et payer, zones pour les motos et les personnes handicapées, et places libres en temps réel.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Le parking public du Terminal 1 se trouve face à l’aérogare et est ouvert <strong>24 h/24</strong>. Des cheminements piétons balisés mènent au niveau 1 (arrivées) et au niveau 2 (départs). L’entrée se fait par la voie d’accès à l’aéroport depuis l’avenue El Dorado (calle 26) ; suivez les panneaux « Parqueadero ».</p>
<p>Sur la voie des départs (niveau 2) et celle des arrivées (niveau 1), l’arrêt n’est autorisé que le temps de déposer ou de prendre des passagers. Si vous attendez quelqu’un, garez-vous au parking.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Places libres en ce moment',
          html: `<p>Cette page affiche la disponibilité actuelle. Vous pouvez aussi la consulter, avec les files d’attente et les distances, dans l’<a href="/informacion-en-tiempo-real/parqueaderos">information en temps réel</a> avant de partir pour l’aéroport.</p>`,
        },
        {
          type: 'table',
          caption: 'Zones et paiement',
          columns: ['Zone', 'Pour qui', 'À savoir'],
          rows: [
            [
              'Voitures',
              'Véhicules particuliers, à l’heure ou à la journée',
              'Prenez un ticket à l’entrée et gardez-le : il sert à payer et à sortir.',
            ],
            [
              'Motos',
              'Motos, dans la zone réservée aux deux-roues',
              'Tarif spécifique pour les motos. Ne laissez pas votre casque sans antivol.',
            ],
            ['Places réservées', 'Personnes handicapées', 'Près des accès piétons. Laissez la carte visible.'],
            [
              'Caisses',
              'Paiement avant de retourner au véhicule',
              'Espèces et cartes acceptées ; renseignez-vous en caisse pour les autres moyens.',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Utiliser le parking',
          items: [
            {
              title: 'Vérifiez la disponibilité',
              text: 'Consultez les places libres en temps réel avant de partir, surtout en haute saison et les jours fériés.',
            },
            {
              title: 'Prenez un ticket',
              text: 'Retirez-le à la barrière d’entrée. Notez ou photographiez le niveau et la zone où vous laissez le véhicule.',
            },
            {
              title: 'Payez avant de sortir',
              text: 'Payez à une caisse avec votre ticket à votre retour. Après le paiement, vous disposez d’un temps limité pour sortir.',
            },
            {
              title: 'Sortez par la barrière',
              text: 'Présentez ou insérez le ticket payé à la barrière de sortie.',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Combien ça coûte ?',
              answerHtml: `<p>Le stationnement est facturé à la minute, avec des tarifs différents pour les voitures et les motos, selon la réglementation de Bogota. Les tarifs en vigueur sont affichés aux entrées et aux caisses. Pour plusieurs jours, demandez en caisse le tarif journalier.</p>`,
            },
            {
              question: 'J’ai perdu mon ticket : que faire ?',
              answerHtml: `<p>Présentez-vous à une caisse avec la carte grise du véhicule et votre pièce d’identité. Vous payez la durée de stationnement plus le montant fixé pour perte de ticket.</p>`,
            },
            {
              question: 'Ma voiture ne démarre pas ou j’ai eu un problème au parking',
              answerHtml: `<p>Adressez-vous au personnel ou à l’administration du parking. En cas de dommage ou de vol, signalez-le immédiatement et déposez votre dossier dans <a href="/contacto#pqrs">demandes et réclamations</a>.</p>`,
            },
            {
              question: 'Peut-on venir sans voiture ?',
              answerHtml: `<p>Oui : taxis autorisés, transports en commun et VTC. Comparez les options dans <a href="/transporte/como-llegar-al-aeropuerto">venir à l’aéroport</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Cela peut aussi vous servir',
          items: [
            {
              title: 'Parkings en temps réel',
              text: 'Places libres en ce moment.',
              href: '/informacion-en-tiempo-real/parqueaderos',
            },
            {
              title: 'Venir à l’aéroport',
              text: 'Itinéraires, durées et tarifs par mode de transport.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Taxis',
              text: 'Réservez un taxi autorisé.',
              href: '/servicios/taxis',
            },
            {
              title: 'Location de voitures',
              text: 'Les loueurs présents à l’aéroport.',
              href: '/establecimientos/renta-de-vehiculos',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Estacionamento',
      description:
        'Onde estacionar no El Dorado, como entrar e pagar, áreas para motos e pessoas com deficiência, e vagas livres em tempo real.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O estacionamento público do Terminal 1 fica em frente ao edifício do terminal e funciona <strong>24 horas</strong>. Caminhos sinalizados levam a pé ao piso 1 (desembarque) e ao piso 2 (embarque). A entrada é pela via de acesso ao aeroporto a partir da avenida El Dorado (calle 26); siga as placas «Parqueadero».</p>
<p>Na via de embarque (piso 2) e na de desembarque (piso 1), só é permitido parar o tempo necessário para deixar ou buscar passageiros. Se for esperar alguém, use o estacionamento.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Vagas livres agora',
          html: `<p>Esta página mostra a disponibilidade atual. Você também pode consultá-la, junto com as filas e as distâncias, em <a href="/informacion-en-tiempo-real/parqueaderos">informação em tempo real</a> antes de sair para o aeroporto.</p>`,
        },
        {
          type: 'table',
          caption: 'Áreas e formas de pagamento',
          columns: ['Área', 'Para quem', 'Atenção'],
          rows: [
            [
              'Carros',
              'Veículos particulares, por hora ou por dia',
              'Retire o tíquete na entrada e guarde: ele é necessário para pagar e sair.',
            ],
            [
              'Motos',
              'Motocicletas, na área demarcada para motos',
              'Tarifa própria para motos. Não deixe o capacete sem trava.',
            ],
            [
              'Vagas preferenciais',
              'Pessoas com deficiência',
              'Perto dos acessos de pedestres. Deixe a credencial visível.',
            ],
            [
              'Caixas de pagamento',
              'Pagamento antes de voltar ao veículo',
              'Aceitam dinheiro e cartão; pergunte no caixa sobre outros meios.',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Como usar o estacionamento',
          items: [
            {
              title: 'Confira a disponibilidade',
              text: 'Veja as vagas livres em tempo real antes de sair, principalmente na alta temporada e em feriados.',
            },
            {
              title: 'Retire o tíquete',
              text: 'Pegue-o na cancela de entrada. Anote ou fotografe o nível e a área onde deixou o veículo.',
            },
            {
              title: 'Pague antes de sair',
              text: 'Pague em um caixa com o tíquete ao voltar. Depois do pagamento, há um tempo limitado para sair.',
            },
            {
              title: 'Saia pela cancela',
              text: 'Apresente ou insira o tíquete pago na cancela de saída.',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Quanto custa?',
              answerHtml: `<p>A tarifa é cobrada por minuto, com valores diferentes para carros e motos, conforme a regulamentação de Bogotá. As tarifas vigentes ficam expostas nas entradas e nos caixas. Para estadias de vários dias, pergunte no caixa pela diária.</p>`,
            },
            {
              question: 'Perdi o tíquete. O que faço?',
              answerHtml: `<p>Vá a um caixa com o documento do veículo e seu documento de identidade. É cobrado o tempo de permanência mais o valor fixado por perda do tíquete.</p>`,
            },
            {
              question: 'Meu carro não liga ou tive um problema no estacionamento',
              answerHtml: `<p>Procure a equipe ou a administração do estacionamento. Em caso de dano ou furto, informe na hora e registre o caso em <a href="/contacto#pqrs">solicitações e reclamações</a>.</p>`,
            },
            {
              question: 'Há outra forma de chegar sem carro?',
              answerHtml: `<p>Sim: táxis autorizados, transporte público e carros de aplicativo. Compare as opções em <a href="/transporte/como-llegar-al-aeropuerto">como chegar ao aeroporto</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Também pode ser útil',
          items: [
            {
              title: 'Estacionamento em tempo real',
              text: 'Vagas livres neste momento.',
              href: '/informacion-en-tiempo-real/parqueaderos',
            },
            {
              title: 'Como chegar ao aeroporto',
              text: 'Rotas, tempos e custos por meio de transporte.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Táxis',
              text: 'Reserve um táxi autorizado.',
              href: '/servicios/taxis',
            },
            {
              title: 'Aluguel de carros',
              text: 'Locadoras de veículos no aeroporto.',
              href: '/establecimientos/renta-de-vehiculos',
            },
          ],
        },
      ],
    },
  },
});
