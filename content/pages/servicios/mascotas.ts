import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/mascotas',
  updatedAt: '2026-11-22',
  header: { height: '20rem', contentPosition: 'start', shadow: true },
  locales: {
    es: {
      title: 'Viajar con mascotas',
      seo: {
        title: 'Mascotas: viajar con perros y gatos desde Bogotá',
        description:
          'Certificado del ICA, vacunas, guacal y reglas de la aerolínea para viajar con tu perro o gato desde El Dorado, más los baños para mascotas del terminal.',
      },
      description:
        'Requisitos del ICA y de las aerolíneas para viajar con perros y gatos desde y hacia Bogotá, y cómo es el paso por El Dorado con su mascota.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Viajar con su perro o su gato depende de dos cosas: las condiciones de <strong>su aerolínea</strong> (si viaja en cabina, en bodega o como carga, tamaño y peso del guacal, tarifa y cupos por vuelo) y, en los vuelos internacionales, los requisitos sanitarios del <strong>ICA</strong> y del país de destino.</p>
<p>Reserve el cupo de su mascota con la aerolínea al comprar el tiquete: los cupos son limitados. Dentro del aeropuerto, su mascota debe ir en su guacal o con traílla y bozal si su raza lo exige.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Vuelos nacionales',
          html: `<p>El ICA no exige certificado para viajar dentro de Colombia con perros y gatos, pero las aerolíneas suelen pedir el carné de vacunas al día y un certificado de buena salud expedido por un médico veterinario pocos días antes del vuelo. Confirme las condiciones exactas con su aerolínea.</p>`,
        },
        {
          type: 'steps',
          title: 'Salir de Colombia con su perro o gato',
          items: [
            {
              title: 'Consulte los requisitos del país de destino',
              text: 'Cada país fija sus exigencias (microchip, vacuna antirrábica, pruebas de anticuerpos, permisos de importación). Consulte al servicio veterinario oficial del destino con semanas o meses de anticipación.',
            },
            {
              title: 'Lleve a su mascota al veterinario',
              text: 'Necesita el certificado de salud expedido por un médico veterinario en los días previos al viaje, el carné de vacunación vigente y el registro de desparasitación interna y externa. Los perros de menos de doce meses deben tener microchip.',
            },
            {
              title: 'Solicite el Certificado de Inspección Sanitaria (CIS)',
              text: 'Registre la solicitud y el pago en el sistema en línea del ICA (consulte ica.gov.co) y guarde el comprobante.',
            },
            {
              title: 'Presente a su mascota en la oficina del ICA',
              text: 'Vaya con su mascota y los documentos originales y en copia a la oficina del ICA en El Dorado, dentro de las 72 horas antes del vuelo. El veterinario del ICA la inspecciona y expide el CIS. No lo deje para el mismo día del viaje.',
            },
            {
              title: 'Haga el check-in',
              text: 'Preséntese en el counter de su aerolínea con el CIS y el tiempo adicional que ella indique.',
            },
          ],
        },
        {
          type: 'richText',
          html: `<h3>Llegar a Colombia con su mascota</h3>
<p>Al llegar en un vuelo internacional, después de recoger su equipaje, declare a su mascota en la aduana y preséntela en el punto del ICA con:</p>
<ul>
<li>el certificado sanitario oficial del país de origen, con los datos del animal y la constancia de que está sano;</li>
<li>el certificado de vacunación vigente, incluida la antirrábica;</li>
<li>el registro de desparasitación;</li>
<li>la solicitud del CIS de ingreso hecha en el sistema del ICA.</li>
</ul>
<p>Los plazos de vigencia de cada documento los fija el ICA: verifíquelos en <a href="https://www.ica.gov.co">ica.gov.co</a> antes de viajar. Si falta algún requisito, la mascota puede quedar retenida hasta que se cumpla.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Dónde puede hacer sus necesidades mi mascota?',
              answerHtml: `<p>El aeropuerto tiene áreas para mascotas. Consulte su ubicación en <a href="/servicios/banos-para-mascotas">baños para mascotas</a>.</p>`,
            },
            {
              question: '¿Los perros guía y de asistencia pagan?',
              answerHtml: `<p>Los perros guía de personas con discapacidad viajan con su dueño en la cabina, según las condiciones de cada aerolínea. Avísele a la aerolínea al reservar y lleve la documentación que lo acredita. Para otros animales de apoyo, cada aerolínea tiene su propia política.</p>`,
            },
            {
              question: '¿Puedo viajar con aves, reptiles u otras especies?',
              answerHtml: `<p>Requieren permisos especiales del ICA y, para especies silvestres, de la autoridad ambiental. Transportar fauna silvestre sin permiso es un delito en Colombia.</p>`,
            },
            {
              question: '¿Dónde queda la oficina del ICA?',
              answerHtml: `<p>En la Terminal 1. Pida la ubicación exacta y el horario de atención en los puntos de información o consulte la lista de <a href="/establecimientos/entidades-aeroportuarias">entidades aeroportuarias</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'También le puede servir',
          items: [
            {
              title: 'Baños para mascotas',
              text: 'Dónde están las áreas para mascotas.',
              href: '/servicios/banos-para-mascotas',
            },
            {
              title: 'Aduanas',
              text: 'Qué declarar al entrar a Colombia.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Aerolíneas',
              text: 'Contacto y counters de cada aerolínea.',
              href: '/establecimientos/aerolineas',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Travelling with pets',
      seo: {
        title: 'Pets: flying with dogs and cats from Bogotá',
        description:
          'ICA certificate, vaccines, carrier and airline rules for flying with your dog or cat from El Dorado, plus the pet relief areas in the terminal.',
      },
      description:
        'ICA and airline requirements for flying with dogs and cats to and from Bogota, and how to get through El Dorado with your pet.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Flying with your dog or cat depends on two things: the conditions of <strong>your airline</strong> (whether it travels in the cabin, in the hold or as cargo, carrier size and weight, fee and places per flight) and, on international flights, the health requirements of <strong>ICA</strong> and of your destination country.</p>
<p>Book your pet’s place with the airline when you buy your ticket: places are limited. Inside the airport your pet must stay in its carrier, or on a leash and with a muzzle if its breed requires one.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Domestic flights',
          html: `<p>ICA does not require a certificate for dogs and cats flying within Colombia, but airlines usually ask for an up-to-date vaccination card and a health certificate issued by a veterinarian a few days before the flight. Confirm the exact conditions with your airline.</p>`,
        },
        {
          type: 'steps',
          title: 'Leaving Colombia with your dog or cat',
          items: [
            {
              title: 'Check your destination’s requirements',
              text: 'Each country sets its own (microchip, rabies vaccine, antibody tests, import permits). Ask the destination’s official veterinary service weeks or months in advance.',
            },
            {
              title: 'Take your pet to the vet',
              text: 'You need a health certificate issued by a veterinarian in the days before the trip, the current vaccination card and the record of internal and external deworming. Dogs under twelve months must be microchipped.',
            },
            {
              title: 'Apply for the Sanitary Inspection Certificate (CIS)',
              text: 'Register the application and payment in ICA’s online system (see ica.gov.co) and keep the receipt.',
            },
            {
              title: 'Take your pet to the ICA office',
              text: 'Go with your pet and the original documents plus copies to the ICA office at El Dorado within the 72 hours before the flight. ICA’s veterinarian inspects the animal and issues the CIS. Do not leave it until the day of travel.',
            },
            {
              title: 'Check in',
              text: 'Go to your airline’s counter with the CIS, allowing the extra time the airline asks for.',
            },
          ],
        },
        {
          type: 'richText',
          html: `<h3>Arriving in Colombia with your pet</h3>
<p>When you arrive on an international flight, after collecting your baggage, declare your pet at customs and present it at the ICA point with:</p>
<ul>
<li>the official health certificate from the country of origin, with the animal’s details and a statement that it is healthy;</li>
<li>the current vaccination certificate, including rabies;</li>
<li>the deworming record;</li>
<li>the entry CIS application made in ICA’s system.</li>
</ul>
<p>ICA sets how recent each document must be: check <a href="https://www.ica.gov.co">ica.gov.co</a> before travelling. If a requirement is missing, the pet may be held until it is met.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Where can my pet relieve itself?',
              answerHtml: `<p>The airport has pet relief areas. See where they are under <a href="/servicios/banos-para-mascotas">pet relief areas</a>.</p>`,
            },
            {
              question: 'Do guide and assistance dogs pay?',
              answerHtml: `<p>Guide dogs of people with disabilities travel with their owner in the cabin, under each airline’s conditions. Tell the airline when booking and carry the documents that certify the dog. For other support animals, each airline has its own policy.</p>`,
            },
            {
              question: 'Can I travel with birds, reptiles or other species?',
              answerHtml: `<p>They need special ICA permits and, for wild species, permits from the environmental authority. Transporting wildlife without a permit is a crime in Colombia.</p>`,
            },
            {
              question: 'Where is the ICA office?',
              answerHtml: `<p>In Terminal 1. Ask for its exact location and opening hours at the information points or see the list of <a href="/establecimientos/entidades-aeroportuarias">airport authorities</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'You may also need',
          items: [
            {
              title: 'Pet relief areas',
              text: 'Where the pet areas are.',
              href: '/servicios/banos-para-mascotas',
            },
            {
              title: 'Customs',
              text: 'What to declare when entering Colombia.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Airlines',
              text: 'Contact details and counters of each airline.',
              href: '/establecimientos/aerolineas',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Voyager avec un animal',
      seo: {
        title: 'Animaux : voyager avec un chien ou un chat depuis Bogota',
        description:
          'Certificat de l’ICA, vaccins, caisse de transport et règles des compagnies pour voyager avec votre chien ou chat depuis El Dorado.',
      },
      description:
        'Les exigences de l’ICA et des compagnies pour voyager avec un chien ou un chat au départ ou à destination de Bogota, et le passage à El Dorado avec votre animal.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Voyager avec votre chien ou votre chat dépend de deux choses : les conditions de <strong>votre compagnie aérienne</strong> (en cabine, en soute ou en fret, taille et poids de la caisse de transport, tarif et nombre de places par vol) et, pour les vols internationaux, les exigences sanitaires de l’<strong>ICA</strong> et du pays de destination.</p>
<p>Réservez la place de votre animal auprès de la compagnie en achetant votre billet : les places sont limitées. Dans l’aéroport, votre animal doit rester dans sa caisse, ou en laisse et muselé si sa race l’exige.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Vols intérieurs',
          html: `<p>L’ICA n’exige pas de certificat pour les chiens et chats voyageant en Colombie, mais les compagnies demandent en général un carnet de vaccination à jour et un certificat de bonne santé délivré par un vétérinaire quelques jours avant le vol. Vérifiez les conditions exactes auprès de votre compagnie.</p>`,
        },
        {
          type: 'steps',
          title: 'Quitter la Colombie avec votre chien ou votre chat',
          items: [
            {
              title: 'Renseignez-vous sur les exigences du pays de destination',
              text: 'Chaque pays fixe les siennes (puce électronique, vaccin antirabique, titrage des anticorps, permis d’importation). Contactez le service vétérinaire officiel du pays des semaines, voire des mois, à l’avance.',
            },
            {
              title: 'Passez chez le vétérinaire',
              text: 'Il vous faut un certificat de santé délivré par un vétérinaire dans les jours précédant le voyage, le carnet de vaccination à jour et la preuve du déparasitage interne et externe. Les chiens de moins de douze mois doivent être pucés.',
            },
            {
              title: 'Demandez le certificat d’inspection sanitaire (CIS)',
              text: 'Enregistrez la demande et le paiement dans le système en ligne de l’ICA (voir ica.gov.co) et conservez le justificatif.',
            },
            {
              title: 'Présentez votre animal au bureau de l’ICA',
              text: 'Rendez-vous avec votre animal et les documents originaux et leurs copies au bureau de l’ICA à El Dorado, dans les 72 heures précédant le vol. Le vétérinaire de l’ICA examine l’animal et délivre le CIS. N’attendez pas le jour du départ.',
            },
            {
              title: 'Enregistrez-vous',
              text: 'Présentez-vous au comptoir de votre compagnie avec le CIS, en prévoyant le temps supplémentaire qu’elle demande.',
            },
          ],
        },
        {
          type: 'richText',
          html: `<h3>Arriver en Colombie avec votre animal</h3>
<p>À l’arrivée d’un vol international, après avoir récupéré vos bagages, déclarez votre animal à la douane et présentez-le au point de l’ICA avec :</p>
<ul>
<li>le certificat sanitaire officiel du pays d’origine, avec l’identification de l’animal et l’attestation de bonne santé ;</li>
<li>le certificat de vaccination à jour, dont la rage ;</li>
<li>la preuve de déparasitage ;</li>
<li>la demande de CIS d’entrée faite dans le système de l’ICA.</li>
</ul>
<p>L’ICA fixe la durée de validité de chaque document : vérifiez-la sur <a href="https://www.ica.gov.co">ica.gov.co</a> avant le voyage. S’il manque une exigence, l’animal peut être retenu jusqu’à sa régularisation.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Où mon animal peut-il faire ses besoins ?',
              answerHtml: `<p>L’aéroport dispose d’espaces pour animaux. Consultez leur emplacement à la page <a href="/servicios/banos-para-mascotas">espaces pour animaux</a>.</p>`,
            },
            {
              question: 'Les chiens guides et d’assistance paient-ils ?',
              answerHtml: `<p>Les chiens guides des personnes handicapées voyagent en cabine avec leur maître, selon les conditions de chaque compagnie. Prévenez la compagnie à la réservation et emportez les documents qui les accréditent. Pour les autres animaux de soutien, chaque compagnie a sa propre politique.</p>`,
            },
            {
              question: 'Puis-je voyager avec des oiseaux, reptiles ou autres espèces ?',
              answerHtml: `<p>Il faut des autorisations spéciales de l’ICA et, pour les espèces sauvages, de l’autorité environnementale. Transporter des animaux sauvages sans autorisation est un délit en Colombie.</p>`,
            },
            {
              question: 'Où se trouve le bureau de l’ICA ?',
              answerHtml: `<p>Au Terminal 1. Demandez l’emplacement exact et les horaires aux points d’information ou consultez la liste des <a href="/establecimientos/entidades-aeroportuarias">autorités aéroportuaires</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Cela peut aussi vous servir',
          items: [
            {
              title: 'Espaces pour animaux',
              text: 'Où se trouvent les espaces pour animaux.',
              href: '/servicios/banos-para-mascotas',
            },
            {
              title: 'Douane',
              text: 'Ce qu’il faut déclarer en entrant en Colombie.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Compagnies aériennes',
              text: 'Coordonnées et comptoirs de chaque compagnie.',
              href: '/establecimientos/aerolineas',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Viajar com animais de estimação',
      seo: {
        title: 'Animais de estimação: viajar com cães e gatos saindo de Bogotá',
        description:
          'Certificado do ICA, vacinas, caixa de transporte e regras da companhia para viajar com seu cão ou gato a partir do El Dorado.',
      },
      description:
        'Exigências do ICA e das companhias aéreas para voar com cães e gatos de e para Bogotá, e como é a passagem pelo El Dorado com o seu pet.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Voar com seu cão ou gato depende de duas coisas: as condições da <strong>sua companhia aérea</strong> (se o animal vai na cabine, no porão ou como carga, tamanho e peso da caixa de transporte, tarifa e vagas por voo) e, nos voos internacionais, as exigências sanitárias do <strong>ICA</strong> e do país de destino.</p>
<p>Reserve a vaga do seu pet com a companhia ao comprar a passagem: as vagas são limitadas. Dentro do aeroporto, o animal deve ficar na caixa de transporte, ou com guia e focinheira se a raça exigir.</p>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Voos nacionais',
          html: `<p>O ICA não exige certificado para cães e gatos em voos dentro da Colômbia, mas as companhias costumam pedir a carteira de vacinação em dia e um atestado de saúde emitido por um veterinário poucos dias antes do voo. Confirme as condições exatas com a sua companhia.</p>`,
        },
        {
          type: 'steps',
          title: 'Sair da Colômbia com seu cão ou gato',
          items: [
            {
              title: 'Consulte as exigências do país de destino',
              text: 'Cada país define as suas (microchip, vacina antirrábica, sorologia, licenças de importação). Consulte o serviço veterinário oficial do destino com semanas ou meses de antecedência.',
            },
            {
              title: 'Leve o pet ao veterinário',
              text: 'Você precisa do atestado de saúde emitido por um veterinário nos dias anteriores à viagem, da carteira de vacinação em dia e do registro de vermifugação interna e externa. Cães com menos de doze meses devem ter microchip.',
            },
            {
              title: 'Solicite o Certificado de Inspeção Sanitária (CIS)',
              text: 'Registre a solicitação e o pagamento no sistema on-line do ICA (consulte ica.gov.co) e guarde o comprovante.',
            },
            {
              title: 'Apresente o pet no escritório do ICA',
              text: 'Vá com o animal e os documentos originais e cópias ao escritório do ICA no El Dorado, dentro das 72 horas anteriores ao voo. O veterinário do ICA inspeciona o animal e emite o CIS. Não deixe para o dia da viagem.',
            },
            {
              title: 'Faça o check-in',
              text: 'Apresente-se no balcão da sua companhia com o CIS, com o tempo adicional que ela pedir.',
            },
          ],
        },
        {
          type: 'richText',
          html: `<h3>Chegar à Colômbia com seu pet</h3>
<p>Ao chegar em um voo internacional, depois de retirar a bagagem, declare o animal na alfândega e apresente-o no ponto do ICA com:</p>
<ul>
<li>o certificado sanitário oficial do país de origem, com os dados do animal e a declaração de que está saudável;</li>
<li>o certificado de vacinação em dia, incluindo a antirrábica;</li>
<li>o registro de vermifugação;</li>
<li>a solicitação do CIS de entrada feita no sistema do ICA.</li>
</ul>
<p>O ICA define a validade de cada documento: confira em <a href="https://www.ica.gov.co">ica.gov.co</a> antes de viajar. Se faltar algum requisito, o animal pode ficar retido até que seja cumprido.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Onde meu pet pode fazer as necessidades?',
              answerHtml: `<p>O aeroporto tem áreas para pets. Veja onde ficam em <a href="/servicios/banos-para-mascotas">banheiros para pets</a>.</p>`,
            },
            {
              question: 'Cães-guia e de assistência pagam?',
              answerHtml: `<p>Cães-guia de pessoas com deficiência viajam com o tutor na cabine, conforme as condições de cada companhia. Avise a companhia ao reservar e leve os documentos que comprovam a condição do cão. Para outros animais de apoio, cada companhia tem a sua política.</p>`,
            },
            {
              question: 'Posso viajar com aves, répteis ou outras espécies?',
              answerHtml: `<p>É preciso ter autorizações especiais do ICA e, para espécies silvestres, da autoridade ambiental. Transportar fauna silvestre sem autorização é crime na Colômbia.</p>`,
            },
            {
              question: 'Onde fica o escritório do ICA?',
              answerHtml: `<p>No Terminal 1. Pergunte a localização exata e o horário nos pontos de informação ou consulte a lista de <a href="/establecimientos/entidades-aeroportuarias">autoridades aeroportuárias</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Também pode ser útil',
          items: [
            {
              title: 'Banheiros para pets',
              text: 'Onde ficam as áreas para pets.',
              href: '/servicios/banos-para-mascotas',
            },
            {
              title: 'Alfândega',
              text: 'O que declarar ao entrar na Colômbia.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Companhias aéreas',
              text: 'Contatos e balcões de cada companhia.',
              href: '/establecimientos/aerolineas',
            },
          ],
        },
      ],
    },
  },
});
