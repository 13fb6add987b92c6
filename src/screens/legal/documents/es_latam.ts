/**
 * Roomwalk's Privacy Policy and Terms of Service in Latin-American Spanish (formal “usted”),
 * translated from ./en.ts, the source of every translation.
 *
 * Keep identical to ./en.ts: every section `id` and the order of the sections; the `kind` of every
 * block, the number of blocks in each section, the number of items in every list and the number of
 * intro paragraphs; `lastUpdated`, the name Roomwalk and the addresses privacy@roomwalk.example and
 * legal@roomwalk.example. `title` is the catalogue's pages.privacy.title / pages.terms.title, and a
 * section named in the text uses that section's translated heading. Plain text only: no HTML, no
 * Markdown. src/screens/legal/documents.test.ts checks this.
 */
import type { LegalDocument, LegalDocuments } from '../legal-document';

const privacy: LegalDocument = {
  title: 'Política de privacidad',
  lastUpdated: '2026-11-22',
  intro: [
    'Esta Política de privacidad explica cómo Roomwalk (“Roomwalk”, “nosotros”) recopila, utiliza, comparte y protege los datos personales cuando usted visita nuestro sitio web, crea una cuenta, captura o sube espacios y comparte recorridos 3D y de realidad aumentada con otras personas.',
    'En cada sección se indica qué hacemos, por qué lo hacemos y qué opciones tiene usted. Si algo no le queda claro, escríbanos a privacy@roomwalk.example.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Quiénes somos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk ofrece un servicio en línea que convierte escaneos hechos con el celular y archivos CAD en recorridos virtuales 3D de propiedades y recintos, que pueden recorrerse en un navegador, colocarse en realidad aumentada en un celular y compartirse mediante un enlace o un código para insertar.',
        },
        {
          kind: 'paragraph',
          text: 'Respecto de los datos personales descritos en esta política (su cuenta, su suscripción, los mensajes que nos envía y la forma en que usa el sitio web), Roomwalk es el responsable del tratamiento. Puede comunicarse con nosotros sobre cualquier aspecto de esta política en privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'scope',
      heading: 'Alcance de esta política',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Esta política se aplica al sitio web de Roomwalk, a la aplicación web de Roomwalk y a las páginas en las que se muestran recorridos, incluidos los recorridos insertados en otros sitios web. No se aplica a los sitios web ni a los portales inmobiliarios operados por terceros, aunque muestren un recorrido de Roomwalk; en ellos rigen sus propias políticas de privacidad.',
        },
        {
          kind: 'paragraph',
          text: 'Cuando usted captura o sube un espacio, el recorrido puede contener datos personales de otras personas, por ejemplo, un rostro en una fotografía colgada en la pared o un nombre en una carta olvidada sobre un escritorio. El tratamiento que damos a ese contenido se describe en la sección “Sus recorridos y las personas que aparecen en ellos”.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Datos que recopilamos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Solo recopilamos lo necesario para prestar el servicio. Según la forma en que use Roomwalk, esto incluye:',
        },
        {
          kind: 'list',
          items: [
            'Datos de la cuenta: su nombre y apellido, su dirección de correo electrónico, su contraseña (que solo almacenamos en forma de hash), su rol en el servicio y, si la activa, la clave secreta que se utiliza para la autenticación de dos factores.',
            'Datos del perfil y de la organización: la información que agrega al completar su perfil, como su empresa y su sector, y los miembros de un plan Office.',
            'Datos de suscripción y facturación: su plan, el periodo de facturación, el saldo y el historial de créditos, las facturas, y el nombre y la dirección de facturación que nos proporcione. Los datos de la tarjeta se ingresan en el sistema de nuestro proveedor de pagos, que es quien los conserva; nosotros solo vemos el tipo de tarjeta, los últimos cuatro dígitos y la fecha de vencimiento.',
            'Contenido de los recorridos: los escaneos, fotografías, videos, archivos CAD y demás archivos que suba; los modelos 3D, planos de planta y datos de navegación que generamos a partir de ellos, y los títulos, descripciones, anotaciones y posiciones iniciales que agregue.',
            'Datos de seguridad y de sesión: las sesiones iniciadas en su cuenta, con el tipo de navegador y de sistema operativo y la dirección IP de cada una, los intentos fallidos de inicio de sesión, y la fecha y hora de los inicios de sesión, de los cambios de contraseña y de otros eventos de seguridad.',
            'Solicitudes de contacto: el nombre y apellido, la dirección de correo electrónico, el sector, la cantidad de recorridos que tiene previstos y el mensaje que nos envía mediante el formulario de contacto.',
            'Datos de uso y datos técnicos: las páginas solicitadas, la hora y el resultado de cada solicitud, el número de visualizaciones de los recorridos y las estadísticas descritas en “Informes de errores y estadísticas técnicas”.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No solicitamos categorías especiales de datos personales, como información sobre la salud o las creencias religiosas, y le pedimos que no las incluya en recorridos, anotaciones ni mensajes.',
        },
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'Cómo y por qué usamos sus datos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Usamos los datos personales para los siguientes fines, cada uno con una base legal conforme a las leyes de protección de datos, como el Reglamento General de Protección de Datos (RGPD) de la Unión Europea y del Reino Unido:',
        },
        {
          kind: 'list',
          items: [
            'Para prestar el servicio que contrató: crear su cuenta e iniciar su sesión, procesar los archivos que sube para convertirlos en recorridos, alojar y mostrar sus recorridos, administrar su saldo de créditos y responder consultas de soporte. Base legal: la ejecución del contrato que tenemos con usted.',
            'Para facturar su suscripción, llevar registros contables y cumplir obligaciones tributarias. Base legal: la ejecución de nuestro contrato y el cumplimiento de obligaciones legales.',
            'Para mantener la seguridad de las cuentas y del servicio: detectar inicios de sesión inusuales, limitar los intentos fallidos repetidos, proteger contra solicitudes falsificadas e investigar abusos. Base legal: nuestro interés legítimo en ofrecer un servicio seguro, que también redunda en su interés.',
            'Para detectar y corregir errores y mejorar el rendimiento, mediante informes de errores y estadísticas técnicas. Base legal: nuestro interés legítimo en ofrecer un servicio confiable.',
            'Para responder solicitudes de contacto y, si usted lo pide, mostrarle cómo podría funcionar Roomwalk en su negocio. Base legal: la aplicación, a petición suya, de medidas previas a la celebración de un contrato y nuestro interés legítimo en responder consultas.',
            'Para enviar correos electrónicos del servicio, como enlaces para restablecer la contraseña, avisos de seguridad, recibos y avisos de cambios en nuestros términos o en esta política. Base legal: la ejecución de nuestro contrato y nuestro interés legítimo en mantenerlo informado.',
            'Para enviar novedades sobre Roomwalk, solo si usted aceptó recibirlas. Base legal: su consentimiento, que puede retirar en cualquier momento mediante el enlace para cancelar la suscripción que incluye cada uno de esos correos.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No vendemos datos personales, no los usamos con fines publicitarios y no tomamos decisiones sobre usted basadas únicamente en un tratamiento automatizado que produzcan efectos jurídicos o que lo afecten de manera significativa de modo similar. La detección automática de objetos, paredes y pisos en sus escaneos describe el espacio, no a usted.',
        },
      ],
    },
    {
      id: 'tour-content',
      heading: 'Sus recorridos y las personas que aparecen en ellos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cuando usted captura un espacio, decide lo que aparece en él. Los escaneos y las fotografías pueden mostrar personas, fotografías familiares, documentos, placas de vehículos o el interior de la casa de alguien. Antes de capturar o subir un espacio, asegúrese de tener derecho a hacerlo y de que las personas que viven o trabajan allí estén informadas, y retire o cubra los objetos personales que no deban mostrarse.',
        },
        {
          kind: 'paragraph',
          text: 'En cuanto a los datos personales incluidos en el material que sube, es usted (o la organización para la que trabaja) quien decide con qué fines y de qué manera se usan, y nosotros los tratamos por cuenta suya, como encargado del tratamiento. Usamos ese material únicamente para generar, almacenar, mostrar y entregar sus recorridos y para mantener el funcionamiento del servicio, nunca para fines propios. Los clientes empresariales que necesiten un contrato de encargo de tratamiento pueden solicitar el nuestro a privacy@roomwalk.example.',
        },
        {
          kind: 'paragraph',
          text: 'Si usted aparece en un recorrido publicado por otra persona y desea que se elimine algo, pídaselo primero al propietario del recorrido. Si eso no da resultado, escriba a privacy@roomwalk.example con el enlace del recorrido y lo ayudaremos.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Recorridos que comparte públicamente',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un recorrido que usted publica puede abrirlo cualquier persona que tenga su enlace y cualquier persona que visite un sitio web en el que usted lo haya insertado. Por lo tanto, cualquier elemento visible en un recorrido publicado, incluidos su título, su descripción y sus anotaciones, queda a la vista del público. Puede dejar de publicar o eliminar un recorrido en cualquier momento desde su panel; las copias que otras personas hayan guardado o que los motores de búsqueda hayan almacenado quedan fuera de nuestro control.',
        },
        {
          kind: 'paragraph',
          text: 'Cuando alguien ve un recorrido público, contabilizamos la visualización y nuestros servidores registran los datos técnicos necesarios para entregarlo, como la dirección IP y el tipo de navegador. No intentamos identificar a los visitantes ni instalamos cookies de seguimiento en sus dispositivos.',
        },
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies y almacenamiento local',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk utiliza únicamente las cookies y el almacenamiento del navegador estrictamente necesarios para prestar el servicio que usted solicita. Por ser estrictamente necesarios, no requieren su consentimiento, y no utilizamos cookies publicitarias, analíticas ni de redes sociales. Son los siguientes:',
        },
        {
          kind: 'list',
          items: [
            'Cookie del token de actualización: mantiene su sesión iniciada al permitir que su navegador obtenga un nuevo token de acceso de corta duración. Los scripts no pueden leerla, solo se envía a nuestro propio sitio y caduca a los 30 días o cuando usted cierra sesión.',
            'Cookie antifalsificación: un valor aleatorio y firmado que demuestra que una solicitud proviene realmente de nuestra aplicación, lo que lo protege contra la falsificación de solicitudes entre sitios.',
            'Datos de sesión en el almacenamiento local: su token de acceso, su fecha de vencimiento y una copia de sus datos básicos de usuario, cifrados en su navegador con una clave que solo dura mientras la sesión del navegador está abierta, para que la aplicación sepa que usted inició sesión. Se eliminan cuando cierra sesión.',
            'Protección del inicio de sesión en el almacenamiento local: un recuento de los intentos fallidos recientes de inicio de sesión de cada dirección de correo electrónico, que se usa para pausar los inicios de sesión después de cinco fallos en 15 minutos.',
            'Idioma en el almacenamiento local: el idioma que eligió, para que el sitio web se muestre en ese idioma en su próxima visita.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Puede eliminar las cookies y el almacenamiento local en cualquier momento desde la configuración de su navegador. Si los bloquea, podrá seguir leyendo las páginas públicas y viendo recorridos públicos, pero no podrá iniciar sesión.',
        },
      ],
    },
    {
      id: 'error-reporting',
      heading: 'Informes de errores y estadísticas técnicas',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cuando los informes de errores están habilitados en nuestro servicio de producción, la aplicación envía informes de errores a Sentry, un servicio de monitoreo de errores. Cada informe contiene el mensaje de error y el lugar del código donde se produjo, la dirección de la página (sin los tokens de inicio de sesión ni las claves), el navegador y el sistema operativo, los pasos que llevaron al error y, si usted inició sesión, su ID de usuario, su dirección de correo electrónico y su nombre de usuario, para que podamos ayudarlo si el error lo afectó. Sentry también mide la velocidad de carga de las páginas y cuenta las sesiones del navegador, lo que nos permite saber si una nueva versión es estable.',
        },
        {
          kind: 'paragraph',
          text: 'Mientras usted usa la aplicación, esta también nos envía estadísticas técnicas cada pocos minutos: el número de solicitudes, cuántas se respondieron desde una caché, los tiempos y tamaños de respuesta, agrupados por tipo de recurso, junto con un identificador aleatorio de la sesión del navegador. Estas estadísticas no contienen contenido de recorridos, datos ingresados en formularios ni contraseñas.',
        },
      ],
    },
    {
      id: 'emails',
      heading: 'Correos electrónicos que enviamos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Usamos su dirección de correo electrónico para enviarle los mensajes que requiere el servicio: un enlace para restablecer su contraseña cuando lo solicite (válido durante una hora), confirmaciones de cambios de seguridad, como la activación o desactivación de la autenticación de dos factores, recibos, avisos sobre su suscripción y sus créditos, y avisos de cambios importantes en nuestros términos o en esta política. No puede darse de baja de estos mensajes mientras tenga una cuenta, porque forman parte del servicio.',
        },
        {
          kind: 'paragraph',
          text: 'Solo enviamos novedades y actualizaciones de productos si usted aceptó recibirlas, y cada uno de esos correos incluye un enlace para cancelar la suscripción.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Con quién compartimos los datos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Solo compartimos datos personales con proveedores de servicios que nos ayudan a operar Roomwalk, en virtud de contratos escritos que los obligan a tratarlos únicamente según nuestras instrucciones, a mantener su confidencialidad y a protegerlos. Estos proveedores son:',
        },
        {
          kind: 'list',
          items: [
            'proveedores de alojamiento y almacenamiento en la nube, que operan nuestros servidores y bases de datos y almacenan los archivos subidos y los recorridos;',
            'proveedores de computación en la nube con procesadores gráficos, que convierten los escaneos y los archivos CAD en recorridos;',
            'un proveedor de servicios de pago, que procesa los pagos de las suscripciones y conserva los datos de las tarjetas;',
            'un proveedor de envío de correo electrónico, que envía los enlaces para restablecer contraseñas y otros correos del servicio;',
            'Sentry, que recibe los informes de errores cuando estos están habilitados.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'También divulgamos datos personales cuando la ley lo exige, por ejemplo, en respuesta a una orden judicial válida; cuando es necesario para proteger los derechos, la seguridad o los bienes de nuestros usuarios, del público o de Roomwalk; o a un comprador o sucesor si el negocio de Roomwalk se vende o se reorganiza, en cuyo caso esta política seguirá aplicándose a sus datos.',
        },
        {
          kind: 'paragraph',
          text: 'Puede solicitar una lista actualizada de nuestros proveedores de servicios y de su ubicación escribiendo a privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transferencias internacionales',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nuestros proveedores de servicios pueden tratar datos en países distintos del suyo, incluidos países cuyas leyes de protección de datos difieren de las del lugar donde usted vive. Cuando transferimos datos personales fuera del Espacio Económico Europeo, el Reino Unido o Suiza, solo lo hacemos a países reconocidos por ofrecer un nivel de protección adecuado, o al amparo de las cláusulas contractuales tipo aprobadas por la Comisión Europea y de su equivalente del Reino Unido, con garantías adicionales cuando sea necesario. Puede solicitarnos una copia de estas garantías.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo conservamos los datos',
      blocks: [
        {
          kind: 'list',
          items: [
            'Datos de la cuenta y del perfil: mientras exista su cuenta; se eliminan dentro de los 30 días posteriores al cierre de la cuenta.',
            'Recorridos y archivos subidos: mientras exista su cuenta. Si su suscripción vence, sus recorridos se pausan, no se eliminan, para que pueda recuperarlos volviendo a suscribirse. Los recorridos que elimine, y todos los recorridos de una cuenta cerrada, se borran en un plazo de 30 días, y las copias que hay en nuestras copias de seguridad se sobrescriben en un plazo adicional de 35 días.',
            'Registros de facturación y facturas: durante el tiempo que exijan las leyes tributarias y contables, por lo general hasta diez años.',
            'Sesiones y eventos de seguridad: mientras la sesión esté activa y hasta 90 días después de que finalice; los intentos fallidos de inicio de sesión, hasta 30 días.',
            'Solicitudes de contacto: hasta 24 meses después de nuestra última comunicación con usted, salvo que se convierta en cliente, en cuyo caso pasan a formar parte de los registros de su cuenta.',
            'Informes de errores: hasta 90 días. Registros del servidor y estadísticas técnicas: hasta 30 días; después solo conservamos totales que ya no permiten identificar a nadie.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Solo conservamos los datos por más tiempo cuando la ley lo exige o cuando es necesario para formular, ejercer o defender reclamaciones legales, y únicamente mientras subsista esa necesidad.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Cómo protegemos los datos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Protegemos los datos personales con medidas técnicas y organizativas adecuadas al riesgo, entre ellas:',
        },
        {
          kind: 'list',
          items: [
            'Cifrado en tránsito: el tráfico entre su navegador y Roomwalk utiliza siempre HTTPS (TLS).',
            'Contraseñas con hash: nunca almacenamos su contraseña como tal, sino solo un hash con sal generado con un algoritmo deliberadamente lento (scrypt), a partir del cual no es posible recuperar la contraseña.',
            'Autenticación de dos factores: puede exigir, además de su contraseña, un código de una aplicación de autenticación.',
            'Control de sesiones: puede ver todos los dispositivos con sesión iniciada en su cuenta y cerrar la sesión en cualquiera de ellos; al cambiar su contraseña, se cierran todas.',
            'Protección contra intentos de adivinar contraseñas: los inicios de sesión se pausan después de cinco intentos fallidos en 15 minutos, y las solicitudes repetidas están sujetas a un límite de frecuencia.',
            'Protección contra solicitudes falsificadas y contenido dañino: toda solicitud que modifique datos debe llevar un token antifalsificación firmado, y el texto que usted ingresa siempre se muestra como texto; nunca se ejecuta como código.',
            'Almacenamiento cifrado de la sesión en su navegador, acceso a los sistemas de producción limitado al personal que lo necesita, copias de seguridad periódicas y revisiones periódicas de estas medidas.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ningún sistema es perfectamente seguro. Si una violación de la seguridad de los datos personales puede poner en riesgo sus derechos, se lo informaremos a usted y a la autoridad competente según lo exija la ley. Le pedimos que comunique cualquier inquietud de seguridad a privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Sus derechos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Según el lugar donde viva, usted tiene los siguientes derechos sobre sus datos personales:',
        },
        {
          kind: 'list',
          items: [
            'Acceso: saber si tratamos sus datos y recibir una copia de ellos.',
            'Rectificación: obtener la corrección de los datos inexactos; usted mismo puede modificar la mayoría de los datos de la cuenta en su configuración.',
            'Supresión: obtener la eliminación de sus datos, por ejemplo, cerrando su cuenta, salvo que debamos conservarlos por un motivo legal.',
            'Limitación: exigir que dejemos de usar sus datos, salvo para almacenarlos, mientras se resuelve una cuestión relacionada con ellos.',
            'Portabilidad: recibir los datos que nos proporcionó en un formato estructurado, de uso común y de lectura mecánica, y que se transmitan a otro proveedor cuando sea técnicamente posible.',
            'Oposición: oponerse en cualquier momento al tratamiento basado en nuestros intereses legítimos y a cualquier actividad de mercadotecnia directa.',
            'Retiro del consentimiento: cuando el tratamiento se base en su consentimiento, retirarlo en cualquier momento, sin que ello afecte lo realizado con anterioridad.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Para ejercer un derecho, escriba a privacy@roomwalk.example desde la dirección de correo electrónico de su cuenta. Es posible que le pidamos que confirme su identidad, y le responderemos en el plazo de un mes; si la solicitud es compleja, podemos prorrogar ese plazo hasta dos meses más y le explicaremos el motivo. El ejercicio de sus derechos es gratuito.',
        },
        {
          kind: 'paragraph',
          text: 'También tiene derecho a presentar una reclamación ante la autoridad de protección de datos del país donde vive o trabaja, o donde considere que se vulneraron sus derechos. Le agradeceríamos que nos diera primero la oportunidad de atender su inquietud.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Menores de edad',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk es un servicio profesional y no está dirigido a menores de edad. Debe tener al menos 16 años para crear una cuenta. No recopilamos a sabiendas datos personales de menores; si cree que un menor nos ha proporcionado datos personales, escriba a privacy@roomwalk.example y los eliminaremos.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en esta política',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Podemos actualizar esta política cuando cambien nuestro servicio o la ley. La fecha que figura al principio de esta página indica cuándo se modificó por última vez. Si un cambio afecta de forma sustancial el uso que hacemos de sus datos personales, se lo informaremos por correo electrónico o en la aplicación antes de que entre en vigor.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Para cualquier pregunta sobre esta política o sobre sus datos personales, o para ejercer sus derechos, escriba a privacy@roomwalk.example. Para preguntas sobre nuestros Términos del servicio, escriba a legal@roomwalk.example.',
        },
      ],
    },
  ],
};

const terms: LegalDocument = {
  title: 'Términos del servicio',
  lastUpdated: '2026-11-22',
  intro: [
    'Estos Términos del servicio (los “Términos”) rigen su acceso a Roomwalk y el uso que haga de él. Roomwalk es un servicio en línea para crear, alojar y compartir recorridos virtuales 3D y de realidad aumentada. Estos Términos constituyen un acuerdo vinculante entre usted y Roomwalk (“Roomwalk”, “nosotros”).',
    'Al crear una cuenta, contratar una suscripción o usar Roomwalk de cualquier otra forma, usted acepta estos Términos. Si usa Roomwalk en nombre de una organización, los acepta en representación de ella y confirma que está autorizado para hacerlo; en ese caso, “usted” se refiere tanto a usted como a esa organización. Si no acepta estos Términos, no use Roomwalk.',
  ],
  sections: [
    {
      id: 'the-service',
      heading: 'El servicio',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk convierte escaneos capturados con un teléfono inteligente y archivos CAD en recorridos virtuales 3D que pueden recorrerse en un navegador web, colocarse en realidad aumentada y explorarse con la navegación en interiores integrada. Los archivos subidos se procesan automáticamente en la nube y, en la mayoría de los casos, los recorridos se entregan en unas 24 horas; los recorridos CAD suelen estar listos antes. Estos plazos son estimaciones, no garantías.',
        },
        {
          kind: 'paragraph',
          text: 'Algunas funciones dependen de su dispositivo: la realidad aumentada, por ejemplo, requiere un celular o una tableta y un navegador compatibles. Las funciones y los créditos incluidos en cada plan se describen en nuestra página de precios.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Cuentas y seguridad',
      blocks: [
        {
          kind: 'list',
          items: [
            'Para crear una cuenta, debe tener al menos 18 años, o la mayoría de edad del lugar donde vive si esta es superior, y capacidad para celebrar un contrato vinculante.',
            'Proporcione información exacta al registrarse y manténgala actualizada, en particular su dirección de correo electrónico, que usamos para restablecer contraseñas y enviar avisos importantes.',
            'Mantenga su contraseña en secreto y no comparta su cuenta. Le recomendamos activar la autenticación de dos factores. En un plan Office, cada miembro usa su propia cuenta.',
            'Usted es responsable de cualquier actividad que se realice con su cuenta. Si sospecha que otra persona la ha usado, cambie su contraseña, cierre sus demás sesiones desde su configuración y avísenos a legal@roomwalk.example.',
            'Para proteger las cuentas, podemos pausar los inicios de sesión durante un tiempo después de varios intentos fallidos, y podemos pedirle que vuelva a iniciar sesión en cualquier momento.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Suscripciones y facturación',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk se vende por suscripción. Los planes que se ofrecen actualmente son Agent y Office, con facturación mensual o anual, y Hotel, con facturación anual. Cada plan incluye una cantidad de créditos, según se describe en nuestra página de precios al momento de suscribirse. Los precios se muestran sin los impuestos aplicables en su lugar de residencia, que se agregan al finalizar la compra.',
        },
        {
          kind: 'list',
          items: [
            'Renovación automática: su suscripción se renueva automáticamente al final de cada periodo de facturación por un periodo de la misma duración, y cobramos el importe correspondiente al medio de pago registrado, hasta que usted la cancele.',
            'Facturación anual: una suscripción anual se paga por adelantado por doce meses y cuesta menos que doce pagos mensuales; el ahorro se indica en nuestra página de precios.',
            'Cambios de precio: podemos modificar el precio de un plan. Se lo informaremos al menos 30 días antes de que el nuevo precio se le aplique, y solo se aplicará a partir de su siguiente renovación; si no está de acuerdo, puede cancelar antes de esa fecha.',
            'Pagos fallidos: si un pago no se procesa, lo intentaremos nuevamente y se lo haremos saber. Si el pago sigue sin realizarse en un plazo de 14 días, su suscripción puede finalizar y sus recorridos se pausarán según se describe en “Cuando finaliza una suscripción”.',
          ],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Créditos',
      blocks: [
        {
          kind: 'list',
          items: [
            'Un crédito permite crear un recorrido. El crédito se consume cuando usted envía un escaneo o un archivo CAD para su procesamiento.',
            'Si no podemos generar un recorrido a partir de lo que subió, por ejemplo, porque el archivo está dañado o el escaneo está incompleto, le devolvemos el crédito a su saldo.',
            'Los créditos que no use se acumulan durante el periodo indicado en su plan (por ejemplo, hasta tres meses en el plan Agent) y luego vencen. Los créditos de un plan Office se comparten entre sus miembros.',
            'Los créditos no tienen valor monetario, no pueden transferirse a otra cuenta ni canjearse por dinero, y nunca se reembolsan una vez usados.',
            'Los créditos que queden al finalizar su suscripción permanecen en su cuenta hasta la fecha en que vencerían, y puede volver a usarlos si se suscribe de nuevo antes de esa fecha.',
          ],
        },
      ],
    },
    {
      id: 'changes-and-cancellation',
      heading: 'Cambios de plan, cancelación y reembolsos',
      blocks: [
        {
          kind: 'list',
          items: [
            'Cambio a un plan superior: el cambio surte efecto de inmediato. Le cobramos la diferencia de precio por lo que resta del periodo de facturación en curso, prorrateada por día, y agregamos a su saldo los créditos adicionales del nuevo plan.',
            'Cambio a un plan inferior y cambio del periodo de facturación: surten efecto al inicio de su siguiente periodo de facturación; hasta entonces, se mantiene su plan actual.',
            'Cancelación: puede cancelar en cualquier momento desde su panel. La cancelación surte efecto al final del periodo de facturación en curso: hasta entonces conserva el acceso completo, incluido el alojamiento de sus recorridos y sus créditos sin usar, y no se le vuelve a cobrar.',
            'Reembolsos: los pagos correspondientes a un periodo de facturación ya iniciado no se reembolsan, ni total ni parcialmente, y los créditos usados nunca se reembolsan. Si ponemos fin a su suscripción sin causa justificada, o si una falla de nuestra parte le impide usar Roomwalk, le reembolsamos el importe proporcional a la parte no utilizada del periodo.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Si usted es consumidor y la ley de su país le otorga el derecho de retracto en los contratos celebrados en línea, puede ejercerlo dentro del plazo que fije esa ley escribiendo a legal@roomwalk.example. Si nos pidió que comenzáramos a prestar el servicio durante ese plazo, podremos descontar un importe proporcional a lo ya prestado, incluidos los créditos que haya usado.',
        },
      ],
    },
    {
      id: 'when-a-subscription-ends',
      heading: 'Cuando finaliza una suscripción',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Alojamos sus recorridos mientras su suscripción esté activa, sin límite en la cantidad de recorridos que se conservan. Cuando su suscripción finaliza, ya sea porque la canceló o porque no se pudo procesar un pago, sus recorridos se pausan, no se eliminan: sus enlaces y sus inserciones muestran que el recorrido no está disponible, mientras que usted puede seguir iniciando sesión, ver sus recorridos y descargar los archivos que subió. Cuando vuelve a suscribirse, sus recorridos pausados vuelven a estar disponibles en los mismos enlaces.',
        },
        {
          kind: 'paragraph',
          text: 'Si desea que se eliminen sus recorridos, elimínelos desde su panel o cierre su cuenta. Nuestra Política de privacidad explica cuánto tarda la eliminación.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Uso aceptable',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Usted se compromete a usar Roomwalk de forma lícita y responsable. En particular, no debe:',
        },
        {
          kind: 'list',
          items: [
            'escanear, fotografiar ni subir ningún lugar, a menos que sea de su propiedad o cuente con el permiso de su propietario u ocupante y, cuando la ley lo exija, con el consentimiento de cada persona que pueda ser identificada en el resultado;',
            'capturar espacios privados en secreto ni usar los recorridos para acechar, acosar, vigilar o poner en peligro a nadie;',
            'subir o publicar contenido ilícito, que infrinja la propiedad intelectual o la privacidad de terceros, que sea difamatorio, de odio, violento o sexualmente explícito, o que induzca a error sobre una propiedad, por ejemplo, ocultando defectos que usted está obligado a informar;',
            'subir software malicioso o contenido diseñado para dañar dispositivos o para eludir medidas de seguridad;',
            'aplicar ingeniería inversa, descompilar o desensamblar el servicio o su visor de recorridos, ni intentar extraer su código fuente, salvo cuando la ley lo permita expresamente pese a esta restricción;',
            'sondear, escanear o probar la seguridad del servicio sin nuestro permiso por escrito, interferir en su funcionamiento o someterlo a una carga excesiva, incluso mediante la extracción automatizada de datos;',
            'compartir su cuenta, revender el servicio o el acceso a él, ni usarlo para desarrollar un producto competidor;',
            'usar el servicio en infracción de las leyes de control de exportaciones o de sanciones.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Podemos retirar o deshabilitar el contenido que infrinja estas reglas o que la ley nos obligue a retirar, y se lo informaremos cuando lo hagamos, salvo que la ley o una investigación lo impidan.',
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Su contenido',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Usted conserva la titularidad de los escaneos, archivos, imágenes, textos y demás contenido que sube (“su contenido”) y de los recorridos generados a partir de ellos.',
        },
        {
          kind: 'paragraph',
          text: 'Usted otorga a Roomwalk una licencia mundial, no exclusiva y libre de regalías para alojar, almacenar, copiar, procesar, adaptar (por ejemplo, al convertir un escaneo en un modelo 3D, reducir su tamaño o detectar objetos en él) y mostrar su contenido, únicamente en la medida necesaria para prestarle el servicio de forma segura y para mostrar sus recorridos a las personas con quienes los comparta. Esta licencia termina cuando su contenido se elimina de nuestros sistemas, excepto en lo que respecta a las copias de seguridad, que se sobrescriben en el curso normal de las operaciones.',
        },
        {
          kind: 'paragraph',
          text: 'Usted confirma que tiene todos los derechos necesarios para otorgar esta licencia y que su contenido, así como el uso que hacemos de él según lo descrito en estos Términos, no infringe derechos de terceros ni ninguna ley.',
        },
        {
          kind: 'paragraph',
          text: 'No usamos su contenido para promocionar Roomwalk (por ejemplo, mostrándolo en nuestro sitio web) sin su permiso.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Recorridos públicos e insertados',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Usted decide si publica un recorrido. Un recorrido publicado puede verlo, sin necesidad de una cuenta, cualquier persona que tenga su enlace o que visite un sitio web en el que esté insertado. Usted es responsable de lo que muestra un recorrido publicado y de los sitios web en los que lo inserta. Puede dejar de publicar un recorrido en cualquier momento, lo que desactiva su enlace y sus inserciones.',
        },
        {
          kind: 'paragraph',
          text: 'Quienes vean un recorrido público solo pueden usarlo para verlo. No pueden descargar, copiar ni volver a publicar su contenido sin el permiso de usted, y estos Términos se les aplican en la medida en que usen Roomwalk.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Nuestra propiedad intelectual',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk, su software, su visor de recorridos, sus diseños, logotipos y documentación pertenecen a Roomwalk o a sus licenciantes y están protegidos por las leyes de propiedad intelectual. Mientras su cuenta se mantenga en regla, le otorgamos una licencia personal, no exclusiva e intransferible para usar el servicio de conformidad con estos Términos. Aparte de esa licencia y de sus derechos sobre su propio contenido, estos Términos no le otorgan ningún derecho sobre Roomwalk ni sobre sus marcas.',
        },
        {
          kind: 'paragraph',
          text: 'Si nos envía comentarios o sugerencias, podemos usarlos libremente y sin ninguna obligación hacia usted.',
        },
      ],
    },
    {
      id: 'third-party-portals',
      heading: 'Portales inmobiliarios y otros servicios de terceros',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nuestro sitio web menciona portales inmobiliarios y otros sitios web en los que se pueden mostrar recorridos de Roomwalk. Esos nombres son marcas de sus respectivos titulares. Mencionarlos solo significa que el enlace o el código para insertar de un recorrido de Roomwalk es técnicamente compatible con ellos; no significa que respalden o patrocinen a Roomwalk o que estén afiliados a ella, ni que seamos sus socios.',
        },
        {
          kind: 'paragraph',
          text: 'Cuando publica un recorrido en un portal o sitio web de terceros, ese uso se rige por los términos y políticas propios de ese portal. No somos responsables de los servicios de terceros, de su disponibilidad ni de los cambios que realicen y que afecten la forma en que se muestran los recorridos.',
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Disponibilidad y cambios en el servicio',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Trabajamos para que Roomwalk esté siempre disponible, pero no garantizamos un funcionamiento ininterrumpido ni libre de errores. El servicio puede no estar disponible durante tareas de mantenimiento, que procuramos programar en horarios de poca actividad y anunciar con antelación, o por hechos ajenos a nuestro control razonable, como fallas de redes o de proveedores, ataques o desastres naturales.',
        },
        {
          kind: 'paragraph',
          text: 'Mejoramos Roomwalk continuamente y podemos agregar, modificar o eliminar funciones. Si eliminamos una función que constituye una parte sustancial de su plan de pago, se lo informaremos con antelación y, si ya no desea continuar, podrá cancelar y recibir un reembolso proporcional por el resto de su periodo de facturación.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Exención de garantías',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Los recorridos son representaciones digitales generadas automáticamente a partir de sus escaneos y archivos. Las medidas, los planos de planta, los objetos detectados y las rutas de navegación son aproximados y pueden contener errores; no constituyen mediciones profesionales y no deben utilizarse como base para decisiones de construcción, avalúo, legales o de seguridad sin verificaciones independientes.',
        },
        {
          kind: 'paragraph',
          text: 'Salvo lo establecido expresamente en estos Términos y en la medida en que la ley lo permita, el servicio se presta “tal cual” y “según disponibilidad”, sin garantías de ningún tipo, expresas o implícitas, incluidas las garantías implícitas de comerciabilidad, idoneidad para un fin determinado y no infracción. Nada de lo dispuesto en estos Términos excluye las garantías que la ley no permite excluir, incluidas las que protegen a los consumidores.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitación de responsabilidad',
      blocks: [
        {
          kind: 'paragraph',
          text: 'En la medida en que la ley lo permita, Roomwalk no será responsable de ningún daño indirecto, incidental, especial o consecuente, ni de ninguna pérdida de ganancias, ingresos, negocios, prestigio comercial o datos, que se derive de estos Términos o del servicio o esté relacionado con ellos, aunque se nos haya advertido de la posibilidad de dicha pérdida.',
        },
        {
          kind: 'paragraph',
          text: 'En la medida en que la ley lo permita, la responsabilidad total de Roomwalk por todas las reclamaciones que se deriven de estos Términos o del servicio o estén relacionadas con ellos se limita al importe que usted nos haya pagado por el servicio en los doce meses anteriores al hecho que dio origen a la reclamación.',
        },
        {
          kind: 'paragraph',
          text: 'Estas limitaciones no se aplican a la responsabilidad que la ley no permite limitar ni excluir, como la responsabilidad por muerte o lesiones personales causadas por negligencia, o por fraude, dolo o culpa grave.',
        },
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnización',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si usa Roomwalk con fines comerciales, usted se obliga a defender y mantener indemnes a Roomwalk, a su personal y a sus proveedores frente a cualquier reclamación, pérdida, daño y costo, incluidos honorarios legales razonables, que se derive de su contenido, del uso que haga del servicio en infracción de estos Términos o de la vulneración de derechos de terceros, por ejemplo, cuando se haya escaneado un lugar sin permiso. Le informaremos sin demora de cualquier reclamación de ese tipo y le permitiremos participar en su defensa.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Suspensión y terminación',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Puede dejar de usar Roomwalk y cerrar su cuenta en cualquier momento desde su configuración o escribiendo a legal@roomwalk.example. Al cerrar su cuenta, toda suscripción finaliza al término del periodo de facturación en curso, y después su contenido se elimina según se describe en nuestra Política de privacidad.',
        },
        {
          kind: 'paragraph',
          text: 'Podemos suspender o cerrar su cuenta, o dejar de publicar recorridos, si usted incumple estos Términos de forma grave o reiterada, si no paga, si la ley lo exige o si su uso genera un riesgo para otros usuarios, para el servicio o para terceros. Cuando sea razonable, le avisaremos primero, le indicaremos el motivo y le daremos la oportunidad de corregir la situación. Si cerramos su cuenta sin causa justificada, se lo notificaremos con al menos 30 días de antelación y le reembolsaremos el importe proporcional de cualquier periodo que haya pagado y no haya utilizado.',
        },
        {
          kind: 'paragraph',
          text: 'Las disposiciones de estos Términos que por su naturaleza deban subsistir tras la terminación, como las relativas a la propiedad intelectual, la exención de garantías, la limitación de responsabilidad, la indemnización y la ley aplicable, seguirán vigentes.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Ley aplicable y resolución de controversias',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Estos Términos, y cualquier controversia que se derive de ellos o del servicio o esté relacionada con ellos, se rigen por las leyes del país donde está registrada la empresa operadora de Roomwalk, sin tener en cuenta sus normas sobre conflicto de leyes, y los tribunales de ese país son competentes para conocer de cualquier controversia de ese tipo.',
        },
        {
          kind: 'paragraph',
          text: 'Si usted es consumidor, conserva además la protección que le otorgan las leyes imperativas del país donde vive y puede iniciar acciones ante sus tribunales. Antes de iniciar un procedimiento, le pedimos que escriba a legal@roomwalk.example para que podamos intentar resolver el asunto de manera informal.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en estos Términos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Podemos actualizar estos Términos, por ejemplo, cuando modifiquemos nuestros planes o funciones o cuando cambie la ley. Le informaremos de los cambios sustanciales por correo electrónico o en la aplicación al menos 30 días antes de que entren en vigor. Si no está de acuerdo con un cambio, puede cancelar su suscripción antes de que entre en vigor; si sigue usando Roomwalk después de esa fecha, acepta los Términos actualizados. La fecha que figura al principio de esta página indica cuándo se modificaron estos Términos por última vez.',
        },
      ],
    },
    {
      id: 'general',
      heading: 'Disposiciones generales',
      blocks: [
        {
          kind: 'list',
          items: [
            'Acuerdo completo: estos Términos, junto con nuestra Política de privacidad y los detalles del plan que se le mostraron al suscribirse, constituyen el acuerdo completo entre usted y Roomwalk en relación con el servicio.',
            'Divisibilidad: si un tribunal determina que alguna disposición de estos Términos no es exigible, el resto seguirá en vigor.',
            'Renuncia: el hecho de que no ejerzamos un derecho de inmediato no implica que renunciemos a él.',
            'Cesión: usted no puede ceder los derechos que le otorgan estos Términos sin nuestro consentimiento. Nosotros podemos ceder los nuestros a una empresa que asuma nuestro negocio, y estos Términos seguirán protegiéndolo.',
            'Idioma: estos Términos están disponibles en varios idiomas. Si existen diferencias entre las versiones, prevalecerá la versión en inglés, salvo que la ley de su país disponga otra cosa.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Puede enviar sus preguntas sobre estos Términos a legal@roomwalk.example. Para preguntas sobre datos personales, escriba a privacy@roomwalk.example.',
        },
      ],
    },
  ],
};

const legalDocuments: LegalDocuments = { privacy, terms };

export default legalDocuments;
