import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/guarda-equipaje',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Guarda equipaje',
      description:
        'Deje sus maletas en custodia en El Dorado por horas o días: cómo funciona, qué se puede guardar y qué necesita para retirarlas.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El servicio de guarda equipaje de la Terminal 1 le permite dejar maletas, cajas o equipos en custodia mientras recorre Bogotá durante una escala larga, espera un vuelo al día siguiente o recibe a alguien. Lo presta un operador autorizado por el aeropuerto en el área pública, antes de los filtros de seguridad.</p>
<p>La tarifa depende del tamaño de la pieza y del tiempo de custodia. Consulte la ubicación exacta en los <a href="/mapas">mapas</a>, y el horario y las tarifas vigentes en el punto de guarda equipaje o con Dora al {{doraWhatsapp}}.</p>`,
        },
        {
          type: 'steps',
          title: 'Cómo funciona',
          items: [
            {
              title: 'Entregue su equipaje',
              text: 'Acérquese al punto con su documento de identidad. Cada pieza se revisa por seguridad antes de recibirla.',
            },
            {
              title: 'Reciba su comprobante',
              text: 'Le entregan un comprobante por cada pieza con la fecha y la hora de entrada. Guárdelo: es indispensable para retirar el equipaje.',
            },
            {
              title: 'Retire y pague',
              text: 'Presente el comprobante y su documento. Se cobra según el tiempo que estuvo en custodia.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Lo que no se puede guardar',
          html: `<ul>
