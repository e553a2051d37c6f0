import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/transporte-publico',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Transporte público',
      description:
        'Cómo llegar a El Dorado o salir del aeropuerto en TransMilenio, buses alimentadores y del SITP, y cómo conectar con las terminales de buses intermunicipales.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado está al final de la avenida El Dorado (calle 26), en el occidente de Bogotá. El transporte público de la ciudad lo conecta con el resto de Bogotá:</p>
<ul>
<li><strong>TransMilenio:</strong> la troncal de la calle 26 termina en el Portal El Dorado, a pocos kilómetros del aeropuerto. Desde allí, un bus alimentador lleva a la terminal.</li>
<li><strong>SITP:</strong> buses zonales y urbanos circulan por la calle 26 y los barrios cercanos de Fontibón y Engativá.</li>
<li><strong>Buses intermunicipales:</strong> salen de las terminales de transporte terrestre de la ciudad; la más cercana al aeropuerto es la Terminal Salitre.</li>
</ul>
<p>En TransMilenio y el SITP se paga con la <strong>tarjeta TuLlave</strong>, que se compra y se recarga en las taquillas de las estaciones y portales y en puntos autorizados. No se recibe efectivo a bordo.</p>`,
        },
        {
          type: 'table',
          caption: 'Opciones de transporte público hacia y desde El Dorado',
          columns: ['Medio', 'Recorrido', 'Cómo se paga', 'Tenga en cuenta'],
          rows: [
            [
              'TransMilenio + alimentador',
              'Troncal calle 26 hasta el Portal El Dorado; alimentador entre el portal y el aeropuerto',
              'Tarjeta TuLlave',
              'Desde el centro, calcule entre 45 y 75 minutos según el tráfico',
            ],
            [
              'Rutas urbanas y zonales del SITP',
              'Calle 26, Fontibón, Engativá y conexiones con otras zonas de la ciudad',
              'Tarjeta TuLlave',
              'Consulte el número de ruta vigente en la app oficial de TransMilenio',
            ],
            [
              'Bus intermunicipal',
              'Terminal Salitre, Terminal del Sur y Terminal del Norte',
              'Tiquete en la taquilla de la empresa de buses',
              'Entre el aeropuerto y la Terminal Salitre el trayecto en taxi es corto',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Ir al aeropuerto en TransMilenio',
          items: [
            {
              title: 'Tenga su tarjeta TuLlave con saldo',
              text: 'Recárguela en la taquilla de cualquier estación o portal antes de salir.',
            },
            {
              title: 'Tome un servicio troncal hacia el Portal El Dorado',
              text: 'Los servicios de la troncal calle 26 con destino al Portal El Dorado lo llevan desde el centro y desde otras troncales con trasbordo.',
            },
            {
              title: 'Cambie al alimentador del aeropuerto',
              text: 'Dentro del Portal El Dorado, siga la señalización de rutas alimentadoras y tome la que va al aeropuerto. El trasbordo dentro del portal no tiene costo adicional.',
            },
            {
              title: 'Bájese en la Terminal 1',
              text: 'Si su vuelo sale de la Terminal 2, confirme la parada con el conductor o en la app antes de bajar.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Madrugada, noche y maletas grandes',
          html: `<p>TransMilenio no opera las 24 horas: el servicio va aproximadamente de las 4:30 a. m. a las 11:00 p. m. entre semana, con horario más corto los domingos y festivos. En hora pico los buses van muy llenos y es difícil viajar con maletas grandes. Fuera de ese horario, use un <a href="/servicios/taxis">taxi autorizado</a> (piso {{taxiFloor}}, puertas {{taxiGates}}).</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Si viene de otra ciudad en bus</h3>
