import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/mitigacion',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Mitigación',
      description:
        'Las medidas con las que El Dorado reduce sus emisiones de gases de efecto invernadero: eficiencia energética, energía renovable, movilidad eléctrica y operación en tierra.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Mitigar es reducir las emisiones en su origen. El <a href="/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero">inventario de gases de efecto invernadero</a> muestra dónde se concentran y el aeropuerto prioriza las medidas con mayor efecto: primero consumir menos energía, después usar energía más limpia y, por último, trabajar con aerolíneas y operadores para reducir las emisiones que no controla directamente.</p>',
        },
        {
          type: 'accordion',
          title: 'Principales medidas',
          items: [
            {
              question: 'Eficiencia energética en las terminales',
              answerHtml:
                '<p>Iluminación LED, sensores de presencia en áreas de poco tránsito, control centralizado de climatización y ventilación, y mantenimiento preventivo de equipos de alto consumo como bandas de equipaje, escaleras y ascensores.</p>',
            },
            {
              question: 'Energía renovable',
              answerHtml:
                '<p>Generación solar en cubiertas donde es viable y abastecimiento de electricidad de fuentes renovables. La matriz eléctrica colombiana tiene una alta participación hidroeléctrica, lo que ya reduce las emisiones del alcance 2.</p>',
            },
            {
              question: 'Movilidad eléctrica y de bajas emisiones',
              answerHtml:
                '<p>Sustitución gradual de vehículos y equipos de combustión por eléctricos en la flota propia, e incentivo a los operadores de tierra para hacer lo mismo con tractores, cintas y buses de plataforma.</p>',
            },
            {
              question: 'Menos motores auxiliares encendidos en tierra',
              answerHtml:
                '<p>En las posiciones de contacto con puente de abordaje, los aviones pueden conectarse a energía eléctrica en tierra y, donde está disponible, a aire preacondicionado, en lugar de mantener encendida su unidad de potencia auxiliar (APU), que quema combustible.</p>',
            },
            {
              question: 'Acceso al aeropuerto',
              answerHtml:
                '<p>Promoción del transporte público y del carro compartido entre pasajeros y empleados. Consulte las rutas en <a href="/transporte/como-llegar-al-aeropuerto">cómo llegar al aeropuerto</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Para aerolíneas, operadores y arrendatarios',
          html: '<p>Las emisiones del alcance 3 dependen de toda la comunidad aeroportuaria. Si su empresa quiere sumarse con datos, proyectos o metas propias, escriba al <a href="/eldorado-sostenible/contacto">contacto de El Dorado Sostenible</a>.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Adaptación',
              text: 'Cómo se prepara el aeropuerto para los efectos del cambio climático.',
              href: '/eldorado-sostenible/servicios/adaptacion',
            },
            {
              title: 'Compensación',
              text: 'Qué se hace con las emisiones que todavía no se pueden evitar.',
              href: '/eldorado-sostenible/servicios/compensacion',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Mitigation',
      description:
        'The measures El Dorado takes to reduce its greenhouse gas emissions: energy efficiency, renewable energy, electric mobility and ground operations.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Mitigation means reducing emissions at their source. The <a href="/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero">greenhouse gas inventory</a> shows where they are concentrated, and the airport prioritises the measures with the greatest effect: first use less energy, then use cleaner energy and, finally, work with airlines and operators to reduce the emissions it does not control directly.</p>',
        },
        {
          type: 'accordion',
          title: 'Main measures',
          items: [
            {
              question: 'Energy efficiency in the terminals',
              answerHtml:
                '<p>LED lighting, presence sensors in low-traffic areas, centralised control of air conditioning and ventilation, and preventive maintenance of high-consumption equipment such as baggage belts, escalators and lifts.</p>',
            },
            {
              question: 'Renewable energy',
              answerHtml:
                '<p>Solar generation on roofs where feasible and electricity supply from renewable sources. Colombia’s power grid relies heavily on hydropower, which already lowers scope 2 emissions.</p>',
            },
            {
              question: 'Electric and low-emission mobility',
              answerHtml:
                '<p>Gradual replacement of combustion vehicles and equipment with electric ones in the operator’s own fleet, and incentives for ground handlers to do the same with tugs, belt loaders and apron buses.</p>',
            },
            {
              question: 'Fewer auxiliary engines running on the ground',
              answerHtml:
                '<p>At contact stands with jet bridges, aircraft can plug into ground electrical power and, where available, pre-conditioned air, instead of keeping their fuel-burning auxiliary power unit (APU) running.</p>',
            },
            {
              question: 'Getting to the airport',
              answerHtml:
                '<p>Promoting public transport and car sharing among passengers and employees. See the routes in <a href="/transporte/como-llegar-al-aeropuerto">how to get to the airport</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'For airlines, operators and tenants',
          html: '<p>Scope 3 emissions depend on the whole airport community. If your company wants to contribute data, projects or its own targets, write to the <a href="/eldorado-sostenible/contacto">El Dorado Sostenible contact form</a>.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Adaptation',
              text: 'How the airport is preparing for the effects of climate change.',
              href: '/eldorado-sostenible/servicios/adaptacion',
            },
            {
              title: 'Offsetting',
              text: 'What is done about the emissions that cannot yet be avoided.',
              href: '/eldorado-sostenible/servicios/compensacion',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Atténuation',
      description:
        'Les mesures par lesquelles El Dorado réduit ses émissions de gaz à effet de serre : efficacité énergétique, énergies renouvelables, mobilité électrique et opérations au sol.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Atténuer, c’est réduire les émissions à la source. L’<a href="/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero">inventaire des gaz à effet de serre</a> montre où elles se concentrent, et l’aéroport donne la priorité aux mesures les plus efficaces : d’abord consommer moins d’énergie, ensuite utiliser une énergie plus propre et enfin travailler avec les compagnies et les opérateurs pour réduire les émissions qu’il ne contrôle pas directement.</p>',
        },
        {
          type: 'accordion',
          title: 'Principales mesures',
          items: [
            {
              question: 'Efficacité énergétique des terminaux',
              answerHtml:
                '<p>Éclairage LED, détecteurs de présence dans les zones peu fréquentées, gestion centralisée de la climatisation et de la ventilation, et maintenance préventive des équipements énergivores comme les tapis à bagages, escaliers mécaniques et ascenseurs.</p>',
            },
            {
              question: 'Énergies renouvelables',
              answerHtml:
                '<p>Production solaire en toiture lorsque c’est possible et approvisionnement en électricité d’origine renouvelable. Le réseau électrique colombien repose largement sur l’hydroélectricité, ce qui réduit déjà les émissions du scope 2.</p>',
            },
            {
              question: 'Mobilité électrique et à faibles émissions',
              answerHtml:
                '<p>Remplacement progressif des véhicules et engins thermiques par des modèles électriques dans la flotte de l’exploitant, et incitation des prestataires d’escale à faire de même avec leurs tracteurs, tapis convoyeurs et bus de piste.</p>',
            },
            {
              question: 'Moins de moteurs auxiliaires allumés au sol',
              answerHtml:
                '<p>Aux postes au contact équipés de passerelles, les avions peuvent se brancher sur l’alimentation électrique au sol et, lorsqu’il est disponible, sur l’air préconditionné, au lieu de laisser tourner leur groupe auxiliaire de puissance (APU), qui consomme du carburant.</p>',
            },
            {
              question: 'Accès à l’aéroport',
              answerHtml:
                '<p>Promotion des transports en commun et du covoiturage auprès des passagers et des employés. Consultez les itinéraires dans <a href="/transporte/como-llegar-al-aeropuerto">comment venir à l’aéroport</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Pour les compagnies, opérateurs et locataires',
          html: '<p>Les émissions du scope 3 dépendent de l’ensemble de la communauté aéroportuaire. Si votre entreprise souhaite contribuer avec des données, des projets ou ses propres objectifs, écrivez au <a href="/eldorado-sostenible/contacto">contact d’El Dorado Sostenible</a>.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Adaptation',
              text: 'Comment l’aéroport se prépare aux effets du changement climatique.',
              href: '/eldorado-sostenible/servicios/adaptacion',
            },
            {
              title: 'Compensation',
              text: 'Ce qui est fait pour les émissions qui ne peuvent pas encore être évitées.',
              href: '/eldorado-sostenible/servicios/compensacion',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Mitigação',
      description:
        'As medidas com que o El Dorado reduz suas emissões de gases de efeito estufa: eficiência energética, energia renovável, mobilidade elétrica e operação em solo.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Mitigar é reduzir as emissões na origem. O <a href="/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero">inventário de gases de efeito estufa</a> mostra onde elas se concentram, e o aeroporto prioriza as medidas de maior efeito: primeiro consumir menos energia, depois usar energia mais limpa e, por fim, trabalhar com companhias aéreas e operadores para reduzir as emissões que não controla diretamente.</p>',
        },
        {
          type: 'accordion',
          title: 'Principais medidas',
          items: [
            {
              question: 'Eficiência energética nos terminais',
              answerHtml:
                '<p>Iluminação LED, sensores de presença em áreas de pouco movimento, controle centralizado de climatização e ventilação, e manutenção preventiva de equipamentos de alto consumo, como esteiras de bagagem, escadas rolantes e elevadores.</p>',
            },
            {
              question: 'Energia renovável',
              answerHtml:
                '<p>Geração solar nas coberturas onde for viável e fornecimento de eletricidade de fontes renováveis. A matriz elétrica colombiana tem grande participação hidrelétrica, o que já reduz as emissões de escopo 2.</p>',
            },
            {
              question: 'Mobilidade elétrica e de baixas emissões',
              answerHtml:
                '<p>Substituição gradual de veículos e equipamentos a combustão por elétricos na frota própria, e incentivo às empresas de serviços em solo para fazerem o mesmo com rebocadores, esteiras e ônibus de pátio.</p>',
            },
            {
              question: 'Menos motores auxiliares ligados em solo',
              answerHtml:
                '<p>Nas posições de contato com ponte de embarque, as aeronaves podem se conectar à energia elétrica de solo e, onde houver, ao ar pré-condicionado, em vez de manter ligada a unidade auxiliar de energia (APU), que queima combustível.</p>',
            },
            {
              question: 'Acesso ao aeroporto',
              answerHtml:
                '<p>Incentivo ao transporte público e à carona entre passageiros e funcionários. Veja as rotas em <a href="/transporte/como-llegar-al-aeropuerto">como chegar ao aeroporto</a>.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Para companhias aéreas, operadores e locatários',
          html: '<p>As emissões de escopo 3 dependem de toda a comunidade aeroportuária. Se sua empresa quer contribuir com dados, projetos ou metas próprias, escreva pelo <a href="/eldorado-sostenible/contacto">contato do El Dorado Sostenible</a>.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Adaptação',
              text: 'Como o aeroporto se prepara para os efeitos da mudança do clima.',
              href: '/eldorado-sostenible/servicios/adaptacion',
            },
            {
              title: 'Compensação',
              text: 'O que é feito com as emissões que ainda não podem ser evitadas.',
              href: '/eldorado-sostenible/servicios/compensacion',
            },
          ],
        },
      ],
    },
  },
});
