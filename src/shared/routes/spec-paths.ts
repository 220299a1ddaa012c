/**
 * Expansion of every path-listing line of docs/spec/sections.md §2 and docs/spec/shell.md §2
 * into full route paths. `source` is a verbatim fragment of one spec line; `paths` is the
 * shorthand of that line written out. spec-coverage.test.ts checks both against the spec and
 * against the route table.
 */

export interface SpecPathExpansion {
  /** Verbatim fragment of exactly one spec line (at least 15 characters, or the whole line). */
  source: string;
  /** Full paths named by that line. */
  paths: string[];
}

/** One spec line: `paths` are whitespace-separated, relative to `prefix` ('' = already full). */
const line = (prefix: string, source: string, paths: string): SpecPathExpansion => ({
  source,
  paths: paths
    .split(/\s+/)
    .filter((p) => p !== '')
    .map((p) => (prefix === '' ? p : `${prefix}/${p}`)),
});

export const SPEC_PATH_EXPANSIONS: SpecPathExpansion[] = [
  // sections.md §2 — Settings
  line('/setModule', 'authManage/menu, permissions, user',
    'authManage/menu authManage/permissions authManage/user'),
  line('/setModule', 'email/account; email/signature (template and signature sharing)',
    'email/account email/signature email/inbox email/domain'),
  // Read like the purchase line: items after a semicolon stay under process/.
  line('/setModule', 'process/configer (approval flow); roles; notify',
    'process/configer process/roles process/notify process/formword'),
  line('/setModule', 'purchase/dictionary (field enumerations); payment-method', `
    purchase/dictionary purchase/payment-method purchase/rules/domain purchase/seas
    purchase/supplier purchase/level purchase/retention purchase/suffix purchase/cluevier
    purchase/share
  `),
  line('/setModule', 'csc/dictionary; rules/distribute (lead distribution)',
    'csc/dictionary csc/rules/distribute csc/advertising-promotion csc/event-brand csc/rules/seas'),
  line('/setModule', 'setRate (performance exchange rate)', 'setRate'),
  line('/setModule', 'financial/credit-whitelist, tariff, currency', `
    financial/credit-whitelist financial/tariff financial/currency financial/brand
    financial/main-body financial/bank financial/xe-rate financial/credit-rule financial/notify
    financial/bill-cycle financial/quote-set financial/quote-email-template
    financial/billing-method financial/recon-config financial/seal-config
    financial/supplier-control-set
  `),
  line('/setModule', '- systemLog.', 'systemLog'),
  line('/setModule', 'purchase-set/duplicate-check and purchase-set/clue',
    'purchase-set/duplicate-check purchase-set/clue'),
  line('/setModule', 'crm/dictionary; rules/domain; rules/retention', `
    crm/dictionary crm/rules/domain crm/rules/retention crm/rules/churn crm/rules/level
    crm/rules/template crm/rules/allow-buka crm/rules/seas
  `),
  line('/setModule', 'feedbackmanagement/fb-config; publicnotice/noticeconfig',
    'feedbackmanagement/fb-config publicnotice/noticeconfig'),
  line('/setModule', 'uplatform/ucurrency, uconfig, withdraw-address',
    'uplatform/ucurrency uplatform/uconfig uplatform/withdraw-address'),
  line('/setModule', '- departmentalOrganization.', 'departmentalOrganization'),
  line('/setModule', 'operate-set/two-way (two-way app review settings)',
    'operate-set/two-way operate-set/resource-rule-preset operate-set/field-enum'),
  // sections.md §2 — Business inquiry
  line('/businessInquiry', 'Performance: resultsQuery/day/c-end and r-end', `
    resultsQuery/day/c-end resultsQuery/day/r-end resultsQuery/month day/c/performance/preview
    day/r/performance/preview smsPerformance voicePerformance mailPerformance numberPerformance
    star-promoter-performance agentPerformance gift-performance resultsQuery/wa resultsQuery/ants
  `),
  line('/businessInquiry', 'Records and tasks: channelVoiceQuery; sendRcdQuery', `
    channelVoiceQuery sendRcdQuery smsTaskQuery call-record voiceRecordQuery voiceSipRecord
    voiceCcRecord voiceTaskManagement send-query/auto-recall-task apiQueueManage mailSendingRecord
    sms-appointment-record sms-bidirectional twowaytask send-query/wa-send-record wa-session-record
  `),
  line('/businessInquiry', 'Channels and solutions: channelManage',
    'channelManage channelRecommend marketChannel minxSolution vos-voice-account portquery'),
  line('/businessInquiry', 'App and gateway queries: app-query/sms', `
    app-query/sms app-query/voice vos/online/landing vos/online/docking vos/landing/gateway
    vos/docking/gateway gateway/ip
  `),
  line('/businessInquiry', 'Agent, device and channel queries: agent-query/page', `
    agent-query/page agent-query/customer mcc-mnc-query device-info device-info/operation-log
    channel/info channel/sender-id device-compliance route-bind
  `),
  line('/businessInquiry', 'Binding status: own-bind-status/submitted',
    'own-bind-status/submitted own-bind-status/reviewed'),
  line('/businessInquiry', 'Other detail pages reached from the shell: operationLog',
    'operationLog accountApprovalStatus creditModifyRecord/consumer'),
  // sections.md §2 — CRM
  line('/crm', 'client-partner/my-client with details and details-partner', `
    client-partner/my-client client-partner/my-client/details
    client-partner/my-client/details-partner
  `),
  line('/crm', '- business-partner with details.', 'business-partner business-partner/details'),
  line('/crm', 'open-sea (single bookmark only) with details',
    'open-sea open-sea/details open-sea/partner-details open-sea/sea-details'),
  line('/crm', '- blacklist with details.', 'blacklist blacklist/details'),
  line('/crm', 'wander/transfer (transfer records) and wander/share',
    'wander/transfer wander/share'),
  line('/crm', 'operate/alias-record with details; operate/approval-order', `
    operate/alias-record operate/alias-record/details operate/approval-order
    operate/approval-order/detail operate/team-name-change
  `),
  line('/crm', 'data-analysis/sales-funnels; data-analysis/performance',
    'data-analysis/sales-funnels data-analysis/performance'),
  line('/crm', '- market-analysis/account-track.', 'market-analysis/account-track'),
  // sections.md §2 — Reports (single paragraph; sms/report and sms/analysis are read as their
  // variants)
  line('/reportAnalysis', 'userReport, channelReport, channel/analysis, equipReport', `
    userReport channelReport channel/analysis equipReport goip/analysis supplierReport voiceReport
    voice/profit smsProfitAnalysis startSms startVoice sms/report/c-end sms/report/r-end
    sms/report/operation sms/analysis/c-end sms/analysis/r-end wa-session-statistics consume-report
    otp-sms-statistics partner-profit-withdrawal user-analysis sms/twoway-user-statistics
  `),
  // sections.md §2 — Finance
  line('/financial', 'entitySettle/account with details, report, proofreading', `
    entitySettle/account entitySettle/account/details entitySettle/account/report
    entitySettle/account/proofreading
  `),
  line('/financial', '- kingdeeSet/relationMapping.', 'kingdeeSet/relationMapping'),
  line('/financial', 'balanceReport/vos with detail', 'balanceReport/vos balanceReport/vos/detail'),
  line('/financial', '- proofreadData.', 'proofreadData'),
  line('/financial', 'account/consumer/: consumer, authcheck', `
    account/consumer/consumer account/consumer/authcheck account/consumer/contract
    account/consumer/auth account/consumer/workspace account/consumer/workspaceapi
    account/consumer/recharge account/consumer/bill account/consumer/client
    account/consumer/awsUser
  `),
  line('/financial', 'account/supplier/: sms, vos, email, social',
    'account/supplier/sms account/supplier/vos account/supplier/email account/supplier/social'),
  line('/financial', '- account/snapshot.', 'account/snapshot'),
  line('/financial', 'recharge-apply/: recharge, payment, hedge (gateway transfer)', `
    recharge-apply/recharge recharge-apply/recharge/detail recharge-apply/payment
    recharge-apply/payment/detail recharge-apply/hedge recharge-apply/hedge/detail
    recharge-apply/manual recharge-apply/gift
  `),
  line('/financial', 'recharge-record/: platform, voice, main-account', `
    recharge-record/platform recharge-record/voice recharge-record/main-account
    recharge-record/u-platform recharge-record/u-supplier-ledger
  `),
  line('/financial', 'credit-customer/: credit-control with details', `
    credit-customer/credit-control credit-customer/credit-control/details
    credit-customer/bill-refund credit-customer/credit-record
    credit-customer/customer-credit-analysis credit-customer/customer-credit-analysis/details
  `),
  line('/financial', 'financial-erp/basic-data-material/: customer', `
    financial-erp/basic-data-material/customer financial-erp/basic-data-material/supplier
    financial-erp/basic-data-material/material
  `),
  line('/financial', 'financial-erp/document-management/: receipt', `
    financial-erp/document-management/receipt financial-erp/document-management/refund-receipt
    financial-erp/document-management/payment-slip
    financial-erp/document-management/payment-refund-slip
    financial-erp/document-management/purchase-receipt
    financial-erp/document-management/sales-delivery-order
  `),
  line('/financial', 'postpaid-supplier/: bill-check, soa-manage',
    'postpaid-supplier/bill-check postpaid-supplier/soa-manage'),
  line('/financial', 'supplier-control/: overdue, blacklist', `
    supplier-control/overdue supplier-control/blacklist supplier-control/bad-debt
    supplier-control/exempt supplier-control/whitelist
  `),
  line('/financial', 'contract-archive/: seal-apply, archive-records',
    'contract-archive/seal-apply contract-archive/archive-records'),
  line('/financial', '- contract-seal/detail.', 'contract-seal/detail'),
  line('/financial', '- account/unsuspend/apply.', 'account/unsuspend/apply'),
  // sections.md §2 — Business operations
  line('/businessOperations', '- capturePacket.', 'capturePacket'),
  line('/businessOperations', 'shortChainRiskControl/: whitelist', `
    shortChainRiskControl/whitelist shortChainRiskControl/shortlinkquery
    shortChainRiskControl/shortlinkgroup
  `),
  line('/businessOperations', 'shortLinkTrace/: mixedChainStrategy', `
    shortLinkTrace/mixedChainStrategy shortLinkTrace/content-filing shortLinkTrace/generationRules
    shortLinkTrace/shortLinkTrace shortLinkTrace/link-blocking
  `),
  // The spec names only the subjects of the VoIP toolbox pages; their slugs follow the voip/ line.
  line('/businessOperations', 'voIp/voipIframe/ pages for voice test', `
    voIp/voipIframe/voice-test voIp/voipIframe/time-task voIp/voipIframe/group-call-task
    voIp/voipIframe/number-pool voIp/voipIframe/voice-monitor voIp/voipIframe/history-talk
    voIp/voipIframe/media-capture voIp/voipIframe/voice-source
  `),
  line('/businessOperations', 'voip/: voice-test, time-task', `
    voip/voice-test voip/time-task voip/group-call-task voip/group-call-time-task voip/number-pool
    voip/voice-monitor voip/history-talk voip/media-capture voip/voice-source voip/portSettings
  `),
  line('/businessOperations', 'sms-test/: test-number-pool', `
    sms-test/test-number-pool sms-test/number-device-blacklist sms-test/valid-number-alarm
    sms-test/test sms-test/sms-test-c sms-test/cycle-test sms-test/test-record
    sms-test/number-source-setting
  `),
  line('/businessOperations', '- voice/voice-cc/smsTemplate.', 'voice/voice-cc/smsTemplate'),
  line('/businessOperations', 'voice/voice-group/: aiTalk, aiTalkTemplate', `
    voice/voice-group/aiTalk voice/voice-group/aiTalkTemplate voice/voice-group/aiCustomIntent
    voice/voice-group/aiCustomIntentWhitelist voice/voice-group/aiCorpus
    voice/voice-group/dimension-setting
  `),
  line('/businessOperations', 'public/api-report; smsCardQueue',
    'public/api-report public/smsCardQueue'),
  line('/businessOperations', 'channel-resource-mgr/: channel-resource-mer', `
    channel-resource-mgr/channel-resource-mer channel-resource-mgr/resource-manage
    channel-resource-mgr/resource-pool
  `),
  line('/businessOperations', '- two-way-review.', 'two-way-review'),
  line('/businessOperations', 'simbank/: vod/server, manager', `
    simbank/vod/server simbank/manager simbank/imei simbank/dongle simbank/log simbank/sim
    simbank/port/manager simbank/port/order simbank/port/water simbank/port/record
  `),
  line('/businessOperations', 'sms-route-tool/: customer-test', `
    sms-route-tool/customer-test sms-route-tool/route-test-strategy sms-route-tool/route-test-task
    sms-route-tool/route-test-task/report
  `),
  line('/businessOperations', '- schedule (shift management).', 'schedule'),
  line('/businessOperations', 'Detail and apply pages: submittedApply', `
    submittedApply submittedDetail workOrderDetail orderInfoSumDetails submitDetail THSubmitDetail
    rechargeDetails rechargeApplication submitApply submitWorkOrder
  `),
  line('/businessOperations', 'Navigation group landing paths with guide text', 'public sms voice'),
  // sections.md §2 — Supplier management
  line('/srm', 'supplierManagement; supplierManagementBuka',
    'supplierManagement supplierManagementBuka'),
  line('/srm', 'clue/followed; clue/invalid', 'clue/followed clue/invalid'),
  line('/srm', 'supplier/my-supplier (+/details); supplier/sea-supplier', `
    supplier/my-supplier supplier/my-supplier/details supplier/sea-supplier
    supplier/sea-supplier/details supplier/equipment-supplier supplier/equipment-supplier/edit
  `),
  line('/srm', 'operate/supplier/transfer; operate/transfer-supplier/list', `
    operate/supplier/transfer operate/transfer-supplier/list operate/transfer-supplier/apply
    operate/transfer-supplier/detail operate/supplier/lication operate/supplier/check
  `),
  line('/srm', 'wander/distribute, /transfer, /share',
    'wander/distribute wander/transfer wander/share'),
  line('/srm', 'tvs/account-query, /withdrawal-record',
    'tvs/account-query tvs/withdrawal-record tvs/notice tvs/content-rewrite'),
  line('/srm', 'product-inventory/product-manage (+/detail)', `
    product-inventory/product-manage product-inventory/product-manage/detail
    product-inventory/stock-manage product-inventory/stock-flow
  `),
  // "/logs" after purchase-plan's parentheses is read literally as equipment-purchase/logs.
  line('/srm', 'equipment-purchase/purchase-plan (+/create', `
    equipment-purchase/purchase-plan equipment-purchase/purchase-plan/create
    equipment-purchase/purchase-plan/create-purchase-order equipment-purchase/purchase-plan/detail
    equipment-purchase/logs equipment-purchase/equipment-purchase-request
    equipment-purchase/purchase-order equipment-purchase/purchase-order/detail
    equipment-purchase/purchase-order/logs equipment-purchase/purchase-order/update
  `),
  // The operation pages have no path in the spec; the slugs operation and shipping are assumed.
  line('/srm', 'warehouse/stock-in (+/detail and an operation page)', `
    warehouse/stock-in warehouse/stock-in/detail warehouse/stock-in/operation warehouse/stock-out
    warehouse/stock-out/detail warehouse/stock-out/shipping warehouse/inventory-daily-report
  `),
  line('/srm', 'device-sale/order (+/create, /detail, /logs)', `
    device-sale/order device-sale/order/create device-sale/order/detail device-sale/order/logs
    device-sale/statistics device-sale/shipping-equipment device-sale/post-paid-order-bill
  `),
  line('/srm', 'operate/mac-address/list and /log',
    'operate/mac-address/list operate/mac-address/log'),
  line('/srm', 'operate/change-source-approval (+/detail)',
    'operate/change-source-approval operate/change-source-approval/detail'),
  line('/srm', 'Other detail pages: /srm/submittedApply', 'submittedApply submittedDetail'),
  // sections.md §2 — Messages
  line('/message', 'email/write, /details, /inbox (default', `
    email email/write email/details email/inbox email/star email/spam email/sent email/drafts
    email/marketing email/marketing/detail email/marketing/add email/vce email/adb email/set
    email/um email/logs
  `),
  line('/message', 'email/none: shown when the user has no bound mailbox', 'email/none'),
  line('/message', '- notification (message query).', 'notification'),
  line('/message', 'publicnotice/timeaxis (release timeline)',
    'publicnotice/timeaxis publicnotice/noticelist'),
  line('/message', 'Route names MessageEmailInbox and MessageEmailSpam', 'email/inbox email/spam'),
  // sections.md §2 — Quotation
  line('/offerManage', 'supplierQuote/voiceSupplier and /sms', `
    supplierQuote/voiceSupplier supplierQuote/sms supplier-quote/ai-vendor-quote
    supplier-quote/ai-quote-log
  `),
  line('/offerManage', 'customer-quote/sms, /voice, /number',
    'customer-quote/sms customer-quote/voice customer-quote/number customer-quote/whatsapp'),
  line('/offerManage', 'quote-query/customer and /supplier',
    'quote-query/customer quote-query/supplier'),
  line('/offerManage', '- agents-quote.', 'agents-quote'),
  line('/offerManage', 'quote-group/quote (+/detail); quote-group/az',
    'quote-group/quote quote-group/quote/detail quote-group/az'),
  line('/offerManage', '- quote-email (+/detail).', 'quote-email quote-email/detail'),
  line('/offerManage', 'sms-price-limit; voice-price-limit', 'sms-price-limit voice-price-limit'),
  line('/offerManage', 'quota-apply-approval/special (+/detail, /apply)', `
    quota-apply-approval/special quota-apply-approval/special/detail
    quota-apply-approval/special/apply quota-apply-approval/supplier
    quota-apply-approval/supplier/detail quota-apply-approval/voice-special
    quota-apply-approval/voice-special/detail quota-apply-approval/voice-special/apply
  `),
  line('/offerManage', 'Send pages: addGroup, sendSmsAZQuotation', `
    addGroup sendSmsAZQuotation sendSmsQuotation sendSmsGroupQuotation sendSmsGroupQuotationUpload
    sendVoiceQuotation sendAiVoiceQuotation sendNumberQuotation sendWhatsAppQuotation
    supplierSmsQuotation supplierVoiceQuotation supplierAiVoiceQuotation sendOtpSmsQuotation
    sendOtpSmsGroupQuotation sendOtpVoiceQuotation specialPriceDetail emailQueriesCen
  `),
  // sections.md §2 — Customer service
  line('/csc', 'clue/all, /assign, /followed',
    'clue/all clue/assign clue/followed clue/invalid clue/sea clue/register-black'),
  line('/csc', 'wander/distribute and /transfer', 'wander/distribute wander/transfer'),
  line('/csc', 'feedbackmanagement/fb-list and /feedback',
    'feedbackmanagement/fb-list feedbackmanagement/feedback'),
  line('/csc', 'marketing-activities/marketing-activities-list',
    'marketing-activities/marketing-activities-list'),
  // "Report analysis" is a heading, not a path.
  line('/csc', 'Report analysis: roi-raise (+/fine, /details)', `
    roi-raise roi-raise/fine roi-raise/details roi-clue roi-clue/fine roi-clue/details
    r-exhibition-activity-roi r-exhibition-activity-roi/conversion-detail
    r-exhibition-activity-roi/consumption-detail r-channel-promotion-roi
    r-channel-promotion-roi/conversion-detail r-channel-promotion-roi/consumption-detail roi-wander
    roi-wander/fine roi-wander/details roi-cost roi-channel channel-promotion-cost
  `),
  // sections.md §2 — General workflow
  line('/general', 'process/sponsor (start a new process)',
    'process/sponsor process/sponsor/submit'),
  line('/general', 'my-agent (to-do), my-initiate, my-handle', `
    my-agent my-agent/profile my-initiate my-initiate/profile my-handle my-handle/profile
    my-deliver my-deliver/profile
  `),
  line('/general', 'Apply forms under /general/process/', `
    process/recharge-apply/recharge/apply process/recharge-apply/payment/apply
    process/recharge-apply/hedge/apply process/credit-apply/prepay/apply
    process/credit-apply/postpay/apply process/credit-apply/deferral/apply
    process/credit-apply/method/apply process/credit-apply/bill-change/apply
    process/credit-apply/temporary/apply process/special-apply/special/apply
    process/special-apply/voice-special/apply process/supplier-apply/supplier/apply
    process/supplier-body-replace/apply process/modify-client-source/apply
    process/modify-supplier-source/apply process/contract-seal/apply
    process/account/unsuspend/apply process/sea-pick-cust-lead/apply process/cross-dept-share/apply
  `),
  line('/general', '/general/download (download centre)', 'download'),
  // sections.md §2 — Early warning and HR (single paragraphs)
  line('/heavenlyWarning', 'basiclibrary, configlibrary, monitoring',
    'basiclibrary configlibrary monitoring alrmrules/rules alrmrules/alrmgroup alarmdata'),
  line('/hrm', 'monthly-report/monthly-attendance-report, holiday-manage', `
    monthly-report/monthly-attendance-report holiday-manage/users-holidays
    holiday-manage/users-holidays-detail monthly-report/over-work-list
  `),
  // shell.md §2
  line('', 'Shell routes that always pass the permission check:',
    '/home /login /authorize /refresh /ddNotice'),
  line('', '- /login: fields for username, password', '/login'),
  line('', '- /authorize: the landing of the single sign-on', '/authorize'),
  line('', '- /refresh: internal redirect route', '/refresh'),
  line('', '- /home: reached also by clicking the header logo', '/home'),
  line('', 'Other shell pages: /general/process/sponsor', `
    /general/process/sponsor /message/publicnotice/timeaxis /general/download
    /csc/feedbackmanagement/feedback
  `),
  line('', 'Detail pages mapped to a highlighted parent menu', `
    /crm/customerDetailBuka /crm/addCustomerBuka /crm/agentCustDetailBuka /crm/agentDetailBuka
    /crm/addBo /crm/BODetail /crm/addClassA /crm/classADetails /crm/sendOutBox /crm/inBoxDetails
    /crm/editDraftBox /crm/outBoxDetails /crm/dustbinDetails /crm/emailMarketingDetails
    /crm/sendEditMarketingEmails /crm/emailTrackingDetails /crm/addEditEmail /offerManage/addGroup
    /offerManage/sendSmsAZQuotation /offerManage/sendSmsQuotation
    /offerManage/sendSmsGroupQuotation /offerManage/sendSmsGroupQuotationUpload
    /offerManage/sendVoiceQuotation /offerManage/sendAiVoiceQuotation
    /offerManage/sendNumberQuotation /offerManage/sendWhatsAppQuotation
    /offerManage/supplierSmsQuotation /offerManage/supplierVoiceQuotation
    /offerManage/supplierAiVoiceQuotation /offerManage/sendOtpSmsQuotation
    /offerManage/sendOtpSmsGroupQuotation /offerManage/sendOtpVoiceQuotation
    /offerManage/specialPriceDetail /offerManage/emailQueriesCen /businessOperations/submittedApply
    /businessOperations/submittedDetail /businessOperations/workOrderDetail
    /businessOperations/orderInfoSumDetails /businessOperations/submitDetail
    /businessOperations/THSubmitDetail /businessOperations/rechargeDetails
    /businessOperations/rechargeApplication /businessOperations/submitApply
    /businessOperations/submitWorkOrder /financial/entitySettle/account/details
    /financial/balanceReport/vos/detail /message/email/details /message/email/none
    /businessInquiry/operationLog /businessInquiry/accountApprovalStatus
    /businessInquiry/creditModifyRecord/consumer /srm/supplier/my-supplier/details
    /srm/supplier/sea-supplier/details /srm/submittedApply /srm/submittedDetail
  `),
  line('', 'Navigation tour for groups /businessOperations/public',
    '/businessOperations/public /businessOperations/sms /businessOperations/voice'),
];
