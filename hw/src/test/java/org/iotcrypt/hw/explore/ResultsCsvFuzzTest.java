package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fuzz target for the reader of the explorer's results.csv (issue 12, point 11): any text is read
 * or refused with IllegalArgumentException (the documented exception, naming the line); rows that
 * are read write out and read back unchanged.
 */
class ResultsCsvFuzzTest {

    static Stream<Arguments> resultsCsv() {
        String text = "# comment\ndesign,scheme,area_nand2\nc0k1n2s2,\"c0,k1\",1554\npresent32,\"a \"\"b\"\"\",\n";
        return Stream.of(Arguments.of((Object) text.getBytes(StandardCharsets.UTF_8)));
    }

    @MethodSource
    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void resultsCsv(byte[] input) {
        List<DesignResult> rows;
        try {
            rows = ResultsCsv.read(new String(input, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException refused) {
            return;
        }
        List<DesignResult> again = ResultsCsv.read(ResultsCsv.write(rows));
        assertEquals(rows.size(), again.size());
        for (int i = 0; i < rows.size(); i++) {
            for (String column : DesignResult.COLUMNS) {
                assertEquals(rows.get(i).get(column), again.get(i).get(column), column + " of row " + i);
            }
        }
    }
}
