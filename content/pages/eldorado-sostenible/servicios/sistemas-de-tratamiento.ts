import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/sistemas-de-tratamiento',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Sistemas de tratamiento de agua',
      description:
        'La planta de tratamiento de aguas residuales de El Dorado, los pretratamientos en cocinas y plataformas, y el control de calidad de los vertimientos.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El agua que sale de baños, cocinas y talleres del aeropuerto no puede volver al ambiente tal como está. El Dorado cuenta con una <strong>planta de tratamiento de aguas residuales (PTAR)</strong> y con pretratamientos en los puntos donde se generan grasas, aceites o sedimentos, de modo que el agua que se entrega al alcantarillado o a los cuerpos de agua cumpla los límites de la Resolución 631 de 2015 y de la licencia ambiental.</p>',
        },
        {
          type: 'steps',
          title: 'Cómo funciona la planta',
          items: [
            {
              title: 'Tratamiento preliminar',
              text: 'Rejillas y desarenadores retiran sólidos gruesos, arenas y objetos que no deberían llegar al sistema.',
            },
            {
              title: 'Tratamiento primario',
              text: 'El agua reposa para que se sedimenten los sólidos suspendidos y floten grasas residuales.',
            },
            {
              title: 'Tratamiento biológico',
              text: 'Microorganismos degradan la materia orgánica disuelta en condiciones controladas.',
            },
            {
              title: 'Desinfección y lodos',
              text: 'El agua tratada se desinfecta antes de salir; los lodos se deshidratan y se entregan a un gestor autorizado.',
            },
          ],
        },
        {
          type: 'accordion',
          title: 'Pretratamientos en el origen',
          items: [
            {
              question: 'Trampas de grasa en restaurantes',
              answerHtml:
                '<p>Cada cocina del aeropuerto debe tener una trampa de grasa que retiene aceites y restos de comida antes de que lleguen a la red. Los arrendatarios deben limpiarla con la frecuencia definida y guardar los registros de mantenimiento.</p>',
            },
            {
              question: 'Separadores de agua y aceite',
              answerHtml:
                '<p>Las zonas de lavado y mantenimiento de vehículos y equipos, y las áreas de combustibles, drenan hacia separadores que retienen los hidrocarburos. Lo retenido se maneja como residuo peligroso (<a href="/eldorado-sostenible/servicios/matpel">MATPEL</a>).</p>',
            },
            {
              question: 'Monitoreo de vertimientos',
              answerHtml:
                '<p>La calidad del agua tratada se mide periódicamente con laboratorios acreditados ante el IDEAM, y los resultados se reportan a las autoridades ambientales.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Para locales y operadores',
          html: '<p>No vierta aceite de cocina, pinturas, solventes ni químicos por lavaplatos, sifones o sanitarios: dañan la planta y pueden generar sanciones. Entréguelos como residuos al centro de acopio del aeropuerto. Dudas: <a href="/eldorado-sostenible/contacto">contacto de El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    en: {
      title: 'Water treatment systems',
      description:
        'El Dorado’s wastewater treatment plant, pre-treatment in kitchens and on aprons, and quality control of the discharges.',
      blocks: [
        {
          type: 'richText',
          html: '<p>The water leaving the airport’s toilets, kitchens and workshops cannot go back into the environment as it is. El Dorado has a <strong>wastewater treatment plant</strong> and pre-treatment at the points where grease, oil or sediment are produced, so that the water delivered to the sewer or to water bodies meets the limits of Colombian Resolution 631 of 2015 and of the environmental licence.</p>',
        },
        {
          type: 'steps',
          title: 'How the plant works',
          items: [
            {
              title: 'Preliminary treatment',
              text: 'Screens and grit chambers remove coarse solids, sand and objects that should not reach the system.',
            },
            {
              title: 'Primary treatment',
              text: 'The water settles so that suspended solids sink and residual grease floats.',
            },
            {
              title: 'Biological treatment',
              text: 'Microorganisms break down the dissolved organic matter under controlled conditions.',
            },
            {
              title: 'Disinfection and sludge',
              text: 'The treated water is disinfected before it leaves; the sludge is dewatered and handed over to an authorised waste manager.',
            },
          ],
        },
        {
          type: 'accordion',
          title: 'Pre-treatment at source',
          items: [
            {
              question: 'Grease traps in restaurants',
              answerHtml:
                '<p>Every kitchen at the airport must have a grease trap that holds back oil and food scraps before they reach the network. Tenants must clean it as often as required and keep maintenance records.</p>',
            },
            {
              question: 'Oil-water separators',
              answerHtml:
                '<p>Vehicle and equipment washing and maintenance areas, and fuel areas, drain into separators that hold back hydrocarbons. What they retain is managed as hazardous waste (<a href="/eldorado-sostenible/servicios/matpel">MATPEL</a>).</p>',
            },
            {
              question: 'Discharge monitoring',
              answerHtml:
                '<p>The quality of the treated water is measured periodically by laboratories accredited by IDEAM, and the results are reported to the environmental authorities.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'For shops and operators',
          html: '<p>Do not pour cooking oil, paint, solvents or chemicals down sinks, drains or toilets: they damage the plant and may lead to penalties. Hand them in as waste at the airport’s collection centre. Questions: <a href="/eldorado-sostenible/contacto">El Dorado Sostenible contact form</a>.</p>',
        },
      ],
    },
    fr: {
      title: 'Systèmes de traitement de l’eau',
      description:
        'La station d’épuration d’El Dorado, les prétraitements dans les cuisines et sur les aires de trafic, et le contrôle de la qualité des rejets.',
      blocks: [
        {
          type: 'richText',
          html: '<p>L’eau qui sort des sanitaires, cuisines et ateliers de l’aéroport ne peut pas retourner telle quelle dans le milieu naturel. El Dorado dispose d’une <strong>station d’épuration des eaux usées</strong> et de prétraitements là où se forment graisses, huiles ou sédiments, afin que l’eau rejetée dans les égouts ou les cours d’eau respecte les limites de la résolution colombienne 631 de 2015 et du permis environnemental.</p>',
        },
        {
          type: 'steps',
          title: 'Le fonctionnement de la station',
          items: [
            {
              title: 'Prétraitement',
              text: 'Grilles et dessableurs retirent les gros déchets, le sable et les objets qui ne devraient pas atteindre le système.',
            },
            {
              title: 'Traitement primaire',
              text: 'L’eau décante : les matières en suspension se déposent et les graisses résiduelles remontent.',
            },
            {
              title: 'Traitement biologique',
              text: 'Des micro-organismes dégradent la matière organique dissoute dans des conditions contrôlées.',
            },
            {
              title: 'Désinfection et boues',
              text: 'L’eau traitée est désinfectée avant sa sortie ; les boues sont déshydratées et remises à un prestataire agréé.',
            },
          ],
        },
        {
          type: 'accordion',
          title: 'Prétraitements à la source',
          items: [
            {
              question: 'Bacs à graisse des restaurants',
              answerHtml:
                '<p>Chaque cuisine de l’aéroport doit avoir un bac à graisse qui retient huiles et restes alimentaires avant le réseau. Les locataires doivent le vider à la fréquence fixée et conserver les registres d’entretien.</p>',
            },
            {
              question: 'Séparateurs d’hydrocarbures',
              answerHtml:
                '<p>Les aires de lavage et d’entretien des véhicules et engins, ainsi que les zones de carburant, se déversent dans des séparateurs qui retiennent les hydrocarbures. Les résidus sont gérés comme déchets dangereux (<a href="/eldorado-sostenible/servicios/matpel">MATPEL</a>).</p>',
            },
            {
              question: 'Surveillance des rejets',
              answerHtml:
                '<p>La qualité de l’eau traitée est mesurée régulièrement par des laboratoires accrédités par l’IDEAM, et les résultats sont transmis aux autorités environnementales.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Pour les commerces et opérateurs',
          html: '<p>Ne versez ni huile de cuisson, ni peinture, ni solvants, ni produits chimiques dans les éviers, siphons ou toilettes : ils endommagent la station et peuvent entraîner des sanctions. Déposez-les comme déchets au centre de regroupement de l’aéroport. Questions : <a href="/eldorado-sostenible/contacto">contact d’El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    pt: {
      title: 'Sistemas de tratamento de água',
      description:
        'A estação de tratamento de esgoto do El Dorado, os pré-tratamentos em cozinhas e pátios e o controle de qualidade dos efluentes.',
      blocks: [
        {
          type: 'richText',
          html: '<p>A água que sai dos banheiros, cozinhas e oficinas do aeroporto não pode voltar ao ambiente do jeito que está. O El Dorado conta com uma <strong>estação de tratamento de esgoto (ETE)</strong> e com pré-tratamentos nos pontos onde se geram gorduras, óleos ou sedimentos, para que a água entregue à rede de esgoto ou aos corpos d’água cumpra os limites da Resolução colombiana 631 de 2015 e da licença ambiental.</p>',
        },
        {
          type: 'steps',
          title: 'Como a estação funciona',
          items: [
            {
              title: 'Tratamento preliminar',
              text: 'Grades e caixas de areia retiram sólidos grosseiros, areia e objetos que não deveriam chegar ao sistema.',
            },
            {
              title: 'Tratamento primário',
              text: 'A água repousa para que os sólidos em suspensão se depositem e as gorduras residuais flutuem.',
            },
            {
              title: 'Tratamento biológico',
              text: 'Microrganismos degradam a matéria orgânica dissolvida em condições controladas.',
            },
            {
              title: 'Desinfecção e lodo',
              text: 'A água tratada é desinfetada antes de sair; o lodo é desidratado e entregue a um gestor autorizado.',
            },
          ],
        },
        {
          type: 'accordion',
          title: 'Pré-tratamentos na origem',
          items: [
            {
              question: 'Caixas de gordura nos restaurantes',
              answerHtml:
                '<p>Cada cozinha do aeroporto deve ter uma caixa de gordura que retém óleos e restos de comida antes que cheguem à rede. Os locatários devem limpá-la na frequência definida e guardar os registros de manutenção.</p>',
            },
            {
              question: 'Separadores de água e óleo',
              answerHtml:
                '<p>As áreas de lavagem e manutenção de veículos e equipamentos, e as áreas de combustíveis, drenam para separadores que retêm os hidrocarbonetos. O material retido é tratado como resíduo perigoso (<a href="/eldorado-sostenible/servicios/matpel">MATPEL</a>).</p>',
            },
            {
              question: 'Monitoramento dos efluentes',
              answerHtml:
                '<p>A qualidade da água tratada é medida periodicamente por laboratórios acreditados pelo IDEAM, e os resultados são informados às autoridades ambientais.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Para lojas e operadores',
          html: '<p>Não despeje óleo de cozinha, tintas, solventes nem produtos químicos em pias, ralos ou vasos sanitários: eles danificam a estação e podem gerar multas. Entregue-os como resíduos no centro de triagem do aeroporto. Dúvidas: <a href="/eldorado-sostenible/contacto">contato do El Dorado Sostenible</a>.</p>',
        },
      ],
    },
  },
});
