/**
 * The order SMS in the shop's 15 languages (issue 54): short, the shop's name first (an SMS has no sender
 * line a shopper reads), the order's number, and a link. {{…}} are filled by sms/render.ts.
 */
import type { LanguageCode } from "@shop/contracts/languages"

export interface SmsCopy {
  /** Shipped, with the carrier, the parcel's tracking link (or number) and the order page's link. */
  shipped: string
  /** Shipped, when the carrier gave no tracking. */
  shippedUntracked: string
  delivered: string
  cancelled: string
  refunded: string
  /** The reply that stops them, said once, in the first SMS. */
  stopHint: string
}

export const SMS_COPY: Record<LanguageCode, SmsCopy> = {
  en: {
    shipped: "Orbita: order {{number}} is on its way with {{carrier}}. Track it: {{tracking}} Your order: {{link}}",
    shippedUntracked: "Orbita: order {{number}} is on its way with {{carrier}}. {{link}}",
    delivered: "Orbita: order {{number}} has been delivered. {{link}}",
    cancelled: "Orbita: order {{number}} is cancelled; the full refund is on its way. {{link}}",
    refunded: "Orbita: we refunded {{amount}} for order {{number}}. {{link}}",
    stopHint: "Reply STOP to end these texts.",
  },
  de: {
    shipped: "Orbita: Bestellung {{number}} ist mit {{carrier}} unterwegs. Verfolgen: {{tracking}} Ihre Bestellung: {{link}}",
    shippedUntracked: "Orbita: Bestellung {{number}} ist mit {{carrier}} unterwegs. {{link}}",
    delivered: "Orbita: Bestellung {{number}} wurde zugestellt. {{link}}",
    cancelled: "Orbita: Bestellung {{number}} ist storniert; der volle Betrag wird erstattet. {{link}}",
    refunded: "Orbita: Wir haben {{amount}} für Bestellung {{number}} erstattet. {{link}}",
    stopHint: "Antworten Sie STOP, um diese SMS abzubestellen.",
  },
  pl: {
    shipped: "Orbita: zamówienie {{number}} jest w drodze z {{carrier}}. Śledź przesyłkę: {{tracking}} Zamówienie: {{link}}",
    shippedUntracked: "Orbita: zamówienie {{number}} jest w drodze z {{carrier}}. {{link}}",
    delivered: "Orbita: zamówienie {{number}} zostało dostarczone. {{link}}",
    cancelled: "Orbita: zamówienie {{number}} zostało anulowane; pełny zwrot jest w drodze. {{link}}",
    refunded: "Orbita: zwróciliśmy {{amount}} za zamówienie {{number}}. {{link}}",
    stopHint: "Odpowiedz STOP, aby zrezygnować z tych SMS-ów.",
  },
  fr: {
    shipped: "Orbita: votre commande {{number}} est en route avec {{carrier}}. Suivi : {{tracking}} Votre commande : {{link}}",
    shippedUntracked: "Orbita: votre commande {{number}} est en route avec {{carrier}}. {{link}}",
    delivered: "Orbita: votre commande {{number}} a été livrée. {{link}}",
    cancelled: "Orbita: votre commande {{number}} a été annulée ; le remboursement intégral est en cours. {{link}}",
    refunded: "Orbita: nous avons remboursé {{amount}} pour votre commande {{number}}. {{link}}",
    stopHint: "Répondez STOP pour ne plus recevoir ces SMS.",
  },
  es: {
    shipped: "Orbita: tu pedido {{number}} va en camino con {{carrier}}. Seguimiento: {{tracking}} Tu pedido: {{link}}",
    shippedUntracked: "Orbita: tu pedido {{number}} va en camino con {{carrier}}. {{link}}",
    delivered: "Orbita: tu pedido {{number}} ha sido entregado. {{link}}",
    cancelled: "Orbita: tu pedido {{number}} ha sido cancelado; el reembolso completo va en camino. {{link}}",
    refunded: "Orbita: hemos reembolsado {{amount}} de tu pedido {{number}}. {{link}}",
    stopHint: "Responde STOP para dejar de recibir estos SMS.",
  },
  it: {
    shipped: "Orbita: il tuo ordine {{number}} è in viaggio con {{carrier}}. Traccialo: {{tracking}} Il tuo ordine: {{link}}",
    shippedUntracked: "Orbita: il tuo ordine {{number}} è in viaggio con {{carrier}}. {{link}}",
    delivered: "Orbita: il tuo ordine {{number}} è stato consegnato. {{link}}",
    cancelled: "Orbita: il tuo ordine {{number}} è stato annullato; il rimborso completo è in arrivo. {{link}}",
    refunded: "Orbita: abbiamo rimborsato {{amount}} per il tuo ordine {{number}}. {{link}}",
    stopHint: "Rispondi STOP per non ricevere più questi SMS.",
  },
  zh: {
    shipped: "Orbita: 您的订单 {{number}} 已由 {{carrier}} 发货。跟踪：{{tracking}} 订单：{{link}}",
    shippedUntracked: "Orbita: 您的订单 {{number}} 已由 {{carrier}} 发货。{{link}}",
    delivered: "Orbita: 您的订单 {{number}} 已送达。{{link}}",
    cancelled: "Orbita: 您的订单 {{number}} 已取消，全部款项正在退回。{{link}}",
    refunded: "Orbita: 我们已为订单 {{number}} 退款 {{amount}}。{{link}}",
    stopHint: "回复 STOP 退订这些短信。",
  },
  ar: {
    shipped: "Orbita: طلبك {{number}} في الطريق مع {{carrier}}. للتتبع: {{tracking}} طلبك: {{link}}",
    shippedUntracked: "Orbita: طلبك {{number}} في الطريق مع {{carrier}}. {{link}}",
    delivered: "Orbita: تم توصيل طلبك {{number}}. {{link}}",
    cancelled: "Orbita: تم إلغاء طلبك {{number}}، والاسترداد الكامل في طريقه إليك. {{link}}",
    refunded: "Orbita: رددنا إليك {{amount}} عن طلبك {{number}}. {{link}}",
    stopHint: "ردّ بكلمة STOP لإيقاف هذه الرسائل.",
  },
  ru: {
    shipped: "Orbita: ваш заказ {{number}} в пути, доставляет {{carrier}}. Отследить: {{tracking}} Заказ: {{link}}",
    shippedUntracked: "Orbita: ваш заказ {{number}} в пути, доставляет {{carrier}}. {{link}}",
    delivered: "Orbita: ваш заказ {{number}} доставлен. {{link}}",
    cancelled: "Orbita: ваш заказ {{number}} отменён, вся сумма возвращается на карту. {{link}}",
    refunded: "Orbita: мы вернули {{amount}} за заказ {{number}}. {{link}}",
    stopHint: "Ответьте STOP, чтобы отписаться от этих SMS.",
  },
  hi: {
    shipped: "Orbita: आपका ऑर्डर {{number}} {{carrier}} से रास्ते में है। ट्रैक करें: {{tracking}} ऑर्डर: {{link}}",
    shippedUntracked: "Orbita: आपका ऑर्डर {{number}} {{carrier}} से रास्ते में है। {{link}}",
    delivered: "Orbita: आपका ऑर्डर {{number}} डिलीवर हो गया है। {{link}}",
    cancelled: "Orbita: ऑर्डर {{number}} रद्द कर दिया गया है; पूरा रिफ़ंड भेजा जा रहा है। {{link}}",
    refunded: "Orbita: हमने ऑर्डर {{number}} के {{amount}} लौटा दिए हैं। {{link}}",
    stopHint: "ये SMS बंद करने के लिए STOP लिखकर जवाब दें।",
  },
  bn: {
    shipped: "Orbita: আপনার অর্ডার {{number}} {{carrier}} দিয়ে পথে আছে। ট্র্যাক করুন: {{tracking}} অর্ডার: {{link}}",
    shippedUntracked: "Orbita: আপনার অর্ডার {{number}} {{carrier}} দিয়ে পথে আছে। {{link}}",
    delivered: "Orbita: আপনার অর্ডার {{number}} ডেলিভারি হয়েছে। {{link}}",
    cancelled: "Orbita: অর্ডার {{number}} বাতিল হয়েছে; পুরো টাকা ফেরত যাচ্ছে। {{link}}",
    refunded: "Orbita: অর্ডার {{number}} এর {{amount}} আমরা ফেরত দিয়েছি। {{link}}",
    stopHint: "এই SMS বন্ধ করতে STOP লিখে উত্তর দিন।",
  },
  pt: {
    shipped: "Orbita: a sua encomenda {{number}} vai a caminho com a {{carrier}}. Seguimento: {{tracking}} A sua encomenda: {{link}}",
    shippedUntracked: "Orbita: a sua encomenda {{number}} vai a caminho com a {{carrier}}. {{link}}",
    delivered: "Orbita: a sua encomenda {{number}} foi entregue. {{link}}",
    cancelled: "Orbita: a sua encomenda {{number}} foi cancelada; o reembolso total vai a caminho. {{link}}",
    refunded: "Orbita: a sua encomenda {{number}} foi reembolsada em {{amount}}. {{link}}",
    stopHint: "Responda STOP para deixar de receber estes SMS.",
  },
  id: {
    shipped: "Orbita: pesanan {{number}} Anda sedang dalam perjalanan via {{carrier}}. Lacak: {{tracking}} Pesanan Anda: {{link}}",
    shippedUntracked: "Orbita: pesanan {{number}} Anda sedang dalam perjalanan via {{carrier}}. {{link}}",
    delivered: "Orbita: pesanan {{number}} Anda telah tiba. {{link}}",
    cancelled: "Orbita: pesanan {{number}} Anda dibatalkan; pengembalian dana penuh sedang diproses. {{link}}",
    refunded: "Orbita: kami telah mengembalikan {{amount}} untuk pesanan {{number}}. {{link}}",
    stopHint: "Balas STOP untuk berhenti menerima SMS ini.",
  },
  ja: {
    shipped: "Orbita: ご注文 {{number}} を {{carrier}} で発送しました。追跡：{{tracking}} ご注文：{{link}}",
    shippedUntracked: "Orbita: ご注文 {{number}} を {{carrier}} で発送しました。{{link}}",
    delivered: "Orbita: ご注文 {{number}} をお届けしました。{{link}}",
    cancelled: "Orbita: ご注文 {{number}} はキャンセルされました。全額を返金いたします。{{link}}",
    refunded: "Orbita: ご注文 {{number}} の {{amount}} を返金しました。{{link}}",
    stopHint: "SMSの配信停止は STOP と返信してください。",
  },
  ko: {
    shipped: "Orbita: 주문 {{number}} 상품이 {{carrier}}에서 배송 중입니다. 조회: {{tracking}} 주문: {{link}}",
    shippedUntracked: "Orbita: 주문 {{number}} 상품이 {{carrier}}에서 배송 중입니다. {{link}}",
    delivered: "Orbita: 주문 {{number}} 상품의 배송이 완료되었습니다. {{link}}",
    cancelled: "Orbita: 주문 {{number}}이(가) 취소되었습니다. 전액 환불이 진행 중입니다. {{link}}",
    refunded: "Orbita: 주문 {{number}}의 {{amount}}을(를) 환불했습니다. {{link}}",
    stopHint: "이 문자 수신을 중단하려면 STOP으로 답장하세요.",
  },
}
