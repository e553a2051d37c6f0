import { definePage } from '@/content/schemas';

export default definePage({
  path: '/comunicados/tasa-aeroportuaria',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Tasa aeroportuaria',
      description:
        'Qué es la tasa aeroportuaria que pagan los pasajeros que salen de El Dorado en vuelos nacionales e internacionales, cómo se cobra y quién está exento.',
      blocks: [
        {
          type: 'richText',
          html: `<p>La <strong>tasa aeroportuaria</strong> es el valor que paga cada pasajero que sale de El Dorado por el uso de las instalaciones del aeropuerto: terminales, salas de espera, puentes de abordaje, sistemas de equipaje, señalización e información de vuelos, entre otros servicios.</p>
<p>Se cobra <strong>una vez por cada salida</strong> y, en condiciones normales, <strong>ya está incluida en el precio de su tiquete</strong>: la aerolínea o la agencia la recauda al venderlo y la transfiere al aeropuerto. No tiene que pagarla aparte en el aeropuerto.</p>`,
        },
        {
          type: 'table',
          caption: 'Tipos de tasa aeroportuaria',
          columns: ['Tipo', 'Quién la paga', 'Moneda', 'Cómo se cobra'],
          rows: [
            [
              'Tasa nacional',
              'Pasajeros que salen de El Dorado en un vuelo nacional',
              'Pesos colombianos',
              'Incluida en el tiquete',
            ],
            [
              'Tasa internacional',
              'Pasajeros que salen de El Dorado en un vuelo internacional',
              'Dólares estadounidenses, o su equivalente en pesos',
              'Incluida en el tiquete',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: '¿Cuánto es?',
          html: `<p>Valores de referencia {{airportTaxYear}}: <strong>tasa nacional {{airportTaxDomestic}}</strong> y <strong>tasa internacional {{airportTaxInternational}}</strong> por pasajero que sale de El Dorado.</p><p>Las tarifas las fija la autoridad aeronáutica y se actualizan periódicamente. El valor exacto que usted pagó aparece en el desglose de impuestos, tasas y contribuciones de su tiquete o de su reserva; si no lo encuentra, pídalo a su aerolínea o agencia.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Cuánto cuesta la tasa aeroportuaria en {{airportTaxYear}}?',
              answerHtml: `<p>La tasa nacional es de {{airportTaxDomestic}} y la internacional de {{airportTaxInternational}} por pasajero que sale de El Dorado (valores de referencia {{airportTaxYear}}). Ya vienen incluidas en el precio de su tiquete; el valor exacto aparece en su desglose.</p>`,
            },
            {
              question: '¿Quién está exento de la tasa aeroportuaria?',
              answerHtml: `<p>En términos generales, la regulación vigente exime, entre otros, a los pasajeros en tránsito o conexión que continúan su viaje dentro de los plazos establecidos, a los menores de dos años que no ocupan silla, a las tripulaciones en servicio y a algunos casos previstos en tratados o convenios internacionales. Las condiciones exactas dependen del tipo de vuelo: consulte a su aerolínea antes de comprar.</p>`,
            },
            {
              question: 'No viajé. ¿Me devuelven la tasa?',
              answerHtml: `<p>Si no usó su tiquete, puede solicitar la devolución de las tasas e impuestos no utilizados a la aerolínea o la agencia que se lo vendió, según las condiciones de su tarifa.</p>`,
            },
            {
              question: '¿La tasa es lo mismo que los impuestos del tiquete?',
              answerHtml: `<p>No. Además de la tasa aeroportuaria, el tiquete puede incluir otros impuestos, cargos y contribuciones establecidos por la ley o por la aerolínea. Cada concepto aparece por separado en el desglose.</p>`,
            },
            {
              question: '¿Y si mi tiquete no la incluye?',
              answerHtml: `<p>En casos excepcionales, por ejemplo algunos tiquetes emitidos con condiciones especiales, la aerolínea cobra la tasa en el counter al hacer el check-in.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Enlaces útiles',
          items: [
            {
              title: 'Conexiones',
              text: 'Qué hacer si tiene un vuelo de conexión en Bogotá.',
              href: '/servicios/conexiones',
            },
            {
              title: 'Aerolíneas',
              text: 'Contacto de las aerolíneas que operan en El Dorado.',
              href: '/establecimientos/aerolineas',
            },
            {
              title: 'PQRS',
              text: 'Peticiones, quejas y reclamos sobre los servicios del aeropuerto.',
              href: '/contacto#pqrs',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Airport tax',
      description:
        'What the airport tax paid by passengers departing El Dorado on domestic and international flights is, how it is charged and who is exempt.',
      blocks: [
        {
          type: 'richText',
          html: `<p>The <strong>airport tax</strong> (tasa aeroportuaria) is the fee each passenger departing El Dorado pays for the use of the airport’s facilities: terminals, waiting areas, boarding bridges, baggage systems, signage and flight information, among other services.</p>
<p>It is charged <strong>once per departure</strong> and, normally, <strong>it is already included in your ticket price</strong>: the airline or travel agency collects it when selling the ticket and passes it on to the airport. You do not have to pay it separately at the airport.</p>`,
        },
        {
          type: 'table',
          caption: 'Types of airport tax',
          columns: ['Type', 'Who pays', 'Currency', 'How it is charged'],
          rows: [
            [
              'Domestic tax',
              'Passengers departing El Dorado on a domestic flight',
              'Colombian pesos',
              'Included in the ticket',
            ],
            [
              'International tax',
              'Passengers departing El Dorado on an international flight',
              'US dollars, or the equivalent in pesos',
              'Included in the ticket',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'How much is it?',
          html: `<p>Reference amounts for {{airportTaxYear}}: <strong>domestic fee {{airportTaxDomestic}}</strong> and <strong>international fee {{airportTaxInternational}}</strong> per passenger departing from El Dorado.</p><p>The rates are set by the aviation authority and updated periodically. The exact amount you paid is shown in the breakdown of taxes, fees and charges on your ticket or booking; if you cannot find it, ask your airline or travel agency.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'How much is the airport fee in {{airportTaxYear}}?',
              answerHtml: `<p>The domestic fee is {{airportTaxDomestic}} and the international fee {{airportTaxInternational}} per passenger departing from El Dorado ({{airportTaxYear}} reference amounts). Both are already included in your ticket price; the exact amount appears in its breakdown.</p>`,
            },
            {
              question: 'Who is exempt from the airport tax?',
              answerHtml: `<p>In general terms, current regulations exempt, among others, passengers in transit or connecting who continue their journey within the set time limits, children under two who do not occupy a seat, crews on duty and certain cases covered by international treaties or agreements. The exact conditions depend on the type of flight: check with your airline before you buy.</p>`,
            },
            {
              question: 'I did not travel. Can I get the tax back?',
              answerHtml: `<p>If you did not use your ticket, you can ask the airline or agency that sold it to refund the unused taxes and fees, under your fare conditions.</p>`,
            },
            {
              question: 'Is the airport tax the same as the ticket taxes?',
              answerHtml: `<p>No. Besides the airport tax, a ticket may include other taxes, charges and contributions set by law or by the airline. Each item is shown separately in the breakdown.</p>`,
            },
            {
              question: 'What if my ticket does not include it?',
              answerHtml: `<p>In exceptional cases, such as some tickets issued under special conditions, the airline collects the tax at the counter when you check in.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Useful links',
          items: [
            {
              title: 'Connections',
              text: 'What to do if you have a connecting flight in Bogota.',
              href: '/servicios/conexiones',
            },
            {
              title: 'Airlines',
              text: 'Contact details of the airlines operating at El Dorado.',
              href: '/establecimientos/aerolineas',
            },
            {
              title: 'PQRS',
              text: 'Requests, complaints and claims about airport services.',
              href: '/contacto#pqrs',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Taxe aéroportuaire',
      description:
        "La taxe aéroportuaire payée par les passagers au départ d'El Dorado sur les vols nationaux et internationaux : principe, perception et exonérations.",
      blocks: [
        {
          type: 'richText',
          html: `<p>La <strong>taxe aéroportuaire</strong> (tasa aeroportuaria) est le montant payé par chaque passager au départ d'El Dorado pour l'utilisation des installations de l'aéroport : terminaux, salles d'attente, passerelles, systèmes de traitement des bagages, signalétique et information sur les vols, entre autres services.</p>
<p>Elle est perçue <strong>une fois par départ</strong> et, en règle générale, <strong>elle est déjà comprise dans le prix de votre billet</strong> : la compagnie ou l'agence la perçoit à la vente et la reverse à l'aéroport. Vous n'avez rien à payer en plus à l'aéroport.</p>`,
        },
        {
          type: 'table',
          caption: 'Types de taxe aéroportuaire',
          columns: ['Type', 'Qui la paie', 'Devise', 'Perception'],
          rows: [
            [
              'Taxe nationale',
              "Passagers au départ d'El Dorado sur un vol national",
              'Pesos colombiens',
              'Comprise dans le billet',
            ],
            [
              'Taxe internationale',
              "Passagers au départ d'El Dorado sur un vol international",
              'Dollars américains, ou leur équivalent en pesos',
              'Comprise dans le billet',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Quel est son montant ?',
          html: `<p>Montants de référence {{airportTaxYear}} : <strong>taxe nationale {{airportTaxDomestic}}</strong> et <strong>taxe internationale {{airportTaxInternational}}</strong> par passager au départ d'El Dorado.</p><p>Les tarifs sont fixés par l'autorité aéronautique et actualisés périodiquement. Le montant exact que vous avez payé figure dans le détail des taxes, redevances et contributions de votre billet ou de votre réservation ; à défaut, demandez-le à votre compagnie ou à votre agence.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Quel est le montant de la taxe aéroportuaire en {{airportTaxYear}} ?',
              answerHtml: `<p>La taxe nationale est de {{airportTaxDomestic}} et la taxe internationale de {{airportTaxInternational}} par passager au départ d'El Dorado (montants de référence {{airportTaxYear}}). Elles sont déjà incluses dans le prix de votre billet ; le montant exact figure dans son détail.</p>`,
            },
            {
              question: 'Qui est exonéré de la taxe aéroportuaire ?',
              answerHtml: `<p>De manière générale, la réglementation en vigueur exonère notamment les passagers en transit ou en correspondance qui poursuivent leur voyage dans les délais prévus, les enfants de moins de deux ans n'occupant pas de siège, les équipages en service et certains cas prévus par des traités ou accords internationaux. Les conditions exactes dépendent du type de vol : renseignez-vous auprès de votre compagnie avant l'achat.</p>`,
            },
            {
              question: "Je n'ai pas voyagé. La taxe m'est-elle remboursée ?",
              answerHtml: `<p>Si vous n'avez pas utilisé votre billet, vous pouvez demander le remboursement des taxes et redevances non utilisées à la compagnie ou à l'agence qui vous l'a vendu, selon les conditions de votre tarif.</p>`,
            },
            {
              question: 'La taxe aéroportuaire correspond-elle aux taxes du billet ?',
              answerHtml: `<p>Non. En plus de la taxe aéroportuaire, un billet peut comporter d'autres taxes, frais et contributions fixés par la loi ou par la compagnie. Chaque élément apparaît séparément dans le détail.</p>`,
            },
            {
              question: "Et si mon billet ne l'inclut pas ?",
              answerHtml: `<p>Dans des cas exceptionnels, par exemple certains billets émis à des conditions particulières, la compagnie perçoit la taxe au comptoir lors de l'enregistrement.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Liens utiles',
          items: [
            {
              title: 'Correspondances',
              text: 'Que faire si vous avez un vol en correspondance à Bogota.',
              href: '/servicios/conexiones',
            },
            {
              title: 'Compagnies aériennes',
              text: 'Coordonnées des compagnies présentes à El Dorado.',
              href: '/establecimientos/aerolineas',
            },
            {
              title: 'PQRS',
              text: "Demandes, plaintes et réclamations sur les services de l'aéroport.",
              href: '/contacto#pqrs',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Taxa aeroportuária',
      description:
        'O que é a taxa aeroportuária paga por quem embarca no El Dorado em voos nacionais e internacionais, como é cobrada e quem está isento.',
      blocks: [
        {
          type: 'richText',
          html: `<p>A <strong>taxa aeroportuária</strong> (tasa aeroportuaria) é o valor que cada passageiro que embarca no El Dorado paga pelo uso das instalações do aeroporto: terminais, salas de embarque, pontes de embarque, sistemas de bagagem, sinalização e informação de voos, entre outros serviços.</p>
<p>Ela é cobrada <strong>uma vez por embarque</strong> e, normalmente, <strong>já está incluída no preço da passagem</strong>: a companhia aérea ou a agência a recolhe na venda e a repassa ao aeroporto. Você não precisa pagá-la à parte no aeroporto.</p>`,
        },
        {
          type: 'table',
          caption: 'Tipos de taxa aeroportuária',
          columns: ['Tipo', 'Quem paga', 'Moeda', 'Como é cobrada'],
          rows: [
            [
              'Taxa nacional',
              'Passageiros que embarcam no El Dorado em voo nacional',
              'Pesos colombianos',
              'Incluída na passagem',
            ],
            [
              'Taxa internacional',
              'Passageiros que embarcam no El Dorado em voo internacional',
              'Dólares americanos, ou o equivalente em pesos',
              'Incluída na passagem',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Quanto custa?',
          html: `<p>Valores de referência {{airportTaxYear}}: <strong>taxa nacional {{airportTaxDomestic}}</strong> e <strong>taxa internacional {{airportTaxInternational}}</strong> por passageiro que parte do El Dorado.</p><p>Os valores são fixados pela autoridade aeronáutica e atualizados periodicamente. O valor exato que você pagou aparece no detalhamento de impostos, taxas e contribuições da passagem ou da reserva; se não encontrar, peça à companhia aérea ou à agência.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Quanto custa a taxa aeroportuária em {{airportTaxYear}}?',
              answerHtml: `<p>A taxa nacional é de {{airportTaxDomestic}} e a internacional de {{airportTaxInternational}} por passageiro que parte do El Dorado (valores de referência {{airportTaxYear}}). Ambas já estão incluídas no preço da passagem; o valor exato aparece no detalhamento.</p>`,
            },
            {
              question: 'Quem está isento da taxa aeroportuária?',
              answerHtml: `<p>Em termos gerais, a regulamentação vigente isenta, entre outros, passageiros em trânsito ou conexão que seguem viagem dentro dos prazos estabelecidos, menores de dois anos que não ocupam assento, tripulações em serviço e alguns casos previstos em tratados ou acordos internacionais. As condições exatas dependem do tipo de voo: consulte a companhia aérea antes de comprar.</p>`,
            },
            {
              question: 'Não viajei. A taxa é devolvida?',
              answerHtml: `<p>Se você não usou a passagem, pode pedir o reembolso das taxas e impostos não utilizados à companhia ou agência que a vendeu, conforme as condições da tarifa.</p>`,
            },
            {
              question: 'A taxa aeroportuária é o mesmo que os impostos da passagem?',
              answerHtml: `<p>Não. Além da taxa aeroportuária, a passagem pode incluir outros impostos, encargos e contribuições definidos por lei ou pela companhia. Cada item aparece separado no detalhamento.</p>`,
            },
            {
              question: 'E se a minha passagem não a incluir?',
              answerHtml: `<p>Em casos excepcionais, como algumas passagens emitidas em condições especiais, a companhia cobra a taxa no balcão durante o check-in.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Links úteis',
          items: [
            {
              title: 'Conexões',
              text: 'O que fazer se você tem um voo de conexão em Bogotá.',
              href: '/servicios/conexiones',
            },
            {
              title: 'Companhias aéreas',
              text: 'Contatos das companhias que operam no El Dorado.',
              href: '/establecimientos/aerolineas',
            },
            {
              title: 'PQRS',
              text: 'Solicitações, queixas e reclamações sobre os serviços do aeroporto.',
              href: '/contacto#pqrs',
            },
          ],
        },
      ],
    },
  },
});
