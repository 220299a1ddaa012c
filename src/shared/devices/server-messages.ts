/** Server messages of device operations (SIM banks, ports, IMEIs, eSIM profiles, dongles) (`msg` of its envelopes). */
export const DEVICES_SERVER_MESSAGES = {
  'devices.tacFormat': { zh: 'TAC 须为 8 位数字', en: 'A TAC is 8 digits' },
  'devices.countryFormat': { zh: '国家须为两位字母代码（如 HK）', en: 'A country is a two-letter code (e.g. HK)' },
  'devices.baseUrlFormat': {
    zh: '服务器地址须为 http(s)://主机[:端口][/路径]，不带查询参数',
    en: 'A server address is http(s)://host[:port][/path], without a query',
  },
  'devices.ussdFormat': { zh: 'USSD 代码只能包含数字、* 和 #', en: 'A USSD code holds only digits, * and #' },
  'devices.activationCodeFormat': {
    zh: '激活码格式应为 LPA:1$服务器地址$匹配码',
    en: 'An activation code reads LPA:1$server address$matching ID',
  },
  'devices.deviceCodeFormat': {
    zh: '设备编码为 3–40 位字母、数字或短横线',
    en: 'A device code is 3–40 letters, digits or dashes',
  },
  // IMEI rules
  'devices.imeiFormat': { zh: 'IMEI {imei} 须为 15 位数字', en: 'IMEI {imei} must be 15 digits' },
  'devices.imeiLuhn': {
    zh: 'IMEI {imei} 校验位错误（按 Luhn 算法应为 {expected}）',
    en: 'IMEI {imei} has a wrong check digit (Luhn gives {expected})',
  },
  'devices.imeiTac': {
    zh: 'IMEI {imei} 的 TAC {tac} 不在配置的 TAC 范围内',
    en: 'The TAC {tac} of IMEI {imei} is outside the configured TAC ranges',
  },
  'devices.imeiDuplicate': { zh: 'IMEI {imei} 已在 IMEI 库中', en: 'IMEI {imei} is already in the IMEI pool' },
  'devices.imeiRepeated': { zh: 'IMEI {imei} 在本次提交中重复出现', en: 'IMEI {imei} appears more than once in this list' },
  'devices.imeiInUse': { zh: 'IMEI {imei} 正在端口或 Dongle 上使用', en: 'IMEI {imei} is in use on a port or dongle' },
  'devices.imeiPoolEmpty': {
    zh: 'IMEI 库中可用的 IMEI 不足（需要 {need}，仅有 {have}）',
    en: 'The IMEI pool has too few available IMEIs (need {need}, have {have})',
  },
  'devices.tacOutOfRange': { zh: 'TAC {tac} 不在配置的 TAC 范围内', en: 'TAC {tac} is outside the configured TAC ranges' },
  'devices.tacExhausted': {
    zh: 'TAC {tac} 下可生成的 IMEI 不足 {count} 个',
    en: 'TAC {tac} has fewer than {count} unused IMEIs left',
  },
  'devices.fileUnreadable': {
    zh: '无法读取文件，请上传 .xlsx 格式的表格',
    en: 'The file cannot be read: upload an .xlsx spreadsheet',
  },
  'devices.fileMissing': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  'devices.fileTooManyRows': { zh: '表格最多 {limit} 行', en: 'The spreadsheet may hold at most {limit} rows' },
  // Batch checks (per port)
  'devices.portUnknown': { zh: '端口不存在', en: 'The port does not exist' },
  'devices.portEmpty': { zh: '端口 {port} 没有 SIM 卡', en: 'Port {port} has no SIM card' },
  'devices.portNotIdle': { zh: '端口 {port} 当前状态为 {state}，不能激活', en: 'Port {port} is {state} and cannot be activated' },
  'devices.portNotActive': { zh: '端口 {port} 当前状态为 {state}，不能释放', en: 'Port {port} is {state} and cannot be released' },
  'devices.portActiveNoImei': {
    zh: '端口 {port} 正在使用中，请先释放再修改 IMEI',
    en: 'Port {port} is active: release it before changing its IMEI',
  },
  'devices.portBusy': { zh: '端口 {port} 正由任务 #{job} 处理中', en: 'Port {port} is held by job #{job}' },
  'devices.bankOffline': { zh: '端口 {port} 所在的 SIM Bank 不在线', en: 'The SIM bank of port {port} is not online' },
  'devices.portRepeated': { zh: '端口 {port} 在本次提交中重复出现', en: 'Port {port} appears more than once' },
  'devices.imeiOnOtherPort': {
    zh: 'IMEI {imei} 已用于端口 {other}',
    en: 'IMEI {imei} is already used on port {other}',
  },
  'devices.batchRefused': {
    zh: '有 {count} 个端口未通过检查，请先处理后再提交',
    en: '{count} ports did not pass the check; deal with them first',
  },
  'devices.jobNotFinished': { zh: '任务仍在进行中，结束后才能重试', en: 'The job is still running; retry once it ends' },
  'devices.nothingToRetry': { zh: '该任务没有失败的端口', en: 'The job has no failed ports' },
  // Device answers
  'devices.deviceUnreachable': {
    zh: '无法连接设备服务器 {server}：{detail}',
    en: 'Device server {server} cannot be reached: {detail}',
  },
  'devices.deviceRefused': { zh: '设备拒绝了操作：{detail}', en: 'The device refused: {detail}' },
  'devices.deviceTimeout': { zh: '设备在 {seconds} 秒内没有响应', en: 'The device did not answer within {seconds} s' },
  'devices.jobInterrupted': {
    zh: '服务重启，任务中断；端口状态已从设备重新读取',
    en: 'The service restarted and the job was interrupted; the port was read back from the device',
  },
  'devices.jobTimeLimit': {
    zh: '任务超过 {seconds} 秒时限，未处理的端口已停止',
    en: 'The job passed its {seconds} s limit; the ports not reached were stopped',
  },
  'devices.serverDisabled': { zh: '设备服务器 {server} 已停用', en: 'Device server {server} is disabled' },
  'devices.serverDuplicate': { zh: '该地址的设备服务器已登记', en: 'A device server with that address is already registered' },
  'devices.unknownSupplier': { zh: '该供应商不存在', en: 'That supplier does not exist' },
  'devices.unknownServer': { zh: '该设备服务器不存在', en: 'That device server does not exist' },
  'devices.bankBusy': { zh: '该 SIM Bank 有端口正在执行任务，稍后再重启', en: 'A job holds ports of this SIM bank; reboot later' },
  'devices.dongleDuplicate': { zh: '该服务器上已登记此设备编码', en: 'That device code is already registered on this server' },
  'devices.dongleNotReported': {
    zh: '设备服务器未报告编码为 {code} 的 Dongle',
    en: 'The device server reports no dongle with code {code}',
  },
  'devices.portLinked': { zh: '该端口已关联到 Dongle {dongle}', en: 'That port is already linked to dongle {dongle}' },
  'devices.esimNotFailed': { zh: '只有下载失败的配置文件可以重试', en: 'Only a profile whose download failed can be retried' },
  'devices.esimNotSwitchable': { zh: '当前状态的配置文件不能启用', en: 'A profile in this state cannot be enabled' },
  'devices.esimEnabled': {
    zh: '请先切换到其他配置文件再删除当前启用的配置文件',
    en: 'Switch to another profile before erasing the enabled one',
  },
  'devices.esimPortActive': { zh: '端口正在使用中，请先释放', en: 'The port is active: release it first' },
  'devices.esimDuplicate': { zh: '该配置文件已在端口上', en: 'That profile is already on a port' },
} as const satisfies Record<string, { zh: string; en: string }>;
