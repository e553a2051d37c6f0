import type { TransportMode } from '@/content/entry-schemas';

/**
 * Ways of getting to El Dorado for the chooser of /transporte/como-llegar-al-aeropuerto.
 * A mode whose routes are removed shows the SPEC's empty state (transport-chooser.test.tsx).
 */
export const transportModes: TransportMode[] = [
  {
    id: 'transmilenio',
    locales: {
      es: {
        name: 'TransMilenio y alimentador',
        intro:
          'La opción más económica: troncal de la avenida calle 26 hasta el Portal El Dorado y alimentador al aeropuerto.',
      },
      en: {
        name: 'TransMilenio and feeder bus',
        intro:
          'The cheapest option: the Avenida Calle 26 trunk line to Portal El Dorado, then the feeder bus to the airport.',
      },
      fr: {
        name: 'TransMilenio et bus de rabattement',
        intro:
          'L’option la moins chère : la ligne de l’avenue Calle 26 jusqu’au Portal El Dorado, puis le bus de rabattement.',
      },
      pt: {
        name: 'TransMilenio e alimentador',
        intro:
          'A opção mais econômica: troncal da avenida Calle 26 até o Portal El Dorado e ônibus alimentador até o aeroporto.',
      },
    },
    routes: [
      {
        locales: {
          es: {
            name: 'Troncal calle 26 – Portal El Dorado',
            description: 'Toma cualquier servicio de la troncal calle 26 que termine en el Portal El Dorado.',
            time: '30 a 50 min desde el centro',
            cost: '{{transmilenioFare}} por viaje con tarjeta TuLlave (tarifa {{transportFaresYear}})',
          },
          en: {
            name: 'Calle 26 trunk line – Portal El Dorado',
            description: 'Take any Calle 26 trunk service ending at Portal El Dorado.',
            time: '30 to 50 min from downtown',
            cost: '{{transmilenioFare}} a trip with a TuLlave card ({{transportFaresYear}} fare)',
          },
          fr: {
            name: 'Ligne Calle 26 – Portal El Dorado',
            description: 'Prenez un service de la ligne Calle 26 dont le terminus est le Portal El Dorado.',
            time: '30 à 50 min depuis le centre',
            cost: '{{transmilenioFare}} le trajet avec la carte TuLlave (tarif {{transportFaresYear}})',
          },
          pt: {
            name: 'Troncal Calle 26 – Portal El Dorado',
            description: 'Pegue qualquer serviço da troncal Calle 26 que termine no Portal El Dorado.',
            time: '30 a 50 min a partir do centro',
            cost: '{{transmilenioFare}} por viagem com cartão TuLlave (tarifa {{transportFaresYear}})',
          },
        },
      },
      {
        locales: {
          es: {
            name: 'Alimentador Portal El Dorado – Aeropuerto',
            description:
              'En el Portal, sigue la señalización de alimentadores hacia el aeropuerto; te deja frente a la Terminal 1.',
            time: '10 a 15 min',
            cost: 'Sin costo adicional al entrar por el Portal',
          },
          en: {
            name: 'Feeder bus Portal El Dorado – Airport',
            description: 'At the Portal, follow the feeder signs to the airport; it stops in front of Terminal 1.',
            time: '10 to 15 min',
            cost: 'No extra charge when you enter through the Portal',
          },
          fr: {
            name: 'Rabattement Portal El Dorado – Aéroport',
            description:
              'Au Portal, suivez la signalisation des bus de rabattement vers l’aéroport ; arrêt devant le Terminal 1.',
            time: '10 à 15 min',
            cost: 'Sans supplément en entrant par le Portal',
          },
          pt: {
            name: 'Alimentador Portal El Dorado – Aeroporto',
            description:
              'No Portal, siga a sinalização dos alimentadores para o aeroporto; ele para em frente à Terminal 1.',
            time: '10 a 15 min',
            cost: 'Sem custo adicional ao entrar pelo Portal',
          },
        },
      },
    ],
  },
  {
    id: 'sitp',
    locales: {
      es: {
        name: 'SITP (buses urbanos)',
        intro: 'Rutas urbanas del SITP por la avenida calle 26 con parada en el aeropuerto.',
      },
      en: { name: 'SITP (city buses)', intro: 'SITP city bus routes along Avenida Calle 26 stopping at the airport.' },
      fr: {
        name: 'SITP (bus urbains)',
        intro: 'Lignes de bus urbains SITP par l’avenue Calle 26 avec arrêt à l’aéroport.',
      },
      pt: {
        name: 'SITP (ônibus urbanos)',
        intro: 'Linhas urbanas do SITP pela avenida Calle 26 com parada no aeroporto.',
      },
    },
    routes: [
      {
        locales: {
          es: {
            name: 'Rutas urbanas con destino «Aeropuerto»',
            description:
              'Busca en el tablero del paradero o en la app TransMi las rutas con destino Aeropuerto El Dorado.',
            time: '40 a 70 min según el origen',
            cost: '{{sitpFare}} por viaje con tarjeta TuLlave (tarifa {{transportFaresYear}})',
          },
          en: {
            name: 'City routes signed “Aeropuerto”',
            description: 'Look for routes to Aeropuerto El Dorado on the stop’s board or in the TransMi app.',
            time: '40 to 70 min depending on origin',
            cost: '{{sitpFare}} a trip with a TuLlave card ({{transportFaresYear}} fare)',
          },
          fr: {
            name: 'Lignes urbaines « Aeropuerto »',
            description:
              'Cherchez les lignes vers Aeropuerto El Dorado sur le panneau de l’arrêt ou dans l’application TransMi.',
            time: '40 à 70 min selon le départ',
            cost: '{{sitpFare}} le trajet avec la carte TuLlave (tarif {{transportFaresYear}})',
          },
          pt: {
            name: 'Linhas urbanas com destino “Aeropuerto”',
            description: 'Procure no painel do ponto ou no app TransMi as linhas com destino Aeropuerto El Dorado.',
            time: '40 a 70 min conforme a origem',
            cost: '{{sitpFare}} por viagem com cartão TuLlave (tarifa {{transportFaresYear}})',
          },
        },
      },
    ],
  },
  {
    id: 'taxi',
    locales: {
      es: {
        name: 'Taxi',
        intro: 'Taxis autorizados en el piso {{taxiFloor}}, puertas {{taxiGates}}. También puedes reservar en línea.',
      },
      en: {
        name: 'Taxi',
        intro: 'Authorised taxis on floor {{taxiFloor}}, gates {{taxiGates}}. You can also book online.',
      },
      fr: {
        name: 'Taxi',
        intro: 'Taxis autorisés au niveau {{taxiFloor}}, portes {{taxiGates}}. Vous pouvez aussi réserver en ligne.',
      },
      pt: {
        name: 'Táxi',
        intro: 'Táxis autorizados no piso {{taxiFloor}}, portões {{taxiGates}}. Você também pode reservar on-line.',
      },
    },
    routes: [
      {
        locales: {
          es: {
            name: 'Fila de taxis autorizados',
            description:
              'Toma el taxi en la fila oficial y pide el tiquete con la tarifa; no aceptes ofrecimientos dentro del terminal.',
            time: '25 a 60 min a la mayoría de barrios',
            cost: 'Taxímetro más recargo de aeropuerto: unos {{taxiToDowntown}} al centro y {{taxiToNorth}} al norte (referencia {{transportFaresYear}})',
          },
          en: {
            name: 'Authorised taxi rank',
            description:
              'Take a taxi from the official rank and ask for the fare ticket; do not accept offers inside the terminal.',
            time: '25 to 60 min to most neighbourhoods',
            cost: 'Meter plus airport surcharge: about {{taxiToDowntown}} to downtown and {{taxiToNorth}} to the north ({{transportFaresYear}} reference)',
          },
          fr: {
            name: 'Station de taxis autorisés',
            description:
              'Prenez le taxi à la station officielle et demandez le ticket de tarif ; refusez les offres dans le terminal.',
            time: '25 à 60 min vers la plupart des quartiers',
            cost: 'Compteur plus supplément aéroport : environ {{taxiToDowntown}} vers le centre et {{taxiToNorth}} vers le nord (référence {{transportFaresYear}})',
          },
          pt: {
            name: 'Fila de táxis autorizados',
            description:
              'Pegue o táxi na fila oficial e peça o comprovante da tarifa; não aceite ofertas dentro do terminal.',
            time: '25 a 60 min para a maioria dos bairros',
            cost: 'Taxímetro mais sobretaxa de aeroporto: cerca de {{taxiToDowntown}} até o centro e {{taxiToNorth}} até o norte (referência {{transportFaresYear}})',
          },
        },
      },
      {
        locales: {
          es: {
            name: 'Taxi reservado en línea',
            description: 'Reserva tu taxi con tarifa calculada antes del viaje en la sección de taxis.',
            time: 'Según el destino',
            cost: 'Tarifa aproximada al reservar',
          },
          en: {
            name: 'Taxi booked online',
            description: 'Book your taxi with a fare calculated before the trip in the taxi section.',
            time: 'Depends on destination',
            cost: 'Approximate fare shown when booking',
          },
          fr: {
            name: 'Taxi réservé en ligne',
            description: 'Réservez votre taxi avec un tarif calculé avant le trajet dans la section taxis.',
            time: 'Selon la destination',
            cost: 'Tarif approximatif affiché à la réservation',
          },
          pt: {
            name: 'Táxi reservado on-line',
            description: 'Reserve o seu táxi com tarifa calculada antes da viagem na seção de táxis.',
            time: 'Conforme o destino',
            cost: 'Tarifa aproximada na reserva',
          },
        },
      },
    ],
  },
  {
    id: 'apps',
    locales: {
      es: {
        name: 'Carros por aplicación',
        intro:
          'Los conductores de aplicaciones recogen en las zonas de recogida de vehículos particulares del piso 2 (salidas).',
      },
      en: {
        name: 'Ride-hailing apps',
        intro: 'App drivers pick up at the private-vehicle pick-up areas on floor 2 (departures).',
      },
      fr: {
        name: 'VTC par application',
        intro:
          'Les chauffeurs d’application prennent leurs clients aux zones de prise en charge du niveau 2 (départs).',
      },
      pt: {
        name: 'Carros por aplicativo',
        intro:
          'Os motoristas de aplicativo buscam nas áreas de embarque de veículos particulares do piso 2 (partidas).',
      },
    },
    routes: [
      {
        locales: {
          es: {
            name: 'Recogida en el piso 2',
            description: 'Indica al conductor la puerta en la que estás; la parada es breve, sin estacionar.',
            time: '25 a 60 min a la mayoría de barrios',
            cost: 'Según la aplicación: unos {{appCarRange}} a la mayoría de barrios (referencia {{transportFaresYear}})',
          },
          en: {
            name: 'Pick-up on floor 2',
            description: 'Tell the driver which door you are at; stops are brief, no parking.',
            time: '25 to 60 min to most neighbourhoods',
            cost: 'Set by the app: about {{appCarRange}} to most neighbourhoods ({{transportFaresYear}} reference)',
          },
          fr: {
            name: 'Prise en charge au niveau 2',
            description: 'Indiquez au chauffeur la porte où vous êtes ; arrêt bref, sans stationner.',
            time: '25 à 60 min vers la plupart des quartiers',
            cost: 'Selon l’application : environ {{appCarRange}} vers la plupart des quartiers (référence {{transportFaresYear}})',
          },
          pt: {
            name: 'Embarque no piso 2',
            description: 'Informe ao motorista a porta em que você está; a parada é rápida, sem estacionar.',
            time: '25 a 60 min para a maioria dos bairros',
            cost: 'Conforme o aplicativo: cerca de {{appCarRange}} para a maioria dos bairros (referência {{transportFaresYear}})',
          },
        },
      },
    ],
  },
  {
    id: 'carro-particular',
    locales: {
      es: {
        name: 'Vehículo particular y parqueadero',
        intro:
          'Llega por la avenida El Dorado (calle 26) o la avenida calle 24; los parqueaderos están frente a la Terminal 1.',
      },
      en: {
        name: 'Private car and parking',
        intro:
          'Drive in along Avenida El Dorado (Calle 26) or Avenida Calle 24; the car parks are in front of Terminal 1.',
      },
      fr: {
        name: 'Voiture particulière et parking',
        intro: 'Accès par l’avenue El Dorado (Calle 26) ou l’avenue Calle 24 ; les parkings sont face au Terminal 1.',
      },
      pt: {
        name: 'Carro particular e estacionamento',
        intro:
          'Chegue pela avenida El Dorado (Calle 26) ou pela avenida Calle 24; os estacionamentos ficam em frente à Terminal 1.',
      },
    },
    routes: [
      {
        locales: {
          es: {
            name: 'Avenida El Dorado (calle 26)',
            description:
              'Vía directa desde el centro y el occidente de Bogotá. Revisa la disponibilidad de parqueaderos antes de salir.',
            time: '25 a 45 min desde el centro',
            cost: 'Carros: {{parkingPerHour}} por hora (se cobra por minuto), máximo {{parkingPerDay}} por día, según el parqueadero',
          },
          en: {
            name: 'Avenida El Dorado (Calle 26)',
            description: 'Direct road from downtown and western Bogota. Check parking availability before you leave.',
            time: '25 to 45 min from downtown',
            cost: 'Cars: {{parkingPerHour}} an hour (charged by the minute), at most {{parkingPerDay}} a day, depending on the car park',
          },
          fr: {
            name: 'Avenue El Dorado (Calle 26)',
            description:
              'Axe direct depuis le centre et l’ouest de Bogota. Vérifiez la disponibilité des parkings avant de partir.',
            time: '25 à 45 min depuis le centre',
            cost: 'Voitures : {{parkingPerHour}} de l’heure (facturé à la minute), au plus {{parkingPerDay}} par jour, selon le parking',
          },
          pt: {
            name: 'Avenida El Dorado (Calle 26)',
            description:
              'Via direta a partir do centro e do oeste de Bogotá. Confira a disponibilidade de estacionamento antes de sair.',
            time: '25 a 45 min a partir do centro',
            cost: 'Carros: {{parkingPerHour}} por hora (cobrado por minuto), no máximo {{parkingPerDay}} por dia, conforme o estacionamento',
          },
        },
      },
    ],
  },
  {
    id: 'bus-intermunicipal',
    locales: {
      es: {
        name: 'Bus intermunicipal',
        intro: 'Los buses intermunicipales llegan a las terminales de transporte de Bogotá, no al aeropuerto.',
      },
      en: { name: 'Intercity bus', intro: 'Intercity buses arrive at Bogota’s bus terminals, not at the airport.' },
      fr: {
        name: 'Autocar interurbain',
        intro: 'Les autocars interurbains arrivent aux gares routières de Bogota, pas à l’aéroport.',
      },
      pt: {
        name: 'Ônibus intermunicipal',
        intro: 'Os ônibus intermunicipais chegam aos terminais rodoviários de Bogotá, não ao aeroporto.',
      },
    },
    routes: [
      {
        locales: {
          es: {
            name: 'Terminal Salitre – Aeropuerto en taxi',
            description:
              'La Terminal Salitre, la principal de Bogotá, tiene fila de taxis autorizados a la salida de las llegadas.',
            time: '15 a 25 min',
            cost: 'Unos {{taxiFromBusTerminal}} con taxímetro y recargo de aeropuerto (referencia {{transportFaresYear}})',
          },
          en: {
            name: 'Terminal Salitre – Airport by taxi',
            description:
              'Terminal Salitre, Bogota’s main bus station, has an authorised taxi rank at the arrivals exit.',
            time: '15 to 25 min',
            cost: 'About {{taxiFromBusTerminal}} on the meter with the airport surcharge ({{transportFaresYear}} reference)',
          },
          fr: {
            name: 'Terminal Salitre – Aéroport en taxi',
            description:
              'La Terminal Salitre, principale gare routière de Bogota, a une station de taxis autorisés à la sortie des arrivées.',
            time: '15 à 25 min',
            cost: 'Environ {{taxiFromBusTerminal}} au compteur avec le supplément aéroport (référence {{transportFaresYear}})',
          },
          pt: {
            name: 'Terminal Salitre – Aeroporto de táxi',
            description:
              'A Terminal Salitre, principal rodoviária de Bogotá, tem fila de táxis autorizados na saída das chegadas.',
            time: '15 a 25 min',
            cost: 'Cerca de {{taxiFromBusTerminal}} no taxímetro com a sobretaxa de aeroporto (referência {{transportFaresYear}})',
          },
        },
      },
      {
        locales: {
          es: {
            name: 'Terminal Salitre – TransMilenio calle 26',
            description:
              'Camina unos 15 minutos hasta la estación Salitre El Greco de la troncal calle 26, sigue al Portal El Dorado y toma el alimentador al aeropuerto.',
            time: '45 a 60 min',
            cost: '{{transmilenioFare}} por viaje con tarjeta TuLlave (tarifa {{transportFaresYear}})',
          },
          en: {
            name: 'Terminal Salitre – TransMilenio Calle 26',
            description:
              'Walk about 15 minutes to Salitre El Greco station on the Calle 26 line, ride to Portal El Dorado and take the feeder bus to the airport.',
            time: '45 to 60 min',
            cost: '{{transmilenioFare}} a trip with a TuLlave card ({{transportFaresYear}} fare)',
          },
          fr: {
            name: 'Terminal Salitre – TransMilenio Calle 26',
            description:
              'Marchez environ 15 minutes jusqu’à la station Salitre El Greco de la ligne Calle 26, allez au Portal El Dorado et prenez le bus de rabattement vers l’aéroport.',
            time: '45 à 60 min',
            cost: '{{transmilenioFare}} le trajet avec la carte TuLlave (tarif {{transportFaresYear}})',
          },
          pt: {
            name: 'Terminal Salitre – TransMilenio Calle 26',
            description:
              'Caminhe cerca de 15 minutos até a estação Salitre El Greco da troncal Calle 26, siga até o Portal El Dorado e pegue o alimentador até o aeroporto.',
            time: '45 a 60 min',
            cost: '{{transmilenioFare}} por viagem com cartão TuLlave (tarifa {{transportFaresYear}})',
          },
        },
      },
    ],
  },
];
