package org.iotcrypt.hw.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The SVG primitives and number formats the charts and tables use. */
class SvgTest {

    @Test
    void chartDeclaresItsMarksAndEscapesText() {
        String svg = new Svg().markRect(0, 0, 5, 10, "#000", "a<b & \"c\"").markCircle(1, 1, 2, "#111", "p")
                .text(0, 0, "x < y", 10, "start", 0).chart(100, 50, "label & <more>");
        assertTrue(svg.startsWith("<svg class=\"chart\""), svg);
        assertTrue(svg.contains("aria-label=\"label &amp; &lt;more&gt;\" data-marks=\"2\""), svg);
        assertTrue(svg.contains("<title>a&lt;b &amp; &quot;c&quot;</title>"), svg);
        assertTrue(svg.contains(">x &lt; y</text>"), svg);
        assertFalse(svg.contains("a<b"));
        assertEquals(2, svg.split("class=\"mark\"", -1).length - 1);
    }

    @Test
    void axisBoundsAreRoundWithRoundQuarters() {
        assertEquals(400, Svg.niceMax(328.21));
        assertEquals(40_000, Svg.niceMax(35_420));
        assertEquals(20_000, Svg.niceMax(14_726));
        assertEquals(2, Svg.niceMax(1.344));
        assertEquals(1_000, Svg.niceMax(1_000));
        assertEquals(1, Svg.niceMax(0));
    }

    @Test
    void numbersReadAsThePapersPrintThem() {
        assertEquals("1.21e9", Numbers.format(1.21e9));
        assertEquals("13,177", Numbers.format(13_177));
        assertEquals("133", Numbers.format(133));
        assertEquals("45.77", Numbers.format(45.77));
        assertEquals("1.344", Numbers.format(1.344));
        assertEquals("384.02", Numbers.format(768 * 100 / 199.99));
    }
}
