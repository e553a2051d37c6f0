import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/matpel',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'MATPEL: materiales peligrosos',
      description:
        'Cómo se manejan combustibles, químicos y residuos peligrosos en El Dorado, y qué artículos peligrosos no puede llevar en su equipaje.',
      blocks: [
        {
          type: 'richText',
          html: '<p><strong>MATPEL</strong> es la abreviatura de materiales peligrosos: sustancias que pueden causar incendios, explosiones, intoxicaciones o contaminación si se manejan mal. En un aeropuerto están en el combustible de aviación, los aceites y químicos de mantenimiento, las baterías, los productos de limpieza y parte de la carga aérea. El programa MATPEL de El Dorado busca que se almacenen, transporten y desechen sin riesgo para las personas ni para el ambiente.</p>',
        },
        {
          type: 'accordion',
          title: 'Qué incluye el programa',
          items: [
            {
              question: 'Almacenamiento seguro',
              answerHtml:
                '<p>Áreas señalizadas y ventiladas, contención secundaria (diques o bandejas) para derrames, separación de sustancias incompatibles y hojas de seguridad disponibles en el sitio de uso.</p>',
            },
            {
              question: 'Atención de derrames',
              answerHtml:
                '<p>Kits antiderrames en plataformas, talleres y centros de acopio, personal entrenado y coordinación con el servicio de salvamento y extinción de incendios del aeropuerto. Vea también <a href="/eldorado-sostenible/servicios/suelo">suelo</a>.</p>',
            },
            {
              question: 'Residuos peligrosos (RESPEL)',
              answerHtml:
                '<p>Trapos y filtros con aceite, luminarias, baterías, pilas, envases de químicos y residuos de riesgo biológico se separan, se rotulan y se entregan a gestores con licencia ambiental, que certifican su tratamiento o disposición final, como exige la normativa ambiental colombiana.</p>',
            },
            {
              question: 'Mercancías peligrosas en carga',
              answerHtml:
                '<p>El transporte aéreo de mercancías peligrosas se rige por los Reglamentos Aeronáuticos de Colombia de la Aerocivil, alineados con las instrucciones técnicas de la OACI. Solo las aceptan aerolíneas y agentes habilitados, con embalaje, marcas y documentos específicos. Más en <a href="/carga">carga</a>.</p>',
            },
          ],
        },
        {
          type: 'table',
          caption: 'Artículos peligrosos en su equipaje (orientación general)',
          columns: ['Artículo', 'Equipaje de mano', 'Equipaje facturado'],
          rows: [
            ['Baterías de litio de repuesto y power banks', 'Sí, con límites de capacidad y protegidas', 'No'],
            ['Celulares, portátiles y cámaras', 'Sí', 'Consulte a su aerolínea; deben ir apagados'],
            ['Encendedor o fósforos (uno por persona)', 'Consulte a su aerolínea', 'No'],
            ['Gasolina, solventes, pinturas, cilindros de gas, fuegos artificiales', 'No', 'No'],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          html: '<p>Las reglas exactas dependen de la aerolínea y del destino: confírmelas antes de viajar y revise las <a href="/servicios/instrucciones-equipaje">instrucciones de equipaje</a>. Los artículos prohibidos que se detectan en el control de seguridad se retiran y no se devuelven. Si ve un derrame o un olor a combustible en el aeropuerto, aléjese y avise al personal.</p>',
        },
      ],
    },
    en: {
      title: 'MATPEL: hazardous materials',
      description:
        'How fuels, chemicals and hazardous waste are handled at El Dorado, and which dangerous items you may not carry in your baggage.',
      blocks: [
        {
          type: 'richText',
          html: '<p><strong>MATPEL</strong> is the Spanish abbreviation for hazardous materials: substances that can cause fires, explosions, poisoning or pollution if mishandled. At an airport they are found in jet fuel, maintenance oils and chemicals, batteries, cleaning products and part of the air cargo. El Dorado’s MATPEL programme makes sure they are stored, transported and disposed of without risk to people or the environment.</p>',
        },
        {
          type: 'accordion',
          title: 'What the programme covers',
          items: [
            {
              question: 'Safe storage',
              answerHtml:
                '<p>Signposted, ventilated areas, secondary containment (bunds or trays) for spills, separation of incompatible substances and safety data sheets available where the products are used.</p>',
            },
            {
              question: 'Spill response',
              answerHtml:
                '<p>Spill kits on aprons, in workshops and at collection centres, trained staff and coordination with the airport rescue and firefighting service. See also <a href="/eldorado-sostenible/servicios/suelo">soil</a>.</p>',
            },
            {
              question: 'Hazardous waste (RESPEL)',
              answerHtml:
                '<p>Oily rags and filters, lamps, batteries, chemical containers and biological-risk waste are separated, labelled and handed over to waste managers holding an environmental licence, who certify their treatment or final disposal, as Colombian environmental regulations require.</p>',
            },
            {
              question: 'Dangerous goods in cargo',
              answerHtml:
                '<p>Air transport of dangerous goods is governed by Aerocivil’s Colombian Aeronautical Regulations, aligned with the ICAO Technical Instructions. Only authorised airlines and agents accept them, with specific packaging, markings and documents. More under <a href="/carga">cargo</a>.</p>',
            },
          ],
        },
        {
          type: 'table',
          caption: 'Dangerous items in your baggage (general guidance)',
          columns: ['Item', 'Carry-on baggage', 'Checked baggage'],
          rows: [
            ['Spare lithium batteries and power banks', 'Yes, within capacity limits and protected', 'No'],
            ['Mobile phones, laptops and cameras', 'Yes', 'Ask your airline; they must be switched off'],
            ['Lighter or matches (one per person)', 'Ask your airline', 'No'],
            ['Petrol, solvents, paints, gas cylinders, fireworks', 'No', 'No'],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          html: '<p>The exact rules depend on the airline and destination: confirm them before you travel and check the <a href="/servicios/instrucciones-equipaje">baggage instructions</a>. Prohibited items found at the security check are removed and not returned. If you see a spill or smell fuel at the airport, move away and tell staff.</p>',
        },
      ],
    },
    fr: {
      title: 'MATPEL : matières dangereuses',
      description:
        'Comment carburants, produits chimiques et déchets dangereux sont gérés à El Dorado, et quels articles dangereux sont interdits dans vos bagages.',
      blocks: [
        {
          type: 'richText',
          html: '<p><strong>MATPEL</strong> est l’abréviation espagnole de matières dangereuses : des substances qui peuvent provoquer incendies, explosions, intoxications ou pollution si elles sont mal manipulées. À l’aéroport, on les trouve dans le carburant aviation, les huiles et produits de maintenance, les batteries, les produits d’entretien et une partie du fret. Le programme MATPEL d’El Dorado veille à ce qu’elles soient stockées, transportées et éliminées sans risque pour les personnes ni pour l’environnement.</p>',
        },
        {
          type: 'accordion',
          title: 'Ce que couvre le programme',
          items: [
            {
              question: 'Stockage sûr',
              answerHtml:
                '<p>Zones signalées et ventilées, rétention secondaire (bacs ou cuvettes) contre les déversements, séparation des produits incompatibles et fiches de données de sécurité disponibles sur le lieu d’utilisation.</p>',
            },
            {
              question: 'Intervention en cas de déversement',
              answerHtml:
                '<p>Kits antipollution sur les aires de trafic, dans les ateliers et les centres de regroupement, personnel formé et coordination avec le service de sauvetage et de lutte contre l’incendie de l’aéroport. Voir aussi <a href="/eldorado-sostenible/servicios/suelo">sols</a>.</p>',
            },
            {
              question: 'Déchets dangereux (RESPEL)',
              answerHtml:
                '<p>Chiffons et filtres huileux, lampes, batteries, piles, emballages de produits chimiques et déchets à risque biologique sont séparés, étiquetés et remis à des prestataires titulaires d’un permis environnemental, qui certifient leur traitement ou leur élimination, comme l’exige la réglementation environnementale colombienne.</p>',
            },
            {
              question: 'Marchandises dangereuses dans le fret',
              answerHtml:
                '<p>Le transport aérien de marchandises dangereuses est régi par les règlements aéronautiques colombiens de l’Aerocivil, alignés sur les instructions techniques de l’OACI. Seuls les compagnies et agents habilités les acceptent, avec un emballage, un marquage et des documents spécifiques. Plus d’informations sur la page <a href="/carga">fret</a>.</p>',
            },
          ],
        },
        {
          type: 'table',
          caption: 'Articles dangereux dans vos bagages (indications générales)',
          columns: ['Article', 'Bagage à main', 'Bagage en soute'],
          rows: [
            [
              'Batteries au lithium de rechange et batteries externes',
              'Oui, dans les limites de capacité et protégées',
              'Non',
            ],
            [
              'Téléphones, ordinateurs portables et appareils photo',
              'Oui',
              'Renseignez-vous auprès de la compagnie ; ils doivent être éteints',
            ],
            ['Briquet ou allumettes (un par personne)', 'Renseignez-vous auprès de la compagnie', 'Non'],
            ['Essence, solvants, peintures, bouteilles de gaz, feux d’artifice', 'Non', 'Non'],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          html: '<p>Les règles exactes dépendent de la compagnie et de la destination : vérifiez-les avant de partir et consultez les <a href="/servicios/instrucciones-equipaje">consignes bagages</a>. Les articles interdits détectés au contrôle de sûreté sont retirés et ne sont pas rendus. Si vous voyez un déversement ou sentez une odeur de carburant à l’aéroport, éloignez-vous et prévenez le personnel.</p>',
        },
      ],
    },
    pt: {
      title: 'MATPEL: materiais perigosos',
      description:
        'Como combustíveis, produtos químicos e resíduos perigosos são gerenciados no El Dorado, e quais itens perigosos não podem ir na sua bagagem.',
      blocks: [
        {
          type: 'richText',
          html: '<p><strong>MATPEL</strong> é a abreviação em espanhol de materiais perigosos: substâncias que podem causar incêndios, explosões, intoxicações ou poluição se forem mal manuseadas. No aeroporto, estão no combustível de aviação, nos óleos e produtos químicos de manutenção, nas baterias, nos produtos de limpeza e em parte da carga aérea. O programa MATPEL do El Dorado garante que sejam armazenados, transportados e descartados sem risco para as pessoas e o meio ambiente.</p>',
        },
        {
          type: 'accordion',
          title: 'O que o programa inclui',
          items: [
            {
              question: 'Armazenamento seguro',
              answerHtml:
                '<p>Áreas sinalizadas e ventiladas, contenção secundária (diques ou bandejas) para derramamentos, separação de substâncias incompatíveis e fichas de segurança disponíveis no local de uso.</p>',
            },
            {
              question: 'Atendimento a derramamentos',
              answerHtml:
                '<p>Kits de contenção nos pátios, oficinas e centros de triagem, equipe treinada e coordenação com o serviço de salvamento e combate a incêndio do aeroporto. Veja também <a href="/eldorado-sostenible/servicios/suelo">solo</a>.</p>',
            },
            {
              question: 'Resíduos perigosos (RESPEL)',
              answerHtml:
                '<p>Panos e filtros com óleo, lâmpadas, baterias, pilhas, embalagens de produtos químicos e resíduos de risco biológico são separados, rotulados e entregues a gestores com licença ambiental, que certificam o tratamento ou a destinação final, como exige a legislação ambiental colombiana.</p>',
            },
            {
              question: 'Artigos perigosos na carga',
              answerHtml:
                '<p>O transporte aéreo de artigos perigosos é regido pelos Regulamentos Aeronáuticos da Colômbia, da Aerocivil, alinhados às instruções técnicas da OACI. Só companhias e agentes habilitados os aceitam, com embalagem, marcação e documentos específicos. Mais em <a href="/carga">carga</a>.</p>',
            },
          ],
        },
        {
          type: 'table',
          caption: 'Itens perigosos na sua bagagem (orientação geral)',
          columns: ['Item', 'Bagagem de mão', 'Bagagem despachada'],
          rows: [
            ['Baterias de lítio avulsas e power banks', 'Sim, dentro dos limites de capacidade e protegidas', 'Não'],
            ['Celulares, notebooks e câmeras', 'Sim', 'Consulte a companhia aérea; devem estar desligados'],
            ['Isqueiro ou fósforos (um por pessoa)', 'Consulte a companhia aérea', 'Não'],
            ['Gasolina, solventes, tintas, cilindros de gás, fogos de artifício', 'Não', 'Não'],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          html: '<p>As regras exatas dependem da companhia aérea e do destino: confirme antes de viajar e veja as <a href="/servicios/instrucciones-equipaje">instruções de bagagem</a>. Itens proibidos encontrados na inspeção de segurança são retirados e não devolvidos. Se vir um derramamento ou sentir cheiro de combustível no aeroporto, afaste-se e avise a equipe.</p>',
        },
      ],
    },
  },
});
