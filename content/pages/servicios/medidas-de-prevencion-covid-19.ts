import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/medidas-de-prevencion-covid-19',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Medidas de prevención',
      description:
        'Las medidas de higiene que se mantienen en El Dorado después de la pandemia de COVID-19 y lo que usted puede hacer para viajar sano.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Aunque la emergencia sanitaria por la COVID-19 terminó, El Dorado conserva prácticas de higiene que ayudan a prevenir enfermedades respiratorias y otras infecciones:</p>
<ul>
<li>Limpieza y desinfección frecuentes de baños, pasamanos, bandejas de los filtros de seguridad, sillas y demás superficies de alto contacto.</li>
<li>Dispensadores de gel antibacterial en los accesos, los filtros y las salas de espera.</li>
<li>Renovación de aire en las terminales.</li>
<li>Personal entrenado para atender a pasajeros que se sientan mal, con apoyo del servicio médico del aeropuerto.</li>
</ul>`,
        },
        {
          type: 'steps',
          title: 'Lo que usted puede hacer',
          items: [
            {
              title: 'Lávese las manos',
              text: 'Con agua y jabón o gel antibacterial, en especial antes de comer y después de pasar por el filtro de seguridad.',
            },
            {
              title: 'Cúbrase al toser o estornudar',
              text: 'Use la parte interna del codo o un pañuelo desechable.',
            },
            {
              title: 'Use tapabocas si tiene síntomas',
              text: 'Es voluntario, pero recomendable si tiene tos, congestión o fiebre, o si viaja con personas vulnerables.',
            },
            {
              title: 'Mantenga sus vacunas al día',
              text: 'Consulte las vacunas recomendadas para su destino con anticipación.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Vacunas para viajeros',
          html: `<p>En el <a href="/servicios/punto-de-vacunacion">punto de vacunación</a> encontrará información sobre las vacunas disponibles para viajeros, como la de la fiebre amarilla, sus horarios y requisitos.</p>`,
        },
        {
          type: 'cards',
          title: 'Más información',
          items: [
            {
              title: 'Coronavirus (COVID-19)',
              text: 'Situación actual y requisitos de viaje.',
              href: '/servicios/coronavirus',
            },
            {
              title: 'Sanidad y emergencias',
              text: 'Atención médica en el aeropuerto.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Preguntas frecuentes',
              text: 'Respuestas rápidas sobre su viaje por El Dorado.',
              href: '/faq',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Prevention measures',
      description:
        'The hygiene measures that remain in place at El Dorado after the COVID-19 pandemic, and what you can do to travel healthily.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Although the COVID-19 health emergency is over, El Dorado keeps hygiene practices that help prevent respiratory illnesses and other infections:</p>
<ul>
<li>Frequent cleaning and disinfection of toilets, handrails, security trays, seats and other high-touch surfaces.</li>
<li>Hand sanitiser dispensers at entrances, security checkpoints and gate areas.</li>
<li>Air renewal in the terminals.</li>
<li>Staff trained to help passengers who feel unwell, supported by the airport’s medical service.</li>
</ul>`,
        },
        {
          type: 'steps',
          title: 'What you can do',
          items: [
            {
              title: 'Wash your hands',
              text: 'With soap and water or hand sanitiser, especially before eating and after going through security.',
            },
            {
              title: 'Cover coughs and sneezes',
              text: 'Use the inside of your elbow or a disposable tissue.',
            },
            {
              title: 'Wear a mask if you have symptoms',
              text: 'It is optional, but advisable if you have a cough, congestion or fever, or if you travel with vulnerable people.',
            },
            {
              title: 'Keep your vaccinations up to date',
              text: 'Check the vaccines recommended for your destination well in advance.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Travel vaccines',
          html: `<p>At the <a href="/servicios/punto-de-vacunacion">vaccination point</a> you will find information on the vaccines available for travellers, such as yellow fever, with opening hours and requirements.</p>`,
        },
        {
          type: 'cards',
          title: 'More information',
          items: [
            {
              title: 'Coronavirus (COVID-19)',
              text: 'Current situation and travel requirements.',
              href: '/servicios/coronavirus',
            },
            {
              title: 'Health and emergencies',
              text: 'Medical care at the airport.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'FAQ',
              text: 'Quick answers about travelling through El Dorado.',
              href: '/faq',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Mesures de prévention',
      description:
        "Les mesures d'hygiène maintenues à El Dorado après la pandémie de COVID-19, et ce que vous pouvez faire pour voyager en bonne santé.",
      blocks: [
        {
          type: 'richText',
          html: `<p>Bien que l'urgence sanitaire liée à la COVID-19 soit terminée, El Dorado maintient des pratiques d'hygiène qui aident à prévenir les maladies respiratoires et d'autres infections :</p>
<ul>
<li>Nettoyage et désinfection fréquents des toilettes, rampes, bacs du contrôle de sûreté, sièges et autres surfaces très touchées.</li>
<li>Distributeurs de gel hydroalcoolique aux entrées, aux contrôles et dans les salles d'embarquement.</li>
<li>Renouvellement de l'air dans les terminaux.</li>
<li>Personnel formé pour aider les passagers qui se sentent mal, avec l'appui du service médical de l'aéroport.</li>
</ul>`,
        },
        {
          type: 'steps',
          title: 'Ce que vous pouvez faire',
          items: [
            {
              title: 'Lavez-vous les mains',
              text: "À l'eau et au savon ou avec du gel hydroalcoolique, surtout avant de manger et après le contrôle de sûreté.",
            },
            {
              title: 'Couvrez votre toux et vos éternuements',
              text: 'Utilisez le pli du coude ou un mouchoir jetable.',
            },
            {
              title: 'Portez un masque en cas de symptômes',
              text: 'Il est facultatif, mais conseillé en cas de toux, de congestion ou de fièvre, ou si vous voyagez avec des personnes fragiles.',
            },
            {
              title: 'Tenez vos vaccinations à jour',
              text: 'Renseignez-vous suffisamment tôt sur les vaccins recommandés pour votre destination.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Vaccins du voyageur',
          html: `<p>Au <a href="/servicios/punto-de-vacunacion">point de vaccination</a>, vous trouverez des informations sur les vaccins proposés aux voyageurs, comme celui contre la fièvre jaune, ainsi que les horaires et conditions.</p>`,
        },
        {
          type: 'cards',
          title: "Plus d'informations",
          items: [
            {
              title: 'Coronavirus (COVID-19)',
              text: 'Situation actuelle et conditions de voyage.',
              href: '/servicios/coronavirus',
            },
            {
              title: 'Santé et urgences',
              text: "Soins médicaux à l'aéroport.",
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Questions fréquentes',
              text: 'Réponses rapides sur votre passage à El Dorado.',
              href: '/faq',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Medidas de prevenção',
      description:
        'As medidas de higiene que continuam no El Dorado depois da pandemia de COVID-19 e o que você pode fazer para viajar com saúde.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Embora a emergência sanitária da COVID-19 tenha terminado, o El Dorado mantém práticas de higiene que ajudam a prevenir doenças respiratórias e outras infecções:</p>
<ul>
<li>Limpeza e desinfecção frequentes de banheiros, corrimãos, bandejas da inspeção de segurança, assentos e outras superfícies de muito contato.</li>
<li>Dispensers de álcool em gel nos acessos, na inspeção e nas salas de embarque.</li>
<li>Renovação do ar nos terminais.</li>
<li>Equipe treinada para atender passageiros que passem mal, com apoio do serviço médico do aeroporto.</li>
</ul>`,
        },
        {
          type: 'steps',
          title: 'O que você pode fazer',
          items: [
            {
              title: 'Lave as mãos',
              text: 'Com água e sabão ou álcool em gel, principalmente antes de comer e depois da inspeção de segurança.',
            },
            {
              title: 'Cubra a boca ao tossir ou espirrar',
              text: 'Use a parte interna do cotovelo ou um lenço descartável.',
            },
            {
              title: 'Use máscara se tiver sintomas',
              text: 'É opcional, mas recomendável se você estiver com tosse, congestão ou febre, ou se viajar com pessoas vulneráveis.',
            },
            {
              title: 'Mantenha a vacinação em dia',
              text: 'Consulte com antecedência as vacinas recomendadas para o seu destino.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Vacinas para viajantes',
          html: `<p>No <a href="/servicios/punto-de-vacunacion">ponto de vacinação</a> você encontra informações sobre as vacinas disponíveis para viajantes, como a da febre amarela, com horários e requisitos.</p>`,
        },
        {
          type: 'cards',
          title: 'Mais informações',
          items: [
            {
              title: 'Coronavírus (COVID-19)',
              text: 'Situação atual e requisitos de viagem.',
              href: '/servicios/coronavirus',
            },
            {
              title: 'Saúde e emergências',
              text: 'Atendimento médico no aeroporto.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Perguntas frequentes',
              text: 'Respostas rápidas sobre sua viagem pelo El Dorado.',
              href: '/faq',
            },
          ],
        },
      ],
    },
  },
});
