import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/compensacion',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Compensación',
      description:
        'Cómo compensa El Dorado las emisiones que aún no puede evitar y los impactos sobre la vegetación: créditos de carbono certificados y compensaciones forestales.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Compensar es el último paso, no el primero. El aeropuerto aplica la <strong>jerarquía de la mitigación</strong>: evitar, reducir y, solo para lo que queda, compensar. La compensación nunca reemplaza los proyectos de <a href="/eldorado-sostenible/servicios/mitigacion">mitigación</a>; cubre las emisiones residuales mientras estos avanzan.</p>',
        },
        {
          type: 'steps',
          title: 'La jerarquía',
          items: [
            { title: 'Evitar', text: 'Diseñar obras y procesos que no generen la emisión o el impacto.' },
            { title: 'Reducir', text: 'Bajar consumos de energía y combustibles con eficiencia y energía limpia.' },
            {
              title: 'Compensar',
              text: 'Neutralizar las emisiones residuales con proyectos externos verificados que capturen o eviten una cantidad equivalente.',
            },
          ],
        },
        {
          type: 'accordion',
          title: 'Tipos de compensación',
          items: [
            {
              question: 'Créditos de carbono certificados',
              answerHtml:
                '<p>Para las emisiones residuales de los alcances 1 y 2, el aeropuerto puede adquirir créditos de carbono de proyectos verificados por estándares reconocidos, como la conservación de bosques o la restauración de ecosistemas, preferiblemente en Colombia. Los créditos se retiran a nombre del aeropuerto para que no se vuelvan a usar. Es un requisito de los niveles de neutralidad de la acreditación de carbono del ACI.</p>',
            },
            {
              question: 'Compensaciones forestales y del medio biótico',
              answerHtml:
                '<p>Cuando una obra exige retirar árboles o intervenir vegetación, la autoridad ambiental (la Secretaría Distrital de Ambiente en Bogotá o la ANLA según el caso) fija una compensación: siembra y mantenimiento de árboles, restauración de áreas o pagos a programas de arbolado. Vea <a href="/eldorado-sostenible/servicios/silvicultura">silvicultura</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Compense su propio vuelo',
          html: '<p>Varias aerolíneas permiten compensar las emisiones de un vuelo al comprar el tiquete o desde su sitio web. Pregunte a su aerolínea y elija programas con verificación independiente. Para preguntas sobre la compensación del aeropuerto, use el <a href="/eldorado-sostenible/contacto">contacto de El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    en: {
      title: 'Offsetting',
      description:
        'How El Dorado offsets the emissions it cannot yet avoid and its impacts on vegetation: certified carbon credits and forestry compensation.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Offsetting is the last step, not the first. The airport applies the <strong>mitigation hierarchy</strong>: avoid, reduce and, only for what remains, offset. Offsetting never replaces <a href="/eldorado-sostenible/servicios/mitigacion">mitigation</a> projects; it covers residual emissions while those projects move forward.</p>',
        },
        {
          type: 'steps',
          title: 'The hierarchy',
          items: [
            { title: 'Avoid', text: 'Design works and processes that do not cause the emission or impact.' },
            { title: 'Reduce', text: 'Lower energy and fuel use through efficiency and clean energy.' },
            {
              title: 'Offset',
              text: 'Neutralise residual emissions with verified external projects that capture or avoid an equivalent amount.',
            },
          ],
        },
        {
          type: 'accordion',
          title: 'Types of offsetting',
          items: [
            {
              question: 'Certified carbon credits',
              answerHtml:
                '<p>For residual scope 1 and 2 emissions, the airport can buy carbon credits from projects verified under recognised standards, such as forest conservation or ecosystem restoration, preferably in Colombia. The credits are retired in the airport’s name so they cannot be used again. This is a requirement of the neutrality levels of ACI carbon accreditation.</p>',
            },
            {
              question: 'Forestry and biodiversity compensation',
              answerHtml:
                '<p>When a building project requires removing trees or affecting vegetation, the environmental authority (Bogota’s Environment Department or ANLA, depending on the case) sets a compensation: planting and maintaining trees, restoring areas or contributing to tree programmes. See <a href="/eldorado-sostenible/servicios/silvicultura">urban forestry</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Offset your own flight',
          html: '<p>Several airlines let you offset a flight’s emissions when you buy your ticket or on their website. Ask your airline and choose programmes with independent verification. For questions about the airport’s offsetting, use the <a href="/eldorado-sostenible/contacto">El Dorado Sostenible contact form</a>.</p>',
        },
      ],
    },
    fr: {
      title: 'Compensation',
      description:
        'Comment El Dorado compense les émissions qu’il ne peut pas encore éviter et ses impacts sur la végétation : crédits carbone certifiés et compensations forestières.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Compenser est la dernière étape, pas la première. L’aéroport applique la séquence <strong>éviter, réduire, compenser</strong> : on ne compense que ce qui reste. La compensation ne remplace jamais les projets d’<a href="/eldorado-sostenible/servicios/mitigacion">atténuation</a> ; elle couvre les émissions résiduelles pendant que ces projets avancent.</p>',
        },
        {
          type: 'steps',
          title: 'La séquence',
          items: [
            {
              title: 'Éviter',
              text: 'Concevoir des ouvrages et des procédés qui ne génèrent pas l’émission ou l’impact.',
            },
            {
              title: 'Réduire',
              text: 'Diminuer la consommation d’énergie et de carburant grâce à l’efficacité et à une énergie propre.',
            },
            {
              title: 'Compenser',
              text: 'Neutraliser les émissions résiduelles par des projets externes vérifiés qui captent ou évitent une quantité équivalente.',
            },
          ],
        },
        {
          type: 'accordion',
          title: 'Types de compensation',
          items: [
            {
              question: 'Crédits carbone certifiés',
              answerHtml:
                '<p>Pour les émissions résiduelles des scopes 1 et 2, l’aéroport peut acheter des crédits carbone issus de projets vérifiés selon des standards reconnus, comme la conservation des forêts ou la restauration d’écosystèmes, de préférence en Colombie. Les crédits sont annulés au nom de l’aéroport pour ne pas être réutilisés. C’est une exigence des niveaux de neutralité de l’accréditation carbone de l’ACI.</p>',
            },
            {
              question: 'Compensations forestières et écologiques',
              answerHtml:
                '<p>Lorsqu’un chantier impose d’abattre des arbres ou de toucher à la végétation, l’autorité environnementale (le secrétariat à l’Environnement de Bogota ou l’ANLA selon le cas) fixe une compensation : plantation et entretien d’arbres, restauration de zones ou contribution à des programmes de plantation. Voir <a href="/eldorado-sostenible/servicios/silvicultura">sylviculture</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Compensez votre propre vol',
          html: '<p>Plusieurs compagnies aériennes permettent de compenser les émissions d’un vol à l’achat du billet ou sur leur site. Renseignez-vous auprès de votre compagnie et choisissez des programmes vérifiés de façon indépendante. Pour toute question sur la compensation de l’aéroport, utilisez le <a href="/eldorado-sostenible/contacto">contact d’El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    pt: {
      title: 'Compensação',
      description:
        'Como o El Dorado compensa as emissões que ainda não pode evitar e os impactos sobre a vegetação: créditos de carbono certificados e compensações florestais.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Compensar é o último passo, não o primeiro. O aeroporto aplica a <strong>hierarquia da mitigação</strong>: evitar, reduzir e, apenas para o que sobra, compensar. A compensação nunca substitui os projetos de <a href="/eldorado-sostenible/servicios/mitigacion">mitigação</a>; ela cobre as emissões residuais enquanto esses projetos avançam.</p>',
        },
        {
          type: 'steps',
          title: 'A hierarquia',
          items: [
            { title: 'Evitar', text: 'Projetar obras e processos que não gerem a emissão ou o impacto.' },
            { title: 'Reduzir', text: 'Diminuir o consumo de energia e combustíveis com eficiência e energia limpa.' },
            {
              title: 'Compensar',
              text: 'Neutralizar as emissões residuais com projetos externos verificados que capturem ou evitem uma quantidade equivalente.',
            },
          ],
        },
        {
          type: 'accordion',
          title: 'Tipos de compensação',
          items: [
            {
              question: 'Créditos de carbono certificados',
              answerHtml:
                '<p>Para as emissões residuais dos escopos 1 e 2, o aeroporto pode adquirir créditos de carbono de projetos verificados por padrões reconhecidos, como conservação de florestas ou restauração de ecossistemas, de preferência na Colômbia. Os créditos são aposentados em nome do aeroporto para não serem usados novamente. É um requisito dos níveis de neutralidade da acreditação de carbono do ACI.</p>',
            },
            {
              question: 'Compensações florestais e do meio biótico',
              answerHtml:
                '<p>Quando uma obra exige a retirada de árvores ou intervenção na vegetação, a autoridade ambiental (a Secretaria Distrital de Meio Ambiente de Bogotá ou a ANLA, conforme o caso) define uma compensação: plantio e manutenção de árvores, restauração de áreas ou contribuição para programas de arborização. Veja <a href="/eldorado-sostenible/servicios/silvicultura">silvicultura</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Compense o seu próprio voo',
          html: '<p>Várias companhias aéreas permitem compensar as emissões de um voo na compra da passagem ou no site delas. Pergunte à sua companhia e escolha programas com verificação independente. Para dúvidas sobre a compensação do aeroporto, use o <a href="/eldorado-sostenible/contacto">contato do El Dorado Sostenible</a>.</p>',
        },
      ],
    },
  },
});
