import definition from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { icon } from './icon';

export const DownloadOutlined = /* @__PURE__ */ icon(definition);