<p>Las terminales de transporte terrestre de Bogotá son la Terminal Salitre (la principal y la más cercana al aeropuerto), la Terminal del Sur y la Terminal del Norte. Desde la Terminal Salitre puede llegar en taxi o en las rutas del SITP que van por la calle 26. Reserve tiempo suficiente: el tráfico de la calle 26 cambia mucho según la hora.</p>`,
        },
        {
          type: 'cards',
          title: 'Planee su llegada',
          items: [
            {
              title: 'Cómo llegar al aeropuerto',
              text: 'Compare rutas, tiempos y costos por medio de transporte.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Taxis autorizados',
              text: 'Reserve un taxi o verifique la placa del vehículo.',
              href: '/servicios/taxis',
            },
            {
              title: 'Parqueaderos',
              text: 'Disponibilidad en tiempo real si viene en carro.',
              href: '/informacion-en-tiempo-real/parqueaderos',
            },
            {
              title: 'Alquiler de vehículos',
              text: 'Empresas de alquiler de carros en el aeropuerto.',
              href: '/establecimientos/renta-de-vehiculos',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Public transport',
      description:
        'How to get to or from El Dorado by TransMilenio, feeder and SITP buses, and how to connect with the intercity bus terminals.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado lies at the end of Avenida El Dorado (Calle 26), in the west of Bogota. The city’s public transport links it with the rest of Bogota:</p>
<ul>
<li><strong>TransMilenio:</strong> the Calle 26 trunk line ends at Portal El Dorado, a few kilometres from the airport. From there, a feeder bus runs to the terminal.</li>
<li><strong>SITP:</strong> zonal and urban buses run along Calle 26 and through the nearby districts of Fontibón and Engativá.</li>
<li><strong>Intercity buses:</strong> they leave from the city’s bus terminals; the closest to the airport is Terminal Salitre.</li>
</ul>
<p>TransMilenio and SITP are paid with the <strong>TuLlave card</strong>, sold and topped up at station and portal ticket offices and at authorised outlets. Cash is not accepted on board.</p>`,
        },
        {
          type: 'table',
          caption: 'Public transport options to and from El Dorado',
          columns: ['Mode', 'Route', 'How to pay', 'Good to know'],
          rows: [
            [
              'TransMilenio + feeder bus',
              'Calle 26 trunk line to Portal El Dorado; feeder bus between the portal and the airport',
              'TuLlave card',
              'From the city centre, allow 45 to 75 minutes depending on traffic',
            ],
            [
              'SITP urban and zonal routes',
              'Calle 26, Fontibón, Engativá and connections to other parts of the city',
              'TuLlave card',
              'Check the current route number in the official TransMilenio app',
            ],
            [
              'Intercity bus',
              'Terminal Salitre, Terminal del Sur and Terminal del Norte',
              'Ticket at the bus company’s office',
              'The taxi ride between the airport and Terminal Salitre is short',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Getting to the airport by TransMilenio',
          items: [
            {
              title: 'Have a TuLlave card with credit',
              text: 'Top it up at the ticket office of any station or portal before you set off.',
            },
            {
              title: 'Take a trunk service to Portal El Dorado',
              text: 'Services on the Calle 26 trunk line bound for Portal El Dorado take you there from the centre, and from other trunk lines with a transfer.',
            },
            {
              title: 'Change to the airport feeder bus',
              text: 'Inside Portal El Dorado, follow the signs for feeder routes and take the one to the airport. The transfer inside the portal costs nothing extra.',
            },
            {
              title: 'Get off at Terminal 1',
              text: 'If your flight leaves from Terminal 2, check the stop with the driver or in the app before getting off.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Early morning, night and large suitcases',
          html: `<p>TransMilenio does not run 24 hours: service runs roughly from 4:30 a.m. to 11:00 p.m. on weekdays, with shorter hours on Sundays and public holidays. At peak times buses are very crowded and travelling with large suitcases is hard. Outside these hours, use an <a href="/servicios/taxis">authorised taxi</a> (floor {{taxiFloor}}, doors {{taxiGates}}).</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Coming from another city by bus</h3>
<p>Bogota’s bus terminals are Terminal Salitre (the main one and the closest to the airport), Terminal del Sur and Terminal del Norte. From Terminal Salitre you can reach the airport by taxi or on the SITP routes running along Calle 26. Allow plenty of time: traffic on Calle 26 varies a lot by time of day.</p>`,
        },
        {
          type: 'cards',
          title: 'Plan your journey',
          items: [
            {
              title: 'How to get to the airport',
              text: 'Compare routes, times and costs by mode of transport.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Authorised taxis',
              text: 'Book a taxi or check a vehicle’s plate.',
              href: '/servicios/taxis',
            },
            {
              title: 'Car parks',
              text: 'Real-time availability if you come by car.',
              href: '/informacion-en-tiempo-real/parqueaderos',
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
      title: 'Transports en commun',
      description:
        'Rejoindre ou quitter El Dorado en TransMilenio, en bus de rabattement ou du SITP, et rejoindre les gares routières interurbaines.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado se trouve au bout de l'avenue El Dorado (Calle 26), à l'ouest de Bogota. Les transports en commun le relient au reste de la ville :</p>
<ul>
<li><strong>TransMilenio :</strong> la ligne principale de la Calle 26 s'arrête au Portal El Dorado, à quelques kilomètres de l'aéroport. De là, un bus de rabattement dessert le terminal.</li>
<li><strong>SITP :</strong> des bus zonaux et urbains circulent sur la Calle 26 et dans les quartiers voisins de Fontibón et d'Engativá.</li>
<li><strong>Bus interurbains :</strong> ils partent des gares routières de la ville ; la plus proche de l'aéroport est la Terminal Salitre.</li>
</ul>
<p>TransMilenio et le SITP se paient avec la <strong>carte TuLlave</strong>, vendue et rechargée aux guichets des stations et des portails et dans les points agréés. Les espèces ne sont pas acceptées à bord.</p>`,
        },
        {
          type: 'table',
          caption: 'Transports en commun vers et depuis El Dorado',
          columns: ['Mode', 'Trajet', 'Paiement', 'À savoir'],
          rows: [
            [
              'TransMilenio + bus de rabattement',
              "Ligne de la Calle 26 jusqu'au Portal El Dorado ; bus de rabattement entre le portail et l'aéroport",
              'Carte TuLlave',
              'Depuis le centre, comptez 45 à 75 minutes selon la circulation',
            ],
            [
              'Lignes urbaines et zonales du SITP',
              "Calle 26, Fontibón, Engativá et correspondances vers d'autres quartiers",
              'Carte TuLlave',
              "Vérifiez le numéro de ligne en vigueur dans l'application officielle de TransMilenio",
            ],
            [
              'Bus interurbain',
              'Terminal Salitre, Terminal del Sur et Terminal del Norte',
              'Billet au guichet de la compagnie de bus',
              "Le trajet en taxi entre l'aéroport et la Terminal Salitre est court",
            ],
          ],
        },
        {
          type: 'steps',
          title: "Aller à l'aéroport en TransMilenio",
          items: [
            {
              title: 'Munissez-vous d’une carte TuLlave chargée',
              text: "Rechargez-la au guichet d'une station ou d'un portail avant de partir.",
            },
            {
              title: 'Prenez un service vers le Portal El Dorado',
              text: 'Les services de la ligne de la Calle 26 à destination du Portal El Dorado vous y conduisent depuis le centre, et depuis les autres lignes avec correspondance.',
            },
            {
              title: "Changez pour le bus de l'aéroport",
              text: "Dans le Portal El Dorado, suivez la signalétique des lignes de rabattement et prenez celle de l'aéroport. La correspondance à l'intérieur du portail est sans supplément.",
            },
            {
              title: 'Descendez au Terminal 1',
              text: "Si votre vol part du Terminal 2, vérifiez l'arrêt auprès du conducteur ou dans l'application avant de descendre.",
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Tôt le matin, la nuit et avec de grosses valises',
          html: `<p>TransMilenio ne circule pas 24 h/24 : le service fonctionne environ de 4 h 30 à 23 h en semaine, avec des horaires réduits le dimanche et les jours fériés. Aux heures de pointe, les bus sont bondés et il est difficile d'y voyager avec de grosses valises. En dehors de ces horaires, prenez un <a href="/servicios/taxis">taxi agréé</a> (niveau {{taxiFloor}}, portes {{taxiGates}}).</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Si vous arrivez d'une autre ville en bus</h3>
<p>Les gares routières de Bogota sont la Terminal Salitre (la principale et la plus proche de l'aéroport), la Terminal del Sur et la Terminal del Norte. Depuis la Terminal Salitre, rejoignez l'aéroport en taxi ou par les lignes du SITP qui empruntent la Calle 26. Prévoyez de la marge : la circulation sur la Calle 26 varie beaucoup selon l'heure.</p>`,
        },
        {
          type: 'cards',
          title: 'Préparez votre trajet',
          items: [
            {
              title: "Comment venir à l'aéroport",
              text: 'Comparez itinéraires, durées et coûts par mode de transport.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Taxis agréés',
              text: "Réservez un taxi ou vérifiez la plaque d'un véhicule.",
              href: '/servicios/taxis',
            },
            {
              title: 'Parkings',
              text: 'Disponibilité en temps réel si vous venez en voiture.',
              href: '/informacion-en-tiempo-real/parqueaderos',
            },
            {
              title: 'Location de voitures',
              text: "Loueurs de voitures présents à l'aéroport.",
              href: '/establecimientos/renta-de-vehiculos',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Transporte público',
      description:
        'Como chegar ao El Dorado ou sair do aeroporto de TransMilenio, ônibus alimentadores e do SITP, e como conectar com os terminais rodoviários.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O El Dorado fica no fim da avenida El Dorado (calle 26), na zona oeste de Bogotá. O transporte público liga o aeroporto ao restante da cidade:</p>
<ul>
<li><strong>TransMilenio:</strong> a linha troncal da calle 26 termina no Portal El Dorado, a poucos quilômetros do aeroporto. De lá, um ônibus alimentador leva ao terminal.</li>
<li><strong>SITP:</strong> ônibus zonais e urbanos circulam pela calle 26 e pelos bairros vizinhos de Fontibón e Engativá.</li>
<li><strong>Ônibus intermunicipais:</strong> saem dos terminais rodoviários da cidade; o mais próximo do aeroporto é o Terminal Salitre.</li>
</ul>
<p>No TransMilenio e no SITP paga-se com o <strong>cartão TuLlave</strong>, vendido e recarregado nas bilheterias das estações e portais e em pontos autorizados. Não se aceita dinheiro a bordo.</p>`,
        },
        {
          type: 'table',
          caption: 'Opções de transporte público de e para o El Dorado',
          columns: ['Meio', 'Percurso', 'Pagamento', 'Fique atento'],
          rows: [
            [
              'TransMilenio + alimentador',
              'Troncal da calle 26 até o Portal El Dorado; alimentador entre o portal e o aeroporto',
              'Cartão TuLlave',
              'Do centro, calcule de 45 a 75 minutos, conforme o trânsito',
            ],
            [
              'Linhas urbanas e zonais do SITP',
              'Calle 26, Fontibón, Engativá e conexões com outras regiões da cidade',
              'Cartão TuLlave',
              'Confira o número da linha em vigor no aplicativo oficial do TransMilenio',
            ],
            [
              'Ônibus intermunicipal',
              'Terminal Salitre, Terminal del Sur e Terminal del Norte',
              'Passagem na bilheteria da empresa de ônibus',
              'O trajeto de táxi entre o aeroporto e o Terminal Salitre é curto',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Ir ao aeroporto de TransMilenio',
          items: [
            {
              title: 'Tenha o cartão TuLlave com saldo',
              text: 'Recarregue-o na bilheteria de qualquer estação ou portal antes de sair.',
            },
            {
              title: 'Pegue um serviço troncal até o Portal El Dorado',
              text: 'Os serviços da troncal da calle 26 com destino ao Portal El Dorado levam você a partir do centro, e de outras troncais com baldeação.',
            },
            {
              title: 'Troque para o alimentador do aeroporto',
              text: 'Dentro do Portal El Dorado, siga a sinalização das linhas alimentadoras e pegue a que vai ao aeroporto. A baldeação dentro do portal não tem custo adicional.',
            },
            {
              title: 'Desça no Terminal 1',
              text: 'Se o seu voo sair do Terminal 2, confirme a parada com o motorista ou no aplicativo antes de descer.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Madrugada, noite e malas grandes',
          html: `<p>O TransMilenio não funciona 24 horas: o serviço vai aproximadamente das 4h30 às 23h nos dias úteis, com horário mais curto aos domingos e feriados. No horário de pico os ônibus ficam muito cheios e é difícil viajar com malas grandes. Fora desse horário, use um <a href="/servicios/taxis">táxi autorizado</a> (piso {{taxiFloor}}, portas {{taxiGates}}).</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Se você vem de outra cidade de ônibus</h3>
<p>Os terminais rodoviários de Bogotá são o Terminal Salitre (o principal e o mais próximo do aeroporto), o Terminal del Sur e o Terminal del Norte. Do Terminal Salitre você chega ao aeroporto de táxi ou pelas linhas do SITP que passam pela calle 26. Reserve tempo de sobra: o trânsito na calle 26 varia muito conforme o horário.</p>`,
        },
        {
          type: 'cards',
          title: 'Planeje sua chegada',
          items: [
            {
              title: 'Como chegar ao aeroporto',
              text: 'Compare rotas, tempos e custos por meio de transporte.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Táxis autorizados',
              text: 'Reserve um táxi ou verifique a placa do veículo.',
              href: '/servicios/taxis',
            },
            {
              title: 'Estacionamentos',
              text: 'Disponibilidade em tempo real se você vier de carro.',
              href: '/informacion-en-tiempo-real/parqueaderos',
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
