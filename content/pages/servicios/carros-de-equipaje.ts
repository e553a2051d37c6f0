import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/carros-de-equipaje',
  updatedAt: '2026-11-22',
  header: { height: '20rem', contentPosition: 'start', shadow: true },
  locales: {
    es: {
      title: 'Carros de equipaje',
      seo: {
        title: 'Carros de equipaje: depósito {{cartDepositCop}} y puntos 24 h',
        description:
          'Carro de autoservicio con depósito reembolsable de {{cartDepositCop}}, gratis en la Terminal 2; servicio asistido y dónde encontrarlos, las 24 horas.',
      },
      description:
        'Carros de autoservicio con depósito reembolsable y carros asistidos, las 24 horas en la Terminal 1. En la Terminal 2 son gratuitos.',
      blocks: [
        {
          type: 'richText',
          html: `<p>En El Dorado puede usar dos tipos de carro para mover sus maletas entre la vía de acceso, los counters de las aerolíneas y la salida de llegadas:</p>
<ul>
<li><strong>Carro de autoservicio:</strong> usted lo toma y lo lleva. Se paga un depósito que se le devuelve cuando entrega el carro.</li>
<li><strong>Carro asistido:</strong> un auxiliar empuja el carro y lo acompaña con su equipaje hasta el counter, el taxi o el vehículo que lo recoge. Tiene una tarifa fija, no reembolsable.</li>
</ul>
<p>El servicio funciona <strong>las 24 horas, los 7 días de la semana</strong>.</p>`,
        },
        {
          type: 'table',
          caption: 'Tarifas de los carros de equipaje en la Terminal 1',
          columns: ['Servicio', 'Pesos colombianos', 'Dólares', 'Euros', 'Condición'],
          rows: [
            [
              'Carro de autoservicio (depósito)',
              '{{cartDepositCop}}',
              '{{cartDepositUsd}}',
              '{{cartDepositEur}}',
              'Reembolso total si lo devuelve dentro de los primeros {{cartRefundMinutes}} minutos',
            ],
            ['Carro asistido', '{{assistedCartCop}}', '{{assistedCartUsd}}', '{{assistedCartEur}}', 'No reembolsable'],
            ['Carro en la Terminal 2', 'Gratis', 'Gratis', 'Gratis', 'Sin depósito'],
          ],
        },
        {
          type: 'richText',
          html: `<h3>Dónde encontrarlos en la Terminal 1</h3>
<ul>
<li><strong>Piso 1 (llegadas):</strong> puertas {{cartLocationsFloor1Gates}}, junto a las salidas hacia taxis, parqueadero y vehículos particulares.</li>
<li><strong>Piso 2 (salidas):</strong> puertas {{cartLocationsFloor2Gates}}, sobre la vía de acceso, cerca de las zonas de check-in.</li>
</ul>
<p>Consulte la ubicación exacta de cada punto en los <a href="/mapas">mapas del aeropuerto</a>.</p>`,
        },
        {
          type: 'steps',
          title: 'Cómo usar un carro de autoservicio',
          items: [
            {
              title: 'Tome el carro en un punto de carros',
              text: 'Pague el depósito en el punto de atención. Conserve el comprobante: lo necesita para el reembolso.',
            },
            {
              title: 'Llévelo hasta donde lo necesite',
              text: 'Puede circular por las áreas públicas de los pisos 1 y 2. Para cambiar de piso use los ascensores: los carros no pueden subir a las escaleras eléctricas.',
            },
            {
              title: 'Devuélvalo y recupere el depósito',
              text: 'Entréguelo en cualquier punto de carros con su comprobante. Si lo devuelve dentro de los primeros {{cartRefundMinutes}} minutos, recibe el depósito completo.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Terminal 2: carros sin costo',
          html: `<p>En la Terminal 2 (antiguo Puente Aéreo) los carros de equipaje son gratuitos y no piden depósito. Déjelos en las zonas señalizadas al terminar.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Puedo pasar el filtro de seguridad con el carro?',
              answerHtml: `<p>No. Los carros se quedan en las áreas públicas. Devuélvalo antes del filtro de seguridad o después de hacer el check-in y entregar su equipaje de bodega.</p>`,
            },
            {
              question: '¿Cómo pido un carro asistido?',
              answerHtml: `<p>Solicítelo en cualquier punto de carros de los pisos 1 o 2. Si viaja con movilidad reducida y necesita silla de ruedas, pídala a su aerolínea: consulte <a href="/servicios/sillas-de-ruedas">sillas de ruedas</a>.</p>`,
            },
            {
              question: '¿Qué medios de pago aceptan?',
              answerHtml: `<p>El depósito y la tarifa del carro asistido se pagan en pesos, dólares o euros. Pregunte en el punto de carros por los pagos con tarjeta disponibles en ese momento.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'También le puede servir',
          items: [
            {
              title: 'Guarda equipaje',
              text: 'Deje sus maletas por horas o días mientras recorre Bogotá.',
              href: '/servicios/guarda-equipaje',
            },
            {
              title: 'Taxis autorizados',
              text: 'Salida de taxis en el piso {{taxiFloor}}, puertas {{taxiGates}}.',
              href: '/servicios/taxis',
            },
            {
              title: 'Instrucciones de equipaje',
              text: 'Qué puede llevar en cabina y en bodega, y la regla de líquidos.',
              href: '/servicios/instrucciones-equipaje',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Luggage carts',
      seo: {
        title: 'Luggage carts: {{cartDepositCop}} deposit, pick-up points 24/7',
        description:
          'Self-service carts with a refundable {{cartDepositCop}} deposit, free in Terminal 2; the assisted service and where to find carts, 24 hours a day.',
      },
      description:
        'Self-service carts with a refundable deposit and assisted carts, 24 hours a day in Terminal 1. In Terminal 2 carts are free.',
      blocks: [
        {
          type: 'richText',
          html: `<p>At El Dorado you can use two kinds of cart to move your bags between the drop-off road, the airline counters and the arrivals exit:</p>
<ul>
<li><strong>Self-service cart:</strong> you take it and push it yourself. You pay a deposit, which is returned when you hand the cart back.</li>
<li><strong>Assisted cart:</strong> a porter pushes the cart and walks with you and your luggage to the counter, the taxi or the car picking you up. It has a fixed, non-refundable fee.</li>
</ul>
<p>The service runs <strong>24 hours a day, every day</strong>.</p>`,
        },
        {
          type: 'table',
          caption: 'Luggage cart fees in Terminal 1',
          columns: ['Service', 'Colombian pesos', 'US dollars', 'Euros', 'Terms'],
          rows: [
            [
              'Self-service cart (deposit)',
              '{{cartDepositCop}}',
              '{{cartDepositUsd}}',
              '{{cartDepositEur}}',
              'Fully refunded if returned within the first {{cartRefundMinutes}} minutes',
            ],
            ['Assisted cart', '{{assistedCartCop}}', '{{assistedCartUsd}}', '{{assistedCartEur}}', 'Non-refundable'],
            ['Cart in Terminal 2', 'Free', 'Free', 'Free', 'No deposit'],
          ],
        },
        {
          type: 'richText',
          html: `<h3>Where to find them in Terminal 1</h3>
<ul>
<li><strong>Floor 1 (arrivals):</strong> doors {{cartLocationsFloor1Gates}}, next to the exits to taxis, the car park and private cars.</li>
<li><strong>Floor 2 (departures):</strong> doors {{cartLocationsFloor2Gates}}, on the drop-off road, close to the check-in areas.</li>
</ul>
<p>See the exact location of each point on the <a href="/mapas">airport maps</a>.</p>`,
        },
        {
          type: 'steps',
          title: 'How to use a self-service cart',
          items: [
            {
              title: 'Take a cart at a cart point',
              text: 'Pay the deposit at the service point. Keep the receipt: you need it for the refund.',
            },
            {
              title: 'Take it wherever you need',
              text: 'You can use it in the public areas of floors 1 and 2. To change floors, take the lifts: carts are not allowed on the escalators.',
            },
            {
              title: 'Return it and get your deposit back',
              text: 'Hand it in at any cart point with your receipt. If you return it within the first {{cartRefundMinutes}} minutes, you get the full deposit back.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Terminal 2: carts at no cost',
          html: `<p>In Terminal 2 (the former Puente Aéreo) luggage carts are free and no deposit is required. Leave them in the marked areas when you are done.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Can I take the cart through security?',
              answerHtml: `<p>No. Carts stay in the public areas. Return it before the security checkpoint or after checking in and dropping off your hold luggage.</p>`,
            },
            {
              question: 'How do I request an assisted cart?',
              answerHtml: `<p>Ask at any cart point on floor 1 or 2. If you have reduced mobility and need a wheelchair, request it from your airline: see <a href="/servicios/sillas-de-ruedas">wheelchairs</a>.</p>`,
            },
            {
              question: 'Which payment methods are accepted?',
              answerHtml: `<p>The deposit and the assisted cart fee can be paid in pesos, dollars or euros. Ask at the cart point which card payments are available at the time.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'You may also need',
          items: [
            {
              title: 'Left luggage',
              text: 'Leave your bags for a few hours or days while you explore Bogota.',
              href: '/servicios/guarda-equipaje',
            },
            {
              title: 'Authorised taxis',
              text: 'Taxi rank on floor {{taxiFloor}}, doors {{taxiGates}}.',
              href: '/servicios/taxis',
            },
            {
              title: 'Baggage guidelines',
              text: 'What you can carry in the cabin and in the hold, and the liquids rule.',
              href: '/servicios/instrucciones-equipaje',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Chariots à bagages',
      seo: {
        title: 'Chariots à bagages : caution de {{cartDepositCop}}, 24 h/24',
        description:
          'Chariot en libre-service avec caution remboursable de {{cartDepositCop}}, gratuit au Terminal 2 ; service assisté et points de retrait, 24 h/24.',
      },
      description:
        'Chariots en libre-service avec caution remboursable et chariots avec porteur, 24 h/24 au Terminal 1. Au Terminal 2, les chariots sont gratuits.',
      blocks: [
        {
          type: 'richText',
          html: `<p>À El Dorado, deux types de chariot vous permettent de déplacer vos bagages entre la voie de dépose, les comptoirs des compagnies et la sortie des arrivées :</p>
<ul>
<li><strong>Chariot en libre-service :</strong> vous le prenez et le poussez vous-même. Vous versez une caution, rendue lorsque vous rapportez le chariot.</li>
<li><strong>Chariot avec porteur :</strong> un porteur pousse le chariot et vous accompagne avec vos bagages jusqu'au comptoir, au taxi ou au véhicule qui vient vous chercher. Le tarif est fixe et non remboursable.</li>
</ul>
<p>Le service fonctionne <strong>24 h/24, tous les jours</strong>.</p>`,
        },
        {
          type: 'table',
          caption: 'Tarifs des chariots à bagages au Terminal 1',
          columns: ['Service', 'Pesos colombiens', 'Dollars US', 'Euros', 'Conditions'],
          rows: [
            [
              'Chariot en libre-service (caution)',
              '{{cartDepositCop}}',
              '{{cartDepositUsd}}',
              '{{cartDepositEur}}',
              'Remboursement intégral si rendu dans les {{cartRefundMinutes}} premières minutes',
            ],
            [
              'Chariot avec porteur',
              '{{assistedCartCop}}',
              '{{assistedCartUsd}}',
              '{{assistedCartEur}}',
              'Non remboursable',
            ],
            ['Chariot au Terminal 2', 'Gratuit', 'Gratuit', 'Gratuit', 'Sans caution'],
          ],
        },
        {
          type: 'richText',
          html: `<h3>Où les trouver au Terminal 1</h3>
<ul>
<li><strong>Niveau 1 (arrivées) :</strong> portes {{cartLocationsFloor1Gates}}, à côté des sorties vers les taxis, le parking et les véhicules particuliers.</li>
<li><strong>Niveau 2 (départs) :</strong> portes {{cartLocationsFloor2Gates}}, sur la voie de dépose, près des zones d'enregistrement.</li>
</ul>
<p>L'emplacement exact de chaque point figure sur les <a href="/mapas">plans de l'aéroport</a>.</p>`,
        },
        {
          type: 'steps',
          title: 'Utiliser un chariot en libre-service',
          items: [
            {
              title: 'Prenez un chariot à un point chariots',
              text: 'Payez la caution au point de service. Gardez le reçu : il est nécessaire pour le remboursement.',
            },
            {
              title: 'Emmenez-le où vous voulez',
              text: 'Il circule dans les zones publiques des niveaux 1 et 2. Pour changer de niveau, prenez les ascenseurs : les chariots sont interdits sur les escaliers mécaniques.',
            },
            {
              title: 'Rendez-le et récupérez la caution',
              text: 'Rapportez-le à n’importe quel point chariots avec votre reçu. Rendu dans les {{cartRefundMinutes}} premières minutes, la caution vous est intégralement remboursée.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Terminal 2 : chariots gratuits',
          html: `<p>Au Terminal 2 (l'ancien Puente Aéreo), les chariots à bagages sont gratuits et sans caution. Laissez-les dans les zones signalées après usage.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Puis-je passer le contrôle de sûreté avec le chariot ?',
              answerHtml: `<p>Non. Les chariots restent dans les zones publiques. Rendez-le avant le contrôle de sûreté ou après l'enregistrement et la dépose de vos bagages en soute.</p>`,
            },
            {
              question: 'Comment demander un chariot avec porteur ?',
              answerHtml: `<p>Adressez-vous à n'importe quel point chariots des niveaux 1 ou 2. Si vous êtes à mobilité réduite et avez besoin d'un fauteuil roulant, demandez-le à votre compagnie : voir <a href="/servicios/sillas-de-ruedas">fauteuils roulants</a>.</p>`,
            },
            {
              question: 'Quels moyens de paiement sont acceptés ?',
              answerHtml: `<p>La caution et le tarif du chariot avec porteur se paient en pesos, en dollars ou en euros. Demandez au point chariots quels paiements par carte sont disponibles.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Cela peut aussi vous servir',
          items: [
            {
              title: 'Consigne à bagages',
              text: 'Laissez vos valises quelques heures ou quelques jours pendant que vous visitez Bogota.',
              href: '/servicios/guarda-equipaje',
            },
            {
              title: 'Taxis agréés',
              text: 'Station de taxis au niveau {{taxiFloor}}, portes {{taxiGates}}.',
              href: '/servicios/taxis',
            },
            {
              title: 'Consignes bagages',
              text: 'Ce que vous pouvez emporter en cabine et en soute, et la règle des liquides.',
              href: '/servicios/instrucciones-equipaje',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Carrinhos de bagagem',
      seo: {
        title: 'Carrinhos de bagagem: depósito de {{cartDepositCop}}, 24 horas',
        description:
          'Carrinho de autoatendimento com depósito reembolsável de {{cartDepositCop}}, grátis no Terminal 2; serviço assistido e onde encontrá-los, 24 horas.',
      },
      description:
        'Carrinhos de autoatendimento com caução reembolsável e carrinhos com carregador, 24 horas no Terminal 1. No Terminal 2 são gratuitos.',
      blocks: [
        {
          type: 'richText',
          html: `<p>No El Dorado você pode usar dois tipos de carrinho para levar suas malas entre a via de acesso, os balcões das companhias aéreas e a saída do desembarque:</p>
<ul>
<li><strong>Carrinho de autoatendimento:</strong> você mesmo pega e empurra. Paga-se uma caução, devolvida quando você entrega o carrinho.</li>
<li><strong>Carrinho com carregador:</strong> um carregador empurra o carrinho e acompanha você e sua bagagem até o balcão, o táxi ou o carro que vai buscá-lo. A tarifa é fixa e não reembolsável.</li>
</ul>
<p>O serviço funciona <strong>24 horas por dia, 7 dias por semana</strong>.</p>`,
        },
        {
          type: 'table',
          caption: 'Tarifas dos carrinhos de bagagem no Terminal 1',
          columns: ['Serviço', 'Pesos colombianos', 'Dólares', 'Euros', 'Condição'],
          rows: [
            [
              'Carrinho de autoatendimento (caução)',
              '{{cartDepositCop}}',
              '{{cartDepositUsd}}',
              '{{cartDepositEur}}',
              'Reembolso total se devolvido nos primeiros {{cartRefundMinutes}} minutos',
            ],
            [
              'Carrinho com carregador',
              '{{assistedCartCop}}',
              '{{assistedCartUsd}}',
              '{{assistedCartEur}}',
              'Não reembolsável',
            ],
            ['Carrinho no Terminal 2', 'Grátis', 'Grátis', 'Grátis', 'Sem caução'],
          ],
        },
        {
          type: 'richText',
          html: `<h3>Onde encontrá-los no Terminal 1</h3>
<ul>
<li><strong>Piso 1 (desembarque):</strong> portas {{cartLocationsFloor1Gates}}, ao lado das saídas para táxis, estacionamento e carros particulares.</li>
<li><strong>Piso 2 (embarque):</strong> portas {{cartLocationsFloor2Gates}}, na via de acesso, perto das áreas de check-in.</li>
</ul>
<p>Veja a localização exata de cada ponto nos <a href="/mapas">mapas do aeroporto</a>.</p>`,
        },
        {
          type: 'steps',
          title: 'Como usar um carrinho de autoatendimento',
          items: [
            {
              title: 'Retire o carrinho em um ponto de carrinhos',
              text: 'Pague a caução no ponto de atendimento. Guarde o comprovante: ele é necessário para o reembolso.',
            },
            {
              title: 'Leve-o aonde precisar',
              text: 'Ele circula pelas áreas públicas dos pisos 1 e 2. Para mudar de piso, use os elevadores: os carrinhos não podem ir nas escadas rolantes.',
            },
            {
              title: 'Devolva-o e recupere a caução',
              text: 'Entregue-o em qualquer ponto de carrinhos com o comprovante. Se devolver nos primeiros {{cartRefundMinutes}} minutos, recebe a caução inteira.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Terminal 2: carrinhos sem custo',
          html: `<p>No Terminal 2 (antigo Puente Aéreo) os carrinhos de bagagem são gratuitos e não exigem caução. Deixe-os nas áreas sinalizadas ao terminar.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Posso passar pela inspeção de segurança com o carrinho?',
              answerHtml: `<p>Não. Os carrinhos ficam nas áreas públicas. Devolva-o antes do controle de segurança ou depois de fazer o check-in e despachar a bagagem.</p>`,
            },
            {
              question: 'Como peço um carrinho com carregador?',
              answerHtml: `<p>Solicite em qualquer ponto de carrinhos dos pisos 1 ou 2. Se você tem mobilidade reduzida e precisa de cadeira de rodas, peça à sua companhia aérea: veja <a href="/servicios/sillas-de-ruedas">cadeiras de rodas</a>.</p>`,
            },
            {
              question: 'Quais formas de pagamento são aceitas?',
              answerHtml: `<p>A caução e a tarifa do carrinho com carregador podem ser pagas em pesos, dólares ou euros. Pergunte no ponto de carrinhos quais pagamentos com cartão estão disponíveis no momento.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Também pode ser útil',
          items: [
            {
              title: 'Guarda-volumes',
              text: 'Deixe suas malas por algumas horas ou dias enquanto conhece Bogotá.',
              href: '/servicios/guarda-equipaje',
            },
            {
              title: 'Táxis autorizados',
              text: 'Ponto de táxi no piso {{taxiFloor}}, portas {{taxiGates}}.',
              href: '/servicios/taxis',
            },
            {
              title: 'Instruções de bagagem',
              text: 'O que levar na cabine e no porão, e a regra dos líquidos.',
              href: '/servicios/instrucciones-equipaje',
            },
          ],
        },
      ],
    },
  },
});
