import definition from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { icon } from './icon';

export const ArrowLeftOutlined = /* @__PURE__ */ icon(definition);
