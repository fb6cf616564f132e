import definition from '@ant-design/icons-svg/es/asn/YoutubeFilled';
import { icon } from './icon';

export const YoutubeFilled = /* @__PURE__ */ icon(definition);
