import type { SiteCopy } from "../types"

/** Portuguese: the site's CMS copy (see ../BRIEF.md). */
export const copy: SiteCopy = {
  faq: [
    {
      question: "Quanto tempo demora a entrega?",
      answer: [
        { p: "Depende do destino: na nossa [página de envios](/shipping) encontra o prazo para cada país. Os prazos são contados em dias úteis:" },
        {
          ul: ["**Europa:** {{europeDays}}", "**Restantes países:** {{worldwideDays}}"],
        },
      ],
    },
    {
      question: "Quanto tempo demora o processamento da minha encomenda?",
      answer: [
        {
          p: "Processamos todas as encomendas no prazo de 24 horas. As encomendas feitas até às 14h00 saem do nosso armazém no próprio dia.",
        },
      ],
    },
    {
      question: "Para que países enviam?",
      answer: [
        {
          p: "Enviamos para {{countriesShippedTo}}. Pode consultar a lista completa, com os portes de cada destino, na página [Envio e entrega](/shipping).",
        },
      ],
    },
    {
      question: "Quanto custam os portes de envio?",
      answer: [
        {
          p: "Os portes variam consoante o país de destino: desde 5,99 EUR para a Alemanha até 39,99 EUR. Nas encomendas a partir de {{freeShippingFrom}}, os portes são **grátis**.",
        },
      ],
    },
    {
      question: "Posso alterar ou cancelar a minha encomenda?",
      answer: [
        {
          p: "Sim, nas 2 horas seguintes à compra. [Escreva-nos](/contact) com o número da encomenda e diga-nos o que pretende alterar ou se deseja cancelá-la. Para a cancelar, abra a encomenda a partir da ligação no e-mail de confirmação e escolha **Cancelar encomenda**.",
        },
      ],
    },
    {
      question: "E se a encomenda chegar danificada?",
      answer: [
        {
          p: "Comunique-nos o problema no prazo de 48 horas após a entrega, com fotografias da embalagem e do produto. Enviamos-lhe um produto de substituição ou reembolsamos o valor pago.",
        },
      ],
    },
    {
      question: "Como funcionam as devoluções?",
      answer: [
        {
          p: "Tem 30 dias para devolver um produto, sem necessidade de justificação. Abra a encomenda a partir da ligação **Ver a sua encomenda** no e-mail de confirmação e escolha **Devolver artigos**. Explicamos todos os passos na página [Devoluções e reclamações](/returns). Perdeu o e-mail? Na página [Acompanhar a sua encomenda](/track-order) pode voltar a receber a ligação.",
        },
      ],
    },
    {
      question: "Quando recebo o reembolso?",
      answer: [
        {
          p: "No prazo de 3–5 dias úteis após recebermos a devolução. O valor é reembolsado através do mesmo método de pagamento que utilizou na compra.",
        },
      ],
    },
    {
      question: "Que garantia têm os produtos?",
      answer: [
        { p: "Disponibilizamos três níveis de garantia:" },
        {
          ul: ["**Garantia Padrão:** 2 anos, incluída em todos os produtos", "**Garantia Alargada:** 3 anos", "**Garantia Premium:** 5 anos"],
        },
        { p: "Saiba mais na página [Garantia](/warranty)." },
      ],
    },
    {
      question: "Que métodos de pagamento aceitam?",
      answer: [
        {
          p: "Aceitamos cartões Visa, Mastercard e American Express através da página de pagamento segura da Stripe. Os valores são cobrados em dólares norte-americanos (USD).",
        },
      ],
    },
  ],

  pages: {
    shipping: {
      title: "Envio e entrega",
      description: "Enviamos a partir do nosso armazém europeu para {{countriesShippedTo}}, com embalagem cuidada, seguro e seguimento em todas as encomendas.",
      highlights: [
        {
          title: "Entrega rápida",
          text: "Encomende até às 14h00 e expedimos no próprio dia. Prazo de entrega na Europa: {{europeDays}}.",
        },
        {
          title: "Embalagem segura",
          text: "Caixas resistentes e proteção interior para que o produto chegue intacto.",
        },
        {
          title: "Seguro total",
          text: "Todas as encomendas seguem com seguro pelo valor total, sem qualquer custo adicional.",
        },
        {
          title: "Seguimento da encomenda",
          text: "Receba o número de seguimento por SMS e e-mail e acompanhe o envio até à sua porta.",
        },
      ],
      body: [
        { h2: "Informações sobre a entrega" },
        {
          ul: [
            "Processamos todas as encomendas no prazo de 24 horas.",
            "Os prazos de entrega são contados em dias úteis.",
            "Os portes são grátis nas encomendas a partir de {{freeShippingFrom}}.",
            "Nas entregas fora da União Europeia podem ser cobrados direitos aduaneiros, que ficam a cargo do destinatário.",
          ],
        },
        { h2: "Condições" },
        {
          ul: [
            "É necessário indicar uma morada correta e completa e um número de telefone válido.",
            "A transportadora faz uma tentativa de entrega; se não houver ninguém, deixa um aviso.",
            "As encomendas não levantadas no prazo de 14 dias são devolvidas ao remetente.",
          ],
        },
        { p: "O seu país não está na lista? [Contacte-nos](/contact) e encontraremos uma solução." },
      ],
    },

    returns: {
      title: "Devoluções e reclamações",
      description: "Tem 30 dias para devolver um produto, sem necessidade de justificação. Veja como funciona, em quatro passos simples.",
      highlights: [
        {
          title: "Contacte-nos",
          text: "Abra a encomenda a partir da ligação no e-mail de confirmação e escolha «Devolver artigos»: o quê, quantos e porquê.",
        },
        {
          title: "Embale o produto",
          text: "Coloque o produto, com todos os acessórios, na embalagem original.",
        },
        {
          title: "Envie a devolução",
          text: "Escreva no pacote o número de devolução indicado no nosso e-mail e envie-o para a morada que lá consta.",
        },
        {
          title: "Receba o reembolso",
          text: "Reembolsamos o valor no prazo de 3–5 dias úteis após recebermos a devolução.",
        },
      ],
      body: [
        { h2: "Condições de devolução" },
        {
          ul: [
            "O produto deve estar sem uso, completo e na embalagem original.",
            "Por razões de higiene, artigos como os auscultadores intra-auriculares só podem ser devolvidos se ainda estiverem selados.",
            "A devolução de produtos com defeito não tem custos: os portes ficam a nosso cargo.",
            "O envio da devolução também é gratuito se o produto chegar danificado ou se lhe tivermos enviado o artigo errado. Se simplesmente mudou de ideias, o envio da devolução custa o mesmo que a entrega no seu país e é descontado do reembolso.",
          ],
        },
        { h2: "Como encontrar a sua encomenda" },
        {
          p: "Todos os e-mails que enviamos sobre uma encomenda, a começar pela confirmação, incluem a ligação **Ver a sua encomenda**. Esta abre a página da sua encomenda, onde pode acompanhar a entrega, cancelá-la nas 2 horas seguintes à compra ou devolver artigos depois de enviados. Não encontra o e-mail? Verifique a pasta de spam ou peça para voltar a receber a ligação na página [Acompanhar a sua encomenda](/track-order): basta o endereço de e-mail com que fez a encomenda e o número da encomenda.",
        },
        { h2: "Reembolsos" },
        {
          p: "Depois de recebermos e verificarmos a devolução, reembolsamos o valor no prazo de 3–5 dias úteis, através do mesmo método de pagamento utilizado na compra. Enviamos-lhe um e-mail assim que o reembolso for processado.",
        },
        {
          p: "O tempo até o valor aparecer na sua conta pode variar ligeiramente consoante o banco ou o emissor do cartão.",
        },
        { h2: "Reclamações" },
        {
          p: "Os danos ocorridos durante o transporte devem ser comunicados no prazo de 48 horas após a entrega, com fotografias da embalagem e do produto. Para qualquer outro defeito, pode [apresentar uma reclamação](/contact): respondemos a todas as reclamações no prazo de 14 dias.",
        },
      ],
    },

    warranty: {
      title: "Garantia",
      description: "Todos os nossos produtos têm garantia. Escolha o nível de proteção que melhor lhe convém: 2, 3 ou 5 anos.",
      highlights: [
        {
          title: "Garantia Padrão – 2 anos",
          text: "Incluída em todos os produtos, cobre defeitos de fabrico.",
        },
        {
          title: "Garantia Alargada – 3 anos",
          text: "Para telemóveis e relógios registados no prazo de 30 dias após a compra.",
        },
        {
          title: "Garantia Premium – 5 anos",
          text: "Para relógios de luxo, com uma substituição da bateria incluída.",
        },
      ],
      body: [
        { h2: "Como acionar a garantia" },
        {
          ol: [
            "Contacte-nos indicando o número da encomenda.",
            "Descreva a avaria e envie-nos algumas fotografias.",
            "Enviamos-lhe uma etiqueta de envio pré-paga para nos remeter o produto.",
            "Reparamos ou substituímos o produto no prazo de 14 dias.",
          ],
        },
        { h2: "O que a garantia não cobre" },
        {
          ul: [
            "Danos acidentais, como quedas ou pancadas.",
            "Danos causados por água acima do nível de resistência indicado para o produto.",
            "O desgaste normal resultante da utilização.",
            "Reparações ou alterações efetuadas por terceiros não autorizados.",
          ],
        },
        { p: "Tem dúvidas sobre a garantia do seu produto? [Contacte-nos](/contact) e teremos todo o gosto em ajudar." },
      ],
    },

    support: {
      title: "Centro de apoio",
      description: "Como podemos ajudar? Aqui encontra respostas rápidas e todas as formas de entrar em contacto connosco.",
      highlights: [
        {
          title: "Perguntas frequentes",
          text: "Respostas rápidas sobre encomendas, envios, pagamentos e devoluções.",
        },
        {
          title: "Contactos",
          text: "Envie-nos uma mensagem: respondemos a todas, sem exceção.",
        },
        {
          title: "Devoluções",
          text: "30 dias para devolver um produto, sem necessidade de justificação.",
        },
        {
          title: "Garantia",
          text: "Até 5 anos de proteção: conheça os três níveis de garantia.",
        },
        {
          title: "Ligue-nos",
          text: "Seg–Sex 9h00–18h00 CET",
        },
        {
          title: "Escreva-nos",
          text: "Respondemos em 24–48 horas",
        },
      ],
      body: [
        {
          p: "Não sabe por onde começar? Consulte as [perguntas frequentes](/faq): aí encontra resposta para a maioria das dúvidas sobre entregas, devoluções e pagamentos. Se precisar de ajuda com uma encomenda concreta, [contacte-nos](/contact) e indique o número da encomenda.",
        },
      ],
    },

    contact: {
      title: "Contactos",
      description: "Tem alguma pergunta sobre um produto ou uma encomenda? Escreva-nos: respondemos a todas as mensagens.",
      highlights: [],
      body: [
        {
          p: "Para o podermos ajudar mais depressa, indique na mensagem o **número da encomenda** (se já o tiver) e descreva brevemente o seu pedido. Se o problema for com um produto, junte também algumas fotografias.",
        },
        {
          p: "Respondemos no prazo de 24–48 horas. Também nos pode escrever diretamente para [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
      ],
    },

    privacy: {
      title: "Política de privacidade",
      description: "Como a Orbita recolhe, utiliza e protege os seus dados pessoais, em conformidade com o RGPD.",
      highlights: [],
      body: [
        {
          p: "Esta política explica que dados pessoais tratamos quando visita a nossa loja online, faz uma encomenda ou entra em contacto connosco, e quais são os seus direitos.",
        },
        { h2: "Responsável pelo tratamento" },
        {
          p: "O responsável pelo tratamento dos seus dados é a **Orbita Trading Ltd**, 27 Old Gloucester Street, Londres WC1N 3AX, Reino Unido. Para qualquer questão relacionada com privacidade, escreva-nos para [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
        { h2: "Que dados recolhemos" },
        {
          ul: [
            "Dados de identificação e contacto: nome, endereço de e-mail e número de telefone.",
            "Morada de entrega e, se for diferente, morada de faturação.",
            "Dados da encomenda: produtos comprados, valores, estado do pagamento e do envio. Os dados completos do cartão são tratados exclusivamente pela Stripe: nós não os vemos nem os guardamos.",
            "O conteúdo das mensagens que nos envia por e-mail ou através dos formulários do site.",
            "Dados técnicos, como o endereço IP, o tipo de navegador e os registos do servidor, necessários ao funcionamento e à segurança do site.",
          ],
        },
        { h2: "Para que utilizamos os seus dados" },
        {
          ul: [
            "Processar e gerir as suas encomendas, incluindo pagamentos, devoluções e reembolsos.",
            "Entregar as encomendas e enviar-lhe atualizações sobre o envio por SMS e e-mail.",
            "Responder aos seus pedidos de apoio e tratar reclamações e pedidos de garantia.",
            "Cumprir obrigações legais, por exemplo em matéria fiscal e contabilística.",
            "Proteger a loja contra fraudes e utilizações abusivas.",
          ],
        },
        { h2: "Fundamentos jurídicos do tratamento" },
        {
          ul: [
            "**Execução de um contrato** (artigo 6.º, n.º 1, alínea b), do RGPD): gestão de encomendas, entregas, devoluções e garantia.",
            "**Obrigação jurídica** (alínea c)): conservação de documentos fiscais e contabilísticos.",
            "**Interesse legítimo** (alínea f)): segurança do site, prevenção de fraudes e resposta a pedidos de apoio.",
            "**Consentimento** (alínea a)), sempre que o pedirmos expressamente: pode retirá-lo a qualquer momento.",
          ],
        },
        { h2: "Quem recebe os seus dados" },
        { p: "Partilhamos os seus dados apenas com quem precisa deles para lhe prestar o serviço:" },
        {
          ul: [
            "as transportadoras (como a DHL, a UPS e a FedEx), para entregar as encomendas;",
            "a Stripe, para processar os pagamentos em segurança;",
            "os fornecedores de alojamento e de serviços informáticos que mantêm a nossa loja em funcionamento;",
            "as autoridades públicas, quando a lei o exija.",
          ],
        },
        {
          p: "Se os dados forem transferidos para fora do EEE ou do Reino Unido, essa transferência é feita com garantias adequadas, como as cláusulas contratuais-tipo aprovadas pela Comissão Europeia.",
        },
        { h2: "Durante quanto tempo guardamos os dados" },
        {
          p: "Guardamos os dados das encomendas durante o tempo necessário para as executar e para tratar devoluções, reclamações e garantias e, depois disso, pelo período exigido pela legislação fiscal e contabilística. A correspondência com o apoio ao cliente é guardada enquanto for necessária para tratar o seu pedido. Findos esses prazos, os dados são apagados ou anonimizados.",
        },
        { h2: "Os seus direitos" },
        { p: "Nos termos do RGPD, tem direito a:" },
        {
          ul: [
            "aceder aos seus dados e obter uma cópia;",
            "pedir a retificação de dados inexatos ou incompletos;",
            "obter o apagamento dos seus dados;",
            "pedir a limitação do tratamento;",
            "receber os seus dados num formato estruturado e transmiti-los a outro responsável (portabilidade);",
            "opor-se ao tratamento baseado no interesse legítimo;",
            "apresentar reclamação junto de uma autoridade de controlo, como a Comissão Nacional de Proteção de Dados (CNPD).",
          ],
        },
        {
          p: "Para exercer os seus direitos, escreva-nos para [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
        { h2: "Cookies e armazenamento local" },
        {
          p: "Utilizamos apenas os cookies e as tecnologias de armazenamento estritamente necessários ao funcionamento da loja. Todos os pormenores estão na nossa [Política de cookies](/cookies).",
        },
        { h2: "Alterações a esta política" },
        {
          p: "Podemos atualizar esta política, por exemplo quando lançarmos novos serviços ou quando a legislação mudar. A data da última atualização está sempre indicada nesta página e, em caso de alterações significativas, iremos informá-lo.",
        },
      ],
    },

    terms: {
      title: "Termos e condições",
      description: "As condições que regem as compras na loja online Orbita. Leia-as com atenção antes de fazer uma encomenda.",
      highlights: [],
      body: [
        { h2: "Vendedor" },
        {
          p: "A loja online Orbita é explorada pela **Orbita Trading Ltd**, sociedade registada em Inglaterra e no País de Gales com o número 14276583, com sede em 27 Old Gloucester Street, Londres WC1N 3AX, Reino Unido.",
        },
        { h2: "Encomendas e celebração do contrato" },
        {
          p: "Os produtos apresentados na loja constituem um convite a encomendar. Ao submeter uma encomenda, faz-nos uma proposta de compra; o contrato considera-se celebrado quando lhe enviamos a confirmação da encomenda por e-mail. Pode alterar ou cancelar a encomenda nas 2 horas seguintes à sua realização.",
        },
        { h2: "Preços e pagamento" },
        {
          p: "Aplicam-se os preços indicados na loja no momento da encomenda; os portes de envio são apresentados antes de a concluir. O pagamento é feito com cartão (Visa, Mastercard, American Express) na página de pagamento segura da Stripe, e o valor é cobrado em dólares norte-americanos (USD). Eventuais conversões cambiais são efetuadas pelo seu banco ou pelo emissor do cartão.",
        },
        { h2: "Entrega" },
        {
          p: "Enviamos para {{countriesShippedTo}}. Os prazos e custos de entrega constam da página [Envio e entrega](/shipping). Nas entregas fora da União Europeia, eventuais direitos aduaneiros e impostos de importação ficam a cargo do destinatário.",
        },
        { h2: "Direito de livre resolução" },
        {
          p: "Pode resolver o contrato no prazo de 30 dias a contar da receção dos produtos, sem indicar qualquer motivo. O processo de devolução e reembolso está descrito na página [Devoluções e reclamações](/returns).",
        },
        { h2: "Garantia e reclamações" },
        {
          p: "Todos os produtos têm uma garantia mínima de 2 anos; as condições de cada nível estão na página [Garantia](/warranty). As reclamações e a comunicação de danos de transporte são tratadas conforme descrito na página [Devoluções e reclamações](/returns). Mantêm-se sempre os direitos que a lei confere aos consumidores.",
        },
        { h2: "Responsabilidade" },
        {
          p: "Na medida permitida por lei, não respondemos por danos indiretos ou imprevisíveis nem por atrasos causados por circunstâncias fora do nosso controlo razoável. Nada nestes termos limita a nossa responsabilidade nos casos em que a lei não o permite, nem os direitos que lhe assistem enquanto consumidor.",
        },
        { h2: "Lei aplicável" },
        {
          p: "Estes termos regem-se pela lei de Inglaterra e do País de Gales. Se for consumidor, continua a beneficiar da proteção conferida pelas normas imperativas do país onde reside.",
        },
        { h2: "Contacto" },
        {
          p: "Para questões sobre estes termos, escreva-nos para [support@orbita-shop.com](mailto:support@orbita-shop.com) ou visite a página [Contactos](/contact).",
        },
      ],
    },

    cookies: {
      title: "Política de cookies",
      description: "Que cookies e dados guardamos no seu navegador e como os pode gerir.",
      highlights: [],
      body: [
        { h2: "O que são cookies" },
        {
          p: "Os cookies são pequenos ficheiros de texto que um site guarda no seu dispositivo enquanto navega. Tecnologias semelhantes, como o armazenamento local do navegador (local storage), permitem também guardar informações de uma visita para a outra.",
        },
        { h2: "Que cookies utilizamos" },
        { p: "Utilizamos apenas ferramentas estritamente necessárias ao funcionamento da loja:" },
        {
          ul: [
            "**Carrinho:** os produtos que adiciona ficam guardados no armazenamento local do seu navegador, para não os perder se fechar a página.",
            "**Idioma:** o idioma que escolhe também fica guardado no armazenamento local do navegador.",
            "**Pagamento:** as páginas de pagamento são geridas pela Stripe, que define os seus próprios cookies para proteger as transações e prevenir fraudes, de acordo com a sua própria política.",
          ],
        },
        { p: "Por serem estritamente necessárias, estas ferramentas não exigem o seu consentimento." },
        { h2: "Sem cookies de publicidade nem de rastreamento" },
        {
          p: "Não utilizamos cookies de publicidade, de definição de perfis ou de rastreamento, nem ferramentas de análise de terceiros que acompanhem a sua navegação noutros sites.",
        },
        { h2: "Como apagar os cookies" },
        {
          p: "Pode apagar os cookies e os dados guardados pelo site a qualquer momento nas definições do seu navegador (Chrome, Firefox, Safari, Edge e outros), normalmente na secção de privacidade e segurança. Tenha em conta que, ao apagar os dados do site, o carrinho fica vazio e o idioma volta ao predefinido.",
        },
        { h2: "Dúvidas" },
        { p: "Para qualquer questão sobre esta política, [contacte-nos](/contact)." },
      ],
    },
  },

  settings: {
    tagline: "Eletrónica premium, entregue em todo o mundo",
    weekdays: "Segunda a sexta-feira",
    weekend: "Sábado e domingo",
    phoneHours: "Seg–Sex 9h00–18h00 CET",
    emailResponse: "Resposta em 24–48 horas",
    reviewLinks: ["As nossas avaliações no Trustpilot", "As nossas avaliações no Google"],
  },

  reviews: [
    {
      title: "Excelente produto, entrega rápida",
      comment: "A encomenda chegou em dois dias, tudo muito bem embalado. A qualidade de construção superou as minhas expectativas. Recomendo!",
    },
    {
      title: "Tal como descrito",
      comment: "O produto é exatamente igual ao das fotografias. Muito bom contacto com o vendedor: recebi resposta à minha pergunta em poucas horas.",
    },
    {
      title: "Boa relação qualidade-preço",
      comment: "Muito bom produto para o preço. Tiro uma estrela apenas porque a entrega demorou um pouco mais na época natalícia.",
    },
  ],
}
