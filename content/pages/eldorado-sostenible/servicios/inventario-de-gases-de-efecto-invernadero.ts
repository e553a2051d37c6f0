import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Inventario de gases de efecto invernadero',
      description:
        'Cómo mide El Dorado su huella de carbono: estándares, fuentes de emisión incluidas en los alcances 1, 2 y 3, y verificación independiente.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El inventario de gases de efecto invernadero (GEI) es la base de la estrategia climática: sin medir no se puede reducir. Cada año el aeropuerto cuantifica sus emisiones de dióxido de carbono y de otros gases (metano, óxido nitroso y refrigerantes), expresadas en toneladas de CO<sub>2</sub> equivalente, siguiendo el <strong>GHG Protocol</strong> y la norma <strong>ISO 14064-1</strong>. Un organismo independiente verifica el inventario, como exige la acreditación de carbono del ACI.</p>',
        },
        {
          type: 'table',
          caption: 'Qué incluye cada alcance',
          columns: ['Alcance', 'Qué cubre', 'Ejemplos en El Dorado'],
          rows: [
            [
              'Alcance 1',
              'Emisiones directas de fuentes que el operador controla',
              'Combustible de plantas eléctricas de respaldo, vehículos y equipos propios, prácticas de extinción de incendios, fugas de gases refrigerantes del aire acondicionado',
            ],
            [
              'Alcance 2',
              'Emisiones indirectas por la energía comprada',
              'Electricidad que consumen terminales, iluminación de pistas y plataformas, bandas de equipaje y sistemas de climatización',
            ],
            [
              'Alcance 3',
              'Otras emisiones indirectas de la actividad aeroportuaria',
              'Ciclo de aterrizaje y despegue de los aviones, motores auxiliares en tierra, equipos de los operadores de tierra, transporte de pasajeros y empleados al aeropuerto, residuos, viajes de negocio',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Cómo se construye el inventario',
          items: [
            {
              title: 'Recolección de datos',
              text: 'Facturas de energía y combustible, registros de recargas de refrigerantes, movimientos de aeronaves y datos que entregan aerolíneas, operadores y arrendatarios.',
            },
            {
              title: 'Cálculo',
              text: 'Los datos se multiplican por factores de emisión oficiales, como los del sistema eléctrico colombiano.',
            },
            {
              title: 'Verificación',
              text: 'Un tercero independiente revisa los datos, los cálculos y la incertidumbre.',
            },
            {
              title: 'Uso de los resultados',
              text: 'Las fuentes más grandes orientan los proyectos de mitigación y las metas del año siguiente.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Con el inventario se definen las acciones de <a href="/eldorado-sostenible/servicios/mitigacion">mitigación</a> y <a href="/eldorado-sostenible/servicios/compensacion">compensación</a>. Si su empresa opera en el aeropuerto y debe reportar datos, o si busca los resultados publicados, escriba al <a href="/eldorado-sostenible/contacto">contacto de El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    en: {
      title: 'Greenhouse gas inventory',
      description:
        'How El Dorado measures its carbon footprint: standards, emission sources included in scopes 1, 2 and 3, and independent verification.',
      blocks: [
        {
          type: 'richText',
          html: '<p>The greenhouse gas (GHG) inventory is the basis of the climate strategy: what is not measured cannot be reduced. Every year the airport quantifies its emissions of carbon dioxide and other gases (methane, nitrous oxide and refrigerants), expressed in tonnes of CO<sub>2</sub> equivalent, following the <strong>GHG Protocol</strong> and the <strong>ISO 14064-1</strong> standard. An independent body verifies the inventory, as ACI carbon accreditation requires.</p>',
        },
        {
          type: 'table',
          caption: 'What each scope includes',
          columns: ['Scope', 'What it covers', 'Examples at El Dorado'],
          rows: [
            [
              'Scope 1',
              'Direct emissions from sources the operator controls',
              'Fuel for backup generators, the operator’s own vehicles and equipment, firefighting training, refrigerant gas leaks from air conditioning',
            ],
            [
              'Scope 2',
              'Indirect emissions from purchased energy',
              'Electricity used by the terminals, runway and apron lighting, baggage belts and air conditioning systems',
            ],
            [
              'Scope 3',
              'Other indirect emissions from airport activity',
              'Aircraft landing and take-off cycle, auxiliary engines on the ground, ground handlers’ equipment, passenger and employee travel to the airport, waste, business travel',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'How the inventory is built',
          items: [
            {
              title: 'Data collection',
              text: 'Energy and fuel bills, refrigerant top-up records, aircraft movements and data provided by airlines, operators and tenants.',
            },
            {
              title: 'Calculation',
              text: 'The data are multiplied by official emission factors, such as those of the Colombian power grid.',
            },
            {
              title: 'Verification',
              text: 'An independent third party reviews the data, the calculations and the uncertainty.',
            },
            {
              title: 'Using the results',
              text: 'The largest sources guide the mitigation projects and the following year’s targets.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>The inventory shapes the <a href="/eldorado-sostenible/servicios/mitigacion">mitigation</a> and <a href="/eldorado-sostenible/servicios/compensacion">offsetting</a> actions. If your company operates at the airport and must report data, or if you are looking for the published results, write to the <a href="/eldorado-sostenible/contacto">El Dorado Sostenible contact form</a>.</p>',
        },
      ],
    },
    fr: {
      title: 'Inventaire des gaz à effet de serre',
      description:
        'Comment El Dorado mesure son empreinte carbone : normes, sources d’émission incluses dans les scopes 1, 2 et 3, et vérification indépendante.',
      blocks: [
        {
          type: 'richText',
          html: '<p>L’inventaire des gaz à effet de serre (GES) est la base de la stratégie climat : on ne réduit que ce que l’on mesure. Chaque année, l’aéroport quantifie ses émissions de dioxyde de carbone et d’autres gaz (méthane, protoxyde d’azote et fluides frigorigènes), exprimées en tonnes d’équivalent CO<sub>2</sub>, selon le <strong>GHG Protocol</strong> et la norme <strong>ISO 14064-1</strong>. Un organisme indépendant vérifie l’inventaire, comme l’exige l’accréditation carbone de l’ACI.</p>',
        },
        {
          type: 'table',
          caption: 'Ce que couvre chaque scope',
          columns: ['Scope', 'Périmètre', 'Exemples à El Dorado'],
          rows: [
            [
              'Scope 1',
              'Émissions directes des sources contrôlées par l’exploitant',
              'Carburant des groupes électrogènes de secours, véhicules et engins de l’exploitant, exercices de lutte contre l’incendie, fuites de fluides frigorigènes de la climatisation',
            ],
            [
              'Scope 2',
              'Émissions indirectes liées à l’énergie achetée',
              'Électricité consommée par les terminaux, le balisage des pistes et des aires de trafic, les tapis à bagages et la climatisation',
            ],
            [
              'Scope 3',
              'Autres émissions indirectes de l’activité aéroportuaire',
              'Cycle d’atterrissage et de décollage des avions, moteurs auxiliaires au sol, engins des prestataires d’escale, trajets des passagers et des employés vers l’aéroport, déchets, déplacements professionnels',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Comment l’inventaire est établi',
          items: [
            {
              title: 'Collecte des données',
              text: 'Factures d’énergie et de carburant, registres de recharge de fluides frigorigènes, mouvements d’avions et données fournies par les compagnies, les opérateurs et les locataires.',
            },
            {
              title: 'Calcul',
              text: 'Les données sont multipliées par des facteurs d’émission officiels, comme ceux du réseau électrique colombien.',
            },
            {
              title: 'Vérification',
              text: 'Un tiers indépendant contrôle les données, les calculs et l’incertitude.',
            },
            {
              title: 'Exploitation des résultats',
              text: 'Les sources les plus importantes orientent les projets d’atténuation et les objectifs de l’année suivante.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>L’inventaire détermine les actions d’<a href="/eldorado-sostenible/servicios/mitigacion">atténuation</a> et de <a href="/eldorado-sostenible/servicios/compensacion">compensation</a>. Si votre entreprise opère à l’aéroport et doit transmettre des données, ou si vous cherchez les résultats publiés, écrivez au <a href="/eldorado-sostenible/contacto">contact d’El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    pt: {
      title: 'Inventário de gases de efeito estufa',
      description:
        'Como o El Dorado mede sua pegada de carbono: normas, fontes de emissão incluídas nos escopos 1, 2 e 3, e verificação independente.',
      blocks: [
        {
          type: 'richText',
          html: '<p>O inventário de gases de efeito estufa (GEE) é a base da estratégia climática: o que não se mede não se reduz. A cada ano o aeroporto quantifica suas emissões de dióxido de carbono e de outros gases (metano, óxido nitroso e fluidos refrigerantes), expressas em toneladas de CO<sub>2</sub> equivalente, seguindo o <strong>GHG Protocol</strong> e a norma <strong>ISO 14064-1</strong>. Um organismo independente verifica o inventário, como exige a acreditação de carbono do ACI.</p>',
        },
        {
          type: 'table',
          caption: 'O que inclui cada escopo',
          columns: ['Escopo', 'O que abrange', 'Exemplos no El Dorado'],
          rows: [
            [
              'Escopo 1',
              'Emissões diretas de fontes controladas pelo operador',
              'Combustível dos geradores de reserva, veículos e equipamentos próprios, treinamentos de combate a incêndio, vazamentos de gases refrigerantes do ar-condicionado',
            ],
            [
              'Escopo 2',
              'Emissões indiretas da energia comprada',
              'Eletricidade consumida pelos terminais, iluminação de pistas e pátios, esteiras de bagagem e sistemas de climatização',
            ],
            [
              'Escopo 3',
              'Outras emissões indiretas da atividade aeroportuária',
              'Ciclo de pouso e decolagem das aeronaves, motores auxiliares em solo, equipamentos das empresas de serviços em solo, deslocamento de passageiros e funcionários até o aeroporto, resíduos, viagens a trabalho',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Como o inventário é feito',
          items: [
            {
              title: 'Coleta de dados',
              text: 'Contas de energia e combustível, registros de recarga de refrigerantes, movimentos de aeronaves e dados fornecidos por companhias aéreas, operadores e locatários.',
            },
            {
              title: 'Cálculo',
              text: 'Os dados são multiplicados por fatores de emissão oficiais, como os do sistema elétrico colombiano.',
            },
            {
              title: 'Verificação',
              text: 'Um terceiro independente revisa os dados, os cálculos e a incerteza.',
            },
            {
              title: 'Uso dos resultados',
              text: 'As maiores fontes orientam os projetos de mitigação e as metas do ano seguinte.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>O inventário define as ações de <a href="/eldorado-sostenible/servicios/mitigacion">mitigação</a> e de <a href="/eldorado-sostenible/servicios/compensacion">compensação</a>. Se sua empresa opera no aeroporto e precisa informar dados, ou se procura os resultados publicados, escreva pelo <a href="/eldorado-sostenible/contacto">contato do El Dorado Sostenible</a>.</p>',
        },
      ],
    },
  },
});
