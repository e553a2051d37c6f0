import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/aduanas',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Aduanas',
      description:
        'Cuándo debe presentar la declaración de equipaje ante la DIAN, el límite de dinero en efectivo y qué productos revisa el ICA al llegar a Bogotá.',
      blocks: [
        {
          type: 'richText',
          html: `<p>En los vuelos internacionales, el control aduanero de El Dorado está a cargo de la <strong>DIAN</strong> (Dirección de Impuestos y Aduanas Nacionales), con el apoyo de la Policía Fiscal y Aduanera. Los animales, plantas y alimentos los revisa el <strong>ICA</strong> (Instituto Colombiano Agropecuario).</p>
<p>La mayoría de los viajeros no tiene que declarar nada: si solo trae sus efectos personales y no supera los límites, use la fila de <strong>«nada que declarar»</strong>. Si está en alguno de los casos de la tabla, use la fila de declarantes y presente el <strong>Formulario 530</strong>, «Declaración de equipaje, de dinero en efectivo y de títulos representativos de dinero – Viajeros».</p>`,
        },
        {
          type: 'table',
          caption: 'Cuándo debe presentar la declaración de equipaje',
          columns: ['Caso', 'Qué hacer'],
          rows: [
            [
              'Lleva más de USD 10.000 (o su equivalente en pesos u otra moneda) en efectivo o títulos, al entrar o al salir',
              'Declárelo en el Formulario 530. Un grupo familiar que viaja junto puede hacer una sola declaración.',
            ],
            [
              'Trae mercancía nueva que supera la franquicia de viajeros o que es en cantidad comercial',
              'Declárela y pague los tributos que correspondan. Consulte el valor vigente de la franquicia en dian.gov.co.',
            ],
            [
              'Trae animales, plantas, semillas o alimentos de origen animal o vegetal',
              'Declárelos y preséntelos al ICA para inspección.',
            ],
            [
              'Trae o saca obras de arte, antigüedades o bienes del patrimonio cultural',
              'Declárelos con los permisos del Ministerio de Cultura.',
            ],
            [
              'Trae armas, o envió o enviará equipaje no acompañado (por carga)',
              'Declárelos; las armas requieren autorización previa.',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Dinero en efectivo: declare siempre por encima de USD 10.000',
          html: `<p>No hay un tope para entrar o salir con dinero, pero si la suma supera USD 10.000 y no la declara, la DIAN puede retenerla e imponer una multa. Declarar no tiene costo. Para pagos grandes, prefiera transferencias o tarjetas.</p>`,
        },
        {
          type: 'steps',
          title: 'Al llegar a Bogotá en un vuelo internacional',
          items: [
            {
              title: 'Migración',
              text: 'Pase el control de Migración Colombia con su pasaporte y su Check-MIG.',
            },
            {
              title: 'Equipaje',
              text: 'Recoja sus maletas en las bandas del área de llegadas internacionales. Los carros de equipaje están en la misma sala.',
            },
            {
              title: 'Aduana',
              text: 'Elija la fila de declarantes o la de «nada que declarar». Cualquier equipaje puede pasar por los escáneres y ser revisado al azar.',
            },
            {
              title: 'Salida',
              text: 'Salga al hall de llegadas del piso 1, donde están los taxis autorizados (puertas {{taxiGates}}), el parqueadero y los puntos de información.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Productos agropecuarios: ICA',
          html: `<p>Frutas, verduras, flores, semillas, carnes, embutidos, lácteos, miel y artesanías con plumas, madera sin tratar o pieles pueden estar prohibidos o requerir permiso del ICA. Si trae alguno, declárelo: lo que no cumple los requisitos se decomisa, pero no declararlo acarrea sanciones. Para viajar con perros y gatos, consulte <a href="/servicios/mascotas">mascotas</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Dónde consigo el Formulario 530?',
              answerHtml: `<p>Pídalo a su aerolínea durante el vuelo o en el área de aduanas antes de los filtros de la DIAN. En <a href="https://www.dian.gov.co">dian.gov.co</a> puede consultar si hay una opción en línea vigente.</p>`,
            },
            {
              question: '¿Debo declarar mi computador o mi cámara?',
              answerHtml: `<p>No, si son de uso personal y los trae en cantidad razonable. Los equipos nuevos para regalar o vender cuentan dentro de la franquicia.</p>`,
            },
            {
              question: 'Salgo del país con más de USD 10.000, ¿qué hago?',
              answerHtml: `<p>Presente el Formulario 530 al salir, antes del control de Migración Colombia, e informe a los funcionarios de la DIAN. Conserve los soportes del origen del dinero.</p>`,
            },
            {
              question: '¿Puedo llevar medicamentos?',
              answerHtml: `<p>Sí, en cantidades para uso personal durante su viaje. Lleve la fórmula médica, en especial si son controlados o inyectables.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Relacionado',
          items: [
            {
              title: 'Migración y pasaportes',
              text: 'Check-MIG, Biomig y documentos de viaje.',
              href: '/servicios/migracion-y-pasaportes',
            },
            {
              title: 'Instrucciones de equipaje',
              text: 'Líquidos y objetos en la cabina y en la bodega.',
              href: '/servicios/instrucciones-equipaje',
            },
            {
              title: 'Casas de cambio',
              text: 'Conversor de monedas y dónde cambiar dinero.',
              href: '/prepara-tu-viaje/divisas',
            },
            {
              title: 'Entidades aeroportuarias',
              text: 'DIAN, ICA, Migración Colombia y demás autoridades en el aeropuerto.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Customs',
      description:
        'When you must file a baggage declaration with DIAN, the cash limit, and which products ICA inspects when you arrive in Bogota.',
      blocks: [
        {
          type: 'richText',
          html: `<p>On international flights, customs control at El Dorado is carried out by <strong>DIAN</strong> (Colombia’s tax and customs authority), supported by the Customs and Tax Police. Animals, plants and food are inspected by <strong>ICA</strong> (the Colombian Agricultural Institute).</p>
<p>Most travellers have nothing to declare: if you only carry personal effects and stay within the limits, use the <strong>“nothing to declare”</strong> lane. If any case in the table applies to you, use the declaration lane and hand in <strong>Form 530</strong>, the “Baggage, cash and monetary instruments declaration – Travellers”.</p>`,
        },
        {
          type: 'table',
          caption: 'When you must file a baggage declaration',
          columns: ['Case', 'What to do'],
          rows: [
            [
              'You carry more than USD 10,000 (or the equivalent in pesos or another currency) in cash or monetary instruments, entering or leaving',
              'Declare it on Form 530. A family group travelling together can file a single declaration.',
            ],
            [
              'You bring new goods above the travellers’ allowance or in commercial quantities',
              'Declare them and pay the applicable duties. Check the current allowance at dian.gov.co.',
            ],
            [
              'You bring animals, plants, seeds or food of animal or plant origin',
              'Declare them and present them to ICA for inspection.',
            ],
            [
              'You bring in or take out works of art, antiques or cultural heritage items',
              'Declare them with the Ministry of Culture permits.',
            ],
            [
              'You carry weapons, or sent or will send unaccompanied baggage (as cargo)',
              'Declare them; weapons need prior authorisation.',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Cash: always declare amounts over USD 10,000',
          html: `<p>There is no cap on the money you can bring in or take out, but if the amount exceeds USD 10,000 and you do not declare it, DIAN can withhold it and impose a fine. Declaring is free. For large payments, use transfers or cards.</p>`,
        },
        {
          type: 'steps',
          title: 'Arriving in Bogota on an international flight',
          items: [
            {
              title: 'Immigration',
              text: 'Go through Migración Colombia with your passport and your Check-MIG.',
            },
            {
              title: 'Baggage',
              text: 'Collect your bags from the belts in the international arrivals hall. Baggage carts are in the same hall.',
            },
            {
              title: 'Customs',
              text: 'Choose the declaration lane or the “nothing to declare” lane. Any bag may be scanned and randomly inspected.',
            },
            {
              title: 'Exit',
              text: 'Go out to the floor 1 arrivals hall, with the authorised taxis (gates {{taxiGates}}), parking and information points.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Agricultural products: ICA',
          html: `<p>Fruit, vegetables, flowers, seeds, meat, sausages, dairy, honey and crafts made with feathers, untreated wood or skins may be banned or need an ICA permit. If you carry any, declare them: what does not meet the requirements is confiscated, but failing to declare leads to penalties. To travel with dogs and cats, see <a href="/servicios/mascotas">pets</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Where do I get Form 530?',
              answerHtml: `<p>Ask your airline during the flight or pick one up in the customs area before the DIAN checkpoint. Check <a href="https://www.dian.gov.co">dian.gov.co</a> for any current online option.</p>`,
            },
            {
              question: 'Do I need to declare my laptop or camera?',
              answerHtml: `<p>No, if they are for personal use and in reasonable quantity. New equipment intended as gifts or for sale counts towards the allowance.</p>`,
            },
            {
              question: 'I am leaving the country with more than USD 10,000. What should I do?',
              answerHtml: `<p>Hand in Form 530 on departure, before the Migración Colombia checkpoint, and tell the DIAN officers. Keep documents showing where the money comes from.</p>`,
            },
            {
              question: 'Can I carry medicines?',
              answerHtml: `<p>Yes, in quantities for personal use during your trip. Carry the prescription, especially for controlled or injectable medicines.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Related',
          items: [
            {
              title: 'Immigration and passports',
              text: 'Check-MIG, Biomig and travel documents.',
              href: '/servicios/migracion-y-pasaportes',
            },
            {
              title: 'Baggage guidelines',
              text: 'Liquids and items in the cabin and in the hold.',
              href: '/servicios/instrucciones-equipaje',
            },
            {
              title: 'Currency exchange',
              text: 'Currency converter and where to change money.',
              href: '/prepara-tu-viaje/divisas',
            },
            {
              title: 'Airport authorities',
              text: 'DIAN, ICA, Migración Colombia and other authorities at the airport.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Douane',
      description:
        'Quand remettre une déclaration de bagages à la DIAN, le seuil pour l’argent liquide et les produits contrôlés par l’ICA à l’arrivée à Bogota.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Sur les vols internationaux, le contrôle douanier à El Dorado est assuré par la <strong>DIAN</strong> (direction colombienne des impôts et des douanes), avec l’appui de la police fiscale et douanière. Les animaux, plantes et aliments sont contrôlés par l’<strong>ICA</strong> (Institut colombien de l’agriculture).</p>
<p>La plupart des voyageurs n’ont rien à déclarer : si vous ne transportez que des effets personnels dans les limites autorisées, prenez la file <strong>« rien à déclarer »</strong>. Si l’un des cas du tableau vous concerne, prenez la file des déclarants et remettez le <strong>formulaire 530</strong>, « Déclaration de bagages, d’argent liquide et de titres représentatifs d’argent – Voyageurs ».</p>`,
        },
        {
          type: 'table',
          caption: 'Quand remettre la déclaration de bagages',
          columns: ['Cas', 'Que faire'],
          rows: [
            [
              'Vous transportez plus de 10 000 USD (ou l’équivalent en pesos ou autre devise) en espèces ou en titres, à l’entrée ou à la sortie',
              'Déclarez-les sur le formulaire 530. Une famille qui voyage ensemble peut faire une seule déclaration.',
            ],
            [
              'Vous apportez des marchandises neuves au-delà de la franchise voyageurs ou en quantité commerciale',
              'Déclarez-les et payez les droits dus. Consultez le montant en vigueur de la franchise sur dian.gov.co.',
            ],
            [
              'Vous apportez des animaux, plantes, semences ou aliments d’origine animale ou végétale',
              'Déclarez-les et présentez-les à l’ICA pour inspection.',
            ],
            [
              'Vous entrez ou sortez des œuvres d’art, antiquités ou biens du patrimoine culturel',
              'Déclarez-les avec les autorisations du ministère de la Culture.',
            ],
            [
              'Vous transportez des armes, ou avez envoyé ou enverrez des bagages non accompagnés (en fret)',
              'Déclarez-les ; les armes exigent une autorisation préalable.',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Argent liquide : déclarez toujours au-delà de 10 000 USD',
          html: `<p>Il n’y a pas de plafond pour entrer ou sortir avec de l’argent, mais si la somme dépasse 10 000 USD et n’est pas déclarée, la DIAN peut la retenir et infliger une amende. La déclaration est gratuite. Pour les gros paiements, préférez les virements ou la carte.</p>`,
        },
        {
          type: 'steps',
          title: 'À l’arrivée à Bogota sur un vol international',
          items: [
            {
              title: 'Immigration',
              text: 'Passez le contrôle de Migración Colombia avec votre passeport et votre Check-MIG.',
            },
            {
              title: 'Bagages',
              text: 'Récupérez vos valises sur les tapis de la zone des arrivées internationales. Les chariots à bagages se trouvent dans la même salle.',
            },
            {
              title: 'Douane',
              text: 'Choisissez la file des déclarants ou « rien à déclarer ». Chaque bagage peut passer au scanner et être contrôlé au hasard.',
            },
            {
              title: 'Sortie',
              text: 'Sortez dans le hall des arrivées du niveau 1, avec les taxis autorisés (portes {{taxiGates}}), le parking et les points d’information.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Produits agricoles : ICA',
          html: `<p>Fruits, légumes, fleurs, semences, viandes, charcuterie, produits laitiers, miel et objets artisanaux en plumes, bois non traité ou peaux peuvent être interdits ou soumis à une autorisation de l’ICA. Si vous en transportez, déclarez-les : ce qui n’est pas conforme est saisi, mais l’absence de déclaration est sanctionnée. Pour voyager avec un chien ou un chat, voir <a href="/servicios/mascotas">animaux de compagnie</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Où obtenir le formulaire 530 ?',
              answerHtml: `<p>Demandez-le à votre compagnie pendant le vol ou dans la zone douanière, avant le contrôle de la DIAN. Vérifiez sur <a href="https://www.dian.gov.co">dian.gov.co</a> s’il existe une option en ligne en vigueur.</p>`,
            },
            {
              question: 'Dois-je déclarer mon ordinateur ou mon appareil photo ?',
              answerHtml: `<p>Non, s’ils sont à usage personnel et en quantité raisonnable. Le matériel neuf destiné à être offert ou vendu compte dans la franchise.</p>`,
            },
            {
              question: 'Je quitte le pays avec plus de 10 000 USD : que faire ?',
              answerHtml: `<p>Remettez le formulaire 530 au départ, avant le contrôle de Migración Colombia, et prévenez les agents de la DIAN. Gardez les justificatifs de l’origine des fonds.</p>`,
            },
            {
              question: 'Puis-je emporter des médicaments ?',
              answerHtml: `<p>Oui, en quantité correspondant à un usage personnel pendant le voyage. Emportez l’ordonnance, surtout pour les médicaments contrôlés ou injectables.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Voir aussi',
          items: [
            {
              title: 'Immigration et passeports',
              text: 'Check-MIG, Biomig et documents de voyage.',
              href: '/servicios/migracion-y-pasaportes',
            },
            {
              title: 'Consignes bagages',
              text: 'Liquides et objets en cabine et en soute.',
              href: '/servicios/instrucciones-equipaje',
            },
            {
              title: 'Change',
              text: 'Convertisseur de devises et bureaux de change.',
              href: '/prepara-tu-viaje/divisas',
            },
            {
              title: 'Autorités aéroportuaires',
              text: 'DIAN, ICA, Migración Colombia et autres autorités présentes à l’aéroport.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Alfândega',
      description:
        'Quando apresentar a declaração de bagagem à DIAN, o limite de dinheiro em espécie e quais produtos o ICA inspeciona na chegada a Bogotá.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Nos voos internacionais, o controle aduaneiro do El Dorado é feito pela <strong>DIAN</strong> (a Receita e Alfândega da Colômbia), com apoio da Polícia Fiscal e Aduaneira. Animais, plantas e alimentos são inspecionados pelo <strong>ICA</strong> (Instituto Colombiano Agropecuário).</p>
<p>A maioria dos viajantes não tem nada a declarar: se você traz apenas objetos pessoais e está dentro dos limites, use a fila <strong>«nada a declarar»</strong>. Se algum caso da tabela se aplica a você, use a fila de declarantes e entregue o <strong>Formulário 530</strong>, «Declaração de bagagem, de dinheiro em espécie e de títulos representativos de dinheiro – Viajantes».</p>`,
        },
        {
          type: 'table',
          caption: 'Quando apresentar a declaração de bagagem',
          columns: ['Caso', 'O que fazer'],
          rows: [
            [
              'Você leva mais de USD 10.000 (ou o equivalente em pesos ou outra moeda) em espécie ou títulos, na entrada ou na saída',
              'Declare no Formulário 530. Um grupo familiar que viaja junto pode fazer uma única declaração.',
            ],
            [
              'Você traz mercadorias novas acima da cota de isenção ou em quantidade comercial',
              'Declare e pague os tributos correspondentes. Consulte o valor vigente da cota em dian.gov.co.',
            ],
            [
              'Você traz animais, plantas, sementes ou alimentos de origem animal ou vegetal',
              'Declare e apresente ao ICA para inspeção.',
            ],
            [
              'Você traz ou leva obras de arte, antiguidades ou bens do patrimônio cultural',
              'Declare com as autorizações do Ministério da Cultura.',
            ],
            [
              'Você leva armas, ou enviou ou enviará bagagem desacompanhada (como carga)',
              'Declare; armas exigem autorização prévia.',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Dinheiro em espécie: declare sempre acima de USD 10.000',
          html: `<p>Não há teto para entrar ou sair com dinheiro, mas se o valor passar de USD 10.000 e não for declarado, a DIAN pode retê-lo e aplicar multa. Declarar não custa nada. Para pagamentos grandes, prefira transferências ou cartões.</p>`,
        },
        {
          type: 'steps',
          title: 'Ao chegar a Bogotá em um voo internacional',
          items: [
            {
              title: 'Migração',
              text: 'Passe pelo controle da Migración Colombia com seu passaporte e seu Check-MIG.',
            },
            {
              title: 'Bagagem',
              text: 'Retire suas malas nas esteiras da área de desembarque internacional. Os carrinhos de bagagem ficam na mesma sala.',
            },
            {
              title: 'Alfândega',
              text: 'Escolha a fila de declarantes ou a de «nada a declarar». Qualquer bagagem pode passar pelo raio X e ser inspecionada por amostragem.',
            },
            {
              title: 'Saída',
              text: 'Saia para o saguão de desembarque do piso 1, onde ficam os táxis autorizados (portas {{taxiGates}}), o estacionamento e os pontos de informação.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Produtos agropecuários: ICA',
          html: `<p>Frutas, verduras, flores, sementes, carnes, embutidos, laticínios, mel e artesanato com penas, madeira não tratada ou peles podem ser proibidos ou exigir autorização do ICA. Se trouxer algum, declare: o que não cumpre os requisitos é apreendido, mas não declarar gera sanções. Para viajar com cães e gatos, veja <a href="/servicios/mascotas">animais de estimação</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Onde consigo o Formulário 530?',
              answerHtml: `<p>Peça à sua companhia aérea durante o voo ou na área da alfândega, antes do controle da DIAN. Consulte em <a href="https://www.dian.gov.co">dian.gov.co</a> se há uma opção on-line vigente.</p>`,
            },
            {
              question: 'Preciso declarar meu notebook ou minha câmera?',
              answerHtml: `<p>Não, se forem de uso pessoal e em quantidade razoável. Equipamentos novos para presentear ou vender entram na cota de isenção.</p>`,
            },
            {
              question: 'Vou sair do país com mais de USD 10.000. O que faço?',
              answerHtml: `<p>Entregue o Formulário 530 na saída, antes do controle da Migración Colombia, e avise os agentes da DIAN. Guarde os comprovantes da origem do dinheiro.</p>`,
            },
            {
              question: 'Posso levar remédios?',
              answerHtml: `<p>Sim, em quantidade para uso pessoal durante a viagem. Leve a receita médica, principalmente para remédios controlados ou injetáveis.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Relacionado',
          items: [
            {
              title: 'Migração e passaportes',
              text: 'Check-MIG, Biomig e documentos de viagem.',
              href: '/servicios/migracion-y-pasaportes',
            },
            {
              title: 'Instruções de bagagem',
              text: 'Líquidos e objetos na cabine e no porão.',
              href: '/servicios/instrucciones-equipaje',
            },
            {
              title: 'Câmbio',
              text: 'Conversor de moedas e onde trocar dinheiro.',
              href: '/prepara-tu-viaje/divisas',
            },
            {
              title: 'Autoridades aeroportuárias',
              text: 'DIAN, ICA, Migración Colombia e demais autoridades no aeroporto.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
          ],
        },
      ],
    },
  },
});