<li>Mercancías peligrosas: inflamables, explosivos, gases, armas o municiones.</li>
<li>Alimentos perecederos, plantas o animales.</li>
<li>Dinero en efectivo, joyas y objetos de valor: llévelos siempre con usted.</li>
<li>Sustancias ilícitas. El operador puede rechazar cualquier pieza que no cumpla las normas de seguridad.</li>
</ul>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: 'Tengo una escala larga. ¿La aerolínea puede guardar mi maleta?',
              answerHtml: `<p>Depende de su tiquete. Si su equipaje va facturado hasta el destino final, permanece en tránsito y no puede retirarlo. Si la aerolínea se lo entrega en Bogotá, puede dejarlo aquí y volver a facturarlo después. Consulte a su aerolínea y lea <a href="/servicios/conexiones">conexiones</a>.</p>`,
            },
            {
              question: '¿Otra persona puede retirar mi equipaje?',
              answerHtml: `<p>Sí, si presenta el comprobante original, una autorización firmada por usted, una copia de su documento y su propia identificación.</p>`,
            },
            {
              question: '¿Hay un tiempo máximo de custodia?',
              answerHtml: `<p>Sí. Pregunte el plazo máximo al entregar su equipaje. Si necesita más tiempo, avise antes de que venza.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'También le puede servir',
          items: [
            {
              title: 'Carros de equipaje',
              text: 'Carros de autoservicio y asistidos las 24 horas.',
              href: '/servicios/carros-de-equipaje',
            },
            {
              title: 'Conexiones',
              text: 'Qué hacer si tiene un vuelo de conexión en Bogotá.',
              href: '/servicios/conexiones',
            },
            {
              title: 'Habitaciones de descanso',
              text: 'Opciones para descansar entre vuelos.',
              href: '/servicios/habitaciones-de-descanso',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Left luggage',
      description:
        'Leave your bags in storage at El Dorado for a few hours or days: how it works, what can be stored and what you need to collect them.',
      blocks: [
        {
          type: 'richText',
          html: `<p>The left-luggage service in Terminal 1 lets you store suitcases, boxes or equipment while you explore Bogota on a long layover, wait for a flight the next day or meet someone. It is run by an airport-authorised operator in the public area, before security.</p>
<p>The fee depends on the size of each item and how long it is stored. See the exact location on the <a href="/mapas">maps</a>, and ask at the left-luggage desk or Dora on {{doraWhatsapp}} for current opening hours and prices.</p>`,
        },
        {
          type: 'steps',
          title: 'How it works',
          items: [
            {
              title: 'Hand in your luggage',
              text: 'Go to the desk with your ID. Each item is security-checked before it is accepted.',
            },
            {
              title: 'Get your receipt',
              text: 'You receive a receipt for each item showing the date and time it was left. Keep it: you need it to collect your luggage.',
            },
            {
              title: 'Collect and pay',
              text: 'Show the receipt and your ID. You pay according to how long the item was stored.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'What cannot be stored',
          html: `<ul>
<li>Dangerous goods: flammables, explosives, gases, weapons or ammunition.</li>
<li>Perishable food, plants or animals.</li>
<li>Cash, jewellery and valuables: always keep them with you.</li>
<li>Illegal substances. The operator may refuse any item that does not meet security rules.</li>
</ul>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'I have a long layover. Can the airline keep my bag?',
              answerHtml: `<p>It depends on your ticket. If your bag is checked through to your final destination, it stays in transit and you cannot collect it. If the airline hands it to you in Bogota, you can leave it here and check it in again later. Ask your airline and read <a href="/servicios/conexiones">connections</a>.</p>`,
            },
            {
              question: 'Can someone else collect my luggage?',
              answerHtml: `<p>Yes, if they bring the original receipt, an authorisation signed by you, a copy of your ID and their own ID.</p>`,
            },
            {
              question: 'Is there a maximum storage period?',
              answerHtml: `<p>Yes. Ask about the maximum period when you hand in your luggage. If you need longer, say so before it runs out.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'You may also need',
          items: [
            {
              title: 'Luggage carts',
              text: 'Self-service and assisted carts, 24 hours a day.',
              href: '/servicios/carros-de-equipaje',
            },
            {
              title: 'Connections',
              text: 'What to do if you have a connecting flight in Bogota.',
              href: '/servicios/conexiones',
            },
            {
              title: 'Rest rooms',
              text: 'Places to rest between flights.',
              href: '/servicios/habitaciones-de-descanso',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Consigne à bagages',
      description:
        'Laissez vos bagages en consigne à El Dorado pour quelques heures ou quelques jours : fonctionnement, objets acceptés et modalités de retrait.',
      blocks: [
        {
          type: 'richText',
          html: `<p>La consigne à bagages du Terminal 1 vous permet de laisser valises, cartons ou équipements pendant que vous visitez Bogota lors d'une longue escale, que vous attendez un vol le lendemain ou que vous accueillez quelqu'un. Elle est gérée par un prestataire agréé par l'aéroport, en zone publique, avant le contrôle de sûreté.</p>
<p>Le tarif dépend de la taille de chaque bagage et de la durée de garde. L'emplacement exact figure sur les <a href="/mapas">plans</a> ; renseignez-vous sur les horaires et tarifs en vigueur à la consigne ou auprès de Dora au {{doraWhatsapp}}.</p>`,
        },
        {
          type: 'steps',
          title: 'Fonctionnement',
          items: [
            {
              title: 'Déposez vos bagages',
              text: "Présentez-vous à la consigne avec votre pièce d'identité. Chaque bagage est contrôlé avant d'être accepté.",
            },
            {
              title: 'Recevez votre reçu',
              text: "Vous recevez un reçu par bagage indiquant la date et l'heure de dépôt. Conservez-le : il est indispensable pour le retrait.",
            },
            {
              title: 'Retirez et payez',
              text: "Présentez le reçu et votre pièce d'identité. Le montant dépend de la durée de garde.",
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Ce qui ne peut pas être consigné',
          html: `<ul>
<li>Marchandises dangereuses : produits inflammables, explosifs, gaz, armes ou munitions.</li>
<li>Denrées périssables, plantes ou animaux.</li>
<li>Argent liquide, bijoux et objets de valeur : gardez-les toujours sur vous.</li>
<li>Substances illicites. Le prestataire peut refuser tout bagage non conforme aux règles de sûreté.</li>
</ul>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'J’ai une longue escale. La compagnie peut-elle garder ma valise ?',
              answerHtml: `<p>Cela dépend de votre billet. Si votre bagage est enregistré jusqu'à destination finale, il reste en transit et vous ne pouvez pas le récupérer. Si la compagnie vous le remet à Bogota, vous pouvez le laisser ici et l'enregistrer de nouveau plus tard. Renseignez-vous auprès de votre compagnie et consultez la page <a href="/servicios/conexiones">correspondances</a>.</p>`,
            },
            {
              question: "Quelqu'un d'autre peut-il retirer mes bagages ?",
              answerHtml: `<p>Oui, s'il présente le reçu original, une autorisation signée par vous, une copie de votre pièce d'identité et sa propre pièce d'identité.</p>`,
            },
            {
              question: 'Existe-t-il une durée maximale de garde ?',
              answerHtml: `<p>Oui. Demandez la durée maximale au moment du dépôt. Si vous avez besoin de plus de temps, prévenez avant l'échéance.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Cela peut aussi vous servir',
          items: [
            {
              title: 'Chariots à bagages',
              text: 'Chariots en libre-service et avec porteur, 24 h/24.',
              href: '/servicios/carros-de-equipaje',
            },
            {
              title: 'Correspondances',
              text: 'Que faire si vous avez un vol en correspondance à Bogota.',
              href: '/servicios/conexiones',
            },
            {
              title: 'Chambres de repos',
              text: 'Où vous reposer entre deux vols.',
              href: '/servicios/habitaciones-de-descanso',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Guarda-volumes',
      description:
        'Deixe suas malas guardadas no El Dorado por horas ou dias: como funciona, o que pode ser guardado e o que é preciso para retirá-las.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O guarda-volumes do Terminal 1 permite deixar malas, caixas ou equipamentos guardados enquanto você conhece Bogotá durante uma escala longa, espera um voo no dia seguinte ou recebe alguém. O serviço é prestado por um operador autorizado pelo aeroporto na área pública, antes da inspeção de segurança.</p>
<p>A tarifa depende do tamanho de cada volume e do tempo de guarda. Veja a localização exata nos <a href="/mapas">mapas</a> e consulte o horário e as tarifas vigentes no guarda-volumes ou com a Dora no {{doraWhatsapp}}.</p>`,
        },
        {
          type: 'steps',
          title: 'Como funciona',
          items: [
            {
              title: 'Entregue sua bagagem',
              text: 'Vá ao guarda-volumes com seu documento de identidade. Cada volume passa por inspeção de segurança antes de ser aceito.',
            },
            {
              title: 'Receba o comprovante',
              text: 'Você recebe um comprovante por volume com a data e a hora de entrada. Guarde-o: ele é indispensável para retirar a bagagem.',
            },
            {
              title: 'Retire e pague',
              text: 'Apresente o comprovante e seu documento. O valor depende do tempo de guarda.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'O que não pode ser guardado',
          html: `<ul>
<li>Artigos perigosos: inflamáveis, explosivos, gases, armas ou munições.</li>
<li>Alimentos perecíveis, plantas ou animais.</li>
<li>Dinheiro em espécie, joias e objetos de valor: leve-os sempre com você.</li>
<li>Substâncias ilícitas. O operador pode recusar qualquer volume que não cumpra as normas de segurança.</li>
</ul>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Tenho uma escala longa. A companhia aérea pode guardar minha mala?',
              answerHtml: `<p>Depende da sua passagem. Se a bagagem foi despachada até o destino final, ela fica em trânsito e não pode ser retirada. Se a companhia entregá-la em Bogotá, você pode deixá-la aqui e despachá-la de novo depois. Consulte sua companhia e leia <a href="/servicios/conexiones">conexões</a>.</p>`,
            },
            {
              question: 'Outra pessoa pode retirar minha bagagem?',
              answerHtml: `<p>Sim, se apresentar o comprovante original, uma autorização assinada por você, uma cópia do seu documento e a própria identidade.</p>`,
            },
            {
              question: 'Existe um prazo máximo de guarda?',
              answerHtml: `<p>Sim. Pergunte o prazo máximo ao entregar a bagagem. Se precisar de mais tempo, avise antes do vencimento.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Também pode ser útil',
          items: [
            {
              title: 'Carrinhos de bagagem',
              text: 'Carrinhos de autoatendimento e com carregador, 24 horas.',
              href: '/servicios/carros-de-equipaje',
            },
            {
              title: 'Conexões',
              text: 'O que fazer se você tem um voo de conexão em Bogotá.',
              href: '/servicios/conexiones',
            },
            {
              title: 'Quartos de descanso',
              text: 'Opções para descansar entre voos.',
              href: '/servicios/habitaciones-de-descanso',
            },
          ],
        },
      ],
    },
  },
});
