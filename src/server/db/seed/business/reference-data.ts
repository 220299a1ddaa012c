import type { ProductCode } from '../../../../shared/api/business-calls';

/** Reference data of the business demo: products, countries (ISO, MCC, dialling code) and names. */

export interface ProductSeed {
  id: number;
  code: ProductCode;
  nameZh: string;
  nameEn: string;
  unit: 'message' | 'minute' | 'mail' | 'number';
}

export const PRODUCT_SEEDS: readonly ProductSeed[] = [
  { id: 1, code: 'sms', nameZh: '短信', nameEn: 'SMS', unit: 'message' },
  { id: 2, code: 'voice', nameZh: '语音', nameEn: 'Voice', unit: 'minute' },
  { id: 3, code: 'email', nameZh: '邮件', nameEn: 'E-mail', unit: 'mail' },
  { id: 4, code: 'number', nameZh: '号码', nameEn: 'Numbers', unit: 'number' },
  { id: 5, code: 'whatsapp', nameZh: 'WhatsApp', nameEn: 'WhatsApp', unit: 'message' },
];

/** [ISO code, MCC, dialling code, zh, en, traffic weight] */
export const COUNTRY_ROWS: readonly (readonly [string, string, string, string, string, number])[] = [
  ['CN', '460', '86', '中国', 'China', 10],
  ['HK', '454', '852', '中国香港', 'Hong Kong', 4],
  ['TW', '466', '886', '中国台湾', 'Taiwan', 3],
  ['MO', '455', '853', '中国澳门', 'Macau', 1],
  ['US', '310', '1', '美国', 'United States', 9],
  ['CA', '302', '1', '加拿大', 'Canada', 3],
  ['MX', '334', '52', '墨西哥', 'Mexico', 4],
  ['BR', '724', '55', '巴西', 'Brazil', 7],
  ['AR', '722', '54', '阿根廷', 'Argentina', 2],
  ['CO', '732', '57', '哥伦比亚', 'Colombia', 3],
  ['CL', '730', '56', '智利', 'Chile', 2],
  ['PE', '716', '51', '秘鲁', 'Peru', 2],
  ['GB', '234', '44', '英国', 'United Kingdom', 5],
  ['DE', '262', '49', '德国', 'Germany', 5],
  ['FR', '208', '33', '法国', 'France', 4],
  ['IT', '222', '39', '意大利', 'Italy', 3],
  ['ES', '214', '34', '西班牙', 'Spain', 3],
  ['NL', '204', '31', '荷兰', 'Netherlands', 2],
  ['PL', '260', '48', '波兰', 'Poland', 2],
  ['RU', '250', '7', '俄罗斯', 'Russia', 4],
  ['TR', '286', '90', '土耳其', 'Turkey', 4],
  ['UA', '255', '380', '乌克兰', 'Ukraine', 2],
  ['SE', '240', '46', '瑞典', 'Sweden', 1],
  ['CH', '228', '41', '瑞士', 'Switzerland', 1],
  ['PT', '268', '351', '葡萄牙', 'Portugal', 1],
  ['IN', '404', '91', '印度', 'India', 9],
  ['ID', '510', '62', '印度尼西亚', 'Indonesia', 8],
  ['PH', '515', '63', '菲律宾', 'Philippines', 6],
  ['VN', '452', '84', '越南', 'Vietnam', 6],
  ['TH', '520', '66', '泰国', 'Thailand', 5],
  ['MY', '502', '60', '马来西亚', 'Malaysia', 5],
  ['SG', '525', '65', '新加坡', 'Singapore', 4],
  ['JP', '440', '81', '日本', 'Japan', 4],
  ['KR', '450', '82', '韩国', 'South Korea', 3],
  ['BD', '470', '880', '孟加拉国', 'Bangladesh', 4],
  ['PK', '410', '92', '巴基斯坦', 'Pakistan', 4],
  ['LK', '413', '94', '斯里兰卡', 'Sri Lanka', 1],
  ['NP', '429', '977', '尼泊尔', 'Nepal', 1],
  ['KH', '456', '855', '柬埔寨', 'Cambodia', 2],
  ['MM', '414', '95', '缅甸', 'Myanmar', 2],
  ['LA', '457', '856', '老挝', 'Laos', 1],
  ['AU', '505', '61', '澳大利亚', 'Australia', 3],
  ['NZ', '530', '64', '新西兰', 'New Zealand', 1],
  ['AE', '424', '971', '阿联酋', 'United Arab Emirates', 4],
  ['SA', '420', '966', '沙特阿拉伯', 'Saudi Arabia', 4],
  ['QA', '427', '974', '卡塔尔', 'Qatar', 1],
  ['KW', '419', '965', '科威特', 'Kuwait', 1],
  ['IL', '425', '972', '以色列', 'Israel', 1],
  ['EG', '602', '20', '埃及', 'Egypt', 3],
  ['NG', '621', '234', '尼日利亚', 'Nigeria', 4],
  ['KE', '639', '254', '肯尼亚', 'Kenya', 2],
  ['ZA', '655', '27', '南非', 'South Africa', 3],
  ['GH', '620', '233', '加纳', 'Ghana', 1],
  ['MA', '604', '212', '摩洛哥', 'Morocco', 2],
  ['DZ', '603', '213', '阿尔及利亚', 'Algeria', 1],
  ['TZ', '640', '255', '坦桑尼亚', 'Tanzania', 1],
  ['ET', '636', '251', '埃塞俄比亚', 'Ethiopia', 1],
  ['KZ', '401', '7', '哈萨克斯坦', 'Kazakhstan', 1],
  ['UZ', '434', '998', '乌兹别克斯坦', 'Uzbekistan', 1],
  ['IQ', '418', '964', '伊拉克', 'Iraq', 1],
];

