import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/instrucciones-equipaje',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Instrucciones de equipaje',
      description:
        'Qué puede llevar en la cabina y en la bodega, la regla de líquidos para vuelos internacionales y cómo pasar más rápido el filtro de seguridad.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El peso, el tamaño y el número de maletas que puede llevar los fija <strong>su aerolínea</strong> según su tarifa: revíselos en su reserva antes de empacar. Lo que sí es igual para cada pasajero son las reglas de seguridad de la Aeronáutica Civil (Aerocivil), que se aplican en los filtros de seguridad de El Dorado.</p>
<p>Marque cada maleta con su nombre y un teléfono, por fuera y por dentro. Lleve en la cabina los medicamentos, documentos, llaves, dinero, joyas y equipos electrónicos: no los despache en la bodega.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Líquidos en la cabina (vuelos internacionales)',
          html: `<ul>
<li>Cada envase puede tener como máximo <strong>{{liquidContainerMl}} ml</strong>, aunque esté medio vacío.</li>
<li>Los envases van juntos en <strong>una bolsa transparente y resellable</strong> de máximo {{liquidBagLitres}} litro (unos {{liquidBagSize}}).</li>
<li>Una bolsa por pasajero, que se saca del equipaje de mano en el filtro.</li>
</ul>
<p>Se aceptan en mayor cantidad los medicamentos y la comida de bebé necesarios durante el vuelo; muéstrelos por separado. Los líquidos comprados en las tiendas libres de impuestos después del filtro se entregan en bolsa sellada con la factura: no la abra hasta su destino final.</p>`,
        },
        {
          type: 'table',
          caption: 'Dónde puede llevar cada objeto',
          columns: ['Objeto', 'Equipaje de mano (cabina)', 'Equipaje de bodega'],
          rows: [
            ['Baterías portátiles (power banks) y baterías de litio sueltas', 'Sí, con los bornes protegidos', 'No'],
            ['Computadores, tabletas y celulares', 'Sí', 'No recomendado'],
            ['Cuchillos, navajas, tijeras de hoja larga y herramientas', 'No', 'Sí, bien embalados'],
            [
              'Líquidos, geles y aerosoles de más de {{liquidContainerMl}} ml',
              'No (salvo medicamentos y comida de bebé)',
              'Sí',
            ],
            ['Armas de fuego, municiones y réplicas', 'No', 'Solo con autorización y declaradas a la aerolínea'],
            ['Explosivos, pólvora, inflamables y gases', 'No', 'No'],
          ],
        },
        {
          type: 'steps',
          title: 'Para pasar rápido el filtro de seguridad',
          items: [
            {
              title: 'Tenga a mano la pasabordo y el documento',
              text: 'Los piden al entrar a la zona de filtros, en el piso 2 de la Terminal 1.',
            },
            {
              title: 'Prepare la bandeja',
              text: 'Saque la bolsa de líquidos, el computador y las tabletas. Ponga en la bandeja chaquetas, cinturones, monedas, llaves y el celular.',
            },
            {
              title: 'Pase el arco o el escáner',
              text: 'Siga las indicaciones del personal. Si lleva marcapasos, prótesis o una condición médica, avíselo antes de pasar.',
            },
            {
              title: 'Revise que no olvida nada',
              text: 'Recoja sus objetos de la bandeja antes de salir del filtro. Lo olvidado en los filtros se entrega a objetos perdidos.',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: 'Mi maleta no llegó o llegó dañada, ¿qué hago?',
              answerHtml: `<p>Antes de salir de la sala de equipajes del piso 1, repórtelo en el mostrador de su aerolínea y pida el número del reporte. La aerolínea es la responsable de buscarla, entregarla o compensarle.</p>`,
            },
            {
              question: '¿Puedo llevar comida en el equipaje?',
              answerHtml: `<p>Los alimentos sólidos se pueden llevar en la cabina; las sopas, salsas y bebidas cuentan como líquidos. En vuelos internacionales, el país de destino puede prohibir frutas, carnes, lácteos o semillas. Al llegar a Colombia, declare los productos de origen animal o vegetal: consulte <a href="/servicios/aduanas">aduanas</a>.</p>`,
            },
            {
              question: '¿Dónde dejo mis maletas por unas horas?',
              answerHtml: `<p>En el servicio de <a href="/servicios/guarda-equipaje">guarda equipaje</a> puede dejarlas por horas o días.</p>`,
            },
            {
              question: '¿Puedo proteger mi maleta con plástico?',
              answerHtml: `<p>Sí. Pregunte en los puntos de información del piso 2 por el servicio de embalaje de maletas más cercano a su counter.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Servicios para su equipaje',
          items: [
            {
              title: 'Carros de equipaje',
              text: 'Autoservicio y asistidos, las 24 horas.',
              href: '/servicios/carros-de-equipaje',
            },
            {
              title: 'Guarda equipaje',
              text: 'Deje sus maletas mientras recorre Bogotá.',
              href: '/servicios/guarda-equipaje',
            },
            {
              title: 'Objetos perdidos',
              text: 'Qué hacer si olvidó algo en el aeropuerto.',
              href: '/servicios/objetos-perdidos',
            },
            {
              title: 'Tiempo en filas',
              text: 'Espera actual en los filtros de seguridad.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Baggage guidelines',
      description:
        'What you can carry in the cabin and in the hold, the liquids rule for international flights and how to get through security faster.',
      blocks: [
        {
          type: 'richText',
          html: `<p>The weight, size and number of bags you may take are set by <strong>your airline</strong> according to your fare: check your booking before packing. What is the same for every passenger are the security rules of Colombia’s Civil Aviation authority (Aerocivil), applied at El Dorado’s security checkpoints.</p>
<p>Label each bag with your name and a phone number, outside and inside. Keep medicines, documents, keys, money, jewellery and electronics in your cabin bag: do not check them in.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Liquids in the cabin (international flights)',
          html: `<ul>
<li>Each container may hold at most <strong>{{liquidContainerMl}} ml</strong>, even if it is half empty.</li>
<li>All containers go in <strong>one transparent, resealable bag</strong> of up to {{liquidBagLitres}} litre (about {{liquidBagSize}}).</li>
<li>One bag per passenger, taken out of your hand luggage at the checkpoint.</li>
</ul>
<p>Medicines and baby food needed during the flight are accepted in larger amounts; show them separately. Liquids bought in the duty-free shops after security come in a sealed bag with the receipt: do not open it until your final destination.</p>`,
        },
        {
          type: 'table',
          caption: 'Where you can carry each item',
          columns: ['Item', 'Hand luggage (cabin)', 'Checked baggage (hold)'],
          rows: [
            ['Power banks and spare lithium batteries', 'Yes, with terminals protected', 'No'],
            ['Laptops, tablets and mobile phones', 'Yes', 'Not recommended'],
            ['Knives, penknives, long-bladed scissors and tools', 'No', 'Yes, well packed'],
            ['Liquids, gels and aerosols over {{liquidContainerMl}} ml', 'No (except medicines and baby food)', 'Yes'],
            ['Firearms, ammunition and replicas', 'No', 'Only with authorisation and declared to the airline'],
            ['Explosives, fireworks, flammables and gases', 'No', 'No'],
          ],
        },
        {
          type: 'steps',
          title: 'To get through security faster',
          items: [
            {
              title: 'Keep your boarding pass and ID at hand',
              text: 'You are asked for them when entering the checkpoint area on floor 2 of Terminal 1.',
            },
            {
              title: 'Prepare your tray',
              text: 'Take out the liquids bag, laptop and tablets. Put jackets, belts, coins, keys and your phone in the tray.',
            },
            {
              title: 'Walk through the arch or scanner',
              text: 'Follow the staff’s instructions. If you have a pacemaker, a prosthesis or a medical condition, tell them before going through.',
            },
            {
              title: 'Make sure you have everything',
              text: 'Collect your belongings from the tray before leaving. Items left at the checkpoints are handed to lost and found.',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'My bag did not arrive or arrived damaged. What do I do?',
              answerHtml: `<p>Before leaving the baggage hall on floor 1, report it at your airline’s desk and ask for the report number. The airline is responsible for tracing it, delivering it or compensating you.</p>`,
            },
            {
              question: 'Can I take food in my luggage?',
              answerHtml: `<p>Solid food can go in the cabin; soups, sauces and drinks count as liquids. On international flights, the destination country may ban fruit, meat, dairy or seeds. When arriving in Colombia, declare products of animal or plant origin: see <a href="/servicios/aduanas">customs</a>.</p>`,
            },
            {
              question: 'Where can I leave my bags for a few hours?',
              answerHtml: `<p>The <a href="/servicios/guarda-equipaje">left-luggage service</a> keeps them for hours or days.</p>`,
            },
            {
              question: 'Can I have my suitcase wrapped in plastic?',
              answerHtml: `<p>Yes. Ask at the information points on floor 2 for the baggage wrapping stand nearest your check-in counter.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Services for your baggage',
          items: [
            {
              title: 'Baggage carts',
              text: 'Self-service and assisted, 24 hours a day.',
              href: '/servicios/carros-de-equipaje',
            },
            {
              title: 'Left luggage',
              text: 'Leave your bags while you explore Bogota.',
              href: '/servicios/guarda-equipaje',
            },
            {
              title: 'Lost and found',
              text: 'What to do if you left something at the airport.',
              href: '/servicios/objetos-perdidos',
            },
            {
              title: 'Queue times',
              text: 'Current waiting time at security.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Consignes bagages',
      description:
        'Ce que vous pouvez emporter en cabine et en soute, la règle des liquides pour les vols internationaux et comment passer plus vite le contrôle de sûreté.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Le poids, la taille et le nombre de bagages autorisés sont fixés par <strong>votre compagnie aérienne</strong> selon votre tarif : vérifiez votre réservation avant de faire vos valises. Les règles de sûreté de l’aviation civile colombienne (Aerocivil), appliquées aux contrôles d’El Dorado, sont en revanche les mêmes pour chaque passager.</p>
<p>Étiquetez chaque bagage avec votre nom et un numéro de téléphone, à l’extérieur et à l’intérieur. Gardez en cabine vos médicaments, documents, clés, argent, bijoux et appareils électroniques : ne les mettez pas en soute.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Liquides en cabine (vols internationaux)',
          html: `<ul>
<li>Chaque contenant peut contenir au maximum <strong>{{liquidContainerMl}} ml</strong>, même s’il est à moitié vide.</li>
<li>Tous les contenants vont dans <strong>un sac transparent refermable</strong> de {{liquidBagLitres}} litre au maximum (environ {{liquidBagSize}}).</li>
<li>Un sac par passager, à sortir du bagage à main au contrôle.</li>
</ul>
<p>Les médicaments et les aliments pour bébé nécessaires pendant le vol sont acceptés en plus grande quantité ; présentez-les à part. Les liquides achetés en boutique hors taxes après le contrôle sont remis dans un sac scellé avec le ticket : ne l’ouvrez pas avant votre destination finale.</p>`,
        },
        {
          type: 'table',
          caption: 'Où transporter chaque objet',
          columns: ['Objet', 'Bagage à main (cabine)', 'Bagage en soute'],
          rows: [
            ['Batteries externes et batteries au lithium de rechange', 'Oui, bornes protégées', 'Non'],
            ['Ordinateurs, tablettes et téléphones', 'Oui', 'Déconseillé'],
            ['Couteaux, canifs, ciseaux à longue lame et outils', 'Non', 'Oui, bien emballés'],
            [
              'Liquides, gels et aérosols de plus de {{liquidContainerMl}} ml',
              'Non (sauf médicaments et aliments pour bébé)',
              'Oui',
            ],
            ['Armes à feu, munitions et répliques', 'Non', 'Uniquement avec autorisation et déclarées à la compagnie'],
            ['Explosifs, feux d’artifice, produits inflammables et gaz', 'Non', 'Non'],
          ],
        },
        {
          type: 'steps',
          title: 'Pour passer plus vite le contrôle de sûreté',
          items: [
            {
              title: 'Gardez à portée de main carte d’embarquement et pièce d’identité',
              text: 'Elles sont demandées à l’entrée de la zone de contrôle, au niveau 2 du Terminal 1.',
            },
            {
              title: 'Préparez votre bac',
              text: 'Sortez le sac de liquides, l’ordinateur et les tablettes. Placez vestes, ceintures, pièces, clés et téléphone dans le bac.',
            },
            {
              title: 'Passez le portique ou le scanner',
              text: 'Suivez les indications du personnel. Si vous portez un stimulateur cardiaque ou une prothèse, ou avez un problème médical, signalez-le avant de passer.',
            },
            {
              title: 'Vérifiez que vous n’oubliez rien',
              text: 'Reprenez vos affaires avant de quitter le contrôle. Les objets oubliés aux contrôles sont remis aux objets trouvés.',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Ma valise n’est pas arrivée ou est endommagée : que faire ?',
              answerHtml: `<p>Avant de quitter la salle de livraison des bagages au niveau 1, signalez-le au comptoir de votre compagnie et demandez le numéro de dossier. La compagnie est responsable de la rechercher, de vous la livrer ou de vous indemniser.</p>`,
            },
            {
              question: 'Puis-je emporter de la nourriture ?',
              answerHtml: `<p>Les aliments solides sont admis en cabine ; soupes, sauces et boissons comptent comme liquides. Sur les vols internationaux, le pays de destination peut interdire fruits, viandes, produits laitiers ou graines. En arrivant en Colombie, déclarez les produits d’origine animale ou végétale : voir <a href="/servicios/aduanas">douane</a>.</p>`,
            },
            {
              question: 'Où laisser mes bagages quelques heures ?',
              answerHtml: `<p>La <a href="/servicios/guarda-equipaje">consigne à bagages</a> les garde pendant quelques heures ou plusieurs jours.</p>`,
            },
            {
              question: 'Puis-je faire filmer ma valise ?',
              answerHtml: `<p>Oui. Demandez aux points d’information du niveau 2 le stand d’emballage le plus proche de votre comptoir d’enregistrement.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Services pour vos bagages',
          items: [
            {
              title: 'Chariots à bagages',
              text: 'En libre-service ou avec porteur, 24 h/24.',
              href: '/servicios/carros-de-equipaje',
            },
            {
              title: 'Consigne à bagages',
              text: 'Laissez vos valises pendant que vous visitez Bogota.',
              href: '/servicios/guarda-equipaje',
            },
            {
              title: 'Objets trouvés',
              text: 'Que faire si vous avez oublié quelque chose à l’aéroport.',
              href: '/servicios/objetos-perdidos',
            },
            {
              title: 'Temps d’attente',
              text: 'Attente actuelle aux contrôles de sûreté.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Instruções de bagagem',
      description:
        'O que você pode levar na cabine e no porão, a regra de líquidos para voos internacionais e como passar mais rápido pela inspeção de segurança.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O peso, o tamanho e a quantidade de malas são definidos pela <strong>sua companhia aérea</strong> de acordo com a sua tarifa: confira a sua reserva antes de fazer as malas. O que vale igualmente para cada passageiro são as regras de segurança da Aeronáutica Civil da Colômbia (Aerocivil), aplicadas nas inspeções de segurança do El Dorado.</p>
<p>Identifique cada mala com seu nome e um telefone, por fora e por dentro. Leve na cabine remédios, documentos, chaves, dinheiro, joias e eletrônicos: não os despache.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Líquidos na cabine (voos internacionais)',
          html: `<ul>
<li>Cada frasco pode ter no máximo <strong>{{liquidContainerMl}} ml</strong>, mesmo que esteja pela metade.</li>
<li>Os frascos vão em <strong>um único saco transparente e resselável</strong> de até {{liquidBagLitres}} litro (cerca de {{liquidBagSize}}).</li>
<li>Um saco por passageiro, retirado da bagagem de mão na inspeção.</li>
</ul>
<p>Remédios e comida de bebê necessários durante o voo são aceitos em maior quantidade; apresente-os separadamente. Líquidos comprados no free shop depois da inspeção são entregues em saco lacrado com a nota: não o abra até o destino final.</p>`,
        },
        {
          type: 'table',
          caption: 'Onde levar cada objeto',
          columns: ['Objeto', 'Bagagem de mão (cabine)', 'Bagagem despachada (porão)'],
          rows: [
            ['Power banks e baterias de lítio avulsas', 'Sim, com os terminais protegidos', 'Não'],
            ['Notebooks, tablets e celulares', 'Sim', 'Não recomendado'],
            ['Facas, canivetes, tesouras de lâmina longa e ferramentas', 'Não', 'Sim, bem embalados'],
            [
              'Líquidos, géis e aerossóis acima de {{liquidContainerMl}} ml',
              'Não (exceto remédios e comida de bebê)',
              'Sim',
            ],
            ['Armas de fogo, munições e réplicas', 'Não', 'Só com autorização e declaradas à companhia'],
            ['Explosivos, fogos de artifício, inflamáveis e gases', 'Não', 'Não'],
          ],
        },
        {
          type: 'steps',
          title: 'Para passar mais rápido pela inspeção',
          items: [
            {
              title: 'Tenha em mãos o cartão de embarque e o documento',
              text: 'Eles são pedidos na entrada da área de inspeção, no piso 2 do Terminal 1.',
            },
            {
              title: 'Prepare a bandeja',
              text: 'Retire o saco de líquidos, o notebook e os tablets. Coloque casacos, cintos, moedas, chaves e o celular na bandeja.',
            },
            {
              title: 'Passe pelo pórtico ou scanner',
              text: 'Siga as orientações da equipe. Se usa marca-passo, prótese ou tem alguma condição médica, avise antes de passar.',
            },
            {
              title: 'Confira se não esqueceu nada',
              text: 'Recolha seus objetos da bandeja antes de sair. O que fica esquecido na inspeção vai para achados e perdidos.',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Minha mala não chegou ou chegou danificada. O que faço?',
              answerHtml: `<p>Antes de sair da sala de restituição de bagagem no piso 1, registre a ocorrência no balcão da sua companhia aérea e peça o número do registro. A companhia é responsável por localizar, entregar ou indenizar.</p>`,
            },
            {
              question: 'Posso levar comida na bagagem?',
              answerHtml: `<p>Alimentos sólidos podem ir na cabine; sopas, molhos e bebidas contam como líquidos. Em voos internacionais, o país de destino pode proibir frutas, carnes, laticínios ou sementes. Ao chegar à Colômbia, declare produtos de origem animal ou vegetal: veja <a href="/servicios/aduanas">alfândega</a>.</p>`,
            },
            {
              question: 'Onde deixo minhas malas por algumas horas?',
              answerHtml: `<p>No serviço de <a href="/servicios/guarda-equipaje">guarda-volumes</a> você pode deixá-las por horas ou dias.</p>`,
            },
            {
              question: 'Posso embalar minha mala com plástico?',
              answerHtml: `<p>Sim. Pergunte nos pontos de informação do piso 2 pelo serviço de embalagem mais próximo do seu balcão de check-in.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Serviços para a sua bagagem',
          items: [
            {
              title: 'Carrinhos de bagagem',
              text: 'De autoatendimento e assistidos, 24 horas.',
              href: '/servicios/carros-de-equipaje',
            },
            {
              title: 'Guarda-volumes',
              text: 'Deixe suas malas enquanto conhece Bogotá.',
              href: '/servicios/guarda-equipaje',
            },
            {
              title: 'Achados e perdidos',
              text: 'O que fazer se esqueceu algo no aeroporto.',
              href: '/servicios/objetos-perdidos',
            },
            {
              title: 'Tempo nas filas',
              text: 'Espera atual na inspeção de segurança.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
          ],
        },
      ],
    },
  },
});
