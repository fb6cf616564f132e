import definition from '@ant-design/icons-svg/es/asn/CaretRightOutlined';
import { icon } from './icon';

export const CaretRightOutlined = /* @__PURE__ */ icon(definition);
