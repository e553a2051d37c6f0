import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/oratorio',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Oratorio',
      description:
        'Un espacio de silencio, oración y meditación en El Dorado, abierto a personas de cualquier creencia.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El oratorio es un espacio tranquilo dentro del aeropuerto para orar, meditar o simplemente tomar un momento de calma antes o después de un vuelo. Es <strong>gratuito</strong> y está abierto a pasajeros, acompañantes y trabajadores del aeropuerto, sin importar su religión o creencia.</p>
<p>Consulte su ubicación en los <a href="/mapas">mapas</a> de la Terminal 1 o pregunte en un punto de información, donde también le indican el horario vigente.</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Normas de convivencia</h3>
<ul>
<li>Guarde silencio y ponga su celular en modo silencioso.</li>
<li>No consuma alimentos ni bebidas dentro del espacio.</li>
<li>Respete las prácticas de las demás personas.</li>
<li>Mantenga su equipaje con usted y no deje objetos al salir.</li>
</ul>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Tenga en cuenta el tiempo',
          html: `<p>Si va a usar el oratorio antes de su vuelo, revise la hora de embarque y el tiempo de fila en los filtros de seguridad en <a href="/informacion-en-tiempo-real/tiempo-en-filas">tiempo en filas</a>. El embarque suele cerrar antes de la hora de salida.</p>`,
        },
        {
          type: 'cards',
          title: 'Otros espacios para usted',
          items: [
            {
              title: 'Habitaciones de descanso',
              text: 'Dónde descansar durante una escala larga.',
              href: '/servicios/habitaciones-de-descanso',
            },
            {
              title: 'Accesibilidad',
              text: 'Asistencia y espacios para personas con discapacidad.',
              href: '/servicios/accesibilidad',
            },
            {
              title: 'Experiencia El Dorado',
              text: 'Arte, cultura y exposiciones en el aeropuerto.',
              href: '/experiencia',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Prayer room',
      description: 'A space for silence, prayer and meditation at El Dorado, open to people of any faith or none.',
      blocks: [
        {
          type: 'richText',
          html: `<p>The prayer room is a quiet space in the airport where you can pray, meditate or simply take a calm moment before or after a flight. It is <strong>free</strong> and open to passengers, companions and airport staff, whatever their religion or beliefs.</p>
<p>Find it on the Terminal 1 <a href="/mapas">maps</a> or ask at an information point, where you can also check the current opening hours.</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Guidelines</h3>
<ul>
<li>Keep quiet and put your phone on silent.</li>
<li>Do not eat or drink inside.</li>
<li>Respect other people’s practices.</li>
<li>Keep your luggage with you and do not leave anything behind.</li>
</ul>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Keep an eye on the time',
          html: `<p>If you plan to use the prayer room before your flight, check your boarding time and the security queue on <a href="/informacion-en-tiempo-real/tiempo-en-filas">queue times</a>. Boarding usually closes before the departure time.</p>`,
        },
        {
          type: 'cards',
          title: 'Other spaces for you',
          items: [
            {
              title: 'Rest rooms',
              text: 'Where to rest on a long layover.',
              href: '/servicios/habitaciones-de-descanso',
            },
            {
              title: 'Accessibility',
              text: 'Assistance and facilities for people with disabilities.',
              href: '/servicios/accesibilidad',
            },
            {
              title: 'El Dorado experience',
              text: 'Art, culture and exhibitions at the airport.',
              href: '/experiencia',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Salle de prière',
      description:
        'Un espace de silence, de prière et de méditation à El Dorado, ouvert à toutes les personnes, quelles que soient leurs croyances.',
      blocks: [
        {
          type: 'richText',
          html: `<p>La salle de prière est un lieu calme de l'aéroport pour prier, méditer ou simplement vous accorder un moment de tranquillité avant ou après un vol. Elle est <strong>gratuite</strong> et ouverte aux passagers, aux accompagnants et au personnel de l'aéroport, quelle que soit leur religion ou leur conviction.</p>
<p>Repérez-la sur les <a href="/mapas">plans</a> du Terminal 1 ou renseignez-vous à un point d'information, qui vous indiquera aussi les horaires en vigueur.</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Règles de bonne conduite</h3>
<ul>
<li>Gardez le silence et mettez votre téléphone en mode silencieux.</li>
<li>Ne mangez pas et ne buvez pas à l'intérieur.</li>
<li>Respectez les pratiques des autres personnes.</li>
<li>Gardez vos bagages avec vous et n'oubliez rien en partant.</li>
</ul>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: "Surveillez l'heure",
          html: `<p>Si vous passez à la salle de prière avant votre vol, vérifiez l'heure d'embarquement et l'attente au contrôle de sûreté sur la page <a href="/informacion-en-tiempo-real/tiempo-en-filas">temps d'attente</a>. L'embarquement ferme généralement avant l'heure de départ.</p>`,
        },
        {
          type: 'cards',
          title: 'Autres espaces pour vous',
          items: [
            {
              title: 'Chambres de repos',
              text: 'Où vous reposer pendant une longue escale.',
              href: '/servicios/habitaciones-de-descanso',
            },
            {
              title: 'Accessibilité',
              text: 'Assistance et équipements pour les personnes handicapées.',
              href: '/servicios/accesibilidad',
            },
            {
              title: "L'expérience El Dorado",
              text: "Art, culture et expositions à l'aéroport.",
              href: '/experiencia',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Oratório',
      description: 'Um espaço de silêncio, oração e meditação no El Dorado, aberto a pessoas de qualquer crença.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O oratório é um espaço tranquilo dentro do aeroporto para rezar, meditar ou simplesmente ter um momento de calma antes ou depois de um voo. É <strong>gratuito</strong> e aberto a passageiros, acompanhantes e funcionários do aeroporto, independentemente de religião ou crença.</p>
<p>Veja a localização nos <a href="/mapas">mapas</a> do Terminal 1 ou pergunte em um ponto de informações, onde também informam o horário vigente.</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Regras de convivência</h3>
<ul>
<li>Faça silêncio e coloque o celular no modo silencioso.</li>
<li>Não consuma alimentos nem bebidas no local.</li>
<li>Respeite as práticas das outras pessoas.</li>
<li>Mantenha sua bagagem com você e não esqueça nada ao sair.</li>
</ul>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Fique de olho no horário',
          html: `<p>Se for usar o oratório antes do voo, confira o horário de embarque e a fila da inspeção de segurança em <a href="/informacion-en-tiempo-real/tiempo-en-filas">tempo de fila</a>. O embarque costuma encerrar antes do horário de partida.</p>`,
        },
        {
          type: 'cards',
          title: 'Outros espaços para você',
          items: [
            {
              title: 'Quartos de descanso',
              text: 'Onde descansar durante uma escala longa.',
              href: '/servicios/habitaciones-de-descanso',
            },
            {
              title: 'Acessibilidade',
              text: 'Assistência e espaços para pessoas com deficiência.',
              href: '/servicios/accesibilidad',
            },
            {
              title: 'Experiência El Dorado',
              text: 'Arte, cultura e exposições no aeroporto.',
              href: '/experiencia',
            },
          ],
        },
      ],
    },
  },
});