export const CUSTOMER_NAME_PARTS = {
  zhPrefix: [
    '星辰',
    '云途',
    '海纳',
    '启航',
    '智联',
    '蓝鲸',
    '极光',
    '聚信',
    '畅达',
    '万象',
    '锐思',
    '易通',
    '天衡',
    '鼎盛',
    '远景',
    '飞鸿',
    '华迅',
    '优品',
    '恒信',
    '创元',
  ],
  zhCore: ['网络', '科技', '信息', '数字', '通信', '电商', '游戏', '金融', '物流', '传媒'],
  zhSuffix: ['有限公司', '股份有限公司', '集团', '工作室'],
  enPrefix: ['Nova', 'Blue Harbor', 'Apex', 'Lumen', 'Vertex', 'Orbit', 'Pioneer', 'Summit', 'Atlas', 'Zenith', 'Crest', 'Beacon'],
  enCore: ['Digital', 'Telecom', 'Games', 'Pay', 'Logistics', 'Media', 'Commerce', 'Labs', 'Fintech', 'Travel'],
  enSuffix: ['Ltd', 'Inc', 'Pte Ltd', 'LLC', 'GmbH', 'S.A.'],
};

export const SUPPLIER_NAME_PARTS = {
  zh: ['环球', '亚太', '欧陆', '美洲', '非洲', '中东', '东南亚', '北欧', '南美', '印太'],
  en: ['Global', 'Asia Pacific', 'Euro', 'Americas', 'Africa', 'Middle East', 'SEA', 'Nordic', 'LatAm', 'Indo-Pacific'],
};

/** Generated sales organisation: departments under the sales centre, their leads and reps. */
export const SALES_DEPTS = [
  { code: 'SALES1', name: '销售一部', nameEn: 'Sales team 1' },
  { code: 'SALES2', name: '销售二部', nameEn: 'Sales team 2' },
  { code: 'SALES3', name: '销售三部', nameEn: 'Sales team 3' },
  { code: 'SALES4', name: '销售四部', nameEn: 'Sales team 4' },
] as const;

export const SALES_FAMILY_NAMES = ['王', '刘', '陈', '杨', '黄', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '高', '罗'];
export const SALES_FAMILY_EN = [
  'Wang',
  'Liu',
  'Chen',
  'Yang',
  'Huang',
  'Wu',
  'Xu',
  'Sun',
  'Ma',
  'Zhu',
  'Hu',
  'Guo',
  'He',
  'Lin',
  'Gao',
  'Luo',
];
export const SALES_GIVEN_NAMES = [
  '晓东',
  '思远',
  '雨桐',
  '佳怡',
  '子涵',
  '浩然',
  '欣怡',
  '俊杰',
  '梦琪',
  '宇航',
  '诗雨',
  '文博',
  '婉清',
  '志强',
  '静怡',
  '海涛',
];
export const SALES_GIVEN_EN = [
  'Xiaodong',
  'Siyuan',
  'Yutong',
  'Jiayi',
  'Zihan',
  'Haoran',
  'Xinyi',
  'Junjie',
  'Mengqi',
  'Yuhang',
  'Shiyu',
  'Wenbo',
  'Wanqing',
  'Zhiqiang',
  'Jingyi',
  'Haitao',
];
