import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/objetos-perdidos',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Objetos perdidos',
      description:
        'Qué hacer si perdió algo en el avión, en el filtro de seguridad o en las terminales de El Dorado, y cómo reclamarlo.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Quién guarda un objeto perdido depende del lugar donde lo dejó. Identifique primero dónde pudo quedar y reporte la pérdida cuanto antes: entre más pronto lo haga, más fácil es encontrarlo.</p>`,
        },
        {
          type: 'table',
          caption: 'A quién acudir según el lugar de la pérdida',
          columns: ['Dónde lo perdió', 'Quién lo tiene', 'Qué hacer'],
          rows: [
            [
              'Dentro del avión',
              'La aerolínea',
              'Contacte a su aerolínea en su counter o por sus canales de atención. El aeropuerto no recibe los objetos que se quedan a bordo.',
            ],
            [
              'Filtro de seguridad, salas de espera, baños, restaurantes o tiendas de la T1 o la T2',
              'Objetos perdidos del aeropuerto',
              'Repórtelo a Dora por WhatsApp o en un punto de información.',
            ],
            [
              'Maleta facturada que no llegó o llegó dañada',
              'La aerolínea',
              'Antes de salir de la sala de equipajes, presente el reclamo en el mostrador de su aerolínea y guarde el número de reporte.',
            ],
            [
              'Taxi o vehículo de plataforma',
              'El conductor o la empresa',
              'Si tomó un taxi autorizado, tenga a mano la placa: verifíquela en la sección de taxis.',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Cómo reportar y recuperar un objeto',
          items: [
            {
              title: 'Escriba a Dora',
              text: 'Envíe un WhatsApp a Dora, la asistente virtual del aeropuerto, al {{doraWhatsapp}}, disponible las 24 horas. También puede acercarse a un punto de información en el piso 2 de la T1 o en la T2.',
            },
            {
              title: 'Describa el objeto',
              text: 'Indique qué es, color, marca y señas particulares, la fecha, la hora aproximada, el lugar y su número de vuelo. Incluya un teléfono o correo de contacto.',
            },
            {
              title: 'Espere la confirmación',
              text: 'Si el objeto aparece, le informarán dónde y cuándo reclamarlo. Guarde el número o la referencia de su reporte.',
            },
            {
              title: 'Reclámelo en persona',
              text: 'Presente su documento de identidad original. Si otra persona lo recoge por usted, debe llevar una autorización firmada por usted, una copia de su documento y su propia identificación.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: '¿Perdió su pasaporte o su cédula?',
          html: `<p>Sin documento no podrá viajar. <strong>Colombianos:</strong> expida la constancia de pérdida de documentos en el sitio de la <a href="https://www.policia.gov.co">Policía Nacional</a>, solicite el duplicado de la cédula ante la Registraduría y el nuevo pasaporte ante la Cancillería. <strong>Extranjeros:</strong> contacte a su embajada o consulado en Bogotá para obtener un documento de viaje y consulte a Migración Colombia sobre su registro de entrada.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Cuánto tiempo guardan los objetos encontrados?',
              answerHtml: `<p>Los objetos se custodian durante un tiempo limitado según el procedimiento del aeropuerto. Los alimentos, líquidos y artículos perecederos se desechan. Por eso es importante reportar la pérdida el mismo día.</p>`,
            },
            {
              question: '¿Me devuelven lo que me retiraron en el filtro de seguridad?',
              answerHtml: `<p>No. Los artículos prohibidos retirados en el control (líquidos de más de {{liquidContainerMl}} ml en cabina, objetos cortantes, entre otros) no son objetos perdidos y no se devuelven. Revise antes de viajar las <a href="/servicios/instrucciones-equipaje">instrucciones de equipaje</a>.</p>`,
            },
            {
              question: 'Ya salí de Bogotá. ¿Pueden enviarme el objeto?',
              answerHtml: `<p>La entrega se hace en persona o a un tercero autorizado. Si no puede volver al aeropuerto, explíquelo a Dora al reportar la pérdida para conocer las alternativas.</p>`,
            },
          ],
        },
        {
          type: 'contact',
          title: 'Dora, asistente virtual',
          whatsapp: '{{doraWhatsapp}}',
          hours: '24 horas, los 7 días de la semana',
          url: '/dora',
        },
        {
          type: 'cards',
          title: 'Enlaces útiles',
          items: [
            {
              title: 'Aerolíneas',
              text: 'Ubicación de los counters y datos de contacto de cada aerolínea.',
              href: '/establecimientos/aerolineas',
            },
            {
              title: 'Verificar placa de taxi',
              text: 'Compruebe los datos del taxi autorizado que tomó.',
              href: '/servicios/taxis/verify-plate',
            },
            {
              title: 'Peticiones, quejas y reclamos',
              text: 'Si su caso no se resolvió, radique una PQRS.',
              href: '/contacto#pqrs',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Lost property',
      description:
        'What to do if you lost something on the plane, at security or in the El Dorado terminals, and how to claim it.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Who keeps a lost item depends on where it was left. First work out where it could be, then report the loss as soon as possible: the sooner you do, the easier it is to find.</p>`,
        },
        {
          type: 'table',
          caption: 'Who to contact depending on where you lost it',
          columns: ['Where you lost it', 'Who has it', 'What to do'],
          rows: [
            [
              'On the aircraft',
              'The airline',
              'Contact your airline at its counter or through its customer service channels. The airport does not receive items left on board.',
            ],
            [
              'Security checkpoint, waiting areas, toilets, restaurants or shops in T1 or T2',
              'Airport lost property',
              'Report it to Dora on WhatsApp or at an information point.',
            ],
            [
              'Checked bag that did not arrive or arrived damaged',
              'The airline',
              'Before leaving the baggage hall, file a report at your airline’s baggage desk and keep the report number.',
            ],
            [
              'Taxi or ride-hailing car',
              'The driver or the company',
              'If you took an authorised taxi, have the plate number ready: check it in the taxi section.',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'How to report and recover an item',
          items: [
            {
              title: 'Message Dora',
              text: 'Send a WhatsApp message to Dora, the airport’s virtual assistant, on {{doraWhatsapp}}, available 24 hours a day. You can also go to an information point on floor 2 of T1 or in T2.',
            },
            {
              title: 'Describe the item',
              text: 'Say what it is, its colour, brand and distinguishing features, the date, the approximate time, the place and your flight number. Include a phone number or email address.',
            },
            {
              title: 'Wait for confirmation',
              text: 'If the item turns up, you will be told where and when to collect it. Keep the number or reference of your report.',
            },
            {
              title: 'Collect it in person',
              text: 'Show your original ID. If someone collects it for you, they must bring an authorisation signed by you, a copy of your ID and their own ID.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Lost your passport or ID card?',
          html: `<p>You cannot fly without a travel document. <strong>Colombian citizens:</strong> get a lost-document certificate on the <a href="https://www.policia.gov.co">National Police</a> website, apply for a duplicate cédula at the Registraduría and a new passport at the Cancillería. <strong>Foreign visitors:</strong> contact your embassy or consulate in Bogota for a travel document and ask Migración Colombia about your entry record.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'How long are found items kept?',
              answerHtml: `<p>Items are kept for a limited time under the airport’s procedure. Food, liquids and perishable goods are discarded. That is why you should report a loss on the same day.</p>`,
            },
            {
              question: 'Will I get back what was taken from me at security?',
              answerHtml: `<p>No. Prohibited items removed at the checkpoint (liquids over {{liquidContainerMl}} ml in the cabin, sharp objects and so on) are not lost property and are not returned. Check the <a href="/servicios/instrucciones-equipaje">baggage guidelines</a> before you fly.</p>`,
            },
            {
              question: 'I have already left Bogota. Can the item be sent to me?',
              answerHtml: `<p>Items are handed over in person or to an authorised third party. If you cannot come back to the airport, explain this to Dora when you report the loss to find out the options.</p>`,
            },
          ],
        },
        {
          type: 'contact',
          title: 'Dora, virtual assistant',
          whatsapp: '{{doraWhatsapp}}',
          hours: '24 hours a day, 7 days a week',
          url: '/dora',
        },
        {
          type: 'cards',
          title: 'Useful links',
          items: [
            {
              title: 'Airlines',
              text: 'Counter locations and contact details for each airline.',
              href: '/establecimientos/aerolineas',
            },
            {
              title: 'Check a taxi plate',
              text: 'Check the details of the authorised taxi you took.',
              href: '/servicios/taxis/verify-plate',
            },
            {
              title: 'Requests, complaints and claims',
              text: 'If your case was not solved, file a PQRS.',
              href: '/contacto#pqrs',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Objets trouvés',
      description:
        "Que faire si vous avez perdu un objet dans l'avion, au contrôle de sûreté ou dans les terminaux d'El Dorado, et comment le récupérer.",
      blocks: [
        {
          type: 'richText',
          html: `<p>L'organisme qui conserve un objet perdu dépend de l'endroit où il a été oublié. Déterminez d'abord où il a pu rester, puis signalez la perte au plus vite : plus vous agissez tôt, plus il est facile de le retrouver.</p>`,
        },
        {
          type: 'table',
          caption: 'Qui contacter selon le lieu de la perte',
          columns: ['Où vous l’avez perdu', 'Qui le détient', 'Que faire'],
          rows: [
            [
              "À bord de l'avion",
              'La compagnie aérienne',
              "Contactez votre compagnie à son comptoir ou via son service client. L'aéroport ne reçoit pas les objets oubliés à bord.",
            ],
            [
              'Contrôle de sûreté, salles d’attente, toilettes, restaurants ou boutiques du T1 ou du T2',
              "Objets trouvés de l'aéroport",
              "Signalez-le à Dora sur WhatsApp ou à un point d'information.",
            ],
            [
              'Bagage enregistré non arrivé ou endommagé',
              'La compagnie aérienne',
              'Avant de quitter la salle des bagages, déposez une réclamation au comptoir bagages de votre compagnie et conservez le numéro de dossier.',
            ],
            [
              'Taxi ou VTC',
              'Le chauffeur ou la société',
              "Si vous avez pris un taxi agréé, munissez-vous de la plaque d'immatriculation : vérifiez-la dans la rubrique taxis.",
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Signaler et récupérer un objet',
          items: [
            {
              title: 'Écrivez à Dora',
              text: "Envoyez un message WhatsApp à Dora, l'assistante virtuelle de l'aéroport, au {{doraWhatsapp}}, disponible 24 h/24. Vous pouvez aussi vous rendre à un point d'information au niveau 2 du T1 ou au T2.",
            },
            {
              title: "Décrivez l'objet",
              text: "Précisez de quoi il s'agit, sa couleur, sa marque et ses signes distinctifs, la date, l'heure approximative, le lieu et votre numéro de vol. Indiquez un téléphone ou une adresse e-mail.",
            },
            {
              title: 'Attendez la confirmation',
              text: "Si l'objet est retrouvé, on vous indiquera où et quand le récupérer. Conservez le numéro ou la référence de votre signalement.",
            },
            {
              title: 'Récupérez-le en personne',
              text: "Présentez votre pièce d'identité originale. Si quelqu'un vient à votre place, il doit apporter une autorisation signée par vous, une copie de votre pièce d'identité et sa propre pièce d'identité.",
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: "Passeport ou carte d'identité perdu ?",
          html: `<p>Sans document de voyage, vous ne pourrez pas embarquer. <strong>Ressortissants colombiens :</strong> obtenez l'attestation de perte de documents sur le site de la <a href="https://www.policia.gov.co">Police nationale</a>, demandez le duplicata de la cédula à la Registraduría et un nouveau passeport à la Cancillería. <strong>Visiteurs étrangers :</strong> contactez votre ambassade ou votre consulat à Bogota pour obtenir un document de voyage et renseignez-vous auprès de Migración Colombia sur votre enregistrement d'entrée.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Combien de temps les objets trouvés sont-ils conservés ?',
              answerHtml: `<p>Les objets sont conservés pendant une durée limitée selon la procédure de l'aéroport. Les aliments, liquides et produits périssables sont jetés. Signalez donc la perte le jour même.</p>`,
            },
            {
              question: "Me rendra-t-on ce qui m'a été retiré au contrôle de sûreté ?",
              answerHtml: `<p>Non. Les articles interdits retirés au contrôle (liquides de plus de {{liquidContainerMl}} ml en cabine, objets coupants, etc.) ne sont pas des objets perdus et ne sont pas restitués. Consultez les <a href="/servicios/instrucciones-equipaje">consignes bagages</a> avant de voyager.</p>`,
            },
            {
              question: "J'ai déjà quitté Bogota. Peut-on m'envoyer l'objet ?",
              answerHtml: `<p>Les objets sont remis en main propre ou à un tiers autorisé. Si vous ne pouvez pas revenir à l'aéroport, expliquez-le à Dora lors de votre signalement pour connaître les solutions possibles.</p>`,
            },
          ],
        },
        {
          type: 'contact',
          title: 'Dora, assistante virtuelle',
          whatsapp: '{{doraWhatsapp}}',
          hours: '24 h/24, 7 jours sur 7',
          url: '/dora',
        },
        {
          type: 'cards',
          title: 'Liens utiles',
          items: [
            {
              title: 'Compagnies aériennes',
              text: 'Emplacement des comptoirs et coordonnées de chaque compagnie.',
              href: '/establecimientos/aerolineas',
            },
            {
              title: "Vérifier la plaque d'un taxi",
              text: 'Vérifiez les informations du taxi agréé que vous avez pris.',
              href: '/servicios/taxis/verify-plate',
            },
            {
              title: 'Demandes, plaintes et réclamations',
              text: "Si votre cas n'a pas été résolu, déposez une PQRS.",
              href: '/contacto#pqrs',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Achados e perdidos',
      description:
        'O que fazer se você perdeu algo no avião, na inspeção de segurança ou nos terminais do El Dorado, e como retirar o objeto.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Quem guarda um objeto perdido depende do lugar onde ele ficou. Primeiro identifique onde ele pode estar e comunique a perda o quanto antes: quanto mais cedo, mais fácil encontrá-lo.</p>`,
        },
        {
          type: 'table',
          caption: 'A quem recorrer conforme o local da perda',
          columns: ['Onde você perdeu', 'Quem está com o objeto', 'O que fazer'],
          rows: [
            [
              'Dentro do avião',
              'A companhia aérea',
              'Entre em contato com a companhia no balcão ou pelos canais de atendimento. O aeroporto não recebe objetos esquecidos a bordo.',
            ],
            [
              'Inspeção de segurança, salas de embarque, banheiros, restaurantes ou lojas do T1 ou do T2',
              'Achados e perdidos do aeroporto',
              'Comunique à Dora pelo WhatsApp ou em um ponto de informações.',
            ],
            [
              'Mala despachada que não chegou ou chegou danificada',
              'A companhia aérea',
              'Antes de sair da sala de bagagens, registre a reclamação no balcão da companhia e guarde o número do registro.',
            ],
            [
              'Táxi ou carro de aplicativo',
              'O motorista ou a empresa',
              'Se você pegou um táxi autorizado, tenha a placa em mãos: verifique-a na seção de táxis.',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Como comunicar a perda e recuperar um objeto',
          items: [
            {
              title: 'Escreva para a Dora',
              text: 'Mande um WhatsApp para a Dora, a assistente virtual do aeroporto, no {{doraWhatsapp}}, disponível 24 horas. Você também pode ir a um ponto de informações no piso 2 do T1 ou no T2.',
            },
            {
              title: 'Descreva o objeto',
              text: 'Informe o que é, cor, marca e sinais particulares, a data, o horário aproximado, o local e o número do voo. Inclua um telefone ou e-mail para contato.',
            },
            {
              title: 'Aguarde a confirmação',
              text: 'Se o objeto for encontrado, você será informado de onde e quando retirá-lo. Guarde o número ou a referência do seu registro.',
            },
            {
              title: 'Retire pessoalmente',
              text: 'Apresente seu documento de identidade original. Se outra pessoa for retirar por você, ela deve levar uma autorização assinada por você, uma cópia do seu documento e a própria identidade.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Perdeu o passaporte ou a carteira de identidade?',
          html: `<p>Sem documento você não poderá viajar. <strong>Cidadãos colombianos:</strong> emitam a constância de perda de documentos no site da <a href="https://www.policia.gov.co">Polícia Nacional</a>, solicitem a segunda via da cédula na Registraduría e o novo passaporte na Cancillería. <strong>Estrangeiros:</strong> procurem sua embaixada ou consulado em Bogotá para obter um documento de viagem e consultem a Migración Colombia sobre o registro de entrada.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Por quanto tempo os objetos encontrados ficam guardados?',
              answerHtml: `<p>Os objetos ficam guardados por um tempo limitado, conforme o procedimento do aeroporto. Alimentos, líquidos e itens perecíveis são descartados. Por isso, comunique a perda no mesmo dia.</p>`,
            },
            {
              question: 'Vou receber de volta o que foi retirado na inspeção de segurança?',
              answerHtml: `<p>Não. Itens proibidos retirados no controle (líquidos acima de {{liquidContainerMl}} ml na cabine, objetos cortantes, entre outros) não são objetos perdidos e não são devolvidos. Confira as <a href="/servicios/instrucciones-equipaje">instruções de bagagem</a> antes de viajar.</p>`,
            },
            {
              question: 'Já saí de Bogotá. Podem me enviar o objeto?',
              answerHtml: `<p>A entrega é feita pessoalmente ou a um terceiro autorizado. Se você não puder voltar ao aeroporto, explique isso à Dora ao comunicar a perda para conhecer as alternativas.</p>`,
            },
          ],
        },
        {
          type: 'contact',
          title: 'Dora, assistente virtual',
          whatsapp: '{{doraWhatsapp}}',
          hours: '24 horas por dia, 7 dias por semana',
          url: '/dora',
        },
        {
          type: 'cards',
          title: 'Links úteis',
          items: [
            {
              title: 'Companhias aéreas',
              text: 'Localização dos balcões e contatos de cada companhia.',
              href: '/establecimientos/aerolineas',
            },
            {
              title: 'Verificar placa de táxi',
              text: 'Confira os dados do táxi autorizado que você pegou.',
              href: '/servicios/taxis/verify-plate',
            },
            {
              title: 'Solicitações, queixas e reclamações',
              text: 'Se o seu caso não foi resolvido, registre uma PQRS.',
              href: '/contacto#pqrs',
            },
          ],
        },
      ],
    },
  },
});
