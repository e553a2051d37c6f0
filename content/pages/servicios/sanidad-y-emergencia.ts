import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/sanidad-y-emergencia',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Sanidad y emergencias',
      description:
        'Atención médica, primeros auxilios y qué hacer ante una emergencia en El Dorado. Línea de emergencias en Colombia: 123.',
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: 'En una emergencia',
          html: `<p>Avise de inmediato a cualquier funcionario del aeropuerto, de su aerolínea o de la Policía Aeroportuaria, o acérquese a un punto de información. También puede llamar a la <strong>línea de emergencias 123</strong>. Indique la terminal, el piso y la puerta o sala más cercana.</p>`,
        },
        {
          type: 'richText',
          html: `<p>La Terminal 1 cuenta con un <strong>servicio médico</strong> para primeros auxilios y atención de urgencias de pasajeros, acompañantes y trabajadores. Si el caso lo requiere, el personal coordina el traslado en ambulancia a un centro hospitalario de la ciudad. Los brigadistas y el personal de seguridad del aeropuerto están entrenados para actuar mientras llega la atención médica.</p>`,
        },
        {
          type: 'table',
          caption: 'Qué hacer según la situación',
          columns: ['Situación', 'Qué hacer'],
          rows: [
            [
              'Se siente mal durante el vuelo',
              'Avise a la tripulación: solicitará atención médica a la llegada del avión.',
            ],
            [
              'Alguien se desmaya o se lesiona en la terminal',
              'No lo mueva si no es necesario, avise a un funcionario y llame al 123.',
            ],
            [
              'Alarma o evacuación',
              'Siga las instrucciones del personal y la señalización de salida. No use los ascensores.',
            ],
            ['Equipaje u objeto abandonado', 'No lo toque y avise a la Policía Aeroportuaria o a un funcionario.'],
            ['Robo o situación de seguridad', 'Acuda a la Policía Aeroportuaria para hacer la denuncia.'],
          ],
        },
        {
          type: 'richText',
          html: `<h3>Salud del viajero internacional</h3>
<p>Las autoridades de salud vigilan en el aeropuerto los riesgos de salud pública asociados a los viajes internacionales. Si llega al país con fiebre u otros síntomas de una enfermedad contagiosa, infórmelo a la tripulación o al personal de sanidad.</p>
<p>La vacuna contra la <strong>fiebre amarilla</strong> se recomienda para viajar a algunas zonas de Colombia y algunos países la exigen para entrar. Aplíquela por lo menos 10 días antes del viaje; puede hacerlo en el <a href="/servicios/punto-de-vacunacion">punto de vacunación</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Puedo llevar mis medicamentos en el equipaje de mano?',
              answerHtml: `<p>Sí. Llévelos en su empaque original con la fórmula médica. Los medicamentos líquidos de más de {{liquidContainerMl}} ml se permiten en la cantidad necesaria para el viaje: preséntelos por separado en el filtro de seguridad.</p>`,
            },
            {
              question: '¿Hay droguerías en el aeropuerto?',
              answerHtml: `<p>Sí, hay droguerías en las zonas comerciales. Consulte ubicación y horarios en <a href="/establecimientos/tiendas">tiendas</a>.</p>`,
            },
            {
              question: 'Viajo con una condición médica. ¿Qué debo hacer?',
              answerHtml: `<p>Informe a su aerolínea al comprar el tiquete: algunas condiciones requieren un certificado médico para volar. Si necesita silla de ruedas o asistencia, consulte <a href="/servicios/accesibilidad">accesibilidad</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Enlaces útiles',
          items: [
            {
              title: 'Punto de vacunación',
              text: 'Vacunas para viajeros en el aeropuerto.',
              href: '/servicios/punto-de-vacunacion',
            },
            {
              title: 'Entidades aeroportuarias',
              text: 'Policía, Migración, DIAN, ICA y demás autoridades.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
            {
              title: 'Ayuda al viajero',
              text: 'Puntos de información y a quién acudir.',
              href: '/servicios/ayuda-al-viajero',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Health and emergencies',
      description:
        'Medical care, first aid and what to do in an emergency at El Dorado. Emergency number in Colombia: 123.',
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: 'In an emergency',
          html: `<p>Tell any member of airport, airline or Airport Police staff at once, or go to an information point. You can also call the <strong>emergency number 123</strong>. Give the terminal, the floor and the nearest door or gate area.</p>`,
        },
        {
          type: 'richText',
          html: `<p>Terminal 1 has a <strong>medical service</strong> providing first aid and emergency care to passengers, companions and staff. When needed, staff arrange an ambulance transfer to a hospital in the city. The airport’s emergency teams and security staff are trained to act until medical help arrives.</p>`,
        },
        {
          type: 'table',
          caption: 'What to do in each situation',
          columns: ['Situation', 'What to do'],
          rows: [
            ['You feel unwell during the flight', 'Tell the crew: they will request medical attention on arrival.'],
            [
              'Someone faints or is injured in the terminal',
              'Do not move them unless necessary, alert a member of staff and call 123.',
            ],
            ['Alarm or evacuation', 'Follow staff instructions and the exit signs. Do not use the lifts.'],
            ['Unattended baggage or object', 'Do not touch it; tell the Airport Police or a member of staff.'],
            ['Theft or a security incident', 'Go to the Airport Police to report it.'],
          ],
        },
        {
          type: 'richText',
          html: `<h3>Health for international travellers</h3>
<p>Health authorities at the airport monitor public health risks linked to international travel. If you arrive in Colombia with a fever or other symptoms of a contagious disease, tell the crew or the health staff.</p>
<p><strong>Yellow fever</strong> vaccination is recommended for travel to some areas of Colombia, and some countries require it for entry. Get it at least 10 days before you travel; you can do so at the <a href="/servicios/punto-de-vacunacion">vaccination point</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Can I carry my medicines in my hand luggage?',
              answerHtml: `<p>Yes. Keep them in their original packaging with your prescription. Liquid medicines over {{liquidContainerMl}} ml are allowed in the quantity needed for the trip: present them separately at security.</p>`,
            },
            {
              question: 'Are there pharmacies at the airport?',
              answerHtml: `<p>Yes, there are pharmacies in the shopping areas. Check locations and opening hours under <a href="/establecimientos/tiendas">shops</a>.</p>`,
            },
            {
              question: 'I am travelling with a medical condition. What should I do?',
              answerHtml: `<p>Tell your airline when you book: some conditions require a medical certificate to fly. If you need a wheelchair or assistance, see <a href="/servicios/accesibilidad">accessibility</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Useful links',
          items: [
            {
              title: 'Vaccination point',
              text: 'Travel vaccines at the airport.',
              href: '/servicios/punto-de-vacunacion',
            },
            {
              title: 'Airport authorities',
              text: 'Police, Migración, DIAN, ICA and other authorities.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
            {
              title: 'Passenger help',
              text: 'Information points and who to turn to.',
              href: '/servicios/ayuda-al-viajero',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Santé et urgences',
      description:
        "Soins médicaux, premiers secours et conduite à tenir en cas d'urgence à El Dorado. Numéro d'urgence en Colombie : 123.",
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: "En cas d'urgence",
          html: `<p>Prévenez immédiatement un membre du personnel de l'aéroport, de votre compagnie ou de la police de l'aéroport, ou rendez-vous à un point d'information. Vous pouvez aussi appeler le <strong>numéro d'urgence 123</strong>. Indiquez le terminal, le niveau et la porte ou la salle la plus proche.</p>`,
        },
        {
          type: 'richText',
          html: `<p>Le Terminal 1 dispose d'un <strong>service médical</strong> qui assure les premiers secours et les soins d'urgence aux passagers, accompagnants et employés. Si nécessaire, le personnel organise le transfert en ambulance vers un hôpital de la ville. Les équipes d'intervention et le personnel de sûreté de l'aéroport sont formés pour agir en attendant les secours médicaux.</p>`,
        },
        {
          type: 'table',
          caption: 'Que faire selon la situation',
          columns: ['Situation', 'Que faire'],
          rows: [
            [
              'Vous vous sentez mal pendant le vol',
              "Prévenez l'équipage : il demandera une prise en charge médicale à l'arrivée.",
            ],
            [
              "Quelqu'un fait un malaise ou se blesse dans le terminal",
              'Ne le déplacez pas sauf nécessité, alertez un membre du personnel et appelez le 123.',
            ],
            [
              'Alarme ou évacuation',
              "Suivez les consignes du personnel et la signalisation de sortie. N'utilisez pas les ascenseurs.",
            ],
            [
              'Bagage ou objet abandonné',
              "N'y touchez pas et prévenez la police de l'aéroport ou un membre du personnel.",
            ],
            ['Vol ou incident de sécurité', "Adressez-vous à la police de l'aéroport pour porter plainte."],
          ],
        },
        {
          type: 'richText',
          html: `<h3>Santé des voyageurs internationaux</h3>
<p>Les autorités sanitaires surveillent à l'aéroport les risques de santé publique liés aux voyages internationaux. Si vous arrivez en Colombie avec de la fièvre ou d'autres symptômes d'une maladie contagieuse, signalez-le à l'équipage ou au personnel sanitaire.</p>
<p>Le vaccin contre la <strong>fièvre jaune</strong> est recommandé pour se rendre dans certaines régions de Colombie, et certains pays l'exigent à l'entrée. Faites-le au moins 10 jours avant le départ, par exemple au <a href="/servicios/punto-de-vacunacion">point de vaccination</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Puis-je emporter mes médicaments en bagage à main ?',
              answerHtml: `<p>Oui. Gardez-les dans leur emballage d'origine avec l'ordonnance. Les médicaments liquides de plus de {{liquidContainerMl}} ml sont autorisés dans la quantité nécessaire au voyage : présentez-les à part au contrôle de sûreté.</p>`,
            },
            {
              question: "Y a-t-il des pharmacies à l'aéroport ?",
              answerHtml: `<p>Oui, dans les zones commerciales. Consultez les emplacements et horaires dans <a href="/establecimientos/tiendas">boutiques</a>.</p>`,
            },
            {
              question: 'Je voyage avec un problème de santé. Que dois-je faire ?',
              answerHtml: `<p>Informez votre compagnie lors de la réservation : certaines pathologies exigent un certificat médical pour voyager. Si vous avez besoin d'un fauteuil roulant ou d'une assistance, consultez <a href="/servicios/accesibilidad">accessibilité</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Liens utiles',
          items: [
            {
              title: 'Point de vaccination',
              text: "Vaccins du voyageur à l'aéroport.",
              href: '/servicios/punto-de-vacunacion',
            },
            {
              title: 'Autorités aéroportuaires',
              text: 'Police, Migración, DIAN, ICA et autres autorités.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
            {
              title: 'Aide aux voyageurs',
              text: "Points d'information et à qui s'adresser.",
              href: '/servicios/ayuda-al-viajero',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Saúde e emergências',
      description:
        'Atendimento médico, primeiros socorros e o que fazer em uma emergência no El Dorado. Número de emergência na Colômbia: 123.',
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: 'Em uma emergência',
          html: `<p>Avise imediatamente qualquer funcionário do aeroporto, da companhia aérea ou da Polícia Aeroportuária, ou vá a um ponto de informações. Você também pode ligar para o <strong>número de emergência 123</strong>. Informe o terminal, o piso e a porta ou sala mais próxima.</p>`,
        },
        {
          type: 'richText',
          html: `<p>O Terminal 1 conta com um <strong>serviço médico</strong> para primeiros socorros e atendimento de urgência a passageiros, acompanhantes e funcionários. Se necessário, a equipe providencia a remoção de ambulância para um hospital da cidade. As brigadas e a equipe de segurança do aeroporto são treinadas para agir até a chegada do atendimento médico.</p>`,
        },
        {
          type: 'table',
          caption: 'O que fazer em cada situação',
          columns: ['Situação', 'O que fazer'],
          rows: [
            ['Você passa mal durante o voo', 'Avise a tripulação: ela solicitará atendimento médico na chegada.'],
            [
              'Alguém desmaia ou se machuca no terminal',
              'Não mova a pessoa se não for necessário, avise um funcionário e ligue para o 123.',
            ],
            ['Alarme ou evacuação', 'Siga as instruções da equipe e a sinalização de saída. Não use os elevadores.'],
            ['Bagagem ou objeto abandonado', 'Não toque e avise a Polícia Aeroportuária ou um funcionário.'],
            ['Furto ou ocorrência de segurança', 'Procure a Polícia Aeroportuária para registrar a ocorrência.'],
          ],
        },
        {
          type: 'richText',
          html: `<h3>Saúde do viajante internacional</h3>
<p>As autoridades de saúde monitoram no aeroporto os riscos de saúde pública ligados às viagens internacionais. Se você chegar ao país com febre ou outros sintomas de doença contagiosa, informe a tripulação ou a equipe de saúde.</p>
<p>A vacina contra a <strong>febre amarela</strong> é recomendada para viajar a algumas regiões da Colômbia, e alguns países a exigem para a entrada. Tome-a pelo menos 10 dias antes da viagem; você pode fazê-lo no <a href="/servicios/punto-de-vacunacion">ponto de vacinação</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Posso levar meus remédios na bagagem de mão?',
              answerHtml: `<p>Sim. Leve-os na embalagem original com a receita médica. Remédios líquidos acima de {{liquidContainerMl}} ml são permitidos na quantidade necessária para a viagem: apresente-os separadamente na inspeção de segurança.</p>`,
            },
            {
              question: 'Há farmácias no aeroporto?',
              answerHtml: `<p>Sim, nas áreas comerciais. Consulte localização e horários em <a href="/establecimientos/tiendas">lojas</a>.</p>`,
            },
            {
              question: 'Viajo com uma condição médica. O que devo fazer?',
              answerHtml: `<p>Informe a companhia aérea ao comprar a passagem: algumas condições exigem atestado médico para voar. Se precisar de cadeira de rodas ou assistência, veja <a href="/servicios/accesibilidad">acessibilidade</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Links úteis',
          items: [
            {
              title: 'Ponto de vacinação',
              text: 'Vacinas para viajantes no aeroporto.',
              href: '/servicios/punto-de-vacunacion',
            },
            {
              title: 'Órgãos do aeroporto',
              text: 'Polícia, Migración, DIAN, ICA e demais autoridades.',
              href: '/establecimientos/entidades-aeroportuarias',
            },
            {
              title: 'Ajuda ao viajante',
              text: 'Pontos de informações e a quem recorrer.',
              href: '/servicios/ayuda-al-viajero',
            },
          ],
        },
      ],
    },
  },
});
