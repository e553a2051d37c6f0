import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/saneamiento',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Saneamiento',
      description:
        'Agua potable segura, limpieza y desinfección, control de plagas e inocuidad de alimentos: cómo se cuida la salud de quienes pasan por El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El <strong>saneamiento básico</strong> reúne las condiciones que protegen la salud en un lugar por donde pasan a diario decenas de miles de personas: agua apta para el consumo, baños limpios, alimentos inocuos y ausencia de plagas. Es parte del programa de <a href="/eldorado-sostenible/servicios/agua">agua</a> y se coordina con las autoridades sanitarias.</p>',
        },
        {
          type: 'accordion',
          title: 'Qué incluye',
          items: [
            {
              question: 'Calidad del agua potable',
              answerHtml:
                '<p>Lavado y desinfección periódica de tanques de almacenamiento y muestreos del agua para verificar que cumple la Resolución 2115 de 2007 sobre calidad del agua para consumo humano.</p>',
            },
            {
              question: 'Limpieza y desinfección',
              answerHtml:
                '<p>Rutinas de aseo de baños, salas, pasillos y superficies de alto contacto (pasamanos, bandejas de seguridad, sillas) las 24 horas, con productos y frecuencias definidos por zona y tráfico.</p>',
            },
            {
              question: 'Control integrado de plagas',
              answerHtml:
                '<p>Inspección, prevención y control de roedores e insectos en terminales, cocinas, bodegas y centros de acopio, con empresas autorizadas y productos de bajo impacto. Las canecas cerradas y la recolección frecuente de residuos orgánicos son parte de la prevención.</p>',
            },
            {
              question: 'Inocuidad de alimentos',
              answerHtml:
                '<p>Los restaurantes y cafeterías deben cumplir las normas sanitarias de manipulación de alimentos, con inspecciones del aeropuerto y visitas de la Secretaría Distrital de Salud.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: '¿Vio un baño sucio, una plaga o un problema con alimentos?',
          html: '<p>Avise al personal de aseo o al local, o repórtelo en <a href="/contacto#pqrs">PQRS</a> (tema Servicios Aeroportuarios, Sanidad Aeroportuaria) con terminal, piso y lugar. Si se siente mal, busque atención en <a href="/servicios/sanidad-y-emergencia">sanidad y emergencia</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Preguntas sobre saneamiento',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    en: {
      title: 'Sanitation',
      description:
        'Safe drinking water, cleaning and disinfection, pest control and food safety: how the health of everyone passing through El Dorado is protected.',
      blocks: [
        {
          type: 'richText',
          html: '<p><strong>Basic sanitation</strong> covers the conditions that protect health in a place tens of thousands of people pass through every day: water fit to drink, clean toilets, safe food and no pests. It is part of the <a href="/eldorado-sostenible/servicios/agua">water</a> programme and is coordinated with the health authorities.</p>',
        },
        {
          type: 'accordion',
          title: 'What it includes',
          items: [
            {
              question: 'Drinking water quality',
              answerHtml:
                '<p>Periodic cleaning and disinfection of storage tanks, and water sampling to check compliance with Resolution 2115 of 2007 on the quality of water for human consumption.</p>',
            },
            {
              question: 'Cleaning and disinfection',
              answerHtml:
                '<p>Around-the-clock cleaning routines for toilets, lounges, corridors and high-touch surfaces (handrails, security trays, seats), with products and frequencies set by area and traffic.</p>',
            },
            {
              question: 'Integrated pest management',
              answerHtml:
                '<p>Inspection, prevention and control of rodents and insects in terminals, kitchens, warehouses and waste collection centres, by authorised companies using low-impact products. Closed bins and frequent collection of organic waste are part of prevention.</p>',
            },
            {
              question: 'Food safety',
              answerHtml:
                '<p>Restaurants and cafés must comply with food-handling health regulations, with airport inspections and visits from Bogota’s Health Department.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Did you see a dirty toilet, pests or a food problem?',
          html: '<p>Tell the cleaning staff or the outlet, or report it through <a href="/contacto#pqrs">PQRS</a> (topic Airport Services, Airport Health) giving the terminal, floor and place. If you feel unwell, get help from <a href="/servicios/sanidad-y-emergencia">health and emergencies</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Questions about sanitation',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    fr: {
      title: 'Assainissement',
      description:
        'Eau potable sûre, nettoyage et désinfection, lutte contre les nuisibles et sécurité alimentaire : comment la santé de chacun est protégée à El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p>L’<strong>assainissement de base</strong> regroupe les conditions qui protègent la santé dans un lieu où passent chaque jour des dizaines de milliers de personnes : une eau propre à la consommation, des sanitaires propres, des aliments sûrs et l’absence de nuisibles. Il fait partie du programme <a href="/eldorado-sostenible/servicios/agua">eau</a> et se coordonne avec les autorités sanitaires.</p>',
        },
        {
          type: 'accordion',
          title: 'Ce qu’il comprend',
          items: [
            {
              question: 'Qualité de l’eau potable',
              answerHtml:
                '<p>Nettoyage et désinfection réguliers des réservoirs et prélèvements pour vérifier la conformité à la résolution 2115 de 2007 sur la qualité de l’eau destinée à la consommation humaine.</p>',
            },
            {
              question: 'Nettoyage et désinfection',
              answerHtml:
                '<p>Des tournées de nettoyage 24 heures sur 24 des sanitaires, salles, couloirs et surfaces très touchées (rampes, bacs du contrôle de sûreté, sièges), avec des produits et fréquences adaptés à chaque zone et à sa fréquentation.</p>',
            },
            {
              question: 'Lutte intégrée contre les nuisibles',
              answerHtml:
                '<p>Inspection, prévention et lutte contre les rongeurs et les insectes dans les terminaux, cuisines, entrepôts et centres de regroupement des déchets, par des entreprises agréées utilisant des produits à faible impact. Les poubelles fermées et la collecte fréquente des déchets organiques font partie de la prévention.</p>',
            },
            {
              question: 'Sécurité alimentaire',
              answerHtml:
                '<p>Les restaurants et cafés doivent respecter les règles sanitaires de manipulation des aliments, avec des inspections de l’aéroport et des visites du secrétariat à la Santé de Bogota.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Des toilettes sales, des nuisibles ou un problème alimentaire ?',
          html: '<p>Prévenez le personnel de nettoyage ou le commerce, ou signalez-le via <a href="/contacto#pqrs">PQRS</a> (thème Services aéroportuaires, Santé aéroportuaire) en indiquant le terminal, l’étage et l’endroit. Si vous ne vous sentez pas bien, adressez-vous au service <a href="/servicios/sanidad-y-emergencia">santé et urgences</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Questions sur l’assainissement',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    pt: {
      title: 'Saneamento',
      description:
        'Água potável segura, limpeza e desinfecção, controle de pragas e segurança dos alimentos: como se protege a saúde de quem passa pelo El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p>O <strong>saneamento básico</strong> reúne as condições que protegem a saúde num lugar por onde passam diariamente dezenas de milhares de pessoas: água própria para consumo, banheiros limpos, alimentos seguros e ausência de pragas. Faz parte do programa de <a href="/eldorado-sostenible/servicios/agua">água</a> e é coordenado com as autoridades sanitárias.</p>',
        },
        {
          type: 'accordion',
          title: 'O que inclui',
          items: [
            {
              question: 'Qualidade da água potável',
              answerHtml:
                '<p>Limpeza e desinfecção periódica dos reservatórios e coleta de amostras para verificar o cumprimento da Resolução 2115 de 2007 sobre a qualidade da água para consumo humano.</p>',
            },
            {
              question: 'Limpeza e desinfecção',
              answerHtml:
                '<p>Rotinas de limpeza 24 horas de banheiros, salas, corredores e superfícies de alto contato (corrimãos, bandejas da inspeção de segurança, cadeiras), com produtos e frequências definidos por área e movimento.</p>',
            },
            {
              question: 'Controle integrado de pragas',
              answerHtml:
                '<p>Inspeção, prevenção e controle de roedores e insetos em terminais, cozinhas, depósitos e centros de triagem de resíduos, com empresas autorizadas e produtos de baixo impacto. Lixeiras fechadas e coleta frequente de resíduos orgânicos fazem parte da prevenção.</p>',
            },
            {
              question: 'Segurança dos alimentos',
              answerHtml:
                '<p>Restaurantes e lanchonetes devem cumprir as normas sanitárias de manipulação de alimentos, com inspeções do aeroporto e visitas da Secretaria Distrital de Saúde de Bogotá.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Viu um banheiro sujo, pragas ou um problema com alimentos?',
          html: '<p>Avise a equipe de limpeza ou o estabelecimento, ou registre pelo <a href="/contacto#pqrs">PQRS</a> (tema Serviços Aeroportuários, Saúde Aeroportuária) informando terminal, andar e local. Se não estiver se sentindo bem, procure <a href="/servicios/sanidad-y-emergencia">saúde e emergência</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Dúvidas sobre saneamento',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
  },
});
