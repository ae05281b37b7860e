import type { SiteCopy } from "../types"

/** Spanish: the site's CMS copy (see ../BRIEF.md). */
export const copy: SiteCopy = {
  faq: [
    {
      question: "¿Cuánto tarda la entrega?",
      answer: [
        { p: "Depende del país de destino: en nuestra [página de envíos](/shipping) verás el plazo de cada país. Los plazos se cuentan en días laborables desde el envío:" },
        {
          ul: ["**Europa:** {{europeDays}}", "**Resto de países:** {{worldwideDays}}"],
        },
      ],
    },
    {
      question: "¿Cuánto tardáis en preparar mi pedido?",
      answer: [
        {
          p: "Preparamos todos los pedidos en un plazo de 24 horas. Si haces tu pedido un día laborable antes de las 14:00, sale de nuestro almacén ese mismo día.",
        },
      ],
    },
    {
      question: "¿A qué países enviáis?",
      answer: [
        {
          p: "Enviamos a {{countriesShippedTo}}. En nuestra página de [envío y entrega](/shipping) encontrarás la lista completa, con los plazos y las tarifas de cada país.",
        },
      ],
    },
    {
      question: "¿Cuánto cuesta el envío?",
      answer: [
        {
          p: "Según el país, el envío cuesta desde 5,99 EUR (Alemania) hasta 39,99 EUR. En pedidos a partir de {{freeShippingFrom}}, el envío es **gratis**.",
        },
      ],
    },
    {
      question: "¿Puedo modificar o cancelar mi pedido?",
      answer: [
        {
          p: "Sí, durante las 2 horas siguientes a la compra. Solo tienes que [escribirnos](/contact) con tu número de pedido y contarnos qué quieres cambiar. Si el paquete ya ha salido, siempre puedes devolverlo gracias a nuestro plazo de devolución de 30 días. Para cancelarlo, abre tu pedido desde el enlace del correo de confirmación y elige **Cancelar pedido**.",
        },
      ],
    },
    {
      question: "¿Qué hago si mi paquete llega dañado?",
      answer: [
        {
          p: "Avísanos en las 48 horas siguientes a la entrega y envíanos algunas fotos del paquete y del producto. Tras revisarlas, te mandamos un producto de sustitución o te devolvemos el dinero, lo que prefieras.",
        },
      ],
    },
    {
      question: "¿Cómo funcionan las devoluciones?",
      answer: [
        {
          p: "Tienes 30 días desde la entrega para devolver un producto, sin necesidad de dar explicaciones. Abre tu pedido desde el enlace **Ver tu pedido** del correo de confirmación y elige **Devolver artículos**. En nuestra página de [devoluciones y reclamaciones](/returns) te contamos todo el proceso paso a paso. ¿Has perdido el correo? En nuestra página [Seguir tu pedido](/track-order) puedes pedir que te enviemos el enlace de nuevo.",
        },
      ],
    },
    {
      question: "¿Cuándo recibiré el reembolso?",
      answer: [
        {
          p: "Te reembolsamos el importe en un plazo de 3–5 días laborables desde que recibimos la devolución, con el mismo método de pago que usaste en el pedido.",
        },
      ],
    },
    {
      question: "¿Qué garantía tienen los productos?",
      answer: [
        { p: "Todos los productos tienen garantía, y algunos pueden protegerse durante más tiempo. Hay tres niveles:" },
        {
          ul: ["**Estándar:** 2 años en todos los productos", "**Ampliada:** 3 años", "**Premium:** 5 años"],
        },
        { p: "En nuestra página de [garantía](/warranty) te explicamos qué cubre cada nivel." },
      ],
    },
    {
      question: "¿Qué métodos de pago aceptáis?",
      answer: [
        {
          p: "Aceptamos tarjetas Visa, Mastercard y American Express a través del pago seguro de Stripe. Los importes se cobran en USD.",
        },
      ],
    },
  ],

  pages: {
    shipping: {
      title: "Envío y entrega",
      description: "Enviamos desde nuestro almacén europeo a {{countriesShippedTo}}, con seguro y seguimiento en cada paquete.",
      highlights: [
        { title: "Entrega rápida", text: "Si pides antes de las 14:00, lo enviamos el mismo día. Plazo de entrega en Europa: {{europeDays}}." },
        { title: "Embalaje seguro", text: "Embalamos cada producto con cuidado para que llegue en perfecto estado." },
        { title: "Seguro total", text: "Cada paquete está asegurado por su valor total, desde nuestro almacén hasta tu puerta." },
        { title: "Seguimiento en tiempo real", text: "Sigue tu paquete paso a paso con avisos por SMS y correo electrónico." },
      ],
      body: [
        { h2: "Información sobre la entrega" },
        {
          ul: [
            "Preparamos todos los pedidos en un plazo de 24 horas.",
            "Los plazos de entrega se cuentan en días laborables.",
            "El envío es gratis en pedidos a partir de {{freeShippingFrom}}.",
            "En los envíos fuera de la UE pueden aplicarse aranceles e impuestos de importación, que corren a cargo del destinatario.",
          ],
        },
        { h2: "Condiciones" },
        {
          ul: [
            "Indica una dirección correcta y completa y un número de teléfono para que el repartidor pueda localizarte.",
            "El repartidor hace un único intento de entrega y, si no hay nadie, deja un aviso.",
            "Los paquetes que no se recogen en un plazo de 14 días se nos devuelven.",
          ],
        },
        { p: "¿No aparece tu país? [Escríbenos](/contact) y buscaremos una solución." },
      ],
    },

    returns: {
      title: "Devoluciones y reclamaciones",
      description: "Tienes 30 días para devolver cualquier producto, sin necesidad de dar explicaciones.",
      highlights: [
        { title: "Avísanos", text: "Abre tu pedido desde el enlace del correo de confirmación y elige «Devolver artículos»: qué, cuántos y por qué." },
        { title: "Embálalo", text: "Prepara el paquete con el producto y todos sus accesorios." },
        { title: "Envíalo", text: "Escribe en el paquete el número de devolución que aparece en nuestro correo y envíalo a la dirección que se indica en él." },
        { title: "Recibe tu dinero", text: "Te reembolsamos en 3–5 días laborables desde que recibimos la devolución." },
      ],
      body: [
        { h2: "Condiciones de devolución" },
        {
          ul: [
            "El producto debe estar sin usar, completo y en su embalaje original.",
            "Por motivos de higiene, artículos como los auriculares intrauditivos solo se admiten con el precinto intacto.",
            "Devolver un producto defectuoso no te cuesta nada: nosotros pagamos el envío de vuelta.",
            "El envío de vuelta también es gratis si el producto llega dañado o si te hemos enviado uno equivocado. Si simplemente has cambiado de opinión, el envío de vuelta cuesta lo mismo que la entrega en tu país y lo descontamos de tu reembolso.",
          ],
        },
        { h2: "Cómo encontrar tu pedido" },
        {
          p: "Todos los correos que te enviamos sobre un pedido, empezando por el de confirmación, incluyen un enlace **Ver tu pedido**. Abre la página de tu pedido, donde puedes seguir la entrega, cancelarlo en las 2 horas siguientes a la compra o devolver artículos una vez enviados. ¿No encuentras el correo? Revisa la carpeta de spam o pide que te reenviemos el enlace en nuestra página [Seguir tu pedido](/track-order): solo necesitas la dirección con la que hiciste el pedido y el número de pedido.",
        },
        { h2: "Reembolsos" },
        {
          p: "En cuanto tu devolución llega a nuestro almacén, la revisamos y te reembolsamos el importe en 3–5 días laborables, con el mismo método de pago que usaste en el pedido. Te avisaremos por correo electrónico en cuanto el reembolso esté en camino.",
        },
        { h2: "Reclamaciones" },
        {
          p: "Si el paquete ha sufrido daños durante el transporte, comunícalo en las 48 horas siguientes a la entrega y adjunta fotos del embalaje y del producto. Respondemos a todas las reclamaciones en un plazo de 14 días. Si aparece un defecto más adelante, consulta nuestra página de [garantía](/warranty).",
        },
      ],
    },

    warranty: {
      title: "Garantía",
      description: "Todos los productos tienen garantía y, en algunos, puedes ampliar la cobertura.",
      highlights: [
        { title: "Estándar: 2 años", text: "En todos los productos de nuestro catálogo, frente a defectos de fabricación." },
        { title: "Ampliada: 3 años", text: "Para móviles y relojes registrados en los 30 días siguientes a la compra." },
        { title: "Premium: 5 años", text: "Para relojes de lujo, con un cambio de batería incluido." },
      ],
      body: [
        { h2: "Cómo solicitar la garantía" },
        {
          ol: [
            "[Ponte en contacto con nosotros](/contact) e indica tu número de pedido.",
            "Describe la avería y adjunta algunas fotos.",
            "Te enviamos una etiqueta de envío prepagada.",
            "Reparamos o sustituimos el producto en un plazo de 14 días.",
          ],
        },
        { h2: "Qué no cubre la garantía" },
        {
          ul: [
            "Daños accidentales, como caídas, grietas o una pantalla rota",
            "Daños por agua más allá del nivel de resistencia al agua indicado para el producto",
            "El desgaste normal por el uso",
            "Reparaciones o modificaciones realizadas por personas no autorizadas por nosotros",
          ],
        },
      ],
    },

    support: {
      title: "Centro de ayuda",
      description: "Respuestas sobre pedidos, envíos, devoluciones y garantía, todo en un mismo lugar.",
      highlights: [
        { title: "Preguntas frecuentes", text: "Respuestas rápidas a las dudas que más nos plantean." },
        { title: "Contacto", text: "Escríbenos y alguien de nuestro equipo te responderá." },
        { title: "Devoluciones", text: "30 días para cambiar de opinión, sin dar explicaciones." },
        { title: "Garantía", text: "Hasta 5 años de cobertura, según el producto." },
        { title: "Llámanos", text: "L–V de 9:00 a 18:00 (hora CET)" },
        { title: "Escríbenos", text: "Te respondemos en 24–48 horas." },
      ],
      body: [
        {
          p: "¿No sabes por dónde empezar? La mayoría de las dudas sobre envíos, pagos y devoluciones están resueltas en nuestras [preguntas frecuentes](/faq). Si no encuentras la tuya, [escríbenos](/contact) con tu número de pedido a mano y lo resolveremos juntos.",
        },
      ],
    },

    contact: {
      title: "Contacto",
      description: "¿Tienes alguna pregunta sobre un producto o un pedido? Escríbenos: respondemos a todos los mensajes.",
      highlights: [],
      body: [
        {
          p: "Para poder ayudarte más rápido, indica tu **número de pedido** y cuéntanos brevemente tu consulta. Si hay algún problema con un producto, unas cuantas fotos nos ayudan mucho.",
        },
        {
          p: "Respondemos a todos los mensajes en un plazo de 24–48 horas. También puedes escribirnos directamente a [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
      ],
    },

    privacy: {
      title: "Política de privacidad",
      description: "Cómo recogemos, usamos y protegemos tus datos personales cuando compras en Orbita.",
      highlights: [],
      body: [
        { h2: "Responsable del tratamiento" },
        {
          p: "El responsable del tratamiento de tus datos personales es Orbita Trading Ltd, 27 Old Gloucester Street, London WC1N 3AX, Reino Unido, la empresa que gestiona la tienda Orbita. Para cualquier consulta sobre tus datos, escríbenos a [support@orbita-shop.com](mailto:support@orbita-shop.com). Tratamos los datos personales conforme al RGPD (Reglamento General de Protección de Datos de la UE) y a su equivalente británico, el UK GDPR.",
        },
        { h2: "Qué datos recogemos" },
        {
          ul: [
            "Datos de contacto: nombre, dirección de correo electrónico y número de teléfono",
            "Datos de entrega: tu dirección de envío",
            "Datos del pedido: productos comprados, precios y estado del pago (los datos de tu tarjeta los gestiona Stripe y nunca llegan a nosotros)",
            "Los mensajes que nos envías, por ejemplo sobre un pedido, una devolución o una reclamación de garantía",
            "Datos técnicos: dirección IP y tipo de navegador, que quedan guardados en los registros (logs) de nuestros servidores",
          ],
        },
        { h2: "Para qué los usamos" },
        {
          ul: [
            "Para recibir, tramitar y confirmar tu pedido",
            "Para entregarte el paquete y mantenerte informado de su estado",
            "Para responder a tus consultas y gestionar devoluciones, reclamaciones y garantías",
            "Para cumplir nuestras obligaciones legales, por ejemplo en materia fiscal y contable",
            "Para mantener la seguridad de la tienda y prevenir el fraude",
          ],
        },
        { h2: "Bases jurídicas" },
        {
          ul: [
            "**Ejecución de un contrato** (art. 6.1.b del RGPD): tramitación y entrega de tu pedido y atención al cliente",
            "**Obligación legal** (art. 6.1.c del RGPD): conservación de facturas y documentación contable",
            "**Interés legítimo** (art. 6.1.f del RGPD): seguridad de la tienda, prevención del fraude y defensa frente a reclamaciones",
            "**Consentimiento** (art. 6.1.a del RGPD): cuando te lo pedimos; puedes retirarlo en cualquier momento",
          ],
        },
        { h2: "Quién recibe tus datos" },
        {
          p: "Solo compartimos tus datos en la medida necesaria: con empresas de mensajería (como DHL, UPS y FedEx) para entregar tu pedido, con Stripe para procesar el pago y con nuestros proveedores de alojamiento y servicios informáticos, que trabajan por encargo nuestro con contratos de encargo del tratamiento. Solo comunicamos datos a las autoridades cuando la ley lo exige. Nunca vendemos tus datos. Si los datos se tratan fuera del Reino Unido o del Espacio Económico Europeo, aplicamos garantías adecuadas, como las cláusulas contractuales tipo.",
        },
        { h2: "Cuánto tiempo los conservamos" },
        {
          p: "Conservamos los datos del pedido mientras los necesitemos para cumplir el contrato y atender posibles reclamaciones o garantías, y las facturas y la documentación contable durante el plazo que exige la normativa fiscal (en el Reino Unido, seis años). Los mensajes al servicio de atención al cliente se eliminan cuando tu consulta queda totalmente resuelta y ya no puede dar lugar a ninguna reclamación.",
        },
        { h2: "Tus derechos" },
        { p: "De acuerdo con el RGPD, tienes derecho a:" },
        {
          ul: [
            "acceder a tus datos y obtener una copia",
            "rectificar los datos inexactos",
            "suprimir tus datos",
            "limitar el tratamiento",
            "la portabilidad de tus datos",
            "oponerte al tratamiento basado en nuestro interés legítimo",
            "presentar una reclamación ante una autoridad de control, como la Agencia Española de Protección de Datos (AEPD) o la Information Commissioner’s Office (ICO) del Reino Unido",
          ],
        },
        {
          p: "Para ejercer cualquiera de estos derechos, escribe a [support@orbita-shop.com](mailto:support@orbita-shop.com). Te responderemos en el plazo de un mes.",
        },
        { h2: "Cookies y almacenamiento local" },
        {
          p: "Solo usamos lo imprescindible para que la tienda funcione, sin cookies publicitarias ni de seguimiento. Encontrarás todos los detalles en nuestra [política de cookies](/cookies).",
        },
        { h2: "Cambios en esta política" },
        {
          p: "Podemos actualizar esta política cuando cambien nuestros servicios o la normativa. La fecha de la última actualización aparece al principio de esta página, y te avisaremos de cualquier cambio importante por correo electrónico o con un aviso en la tienda.",
        },
      ],
    },

    terms: {
      title: "Términos y condiciones",
      description: "Las normas de compra en Orbita: pedidos, pagos, envíos, devoluciones y garantía.",
      highlights: [],
      body: [
        { h2: "El vendedor" },
        {
          p: "La tienda Orbita está gestionada por Orbita Trading Ltd, sociedad registrada en Inglaterra y Gales con el número 14276583 y domicilio social en 27 Old Gloucester Street, London WC1N 3AX, Reino Unido. Puedes contactar con nosotros en [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
        { h2: "Pedidos y celebración del contrato" },
        {
          p: "Los productos que se muestran en la tienda son una invitación a realizar un pedido. Al hacer tu pedido, nos presentas una oferta de compra de los productos de tu cesta. El contrato de compraventa se celebra cuando te confirmamos el pedido por correo electrónico. Si un producto no estuviera disponible, te lo comunicaremos de inmediato y te devolveremos cualquier importe ya pagado.",
        },
        { h2: "Precios y pago" },
        {
          p: "El pago se realiza con tarjeta (Visa, Mastercard o American Express) a través del pago seguro de Stripe. El importe se cobra en USD al finalizar la compra; los precios mostrados en otras monedas son solo orientativos. Los gastos de envío se muestran antes del pago.",
        },
        { h2: "Envío" },
        {
          p: "Enviamos a {{countriesShippedTo}}. Los plazos y tarifas de cada país figuran en nuestra página de [envío y entrega](/shipping). En los envíos fuera de la UE pueden aplicarse aranceles e impuestos de importación, que corren a cargo del destinatario.",
        },
        { h2: "Derecho de desistimiento" },
        {
          p: "Puedes desistir del contrato en un plazo de 30 días desde que recibes el pedido, sin necesidad de justificarlo; es más de lo que exige la ley. En nuestra página de [devoluciones y reclamaciones](/returns) te explicamos cómo devolver un producto. Te reembolsamos en 3–5 días laborables desde que recibimos la devolución.",
        },
        { h2: "Garantía y reclamaciones" },
        {
          p: "Tus derechos legales de garantía ante la falta de conformidad del producto no se ven afectados. Además, todos los productos cuentan con nuestra garantía comercial, que se describe en la página de [garantía](/warranty). Las reclamaciones y los daños sufridos durante el transporte se tratan en la página de [devoluciones y reclamaciones](/returns); respondemos a todas las reclamaciones en un plazo de 14 días.",
        },
        { h2: "Responsabilidad" },
        {
          p: "Respondemos del correcto cumplimiento del contrato conforme a la ley. No somos responsables de los daños que no fueran previsibles al celebrar el contrato ni de los retrasos causados por circunstancias ajenas a nuestro control. Nada de lo dispuesto en estas condiciones limita nuestra responsabilidad por muerte o lesiones personales causadas por negligencia nuestra, por fraude, ni en los casos en que la ley no permita limitarla.",
        },
        { h2: "Legislación aplicable" },
        {
          p: "Estas condiciones se rigen por la legislación de Inglaterra y Gales. Si eres consumidor, conservas la protección que te otorgan las normas imperativas del país en el que resides y puedes acudir a los tribunales de ese país.",
        },
        { h2: "Contacto" },
        {
          p: "¿Tienes dudas sobre estas condiciones? Escribe a [support@orbita-shop.com](mailto:support@orbita-shop.com) o utiliza nuestra [página de contacto](/contact).",
        },
      ],
    },

    cookies: {
      title: "Política de cookies",
      description: "Qué cookies y tecnologías similares utilizamos y cómo puedes gestionarlas.",
      highlights: [],
      body: [
        { h2: "¿Qué son las cookies?" },
        {
          p: "Las cookies son pequeños archivos de texto que un sitio web guarda en tu navegador. Otras tecnologías similares, como el almacenamiento local del navegador (local storage), también permiten que un sitio recuerde información de una visita a otra.",
        },
        { h2: "Qué utilizamos" },
        {
          p: "Solo utilizamos lo estrictamente necesario para que la tienda funcione:",
        },
        {
          ul: [
            "**Cesta e idioma:** se guardan en el almacenamiento local de tu navegador para que, cuando vuelvas, tu cesta siga ahí y la tienda te hable en tu idioma. Estos datos no salen de tu dispositivo.",
            "**Pago:** las páginas de pago las gestiona Stripe, que instala sus propias cookies para procesar los pagos de forma segura y prevenir el fraude. Se describen en la política de privacidad y cookies de Stripe.",
          ],
        },
        { h2: "Sin publicidad ni seguimiento" },
        {
          p: "No usamos cookies publicitarias, analíticas ni de seguimiento, y no permitimos que terceros sigan tus pasos por nuestra tienda.",
        },
        { h2: "Cómo eliminarlas" },
        {
          p: "Puedes consultar y borrar en cualquier momento las cookies y los datos de sitios desde la configuración de tu navegador, normalmente en el apartado «Privacidad» o «Datos de sitios». Ten en cuenta que, si los borras, tu cesta se vaciará y la tienda volverá a su idioma predeterminado.",
        },
        {
          p: "¿Tienes preguntas? Consulta nuestra [política de privacidad](/privacy) o [escríbenos](/contact).",
        },
      ],
    },
  },

  settings: {
    tagline: "Electrónica premium con entrega en todo el mundo",
    weekdays: "De lunes a viernes",
    weekend: "Sábados y domingos",
    phoneHours: "L–V de 9:00 a 18:00 (hora CET)",
    emailResponse: "Respuesta en 24–48 horas",
    reviewLinks: ["Nuestras opiniones en Trustpilot", "Nuestras opiniones en Google"],
  },

  reviews: [
    {
      title: "Producto genial, entrega rápida",
      comment: "El paquete llegó en dos días y todo venía muy bien embalado. La calidad de los acabados ha superado mis expectativas. ¡Lo recomiendo!",
    },
    {
      title: "Tal como se describe",
      comment: "El producto es exactamente igual que en las fotos. El trato con el vendedor, muy bueno: me respondieron a la pregunta en pocas horas.",
    },
    {
      title: "Buena relación calidad-precio",
      comment: "Muy buen producto para lo que cuesta. Le quito una estrella porque la entrega tardó algo más de lo normal en Navidad.",
    },
  ],
}
